# Monte Carlo with two decks: the same grid of five by five, a stock of 79.
# Follows PySolFC's Monte Carlo (2 Decks) (games/montecarlo.py, class MonteCarlo2Decks, which
# is MonteCarlo itself dealt from two decks): pairs of a rank that touch are discarded, the deal
# closes the grid up and refills it. Two cards of a rank may now be twins (the same card of
# each deck); they pair like any two. Won when all 104 cards are discarded.
game monte-carlo-2-decks "Monte Carlo (2 Decks)"
extends monte-carlo
source "PySolFC, Monte Carlo (2 Decks) (games/montecarlo.py, class MonteCarlo2Decks)"
decks 2                                                   # 104 cards: a stock of 79
