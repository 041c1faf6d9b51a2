# Moosehide: Yukon built down in any suit but the card's own.
# Follows PySolFC ("Moosehide", games/yukon.py, and its rules page): Yukon's layout and moves
# (seven columns of 1, 6, 7, 8, 9, 10 and 11 cards, the bottom 0..6 face down; any face-up card
# moves with everything on it; only a King fills a space), but a card goes on the next higher
# card of any other suit: a 9 of hearts on the 10 of spades, clubs or diamonds, not on the 10 of
# hearts.
game moosehide "Moosehide"
extends yukon
source "PySolFC, Moosehide (games/yukon.py; rules page moosehide.html)"

zone foundation: foundation, 4 piles, from scratch        # Yukon's, but nothing comes back
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 7 piles
  builds down in other suits                              # a 9 on any 10 but its own suit's
