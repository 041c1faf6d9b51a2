# Busy Aces: Forty Thieves with twelve columns of one card.
# Follows PySolFC ("Busy Aces", games/fortythieves.py, and its rules page: "like Forty Thieves,
# but with 12 piles and one card in each pile"): two decks; twelve cards dealt face up, one to
# each column; built down in suit, one card at a time; any card fills a space; the 92 other cards
# turned one at a time onto a waste, no redeal; eight foundations up in suit from the Aces.
game busy-aces "Busy Aces"
extends forty-thieves
source "PySolFC, Busy Aces (games/fortythieves.py; rules page busyaces.html)"

zone tableau: tableau, 12 piles
  deal 1 face up                                          # twelve cards, one per column

zone foundation: foundation, 8 piles
  gives top card                                          # PySolFC (max_move 1): the top card comes back
