# Blind Alleys: Eastcliff on six columns, with the Aces set out first and one redeal.
# Follows PySolFC ("Blind Alleys", games/klondike.py, and its rules page): the four Aces start
# the foundations; six columns of three cards, the top one face up; built down in alternating
# colours; runs move; an empty column takes any card or run; the other 30 cards turned one at a
# time onto a waste, gone through twice (one redeal); foundation cards may come back to the
# tableau.
game blind-alleys "Blind Alleys"
extends eastcliff
source "PySolFC, Blind Alleys (games/klondike.py; rules page blindalleys.html)"
option passes: unlimited, 1, 2, 3 = 2 "times through the stock (2: one redeal)"

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, one per pile

zone tableau: tableau, 6 piles
  deal 3, top face up                                     # 18 cards: two face down, one up
