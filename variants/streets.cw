# Streets: Forty Thieves built down in alternating colours.
# Follows the Solvitaire preset "streets" (Blake & Gent), which is the common game as PySolFC's
# rules page "Streets" gives it: two decks; 40 cards in ten columns of four, face up; built
# down in alternating colours, one card at a time; any card fills a space; the 64 other cards
# turned one at a time onto a waste, no redeal; eight foundations up in suit from the Aces.
game streets "Streets"
extends forty-thieves
source "Solvitaire preset streets (Blake & Gent, JAIR 85, 2026); PySolFC rules, Streets"

zone tableau: tableau, 10 piles
  builds down in alternate colours                        # a red 9 on a black 10
