# Saratoga: Klondike with every card of the layout face up.
# Follows PySolFC ("Saratoga", games/klondike.py, and its rules page: "like Klondike by Threes,
# but all the cards in the tableau visible"): seven columns of 1..7 cards, all face up; built
# down in alternating colours; runs move; only a King (or a run headed by one) fills a space;
# foundations up in suit from the Aces; the stock turned three at a time, with no limit on
# redeals.
game saratoga "Saratoga"
extends klondike
aliases "Thoughtful"
source "PySolFC, Saratoga (games/klondike.py; rules page saratoga.html)"
option draw = 3                                           # Klondike by Threes
option passes = unlimited

zone tableau: tableau, 7 piles
  deal 1..7 face up                                       # 28 cards, every one visible
