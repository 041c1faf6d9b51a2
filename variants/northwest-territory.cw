# Northwest Territory: eight columns of 1..8 built down in alternating colours, the other sixteen
# cards in a reserve of single cards; a built run is split only to free a card for the
# foundations.
# Solvitaire's benchmark preset "northwest-territory" (Blake & Gent): eight columns of 1..8 (36
# cards), only the top cards face up; built down in alternating colours; only a King (or a run
# headed by one) fills a space; the other 16 cards face up in 16 reserve piles of one, all
# available to the foundations and the tableau, nothing going back; foundation cards may come back
# to the tableau. Runs move under Solvitaire's "partial piles restricted" rule: the top card and
# a whole run always move, a part of a run only when the card it leaves on top can then go to a
# foundation. PySolFC's Northwest Territory lets any part of a run move (the preset
# northwest-territory-arbitrary-built-moves); the restriction is the solver's.
game northwest-territory "Northwest Territory"
extends northwest-territory-arbitrary-built-moves
source "Solvitaire preset northwest-territory (Blake & Gent, JAIR 85, 2026); PySolFC, Northwest Territory"

zone tableau: tableau, 8 piles
  gives runs, part of a run only to uncover a card for foundation
