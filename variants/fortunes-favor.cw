# Fortune's Favor: the Aces out, twelve piles of one built down in suit, one card at a time; a
# space is filled at once from the waste, else from the stock.
# Solvitaire's benchmark preset "fortunes-favor" (Blake & Gent): the four Aces start the
# foundations (built up in suit; their cards stay); twelve tableau piles of one card, face up,
# built down in suit; only the top card moves; a space is filled at once from the waste, and
# while the waste is empty from the stock; once both are gone a space takes any card; the other
# 36 cards in the stock, turned one at a time, no redeal.
# PySolFC's Fortune's Favor (games/fortythieves.py, class FortunesFavor) differs: its foundation
# cards may come back to the tableau (SS_FoundationStack keeps max_move 1), a space is filled
# from the waste only, and an emptied waste is at once refilled from the stock (so a space left
# while the waste is empty takes the stock's next card, as here, but through the waste). This
# file follows the preset.
game fortunes-favor "Fortune's Favor"
source "Solvitaire preset fortunes-favor (Blake & Gent, JAIR 85, 2026); PySolFC, Fortune's Favor"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces start the foundations
  builds up in suit                                       # 2, 3, ... K on the Ace of its suit
  one pile per suit
  takes one card at a time
  gives nothing                                           # the preset (Solvitaire: foundations not removable)

zone tableau: tableau, 12 piles
  deal 1 face up                                          # twelve cards
  builds down in suit                                     # a 9 of spades only on the 10 of spades
  gives top card                                          # one card at a time
  empty accepts any card                                  # once the waste and stock are gone
  refills from waste, then stock                          # at once: the waste's top, else the stock's

zone stock: stock, 1 pile
  deal rest face down                                     # 36 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation, tableau

action turn: 1 from stock to waste, face up               # no redeal

won if all cards in foundation
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
