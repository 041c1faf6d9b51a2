# Napoleon's Exile: Forty Thieves built down regardless of suit.
# Follows PySolFC's "Napoleon's Exile" (games/fortythieves.py, class NapoleonsExile, which extends
# its Forty Thieves): two decks; 40 cards dealt face up in four rows across ten columns; built
# down regardless of suit, one card at a time; any card fills a space; the 64 other cards turned
# one at a time onto a waste, no redeal; eight foundations up in suit from the Aces, whose top
# card may come back (max_move 1). Turning the first stock card is the player's first move.
game napoleons-exile "Napoleon's Exile"
extends forty-thieves
source "PySolFC, Napoleon's Exile (games/fortythieves.py, class NapoleonsExile)"

zone tableau: tableau, 10 piles
  builds down                                             # any suit: a 9 on any 10

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
