# Northwest Territory (arbitrary built moves): eight columns of 1..8 built down in alternating
# colours, the other sixteen cards in a reserve of single cards, any built run free to move.
# Solvitaire's benchmark preset "northwest-territory-arbitrary-built-moves" (Blake & Gent): eight
# columns of 1..8 (36 cards), only the top cards face up; built down in alternating colours; any
# run on top of a column moves, whole or split anywhere; only a King (or a run headed by one)
# fills a space; the other 16 cards face up in 16 reserve piles of one, all available to the
# foundations and the tableau, nothing going back; foundation cards may come back to the tableau.
# PySolFC's Northwest Territory is this game ("any card or valid sequence of cards can be moved
# between tableau piles"); the preset is the control for northwest-territory, which splits a run
# only to free a card for the foundations. It is klondike-reserve with eight columns.
game northwest-territory-arbitrary-built-moves "Northwest Territory (arbitrary built moves)"
extends klondike-reserve
source "Solvitaire preset northwest-territory-arbitrary-built-moves (Blake & Gent, JAIR 85, 2026); PySolFC, Northwest Territory"

zone tableau: tableau, 8 piles
  deal 1..8, top face up                                  # 36 cards, the top of each face up

zone reserve: reserve, 16 piles                           # the 16 other cards, one per pile
