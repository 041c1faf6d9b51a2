# Final Battle: Double Rail on six columns.
# Follows PySolFC's "Final Battle" (games/fortythieves.py, class FinalBattle, which extends its
# Double Rail): six cards dealt face up, one to each column, 98 in the stock; otherwise Double
# Rail.
game final-battle "Final Battle"
extends double-rail
source "PySolFC, Final Battle (games/fortythieves.py, class FinalBattle)"

zone tableau: tableau, 6 piles
  deal 1 face up                                          # six cards
