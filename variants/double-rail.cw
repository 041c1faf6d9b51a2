# Double Rail: Napoleon's Exile on five columns of one card, runs moving together.
# Follows PySolFC's "Double Rail" (games/fortythieves.py, class DoubleRail, which extends its
# Napoleon's Exile): two decks; five cards dealt face up, one to each column; built down
# regardless of suit; a run so built moves as a unit (max_move unlimited); any card or run fills
# a space; the 99 other cards turned one at a time onto a waste, no redeal; eight foundations up
# in suit from the Aces, one card at a time, whose top card may come back (max_move 1).
game double-rail "Double Rail"
extends napoleons-exile
source "PySolFC, Double Rail (games/fortythieves.py, class DoubleRail)"

zone tableau: tableau, 5 piles
  deal 1 face up                                          # five cards
  gives runs                                              # a run built down, any suits

zone foundation: foundation, 8 piles
  takes one card at a time                                # runs go up card by card
