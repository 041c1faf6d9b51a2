# Betsy Ross: Calculation with its foundations one card further on, four marker cards above
# them, and a single waste pile gone through three times.
# Follows PySolFC's Betsy Ross (games/calculation.py, the rules of Wikipedia's "Betsy Ross
# (solitaire)" and Goodsol's rules page): an Ace, a 2, a 3 and a 4 are laid out as markers,
# never played on; under them a 2, a 4, a 6 and an 8 start four foundations that build, in any
# suit, up by ones (2 3 4 ... K), by twos (4 6 8 10 Q A 3 5 7 9 J K), by threes
# (6 9 Q 2 5 8 J A 4 7 10 K) and by fours (8 Q 3 7 J 2 6 10 A 5 9 K), each ending on its King;
# the other 44 cards are turned one at a time onto one waste pile, whose top card plays only to
# the foundations; two redeals (three passes). Won when every foundation ends on a King.
# The sources take the eight starting cards regardless of suit (PySolFC: the first of each rank
# it meets in the shuffled deck); a deal here names cards, so this file takes the Ace of spades,
# 2 of hearts, 3 of diamonds and 4 of clubs as markers (as calculation.cw does) and the 2 of
# spades, 4 of hearts, 6 of diamonds and 8 of clubs as the foundations' first cards. Suits never
# matter in play, so the game is the same.
game betsy-ross "Betsy Ross"
aliases "Fairest", "Four Kings", "Musical Patience", "Quadruple Alliance", "Plus Belle"   # as Goodsol lists them
source "PySolFC, Betsy Ross (games/calculation.py); Wikipedia, Betsy Ross (solitaire)"
decks 1

zone ace-marker: foundation, 1 pile                       # the markers: never played on
  deal card AS
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone two-marker: foundation, 1 pile
  deal card 2H
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone three-marker: foundation, 1 pile
  deal card 3D
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone four-marker: foundation, 1 pile
  deal card 4C
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone ones: foundation, 1 pile                             # under the Ace
  deal card 2S
  builds up by 1                                          # 2 3 4 ... K, any suit
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone twos: foundation, 1 pile                             # under the 2
  deal card 4H
  builds up by 2, wrapping                                # past the King to the Ace
  holds at most 12 cards                                  # each foundation ends on its King
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone threes: foundation, 1 pile                           # under the 3
  deal card 6D
  builds up by 3, wrapping
  holds at most 12 cards
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone fours: foundation, 1 pile                            # under the 4
  deal card 8C
  builds up by 4, wrapping
  holds at most 12 cards
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 44 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to ones, twos, threes, fours             # never back, never elsewhere

action turn: 1 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes 3

won if all cards in ace-marker, two-marker, three-marker, four-marker, ones, twos, threes, fours
lost if no moves
progress: more cards in ones, twos, threes, fours
score cards in ones, twos, threes, fours (higher wins)
