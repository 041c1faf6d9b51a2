# Late-Binding Solitaire: Accordion on eighteen cards, all laid out face up from the start.
# Donald Knuth's game, from K. A. Ross and D. E. Knuth, "A Programming and Problem Solving
# Seminar" (Stanford report STAN-CS-89-1269, 1989). Follows the rules as Blake and Gent give
# them ("Winnability of Solitaire and Patience Games", Journal of Artificial Intelligence
# Research 85, 2026, listing 2: Accordion's rules with 18 cards, moves one and three places left,
# same suit or same rank) and Knuth's own program for it (his late-binding version of
# sat-graph-quench: 18 cards drawn at random from one deck, two cards joining when they agree in
# suit or rank). A pile goes onto the pile just left of it or three to its left when their top
# cards share suit or rank; the gap closes; won with one pile. The other 34 cards are not used.
# It cannot extend accordion.cw: a child cannot drop its parent's stock and 'deal' action.
game late-binding "Late-Binding Solitaire"
aliases "Late Binding Solitaire", "Accordion (Knuth)"   # accordion-knuth: Solvitaire's other name for it
source "Ross & Knuth, A Programming and Problem Solving Seminar (STAN-CS-89-1269, 1989); Blake & Gent, Winnability of Solitaire and Patience Games (JAIR 85, 2026)"
decks 1

zone row: row, 18 piles, growing, closes gaps
  deal 1 face up                                          # 18 cards, all known from the start
  gives whole pile, 1 or 3 places left                    # onto the left neighbour or three to the left
  builds same rank or in suit                             # top cards share suit or rank
  empty accepts nothing

zone unused: reserve, 1 pile
  deal rest face down                                     # the 34 cards not in the game
  gives nothing

use one-pile-search                                       # solver knowledge only (docs/solver.md)

won if row has 1 pile
lost if no moves
score piles in row (lower wins)
