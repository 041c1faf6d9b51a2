# Rows of Four: Diplomat with the stock gone through three times.
# Follows PySolFC's "Rows of Four" (games/diplomat.py, class RowsOfFour, which extends its
# Diplomat with max_rounds 3): the waste is turned back into the stock twice; otherwise Diplomat.
game rows-of-four "Rows of Four"
extends diplomat
source "PySolFC, Rows of Four (games/diplomat.py, class RowsOfFour)"

action redeal: all from waste to stock, face down, only if stock is empty, passes 3
