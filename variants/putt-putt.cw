# Putt Putt: Golf turning the corner, an Ace on a King and a King on an Ace.
# Follows Wikipedia's "Golf (patience)" (its variations: turning the corner, known as Putt Putt)
# and PySolFC's rules page "Putt Putt".
game putt-putt "Putt Putt"
extends golf
aliases "Golf (turning the corner)"
source "Wikipedia, Golf (patience): turning the corner (Putt Putt)"

zone foundation: foundation, 1 pile
  builds either way, wrapping                             # Q-K-A-2 ...
