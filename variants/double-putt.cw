# Double Putt: Double Golf turning the corner.
# Follows PySolFC's "Double Putt" (games/golf.py, class DoublePutt, which extends its Double Golf
# with the waste's mod 13): a card goes on the foundation one rank above or below its top card,
# a King and an Ace counting as neighbours; otherwise Double Golf.
game double-putt "Double Putt"
extends double-golf
source "PySolFC, Double Putt (games/golf.py, class DoublePutt)"

zone foundation: foundation, 1 pile
  builds either way, wrapping                             # Q-K-A-2 ...
