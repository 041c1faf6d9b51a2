# Spider with two suits: the same game with four decks of spades and hearts only (104 cards),
# the usual easier setting of computer versions.
# Follows Wikipedia's "Spider (solitaire)" (its section on the one- and two-suit versions).
game spider-two-suits "Spider (two suits)"
extends spider
aliases "Two-Suit Spider", "Spider 2 Suits"
source "Wikipedia, Spider (solitaire): the two-suit version"
decks 4
suits S H                                                 # 4 x 26 = 104 cards
