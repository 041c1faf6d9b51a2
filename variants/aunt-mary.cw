# Aunt Mary: Klondike on six columns of six, fewer cards face down to the left.
# Follows PySolFC's "Aunt Mary" (games/klondike.py, class AuntMary, which extends its Klondike):
# six columns of six cards, column n with n - 1 cards face down under the rest (none in the
# first, five in the last); built down in alternating colours, runs so built moving as a unit;
# only a King (or a run from a King) fills a space; the 16 other cards turned one at a time onto
# a waste, no redeal (max_rounds 1); foundations up in suit from the Aces, whose top card may
# come back (max_move 1). Turning the first stock card is the player's first move.
game aunt-mary "Aunt Mary"
extends klondike
source "PySolFC, Aunt Mary (games/klondike.py, class AuntMary)"
option draw = 1                                           # one card at a time
option passes = 1                                         # no redeal

zone tableau: tableau, 6 piles
  deal 6, bottom 0 1 2 3 4 5 face down                    # 36 cards
