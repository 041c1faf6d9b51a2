# Westcliff: Eastcliff on ten columns, the foundation cards staying where they are.
# Follows PySolFC ("Westcliff", games/klondike.py, and its rules page): ten columns of three
# cards, the top one face up; built down in alternating colours; runs move; an empty column takes
# any card or run; the other 22 cards turned one at a time onto a waste, no redeal; foundations up
# in suit from the Aces, and no card may be moved back out of them.
game westcliff "Westcliff"
extends eastcliff
source "PySolFC, Westcliff (games/klondike.py; rules page westcliff.html)"

zone tableau: tableau, 10 piles
  deal 3, top face up                                     # 30 cards: two face down, one up

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay
