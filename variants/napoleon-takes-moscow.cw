# Napoleon Takes Moscow: two decks; eight columns built down in suit around a fir tree of
# sixteen cards that play only once uncovered; a stock gone through three times.
# Follows PySolFC's class NapoleonTakesMoscow (games/golf.py) and its rules page
# napoleontakesmoscow.html: eight columns of four cards, all face up; sixteen cards, face up, in
# a tree of eleven rows of one and two cards between the fourth and fifth columns (no building
# on it; a card plays once the cards of the row below it are gone); the columns build down in
# suit, one card at a time, and only a King fills a space; eight foundations up in suit from the
# Ace, whose top card may come back to a column (PySolFC's max_move 1); the stock is turned one
# card at a time onto a waste, the first card at the start, and gone through three times.
# PySolFC's family: Napoleon (GI.GT_NAPOLEON).
# Deliberate differences: none in play. PySolFC gives each foundation a suit (two of each);
# here an Ace of either deck starts any empty foundation, which plays the same since each suit
# has exactly two Aces.
game napoleon-takes-moscow "Napoleon Takes Moscow"
source "PySolFC, Napoleon Takes Moscow (games/golf.py, class NapoleonTakesMoscow)"
decks 2

zone tableau: tableau, 8 piles
  deal 4 face up                                          # 32 cards
  builds down in suit
  gives top card                                          # one card at a time (max_move 1)
  empty accepts K

# The fir tree, row by row from the top: 1, then 2-3, 4, 5-6, 7, 8-9, 10, 11-12, 13, 14-15, 16.
# A single card is covered by the two cards of the row below it, each of two cards by the one.
zone tree: reserve, 16 piles
  deal 1 face up                                          # 16 cards
  pile 1 covered by 2 3
  pile 2 covered by 4
  pile 3 covered by 4
  pile 4 covered by 5 6
  pile 5 covered by 7
  pile 6 covered by 7
  pile 7 covered by 8 9
  pile 8 covered by 10
  pile 9 covered by 10
  pile 10 covered by 11 12
  pile 11 covered by 13
  pile 12 covered by 13
  pile 13 covered by 14 15
  pile 14 covered by 16
  pile 15 covered by 16
  gives top card
  empty accepts nothing                                   # no building on the tree

zone foundation: foundation, 8 piles
  builds up in suit
  empty accepts A
  takes one card at a time
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back

zone stock: stock, 1 pile
  deal rest face down                                     # 55 cards
  gives nothing

zone waste: waste, 1 pile
  deal 1 face up                                          # the stock's first card, turned at the start
  gives top card

action turn: 1 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes 3   # two redeals

won if all cards in foundation
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
