# Aces Up: discard every card but the Aces, a card at a time, each beaten by a higher card of
# its suit showing on another pile.
# Follows PySolFC's Aces Up (games/acesup.py, class AcesUp): four piles of one face-up card;
# the stock deals a card onto each of the four piles, whenever the player likes (its
# DealRowTalonStack, no redeal); a pile's top card is discarded while a higher card of its suit,
# Aces high, tops another pile (AcesUp_Foundation), so an Ace is never discarded; the discards
# stay (max_move 0); a space takes any pile's top card, one card (AcesUp_RowStack); nothing else
# is built. PySolFC declares the game won with 48 cards discarded and the four Aces alone on the
# four piles; this file declares it won with 48 cards discarded (the Aces are then all that is
# left: spreading them over the four piles takes at most two moves onto spaces).
game aces-up "Aces Up"
aliases "Aces High", "Drivel", "Discard"
source "PySolFC, Aces Up (games/acesup.py)"
decks 1

zone tableau: tableau, 4 piles
  deal 1 face up                                          # one card on each pile
  gives top card to foundation, tableau
  empty accepts any card                                  # a space takes a top card

zone foundation: foundation, 1 pile                       # the discards
  builds any rank
  empty accepts any card
  takes a card only if a higher card of its suit tops tableau, aces high
  gives nothing                                           # PySolFC (max_move 0)

zone stock: stock, 1 pile
  deal rest face down                                     # 48 cards: twelve rows of four
  gives nothing

action deal: 1 from stock to each pile of tableau, face up   # a card on each pile

won if foundation has 48 cards
lost if no moves
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
