# Arabella: two-deck open Klondike on thirteen columns built down regardless of suit, runs in
# suit moving together, the stock turned once.
# Follows PySolFC's "Arabella" (games/harp.py, class Arabella, which extends its Double Klondike
# with Spider_SS_RowStack columns of base rank King): two decks; thirteen columns of 1 to 13
# cards, all face up; built down regardless of suit, and a run in one suit moves as a unit; only
# a King (or a run from a King) fills a space; the 13 other cards turned one at a time onto a
# waste, no redeal (max_rounds 1); eight foundations up in suit from the Aces, one card at a
# time, whose top card may come back (max_move 1).
game arabella "Arabella"
extends klondike-two-deck-9
source "PySolFC, Arabella (games/harp.py, class Arabella)"
option draw = 1
option passes = 1                                         # no redeal

zone tableau: tableau, 13 piles
  deal 1..13 face up                                      # 91 cards, all open
  builds down                                             # any suit
  gives runs down in suit                                 # only runs in one suit move together

progress: more cards in foundation and fewer cards in stock
