# Lady Betty: Sir Tommy with six waste piles and foundations built in suit.
# Follows PySolFC's "Lady Betty" (games/numerica.py, class LadyBetty, which extends its Numerica):
# the whole deck is turned one card at a time onto a waste that holds one card (max_cards 1: the
# next card is turned only once it is placed); each card goes to a foundation or onto one of six
# piles, any card on any card, from which only the top card plays, and only to a foundation;
# four foundations up in suit from the Aces (SS_FoundationStack); no redeal.
game lady-betty "Lady Betty"
extends sir-tommy
source "PySolFC, Lady Betty (games/numerica.py, class LadyBetty)"

zone foundation: foundation, 4 piles
  builds up in suit                                       # A 2 3 ... K of one suit
  one pile per suit

zone waste: waste, 6 piles                                # six piles
