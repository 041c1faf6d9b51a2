# Big Streets: Streets on twelve columns.
# Follows PySolFC's "Big Streets" (games/fortythieves.py, class BigStreets, which extends its
# Streets): two decks; 48 cards dealt face up in four rows across twelve columns; built down in
# alternating colours, one card at a time; any card fills a space; the 56 other cards turned one
# at a time onto a waste, no redeal; eight foundations up in suit from the Aces, whose top card
# may come back (max_move 1). Turning the first stock card is the player's first move.
game big-streets "Big Streets"
extends streets
source "PySolFC, Big Streets (games/fortythieves.py, class BigStreets)"

zone tableau: tableau, 12 piles
  deal 4 face up                                          # 48 cards

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
