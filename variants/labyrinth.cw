# Labyrinth: the Aces set out; eight columns up to six cards deep, whose top and bottom cards
# both play home in suit; the stock deals one card to each column not yet six deep.
# Follows PySolFC's class Labyrinth (games/labyrinth.py), whose rules are complete though its
# registerGame line is commented out (unregistered): the four Aces start four foundations
# built up in suit (SS_FoundationStack, the Aces moved to the top of the deck by
# _shuffleHook); a grid of six rows of eight places, the first row dealt at the start
# (startGame). On screen a column of the grid is six places one under the other
# (rows[i::8]); its cards are always together from the top row down, so a column is one pile
# here, its bottom card the card in the top row, its top card the lowest card. A card plays
# only to a foundation (max_accept 0: nothing is built on the grid): a card of the top row
# (never blocked) or the lowest card of a column (basicIsBlocked: blocked while the place
# below it holds a card). When a top-row card leaves, its column moves up one place
# (fillStack), which a pile does by itself; an emptied column takes a card from the stock at
# once. The stock (Labyrinth_Talon) deals one card to the first empty place of each column
# not yet six deep, column by column while it lasts; no redeal. Won when all 52 cards are home.
# Deliberate difference: PySolFC lets the stock be clicked when every column is six deep and
# deals nothing then; here the deal is not a move at that point (with all 48 cards on the grid
# the stock is empty anyway). A bottom card played is written 'lift tableau3@4>foundation2'
# (the card 4 places from the top of a four-card column: its bottom card).
game labyrinth "Labyrinth"
source "PySolFC, Labyrinth (games/labyrinth.py, class Labyrinth, unregistered)"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, set out first
  builds up in suit
  gives nothing                                           # nothing on the grid would take a card back

zone tableau: tableau, 8 piles                            # the grid's eight columns, top row at the bottom of each pile
  deal 1 face up                                          # the top row
  gives top card to foundation                            # the lowest card of a column
  empty accepts nothing                                   # max_accept 0: nothing is built on the grid
  refills from stock                                      # fillStack: an emptied column takes a card at once

zone stock: stock, 1 pile
  deal rest face down                                     # 40 cards
  gives nothing

action deal: 1 from stock to each pile of tableau with fewer than 6 cards, face up   # the next place of each column not yet six deep
action lift: play a bottom card from tableau              # a card of the top row, its column moving up

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
