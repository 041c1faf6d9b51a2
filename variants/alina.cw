# Alina: thirteen open columns built down regardless of suit, one free cell, spaces never
# filled.
# The Solvitaire benchmark preset alina (no common game of that name to follow): 52 cards dealt
# round-robin into 13 columns of four, built down in any suit; only the top card moves; an
# emptied column stays empty; foundations up in suit from the Ace; one cell holds one card;
# foundation cards may come back to a column or the cell.
game alina "Alina"
source "Solvitaire preset alina (Blake & Gent, JAIR 85, 2026)"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau, cells                        # foundation cards may come back

zone tableau: tableau, 13 piles
  deal rest face up                                       # 13 columns of 4
  builds down                                             # any suit
  gives top card                                          # one card at a time
  empty accepts nothing                                   # a space is never filled

zone cells: cell, 1 pile
  empty accepts any card
  takes one card at a time
  gives top card to tableau, foundation

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
