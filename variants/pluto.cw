# Pluto: Deuces on twelve columns, with the Twos left in the deck.
# Follows PySolFC's "Pluto" (games/fortythieves.py, class Pluto, which extends its Deuces): two
# decks; twelve cards dealt face up, one to each column; the foundations start empty, each
# taking a Two, and build up in suit to the King and on to the Ace (mod 13); built down in suit,
# turning the corner (a King on an Ace), one card at a time; any card fills a space; the 92
# other cards turned one at a time onto a waste, no redeal; the foundations' top card may come
# back (max_move 1). Turning the first stock card is the player's first move.
game pluto "Pluto"
extends deuces
source "PySolFC, Pluto (games/fortythieves.py, class Pluto)"

zone foundation: foundation, 8 piles
  deal nothing                                            # the Twos stay in the deck
  empty accepts 2

zone tableau: tableau, 12 piles
  deal 1 face up                                          # twelve cards
