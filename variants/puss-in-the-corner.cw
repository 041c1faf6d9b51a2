# Puss in the Corner: the four Aces set out as foundations, built up by colour; the rest of the
# deck turned one card at a time, each card built on a foundation or laid on one of four
# waste piles in the corners.
# Follows PySolFC's Puss in the Corner (games/numerica.py, class PussInTheCorner, with
# PussInTheCorner_Talon, max_rounds 2) and Morehead & Mott-Smith: the four Aces are dealt to
# the foundations first; the 48 other cards form the stock, turned one card at a time; the
# foundations build up from the Aces by colour, regardless of suit (a red 2 on either red Ace,
# then a red 3 ...); the turned card goes to a foundation or onto one of four corner piles, any
# card on any card (they take one card at a time, only from the stock); the top card of a
# corner pile plays only to a foundation (max_move 1); once the stock is gone, the corner piles
# are gathered in order, each from the top, into a new stock, once. Won when all 52 cards are
# on the foundations.
# Differs from Sir Tommy (sir-tommy.cw), which it extends, in the Aces set out at the start,
# foundations built by colour rather than regardless of suit, and the redeal.
# PySolFC's talon is open (its top card plays at once); here the card is turned into the hand
# first, as in Sir Tommy: the same choices, one turn apart. PySolFC at commit 00e73d25 had no
# redeal; this file followed it until the language could gather several piles into the stock
# ('all from each pile of waste to stock').
game puss-in-the-corner "Puss in the Corner"
extends sir-tommy
source "PySolFC, Puss in the Corner (games/numerica.py); Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"

zone foundation: foundation, 4 piles                      # keeps 'empty accepts A' (never used: no pile empties)
  deal rank A, one of each suit                           # the Aces, set out first
  builds up in same colour                                # a red 2 on a red Ace, any red suit

action redeal: all from each pile of waste to stock, face down, only if stock is empty, only if hand is empty, passes 2   # once: the corners, in order
