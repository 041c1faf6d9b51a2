# Black Widow: Spider whose runs move whatever their suits.
# Follows PySolFC's "Black Widow" (games/spider.py, class BlackWidow, which extends its Spider
# with RK_RowStack columns): two decks; 54 cards in ten columns (6 5 5 6 5 5 6 5 5 6), only the
# top card face up; built down regardless of suit, and a run so built moves as a unit whatever
# its suits; any card or run fills a space; a King to Ace run in one suit leaves for the
# foundations; the 50 other cards are dealt a row at a time, one face up on each column, only
# while no column is empty.
game black-widow "Black Widow"
extends spider
source "PySolFC, Black Widow (games/spider.py, class BlackWidow)"

zone tableau: tableau, 10 piles
  deal 6 5 5 6 5 5 6 5 5 6, top face up                   # PySolFC's deal
  gives runs                                              # built down, any suits
