# Sir Tommy: the whole deck turned one card at a time, each card built on a foundation or laid
# on one of four waste piles; foundations from the Aces up, regardless of suit.
# Follows Wikipedia's "Sir Tommy" (after Parlett, The Penguin Book of Patience): cards are
# turned from the stock one at a time; an Ace starts a foundation, which builds up to the King
# regardless of suit; a card that is not built goes onto one of four waste piles, any card on
# any card, and stays there: only the top card of each waste pile may still go to a foundation.
# No redeal. Won when all 52 cards are on the foundations.
# The card just turned lies in `hand` until it is placed (as in calculation.cw): the next card
# is turned only once it has gone to a foundation or a waste pile.
game sir-tommy "Sir Tommy"
aliases "Old Patience", "Try Again"
source "Wikipedia, Sir Tommy; Parlett, The Penguin Book of Patience"
decks 1

zone foundation: foundation, 4 piles
  builds up                                               # A 2 3 ... K, any suit
  empty accepts A
  gives nothing                                           # built cards stay (Wikipedia, Parlett)

zone stock: stock, 1 pile
  deal rest face down                                     # all 52 cards
  gives nothing

zone hand: waste, 1 pile                                  # the card just turned
  gives top card to foundation, waste

zone waste: waste, 4 piles                                # the four waste piles
  builds any rank                                         # any card on any card
  empty accepts any card
  gives top card to foundation                            # never to another waste pile

action turn: 1 from stock to hand, face up, only if hand is empty

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
