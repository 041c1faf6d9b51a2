# American Toad: a two-deck Canfield: a reserve of twenty, eight tableau piles built down in suit,
# whole piles moving, the stock turned one card at a time and once only.
# Solvitaire's benchmark preset "american-toad" (Blake & Gent): 104 cards; 20 cards in the
# reserve, only its top card available; the next card starts the first of eight foundations and
# sets the base rank of all eight (two per suit), built up in suit turning the corner; eight
# tableau piles of one card, built down in suit, turning the corner; between columns only whole
# piles move, a top card alone only home; a space is filled at once from the reserve, and once the reserve is gone
# from the waste; the other 75 cards in the stock, turned one at a time, NO redeal.
# Differs from the usual American Toad (PySolFC: "like Double Canfield, but the 8 piles build
# down in suit, cards are dealt singly, the reserve is face-up, and only one redeal"; Morehead &
# Mott-Smith): the usual game allows one redeal, here the option passes=2; the default follows
# the preset, for the benchmark.
# The preset counts the tableau's ranks from the foundations' base: a pile turns the corner
# between King and Ace, but nothing goes on a card of the base rank (so the rank below the
# base goes only into a space or home); PySolFC's American Toad goes round the base too, which
# no option here gives.
# The preset's "whole-pile" rule moves only whole piles from column to column; a top card
# alone goes only home (Bicycle's rules and PySolFC also move a top card onto another column).
# Once the reserve is gone the preset fills a space from the stock and waste at the player's
# choice (any card the turns can reach), as this file does. Where it still differs from the
# preset: the preset holds back every other column move until the space is filled; this file
# lets them come first.
game american-toad "American Toad"
extends canfield
source "Solvitaire preset american-toad (Blake & Gent, JAIR 85, 2026); PySolFC, American Toad (with its one redeal as option passes=2)"
decks 2                                                   # 104 cards
option passes: 1, 2, unlimited = 1 "times through the stock (the preset: 1; the usual American Toad: 2)"
option draw = 1                                           # one card at a time

zone reserve: reserve, 1 pile
  deal 20, top face up                                    # the toad

zone foundation: foundation, 8 piles, from scratch        # two piles per suit: no "one pile per suit"
  deal 1 0 0 0 0 0 0 0 face up                            # the 21st card: the first foundation
  builds up in suit, wrapping                             # Q, K, A, 2 ... from a Queen base
  empty accepts the base rank                             # the other seven start with that rank
  takes one card at a time
  gives nothing                                           # the preset (Solvitaire: foundations not removable)

zone tableau: tableau, 8 piles
  deal 1 face up                                          # eight cards
  builds down in suit, wrapping, nothing on the base rank of foundation  # a K on the A of its suit, nothing on a base card
  gives top card or whole pile, part of a pile only to foundation  # the preset: between columns, whole piles only
  empty accepts any card from waste                       # once the reserve is gone, at the player's choice
  refills from reserve                                    # at once, while the reserve has cards
