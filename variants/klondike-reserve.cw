# Klondike Reserve: the Klondike layout with no stock: the 24 other cards lie face up in a reserve
# of single cards, every one of them available.
# Solvitaire's benchmark preset "klondike-reserve" (Blake & Gent): seven columns of 1..7, only the
# top cards face up; built down in alternating colours; any built run moves; only a King (or a run
# headed by one) fills a space; foundation cards may come back to the tableau; the 24 cards a
# Klondike stock would hold are dealt face up to 24 reserve piles of one card each, playable to
# the foundations and the tableau; nothing goes back to the reserve. The preset is Klondike with
# its stock laid open (a "bouquet"), the game PySolFC ships as "Klondike Territory"
# (games/klondike.py, class KlondikeTerritory: its Northwest Territory with seven columns and 24
# reserve cards), which plays the same.
game klondike-reserve "Klondike (open reserve)"
aliases "Klondike Territory"
source "Solvitaire preset klondike-reserve (Blake & Gent, JAIR 85, 2026); PySolFC, Klondike Territory"
decks 1

zone tableau: tableau, 7 piles
  deal 1..7, top face up                                  # 28 cards, the top of each face up
  builds down in alternate colours                        # a red 9 on a black 10
  gives runs                                              # a card, or a run of built cards
  empty accepts K                                         # a King, or a run headed by one
  turns up exposed cards

zone reserve: reserve, 24 piles
  deal 1 face up                                          # the 24 other cards, each its own pile
  gives top card to foundation, tableau                   # every reserve card is available

zone foundation: foundation, 4 piles
  builds up in suit                                       # A, 2, 3, ... K of one suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # a foundation card may come back

won if all cards in foundation
progress: more cards in foundation and fewer face-down cards in tableau and fewer cards in reserve
score cards in foundation (higher wins)
