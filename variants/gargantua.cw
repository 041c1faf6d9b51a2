# Gargantua: Double Klondike, two decks in nine columns of 1..9, the stock turned one card at a
# time and only once.
# Solvitaire's benchmark preset "gargantua" (Blake & Gent): 104 cards; nine columns of 1..9 (45
# cards), only the top cards face up; built down in alternating colours; any built run moves;
# only a King (or a run headed by one) fills a space; eight foundations up in suit from the Aces,
# whose cards may come back to the tableau; the other 59 cards in the stock, turned one at a time.
# Differs from the usual Gargantua (PySolFC: "Double Klondike, but only one redeal"; Morehead &
# Mott-Smith): the preset allows NO redeal, so the stock is gone through once. The redeal is the
# option passes (2 plays the usual game); the default follows the preset, for the benchmark.
game gargantua "Gargantua"
extends klondike-two-deck-9
source "Solvitaire preset gargantua (Blake & Gent, JAIR 85, 2026); PySolFC, Gargantua (with its one redeal as option passes=2)"
option passes: 1, 2, unlimited = 1 "times through the stock (the preset: 1; the usual Gargantua: 2)"
option draw = 1                                           # one card at a time
