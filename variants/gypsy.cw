# Gypsy: two decks in eight columns over face-down cards, built down in alternate colours, a
# stock dealt a row at a time onto the columns.
# Follows PySolFC's Gypsy (games/gypsy.py, class Gypsy): eight columns of three cards, the two
# lower face down and the top one face up; eight foundations up in suit from the Aces; columns
# built down in alternate colours, any run of them moving together (AC_RowStack); any card or
# run fills a space; a face-down card left on top is turned up; the stock deals one card face
# up onto every column, spaces included, whenever the player likes; no redeal. A foundation's
# top card may come back to a column (PySolFC's foundations keep max_move 1).
game gypsy "Gypsy"
aliases "Double Easthaven", "Normandy"                  # PySolFC's other names
source "PySolFC, Gypsy (games/gypsy.py)"
decks 2

zone tableau: tableau, 8 piles
  deal 3, top face up                                     # 24 cards: two down, one up
  builds down in alternate colours
  gives runs                                              # any run in alternate colours
  empty accepts any card
  turns up exposed cards

zone foundation: foundation, 8 piles                      # two per suit
  builds up in suit
  empty accepts A
  takes one card at a time
  gives top card to tableau                               # PySolFC: a foundation card may come back

zone stock: stock, 1 pile
  deal rest face down                                     # 80 cards: ten rows of eight
  gives nothing

action deal: 1 from stock to each pile of tableau, face up   # a row: one card on each column

won if all cards in foundation
progress: more cards in foundation and fewer face-down cards in tableau and fewer cards in stock
score cards in foundation (higher wins)
