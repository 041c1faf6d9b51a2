# Seahaven Towers: ten columns of five, four cells of which two are dealt a card, built down in
# suit; only a King fills an empty column.
# Follows Wikipedia's "Seahaven Towers" and PySolFC's rules page "Seahaven Towers". Cards move
# one at a time (longer sequences card by card through the cells), as in Eight Off.
game seahaven-towers "Seahaven Towers"
extends eight-off
aliases "Seahaven"
source "Wikipedia, Seahaven Towers; PySolFC rules, Seahaven Towers"

zone tableau: tableau, 10 piles
  deal 5 face up                                          # 50 cards in 10 columns of 5

zone cells: cell, 4 piles
  deal 0 1 1 0 face up                                    # the 2 cards left go to the middle cells
