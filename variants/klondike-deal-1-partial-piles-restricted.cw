# Klondike (deal 1, partial piles restricted): another name Solvitaire gives klondike-deal-1: the
# stock turned one card at a time, a built run split only to free a card for the foundations.
# Solvitaire's benchmark preset "klondike-deal-1-partial-piles-restricted" (Blake & Gent) has
# exactly the rules of its "klondike-deal-1" (klondike-deal-1.cw); the file keeps the benchmark's
# name.
game klondike-deal-1-partial-piles-restricted "Klondike (deal 1, partial piles restricted)"
extends klondike-deal-1
source "Solvitaire preset klondike-deal-1-partial-piles-restricted (Blake & Gent, JAIR 85, 2026); Wikipedia, Klondike (solitaire)"
