# Relaxed FreeCell: FreeCell whose runs move whatever the free cells.
# Follows PySolFC's "Relaxed FreeCell" (games/freecell.py, class RelaxedFreeCell, which extends
# its FreeCell with AC_RowStack for the columns): 52 cards dealt face up into eight columns
# (four of 7, four of 6); four cells of one card each; built down in alternating colours; a run
# so built moves as a unit, of any length, whatever the free cells and spaces; any card or run
# fills a space; foundations up in suit from the Aces, whose top card may come back to a column
# or a cell (SS_FoundationStack, max_move 1).
game relaxed-freecell "Relaxed FreeCell"
extends freecell
source "PySolFC, Relaxed FreeCell (games/freecell.py, class RelaxedFreeCell)"

zone foundation: foundation, 4 piles
  gives top card to tableau, cells                        # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 8 piles
  gives runs                                              # no supermove limit
