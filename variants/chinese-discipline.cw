# Chinese Discipline: Yukon on seven columns of seven, with three cards left to deal.
# Follows PySolFC's "Chinese Discipline" (games/yukon.py, class ChineseDiscipline, which extends
# its Yukon): seven columns of seven cards; columns 1-3 all face up, columns 4-7 with 3 4 5 6
# cards face down under the rest; built down in alternating colours; any face-up card moves
# with everything on it, in sequence or not; only a King (with what lies on it) fills a space;
# the three cards left are dealt face up, one each onto the first three columns, when the
# player asks (DealRowTalonStack); foundations up in suit from the Aces, whose cards stay there
# (Yukon's foundations, max_move 0).
game chinese-discipline "Chinese Discipline"
extends yukon
source "PySolFC, Chinese Discipline (games/yukon.py, class ChineseDiscipline)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 7 piles
  deal 7, bottom 0 0 0 3 4 5 6 face down                  # 49 cards

zone stock: stock, 1 pile
  deal rest face down                                     # 3 cards
  gives nothing

action deal: 1 from stock to each pile of tableau, face up   # the three cards to columns 1-3
progress: more cards in foundation and fewer face-down cards in tableau and fewer cards in stock
