# Rushdike: Queenie built down in suit, dealt like Klondike with the cards under the top face down.
# Follows PySolFC's "Rushdike" (games/yukon.py, class Rushdike, which extends its Russian
# Solitaire): seven columns of 1 to 7 cards, only the top card face up; built down in suit; any
# face-up card moves with everything on it, in sequence or not; only a King (with what lies on
# it) fills a space; the 24 other cards are dealt a row at a time, face up, one on each column
# (the last three on the first three columns) when the player asks; foundations up in suit from
# the Aces, whose cards stay there (Yukon's foundations, max_move 0).
game rushdike "Rushdike"
extends russian-solitaire
source "PySolFC, Rushdike (games/yukon.py, class Rushdike)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 7 piles
  deal 1..7, top face up                                  # 28 cards

zone stock: stock, 1 pile
  deal rest face down                                     # 24 cards
  gives nothing

action deal: 1 from stock to each pile of tableau, face up
progress: more cards in foundation and fewer face-down cards in tableau and fewer cards in stock
