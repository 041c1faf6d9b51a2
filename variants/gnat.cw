# Gnat: the Aces out, six reserve cards, the rest turned one at a time onto four waste piles.
# Follows PySolFC's "Gnat" (games/numerica.py, class Gnat): the four Aces start the foundations,
# built up in suit (SS_FoundationStack); six cards dealt face up to a reserve of single cards,
# which play only to the foundations (max_accept 0); the other 42 cards are turned one at a
# time onto a waste that holds one card (max_cards 1); each goes to a foundation or onto one of
# four piles, any card on any card, from which only the top card plays, and only to a
# foundation; no redeal.
game gnat "Gnat"
extends sir-tommy
source "PySolFC, Gnat (games/numerica.py, class Gnat)"

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, set out first
  builds up in suit
  one pile per suit

zone reserve: reserve, 6 piles
  deal 1 face up                                          # six single cards
  gives top card to foundation
