# Black Hole: seventeen fans of three around the Ace of Spades, all to be played onto it.
# Follows Wikipedia's "Black Hole (solitaire)" (invented by David Parlett, The Penguin Book of
# Patience): the Ace of Spades starts the single foundation; the other 51 cards are dealt in 17
# piles of three, face up; only top cards play, onto the foundation, one rank up or down
# regardless of suit, Aces and Kings counting as consecutive; that is the only move.
game black-hole "Black Hole"
source "Wikipedia, Black Hole (solitaire); Parlett, The Penguin Book of Patience"
decks 1

zone foundation: foundation, 1 pile
  deal card AS                                            # the black hole
  builds either way, wrapping                             # K-A-2 and back
  gives nothing                                           # the black hole never gives a card back (Wikipedia, Parlett)

zone tableau: tableau, 17 piles
  deal 3 face up                                          # 51 cards in 17 fans
  gives top card to foundation
  empty accepts nothing

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in tableau (lower wins)
