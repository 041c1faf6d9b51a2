# Streets and Alleys: Beleaguered Castle with the Aces left in the deal.
# Follows Wikipedia's "Beleaguered Castle" (its variant Streets and Alleys) and PySolFC's rules
# page "Streets and Alleys": all 52 cards in eight rows (four of 7, four of 6); the Aces go up
# to the foundations when they become free.
game streets-and-alleys "Streets and Alleys"
extends beleaguered-castle
source "Wikipedia, Beleaguered Castle (Streets and Alleys); PySolFC rules, Streets and Alleys"

zone foundation: foundation, 4 piles
  deal nothing
  empty accepts A
  one pile per suit

zone tableau: tableau, 8 piles
  deal rest face up                                       # round-robin: 7 7 7 7 6 6 6 6
