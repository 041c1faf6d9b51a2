# Good Measure: Baker's Dozen in ten piles of five, with two Aces set out at the start.
# Follows PySolFC's Good Measure (games/bakersdozen.py, class GoodMeasure, a BakersDozen): ten
# piles of five, face up, each pile's Kings put beneath its other cards; two Aces start two
# foundations at the deal; the piles build down regardless of suit, one card at a time; a space
# is never filled; four foundations up in suit. PySolFC's foundations keep max_move 1.
# Deliberate difference: PySolFC sets out the first two Aces the shuffle meets, of whatever
# suits; here they are always the Ace of spades and the Ace of hearts (the game treats suits
# alike, so the deals are the same up to the suits' names). The two foundations they start are
# the zone `aces`, the two still to start `foundation`.
game good-measure "Good Measure"
extends bakers-dozen
source "PySolFC, Good Measure (games/bakersdozen.py)"

zone aces: foundation, 2 piles
  deal cards AS AH                                        # two Aces, set out first
  builds up in suit
  gives top card to tableau                               # PySolFC: a foundation card may come back

zone foundation: foundation, 2 piles                      # the other two Aces start these
  empty accepts A

zone tableau: tableau, 10 piles                           # 50 cards: ten piles of five

won if all cards in aces, foundation
progress: more cards in aces, foundation
score cards in aces, foundation (higher wins)
