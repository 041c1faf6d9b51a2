# Repair: two-deck FreeCell on ten columns of ten, the four cells filled, runs moving freely.
# Follows PySolFC's "Repair" (games/freecell.py, class Repair, which extends its FreeCell): two
# decks; 100 cards dealt face up into ten columns of ten and the last four into the four cells;
# built down in alternating colours; a run so built moves as a unit, of any length (AC_RowStack);
# any card or run fills a space; eight foundations up in suit from the Aces, whose top card may
# come back to a column or a cell (max_move 1).
game repair "Repair"
extends freecell
source "PySolFC, Repair (games/freecell.py, class Repair)"
decks 2                                                   # 104 cards

zone cells: cell, 4 piles
  deal 1 face up                                          # the last four cards

zone foundation: foundation, 8 piles, from scratch        # two piles per suit
  builds up in suit
  empty accepts A
  takes one card at a time
  gives top card to tableau, cells                        # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 10 piles
  deal 10 face up                                         # 100 cards
  gives runs                                              # no supermove limit
