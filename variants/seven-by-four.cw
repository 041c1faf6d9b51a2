# Seven by Four: FreeCell on seven columns.
# Follows PySolFC's "Seven by Four" (games/freecell.py, class SevenByFour, which extends its
# FreeCell): 52 cards dealt face up into seven columns (three of 8, four of 7); four cells of
# one card each; built down in alternating colours; a run so built moves as a unit when the free
# cells and empty columns would let it move card by card (SuperMoveAC_RowStack); any card or run
# fills a space; foundations up in suit from the Aces, whose top card may come back to a column
# or a cell (SS_FoundationStack, max_move 1).
game seven-by-four "Seven by Four"
extends freecell
source "PySolFC, Seven by Four (games/freecell.py, class SevenByFour)"

zone foundation: foundation, 4 piles
  gives top card to tableau, cells                        # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 7 piles
  deal rest face up                                       # round-robin: 8 8 8 7 7 7 7
