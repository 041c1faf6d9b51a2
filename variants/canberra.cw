# Canberra: Australian Patience with one redeal.
# Follows PySolFC's "Canberra" (games/yukon.py, class Canberra, which extends its Australian
# Patience with max_rounds 2): once the stock is gone, the waste may be turned back into the
# stock once; otherwise Australian Patience.
game canberra "Canberra"
extends australian-patience
source "PySolFC, Canberra (games/yukon.py, class Canberra)"

action redeal: all from waste to stock, face down, only if stock is empty, passes 2
