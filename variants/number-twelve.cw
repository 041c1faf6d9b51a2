# Number Twelve: Number Ten on twelve columns.
# Follows PySolFC's "Number Twelve" (games/fortythieves.py, class NumberTwelve, which extends its
# Number Ten): 48 cards in four rows across twelve columns, the first two rows face down; the 56
# other cards in the stock; otherwise Number Ten.
game number-twelve "Number Twelve"
extends number-ten
source "PySolFC, Number Twelve (games/fortythieves.py, class NumberTwelve)"

zone tableau: tableau, 12 piles
  deal 4, bottom 2 face down                              # 48 cards
