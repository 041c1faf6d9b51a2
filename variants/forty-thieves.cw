# Forty Thieves: two decks, ten columns of four, built down in suit one card at a time, the stock
# turned once.
# Follows Wikipedia's "Forty Thieves (solitaire)" and PySolFC's rules page "Forty Thieves": 40
# cards in ten columns of four, face up; eight foundations up in suit from the Aces; only the
# top card of a column moves; any card fills a space; the stock is turned one card at a time
# onto a waste, whose top card is available; no redeal.
game forty-thieves "Forty Thieves"
aliases "Napoleon at St Helena", "Big Forty", "Le Cadran", "Roosevelt at San Juan"
source "Wikipedia, Forty Thieves (solitaire); PySolFC rules, Forty Thieves"
decks 2

zone tableau: tableau, 10 piles
  deal 4 face up                                          # the forty thieves
  builds down in suit
  gives top card                                          # one card at a time
  empty accepts any card

zone foundation: foundation, 8 piles
  builds up in suit
  empty accepts A
  gives nothing                                           # Wikipedia: cards stay; PySolFC lets the top card come back

zone stock: stock, 1 pile
  deal rest face down                                     # 64 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card

action turn: 1 from stock to waste, face up               # no redeal

won if all cards in foundation
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
