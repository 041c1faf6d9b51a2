# Signora: Terrace with all nine tableau piles dealt at the start.
# Follows PySolFC's "Signora" (games/terrace.py, class Signora, which extends its Terrace with
# nine cards dealt to the tableau instead of four): the first card played to a foundation, from
# the nine, sets the base rank of all eight, and its gap is filled at once; otherwise Terrace,
# with the same approximation of the first move (terrace.cw says which).
game signora "Signora"
extends terrace
source "PySolFC, Signora (games/terrace.py, class Signora)"

zone tableau: tableau, 9 piles
  deal 1 face up                                          # nine cards
