# Little Spider: two rows of four piles with the foundations between them; while the stock
# lasts, cards only go home, the lower row's only to the foundation above it.
# Follows Wikipedia's "Little Spider" (PySolFC has no game of this name): eight cards dealt face
# up in two rows of four, a row of four foundations between them. Two Aces start foundations
# built up in suit, two Kings foundations built down in suit. While the stock lasts, the only
# plays are to the foundations: a card of the upper row to any foundation, a card of the lower
# row only to the foundation directly above it; eight more cards are then dealt, one on each
# pile, empty or not. Once the stock is gone, the top cards of both rows also build on each
# other, up or down regardless of suit, King on Ace and Ace on King; the lower row then plays
# to any foundation. Won when all 52 cards are on the foundations.
# The two Aces are of one colour and the two Kings of the other, as Wikipedia says: the first
# card home chooses (a red Ace: red Aces, black Kings). (Before the clause 'each starting rank
# has a colour of its own', this file let any two suits start from their Aces; it now follows
# its source.) Deliberate difference: none; a space in a row is filled only by the next deal
# (Wikipedia names no other way).
game little-spider "Little Spider"
source "Wikipedia, Little Spider"
decks 1

zone tableau: tableau, 8 piles
  rows of 4                                               # the upper row, then the lower row
  deal 1 face up
  builds either way, wrapping                             # any suit; K on A and A on K
  gives top card to foundation, tableau
  empty accepts nothing                                   # only a deal fills a space
  takes cards only if stock is empty                      # the rows build only once the stock is gone
  row 2 gives only to the foundation pile in line with it, until stock is empty

zone foundation: foundation, 4 piles
  empty accepts A or K
  builds either way in suit                               # up from an Ace, down from a King: the
                                                          # card the other way lies beneath
  one pile per suit                                       # each suit goes home on one pile
  each starting rank has a colour of its own              # two Aces of one colour, two Kings of the other
  gives nothing                                           # Wikipedia names no move back from a foundation

zone stock: stock, 1 pile
  deal rest face down                                     # 44 cards: five more deals of eight
  gives nothing

action deal: 1 from stock to each pile of tableau, face up   # one card on each pile, empty or not

won if all cards in foundation
lost if no moves
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
