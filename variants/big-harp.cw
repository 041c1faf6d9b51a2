# Big Harp: Pantagruel on ten columns, the longest first.
# Follows PySolFC's "Big Harp" (games/harp.py, class BigHarp, which extends its Double Klondike
# with AC_RowStack columns and max_rounds 1): two decks; ten columns of 10 down to 1 cards, the
# top one face up; built down in alternating colours, runs so built moving as a unit; any card
# or run fills a space; the 49 other cards turned one at a time onto a waste, no redeal; eight
# foundations up in suit from the Aces, whose top card may come back (max_move 1).
game big-harp "Big Harp"
extends pantagruel
source "PySolFC, Big Harp (games/harp.py, class BigHarp)"

zone tableau: tableau, 10 piles
  deal 10 9 8 7 6 5 4 3 2 1, top face up                  # 55 cards
