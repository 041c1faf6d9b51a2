# Queen Victoria: King Albert whose runs move together.
# Follows PySolFC's "Queen Victoria" (games/klondike.py, class QueenVictoria, which extends its
# King Albert with AC_RowStack columns): 45 cards dealt face up into nine columns of 1 to 9; the
# last seven cards in a reserve of single cards, all available; built down in alternating
# colours, and a run so built moves as a unit, of any length; any card or run fills a space;
# foundations up in suit from the Aces, whose top card may come back (max_move 1).
game queen-victoria "Queen Victoria"
extends king-albert
source "PySolFC, Queen Victoria (games/klondike.py, class QueenVictoria)"

zone tableau: tableau, 9 piles
  gives runs                                              # a run in alternating colours, any length
