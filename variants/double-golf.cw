# Double Golf: Golf with two decks on nine columns of seven.
# Follows PySolFC's "Double Golf" (games/golf.py, class DoubleGolf, which extends its Golf): two
# decks; 63 cards dealt face up in seven rows across nine columns; the next card starts the
# single foundation (PySolFC's waste); a column's top card goes onto it when one rank above or
# below its top card, any suit, without turning the corner, and a Queen may go on a King and a
# King on a Queen (PySolFC's default strictness); spaces are not filled; the 40 other cards are
# turned one at a time onto the foundation, no redeal; won when the columns are empty.
game double-golf "Double Golf"
extends golf
source "PySolFC, Double Golf (games/golf.py, class DoubleGolf)"
decks 2                                                   # 104 cards

zone tableau: tableau, 9 piles
  deal 7 face up                                          # 63 cards
