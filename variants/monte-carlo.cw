# Monte Carlo: pairs of a rank that touch in a grid of five by five are discarded; the grid then
# closes up and is refilled from the stock.
# Follows PySolFC's Monte Carlo (games/montecarlo.py, class MonteCarlo): 25 cards dealt face up
# in five rows of five (MonteCarlo_RowStack); a card pairs with a card of the same rank touching
# it, beside, above, below or diagonally (isNeighbour), and both go to the one foundation
# (_dropPairMove; no card is put on an empty place, max_cards 2). When the player deals
# (MonteCarlo_Talon, fillEmptyStacks), the cards left move up in reading order to fill the
# gaps (shiftCards) and the empty places at the end take cards from the stock; the deal is
# possible while there is a gap before a card, or a gap and a stock card. No redeal. Won when
# all 52 cards are discarded.
game monte-carlo "Monte Carlo"
aliases "Quilt"
source "PySolFC, Monte Carlo (games/montecarlo.py)"
decks 1

zone tableau: tableau, 25 piles
  rows of 5                                               # five rows of five
  deal 1 face up
  builds same rank                                        # a card on its pair ...
  removes pairs to foundation                             # ... and both are discarded at once
  gives top card, only to a pile touching it              # in any of the eight directions
  empty accepts nothing                                   # a gap waits for the deal

zone foundation: foundation, 1 pile
  gives nothing                                           # PySolFC (max_move 0): discarded cards are out of play

zone stock: stock, 1 pile
  deal rest face down                                     # 27 cards
  gives nothing

action deal: close up tableau and refill it from stock   # the cards move up, the gaps at the end are filled

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
