# Wheatsheaf: Congress built up or down in suit, with four foundations up from the Aces and four
# down from the Kings.
# Follows PySolFC's "Wheatsheaf" (games/diplomat.py, class Wheatsheaf, which extends its
# Congress): a card goes on a card of its suit one rank above or below it (UD_SS_RowStack, no
# turning the corner), one card at a time; one foundation of each suit builds up from its Ace,
# another down from its King, and their top cards may come back (max_move 1); otherwise Congress
# (eight columns of one card, spaces filled from the waste, else the stock).
game wheatsheaf "Wheatsheaf"
extends congress
source "PySolFC, Wheatsheaf (games/diplomat.py, class Wheatsheaf)"

zone tableau: tableau, 8 piles
  builds either way in suit

zone foundation: foundation, 4 piles, from scratch        # up from the Aces
  builds up in suit
  empty accepts A
  one pile per suit
  gives top card to tableau                               # max_move 1

zone descending: foundation, 4 piles                      # down from the Kings
  builds down in suit
  empty accepts K
  one pile per suit
  gives top card to tableau                               # max_move 1

won if all cards in foundation, descending
progress: more cards in foundation, descending and fewer cards in stock
score cards in foundation, descending (higher wins)
