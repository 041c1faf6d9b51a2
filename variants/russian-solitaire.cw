# Russian Solitaire: Yukon built down in suit.
# Follows Wikipedia's "Russian Solitaire" (and "Yukon (solitaire)"): the same layout and moves
# as Yukon, but a card goes only on the next higher card of its own suit.
game russian-solitaire "Russian Solitaire"
extends yukon
aliases "Russian"
source "Wikipedia, Russian Solitaire"

zone tableau: tableau, 7 piles
  builds down in suit
