# Gaps, basic variant: Gaps in one deal whose rows each belong to a suit fixed in advance.
# Follows the Solvitaire preset "gaps-basic-variant" (Blake & Gent), its "fixed suit" rule as
# Solvitaire's move generator plays it: the gap at the start of row i takes only the 2 of the
# i-th suit in Solvitaire's order of suits (clubs, hearts, spades, diamonds), so row 1 runs 2C
# to KC, row 2 2H to KH, row 3 2S to KS, row 4 2D to KD; a row is in order only from its own 2.
# Otherwise the preset gaps-one-deal: four rows of thirteen with the Aces taken out, a gap takes
# the card one rank up in the suit of its left neighbour, nothing after a King or a gap, no
# redeal; won with every row in order.
game gaps-basic-variant "Gaps (basic variant)"
extends gaps-one-deal
source "Solvitaire preset gaps-basic-variant (Blake & Gent, JAIR 85, 2026; Solvitaire's sequence_fixed_suit rule); Wikipedia, Gaps"

zone tableau: tableau, 52 piles
  empty accepts up in suit from its left neighbour, or 2C 2H 2S 2D at the start of rows 1 2 3 4
