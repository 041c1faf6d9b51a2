# King Tut: Relaxed Pyramid turning three cards at a time, without limit, from a closed stock.
# Follows PySolFC's "King Tut" (games/pyramid.py, class KingTut, which extends its Relaxed
# Pyramid): 28 cards in a pyramid, all face up; the stock is turned three cards at a time onto a
# waste (WasteTalonStack: closed), whose top card pairs with a pyramid card, and the waste is
# turned back as often as the player likes; pairs adding up to 13, and Kings alone, are
# discarded; won as soon as the pyramid is cleared.
game king-tut "King Tut"
extends relaxed-pyramid
aliases "Tut's Tomb"
source "PySolFC, King Tut (games/pyramid.py, class KingTut)"
option stock = closed                                     # WasteTalonStack: only the waste plays
option passes = unlimited

action turn: 3 from stock to waste, face up
