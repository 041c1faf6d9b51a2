# Ultra Klondike (two decks): two decks in twelve columns of 1..12, a short stock turned three at
# a time.
# Solvitaire's benchmark preset "ultra-klondike-2-deck" (Blake & Gent): 104 cards; twelve columns
# of 1..12 (78 cards), only the top cards face up; built down in alternating colours; any built
# run moves; only a King (or a run headed by one) fills a space; eight foundations up in suit
# from the Aces, whose cards may come back to the tableau; the other 26 cards in the stock,
# turned three at a time, with no limit on redeals. It is klondike-two-deck-9 with twelve columns
# (PySolFC's twelve-column two-deck Klondikes, such as Big Deal, play with other rules).
game ultra-klondike-2-deck "Ultra Klondike (two decks)"
extends klondike-two-deck-9
source "Solvitaire preset ultra-klondike-2-deck (Blake & Gent, JAIR 85, 2026)"

zone tableau: tableau, 12 piles
  deal 1..12, top face up                                 # 78 cards; the stock keeps 26
