# Spiderette: Spider with one deck on a Klondike layout.
# Follows Wikipedia's "Spiderette": 28 cards dealt as in Klondike (1..7, top cards face up),
# built down regardless of suit, runs in suit move as a unit, any card in a space; a row of
# seven is dealt from the stock when no column is empty; the last three cards go to the first
# three columns; four complete suits win.
# Where the Solvitaire benchmark preset spiderette (Blake & Gent, JAIR 85, 2026) differs: a row
# may be dealt from the stock at any time, empty columns or not (option rules=solvitaire; the
# default, rules=wikipedia, follows Wikipedia).
game spiderette "Spiderette"
extends spider
source "Wikipedia, Spiderette; Solvitaire preset spiderette (Blake & Gent, JAIR 85, 2026) for rules=solvitaire"
decks 1

option rules: wikipedia, solvitaire = wikipedia "wikipedia: a row is dealt only when no column is empty (Wikipedia); solvitaire: at any time (the Solvitaire benchmark preset spiderette)"

zone tableau: tableau, 7 piles
  deal 1..7, top face up                                  # the Klondike layout

zone foundation: foundation, 4 piles

when rules is solvitaire:
  action deal: 1 from stock to each pile of tableau, face up   # the preset: spaces or not
