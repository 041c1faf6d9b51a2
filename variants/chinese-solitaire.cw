# Chinese Solitaire: Chinese Discipline in which any card fills a space.
# Follows PySolFC's "Chinese Solitaire" (games/yukon.py, class ChineseSolitaire, which extends
# its Chinese Discipline with Yukon_AC_RowStack's default base rank: any card).
game chinese-solitaire "Chinese Solitaire"
extends chinese-discipline
source "PySolFC, Chinese Solitaire (games/yukon.py, class ChineseSolitaire)"

zone tableau: tableau, 7 piles
  empty accepts any card
