# FreeCell: the whole deck open in eight columns, four cells for one card each.
# Follows Wikipedia's "FreeCell": 52 cards dealt face up into 8 cascades (four of 7, four of 6);
# 4 free cells and 4 foundations; tableau built down in alternating colours; any card or
# sequence fills an empty cascade; a sequence may move as a unit when enough cells and empty
# cascades are free to move it card by card ("supermove").
game freecell "FreeCell"
aliases "Free Cell"
source "Wikipedia, FreeCell"
decks 1

zone cells: cell, 4 piles
  empty accepts any card                                  # one card per cell
  takes one card at a time
  gives top card to tableau, foundation

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives nothing                                           # Wikipedia: cards stay; PySolFC lets the top card come back

zone tableau: tableau, 8 piles
  deal rest face up                                       # round-robin: 7 7 7 7 6 6 6 6
  builds down in alternate colours
  gives runs, as many as free cells allow                 # (free cells + 1) x 2^(empty columns)
  empty accepts any card

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
