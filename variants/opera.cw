# Opera: FreeCell dealt face down but for the last card of each column.
# Follows PySolFC's "Opera" (games/freecell.py, class Opera, which extends its FreeCell): 52
# cards dealt into eight columns (four of 7, four of 6), only the top card of each face up; a
# face-down card left on top is turned up; four cells of one card each; built down in
# alternating colours; a run so built moves as a unit when the free cells and empty columns
# would let it move card by card; any card or run fills a space; foundations up in suit from the
# Aces, whose top card may come back to a column or a cell (max_move 1).
game opera "Opera"
extends freecell
source "PySolFC, Opera (games/freecell.py, class Opera)"

zone foundation: foundation, 4 piles
  gives top card to tableau, cells                        # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 8 piles
  deal rest, top face up                                  # round-robin: 7 7 7 7 6 6 6 6, top card up
  turns up exposed cards

progress: more cards in foundation and fewer face-down cards in tableau
