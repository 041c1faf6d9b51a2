# Congress: Diplomat on eight columns of one card, spaces filled from the waste.
# Follows PySolFC's "Congress" (games/diplomat.py, class Congress, which extends its Diplomat):
# two decks; eight cards dealt face up, one to each column; built down regardless of suit, one
# card at a time; a space is filled at once from the waste, or, while the waste is empty, with
# the stock's next card (FILL_EMPTY_ROWS); once both are gone any card fills it; the other 96
# cards turned one at a time onto a waste, no redeal; eight foundations up in suit from the
# Aces, whose top card may come back (max_move 1).
game congress "Congress"
extends diplomat
aliases "President's Cabinet"
source "PySolFC, Congress (games/diplomat.py, class Congress)"

zone tableau: tableau, 8 piles
  deal 1 face up                                          # eight cards
  refills from waste, then stock                          # FILL_EMPTY_ROWS: at once
