# Cassim: Ali Baba on seven columns.
# Follows PySolFC's "Cassim" (games/klondike.py, class Cassim, which extends its Ali Baba): 28
# cards dealt face up in four rows across seven columns, 20 in the stock; otherwise Ali Baba.
game cassim "Cassim"
extends ali-baba
source "PySolFC, Cassim (games/klondike.py, class Cassim)"

zone tableau: tableau, 7 piles
  deal 4 face up                                          # 28 cards
