# House on the Hill: House in the Wood with four foundations up from the Aces and four down from
# the Kings.
# Follows PySolFC's "House on the Hill" (games/fan.py, class HouseOnTheHill, which extends its
# House in the Wood): one foundation of each suit builds up from its Ace, another down from its
# King (SS_FoundationStack, base rank King, dir -1); their top cards may come back (max_move 1);
# otherwise House in the Wood.
game house-on-the-hill "House on the Hill"
extends house-in-the-wood
source "PySolFC, House on the Hill (games/fan.py, class HouseOnTheHill)"

zone foundation: foundation, 4 piles, from scratch        # up from the Aces
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # max_move 1

zone descending: foundation, 4 piles                      # down from the Kings
  builds down in suit
  empty accepts K
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # max_move 1

won if all cards in foundation, descending
progress: more cards in foundation, descending
score cards in foundation, descending (higher wins)
