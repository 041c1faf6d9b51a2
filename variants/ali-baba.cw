# Ali Baba: the Aces out, ten columns of four open cards built down in suit, the stock gone
# through as often as the player likes.
# Follows PySolFC's "Ali Baba" (games/klondike.py, class AliBaba, which extends its Big Forty and
# Klondike): the four Aces start the foundations; 40 cards dealt face up in four rows across ten
# columns; built down in suit; a run so built moves as a unit (SS_RowStack); any card or run
# fills a space; the other 8 cards turned one at a time onto a waste, and the waste turned back
# as often as the player likes (max_rounds -1); foundations up in suit, whose top card may come
# back (max_move 1). Turning the first stock card is the player's first move (PySolFC turns it at
# the deal).
game ali-baba "Ali Baba"
extends klondike
source "PySolFC, Ali Baba (games/klondike.py, class AliBaba)"
option draw = 1                                           # one card at a time

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, set out first

zone tableau: tableau, 10 piles
  deal 4 face up                                          # 40 cards
  builds down in suit
  empty accepts any card

progress: more cards in foundation and fewer cards in stock
