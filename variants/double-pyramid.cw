# Double Pyramid: Pyramid with two decks and a pyramid of nine rows.
# Follows PySolFC's "Double Pyramid" (games/pyramid.py, class DoublePyramid, which extends its
# Pyramid with pyramid_len 9): two decks; 45 cards in a pyramid of nine rows, all face up; the
# stock's top card lies face up and plays (PySolFC's face-up talon); the stock is gone through
# three times; pairs adding up to 13, and Kings alone, are discarded; won when every card is
# discarded.
game double-pyramid "Double Pyramid"
extends pyramid
source "PySolFC, Double Pyramid (games/pyramid.py, class DoublePyramid)"
decks 2                                                   # 104 cards
option stock = open                                       # PySolFC's face-up talon

zone pyramid: tableau, 45 piles
  rows 1..9                                               # nine rows, 45 cards
