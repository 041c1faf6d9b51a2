# Cruel: twelve open piles of four built down in suit, one card at a time, gathered and dealt
# again in fours, without shuffling, as often as the player likes.
# Follows PySolFC's Cruel (games/bakersdozen.py, class Cruel, with Cruel_Talon) and Morehead &
# Mott-Smith: the four Aces start the foundations, which build up in suit; the other 48 cards
# lie face up in twelve piles of four; a pile's top card goes onto the next higher card of its
# suit on another pile, or to a foundation; a space is never filled (NO_RANK); the redeal
# picks the piles up in order, without shuffling, and deals them back four to a pile from the
# first pile, as often as wanted. PySolFC's foundations keep max_move 1, so a foundation's top
# card may come back onto a pile.
# Deliberate difference: PySolFC stacks the gathered cards through an internal pile, so the
# order within a packet differs; here the piles are gathered first pile first, each bottom card
# first, and dealt back in that order, so a run that lay on one pile stays together.
game cruel "Cruel"
source "PySolFC, Cruel (games/bakersdozen.py); Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, set out first
  builds up in suit
  empty accepts A                                         # never used: no pile empties
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # PySolFC: a foundation card may come back

zone tableau: tableau, 12 piles
  deal 4 face up                                          # 48 cards, all open
  builds down in suit
  gives top card                                          # one card at a time
  empty accepts nothing                                   # a space is never filled

action redeal: gather tableau, in packets of 4, deal back # as often as wanted, no shuffle

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
