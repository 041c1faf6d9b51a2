# Variegated Canfield: two-deck Canfield on the Aces, five columns, the reserve face up.
# Follows PySolFC's "Variegated Canfield" (games/canfield.py, class VariegatedCanfield, which
# extends its Canfield): two decks; the eight Aces start the foundations, which build up in suit
# to the King and keep their cards (max_move 0); a reserve of 13 cards, all face up (only the
# top one plays); five columns of one card, built down in alternating colours (no turning the
# corner), the top card or the whole column moving; a space is filled at once from the reserve,
# and once the reserve is gone takes any card; the stock is turned three cards at a time onto a
# waste and gone through three times (max_rounds 3). Turning the first stock cards is the
# player's first move.
game variegated-canfield "Variegated Canfield"
extends canfield
source "PySolFC, Variegated Canfield (games/canfield.py, class VariegatedCanfield)"
decks 2                                                   # 104 cards
option passes = 3                                         # two redeals

zone reserve: reserve, 1 pile
  deal 13 face up                                         # all seen, only the top plays

zone foundation: foundation, 8 piles, from scratch        # two piles per suit
  deal rank A, one of each suit                           # the eight Aces: S H D C S H D C
  builds up in suit
  empty accepts A                                         # never empty: cards stay
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 5 piles
  deal 1 face up                                          # five cards
  builds down in alternate colours                        # no turning the corner
  empty accepts any card                                  # PySolFC: base rank any, once the reserve is gone
