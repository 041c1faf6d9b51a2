# Clock: thirteen piles of four cards face down, one for each rank, the Kings' in the centre;
# each card turned up goes under the pile of its rank, whose top card is turned up next.
# Follows PySolFC's Clock (games/grandfathersclock.py, class Clock, with Clock_RowStack), as
# Wikipedia's "Clock (patience)" describes the game: four cards face down on each of thirteen
# piles, the twelve around the dial for Ace to Queen, the centre for the Kings; the centre's top
# card is turned up (startGame). The face-up card goes beneath the face-down cards of the pile
# of its rank, whose top card is turned up and takes its place on the pile it came from
# (Clock_RowStack._swapPairMove); a King turned up goes beneath the centre's face-down cards and
# the centre's next card is turned up (_moveKingToBottom, _fillStack). The player never has a
# choice: there is one legal move at a time. Won when every card is turned up (isGameWon: each
# pile four cards, its top face up); lost when the fourth King is turned up first.
# Pile 13 is the centre (PySolFC's rows[12]). Deliberate difference: none in play; PySolFC
# lays the piles out as a dial and puts each face-up card of a pile at its bottom on screen.
game clock "Clock"
aliases "Travellers", "Sundial"
source "PySolFC, Clock (games/grandfathersclock.py, class Clock)"
decks 1

zone clock: tableau, 13 piles                             # A 2 ... Q round the dial, K in the centre
  deal 4, bottom 4 4 4 4 4 4 4 4 4 4 4 4 3 face down       # the centre's top card face up
  sends its top card under the face-down cards of the pile of its rank, whose top card comes back turned up

won if no face-down cards in clock
lost if no moves
progress: fewer face-down cards in clock
