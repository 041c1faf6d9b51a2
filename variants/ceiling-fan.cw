# Ceiling Fan: Fan built down in alternating colours.
# Follows PySolFC's "Ceiling Fan" (games/fan.py, class CeilingFan, which extends its Fan): 52
# cards dealt face up into seventeen fans of three and one of one (PySolFC's deal: two rows
# across the first seventeen, then one row across all eighteen); built down in alternating
# colours, one card at a time (max_move 1, max_accept 1); only a King fills a space; foundations
# up in suit from the Aces, whose top card may come back (max_move 1).
game ceiling-fan "Ceiling Fan"
extends fan
source "PySolFC, Ceiling Fan (games/fan.py, class CeilingFan)"

zone tableau: tableau, 18 piles
  deal 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 1 face up    # 17 fans of 3, one of 1
  builds down in alternate colours
