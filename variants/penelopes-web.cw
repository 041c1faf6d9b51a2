# Penelope's Web: Streets and Alleys whose runs move together and whose spaces take only Kings.
# Follows PySolFC's "Penelope's Web" (games/beleagueredcastle.py, class PenelopesWeb, which
# extends its Streets and Alleys with RK_RowStack and base rank King): all 52 cards dealt face up
# into eight rows (four of 7, four of 6); built down regardless of suit; a run so built moves as
# a unit, of any length; only a King (or a run from a King) fills a space; foundations up in suit
# from the Aces, whose cards stay there (max_move 0).
game penelopes-web "Penelope's Web"
extends streets-and-alleys
source "PySolFC, Penelope's Web (games/beleagueredcastle.py, class PenelopesWeb)"

zone tableau: tableau, 8 piles
  gives runs                                              # a run down, any suits, any length
  empty accepts K

zone foundation: foundation, 4 piles
  takes one card at a time                                # runs go up card by card
