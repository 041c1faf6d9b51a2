# Fortress: ten open rows built up or down in suit, one card at a time, the Aces free to go up
# when exposed.
# Follows Wikipedia's "Fortress (card game)" (after Lady Cadogan's Illustrated Games of Patience):
# ten rows, the outer two of six cards and the others of five; foundations from the Aces up in
# suit; rows build up or down in suit, not turning the corner; one card moves at a time; a space
# takes any card.
game fortress "Fortress"
source "Wikipedia, Fortress (card game); Lady Cadogan, Illustrated Games of Patience"
decks 1

zone tableau: tableau, 10 piles
  deal 6 5 5 5 5 5 5 5 5 6 face up                        # 52 cards
  builds either way in suit                               # no wrap between Ace and King
  gives top card
  empty accepts any card

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  gives nothing                                           # Wikipedia, Cadogan; PySolFC lets the top card come back

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
