# Simon Jester: two-deck Simple Simon on fourteen columns.
# Follows PySolFC's "Simon Jester" (games/spider.py, class SimonJester, which extends its Spider):
# two decks; all 104 cards dealt face up into fourteen columns of 13 13 12 11 ... 2 1; built down
# regardless of suit, and a run in one suit moves as a unit, of any length (Spider_RowStack); any
# card or run fills a space; a King to Ace run in one suit leaves for the foundations; no stock.
game simon-jester "Simon Jester"
source "PySolFC, Simon Jester (games/spider.py, class SimonJester)"
decks 2

zone tableau: tableau, 14 piles
  deal 13 13 12 11 10 9 8 7 6 5 4 3 2 1 face up          # 104 cards, all open
  builds down                                             # any suit
  gives runs down in suit                                 # only runs in one suit move together
  empty accepts any card

zone foundation: foundation, 8 piles
  collects complete suits from tableau                    # a K..A run in suit is removed at once
  gives nothing                                           # PySolFC (max_move 0): a removed suit stays out

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
