# Kingsley: Klondike turned upside down: foundations from the Kings down, columns built up from
# the Aces.
# Follows PySolFC's "Kingsley" (games/klondike.py, class Kingsley, which extends its Klondike):
# Klondike's deal (seven columns of 1 to 7 cards, the top one face up); the columns build up in
# alternating colours, runs so built moving as a unit, and only an Ace (or a run from an Ace)
# fills a space; the stock is turned one card at a time onto a waste, no redeal (max_rounds 1);
# four foundations down in suit from the Kings, whose top card may come back (max_move 1).
# Turning the first stock card is the player's first move (PySolFC turns it at the deal).
game kingsley "Kingsley"
extends klondike
source "PySolFC, Kingsley (games/klondike.py, class Kingsley)"
option draw = 1                                           # one card at a time
option passes = 1                                         # no redeal

zone foundation: foundation, 4 piles
  builds down in suit                                     # K, Q, J, ... A of one suit
  empty accepts K

zone tableau: tableau, 7 piles
  builds up in alternate colours                          # a red 9 on a black 8
  empty accepts A
