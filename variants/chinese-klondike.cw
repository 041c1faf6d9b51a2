# Chinese Klondike: two-deck Klondike on twelve columns built down in any other suit.
# Follows PySolFC's "Chinese Klondike" (games/harp.py, class ChineseKlondike, which extends its
# Double Klondike with BO_RowStack columns of base rank King and twelve rows): two decks; twelve
# columns of 1 to 12 cards, the top one face up; a card goes on the card one rank above it of
# another suit, runs so built moving as a unit; only a King (or a run from a King) fills a space;
# the 26 other cards turned one at a time onto a waste, gone through as often as the player
# likes; eight foundations up in suit from the Aces, whose top card may come back (max_move 1).
game chinese-klondike "Chinese Klondike"
extends klondike-two-deck-9
source "PySolFC, Chinese Klondike (games/harp.py, class ChineseKlondike)"
option draw = 1                                           # one card at a time

zone tableau: tableau, 12 piles
  deal 1..12, top face up                                 # 78 cards
  builds down in other suits
