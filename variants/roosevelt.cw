# Roosevelt: Streets on seven columns.
# Follows PySolFC's "Roosevelt" (games/fortythieves.py, class Roosevelt, which extends its
# Streets): two decks; 28 cards dealt face up in four rows across seven columns; built down in
# alternating colours, one card at a time; any card fills a space; the 76 other cards turned one
# at a time onto a waste, no redeal; eight foundations up in suit from the Aces, whose top card
# may come back (max_move 1). Turning the first stock card is the player's first move.
game roosevelt "Roosevelt"
extends streets
source "PySolFC, Roosevelt (games/fortythieves.py, class Roosevelt)"

zone tableau: tableau, 7 piles
  deal 4 face up                                          # 28 cards

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
