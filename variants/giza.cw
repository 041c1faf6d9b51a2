# Giza: Pyramid with its stock laid out open in eight reserve piles.
# Follows PySolFC's Giza (games/pyramid.py, class Giza): the 28-card pyramid as in Pyramid, the
# other 24 cards dealt face up in eight reserve piles of three; the top card of each reserve
# pile is exposed like an uncovered pyramid card; two exposed cards whose ranks add up to 13
# (Jack 11, Queen 12) are discarded together, a King alone; no stock, no waste, no redeal; won
# when all 52 cards are discarded. A perfect-information Pyramid: every card is seen at the start.
game giza "Giza"
source "PySolFC, Giza (games/pyramid.py)"
decks 1

zone pyramid: tableau, 28 piles
  deal 1 face up                                          # 28 cards, one in each place
  rows 1..7                                               # the top row has one card, the bottom row seven
  covered by the row below                                # each card lies under two cards of the next row
  builds ranks adding up to 13                            # a 6 on a 7, a Queen on an Ace ...
  removes pairs to foundation                             # ... and both are discarded at once
  gives top card to pyramid, reserve, foundation
  empty accepts nothing

zone reserve: reserve, 8 piles
  deal rest face up                                       # 24 cards, three to a pile
  builds ranks adding up to 13                            # a reserve card pairs with any exposed card
  removes pairs to foundation
  gives top card to pyramid, reserve, foundation
  empty accepts nothing

zone foundation: foundation, 1 pile
  builds any rank
  empty accepts any card
  takes only K                                            # a King is discarded alone; pairs come by 'removes pairs'
  gives nothing                                           # discarded cards are out of play (PySolFC)

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in pyramid (lower wins)                       # the cards left in the pyramid
