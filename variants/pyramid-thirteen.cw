# Pyramid Thirteen: Pyramid with the covered cards face down and the stock gone through once.
# Follows PySolFC's "Pyramid Thirteen" (games/pyramid.py, class Thirteen, which extends its
# Pyramid): the 21 covered cards of the pyramid are dealt face down and the bottom row of seven
# face up; a card is turned up once both cards on it are gone; the stock's top card lies face up
# and plays (PySolFC's face-up talon); the stock is gone through once (max_rounds 1); pairs adding
# up to 13, and Kings alone, are discarded; won when every card is discarded.
game pyramid-thirteen "Pyramid Thirteen"
extends pyramid
source "PySolFC, Pyramid Thirteen (games/pyramid.py, class Thirteen)"
option stock = open                                       # PySolFC's face-up talon
option passes = 1                                         # no redeal

zone pyramid: tableau, 28 piles
  deal 1, covered face down                               # 21 face down, the bottom row face up
  turns up exposed cards
