# Red and Black: eight columns built down in alternating colours, runs moving, and foundations
# built up in alternating colours from the Aces, which are set out first.
# Follows PySolFC ("Red and Black", games/fortythieves.py, and its rules page: "like Forty
# Thieves, but the 8 piles build down by alternate color, the foundations build up by alternate
# color, and sequences can be moved"): two decks; the eight Aces start the foundations; eight
# cards dealt face up, one to each column; a run in alternating colours moves as a unit; any card
# or run fills a space; the 88 other cards turned one at a time onto a waste, no redeal; each
# foundation builds up from its Ace in alternating colours, any suit (a red 2 on a black Ace).
game red-and-black "Red and Black"
extends forty-thieves
source "PySolFC, Red and Black (games/fortythieves.py; rules page redandblack.html)"

zone tableau: tableau, 8 piles
  deal 1 face up                                          # eight cards, one per column
  builds down in alternate colours                        # a red 9 on a black 10
  gives runs                                              # a run in alternating colours moves together

zone foundation: foundation, 8 piles
  gives top card                                          # PySolFC (max_move 1): the top card comes back
  deal rank A, one of each suit                           # the eight Aces: S H D C S H D C
  builds up in alternate colours                          # a red 2 on a black Ace, a black 3 on it
  takes one card at a time                                # runs go to the foundations card by card
