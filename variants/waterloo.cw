# Waterloo: the eight Aces out, six columns of one card built down regardless of suit, runs in
# one suit moving together.
# Follows PySolFC's "Waterloo" (games/fortythieves.py, class Waterloo, which extends its Forty
# Thieves): two decks; the eight Aces start the foundations; six cards dealt face up, one to each
# column; built down regardless of suit, and a run in one suit moves as a unit, of any length
# (Spider_SS_RowStack, max_move unlimited); any card or run fills a space; the 90 other cards
# turned one at a time onto a waste, no redeal; foundations up in suit, one card at a time, whose
# top card may come back (max_move 1). Turning the first stock card is the player's first move.
game waterloo "Waterloo"
extends forty-thieves
source "PySolFC, Waterloo (games/fortythieves.py, class Waterloo)"

zone foundation: foundation, 8 piles
  deal rank A, one of each suit                           # the eight Aces: S H D C S H D C
  takes one card at a time                                # runs go up card by card
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 6 piles
  deal 1 face up                                          # six cards
  builds down                                             # any suit
  gives runs down in suit                                 # only runs in one suit move together
