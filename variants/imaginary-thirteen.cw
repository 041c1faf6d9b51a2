# Imaginary Thirteen: Calculation with two decks and eight foundations, built by ones to eights.
# Follows PySolFC's "Imaginary Thirteen" (games/calculation.py, class ImaginaryThirteen, which
# extends its Calculation; also known as Pythagor): two decks; eight foundations start on an Ace,
# Two, ... Eight and build by one, two, ... eight regardless of suit, turning the corner, each to
# its King (13 cards: mod 13, base rank i, dir i + 1); the stock is turned one card at a time onto
# a one-card waste (max_cards 1), each card placed on a foundation or one of four heaps, any card
# on any card, whose top cards play only to the foundations; no redeal. PySolFC starts the
# foundations with the first Ace to Eight found in the deck, whatever their suits; here they are
# named cards (AS 2H 3D 4C 5S 6H 7D 8C), as in calculation.cw.
game imaginary-thirteen "Imaginary Thirteen"
extends calculation
aliases "Pythagor"
source "PySolFC, Imaginary Thirteen (games/calculation.py, class ImaginaryThirteen)"
decks 2                                                   # 104 cards

zone fives: foundation, 1 pile
  deal card 5S
  builds up by 5, wrapping
  holds at most 13 cards
  gives nothing                                           # PySolFC: no pile takes a foundation card back

zone sixes: foundation, 1 pile
  deal card 6H
  builds up by 6, wrapping
  holds at most 13 cards
  gives nothing                                           # PySolFC: no pile takes a foundation card back

zone sevens: foundation, 1 pile
  deal card 7D
  builds up by 7, wrapping
  holds at most 13 cards
  gives nothing                                           # PySolFC: no pile takes a foundation card back

zone eights: foundation, 1 pile
  deal card 8C
  builds up by 8, wrapping
  holds at most 13 cards
  gives nothing                                           # PySolFC: no pile takes a foundation card back

zone hand: waste, 1 pile                                  # the card just turned
  gives top card to ones, twos, threes, fours, fives, sixes, sevens, eights, heaps

zone heaps: tableau, 4 piles
  gives top card to ones, twos, threes, fours, fives, sixes, sevens, eights

won if all cards in ones, twos, threes, fours, fives, sixes, sevens, eights
progress: more cards in ones, twos, threes, fours, fives, sixes, sevens, eights
score cards in ones, twos, threes, fours, fives, sixes, sevens, eights (higher wins)
