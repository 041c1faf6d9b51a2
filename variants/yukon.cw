# Yukon: a Klondike layout with the stock dealt face up onto it; any face-up card moves with
# everything on top of it.
# Follows Wikipedia's "Yukon (solitaire)": seven columns of 1, 6, 7, 8, 9, 10 and 11 cards, the
# bottom 0..6 face down; built down in alternating colours; a face-up card may be moved with all
# the cards above it, in sequence or not; only a King (with whatever lies on it) fills a space.
game yukon "Yukon"
source "Wikipedia, Yukon (solitaire)"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # Wikipedia (PySolFC's give nothing back)

zone tableau: tableau, 7 piles
  deal 1 6 7 8 9 10 11, bottom 0..6 face down             # 52 cards; five face up on piles 2-7
  builds down in alternate colours
  gives face-up cards                                     # any face-up card, with all above it
  empty accepts K
  turns up exposed cards

won if all cards in foundation
progress: more cards in foundation and fewer face-down cards in tableau
score cards in foundation (higher wins)
