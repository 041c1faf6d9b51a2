# Wasp: Scorpion with any card allowed in a space.
# Follows PySolFC's rules page "Wasp" and Wikipedia's "Scorpion (solitaire)" (its variants).
game wasp "Wasp"
extends scorpion
source "PySolFC rules, Wasp; Wikipedia, Scorpion (solitaire)"

zone tableau: tableau, 7 piles
  empty accepts any card
