# Waning Moon: Forty Thieves on thirteen columns of four.
# Follows PySolFC's "Waning Moon" (games/fortythieves.py, class WaningMoon, which extends its Forty
# Thieves): two decks; 52 cards dealt face up in four rows across thirteen columns; built down in
# suit, one card at a time; any card fills a space; the 52 other cards turned one at a time onto
# a waste, no redeal; eight foundations up in suit from the Aces, whose top card may come back
# (max_move 1). As in the other shipped Forty Thieves games, turning the first stock card is the
# player's first move (PySolFC turns it at the deal).
game waning-moon "Waning Moon"
extends forty-thieves
source "PySolFC, Waning Moon (games/fortythieves.py, class WaningMoon)"

zone tableau: tableau, 13 piles
  deal 4 face up                                          # 52 cards

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
