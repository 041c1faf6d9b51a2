# Wasatch: Robert turning three cards at a time, without limit.
# Follows PySolFC's "Wasatch" (games/golf.py, class Wasatch, which extends its Robert): the stock
# is turned three cards at a time onto the waste and the waste turned back as often as the
# player likes; otherwise Robert.
game wasatch "Wasatch"
extends robert
source "PySolFC, Wasatch (games/golf.py, class Wasatch)"

action turn: 3 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty
