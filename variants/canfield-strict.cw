# Canfield (strict): Canfield in which piles move between columns only whole, a top card alone
# only home, and a space is filled at once from the reserve, then from the waste.
# Solvitaire's benchmark preset "canfield-strict" (Blake & Gent): Canfield's layout (13 cards in
# the reserve, only its top card available; the next card starts the first foundation and sets
# the base rank of all four; four tableau cards); foundations up in suit, turning the corner; the
# tableau built down in alternating colours; between columns only WHOLE piles move ("whole-pile"),
# a top card alone only home; a space is filled at once from the reserve; the stock turned three
# at a time, with no limit on redeals.
# The preset counts the tableau's ranks from the foundations' base: a pile turns the corner
# between King and Ace, but nothing goes on a card of the base rank (so the rank below the
# base goes only into a space or home), where Wikipedia's and Bicycle's Canfield go round.
# Bicycle's rules (and PySolFC) also move a top card onto another column, and fill a space from
# the waste at the player's choice once the reserve is gone.
# Where it still differs from the preset: once the reserve is gone, the preset fills a space from
# the stock and waste at the player's choice (any card the turns can reach), holding back every
# other column move until it is filled; this file fills it at once with the waste's top card (a
# space left while the waste is empty takes the next waste card, no other).
game canfield-strict "Canfield (strict)"
extends canfield
source "Solvitaire preset canfield-strict (Blake & Gent, JAIR 85, 2026); Bicycle, Canfield; Wikipedia, Canfield (solitaire)"
option draw = 3                                           # three cards at a time
option passes = unlimited                                 # redeal without limit

zone tableau: tableau, 4 piles
  builds down in alternate colours, wrapping, nothing on the base rank of foundation  # the preset: not round the base
  gives top card or whole pile, part of a pile only to foundation  # the preset: between columns, whole piles only
  empty accepts any card from waste                       # only when the reserve and waste were empty
  refills from reserve, then waste                        # at once: the reserve's top, else the waste's
