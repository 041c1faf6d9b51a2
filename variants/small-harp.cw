# Small Harp: Klondike laid out the other way round, the longest column first.
# Follows PySolFC's "Small Harp" (games/klondike.py, class SmallHarp, which extends its Klondike):
# seven columns of 7 down to 1 cards, the top one face up; built down in alternating colours,
# runs so built moving as a unit; only a King (or a run from a King) fills a space; the 24
# other cards turned one at a time onto a waste, gone through as often as the player likes
# (max_rounds -1); foundations up in suit from the Aces, whose top card may come back
# (max_move 1). Turning the first stock card is the player's first move.
game small-harp "Small Harp"
extends klondike
source "PySolFC, Small Harp (games/klondike.py, class SmallHarp)"
option draw = 1                                           # one card at a time

zone tableau: tableau, 7 piles
  deal 7 6 5 4 3 2 1, top face up                         # 28 cards
