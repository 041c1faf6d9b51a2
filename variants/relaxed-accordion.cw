# Relaxed Accordion: Accordion whose piles may also move to the right.
# Follows PySolFC's rules page "Relaxed Accordion" and its code (games/pushpin.py,
# RelaxedAccordion: a pile goes onto the pile one or three places away on either side when their
# top cards share suit or rank; won with one pile). The deal and move options are Accordion's
# (PySolFC starts with three cards in the row; here the row starts empty, as in Accordion).
game relaxed-accordion "Relaxed Accordion"
extends accordion
source "PySolFC rules, Relaxed Accordion (games/pushpin.py)"

zone row: row, 0 piles, growing, closes gaps
  gives whole pile, 1 or 3 places left or right           # onto a neighbour, or over two piles, either way
