# Rank and File: Streets with the columns dealt mostly face down and runs moving as a unit.
# Follows the Solvitaire preset "rank-and-file" (Blake & Gent), which is the common game as
# PySolFC's rules page "Rank and File" gives it: two decks; ten columns of four, the bottom three
# face down and turned up when exposed; built down in alternating colours; a run so built moves
# as a unit, whatever its length; any card or run fills a space; the 64 other cards turned one
# at a time onto a waste, no redeal; eight foundations up in suit from the Aces.
game rank-and-file "Rank and File"
extends streets
source "Solvitaire preset rank-and-file (Blake & Gent, JAIR 85, 2026); PySolFC rules, Rank and File"

zone tableau: tableau, 10 piles
  deal 4, top face up                                     # 40 cards, three face down under each
  gives runs                                              # a card, or a run in alternating colours
  turns up exposed cards

zone foundation: foundation, 8 piles
  takes one card at a time                                # a run never goes up whole
