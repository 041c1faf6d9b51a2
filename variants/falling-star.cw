# Falling Star: Blondes and Brunettes with eleven cards in the terrace.
# Follows PySolFC's "Falling Star" (games/terrace.py, class FallingStar, which extends its Blondes
# and Brunettes): the terrace holds eleven cards; otherwise Blondes and Brunettes.
game falling-star "Falling Star"
extends blondes-and-brunettes
source "PySolFC, Falling Star (games/terrace.py, class FallingStar)"

zone reserve: reserve, 1 pile
  deal 11 face up                                         # the terrace
