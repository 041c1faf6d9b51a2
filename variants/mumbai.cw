# Mumbai: Indian on thirteen columns.
# Follows PySolFC's "Mumbai" (games/fortythieves.py, class Mumbai, which extends its Indian): two
# decks; 39 cards in three rows across thirteen columns, the first row face down; otherwise
# Indian (built down in any suit but the card's own, one card at a time; 65 cards in the stock).
game mumbai "Mumbai"
extends indian
source "PySolFC, Mumbai (games/fortythieves.py, class Mumbai)"

zone tableau: tableau, 13 piles
  deal 3, bottom 1 face down                              # 39 cards: one face down, two up

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
