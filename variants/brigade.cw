# Brigade: Raglan on seven columns of five built down regardless of suit, thirteen reserve cards.
# Follows PySolFC's "Brigade" (games/klondike.py, class Brigade, which extends its Raglan): the
# four Aces start the foundations; 35 cards dealt face up into seven columns of five; the last
# thirteen cards in a reserve of single cards, all available, never refilled; built down
# regardless of suit, one card at a time (RK_RowStack, max_move 1); any card fills a space;
# foundations up in suit, whose top card may come back (max_move 1).
game brigade "Brigade"
extends raglan
source "PySolFC, Brigade (games/klondike.py, class Brigade)"

zone tableau: tableau, 7 piles
  deal 5 face up                                          # 35 cards
  builds down                                             # any suit

zone reserve: reserve, 13 piles
  deal 1 face up                                          # thirteen single cards
