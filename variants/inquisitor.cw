# Inquisitor: two-deck open Klondike on ten columns built down in suit, turning three cards,
# the stock gone through three times.
# Follows PySolFC's "Inquisitor" (games/harp.py, class Inquisitor, which extends its Double
# Klondike with SS_RowStack columns): two decks; ten columns of 1 to 10 cards, all face up;
# built down in suit, runs so built moving as a unit; any card or run fills a space (base rank
# any); the 49 other cards turned three at a time onto a waste, gone through three times
# (max_rounds 3); eight foundations up in suit from the Aces, whose top card may come back.
game inquisitor "Inquisitor"
extends klondike-two-deck-9
source "PySolFC, Inquisitor (games/harp.py, class Inquisitor)"
option draw = 3
option passes = 3                                         # two redeals

zone tableau: tableau, 10 piles
  deal 1..10 face up                                      # 55 cards, all open
  builds down in suit
  empty accepts any card

progress: more cards in foundation and fewer cards in stock
