# Scotch Patience: Fan built down in alternating colours, spaces never filled; the Solvitaire
# preset scotch-patience.
# The Solvitaire preset scotch-patience, which this file follows: eighteen fans dealt
# round-robin (sixteen of three, two of two), built down in alternating colours, one card at a
# time; an emptied fan stays empty; foundations up in suit from the Ace; foundation cards may
# come back to the fans. PySolFC's "Scotch Patience" differs: its fans build down regardless of
# suit and its foundations build up in alternating colours (and Fan's deal is 17 x 3 + 1).
game scotch-patience "Scotch Patience"
extends fan
source "Solvitaire preset scotch-patience (Blake & Gent, JAIR 85, 2026)"

zone tableau: tableau, 18 piles
  builds down in alternate colours
  empty accepts nothing                                   # a space is never filled
