# Gaps, one deal: Gaps played without a redeal.
# Follows the Solvitaire preset "gaps-one-deal" (Blake & Gent): four rows of thirteen with the
# Aces taken out; a gap takes the card one rank up in the suit of its left neighbour, a gap at
# the start of a row any 2; nothing after a King or a gap; won with every row running from 2 to
# King in one suit; when stuck, the game is lost: there is no redeal. Otherwise Gaps
# (Wikipedia, Gaps), whose usual game has two redeals.
game gaps-one-deal "Gaps (one deal)"
extends gaps
source "Solvitaire preset gaps-one-deal (Blake & Gent, JAIR 85, 2026); Wikipedia, Gaps"

option deals = 1                                          # the first deal only: no redeal
