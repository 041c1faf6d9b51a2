# Shamrocks: fans of three built up or down regardless of suit, never more than three cards.
# Follows PySolFC's "Shamrocks" (games/fan.py, class Shamrocks, which extends its Fan): 52 cards
# dealt face up into seventeen fans of three and one of one; a card goes on a card one rank above
# or below it, any suit (UD_RK_RowStack, no turning the corner), one card at a time, and a fan
# never holds more than three cards (max_cards 3); a space is never filled (base rank none);
# foundations up in suit from the Aces, whose top card may come back (max_move 1).
game shamrocks "Shamrocks"
extends fan
source "PySolFC, Shamrocks (games/fan.py, class Shamrocks)"

zone tableau: tableau, 18 piles
  deal 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 1 face up    # 17 fans of 3, one of 1
  builds either way                                       # any suit
  holds at most 3 cards                                   # max_cards 3
  empty accepts nothing
