# Spaces: Montana whose redeals leave the gaps at random places among those picked up.
# Follows PySolFC's Spaces (games/montana.py, class Spaces, also named Addiction): Montana
# (montana.cw: four rows of thirteen, the Aces out, a gap takes the card one rank above its left
# neighbour in its suit and a 2 at the start of a row, three deals in all) whose redeal
# gathers the cards out of sequence, shuffles them and deals them back one to each place picked
# up but four, chosen at random among those places (Spaces_Talon.getRedealSpaces), instead of
# the place right after each row's sequence.
# PySolFC's family: Montana (GI.GT_MONTANA). Deliberate difference: the places are chosen by
# our own generator, seeded by the position (docs/deals.md), not by PySolFC's random.
game spaces "Spaces"
extends montana
aliases "Addiction"
source "PySolFC, Spaces (games/montana.py, class Spaces)"

when gather is shuffled:
  action redeal: gather tableau out of order, shuffled, deal back leaving the gaps at random, passes deals
when gather is unshuffled:
  action redeal: gather tableau out of order, deal back leaving the gaps at random, passes deals
