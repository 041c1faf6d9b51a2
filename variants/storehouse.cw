# Storehouse: Canfield on the Twos, built in suit.
# Follows PySolFC's "Storehouse" (games/canfield.py, class Storehouse, which extends its
# Canfield; also known as Straight Up): the four Twos start the foundations, which build up in
# suit from the Two to the King and on to the Ace (mod 13, 13 cards each) and keep their cards
# (max_move 0); a reserve of 13 cards, its top card face up; four columns of one card, built down
# in suit, turning the corner (a King on an Ace of its suit), the top card or the whole column
# moving; a space is filled at once from the reserve, and once the reserve is gone takes any
# card; the stock is turned one card at a time onto a waste and gone through three times
# (max_rounds 3). Turning the first stock card is the player's first move.
game storehouse "Storehouse"
extends canfield
aliases "Straight Up"
source "PySolFC, Storehouse (games/canfield.py, class Storehouse)"
option draw = 1                                           # one card at a time
option passes = 3                                         # two redeals

zone foundation: foundation, 4 piles
  deal rank 2, one of each suit                           # the Twos: S H D C
  holds at most 13 cards                                  # full at its Ace
  empty accepts 2                                         # never empty: cards stay

zone tableau: tableau, 4 piles
  builds down in suit, wrapping                           # a King on the Ace of its suit
  empty accepts any card                                  # PySolFC: base rank any, once the reserve is gone
