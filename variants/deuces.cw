# Deuces: Forty Thieves on Twos, turning the corner, with one card in each column.
# Follows PySolFC's "Deuces" (games/fortythieves.py, class Deuces, which extends its Forty
# Thieves): two decks; the eight Twos start the foundations, which build up in suit from the Two
# to the King and on to the Ace (mod 13); ten cards dealt face up, one to each column; built down
# in suit, turning the corner (a King on an Ace), one card at a time; any card fills a space;
# the other cards turned one at a time onto a waste, no redeal; the foundations' top card may
# come back (max_move 1). Turning the first stock card is the player's first move.
game deuces "Deuces"
extends forty-thieves
source "PySolFC, Deuces (games/fortythieves.py, class Deuces)"

zone foundation: foundation, 8 piles
  deal rank 2, one of each suit                           # the eight Twos: S H D C S H D C
  builds up in suit, wrapping                             # 2 3 ... K A
  holds at most 13 cards                                  # max_cards 13: full at its Ace
  empty accepts 2                                         # a Two taken back may start it again
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 10 piles
  deal 1 face up                                          # ten cards
  builds down in suit, wrapping                           # a King on an Ace of its suit
