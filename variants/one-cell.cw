# One Cell: the Aces set out, the other 48 cards open in thirteen columns, one free cell.
# The Solvitaire benchmark preset one-cell (no common game of that name to follow): the four
# Aces start the foundations, built up in suit; 48 cards dealt round-robin into 13 columns
# (4 4 4 4 4 4 4 4 4 3 3 3 3), built down in alternating colours; only the top card moves;
# any card fills a space; one cell holds one card; foundation cards may come back to the
# columns or the cell.
game one-cell "One Cell"
source "Solvitaire preset one-cell (Blake & Gent, JAIR 85, 2026)"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, one per pile
  builds up in suit
  empty accepts A                                         # an Ace that came back may return
  one pile per suit
  takes one card at a time
  gives top card to tableau, cells                        # foundation cards may come back

zone tableau: tableau, 13 piles
  deal rest face up                                       # 48 cards round-robin
  builds down in alternate colours
  gives top card                                          # one card at a time
  empty accepts any card

zone cells: cell, 1 pile
  empty accepts any card                                  # one card per cell
  takes one card at a time
  gives top card to tableau, foundation

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
