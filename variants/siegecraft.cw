# Siegecraft: Beleaguered Castle with one free cell.
# Follows the Solvitaire benchmark preset siegecraft and PySolFC's rules page "Siegecraft"
# (like Beleaguered Castle, but with one free cell): the Aces start the foundations, built up
# in suit; 48 cards in eight rows of six built down regardless of suit, one card moved at a
# time; any card fills a space; one cell holds one card; foundation cards stay.
game siegecraft "Siegecraft"
extends beleaguered-castle
source "Solvitaire preset siegecraft (Blake & Gent, JAIR 85, 2026); PySolFC rules, Siegecraft"

zone cells: cell, 1 pile                                  # the one addition
  empty accepts any card
  takes one card at a time
  gives top card to tableau, foundation
