# Eight Off with any card in a space: the Solvitaire benchmark preset eight-off-any-card-spaces.
# Eight Off (eight columns of six built down in suit, eight cells of which the deal fills
# four, one card moved at a time, foundation cards stay), except that an emptied column takes
# any card, not only a King. No common game of that name to follow. Cards still move one at
# a time, as the preset says.
game eight-off-any-card-spaces "Eight Off (any card in a space)"
extends eight-off
source "Solvitaire preset eight-off-any-card-spaces (Blake & Gent, JAIR 85, 2026)"

zone tableau: tableau, 8 piles
  empty accepts any card                                  # the one change from Eight Off
