# Double Yukon: Yukon with two decks in ten columns.
# Follows PySolFC ("Double Yukon", games/yukon.py, and its rules page): 104 cards dealt into ten
# columns of 6, 7, 8, ... 14 and 14 cards, the bottom 0, 1, 2, ... 8 and 8 face down and six
# cards face up on every column; built down in alternating colours; any face-up card moves with
# everything on it; only a King (with what lies on it) fills a space; eight foundations, two per
# suit, up from the Aces. No stock: every card is dealt.
game double-yukon "Double Yukon"
extends yukon
source "PySolFC, Double Yukon (games/yukon.py; rules page doubleyukon.html)"
decks 2                                                   # 104 cards

zone foundation: foundation, 8 piles, from scratch        # two piles per suit: no "one pile per suit"
  builds up in suit
  empty accepts A
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 10 piles
  deal 6 7 8 9 10 11 12 13 14 14, bottom 0 1 2 3 4 5 6 7 8 8 face down   # 104 cards, 6 face up on each
