# Chequers as PySolFC codes it (digest CHQ-V2): no King-Ace wrap on the tableau; the four
# reserve cards stay face down and only refill emptied tableau piles; foundation cards may
# still be moved back to the tableau.
game chequers-pysol "Chequers (PySolFC rules)"
extends chequers
aliases "Chequers PySol"
source "Digest rule CHQ-V2 of seed 002 (PySolFC's Chequers)"

zone tableau: tableau, 25 piles
  builds either way in suit                               # CHQ-V2: no wrap

zone reserve: reserve, 1 pile, from scratch               # CHQ-V2: redefined, nothing inherited
  deal rest face down                                     # never turned up, never played by hand
  gives nothing
