# Baker's Game: FreeCell's ancestor, built down in suit instead of in alternating colours.
# Follows Wikipedia's "Baker's Game" (Martin Gardner, Scientific American, June 1968) and
# PySolFC's rules page "Baker's Game".
game bakers-game "Baker's Game"
extends freecell
source "Wikipedia, Baker's Game; PySolFC rules, Baker's Game"

zone tableau: tableau, 8 piles
  builds down in suit                                     # the one difference from FreeCell
