# Odessa: Russian Solitaire with every column three cards face down.
# Follows PySolFC's "Odessa" (games/yukon.py, class Odessa, which extends its Russian Solitaire):
# three rows face down across the seven columns, then two rows face up, two more face up on
# columns 2-6 and a last row face up: columns of 6 8 8 8 8 8 6 cards, three face down in each;
# built down in suit; any face-up card moves with everything on it, in sequence or not; only a
# King (with what lies on it) fills a space; foundations up in suit from the Aces, whose cards
# stay there (Yukon's foundations, max_move 0).
game odessa "Odessa"
extends russian-solitaire
source "PySolFC, Odessa (games/yukon.py, class Odessa)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 7 piles
  deal 6 8 8 8 8 8 6, bottom 3 3 3 3 3 3 3 face down      # 52 cards
