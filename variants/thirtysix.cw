# Thirty Six: one deck, six columns of six built down regardless of suit, runs moving as a unit,
# and a stock turned once.
# Follows the Solvitaire preset "thirtysix" (Blake & Gent): 36 cards in six columns of six, face
# up; built down in any suit; a run so built moves as a unit, whatever its length; any card or
# run fills a space; the 16 other cards turned one at a time onto a waste, no redeal; four
# foundations up in suit from the Aces, whose cards stay there.
# PySolFC's Thirty Six (rules page and games/klondike.py, class ThirtySix) plays the same, except
# that during the deal, after each of the six rows, every Ace on top of a column goes to a
# foundation (only Aces: the code moves no other card), and the first stock card is turned at
# the start: the preset has neither, and this file follows the preset.
game thirtysix "Thirty Six"
aliases "Thirty-Six"
extends forty-thieves
source "Solvitaire preset thirtysix (Blake & Gent, JAIR 85, 2026); PySolFC rules, Thirty Six"
decks 1

zone tableau: tableau, 6 piles
  deal 6 face up                                          # 36 cards
  builds down                                             # any suit: a 9 on any 10
  gives runs                                              # a card, or a run built down
  empty accepts any card

zone foundation: foundation, 4 piles
  takes one card at a time                                # a run never goes up whole
