# Lady Jane: two-deck open Klondike on ten columns built down regardless of suit, runs in suit
# moving together, turning three cards with one redeal.
# Follows PySolFC's "Lady Jane" (games/harp.py, class LadyJane, which extends its Double Klondike
# with Spider_SS_RowStack columns): two decks; ten columns of 1 to 10 cards, all face up; built
# down regardless of suit, and a run in one suit moves as a unit; any card or run fills a space
# (base rank any); the 49 other cards turned three at a time onto a waste, gone through twice
# (max_rounds 2); eight foundations up in suit from the Aces, one card at a time, whose top card
# may come back (max_move 1).
game lady-jane "Lady Jane"
extends klondike-two-deck-9
source "PySolFC, Lady Jane (games/harp.py, class LadyJane)"
option draw = 3
option passes: unlimited, 1, 2, 3 = 2 "times through the stock (2: one redeal)"

zone tableau: tableau, 10 piles
  deal 1..10 face up                                      # 55 cards, all open
  builds down                                             # any suit
  gives runs down in suit                                 # only runs in one suit move together
  empty accepts any card

progress: more cards in foundation and fewer cards in stock
