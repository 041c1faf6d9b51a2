# Agnes Sorel: an open Klondike layout built down in colour, a base card for the foundations, and
# a stock dealt a row at a time onto the columns.
# Follows PySolFC ("Agnes Sorel", games/klondike.py): seven columns of 1..7 cards, all face up;
# the next card starts the first foundation and sets the rank the other three start from;
# foundations up in suit, turning the corner from King to Ace; columns built down in the same
# colour (a red 9 on either red 10), also turning the corner (a black King on a black Ace); runs
# in one colour move as a unit; an empty column is never filled; the 23 cards left are dealt one
# face up onto each column at a time (the last two onto the first two columns), no redeal.
# PySolFC's rules page says foundation cards are still in play; its code (the game as played)
# keeps them on the foundations, and so does this file.
game agnes-sorel "Agnes Sorel"
source "PySolFC, Agnes Sorel (games/klondike.py; rules page agnessorel.html)"
decks 1

zone tableau: tableau, 7 piles
  deal 1..7 face up                                       # 28 cards, all open
  builds down in same colour, wrapping                    # a red 9 on a red 10; a black K on a black A
  gives runs                                              # runs in one colour move together
  empty accepts nothing                                   # a space stays empty

zone foundation: foundation, 4 piles
  deal 1 0 0 0 face up                                    # the 29th card: the first foundation
  builds up in suit, wrapping                             # Q, K, A, 2 ... from a Queen base
  empty accepts the base rank                             # the other three start with that rank
  one pile per suit
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 23 cards
  gives nothing

action deal: 1 from stock to each pile of tableau, face up   # a row: one card on each column

won if all cards in foundation
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
