# Midshipman: Indian on nine columns of four, two of them face down.
# Follows PySolFC's "Midshipman" (games/fortythieves.py, class Midshipman, which extends its
# Indian): two decks; 36 cards in four rows across nine columns, the first two rows face down;
# built down in any suit but the card's own, one card at a time; a face-down card left on top is
# turned up; any card fills a space; the 68 other cards turned one at a time onto a waste, no
# redeal; eight foundations up in suit from the Aces, whose top card may come back (max_move 1).
# Turning the first stock card is the player's first move.
game midshipman "Midshipman"
extends indian
source "PySolFC, Midshipman (games/fortythieves.py, class Midshipman)"

zone tableau: tableau, 9 piles
  deal 4, bottom 2 face down                              # 36 cards: two face down, two up

zone foundation: foundation, 8 piles
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back
