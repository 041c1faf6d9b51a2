# Penguin: the whole deck open in seven columns of seven; the first card dealt, the beak, sets
# the foundations' base rank.
# Follows David Parlett's Penguin (also "Beak and Flipper") as PySolFC codes it (games/
# bakersgame.py, class Penguin, and its rules page "Penguin"): 49 cards face up in 7 columns of
# 7; the first card dealt (the beak, at the bottom of the first column) fixes the base rank, and
# the three other cards of that rank start three foundations at once; foundations build up in
# suit from the base, turning the corner from King to Ace; columns build down in suit, from Ace
# to King too; an empty column takes only a card one rank below the base (or a run from one);
# seven cells (the flipper) hold one card each; cards on the foundations stay there; won when
# all 52 cards are on the foundations.
# Where the sources differ: PySolFC moves a run in suit as a unit whatever the cells (option
# runs=unlimited, the default); Wikipedia's "Penguin (solitaire)" lets a run move only when
# there are enough free cells for it, as in FreeCell (runs=cells: the language's limit, (free
# cells + 1) x 2^(empty columns), also counts the empty columns, which take only the rank below
# the base here).
game penguin "Penguin"
aliases "Beak and Flipper"
source "Parlett, Penguin; PySolFC, Penguin (games/bakersgame.py) and its rules page; Wikipedia, Penguin (solitaire) for runs=cells"
decks 1

option runs: unlimited, cells = unlimited "unlimited: a run in suit moves whatever the cells (PySolFC); cells: only as many cards as free cells allow (Wikipedia)"

zone cells: cell, 7 piles                                 # the flipper
  empty accepts any card                                  # one card per cell
  takes one card at a time
  gives top card to tableau, foundation

zone foundation: foundation, 4 piles
  deal the other cards of the base rank of tableau        # the beak's three fellows start three foundations
  builds up in suit, wrapping                             # K then A from a higher base
  empty accepts the base rank                             # the fourth foundation waits for the beak
  one pile per suit
  takes one card at a time
  gives nothing                                           # PySolFC: max_move=0; Wikipedia: cards stay

zone tableau: tableau, 7 piles
  deal 7 face up                                          # the first card dealt, under column 1, is the beak
  builds down in suit, wrapping                           # an Ace takes a King
  gives runs                                              # PySolFC: a run in suit moves whatever the cells
  empty accepts the rank below the base rank of foundation    # a space takes only the rank below the base

when runs is cells:
  zone tableau: tableau, 7 piles
    gives runs, as many as free cells allow

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
