# Eastcliff: Klondike on seven columns of three, any card in a space, the stock turned once.
# Follows PySolFC ("Eastcliff", games/klondike.py, and its rules page): seven columns of three
# cards, the top one face up; built down in alternating colours; runs move; an empty column
# takes any card or run; the other 31 cards turned one at a time onto a waste, no redeal;
# foundations up in suit from the Aces, whose cards may come back to the tableau.
# The first stock card is not turned at the deal here: turning it is the player's first move.
game eastcliff "Eastcliff"
extends klondike
source "PySolFC, Eastcliff (games/klondike.py; rules page eastcliff.html)"
option draw = 1                                           # one card at a time
option passes = 1                                         # no redeal

zone tableau: tableau, 7 piles
  deal 3, top face up                                     # 21 cards: two face down, one up
  empty accepts any card                                  # any card or run fills a space
