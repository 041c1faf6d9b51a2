# Boost: Klondike on four columns, the stock gone through three times.
# Follows PySolFC's "Boost" (games/klondike.py, class Boost, which extends its Klondike): four
# columns of 1 to 4 cards, the top one face up; built down in alternating colours, runs so built
# moving as a unit; only a King (or a run from a King) fills a space; the 42 other cards turned
# one at a time onto a waste, gone through three times (max_rounds 3); foundations up in suit
# from the Aces, whose top card may come back (max_move 1). Turning the first stock card is the
# player's first move.
game boost "Boost"
extends klondike
source "PySolFC, Boost (games/klondike.py, class Boost)"
option draw = 1                                           # one card at a time
option passes = 3                                         # two redeals

zone tableau: tableau, 4 piles
  deal 1..4, top face up                                  # 10 cards
