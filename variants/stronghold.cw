# Stronghold: Streets and Alleys with one free cell.
# Follows the Solvitaire benchmark preset stronghold and PySolFC's rules page "Stronghold"
# (like Streets and Alleys, but with one free cell): all 52 cards in eight rows (four of 7,
# four of 6) built down regardless of suit, one card moved at a time; any card fills a space;
# the Aces go up when free, foundations up in suit; one cell holds one card; foundation cards
# stay.
game stronghold "Stronghold"
extends streets-and-alleys
source "Solvitaire preset stronghold (Blake & Gent, JAIR 85, 2026); PySolFC rules, Stronghold"

zone cells: cell, 1 pile                                  # the one addition
  empty accepts any card
  takes one card at a time
  gives top card to tableau, foundation
