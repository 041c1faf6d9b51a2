# Alpha Star: the Aces set out, twelve open columns of four built down in suit, runs moving
# freely.
# The Solvitaire benchmark preset alpha-star (no common rules page to follow): the four Aces
# start the foundations, built up in suit; the other 48 cards in twelve columns of four, face
# up, built down in suit; a run of built cards of any length moves as a unit; any card or run
# fills a space; foundation cards stay.
game alpha-star "Alpha Star"
source "Solvitaire preset alpha-star (Blake & Gent, JAIR 85, 2026)"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, one per pile
  builds up in suit
  takes one card at a time
  gives nothing                                           # the preset (Solvitaire: foundations not removable)

zone tableau: tableau, 12 piles
  deal rest face up                                       # 12 columns of 4
  builds down in suit
  gives runs                                              # any run in suit, no limit
  empty accepts any card

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
