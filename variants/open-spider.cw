# Open Spider: Spider dealt face up.
# Follows PySolFC's "Open Spider" (games/spider.py, class OpenSpider, which extends its Spider):
# two decks; 54 cards in ten columns (6 5 5 6 5 5 6 5 5 6), all face up; built down regardless of
# suit, runs in one suit moving as a unit; any card or run fills a space; a King to Ace run in
# one suit leaves for the foundations; the 50 other cards are dealt a row at a time, one face up
# on each column, only while no column is empty.
game open-spider "Open Spider"
extends spider
source "PySolFC, Open Spider (games/spider.py, class OpenSpider)"

zone tableau: tableau, 10 piles
  deal 6 5 5 6 5 5 6 5 5 6 face up                        # PySolFC's deal, all open

progress: more cards in foundation and fewer cards in stock
