# Queensland: Russian Solitaire in which any card fills a space.
# Follows PySolFC's "Queensland" (games/yukon.py, class Queensland, which extends its Yukon with
# Russian Solitaire's columns): 0 to 6 cards face down across the seven columns, four rows face
# up, and the last three cards face up on the first three columns (columns of 5 6 7 7 8 9 10);
# built down in suit; any face-up card moves with everything on it, in sequence or not; any card
# (with what lies on it) fills a space; foundations up in suit from the Aces, whose cards stay
# there (Yukon's foundations, max_move 0).
game queensland "Queensland"
extends russian-solitaire
source "PySolFC, Queensland (games/yukon.py, class Queensland)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 7 piles
  deal 5 6 7 7 8 9 10, bottom 0..6 face down              # 52 cards
  empty accepts any card                                  # no King needed (base rank any)
