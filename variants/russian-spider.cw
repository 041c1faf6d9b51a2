# Russian Spider: Russian Solitaire whose foundations take whole suits, King to Ace.
# Follows PySolFC's "Russian Spider" (games/yukon.py, class RussianSpider, which extends its
# Russian Solitaire; also known as Ukrainian Solitaire): Yukon's deal; built down in suit; any
# face-up card moves with everything on it, in sequence or not; only a King (with what lies on
# it) fills a space; a complete suit run from King to Ace leaves a column for the foundations
# (Spider_SS_Foundation; PySolFC has the player drop it, here it leaves at once, as in the
# shipped Spider games); won when all four suits are out.
game russian-spider "Russian Spider"
extends russian-solitaire
aliases "Ukrainian Solitaire"
source "PySolFC, Russian Spider (games/yukon.py, class RussianSpider)"

zone foundation: foundation, 4 piles, from scratch
  collects complete suits from tableau                    # a K..A run in suit is removed at once
  gives nothing                                           # PySolFC (max_move 0): a removed suit stays out
