# FreeCell with one free cell instead of four: the Solvitaire benchmark preset free-cell-1-cell.
# The preset is FreeCell (eight open columns dealt round-robin, built down in alternating
# colours, any card in a space, foundations up in suit whose cards stay) with a single cell.
# Solvitaire moves one card at a time; the run moves inherited from freecell.cw ("as many as
# free cells allow", here (cells free + 1) x 2^(empty columns)) are only a shortcut for single
# moves through the free cells and columns, so the positions reachable are the same.
game free-cell-1-cell "FreeCell (1 cell)"
extends freecell
source "Solvitaire preset free-cell-1-cell (Blake & Gent, JAIR 85, 2026); FreeCell after Wikipedia, FreeCell"

zone cells: cell, 1 piles                                # the one change from FreeCell
