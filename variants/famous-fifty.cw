# Famous Fifty: Forty Thieves with five cards in each column.
# Follows PySolFC's "Famous Fifty" (games/fortythieves.py, class FamousFifty, which extends its
# Forty Thieves): two decks; 50 cards dealt face up in five rows across ten columns; built down
# in suit, one card at a time; any card fills a space; the 54 other cards turned one at a time
# onto a waste, no redeal; eight foundations up in suit from the Aces, whose top card may come
# back (max_move 1). Turning the first stock card is the player's first move.
game famous-fifty "Famous Fifty"
extends forty-thieves
source "PySolFC, Famous Fifty (games/fortythieves.py, class FamousFifty)"

zone tableau: tableau, 10 piles
  deal 5 face up                                          # 50 cards

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
