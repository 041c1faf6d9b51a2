# Miss Milligan: Gypsy begun with one row of eight, spaces kept for Kings, and once the stock is
# gone one card or run may be set aside ("waived") on a reserve.
# Follows PySolFC's Miss Milligan (games/gypsy.py, class MissMilligan): two decks; one row of
# eight cards, face up; columns built down in alternate colours, any run moving together; a
# space takes only a King or a run headed by one (KingAC_RowStack); eight foundations up in suit
# from the Aces, which keep their cards (max_move 0); the stock deals a card onto every column
# (Gypsy's talon); once the stock is empty, an empty reserve takes any card or run
# (MissMilligan_ReserveStack: only while it and the stock are empty), whose cards play back as
# a run in alternate colours, to a column or, one at a time, to a foundation.
game miss-milligan "Miss Milligan"
source "PySolFC, Miss Milligan (games/gypsy.py)"
decks 2

zone tableau: tableau, 8 piles
  deal 1 face up                                          # one row of eight
  builds down in alternate colours
  gives runs                                              # any run in alternate colours
  empty accepts K                                         # a King, or a run headed by one

zone foundation: foundation, 8 piles                      # two per suit
  builds up in suit
  empty accepts A
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone reserve: reserve, 1 pile                             # the waiving pile
  empty accepts any card                                  # a card or a run, while it is empty ...
  takes cards only if stock is empty                      # ... and only once the stock is gone
  gives runs down in alternate colours to tableau, foundation

zone stock: stock, 1 pile
  deal rest face down                                     # 96 cards: twelve rows of eight
  gives nothing

action deal: 1 from stock to each pile of tableau, face up   # a row: one card on each column

won if all cards in foundation
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
