# Fortunes: Aces Up whose spaces take any number of cards from the top of a pile.
# Follows PySolFC's Fortunes (games/acesup.py, class Fortunes): Aces Up (aces-up.cw) whose piles
# give any number of their cards at once to a space (AcesUp_RowStack with unlimited moves and
# accepts); the discards still take one card at a time (max_accept 1), a card beaten by a higher
# card of its suit, Aces high, on top of another pile. Won with 48 cards discarded, as
# aces-up.cw says.
game fortunes "Fortunes"
extends aces-up
source "PySolFC, Fortunes (games/acesup.py)"

zone tableau: tableau, 4 piles
  deal 1 face up
  gives face-up cards to foundation, tableau              # any number of cards to a space
  empty accepts any card

zone foundation: foundation, 1 pile
  builds any rank
  empty accepts any card
  takes one card at a time
  takes a card only if a higher card of its suit tops tableau, aces high
  gives nothing                                           # PySolFC (max_move 0)
