# Strategy: the Aces set out, the rest of the deck played one card at a time onto eight piles,
# and nothing built on the foundations until the stock is gone.
# Follows PySolFC's Strategy (games/auldlangsyne.py, class Strategy): the four Aces are dealt
# to the foundations first (the _shuffleHook); the other 48 cards form an open stock whose top
# card goes onto any of eight piles, any card on any card (Strategy_RowStack takes one card,
# only from the stock); the foundations build up in suit and take nothing while the stock has
# cards (Strategy_Foundation); then the piles' top cards play to the foundations, one at a
# time; foundation cards stay (max_move 0). Won when all 52 cards are on the foundations.
# Parlett and Morehead & Mott-Smith leave the Aces in the stock and let only Aces go up before
# the stock is gone; this file follows PySolFC.
game strategy "Strategy"
source "PySolFC, Strategy (games/auldlangsyne.py)"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, set out first
  builds up in suit
  empty accepts A                                         # never used: no pile empties
  takes cards only if stock is empty                      # nothing goes up while the stock has cards
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 48 cards
  keeps its top card face up                              # the top card plays
  gives top card to tableau

zone tableau: tableau, 8 piles
  builds any rank                                         # any card on any card
  empty accepts any card from stock
  gives top card to foundation                            # never to another pile

won if all cards in foundation
lost if no moves
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
