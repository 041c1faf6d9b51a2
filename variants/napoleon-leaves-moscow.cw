# Napoleon Leaves Moscow: Napoleon Takes Moscow with five cards to a column and runs in suit
# moving together.
# Follows PySolFC's class NapoleonLeavesMoscow (games/golf.py), a NapoleonTakesMoscow whose
# columns (SS_RowStack without max_move 1) move any run built down in suit, and whose deal gives
# each column five cards; the tree, foundations and stock (three times through) are the same.
# PySolFC's family: Napoleon (GI.GT_NAPOLEON). Deliberate differences: as napoleon-takes-moscow.
game napoleon-leaves-moscow "Napoleon Leaves Moscow"
extends napoleon-takes-moscow
source "PySolFC, Napoleon Leaves Moscow (games/golf.py, class NapoleonLeavesMoscow)"

zone tableau: tableau, 8 piles
  deal 5 face up                                          # 40 cards; the stock keeps 47
  gives runs                                              # a card, or a run built down in suit
