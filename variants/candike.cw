# Candike: Canfield on seven columns of two, one card face down in each, runs moving freely.
# Follows PySolFC's "Candike" (games/canfield.py, class Candike, which extends its Canfield):
# Canfield's reserve of 13 (its top card face up) and base card for the foundations; seven
# columns of two cards, the lower one face down (a face-down card left on top is turned up);
# built down in alternating colours, without turning the corner, and a run so built moves as a
# unit, whole or in part (AC_RowStack); a space is filled at once from the reserve, and once the
# reserve is gone takes any card or run; the stock is turned three cards at a time onto a waste,
# gone through as often as the player likes; the foundations build up in suit from the base
# rank, turning the corner, and keep their cards (max_move 0). Turning the first stock cards is
# the player's first move.
game candike "Candike"
extends canfield
source "PySolFC, Candike (games/canfield.py, class Candike)"

zone tableau: tableau, 7 piles
  deal 2, bottom 1 face down                              # 14 cards
  builds down in alternate colours                        # no turning the corner
  gives runs
  empty accepts any card                                  # PySolFC: base rank any, once the reserve is gone
  turns up exposed cards

zone foundation: foundation, 4 piles
  takes one card at a time                                # runs go up card by card

progress: more cards in foundation and fewer cards in reserve and fewer face-down cards in tableau
