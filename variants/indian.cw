# Indian: Forty Thieves on columns of three, built down in any suit but the card's own.
# Follows PySolFC ("Indian", games/fortythieves.py, and its rules page: "like Forty Thieves, but
# the piles build down by any suit but own"): two decks; ten columns of three cards, the bottom
# one face down and the other two face up; a card goes on the next higher card of another suit,
# one card at a time; a face-down card left on top is turned up; any card fills a space; the 74
# other cards turned one at a time onto a waste, no redeal; eight foundations up in suit from the
# Aces.
game indian "Indian"
extends forty-thieves
source "PySolFC, Indian (games/fortythieves.py; rules page indian.html)"

zone tableau: tableau, 10 piles
  deal 3, bottom 1 face down                              # 30 cards: one face down, two up
  builds down in other suits                              # a 9 on any 10 but its own suit's
  turns up exposed cards

zone foundation: foundation, 8 piles
  gives top card                                          # PySolFC (max_move 1): the top card comes back

progress: more cards in foundation and fewer cards in stock and fewer face-down cards in tableau
