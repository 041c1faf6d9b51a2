# Russian Cell: Yukon Cells built down in suit.
# Follows PySolFC's "Russian Cell" (games/yukon.py, class RussianCell, which extends its Yukon
# Cells with Russian Solitaire's columns); otherwise Yukon Cells.
game russian-cell "Russian Cell"
extends yukon-cells
aliases "Finnish Solitaire"
source "PySolFC, Russian Cell (games/yukon.py, class RussianCell)"

zone tableau: tableau, 7 piles
  builds down in suit
