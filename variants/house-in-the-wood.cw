# House in the Wood: two-deck Fan built up or down in suit, spaces never filled.
# Follows PySolFC's "House in the Wood" (games/fan.py, class HouseInTheWood, which extends its
# Fan): two decks; 104 cards dealt face up into thirty-four fans of three and one of two; a card
# goes on a card of its suit one rank above or below it (UD_SS_RowStack, no turning the corner),
# one card at a time; a space is never filled (base rank none); eight foundations up in suit
# from the Aces, whose top card may come back (max_move 1).
game house-in-the-wood "House in the Wood"
extends fan
source "PySolFC, House in the Wood (games/fan.py, class HouseInTheWood)"
decks 2                                                   # 104 cards

zone foundation: foundation, 8 piles, from scratch        # two piles per suit
  builds up in suit
  empty accepts A
  takes one card at a time
  gives top card to tableau                               # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 35 piles
  deal rest face up                                       # round-robin: 34 fans of 3, one of 2
  builds either way in suit
  empty accepts nothing
