# Spanish Patience: Castles of Spain built down regardless of suit.
# The Solvitaire benchmark preset spanish-patience: 52 cards dealt round-robin into 13 open
# columns of four, built down in any suit; only the top card moves; any card fills a space;
# foundations up in suit from the Ace; foundation cards may come back to the columns.
# PySolFC's "Spanish Patience" differs: it is Baker's Dozen (Kings put to the bottom of their
# columns, spaces never filled) with foundations built up in alternating colours. This file
# follows the preset.
game spanish-patience "Spanish Patience"
extends castles-of-spain
source "Solvitaire preset spanish-patience (Blake & Gent, JAIR 85, 2026)"

zone tableau: tableau, 13 piles
  builds down                                             # any suit: the one change
