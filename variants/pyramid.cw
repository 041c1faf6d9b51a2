# Pyramid: pair off cards whose ranks add up to 13 (a King alone) from a pyramid of 28.
# Follows Wikipedia's "Pyramid (solitaire)" and PySolFC's rules page "Pyramid" with its code
# (games/pyramid.py): 28 cards face up in seven rows of 1 to 7, each card covered by the two
# cards of the row below that overlap it; a card is exposed once both are gone; two exposed
# cards whose ranks add up to 13 (Jack 11, Queen 12) are discarded together, a King alone; the
# stock is turned one card at a time onto a waste whose top card is exposed too; PySolFC allows
# two redeals (three passes), the default here; won when all 52 cards are discarded.
# Where the sources differ: Wikipedia's stock is closed, only the waste's top card plays (option
# stock=closed, the default); PySolFC's talon lies face up (Pyramid_Talon, a face-up waste
# talon), so the stock's top card is exposed too: it pairs with a pyramid card or the waste's
# top card, a King goes alone, and the next card turns up, also after a redeal (stock=open).
# Not followed: variants that let a card pair with the one card still covering it.
game pyramid "Pyramid"
aliases "Pile of Twenty-Eight", "Tower of Twenty-Eight", "Solitaire 13"
source "Wikipedia, Pyramid (solitaire); PySolFC rules, Pyramid (games/pyramid.py)"
decks 1

option passes: 3, 1, 2, unlimited = 3 "times through the stock (PySolFC: three)"
option stock: closed, open = closed "closed: only the waste's top card plays (Wikipedia); open: the stock's top card lies face up and plays too (PySolFC)"

zone pyramid: tableau, 28 piles
  deal 1 face up                                          # 28 cards, one in each place
  rows 1..7                                               # the top row has one card, the bottom row seven
  covered by the row below                                # each card lies under two cards of the next row
  builds ranks adding up to 13                            # a 6 on a 7, a Queen on an Ace ...
  removes pairs to foundation                             # ... and both are discarded at once
  gives top card to pyramid, foundation
  empty accepts nothing

zone stock: stock, 1 pile
  deal rest face down                                     # 24 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to pyramid, foundation                   # the waste's top card pairs with the pyramid

zone foundation: foundation, 1 pile
  builds any rank
  empty accepts any card
  takes only K                                            # a King is discarded alone; pairs come by 'removes pairs'
  gives nothing                                           # discarded cards are out of play (Wikipedia, PySolFC)

action turn: 1 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes passes

when stock is open:                                       # PySolFC's face-up talon
  zone stock: stock, 1 pile
    keeps its top card face up                            # turned up after every turn and redeal
    gives top card to pyramid, waste, foundation          # it pairs with the pyramid or the waste, a King alone
  zone waste: waste, 1 pile
    builds ranks adding up to 13                          # the stock's top card on the waste's ...
    removes pairs to foundation                           # ... and both are discarded

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in pyramid (lower wins)                       # the cards left in the pyramid
