# Bayan: Accordion in which two matching cards leave the row together.
# Follows PySolFC's rules page "Bayan" ("like Accordion, but when you move a pile, both cards
# are removed") and its code (games/pushpin.py, Bayan, formerly its Accordion): a card goes onto
# the card one or three places away, on either side, when they share suit or rank, and both are
# removed; the gaps close; won when every card is removed. The deal and move options are
# Accordion's (PySolFC starts with three cards in the row, here the row starts empty).
game bayan "Bayan"
extends accordion
source "PySolFC rules, Bayan (games/pushpin.py)"

zone row: row, 0 piles, growing, closes gaps
  gives top card, 1 or 3 places left or right             # a card never lies on another here
  removes pairs to foundation                             # the card and the one it matches leave

zone foundation: foundation, 1 pile                       # the removed pairs
  gives nothing                                           # discarded cards are out of play (PySolFC)

won if all cards in foundation
score cards in foundation (higher wins)
