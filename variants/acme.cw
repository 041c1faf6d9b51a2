# Acme: Canfield built down in suit, one card at a time, turning one card, with one redeal.
# Follows PySolFC's "Acme" (games/canfield.py, class Acme, which extends its Canfield): Canfield's
# reserve of 13 (its top card face up), base card and four columns of one; the columns build
# down in suit, without turning the corner, one card at a time (SS_RowStack, max_move 1); a space
# is filled at once from the reserve, and once the reserve is gone takes any card; the stock is
# turned one card at a time onto a waste and gone through twice (max_rounds 2); the foundations
# build up in suit from the base rank, turning the corner (mod 13), and keep their cards
# (max_move 0). Turning the first stock card is the player's first move.
game acme "Acme"
extends canfield
source "PySolFC, Acme (games/canfield.py, class Acme)"
option draw = 1                                           # one card at a time
option passes: unlimited, 1, 2, 3 = 2 "times through the stock (2: one redeal)"

zone tableau: tableau, 4 piles
  builds down in suit                                     # no turning the corner
  gives top card                                          # one card at a time
  empty accepts any card                                  # PySolFC: base rank any, once the reserve is gone
