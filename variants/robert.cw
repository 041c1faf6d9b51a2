# Robert: the whole deck turned onto one foundation built up or down, the stock gone through
# three times.
# Follows PySolFC's "Robert" (games/golf.py, class Robert): one foundation, started by the first
# card, built up or down regardless of suit, a King and an Ace counting as neighbours
# (BlackHole_Foundation, mod 13), whose cards stay (max_move 0); the other 51 cards are turned one
# at a time onto a waste, whose top card plays to the foundation; the waste is turned back into
# the stock twice (max_rounds 3); won when every card is on the foundation. Turning the first
# stock card is the player's first move (PySolFC turns it at the deal).
game robert "Robert"
source "PySolFC, Robert (games/golf.py, class Robert)"
decks 1

zone foundation: foundation, 1 pile
  deal 1 face up                                          # the first card
  builds either way, wrapping                             # K-A-2 and back
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 51 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation

action turn: 1 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes 3

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
