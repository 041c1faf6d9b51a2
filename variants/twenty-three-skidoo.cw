# 23 Skidoo: Accordion whose piles jump two or three places to the left, never onto their
# neighbour; won with two piles left, since two piles can never merge.
# Follows PySolFC's rules page "23 Skidoo" and its code (games/pushpin.py: jumps of 2 or 3, won
# when one card less than Accordion's goal has been covered); the deal and move options are
# Accordion's.
game twenty-three-skidoo "23 Skidoo"
extends accordion
aliases "23 Skidoo"                                        # the name can only be an alias: names start with a letter
source "PySolFC rules, 23 Skidoo (games/pushpin.py)"

zone row: row, 0 piles, growing, closes gaps
  gives whole pile, 2 or 3 places left                    # over one or two piles

won if stock is empty and row has 2 piles
