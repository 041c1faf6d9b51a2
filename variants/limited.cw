# Limited: Forty Thieves with twelve columns of three.
# Follows the Solvitaire preset "limited" (Blake & Gent), which is the common game as PySolFC's
# rules page "Limited" gives it: two decks; 36 cards in twelve columns of three, face up; built
# down in suit, one card at a time; any card fills a space; the 68 other cards turned one at a
# time onto a waste, no redeal; eight foundations up in suit from the Aces.
game limited "Limited"
extends forty-thieves
source "Solvitaire preset limited (Blake & Gent, JAIR 85, 2026); PySolFC rules, Limited"

zone tableau: tableau, 12 piles
  deal 3 face up                                          # 36 cards
