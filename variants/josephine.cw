# Josephine: Forty Thieves in which runs move as a unit.
# Follows PySolFC ("Josephine", games/fortythieves.py, and its rules page: "like Forty Thieves,
# but sequences of cards may be moved together"): two decks; ten columns of four, face up;
# built down in suit; a run in suit moves as a unit, whatever its length; any card or run fills
# a space; the 64 other cards turned one at a time onto a waste, no redeal; eight foundations up
# in suit from the Aces.
game josephine "Josephine"
extends forty-thieves
source "PySolFC, Josephine (games/fortythieves.py; rules page josephine.html)"

zone tableau: tableau, 10 piles
  gives runs                                              # a run in suit moves together

zone foundation: foundation, 8 piles
  gives top card                                          # PySolFC (max_move 1): the top card comes back
  takes one card at a time                                # runs go to the foundations card by card
