# Klondike (arbitrary built moves): Klondike turned three at a time, any built run free to move,
# in whole or in part.
# Solvitaire's benchmark preset "klondike-arbitrary-built-moves" (Blake & Gent): seven columns of
# 1..7, only the top cards face up; built down in alternating colours; only a King (or a run
# headed by one) fills a space; foundation cards may come back to the tableau; the stock is turned
# three cards at a time, with no limit on redeals. "Arbitrary built moves": any run on top of a
# column moves, whole or split anywhere (the control for klondike-partial-piles-restricted). These
# are the rules of klondike.cw (Wikipedia's Klondike) with its default options; the preset is a
# file of its own so that the benchmark names it.
game klondike-arbitrary-built-moves "Klondike (arbitrary built moves)"
extends klondike
source "Solvitaire preset klondike-arbitrary-built-moves (Blake & Gent, JAIR 85, 2026); Wikipedia, Klondike (solitaire)"
option draw = 3                                           # three cards at a time
option passes = unlimited                                 # redeal without limit
