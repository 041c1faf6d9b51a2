# Ten by One: Bastion with one cell, empty at the start, and every card in the columns.
# Follows PySolFC's "Ten by One" (games/beleagueredcastle.py, class TenByOne, which extends its
# Bastion): all 52 cards dealt face up into ten columns (two of 6, eight of 5); one empty cell;
# otherwise Bastion.
game ten-by-one "Ten by One"
extends bastion
source "PySolFC, Ten by One (games/beleagueredcastle.py, class TenByOne)"

zone cells: cell, 1 pile
  deal nothing

zone tableau: tableau, 10 piles
  deal rest face up                                       # round-robin: 6 6 5 5 5 5 5 5 5 5
