# Klondike: seven columns built down in alternating colours, a stock turned onto a waste.
# Follows Wikipedia's "Klondike (solitaire)" and Morehead & Mott-Smith, The Complete Book of
# Solitaire and Patience Games: 28 cards in columns of 1..7 (top cards face up), the other 24
# in the stock; foundations up in suit from the Ace; only a King (or a run headed by one) fills
# a space; stock turned three (or one) at a time; the number of passes is the player's choice.
game klondike "Klondike"
aliases "Patience", "Fascination", "Triangle"
source "Wikipedia, Klondike (solitaire); Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
decks 1

option draw: 3, 1 = 3 "cards turned from the stock at a time"
option passes: unlimited, 1, 3 = unlimited "times through the stock"

zone stock: stock, 1 pile
  deal rest face down                                     # 24 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card                                          # only the top card of the waste plays

zone foundation: foundation, 4 piles
  builds up in suit                                       # A, 2, 3, ... K of one suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # Wikipedia; PySolFC agrees

zone tableau: tableau, 7 piles
  deal 1..7, top face up                                  # 28 cards, the top of each face up
  builds down in alternate colours                        # a red 9 on a black 10
  gives runs                                              # a card, or a run of built cards
  empty accepts K                                         # a King, or a run headed by one
  turns up exposed cards

action turn: draw from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes passes

won if all cards in foundation
progress: more cards in foundation and fewer face-down cards in tableau
score cards in foundation (higher wins)
