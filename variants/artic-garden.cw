# Artic Garden: Northwest Territory dealt all face up.
# Follows PySolFC's "Artic Garden" (games/klondike.py, class ArticGarden, which extends its
# Northwest Territory): eight columns of 1 to 8 cards, all face up; the 16 other cards each a
# reserve pile of its own, all available, never refilled; built down in alternating colours,
# runs so built moving as a unit; only a King (or a run from a King) fills a space; foundations
# up in suit from the Aces, whose top card may come back (max_move 1).
game artic-garden "Artic Garden"
extends northwest-territory-arbitrary-built-moves
source "PySolFC, Artic Garden (games/klondike.py, class ArticGarden)"

zone tableau: tableau, 8 piles
  deal 1..8 face up                                       # 36 cards, all open

progress: more cards in foundation and fewer cards in reserve
