# Mamy Susan: two decks, a reserve of six whose top card plays only to the foundations, ten
# columns of four built down in alternating colours.
# Follows PySolFC's "Mamy Susan" (games/terrace.py, class MamySusan, which extends its Terrace):
# two decks; six cards to the reserve, face down but for the top one (a card left on top is
# turned up), which plays only to the foundations; 40 cards dealt face up in four rows across
# ten columns; built down in alternating colours, one card at a time (max_move 1), never from
# the reserve; any card fills a space (base rank any), never from the reserve; the stock is
# turned one card at a time onto a waste, no redeal; eight foundations up in suit from the Aces,
# whose cards stay (max_move 0). Turning the first stock card is the player's first move.
game mamy-susan "Mamy Susan"
source "PySolFC, Mamy Susan (games/terrace.py, class MamySusan)"
decks 2

zone reserve: reserve, 1 pile
  deal 6, top face up
  gives top card to foundation                            # never to the tableau
  turns up exposed cards

zone foundation: foundation, 8 piles
  builds up in suit
  empty accepts A
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 10 piles
  deal 4 face up                                          # 40 cards
  builds down in alternate colours
  gives top card                                          # one card at a time
  empty accepts any card

zone stock: stock, 1 pile
  deal rest face down                                     # 58 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation, tableau

action turn: 1 from stock to waste, face up               # no redeal

won if all cards in foundation
progress: more cards in foundation and fewer cards in reserve and fewer cards in stock
score cards in foundation (higher wins)
