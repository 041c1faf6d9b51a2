# Single Rail: Double Rail with one deck and four columns.
# Follows PySolFC's "Single Rail" (games/fortythieves.py, class SingleRail, which extends its
# Double Rail): one deck; four cards dealt face up, one to each column; built down regardless of
# suit, runs so built moving as a unit; any card or run fills a space; the 48 other cards turned
# one at a time onto a waste, no redeal; four foundations up in suit from the Aces, one card at a
# time, whose top card may come back (max_move 1).
game single-rail "Single Rail"
extends double-rail
source "PySolFC, Single Rail (games/fortythieves.py, class SingleRail)"
decks 1

zone tableau: tableau, 4 piles
  deal 1 face up                                          # four cards

zone foundation: foundation, 4 piles
  one pile per suit
