# Relaxed Pyramid: Pyramid won once the pyramid is cleared.
# Follows PySolFC's "Relaxed Pyramid" (games/pyramid.py, class RelaxedPyramid, which extends its
# Pyramid): Pyramid as PySolFC plays it (the stock's top card lies face up and plays too, the
# stock gone through three times), but the game is won as soon as the 28 cards of the pyramid
# are gone, whatever is left in the stock and the waste.
game relaxed-pyramid "Relaxed Pyramid"
extends pyramid
aliases "Pyramid's Stones", "Pyramid Clear"
source "PySolFC, Relaxed Pyramid (games/pyramid.py, class RelaxedPyramid)"
option stock = open                                       # PySolFC's face-up talon

won if pyramid is empty
progress: fewer cards in pyramid
