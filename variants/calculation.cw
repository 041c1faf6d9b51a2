# Calculation: four foundations built by ones, twos, threes and fours, regardless of suit.
# Follows Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games, and
# Wikipedia's "Calculation (card game)": an Ace, a 2, a 3 and a 4 start the four foundations
# (their suits do not matter; this file takes the Ace of spades, 2 of hearts, 3 of diamonds and
# 4 of clubs); the first builds A 2 3 ... K, the second 2 4 6 8 10 Q A 3 5 7 9 J K, the third
# 3 6 9 Q 2 5 8 J A 4 7 10 K, the fourth 4 8 Q 3 7 J 2 6 10 A 5 9 K, each ending on its King.
# The stock is turned one card at a time; the card must be played to a foundation or onto one
# of four waste heaps, whose top cards may go only to the foundations. No redeal.
game calculation "Calculation"
aliases "Broken Intervals"
source "Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games; Wikipedia, Calculation (card game)"
decks 1

zone ones: foundation, 1 pile
  deal card AS
  builds up by 1                                          # A 2 3 ... K, any suit
  gives nothing                                           # Morehead & Mott-Smith: built cards stay

zone twos: foundation, 1 pile
  deal card 2H
  builds up by 2, wrapping                                # past the King to the Ace
  holds at most 13 cards                                  # each foundation ends on its King
  gives nothing                                           # Morehead & Mott-Smith: built cards stay

zone threes: foundation, 1 pile
  deal card 3D
  builds up by 3, wrapping
  holds at most 13 cards
  gives nothing                                           # Morehead & Mott-Smith: built cards stay

zone fours: foundation, 1 pile
  deal card 4C
  builds up by 4, wrapping
  holds at most 13 cards
  gives nothing                                           # Morehead & Mott-Smith: built cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 48 cards
  gives nothing

zone hand: waste, 1 pile                                  # the card just turned
  gives top card to ones, twos, threes, fours, heaps

zone heaps: tableau, 4 piles                              # the waste heaps
  builds any rank                                         # any card on any card
  empty accepts any card
  gives top card to ones, twos, threes, fours

action turn: 1 from stock to hand, face up, only if hand is empty

won if all cards in ones, twos, threes, fours
lost if no moves
progress: more cards in ones, twos, threes, fours
score cards in ones, twos, threes, fours (higher wins)
