# Baby Spiderette: Spiderette whose runs move whatever their suits.
# Follows PySolFC's "Baby Spiderette" (games/spider.py, class BabySpiderette, which extends its
# Spiderette with Black Widow's columns): one deck; Klondike's layout of 1 to 7 cards, only the
# top card face up; built down regardless of suit, and a run so built moves as a unit whatever
# its suits; any card or run fills a space; a King to Ace run in one suit leaves for the
# foundations; the 24 other cards are dealt a row at a time, one face up on each column, only
# while no column is empty.
game baby-spiderette "Baby Spiderette"
extends spiderette
source "PySolFC, Baby Spiderette (games/spider.py, class BabySpiderette)"

zone tableau: tableau, 7 piles
  gives runs                                              # built down, any suits
