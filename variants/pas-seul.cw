# Pas Seul: Eastcliff on six columns of a single open card.
# Follows PySolFC ("Pas Seul", games/klondike.py, and its rules page): six cards dealt face up,
# one to each column; built down in alternating colours; runs move; an empty column takes any
# card or run; the other 46 cards turned one at a time onto a waste, no redeal; foundations up in
# suit from the Aces, whose cards may come back to the tableau.
game pas-seul "Pas Seul"
extends eastcliff
source "PySolFC, Pas Seul (games/klondike.py; rules page passeul.html)"

zone tableau: tableau, 6 piles
  deal 1 face up                                          # six cards, one per column
