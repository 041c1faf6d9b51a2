# Canfield (auto reserve then waste): Canfield in which a built run is split only to free a card
# for the foundations, and a space is filled at once from the reserve, then from the waste by
# the player.
# Solvitaire's benchmark preset "canfield-auto-reserve-then-waste" (Blake & Gent): Canfield's
# layout (13 cards in the reserve, only its top card available; the next card starts the first
# foundation and sets the base rank of all four; four tableau cards); foundations up in suit,
# turning the corner; the tableau built down in alternating colours, turning the corner; the top
# card and a whole run always move, a part of a run only when the card it leaves on top can then
# go to a foundation ("partial piles restricted"); a space is filled at once from the reserve, and
# once the reserve is gone from the waste ("auto reserve then waste"); the stock turned three at a
# time, with no limit on redeals. The standard game (Bicycle) moves only the top card or a whole
# pile: canfield.
# The preset counts the tableau's ranks from the foundations' base: a pile turns the corner
# between King and Ace, but nothing goes on a card of the base rank (so the rank below the
# base goes only into a space or home), where Wikipedia's and Bicycle's Canfield go round.
# Once the reserve is gone the preset fills a space from the stock and waste at the player's
# choice (any card the turns can reach), as this file does. Where it still differs from the
# preset: the preset holds back every other column move until the space is filled; this file
# lets them come first.
game canfield-auto-reserve-then-waste "Canfield (auto reserve then waste)"
extends canfield
source "Solvitaire preset canfield-auto-reserve-then-waste (Blake & Gent, JAIR 85, 2026); Wikipedia, Canfield (solitaire)"
option draw = 3                                           # three cards at a time
option passes = unlimited                                 # redeal without limit

zone tableau: tableau, 4 piles
  builds down in alternate colours, wrapping, nothing on the base rank of foundation  # the preset: not round the base
  gives runs, part of a run only to uncover a card for foundation
  empty accepts any card from waste                       # once the reserve is gone, at the player's choice
  refills from reserve                                    # at once, while the reserve has cards
