# Doorway: five columns of one card built down regardless of suit, a cell for a King and a cell
# for a Queen.
# Follows PySolFC's "Doorway" (games/canfield.py, class Doorway, which extends its Little Gate):
# five cards dealt face up, one to each column; built down regardless of suit, one card at a
# time (RK_RowStack, max_move 1); any card fills a space; two cells of one card each, one taking
# only a King, the other only a Queen (ReserveStack, base rank King or Queen); the 47 other cards
# turned one at a time onto a waste, no redeal; foundations up in suit from the Aces, whose top
# card may come back (max_move 1). Turning the first stock card is the player's first move
# (PySolFC turns it at the deal).
game doorway "Doorway"
source "PySolFC, Doorway (games/canfield.py, class Doorway)"
decks 1

zone kingcell: cell, 1 pile                               # the King's cell
  empty accepts K
  takes one card at a time
  gives top card

zone queencell: cell, 1 pile                              # the Queen's cell
  empty accepts Q
  takes one card at a time
  gives top card

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau, kingcell, queencell          # max_move 1: the top card comes back

zone tableau: tableau, 5 piles
  deal 1 face up                                          # five cards
  builds down                                             # any suit
  gives top card                                          # one card at a time
  empty accepts any card

zone stock: stock, 1 pile
  deal rest face down                                     # 47 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card

action turn: 1 from stock to waste, face up               # no redeal

won if all cards in foundation
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
