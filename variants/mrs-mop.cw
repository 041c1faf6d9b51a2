# Mrs Mop: Simple Simon with two decks in thirteen columns of eight.
# Follows the Solvitaire preset "mrs-mop" (Blake & Gent), which is the common game as PySolFC's
# rules page "Mrs. Mop" gives it (Spider with every card dealt face up): all 104 cards face up
# in thirteen columns of eight; built down regardless of suit; only runs in one suit move
# together; any card or run fills a space; a complete suit, King down to Ace, is removed to a
# foundation; won with the eight suits removed.
game mrs-mop "Mrs Mop"
extends simple-simon
source "Solvitaire preset mrs-mop (Blake & Gent, JAIR 85, 2026); PySolFC rules, Mrs. Mop"
decks 2

zone tableau: tableau, 13 piles
  deal 8 face up                                          # 104 cards

zone foundation: foundation, 8 piles
