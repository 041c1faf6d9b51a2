# Thirty-Nine Steps: Forty Thieves on thirteen columns of three.
# Follows PySolFC's "Thirty-Nine Steps" (games/fortythieves.py, class ThirtyNineSteps, which
# extends its Waning Moon): two decks; 39 cards dealt face up in three rows across thirteen
# columns; built down in suit, one card at a time; any card fills a space; the 65 other cards
# turned one at a time onto a waste, no redeal; eight foundations up in suit from the Aces, whose
# top card may come back (max_move 1). Turning the first stock card is the player's first move.
game thirty-nine-steps "Thirty-Nine Steps"
extends waning-moon
source "PySolFC, Thirty-Nine Steps (games/fortythieves.py, class ThirtyNineSteps)"

zone tableau: tableau, 13 piles
  deal 3 face up                                          # 39 cards
