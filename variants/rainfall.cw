# Rainfall: Canfield turning one card at a time, the stock gone through three times.
# Follows PySolFC's "Rainfall" (games/canfield.py, class Rainfall, which extends its Canfield):
# Canfield's deal (a reserve of 13, its top card face up; the next card starts the first
# foundation and sets the base rank of the others; four columns of one card); the columns build
# down in alternating colours, turning the corner (a black King on a red Ace), the top card or
# the whole column moving; a space is filled at once from the reserve, and once the reserve is
# gone takes any card (base rank any); the stock is turned one card at a time onto a waste and
# gone through three times (max_rounds 3); the foundations build up in suit from the base rank,
# turning the corner, and keep their cards (max_move 0). Turning the first stock card is the
# player's first move (PySolFC turns it at the deal).
game rainfall "Rainfall"
extends canfield
source "PySolFC, Rainfall (games/canfield.py, class Rainfall)"
option draw = 1                                           # one card at a time
option passes = 3                                         # two redeals

zone tableau: tableau, 4 piles
  empty accepts any card                                  # PySolFC: base rank any, once the reserve is gone
