# Northwest Territory (partial piles restricted): another name Solvitaire gives
# northwest-territory: a built run is split only to free a card for the foundations.
# Solvitaire's benchmark preset "northwest-territory-partial-piles-restricted" (Blake & Gent) has
# exactly the rules of its "northwest-territory" (northwest-territory.cw); the file keeps the
# benchmark's name.
game northwest-territory-partial-piles-restricted "Northwest Territory (partial piles restricted)"
extends northwest-territory
source "Solvitaire preset northwest-territory-partial-piles-restricted (Blake & Gent, JAIR 85, 2026); PySolFC, Northwest Territory"
