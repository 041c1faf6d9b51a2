# Chinaman: Thumb and Pouch turning three cards, with one redeal and Kings in the spaces.
# Follows PySolFC's "Chinaman" (games/klondike.py, class Chinaman, which extends its Thumb and
# Pouch): Klondike's deal; a card goes on the card one rank above it of another suit, runs so
# built moving as a unit; only a King (or a run from a King) fills a space; the stock is turned
# three cards at a time onto a waste, and the waste turned back once (max_rounds 2); foundations
# up in suit from the Aces, whose top card may come back (max_move 1). Turning the first stock
# cards is the player's first move.
game chinaman "Chinaman"
extends thumb-and-pouch
source "PySolFC, Chinaman (games/klondike.py, class Chinaman)"
option draw = 3                                           # three at a time
option passes: unlimited, 1, 2, 3 = 2 "times through the stock (2: one redeal)"

zone tableau: tableau, 7 piles
  empty accepts K
