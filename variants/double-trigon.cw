# Double Trigon: two-deck Klondike built down in suit.
# Follows PySolFC's "Double Trigon" (games/harp.py, class DoubleTrigon, which extends its Double
# Klondike with KingSS_RowStack columns): two decks; nine columns of 1 to 9 cards, the top one
# face up; built down in suit, runs so built moving as a unit; only a King (or a run from a King)
# fills a space; the 59 other cards turned one at a time onto a waste, gone through as often as
# the player likes; eight foundations up in suit from the Aces, whose top card may come back.
game double-trigon "Double Trigon"
extends klondike-two-deck-9
source "PySolFC, Double Trigon (games/harp.py, class DoubleTrigon)"
option draw = 1                                           # one card at a time

zone tableau: tableau, 9 piles
  builds down in suit
