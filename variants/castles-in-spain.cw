# Castles in Spain: thirteen columns of four, three cards face down under one face up, built
# down in alternating colours, runs moving as the free spaces allow.
# Follows PySolFC's "Castles in Spain" (games/bakersdozen.py, class CastlesInSpain): 52 cards
# dealt in four rows across thirteen columns, the first three rows face down and the last face
# up; a face-down card left on top is turned up; the columns build down in alternating
# colours (SuperMoveAC_RowStack), and a run so built moves as a unit when it could be moved
# card by card through the empty columns (there are no cells: 2^empty columns, one less into a
# space); any card or run fills a space (base rank any); foundations up in suit from the Ace,
# whose top card may come back to a column (SS_FoundationStack, max_move 1); no stock.
# The Solvitaire preset castles-of-spain (castles-of-spain.cw) is the open, one-card variant.
game castles-in-spain "Castles in Spain"
source "PySolFC, Castles in Spain (games/bakersdozen.py, class CastlesInSpain)"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # PySolFC: max_move 1, cards may come back

zone tableau: tableau, 13 piles
  deal rest, top face up                                  # round-robin: four to a column, three face down
  builds down in alternate colours
  gives runs, as many as free cells allow                 # no cells: 2^(empty columns)
  empty accepts any card
  turns up exposed cards

won if all cards in foundation
progress: more cards in foundation and fewer face-down cards in tableau
score cards in foundation (higher wins)
