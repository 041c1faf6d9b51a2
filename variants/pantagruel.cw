# Pantagruel: two-deck Klondike whose spaces take any card, the stock turned once.
# Follows PySolFC's "Pantagruel" (games/harp.py, class Pantagruel, which extends its Double
# Klondike with AC_RowStack columns and max_rounds 1): two decks; nine columns of 1 to 9 cards,
# the top one face up; built down in alternating colours, runs so built moving as a unit; any
# card or run fills a space; the 59 other cards turned one at a time onto a waste, no redeal;
# eight foundations up in suit from the Aces, whose top card may come back (max_move 1). Turning
# the first stock card is the player's first move (PySolFC turns it at the deal).
game pantagruel "Pantagruel"
extends klondike-two-deck-9
source "PySolFC, Pantagruel (games/harp.py, class Pantagruel)"
option draw = 1                                           # one card at a time
option passes = 1                                         # no redeal

zone tableau: tableau, 9 piles
  empty accepts any card
