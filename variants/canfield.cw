# Canfield: a reserve of thirteen, four foundations starting from the rank of the first card
# turned, four tableau piles filled from the reserve.
# Follows Wikipedia's "Canfield (solitaire)" and the Bicycle rules of Canfield: 13 cards to the
# reserve (top face up), the next card starts the first foundation and sets the base rank of all
# four; four cards start the tableau; foundations build up in suit, turning the corner (K, A,
# 2 ...); the tableau builds down in alternating colours, also turning the corner; spaces are
# filled at once from the reserve, and from the waste once the reserve is gone; the stock is
# turned three at a time, with no limit on redeals.
# A tableau pile gives its top card, or moves whole (Bicycle's rules and PySolFC's Canfield):
# never a part of a pile.
# Solvitaire's preset "canfield" plays other rules (parts of runs move, the tableau does not
# turn the corner at the base): the file canfield-partial-piles-restricted plays it.
game canfield "Canfield"
aliases "Demon", "Thirteen"
source "Wikipedia, Canfield (solitaire); Bicycle, Canfield"
decks 1

option draw: 3, 1 = 3 "cards turned from the stock at a time"
option passes: unlimited, 1, 3 = unlimited "times through the stock"

zone reserve: reserve, 1 pile
  deal 13, top face up                                    # the "demon"
  gives top card to foundation, tableau
  turns up exposed cards

zone foundation: foundation, 4 piles
  deal 1 0 0 0 face up                                    # the 14th card: the first foundation
  builds up in suit, wrapping                             # Q, K, A, 2 ... from a Queen base
  empty accepts the base rank                             # the other three start with that rank
  one pile per suit
  takes one card at a time
  gives nothing                                           # Wikipedia, Bicycle; PySolFC lets the top card come back

zone tableau: tableau, 4 piles
  deal 1 face up
  builds down in alternate colours, wrapping              # a black K on a red A
  gives top card or whole pile                            # never part of a pile
  empty accepts any card from waste                       # once the reserve is exhausted
  refills from reserve                                    # a space takes the reserve's top at once

zone stock: stock, 1 pile
  deal rest face down                                     # 34 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation, tableau

action turn: draw from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes passes

won if all cards in foundation
progress: more cards in foundation and fewer cards in reserve
score cards in foundation (higher wins)
