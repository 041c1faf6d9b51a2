# Blondes and Brunettes: Terrace with a base card dealt and nine cards to play on from the start.
# Follows PySolFC's "Blondes and Brunettes" (games/terrace.py, class BlondesAndBrunettes, which
# extends its Terrace): two decks; ten cards face up in the terrace, whose top card plays only to
# the foundations; nine tableau piles of one card; the next card starts a foundation and sets the
# base rank of all eight; the foundations build up in alternating colours from the base, turning
# the corner, and keep their cards (max_move 0); the tableau builds down in alternating colours,
# turning the corner, one card at a time, never from the terrace; an emptied tableau pile is
# filled at once from the waste, or with the stock's next card while the waste is empty, and once
# both are gone takes any card from the tableau; the stock is turned one card at a time onto the
# waste, no redeal. PySolFC turns the first stock card at the deal and refills an emptied waste
# at once; here turning is the player's move.
game blondes-and-brunettes "Blondes and Brunettes"
extends terrace
source "PySolFC, Blondes and Brunettes (games/terrace.py, class BlondesAndBrunettes)"

zone reserve: reserve, 1 pile
  deal 10 face up                                         # the terrace

zone foundation: foundation, 8 piles
  deal 1 0 0 0 0 0 0 0 face up                            # the base card
  empty accepts the base rank                             # the other seven start with its rank

zone tableau: tableau, 9 piles
  deal 1 face up                                          # nine cards

action turn: 1 from stock to waste, face up               # no redeal
