# Agnes Bernauer: Klondike's layout all face up, a base card for the foundations, and a reserve
# of seven dealt anew from the stock.
# Follows PySolFC's "Agnes Bernauer" (games/klondike.py, class AgnesBernauer, which extends its
# Jane): 28 cards dealt face up into seven columns of 1 to 7; seven cards to a reserve of seven
# single cards; the next card starts the first foundation and sets the base rank of the others
# (dealSingleBaseCard); the foundations build up in suit from the base rank, turning the corner,
# and keep their cards (max_move 0); the columns build down in alternating colours, turning the
# corner, runs so built moving as a unit, and a space takes only a card of the rank below the
# base rank (or a run from one); the reserve's top cards play to the columns or the foundations,
# and nothing is put on them by hand; the 16 other cards are dealt, when the player asks, one
# onto each reserve pile (seven, seven, then two), never redealt.
game agnes-bernauer "Agnes Bernauer"
source "PySolFC, Agnes Bernauer (games/klondike.py, class AgnesBernauer)"
decks 1

zone tableau: tableau, 7 piles
  deal 1..7 face up                                       # 28 cards, all open
  builds down in alternate colours, wrapping              # a black K on a red A
  gives runs
  empty accepts the rank below the base rank of foundation

zone reserve: reserve, 7 piles
  deal 1 face up                                          # seven single cards
  gives top card to foundation, tableau

zone foundation: foundation, 4 piles
  deal 1 0 0 0 face up                                    # the 36th card: the first foundation
  builds up in suit, wrapping                             # Q, K, A, 2 ... from a Queen base
  empty accepts the base rank                             # the other three start with that rank
  one pile per suit
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 16 cards
  gives nothing

action deal: 1 from stock to each pile of reserve, face up   # seven, seven, then two

won if all cards in foundation
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
