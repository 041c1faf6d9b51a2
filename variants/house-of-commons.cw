# House of Commons: Montana with a deck of the Aces to Tens, in four rows of ten, and one
# redeal.
# Follows PySolFC's class HouseOfCommons (games/montana.py): a Montana of 40 cards (ranks Ace
# to 10, GI.GT_STRIPPED) in four rows of ten places (RSTEP 10, RBASE 1: each row is to run 2 to
# 10 in one suit); the Aces leave, leaving four gaps; a gap takes the card one rank above, in
# suit, of its left neighbour, or a 2 at the start of a row; two deals in all (max_rounds 2):
# the redeal gathers the cards out of sequence, shuffles them and deals them back leaving a
# gap after each row's sequence.
# PySolFC's family: Montana (GI.GT_MONTANA). Deliberate differences: none.
game house-of-commons "House of Commons"
extends montana
source "PySolFC, House of Commons (games/montana.py, class HouseOfCommons)"
ranks A 2 3 4 5 6 7 8 9 10                                # 40 cards

option deals: 2, 1 = 2 "deals in all: the first one and the redeal (1: no redeal)"

zone tableau: tableau, 40 piles
  rows of 10
