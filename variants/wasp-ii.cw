# Wasp II: Scorpion II in which any card fills a space.
# Follows PySolFC's "Wasp II" (games/spider.py, class WaspII, which extends its Scorpion II with
# Wasp's columns, base rank any); otherwise Scorpion II.
game wasp-ii "Wasp II"
extends scorpion-ii
source "PySolFC, Wasp II (games/spider.py, class WaspII)"

zone tableau: tableau, 7 piles
  empty accepts any card
