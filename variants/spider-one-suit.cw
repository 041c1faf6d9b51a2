# Spider with one suit: the same game with eight decks of spades only (104 cards), the easiest
# setting of computer versions.
# Follows Wikipedia's "Spider (solitaire)" (its section on the one- and two-suit versions).
game spider-one-suit "Spider (one suit)"
extends spider
aliases "One-Suit Spider", "Spider 1 Suit"
source "Wikipedia, Spider (solitaire): the one-suit version"
decks 8
suits S                                                   # 8 x 13 = 104 cards
