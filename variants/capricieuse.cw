# Capricieuse: Nationale whose tableau may be gathered up and dealt again twice.
# Follows PySolFC's code (games/capricieuse.py, Capricieuse: the twelve piles build up or down
# in suit without turning the corner between King and Ace, one card at a time, any card in a
# space; twice, the player may pick up the whole tableau, pile after pile and without
# shuffling, and deal it again one card at a time across the twelve piles: three deals in all).
# PySolFC's rules page says the same in short ("like Nationale, but with two redeals"). The
# Aces, Kings and foundations are Nationale's.
game capricieuse "Capricieuse"
extends nationale
source "PySolFC rules, Capricieuse (games/capricieuse.py)"

zone tableau: tableau, 12 piles
  builds either way in suit                               # up or down in suit; no King-Ace corner

action redeal: gather tableau, deal back, passes 3   # two redeals: three deals in all

