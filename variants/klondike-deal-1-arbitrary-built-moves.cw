# Klondike (deal 1, arbitrary built moves): Klondike with the stock turned one card at a time and
# any built run free to move, in whole or in part.
# Solvitaire's benchmark preset "klondike-deal-1-arbitrary-built-moves" (Blake & Gent): seven
# columns of 1..7, only the top cards face up; built down in alternating colours; only a King (or
# a run headed by one) fills a space; foundation cards may come back to the tableau; the stock is
# turned one card at a time, with no limit on redeals. "Arbitrary built moves": any run on top of
# a column moves, whole or split anywhere (the control for klondike-deal-1, which splits a run
# only to free a card for the foundations). These are the rules of Wikipedia's Klondike, turned
# one card at a time.
game klondike-deal-1-arbitrary-built-moves "Klondike (deal 1, arbitrary built moves)"
extends klondike
source "Solvitaire preset klondike-deal-1-arbitrary-built-moves (Blake & Gent, JAIR 85, 2026); Wikipedia, Klondike (solitaire)"
option draw = 1                                           # one card at a time
