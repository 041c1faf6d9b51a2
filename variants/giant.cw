# Giant: Gypsy begun with one row of eight, whose foundation cards come back only once the stock
# is gone.
# Follows PySolFC's Giant (games/gypsy.py, class Giant, a Gypsy): two decks; one row of eight
# cards, face up; as Gypsy (gypsy.cw, which this file extends): columns built down in alternate
# colours, runs moving, any card filling a space, the stock dealing a row at a time, eight
# foundations up in suit; a foundation's top card may come back to a column, but only once the
# stock is empty (Giant_Foundation).
game giant "Giant"
extends gypsy
source "PySolFC, Giant (games/gypsy.py)"

zone tableau: tableau, 8 piles
  deal 1 face up                                          # one row of eight

zone foundation: foundation, 8 piles
  gives cards only if stock is empty                      # foundation cards come back only then
