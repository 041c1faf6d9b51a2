# Napoleon's Square: Forty Thieves in twelve columns, with runs in suit moving together.
# Follows PySolFC's Napoleon's Square (games/fortythieves.py, class NapoleonsSquare, a
# FortyThieves with rows=12 and ROW_MAX_MOVE unlimited): twelve columns of four cards, face up;
# eight foundations up in suit from the Aces; columns built down in suit, any run in suit moving
# as a unit; any card or run fills a space; the stock is turned one card at a time onto a waste,
# once. PySolFC's foundations keep max_move 1, so a foundation's top card may come back to a
# column (Forty Thieves, which this file extends, keeps them on the foundations).
game napoleons-square "Napoleon's Square"
extends forty-thieves
source "PySolFC, Napoleon's Square (games/fortythieves.py)"

zone tableau: tableau, 12 piles                           # 48 cards, four to a column
  gives runs                                              # runs in suit move together

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC: a foundation card may come back
