# Rainbow: Canfield built down regardless of suit, the stock turned once, one card at a time.
# Follows PySolFC's "Rainbow" (games/canfield.py, class Rainbow, which extends its Canfield):
# Canfield's deal; the columns build down regardless of suit, turning the corner (a King on an
# Ace), the top card or the whole column moving; a space is filled at once from the reserve,
# and once the reserve is gone takes any card; the stock is turned one card at a time onto a
# waste, no redeal (max_rounds 1); the foundations build up in suit from the base rank, turning
# the corner, and keep their cards (max_move 0). Turning the first stock card is the player's
# first move.
game rainbow "Rainbow"
extends canfield
source "PySolFC, Rainbow (games/canfield.py, class Rainbow)"
option draw = 1                                           # one card at a time
option passes = 1                                         # no redeal

zone tableau: tableau, 4 piles
  builds down, wrapping                                   # any suit, a King on an Ace
  empty accepts any card                                  # PySolFC: base rank any, once the reserve is gone
