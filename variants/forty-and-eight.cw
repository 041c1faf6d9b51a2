# Forty and Eight: Forty Thieves on eight columns, with one redeal.
# Follows PySolFC's "Forty and Eight" (games/fortythieves.py, class FortyAndEight, which extends
# its Forty Thieves): two decks; 32 cards dealt face up in four rows across eight columns; built
# down in suit, one card at a time; any card fills a space; the 72 other cards turned one at a
# time onto a waste, and the waste turned back into the stock once (max_rounds 2); eight
# foundations up in suit from the Aces, whose top card may come back (max_move 1). Turning the
# first stock card is the player's first move.
game forty-and-eight "Forty and Eight"
extends forty-thieves
source "PySolFC, Forty and Eight (games/fortythieves.py, class FortyAndEight)"

zone tableau: tableau, 8 piles
  deal 4 face up                                          # 32 cards

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back

action redeal: all from waste to stock, face down, only if stock is empty, passes 2
