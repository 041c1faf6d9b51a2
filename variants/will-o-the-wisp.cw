# Will o' the Wisp: Spiderette started from seven columns of three.
# Follows Wikipedia's "Spiderette" (its section on Will o' the Wisp, by Morehead and
# Mott-Smith): 21 cards in seven columns of three, the top card of each face up; otherwise
# played as Spiderette.
# Where the Solvitaire benchmark preset will-o-the-wisp (Blake & Gent, JAIR 85, 2026) differs:
# all 21 cards are dealt face up, and a row may be dealt from the stock at any time, empty
# columns or not (option rules=solvitaire; the default, rules=wikipedia, follows Wikipedia).
game will-o-the-wisp "Will o' the Wisp"
extends spiderette
source "Wikipedia, Spiderette: Will o' the Wisp; Solvitaire preset will-o-the-wisp (Blake & Gent, JAIR 85, 2026) for rules=solvitaire"

option rules: wikipedia, solvitaire = wikipedia "wikipedia: three cards a column, the top one face up, a row dealt only when no column is empty (Wikipedia); solvitaire: all face up, a row dealt at any time (the Solvitaire benchmark preset will-o-the-wisp)"

zone tableau: tableau, 7 piles
  deal 3, top face up                                     # 21 cards

when rules is solvitaire:
  zone tableau: tableau, 7 piles
    deal 3 face up                                        # the preset: the whole layout open
