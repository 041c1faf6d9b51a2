# American Canister: eight open columns built down in alternating colours, runs moving freely.
# Follows the Solvitaire benchmark preset american-canister and PySolFC's rules page "American
# Canister" (Canister built down in alternating colours): all 52 cards face up in eight columns
# (dealt round-robin here, 7 7 7 7 6 6 6 6; PySolFC's page gives four of six and four of
# seven); a run of built cards of any length moves as a unit; any card or run fills a space;
# foundations up in suit from the Ace, their cards stay.
game american-canister "American Canister"
source "Solvitaire preset american-canister (Blake & Gent, JAIR 85, 2026); PySolFC rules, American Canister"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives nothing                                           # the preset (Solvitaire: foundations not removable)

zone tableau: tableau, 8 piles
  deal rest face up                                       # round-robin: 7 7 7 7 6 6 6 6
  builds down in alternate colours
  gives runs                                              # any run of built cards, no limit
  empty accepts any card

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
