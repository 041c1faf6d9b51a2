# Zeus: Mount Olympus with four cards to a column, and only a King or a Queen filling a space
# once the stock is gone.
# Follows PySolFC's class Zeus (games/picturegallery.py) and its rules page zeus.html: a
# MountOlympus whose deal gives each of the nine columns four cards, face up, and whose columns
# (Zeus_RowStack) take only a King or a Queen when empty; an emptied column is still filled at
# once from the stock while it has cards (MountOlympus.fillStack).
# PySolFC's family: Picture Gallery (GI.GT_PICTURE_GALLERY). Deliberate differences: none.
game zeus "Zeus"
extends mount-olympus
source "PySolFC, Zeus (games/picturegallery.py, class Zeus)"

zone tableau: tableau, 9 piles
  deal 4 face up                                          # 36 cards; the stock keeps 52
  empty accepts K or Q                                    # once the stock is gone
