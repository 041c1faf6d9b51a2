# Klondike (partial piles restricted): Klondike turned three at a time, in which a built run is
# split only to free a card for the foundations.
# Solvitaire's benchmark preset "klondike-partial-piles-restricted" (Blake & Gent), the rules of
# its plain "klondike": seven columns of 1..7, only the top cards face up; built down in
# alternating colours; only a King (or a run headed by one) fills a space; foundation cards may
# come back to the tableau; the stock is turned three cards at a time, with no limit on redeals.
# Runs move under the "partial piles restricted" rule: the top card and a whole run always move,
# a part of a run only when the card it leaves on top can then go to a foundation. Wikipedia's
# Klondike (klondike.cw) lets any part of a run move (the preset klondike-arbitrary-built-moves).
game klondike-partial-piles-restricted "Klondike (partial piles restricted)"
extends klondike
source "Solvitaire preset klondike-partial-piles-restricted (Blake & Gent, JAIR 85, 2026); Wikipedia, Klondike (solitaire)"
option draw = 3                                           # three cards at a time
option passes = unlimited                                 # redeal without limit

zone tableau: tableau, 7 piles
  gives runs, part of a run only to uncover a card for foundation
