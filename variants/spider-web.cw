# Spider Web: Spiderette on seven columns of open cards, with a cell.
# Follows PySolFC's "Spider Web" (games/spider.py, class SpiderWeb, which extends its Relaxed
# Spider): one deck; 24 cards dealt face up in three rows across seven columns and three more on
# the first three (columns of 4 4 4 3 3 3 3); built down regardless of suit, runs in one suit
# moving as a unit; any card or run fills a space (base rank any); one cell of one card
# (ReserveStack); a King to Ace run in one suit leaves for the foundations; the 28 other cards are
# dealt a row at a time, one face up on each column, also onto empty columns.
game spider-web "Spider Web"
extends spiderette
source "PySolFC, Spider Web (games/spider.py, class SpiderWeb)"

zone tableau: tableau, 7 piles
  deal 4 4 4 3 3 3 3 face up                              # 24 cards, all open

zone cells: cell, 1 pile
  empty accepts any card
  takes one card at a time
  gives top card to tableau

action deal: 1 from stock to each pile of tableau, face up   # also onto empty columns

progress: more cards in foundation and fewer cards in stock
