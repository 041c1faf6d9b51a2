# Geoffrey: Russian Solitaire on eight columns, the first four all face up.
# Follows PySolFC's "Geoffrey" (games/yukon.py, class Geoffrey, which extends its Yukon with
# Russian Solitaire's columns): eight columns; columns 1-4 get seven cards face up, columns 5-8
# four face down and two face up; built down in suit; any face-up card moves with everything
# on it, in sequence or not; only a King (with what lies on it) fills a space; foundations up in
# suit from the Aces, whose cards stay there (Yukon's foundations, max_move 0).
game geoffrey "Geoffrey"
extends russian-solitaire
aliases "Thornq"
source "PySolFC, Geoffrey (games/yukon.py, class Geoffrey)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 8 piles
  deal 7 7 7 7 6 6 6 6, bottom 0 0 0 0 4 4 4 4 face down  # 52 cards
