# San Juan Hill: Forty Thieves with the eight Aces set out first.
# Follows PySolFC's "San Juan Hill" (games/fortythieves.py, class SanJuanHill, which extends its
# Forty Thieves): two decks; the eight Aces start the foundations; 40 cards dealt face up in four
# rows across ten columns; built down in suit, one card at a time; any card fills a space; the
# 56 other cards turned one at a time onto a waste, no redeal; foundations up in suit, whose top
# card may come back (max_move 1). Turning the first stock card is the player's first move.
game san-juan-hill "San Juan Hill"
extends forty-thieves
source "PySolFC, San Juan Hill (games/fortythieves.py, class SanJuanHill)"

zone foundation: foundation, 8 piles
  deal rank A, one of each suit                           # the eight Aces: S H D C S H D C
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
