# Trigon: Klondike built down in suit, the stock turned one card at a time.
# Solvitaire's benchmark preset "trigon" (Blake & Gent): seven columns of 1..7, only the top cards
# face up; built down IN SUIT; any built run moves; only a King (or a run headed by one) fills a
# space; foundations up in suit from the Aces, and their cards never come back; the stock turned
# one card at a time, with no limit on redeals. These are PySolFC's Trigon ("like Klondike, but
# piles build down by suit"; unlimited redeals), played without moves off the foundations.
game trigon "Trigon"
extends klondike
source "Solvitaire preset trigon (Blake & Gent, JAIR 85, 2026); PySolFC, Trigon"
option draw = 1                                           # one card at a time
option passes = unlimited                                 # redeal without limit

zone foundation: foundation, 4 piles
  gives nothing                                           # foundation cards stay

zone tableau: tableau, 7 piles
  builds down in suit                                     # a 9 of spades only on the 10 of spades
