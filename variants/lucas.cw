# Lucas: Forty Thieves with the eight Aces set out first and thirteen columns.
# Follows the Solvitaire preset "lucas" (Blake & Gent): two decks; the eight Aces start the
# foundations; 35 cards dealt round-robin, face up, into thirteen columns (3 in the first nine,
# 2 in the last four); built down in suit, one card at a time; any card fills a space; the 61
# other cards turned one at a time onto a waste, no redeal.
# The usual Lucas (Solitaire Forever's rules page "Lucas", after the Comtesse de Blancoeur: the
# Aces set out, thirteen columns of three, one card at a time, no redeal) deals 39 cards and
# leaves 57 in the stock: the preset deals four cards fewer, and this file follows the preset
# so that the benchmark stays comparable. (PySolFC's Lucas differs again: runs move there.)
game lucas "Lucas"
extends forty-thieves
source "Solvitaire preset lucas (Blake & Gent, JAIR 85, 2026); Solitaire Forever, Lucas (for the usual deal)"

zone tableau: tableau, 13 piles
  deal 3 3 3 3 3 3 3 3 3 2 2 2 2 face up                  # 35 cards, round-robin over 13 columns

zone foundation: foundation, 8 piles
  deal rank A, one of each suit                           # the eight Aces: S H D C S H D C
