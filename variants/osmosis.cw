# Osmosis: four foundations, each built in one suit regardless of rank, a card going on a
# foundation only when the foundation above it already holds a card of that rank.
# Follows PySolFC's Osmosis (games/osmosis.py, class Osmosis): four piles of four cards, three
# face down and the top one up, whose top cards play only to the foundations (max_accept 0,
# one card at a time); one card starts the first foundation; the other foundations are started,
# in order, by the cards of its rank (Osmosis_Foundation: an empty foundation takes the rank of
# the bottom card of the one before it), and each builds in the suit of its first card,
# regardless of rank, taking a card only while the foundation before it holds a card of that
# rank; the foundations keep their cards (max_move 0). The stock is turned three cards at a
# time onto a waste, as often as the player likes (WasteTalonStack, num_deal 3, max_rounds -1).
# PySolFC turns the first three cards onto the waste as part of the deal; here that is the
# player's first move. Won when all 52 cards are on the foundations.
game osmosis "Osmosis"
aliases "Treasure Trove"
source "PySolFC, Osmosis (games/osmosis.py)"
decks 1

zone tableau: tableau, 4 piles
  deal 4, top face up                                     # 16 cards, the top of each face up
  gives top card to foundation                            # never onto another pile
  empty accepts nothing
  turns up exposed cards

zone foundation: foundation, 4 piles
  deal 1 0 0 0, face up                                   # the first foundation's card
  builds any rank in suit                                 # the suit of its first card
  empty accepts the base rank                             # the first foundation's rank
  takes one card at a time
  takes a card only if a card of its rank lies in the pile before it
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 35 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation

action turn: 3 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty

won if all cards in foundation
lost if no moves
progress: more cards in foundation and fewer face-down cards in tableau
score cards in foundation (higher wins)
