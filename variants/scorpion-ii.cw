# Scorpion II: Scorpion with only three columns dealt face down.
# Follows PySolFC's "Scorpion II" (games/spider.py, class ScorpionII, which extends its
# Scorpion): seven columns of seven, the first three with three cards face down (Scorpion: the
# first four); otherwise Scorpion.
game scorpion-ii "Scorpion II"
extends scorpion
source "PySolFC, Scorpion II (games/spider.py, class ScorpionII)"

zone tableau: tableau, 7 piles
  deal 7, bottom 3 3 3 0 0 0 0 face down                  # 49 cards
