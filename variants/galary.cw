# Galary: Red Moon whose gaps also take the card one rank below their right neighbour, in its
# suit (Free Parking's gaps).
# Follows PySolFC's Galary (games/montana.py, class Galary: RedMoon with Galary_RowStack): Red
# Moon (red-moon.cw: four rows of fourteen, each started by its Ace, the place after it a gap,
# three deals in all) whose gaps take the card one rank above their left neighbour in its suit,
# or one rank below their right neighbour in its suit, and the first place of a row an Ace.
# PySolFC's family: Montana (GI.GT_MONTANA). Deliberate difference: PySolFC's right neighbour
# of a row's last place is the first place of the next row, which holds an Ace or nothing (no
# other card can come there: a redeal leaves its gap at a row's first place when the row's Ace
# is not there), and no card lies below an Ace, so reading no right neighbour there changes
# nothing.
game galary "Galary"
extends red-moon
source "PySolFC, Galary (games/montana.py, class Galary)"

zone tableau: tableau, 56 piles
  empty accepts up in suit from its left neighbour or down in suit from its right neighbour, or A at the start of a row
