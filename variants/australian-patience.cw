# Australian Patience: Russian Solitaire's moves on seven columns of four open cards, with a stock
# turned once.
# Follows PySolFC ("Australian Patience", games/yukon.py, which extends its Russian Solitaire):
# 28 cards dealt face up into seven columns of four; built down in suit; any face-up card moves
# with everything on it, in sequence or not; only a King (with what lies on it) fills a space;
# the other 24 cards are turned one at a time onto a waste, whose top card plays to the tableau
# or the foundations; no redeal; foundations up in suit from the Aces.
# PySolFC's rules page says "seven piles of three cards", but its code (the game as played)
# deals four rows, and so does this file. The first stock card is not turned at the deal here:
# turning it is the player's first move, as in the other shipped Klondike-type games.
# Foundation cards may come back to the tableau (PySolFC's SS_FoundationStack keeps max_move 1
# here, unlike Yukon's). PySolFC's "Outback Patience" is another game (two decks, eight columns)
# and ships as outback-patience.cw.
game australian-patience "Australian Patience"
extends russian-solitaire
source "PySolFC, Australian Patience (games/yukon.py; rules page australianpatience.html)"

zone tableau: tableau, 7 piles
  deal 4 face up                                          # 28 cards, all open

zone stock: stock, 1 pile
  deal rest face down                                     # 24 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card

action turn: 1 from stock to waste, face up               # one at a time, no redeal

progress: more cards in foundation and fewer cards in stock
