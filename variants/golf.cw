# Golf: clear seven open columns onto one foundation, a rank up or down at a time.
# Follows Wikipedia's "Golf (patience)": 35 cards in seven columns of five, all face up; one
# card starts the foundation, the other 16 form the stock; the top card of a column goes on
# the foundation when it is one rank higher or lower, regardless of suit, with no wrapping
# between Ace and King; when stuck, the stock's next card is turned onto the foundation; no
# redeal; a player scores the cards left in the columns.
# This file plays the common variation Wikipedia lists, in which a Queen may go on a King;
# Wikipedia's strict rule, nothing on a King, is dead-king-golf.cw (PySolFC's Dead King Golf).
game golf "Golf"
aliases "One Foundation"
source "Wikipedia, Golf (patience), with its variation 'Queens may be played on Kings'"
decks 1

zone tableau: tableau, 7 piles
  deal 5 face up                                          # 35 cards, all open
  gives top card to foundation
  empty accepts nothing                                   # spaces are not filled

zone foundation: foundation, 1 pile
  deal 1 face up                                          # the first card of the foundation
  builds either way                                       # one rank up or down, any suit
  gives nothing                                           # Wikipedia; PySolFC agrees (max_move 0)

zone stock: stock, 1 pile
  deal rest face down                                     # 16 cards
  gives nothing

action turn: 1 from stock to foundation, face up          # no redeal: the stock goes once

won if tableau is empty
lost if no moves
progress: fewer cards in tableau and fewer cards in stock
score cards in tableau (lower wins)                       # one point per card left
