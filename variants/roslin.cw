# Roslin: Yukon whose columns build up or down in alternating colours.
# Follows PySolFC's "Roslin" (games/yukon.py, class Roslin, which extends its Yukon): Yukon's deal
# (seven columns of 1 to 7 cards, the top one face up, then four more face up on columns 2-7);
# a card goes on a card of the other colour one rank above or below it; any face-up card moves
# with everything on it, in sequence or not; only a King (with what lies on it) fills a space;
# foundations up in suit from the Aces, whose cards stay there (Yukon's foundations, max_move 0).
game roslin "Roslin"
extends yukon
aliases "Roslyn"
source "PySolFC, Roslin (games/yukon.py, class Roslin)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 7 piles
  builds either way in alternate colours                  # a red 6 on a black 5 or 7
