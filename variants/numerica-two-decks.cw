# Numerica (two decks): Sir Tommy with two decks, six waste piles and eight foundations.
# Follows PySolFC's "Numerica (2 Decks)" (games/numerica.py, class Numerica2Decks, which extends
# its Numerica): two decks turned one card at a time onto a waste that holds one card (max_cards
# 1); each card goes to a foundation or onto one of six piles, any card on any card, from which
# only the top card plays, and only to a foundation; eight foundations up from the Aces,
# regardless of suit (RK_FoundationStack); no redeal.
game numerica-two-decks "Numerica (two decks)"
extends sir-tommy
aliases "Numerica (2 Decks)"
source "PySolFC, Numerica (2 Decks) (games/numerica.py, class Numerica2Decks)"
decks 2                                                   # 104 cards

zone foundation: foundation, 8 piles

zone waste: waste, 6 piles                                # six piles
