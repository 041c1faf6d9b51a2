# Castles of Spain: thirteen open columns of four built down in alternating colours.
# The Solvitaire benchmark preset castles-of-spain, the game PySolFC calls "Castles in Spain"
# (a Baker's Dozen type): 52 cards dealt round-robin into 13 columns of four, built down in
# alternating colours; only the top card moves; any card fills a space; foundations up in
# suit from the Ace. As the preset says, foundation cards may come back to the columns
# (PySolFC's rules page does not say so).
game castles-of-spain "Castles of Spain"
aliases "Castles in Spain"
source "Solvitaire preset castles-of-spain (Blake & Gent, JAIR 85, 2026); PySolFC rules, Castles in Spain"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # foundation cards may come back

zone tableau: tableau, 13 piles
  deal rest face up                                       # 13 columns of 4
  builds down in alternate colours
  gives top card                                          # one card at a time
  empty accepts any card

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
