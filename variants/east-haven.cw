# East Haven: seven columns of three built down in alternating colours; when stuck, the stock deals
# one card onto every column.
# Solvitaire's benchmark preset "east-haven" (Blake & Gent): seven columns of three cards, only the
# top card face up; built down in alternating colours; any built run moves; any card or run fills
# a space; foundations up in suit from the Aces, whose cards may come back to the tableau; the
# other 31 cards in the stock, dealt one card face up onto each column at a time (the last three
# onto the first three columns), also when a column is empty; no redeal. PySolFC's "Easthaven"
# (a Gypsy type) plays the same way.
game east-haven "East Haven"
source "Solvitaire preset east-haven (Blake & Gent, JAIR 85, 2026); PySolFC, Easthaven"
decks 1

zone tableau: tableau, 7 piles
  deal 3, top face up                                     # 21 cards, the top of each face up
  builds down in alternate colours                        # a red 9 on a black 10
  gives runs                                              # a card, or a run of built cards
  empty accepts any card                                  # any card or run fills a space
  turns up exposed cards

zone stock: stock, 1 pile
  deal rest face down                                     # 31 cards
  gives nothing

zone foundation: foundation, 4 piles
  builds up in suit                                       # A, 2, 3, ... K of one suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # a foundation card may come back

action deal: 1 from stock to each pile of tableau, face up   # a row: one card on each column

won if all cards in foundation
progress: more cards in foundation and fewer face-down cards in tableau and fewer cards in stock
score cards in foundation (higher wins)
