# Klondike (deal 1): Klondike turned one card at a time, in which a built run is split only to
# free a card for the foundations.
# Solvitaire's benchmark preset "klondike-deal-1" (Blake & Gent): seven columns of 1..7, only the
# top cards face up; built down in alternating colours; only a King (or a run headed by one) fills
# a space; foundation cards may come back to the tableau; the stock is turned one card at a time,
# with no limit on redeals. Runs move under Solvitaire's "partial piles restricted" rule: the top
# card and a whole run always move, a part of a run only when the card it leaves on top can then
# go to a foundation. Wikipedia's Klondike lets any part of a run move (the preset
# klondike-deal-1-arbitrary-built-moves); the restriction is the solver's, and the benchmark
# solves the game under it.
game klondike-deal-1 "Klondike (deal 1)"
extends klondike
source "Solvitaire preset klondike-deal-1 (Blake & Gent, JAIR 85, 2026); Wikipedia, Klondike (solitaire)"
option draw = 1                                           # one card at a time

zone tableau: tableau, 7 piles
  gives runs, part of a run only to uncover a card for foundation
