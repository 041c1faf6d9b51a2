# Castles of Spain: thirteen open columns of four built down in alternating colours.
# The Solvitaire benchmark preset castles-of-spain: 52 cards dealt round-robin into 13 columns
# of four, all face up, built down in alternating colours; only the top card moves; any card
# fills a space; foundations up in suit from the Ace; as the preset says, foundation cards may
# come back to the columns. The preset deals every card face up because the benchmark solver
# plays open deals only. PySolFC's "Castles in Spain" is another game (three rows face down, one
# up, runs moving as free spaces allow): it ships as castles-in-spain.cw, and this file does not
# take its name.
game castles-of-spain "Castles of Spain"
source "Solvitaire preset castles-of-spain (Blake & Gent, JAIR 85, 2026)"
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
