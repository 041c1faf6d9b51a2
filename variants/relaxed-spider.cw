# Relaxed Spider: Spider whose rows may be dealt while a column is empty.
# Follows PySolFC's "Relaxed Spider" (games/spider.py, class RelaxedSpider, the base of its
# Spider): two decks; 54 cards in ten columns, columns 1, 4, 7 and 10 six cards and the others
# five, only the top card face up; a face-down card left on top is turned up; built down
# regardless of suit, runs in one suit moving as a unit; any card or run fills a space; a King
# to Ace run in one suit leaves for the foundations; the 50 other cards are dealt a row at a
# time, one face up on each column, even when a column is empty (Spider forbids that).
game relaxed-spider "Relaxed Spider"
extends spider
source "PySolFC, Relaxed Spider (games/spider.py, class RelaxedSpider)"

zone tableau: tableau, 10 piles
  deal 6 5 5 6 5 5 6 5 5 6, top face up                   # PySolFC's deal: the extra cards on columns 1, 4, 7, 10

action deal: 1 from stock to each pile of tableau, face up   # also onto empty columns
