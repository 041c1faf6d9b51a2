# Napoleon's Folly: Forty Thieves built down in any suit but the card's own.
# Follows PySolFC's "Napoleon's Folly" (games/fortythieves.py, class NapoleonsFolly, which extends
# its Forty Thieves): two decks; 40 cards dealt face up in four rows across ten columns; a card
# goes on the card one rank above it of another suit (BO_RowStack), one card at a time; any card
# fills a space; the 64 other cards turned one at a time onto a waste, no redeal; eight
# foundations up in suit from the Aces, whose top card may come back (max_move 1). Turning the
# first stock card is the player's first move.
game napoleons-folly "Napoleon's Folly"
extends forty-thieves
source "PySolFC, Napoleon's Folly (games/fortythieves.py, class NapoleonsFolly)"

zone tableau: tableau, 10 piles
  builds down in other suits                              # a 9 on any 10 but its own suit's

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
