# FreeCell with three free cells instead of four: the Solvitaire benchmark preset free-cell-3-cell.
# The preset is FreeCell (eight open columns dealt round-robin, built down in alternating
# colours, any card in a space, foundations up in suit whose cards stay) with three cells.
# Solvitaire moves one card at a time; the run moves inherited from freecell.cw ("as many as
# free cells allow", here (cells free + 1) x 2^(empty columns)) are only a shortcut for single
# moves through the free cells and columns, so the positions reachable are the same.
game free-cell-3-cell "FreeCell (3 cells)"
extends freecell
source "Solvitaire preset free-cell-3-cell (Blake & Gent, JAIR 85, 2026); FreeCell after Wikipedia, FreeCell"

zone cells: cell, 3 piles                                # the one change from FreeCell
