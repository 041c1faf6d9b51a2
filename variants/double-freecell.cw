# Double FreeCell: FreeCell with two decks, ten columns, six cells and four foundations that
# each take a suit twice round.
# Follows PySolFC ("Double FreeCell", games/freecell.py, and its rules page): two decks; one
# Ace of each suit starts the foundations; the other 100 cards dealt face up into ten columns
# of ten; six free cells of one card each; columns built down in alternating colours; a run
# moves as a unit when the free cells and empty columns would let it move card by card
# ("supermove"); any card or run fills a space; each foundation builds up in suit from its Ace to
# the King and then round again, Ace to King, 26 cards in all.
game double-freecell "Double FreeCell"
extends freecell
aliases "Double Free Cell"
source "PySolFC, Double FreeCell (games/freecell.py; rules page doublefreecell.html)"
decks 2                                                   # 104 cards

zone cells: cell, 6 piles                                 # six free cells

zone foundation: foundation, 4 piles
  gives top card                                          # PySolFC (max_move 1): the top card comes back
  deal rank A, one of each suit                           # one Ace per suit, set out first
  builds up in suit, wrapping                             # ... Q, K, then A, 2 ... of the suit again
  holds at most 26 cards                                  # twice round: the second King ends it

zone tableau: tableau, 10 piles
  deal 10 face up                                         # 100 cards, ten columns of ten
