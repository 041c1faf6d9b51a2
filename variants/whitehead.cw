# Whitehead: Klondike with every card face up, built down in the same colour; only runs in suit
# move as a unit; any card in a space; the stock turned one at a time, once.
# Follows PySolFC's rules page "Whitehead" (and its code: all cards dealt face up) and
# Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games.
game whitehead "Whitehead"
extends klondike
source "PySolFC rules, Whitehead; Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
option draw = 1                                           # one card at a time
option passes = 1                                         # no redeal

zone tableau: tableau, 7 piles
  deal 1..7 face up                                       # the whole layout open
  builds down in same colour                              # a red 9 on either red 10
  gives runs down in suit                                 # only runs in suit move together
  empty accepts any card
