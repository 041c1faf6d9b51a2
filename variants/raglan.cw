# Raglan: the Aces set out, nine columns in a triangle of 1 to 7, 7, 7, six cards in reserve.
# Follows PySolFC's rules page "Raglan" and the Solvitaire benchmark preset raglan: the four
# Aces start the foundations, built up in suit; 42 cards face up in nine columns of 1, 2, ... 7
# cards and two more of 7, built down in alternating colours, one card at a time; any card
# fills a space; the last six cards form a reserve, each card on its own and all of them
# available, played to the columns or the foundations, never refilled; foundation cards are
# still in play and may come back to the columns.
game raglan "Raglan"
source "Solvitaire preset raglan (Blake & Gent, JAIR 85, 2026); PySolFC rules, Raglan"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, one per pile
  builds up in suit
  empty accepts A                                         # an Ace that came back may return
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # foundation cards may come back

zone tableau: tableau, 9 piles
  deal 1 2 3 4 5 6 7 7 7 face up                          # 42 cards: the triangle stops at 7
  builds down in alternate colours
  gives top card                                          # one card at a time
  empty accepts any card

zone reserve: reserve, 6 piles
  deal 1 face up                                          # six single cards, all available
  gives top card to foundation, tableau                   # nothing is ever put back here

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
