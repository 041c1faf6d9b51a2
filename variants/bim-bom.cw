# Bim Bom: Australian Patience with two decks, eight columns of five, any card in a space.
# Follows PySolFC's "Bim Bom" (games/yukon.py, class BimBom, which extends its Australian
# Patience): two decks; 40 cards dealt face up in five rows across eight columns; built down in
# suit; any face-up card moves with everything on it, in sequence or not; any card (with what
# lies on it) fills a space; the other 64 cards are turned one at a time onto a waste, no
# redeal; eight foundations up in suit from the Aces, whose top card may come back (max_move 1).
game bim-bom "Bim Bom"
extends australian-patience
source "PySolFC, Bim Bom (games/yukon.py, class BimBom)"
decks 2                                                   # 104 cards

zone foundation: foundation, 8 piles, from scratch        # two piles per suit
  builds up in suit
  empty accepts A
  takes one card at a time
  gives top card to tableau                               # max_move 1: cards may come back

zone tableau: tableau, 8 piles
  deal 5 face up                                          # 40 cards, all open
  empty accepts any card
