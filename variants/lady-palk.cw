# Lady Palk: Diplomat whose runs move together.
# Follows PySolFC's "Lady Palk" (games/diplomat.py, class LadyPalk, which extends its Diplomat with
# RK_RowStack columns): a run built down, whatever its suits, moves as a unit, of any length;
# otherwise Diplomat.
game lady-palk "Lady Palk"
extends diplomat
source "PySolFC, Lady Palk (games/diplomat.py, class LadyPalk)"

zone tableau: tableau, 8 piles
  gives runs                                              # built down, any suits

zone foundation: foundation, 8 piles
  takes one card at a time                                # runs go up card by card
