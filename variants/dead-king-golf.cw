# Dead King Golf: Golf with the strict King rule: nothing may be played on a King.
# Follows PySolFC's Dead King Golf (games/golf.py, class DeadKingGolf: Golf_Waste refuses any
# card on a King, getStrictness 1) and the strict rule of Wikipedia's "Golf (patience)": as Golf
# (golf.cw, which this file extends), seven open columns of five, one card up or down on the
# foundation regardless of suit, no wrapping, the stock turned onto the foundation once; but a
# King on the foundation takes nothing, so only the stock's next card covers it.
game dead-king-golf "Dead King Golf"
extends golf
aliases "Golf (strict)"
source "PySolFC, Dead King Golf (games/golf.py); Wikipedia, Golf (patience)"

zone foundation: foundation, 1 pile
  builds either way, nothing on K                         # a Queen may not go on a King
