# Double Russian Solitaire: Double Yukon built down in suit.
# Follows PySolFC's "Double Russian Solitaire" (games/yukon.py, class DoubleRussianSolitaire,
# which extends its Double Yukon): two decks; Double Yukon's ten columns (0 to 8 cards face down
# under six face up); built down in suit; any face-up card moves with everything on it, in
# sequence or not; only a King fills a space; eight foundations up in suit from the Aces, whose
# cards stay there (max_move 0).
game double-russian-solitaire "Double Russian Solitaire"
extends double-yukon
source "PySolFC, Double Russian Solitaire (games/yukon.py, class DoubleRussianSolitaire)"

zone tableau: tableau, 10 piles
  builds down in suit
