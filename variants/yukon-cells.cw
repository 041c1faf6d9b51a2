# Yukon Cells: Yukon with two cells.
# Follows PySolFC's "Yukon Cells" (games/yukon.py, class YukonCells, which extends its Yukon):
# Yukon's deal and moves (built down in alternating colours, any face-up card moving with
# everything on it, only a King filling a space); two cells of one card each, empty at the start
# (ReserveStack), whose cards play to the columns or the foundations; foundations up in suit from
# the Aces, whose cards stay there (max_move 0).
game yukon-cells "Yukon Cells"
extends yukon
source "PySolFC, Yukon Cells (games/yukon.py, class YukonCells)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone cells: cell, 2 piles
  empty accepts any card
  takes one card at a time
  gives top card to tableau, foundation
