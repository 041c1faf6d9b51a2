# Emperor: Streets with only the top card of each column face up.
# Follows PySolFC ("Emperor", games/fortythieves.py, and its rules page: "like Forty Thieves,
# but the piles build down by alternate color and only the top card of each pile is face-up"):
# two decks; ten columns of four cards, the bottom three face down; built down in alternating
# colours, one card at a time; a face-down card left on top is turned up; any card fills a space;
# the 64 other cards turned one at a time onto a waste, no redeal; eight foundations up in suit
# from the Aces.
game emperor "Emperor"
extends streets
source "PySolFC, Emperor (games/fortythieves.py; rules page emperor.html)"

zone tableau: tableau, 10 piles
  deal 4, top face up                                     # 40 cards: three face down, one up
  turns up exposed cards

zone foundation: foundation, 8 piles
  gives top card                                          # PySolFC (max_move 1): the top card comes back

progress: more cards in foundation and fewer cards in stock and fewer face-down cards in tableau
