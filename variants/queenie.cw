# Queenie: Yukon dealt like Klondike, all face up, with the stock dealt a row at a time.
# Follows PySolFC's "Queenie" (games/yukon.py, class Queenie, which extends its Yukon): seven
# columns of 1 to 7 cards, all face up; built down in alternating colours; any face-up card
# moves with everything on it, in sequence or not; only a King (with what lies on it) fills a
# space; the 24 other cards are dealt a row at a time, face up, one on each column (the last
# three on the first three columns) when the player asks (DealRowTalonStack); foundations up in
# suit from the Aces, whose cards stay there (Yukon's foundations, max_move 0).
game queenie "Queenie"
extends yukon
source "PySolFC, Queenie (games/yukon.py, class Queenie)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 7 piles
  deal 1..7 face up                                       # 28 cards

zone stock: stock, 1 pile
  deal rest face down                                     # 24 cards
  gives nothing

action deal: 1 from stock to each pile of tableau, face up
progress: more cards in foundation and fewer cards in stock
