# Puss in the Corner: the four Aces set out as foundations, built up by colour; the rest of the
# deck turned one card at a time, each card built on a foundation or laid on one of four
# waste piles in the corners.
# Follows PySolFC's Puss in the Corner as coded in games/numerica.py at commit 00e73d25
# (shlomif/PySolFC; class PussInTheCorner): the four Aces are dealt to the foundations
# first; the 48 other cards form an open stock whose top card plays; the foundations build up
# from the Aces by colour, regardless of suit (a red 2 on either red Ace, then a red 3 ...);
# the top card of the stock goes to a foundation or onto one of four corner piles, any card on
# any card (they take one card at a time, only from the stock); the top card of a corner pile
# plays only to a foundation (max_move 1); no redeal. Won when all 52 cards are on the
# foundations.
# Differs from Sir Tommy (sir-tommy.cw), which it extends, in the Aces set out at the start and
# foundations built by colour rather than regardless of suit.
# Later PySolFC (games/numerica.py, PussInTheCorner_Talon, max_rounds=2) and Morehead &
# Mott-Smith allow one redeal: the four corner piles gathered, in order, to form a new stock.
# The language cannot gather several piles into the stock in a set order, so this file follows
# the older code, with no redeal.
game puss-in-the-corner "Puss in the Corner"
extends sir-tommy
source "PySolFC, Puss in the Corner (games/numerica.py, commit 00e73d25, no redeal)"

zone foundation: foundation, 4 piles                      # keeps 'empty accepts A' (never used: no pile empties)
  deal rank A, one of each suit                           # the Aces, set out first
  builds up in same colour                                # a red 2 on a red Ace, any red suit
