# Relaxed Raglan: Raglan whose runs move together.
# Follows PySolFC's "Relaxed Raglan" (games/klondike.py, class RelaxedRaglan, which extends its
# Raglan with AC_RowStack columns): the Aces start the foundations; 42 cards dealt face up into
# nine columns of 1 2 3 4 5 6 7 7 7; the last six cards in a reserve of single cards, all
# available; built down in alternating colours, and a run so built moves as a unit, of any
# length; any card or run fills a space; foundations up in suit, whose top card may come back
# (max_move 1).
game relaxed-raglan "Relaxed Raglan"
extends raglan
source "PySolFC, Relaxed Raglan (games/klondike.py, class RelaxedRaglan)"

zone tableau: tableau, 9 piles
  gives runs                                              # a run in alternating colours, any length
