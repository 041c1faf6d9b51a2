# Number Ten: Streets with two cards face down in each column and runs moving together.
# Follows PySolFC's "Number Ten" (games/fortythieves.py, class NumberTen, which extends its
# Streets): two decks; 40 cards in four rows across ten columns, the first two rows face down;
# built down in alternating colours; a run so built moves as a unit (max_move unlimited); a
# face-down card left on top is turned up; any card or run fills a space; the 64 other cards
# turned one at a time onto a waste, no redeal; eight foundations up in suit from the Aces, one
# card at a time, whose top card may come back (max_move 1). Turning the first stock card is the
# player's first move.
game number-ten "Number Ten"
extends streets
source "PySolFC, Number Ten (games/fortythieves.py, class NumberTen)"

zone tableau: tableau, 10 piles
  deal 4, bottom 2 face down                              # 40 cards: two face down, two up
  gives runs                                              # a run in alternating colours
  turns up exposed cards

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
  takes one card at a time                                # runs go up card by card

progress: more cards in foundation and fewer cards in stock and fewer face-down cards in tableau
