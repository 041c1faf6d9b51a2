# FreeCell with five columns instead of eight: the Solvitaire benchmark preset free-cell-5-pile.
# The preset is FreeCell (four cells, columns built down in alternating colours, any card in a
# space, foundations up in suit whose cards stay) with the 52 cards dealt round-robin into 5
# columns. Solvitaire moves one card at a time; the run moves inherited from freecell.cw ("as
# many as free cells allow") are only a shortcut for single moves through the free cells and
# columns, so the positions reachable are the same.
game free-cell-5-pile "FreeCell (5 columns)"
extends freecell
source "Solvitaire preset free-cell-5-pile (Blake & Gent, JAIR 85, 2026); FreeCell after Wikipedia, FreeCell"

zone tableau: tableau, 5 piles                            # the one change from FreeCell
  deal rest face up                                       # round-robin: 11 11 10 10 10
