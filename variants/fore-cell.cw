# Fore Cell: FreeCell's Swedish forerunner, with the four cells filled by the deal and only a
# King in a space.
# Follows the Solvitaire benchmark preset fore-cell and PySolFC's rules page "ForeCell" (like
# FreeCell, but the cells are filled at the start and only Kings go into spaces): 48 cards in
# eight columns of six, the last four dealt one into each cell; columns built down in
# alternating colours; foundations up in suit from the Ace, their cards stay. Cards move one
# at a time, as in the preset (longer runs go card by card through the cells): the language's
# "as many as free cells allow" counts empty columns as storage, which King-only columns are
# not (see eight-off.cw).
game fore-cell "Fore Cell"
extends eight-off
aliases "ForeCell"
source "Solvitaire preset fore-cell (Blake & Gent, JAIR 85, 2026); PySolFC rules, ForeCell"

zone tableau: tableau, 8 piles
  builds down in alternate colours                        # FreeCell's building, not Eight Off's

zone cells: cell, 4 piles
  deal 1 face up                                          # the last 4 cards: one in every cell
