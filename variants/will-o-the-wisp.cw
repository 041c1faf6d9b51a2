# Will o' the Wisp: Spiderette started from seven columns of three.
# Follows Wikipedia's "Spiderette" (its section on Will o' the Wisp, by Morehead and
# Mott-Smith): 21 cards in seven columns of three, the top card of each face up; otherwise
# played as Spiderette.
game will-o-the-wisp "Will o' the Wisp"
extends spiderette
source "Wikipedia, Spiderette: Will o' the Wisp"

zone tableau: tableau, 7 piles
  deal 3, top face up                                     # 21 cards
