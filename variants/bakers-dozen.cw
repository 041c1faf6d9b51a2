# Baker's Dozen: thirteen open piles of four, each pile's Kings put to its bottom at the deal,
# built down regardless of suit one card at a time; a space is never filled.
# Follows PySolFC's Baker's Dozen (games/bakersdozen.py, class BakersDozen): the deck dealt face
# up into thirteen piles of four; a King is moved beneath the other cards of its pile before
# play (the _shuffleHook); piles built down regardless of suit, only the top card moving
# (RK_RowStack, max_move 1); an emptied pile is never filled (NO_RANK); four foundations up in
# suit from the Aces; no stock. PySolFC's foundations keep max_move 1, so a foundation's top card
# may come back onto a pile.
# Deliberate difference: PySolFC swaps each King with the lowest other card of its pile, so the
# card it displaces moves up; here the Kings go beneath the others, which keep their order.
game bakers-dozen "Baker's Dozen"
source "PySolFC, Baker's Dozen (games/bakersdozen.py); Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # PySolFC: a foundation card may come back

zone tableau: tableau, 13 piles
  deal rest face up, K at the bottom                      # 13 piles of 4, Kings beneath
  builds down                                             # any suit
  gives top card                                          # one card at a time
  empty accepts nothing                                   # a space is never filled

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
