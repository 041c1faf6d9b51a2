# Double FreeCell (Traditional): FreeCell with two decks, ten columns and eight cells.
# Follows PySolFC's "Double FreeCell (Traditional)" (games/freecell.py, class DoubleFreecellTd,
# which extends its Triple FreeCell): two decks; all 104 cards dealt face up into ten columns
# (four of 11, six of 10); eight cells of one card each; built down in alternating colours, a
# run so built moving as a unit when the free cells and empty columns would let it move card by
# card (SuperMoveAC_RowStack); any card or run fills a space; eight foundations up in suit from
# the Aces, whose top card may come back to a column or a cell (max_move 1).
# The shipped double-freecell is PySolFC's other Double FreeCell (four foundations of 26 cards).
game double-freecell-traditional "Double FreeCell (Traditional)"
extends freecell
source "PySolFC, Double FreeCell (Traditional) (games/freecell.py, class DoubleFreecellTd)"
decks 2                                                   # 104 cards

zone cells: cell, 8 piles

zone foundation: foundation, 8 piles, from scratch        # two piles per suit
  builds up in suit
  empty accepts A
  takes one card at a time
  gives top card to tableau, cells                        # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 10 piles
  deal rest face up                                       # round-robin: 11 11 11 11 10 10 10 10 10 10
