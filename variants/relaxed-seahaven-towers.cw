# Relaxed Seahaven Towers: Seahaven Towers whose runs in suit move whatever the free cells.
# Follows PySolFC's "Relaxed Seahaven Towers" (games/bakersgame.py, class RelaxedSeahavenTowers,
# which extends its Seahaven Towers with KingSS_RowStack): 50 cards dealt face up into ten
# columns of five and the last two into the middle two of four cells; built down in suit; a run
# so built moves as a unit, of any length; only a King (or a run from a King) fills a space;
# foundations up in suit from the Aces, whose top card may come back to a column or a cell
# (SS_FoundationStack, max_move 1).
game relaxed-seahaven-towers "Relaxed Seahaven Towers"
extends seahaven-towers
source "PySolFC, Relaxed Seahaven Towers (games/bakersgame.py, class RelaxedSeahavenTowers)"

zone foundation: foundation, 4 piles
  gives top card to tableau, cells                        # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 10 piles
  gives runs                                              # a run in suit, any length
