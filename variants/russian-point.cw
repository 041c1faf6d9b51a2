# Russian Point: Rushdike with its columns dealt in a point, 1 3 5 7 5 3 1.
# Follows PySolFC's "Russian Point" (games/yukon.py, class RussianPoint, which extends its
# Rushdike): columns of 1 3 5 7 5 3 1 cards, only the top card face up; the 27 other cards dealt
# a row at a time when the player asks (the last six on the first six columns); otherwise
# Rushdike.
game russian-point "Russian Point"
extends rushdike
source "PySolFC, Russian Point (games/yukon.py, class RussianPoint)"

zone tableau: tableau, 7 piles
  deal 1 3 5 7 5 3 1, top face up                         # 25 cards
