# Two Cell: One Cell with two free cells.
# The Solvitaire benchmark preset two-cell (no common game of that name to follow): the four
# Aces start the foundations, 48 cards round-robin in 13 columns built down in alternating
# colours, one card moved at a time, any card in a space, foundation cards may come back; two
# cells instead of one.
game two-cell "Two Cell"
extends one-cell
source "Solvitaire preset two-cell (Blake & Gent, JAIR 85, 2026)"

zone cells: cell, 2 piles                                 # the one change from One Cell
