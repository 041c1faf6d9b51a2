# Diplomat: Forty Thieves on eight columns of four built down regardless of suit.
# Follows PySolFC's "Diplomat" (games/diplomat.py, class Diplomat): two decks; 32 cards dealt
# face up in four rows across eight columns; built down regardless of suit, one card at a time
# (RK_RowStack, max_move 1); any card fills a space; the 72 other cards turned one at a time
# onto a waste, no redeal; eight foundations up in suit from the Aces, whose top card may come
# back (max_move 1). Turning the first stock card is the player's first move (PySolFC turns it at
# the deal).
game diplomat "Diplomat"
extends forty-thieves
source "PySolFC, Diplomat (games/diplomat.py, class Diplomat)"

zone tableau: tableau, 8 piles
  deal 4 face up                                          # 32 cards
  builds down                                             # any suit

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
