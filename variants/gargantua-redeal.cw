# Gargantua (redeal): Gargantua with the stock redealt without limit, which is PySolFC's Double
# Klondike.
# Solvitaire's benchmark preset "gargantua-redeal" (Blake & Gent): gargantua with unlimited
# redeals: 104 cards; nine columns of 1..9, only the top cards face up; built down in alternating
# colours; any built run moves; only a King (or a run headed by one) fills a space; foundation
# cards may come back; the other 59 cards in the stock, turned one at a time, redealt without
# limit. The usual Gargantua has exactly one redeal (gargantua.cw, option passes=2); with no
# limit the game is PySolFC's "Double Klondike".
game gargantua-redeal "Gargantua (unlimited redeals)"
extends gargantua
aliases "Double Klondike"
source "Solvitaire preset gargantua-redeal (Blake & Gent, JAIR 85, 2026); PySolFC, Double Klondike"
option passes = unlimited                                 # redeal without limit
