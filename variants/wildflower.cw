# Wildflower: Flower Garden whose runs in one suit move together.
# Follows PySolFC's "Wildflower" (games/klondike.py, class Wildflower, which extends its Flower
# Garden with Spider_SS_RowStack columns): six beds of six open cards and a bouquet of sixteen
# single cards, all available; built down regardless of suit, and a run in one suit moves as a
# unit, of any length; any card or run fills a space; foundations up in suit from the Aces,
# whose top card may come back (max_move 1).
game wildflower "Wildflower"
extends flower-garden
source "PySolFC, Wildflower (games/klondike.py, class Wildflower)"

zone tableau: tableau, 6 piles
  gives runs down in suit                                 # only runs in one suit move together

zone foundation: foundation, 4 piles
  takes one card at a time
