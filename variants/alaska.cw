# Alaska: Yukon built up or down in suit.
# Follows PySolFC's rules page "Alaska" and Wikipedia's "Yukon (solitaire)", which names it among
# the close relatives of Yukon.
game alaska "Alaska"
extends yukon
source "PySolFC rules, Alaska; Wikipedia, Yukon (solitaire)"

zone tableau: tableau, 7 piles
  builds either way in suit                               # a 9 on the 8 or the 10 of its suit
