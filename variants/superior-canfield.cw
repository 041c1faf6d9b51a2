# Superior Canfield: Canfield with the reserve face up and spaces filled by the player.
# Follows PySolFC's "Superior Canfield" (games/canfield.py, class SuperiorCanfield, which extends
# its Canfield): Canfield's deal, but the 13 reserve cards all lie face up (only the top one
# plays); the columns build down in alternating colours, turning the corner, the top card or
# the whole column moving; a space is never filled at once: any card (or a whole column) may be
# put there, from the reserve, the waste or another column (FILL_EMPTY_ROWS 0, base rank any);
# the stock is turned three cards at a time onto a waste, gone through as often as the player
# likes; the foundations build up in suit from the base rank, turning the corner, and keep their
# cards (max_move 0). Turning the first stock cards is the player's first move.
game superior-canfield "Superior Canfield"
extends canfield
source "PySolFC, Superior Canfield (games/canfield.py, class SuperiorCanfield)"

zone reserve: reserve, 1 pile
  deal 13 face up                                         # all seen, only the top plays

zone tableau: tableau, 4 piles, from scratch              # no automatic refill
  deal 1 face up
  builds down in alternate colours, wrapping              # a black K on a red A
  gives top card or whole pile                            # never part of a pile
  empty accepts any card
