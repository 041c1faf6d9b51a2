# Bristol: eight fans of three, Kings put to the bottom, built down regardless of suit; the
# stock dealt three cards at a time onto three reserve piles.
# Follows PySolFC's Bristol (games/bristol.py, class Bristol): eight piles of three cards, face
# up, each pile's Kings moved beneath its other cards (the _shuffleHook); piles built down
# regardless of suit, one card at a time (RK_RowStack, max_move 1); a space is never filled
# (NO_RANK); four foundations up from the Aces regardless of suit (RK_FoundationStack), which
# keep their cards (max_move 0); three reserve piles, one card each at the start, on which the
# stock deals one card each at a time (Bristol_Talon); a reserve pile's top card plays to a
# foundation or a pile, and nothing is put on a reserve pile by hand; no redeal.
# Deliberate difference: PySolFC swaps each King with the lowest other card of its pile; here
# the Kings go beneath the others, which keep their order.
game bristol "Bristol"
source "PySolFC, Bristol (games/bristol.py); Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
decks 1

zone foundation: foundation, 4 piles
  builds up                                               # any suit
  empty accepts A
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 8 piles
  deal 3 face up, K at the bottom                         # 24 cards, Kings beneath
  builds down                                             # any suit
  gives top card                                          # one card at a time
  empty accepts nothing                                   # a space is never filled

zone reserve: reserve, 3 piles
  deal 1 face up                                          # the stock's first three cards
  gives top card to foundation, tableau

zone stock: stock, 1 pile
  deal rest face down                                     # 25 cards
  gives nothing

action deal: 1 from stock to each pile of reserve, face up   # a card on each reserve pile

won if all cards in foundation
lost if no moves
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
