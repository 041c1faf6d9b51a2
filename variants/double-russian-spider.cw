# Double Russian Spider: Russian Spider with two decks on ten columns.
# Follows PySolFC's "Double Russian Spider" (games/yukon.py, class DoubleRussianSpider, which
# extends its Russian Spider with Double Russian Solitaire's deal): two decks; ten columns of 6 to
# 14 cards, 0 to 8 face down under six face up; otherwise Russian Spider (eight suits to collect).
game double-russian-spider "Double Russian Spider"
extends russian-spider
source "PySolFC, Double Russian Spider (games/yukon.py, class DoubleRussianSpider)"
decks 2                                                   # 104 cards

zone tableau: tableau, 10 piles
  deal 6 7 8 9 10 11 12 13 14 14, bottom 0 1 2 3 4 5 6 7 8 8 face down   # 104 cards

zone foundation: foundation, 8 piles
