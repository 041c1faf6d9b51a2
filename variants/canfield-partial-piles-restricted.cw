# Canfield (partial piles restricted): Canfield in which a built run is split only to free a card
# for the foundations, and a space is filled at once from the reserve, then by any card.
# Solvitaire's benchmark preset "canfield-partial-piles-restricted" (Blake & Gent), the rules of
# its plain "canfield": Canfield's layout (13 cards in the reserve, only its top card available;
# the next card starts the first foundation and sets the base rank of all four; four tableau
# cards); foundations up in suit, turning the corner; the tableau built down in alternating
# colours, turning the corner; the top card and a whole run always move, a part of a run only when
# the card it leaves on top can then go to a foundation; a space is filled at once from the
# reserve, and once the reserve is gone it takes any card (from the waste or the tableau); the
# stock turned three at a time, with no limit on redeals. The standard game (Bicycle) moves only
# the top card or a whole pile: canfield.
# The preset counts the tableau's ranks from the foundations' base: a pile turns the corner
# between King and Ace, but nothing goes on a card of the base rank (so the rank below the
# base goes only into a space or home), where Wikipedia's and Bicycle's Canfield go round.
game canfield-partial-piles-restricted "Canfield (partial piles restricted)"
extends canfield
source "Solvitaire preset canfield-partial-piles-restricted (Blake & Gent, JAIR 85, 2026); Wikipedia, Canfield (solitaire)"
option draw = 3                                           # three cards at a time
option passes = unlimited                                 # redeal without limit

zone tableau: tableau, 4 piles
  builds down in alternate colours, wrapping, nothing on the base rank of foundation  # the preset: not round the base
  gives runs, part of a run only to uncover a card for foundation
  empty accepts any card                                  # once the reserve is gone: any card
  refills from reserve                                    # at once, while the reserve has cards
