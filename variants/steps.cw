# Steps: two-deck Klondike on seven columns whose spaces take any card, with one redeal.
# Follows PySolFC's "Steps" (games/harp.py, class Steps, which extends its Double Klondike with
# AC_RowStack columns, seven rows and max_rounds 2): two decks; seven columns of 1 to 7 cards,
# the top one face up; built down in alternating colours, runs so built moving as a unit; any
# card or run fills a space; the 76 other cards turned one at a time onto a waste, gone through
# twice; eight foundations up in suit from the Aces, whose top card may come back (max_move 1).
game steps "Steps"
extends klondike-two-deck-9
source "PySolFC, Steps (games/harp.py, class Steps)"
option draw = 1                                           # one card at a time
option passes: unlimited, 1, 2, 3 = 2 "times through the stock (2: one redeal)"

zone tableau: tableau, 7 piles
  deal 1..7, top face up                                  # 28 cards
  empty accepts any card
