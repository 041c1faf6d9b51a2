# Seven by Five: Seven by Four with five cells.
# Follows PySolFC's "Seven by Five" (games/freecell.py, class SevenByFive, which extends its Seven
# by Four with five cells); otherwise Seven by Four.
game seven-by-five "Seven by Five"
extends seven-by-four
source "PySolFC, Seven by Five (games/freecell.py, class SevenByFive)"

zone cells: cell, 5 piles
