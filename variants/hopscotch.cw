# Hopscotch: Calculation on the Ace, Two, Three and Four of clubs.
# Follows PySolFC's "Hopscotch" (games/calculation.py, class Hopscotch, which extends its
# Calculation): the foundations start on the A, 2, 3 and 4 of clubs (PySolFC's suit 0) and build
# by ones, twos, threes and fours regardless of suit, turning the corner, each to its King;
# otherwise Calculation (the stock turned one card at a time, each card placed on a foundation or
# one of four heaps, whose top cards play only to the foundations; no redeal).
game hopscotch "Hopscotch"
extends calculation
source "PySolFC, Hopscotch (games/calculation.py, class Hopscotch)"

zone ones: foundation, 1 pile
  deal card AC

zone twos: foundation, 1 pile
  deal card 2C

zone threes: foundation, 1 pile
  deal card 3C

zone fours: foundation, 1 pile
  deal card 4C
