# Outback Patience: Australian Patience with two decks, eight columns of seven open cards.
# Follows PySolFC's "Outback Patience" (games/yukon.py, class OutbackPatience, which extends its
# Australian Patience): two decks; 56 cards dealt face up in seven rows across eight columns;
# built down in suit; any face-up card moves with everything on it, in sequence or not; only a
# King (with what lies on it) fills a space; the other 48 cards are turned one at a time onto a
# waste, whose top card plays to the tableau or the foundations; no redeal; eight foundations up
# in suit from the Aces, whose top card may come back to the tableau (max_move 1).
# As in australian-patience.cw, turning the first stock card is the player's first move.
game outback-patience "Outback Patience"
extends australian-patience
source "PySolFC, Outback Patience (games/yukon.py, class OutbackPatience)"
decks 2                                                   # 104 cards

zone foundation: foundation, 8 piles, from scratch        # two piles per suit
  builds up in suit
  empty accepts A
  takes one card at a time
  gives top card to tableau                               # max_move 1: cards may come back

zone tableau: tableau, 8 piles
  deal 7 face up                                          # 56 cards, all open
