# Double Scorpion: Scorpion with two decks on ten columns.
# Follows PySolFC's "Double Scorpion" (games/spider.py, class DoubleScorpion, which extends its
# Scorpion): two decks; 100 cards in ten columns of ten, the first five with four cards face
# down; a face-down card left on top is turned up; built down in suit; any face-up card moves
# with everything on it, in sequence or not; only a King (with what lies on it) fills a space;
# a King to Ace run in one suit leaves for the foundations; the last four cards are dealt face
# up onto the first four columns when the player asks.
game double-scorpion "Double Scorpion"
extends scorpion
source "PySolFC, Double Scorpion (games/spider.py, class DoubleScorpion)"
decks 2                                                   # 104 cards

zone tableau: tableau, 10 piles
  deal 10, bottom 4 4 4 4 4 0 0 0 0 0 face down           # 100 cards

zone foundation: foundation, 8 piles
