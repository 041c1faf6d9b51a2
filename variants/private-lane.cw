# Private Lane: Streets and Alleys with two free cells.
# Follows PySolFC's "Private Lane" (games/beleagueredcastle.py, class PrivateLane, which extends
# its Streets and Alleys with two reserves): all 52 cards dealt face up into eight rows (four
# of 7, four of 6), built down regardless of suit; two cells of one card each; any card fills a
# space; foundations up in suit from the Aces, whose cards stay there (max_move 0).
# PySolFC moves a run as a unit when the cells and spaces would let it move card by card
# (SuperMoveRK_RowStack); here the cards move one at a time, which reaches the same positions.
game private-lane "Private Lane"
extends stronghold
aliases "Fastness"
source "PySolFC, Private Lane (games/beleagueredcastle.py, class PrivateLane)"

zone cells: cell, 2 piles
