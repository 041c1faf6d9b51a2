# Spiderette: Spider with one deck on a Klondike layout.
# Follows Wikipedia's "Spiderette": 28 cards dealt as in Klondike (1..7, top cards face up),
# built down regardless of suit, runs in suit move as a unit, any card in a space; a row of
# seven is dealt from the stock when no column is empty; the last three cards go to the first
# three columns; four complete suits win.
game spiderette "Spiderette"
extends spider
source "Wikipedia, Spiderette"
decks 1

zone tableau: tableau, 7 piles
  deal 1..7, top face up                                  # the Klondike layout

zone foundation: foundation, 4 piles
