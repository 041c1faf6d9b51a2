# Nestor: the deck open in eight columns of six and four single cards; pairs of a rank leave
# from the tops of any two piles.
# Follows PySolFC's Nestor (games/montecarlo.py, class Nestor): eight columns of six cards, face
# up, dealt so that no column holds two cards of a rank (the _shuffleHook exchanges such a card
# with a later one of the deck), and four more cards in single piles (the same kind of pile);
# the top card of any pile may be paired off with the top card of another pile of the same rank
# (Nestor_RowStack), both leaving for the foundation; a pile emptied stays empty (NO_RANK).
# Won when every card has been paired off.
# Deliberate difference: PySolFC exchanges a repeated card with a random later card of the
# deck; here with the first later card of a rank the column does not hold. As in PySolFC, only
# later cards are taken, so when none will do (in the last column, about one deal in 150) the
# column keeps its two cards of a rank.
game nestor "Nestor"
source "PySolFC, Nestor (games/montecarlo.py)"
decks 1

zone tableau: tableau, 12 piles
  deal 6 6 6 6 6 6 6 6 1 1 1 1 face up, no rank twice in a pile   # 48 + 4 cards
  builds same rank                                        # a card goes on one of its rank ...
  removes pairs to foundation                             # ... and both leave together
  gives top card to tableau
  empty accepts nothing                                   # a space stays empty

zone foundation: foundation, 1 pile                       # the pairs removed
  gives nothing                                           # PySolFC (max_move 0): the pairs stay

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
