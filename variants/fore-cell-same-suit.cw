# Fore Cell built down in suit: the Solvitaire benchmark preset fore-cell-same-suit.
# Fore Cell (eight columns of six, the four cells filled by the deal, only a King in a space,
# one card moved at a time, foundation cards stay) with the columns built down in suit, as in
# Baker's Game and Eight Off. No common game of that name to follow.
game fore-cell-same-suit "Fore Cell (same suit)"
extends fore-cell
source "Solvitaire preset fore-cell-same-suit (Blake & Gent, JAIR 85, 2026)"

zone tableau: tableau, 8 piles
  builds down in suit                                     # the one change from Fore Cell
