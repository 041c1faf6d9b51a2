# Red Moon: Montana in four rows of fourteen, each row started by its Ace, the place after it
# a gap; each row is to run from Ace to King in one suit.
# Follows PySolFC's Red Moon (games/montana.py, class RedMoon: BlueMoon's grid, RSTEP 14 and
# RBASE Ace, so each row runs Ace to King and its last place is left over): the four Aces are
# dealt first, one to the first place of each row (the shuffle hook puts them on top of the
# talon), then the other 48 cards one to each place but the second of each row, which stays a
# gap; a gap takes the card one rank above its left neighbour in its suit, and the first place
# of a row an Ace (Montana_RowStack); three deals in all (max_rounds 3): a redeal gathers the
# cards out of sequence, shuffles them and deals them back leaving a gap right after each row's
# sequence (Montana_Talon).
# PySolFC's family: Montana (GI.GT_MONTANA). Deliberate difference: the Aces start the rows in
# the order of the suits S H D C (PySolFC sorts them by its own suit order).
game red-moon "Red Moon"
source "PySolFC, Red Moon (games/montana.py, class RedMoon)"
decks 1

option deals: 1, 3, 4, unlimited = 3 "deals in all: the first one and the redeals (1: no redeal)"

zone tableau: tableau, 56 piles
  rows of 14
  deal 0 0 1 1 1 1 1 1 1 1 1 1 1 1 in each row, face up, A at the start of each row
  gives top card to tableau                               # a card moves only into a gap
  empty accepts up in suit from its left neighbour, or A at the start of a row

action redeal: gather tableau out of order, shuffled, deal back leaving a gap in each row, passes deals

won if tableau is in order
lost if no moves
progress: more cards in order in tableau
score cards in order in tableau (higher wins)             # a point for each card in order
