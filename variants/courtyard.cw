# Courtyard: Busy Aces whose runs move together and whose spaces are filled from the waste.
# Follows PySolFC's "Courtyard" (games/fortythieves.py, class Courtyard, which extends its Busy
# Aces): two decks; twelve cards dealt face up, one to each column; built down in suit; a run in
# suit moves as a unit (max_move unlimited); a space is filled at once from the waste, or, while
# the waste is empty, with the stock's next card; once both are gone any card or run fills it;
# the other cards turned one at a time onto a waste, no redeal; eight foundations up in suit
# from the Aces, one card at a time, whose top card may come back (max_move 1).
game courtyard "Courtyard"
extends busy-aces
source "PySolFC, Courtyard (games/fortythieves.py, class Courtyard)"

zone tableau: tableau, 12 piles
  gives runs                                              # a run in suit moves together
  refills from waste, then stock                          # FILL_EMPTY_ROWS: at once

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
  takes one card at a time                                # runs go up card by card
