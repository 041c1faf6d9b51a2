# All in a Row: Black Hole with thirteen piles of four and an empty foundation that the first
# card played may start.
# Follows PySolFC's rules page "All in a Row" (the Black Hole variant PySolFC ships under that
# name, also called Quasar) and Wikipedia's "Black Hole (solitaire)" (similar games).
game all-in-a-row "All in a Row"
extends black-hole
aliases "Quasar"
source "PySolFC rules, All in a Row; Wikipedia, Black Hole (solitaire)"

zone foundation: foundation, 1 pile
  deal nothing                                            # no Ace set out
  empty accepts any card                                  # any top card starts the row

zone tableau: tableau, 13 piles
  deal 4 face up                                          # 52 cards
