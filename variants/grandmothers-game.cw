# Grandmother's Game: Relaxed Spider with six open rows.
# Follows PySolFC's "Grandmother's Game" (games/spider.py, class GrandmothersGame, which extends
# its Relaxed Spider): two decks; 60 cards dealt face up in six rows across ten columns; built
# down regardless of suit, runs in one suit moving as a unit; any card or run fills a space; a
# King to Ace run in one suit leaves for the foundations; the 44 other cards are dealt a row at a
# time, one face up on each column (the last four on the first four), also onto empty columns.
game grandmothers-game "Grandmother's Game"
extends relaxed-spider
source "PySolFC, Grandmother's Game (games/spider.py, class GrandmothersGame)"

zone tableau: tableau, 10 piles
  deal 6 face up                                          # 60 cards

progress: more cards in foundation and fewer cards in stock
