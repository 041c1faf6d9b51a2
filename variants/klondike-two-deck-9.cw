# Klondike (two decks, nine columns): Double Klondike turned three at a time: two decks in nine
# columns of 1..9, eight foundations.
# Solvitaire's benchmark preset "klondike-two-deck-9" (Blake & Gent): 104 cards; nine columns of
# 1..9 (45 cards), only the top cards face up; built down in alternating colours; any built run
# moves; only a King (or a run headed by one) fills a space; eight foundations up in suit from
# the Aces, two per suit, whose cards may come back to the tableau; the other 59 cards in the
# stock, turned three at a time, with no limit on redeals. These are the rules of PySolFC's
# "Double Klondike by Threes".
game klondike-two-deck-9 "Klondike (two decks, nine columns)"
extends klondike
aliases "Double Klondike by Threes"
source "Solvitaire preset klondike-two-deck-9 (Blake & Gent, JAIR 85, 2026); PySolFC, Double Klondike by Threes"
decks 2                                                   # 104 cards
option draw = 3                                           # three cards at a time
option passes = unlimited                                 # redeal without limit

zone tableau: tableau, 9 piles
  deal 1..9, top face up                                  # 45 cards; the stock keeps 59

zone foundation: foundation, 8 piles, from scratch        # two piles per suit: no "one pile per suit"
  builds up in suit                                       # A, 2, 3, ... K of one suit
  empty accepts A
  takes one card at a time
  gives top card to tableau                               # a foundation card may come back
