# Tasmanian Patience: Australian Patience with the stock turned three at a time, without limit.
# Follows PySolFC's "Tasmanian Patience" (games/yukon.py, class TasmanianPatience, which extends
# its Australian Patience with max_rounds -1 and num_deal 3): the stock is turned three cards at
# a time onto the waste and the waste turned back into the stock as often as the player likes;
# otherwise Australian Patience.
game tasmanian-patience "Tasmanian Patience"
extends australian-patience
source "PySolFC, Tasmanian Patience (games/yukon.py, class TasmanianPatience)"

action turn: 3 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty
