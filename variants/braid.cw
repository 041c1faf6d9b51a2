# Braid: a braid of twenty cards feeding four spaces, eight foundations built up or down from
# the rank of a card turned at the start, all the same way once one of them has gone a way.
# Follows PySolFC's Braid (games/braid.py, class Braid): two decks; twenty cards face up in the
# braid, whose top card plays only to the foundations (Braid_BraidStack); four spaces beside
# it, one card each, refilled from the braid at once while it lasts and then taking any card
# (Braid_RowStack); eight reserves of one card each, refilled only from the waste
# (Braid_ReserveStack); the next card starts the foundations: its rank is the base of all eight,
# each built in suit one rank up or down, round the corner, and once a foundation holds two
# cards every foundation builds the way it went (Braid_Foundation, getFoundationDir); cards
# stay on the foundations (max_move 0). The stock is turned one card at a time onto a waste,
# three times through in all (max_rounds 3). Won when all 104 cards are on the foundations.
# PySolFC's foundations come two to a suit; here any card of the base rank starts an empty
# foundation and each builds in its suit, which comes to the same. PySolFC turns the first
# stock card onto the waste as part of the deal; here that is the player's first move.
game braid "Braid"
aliases "Der Zopf", "Plait", "Pigtail"
source "PySolFC, Braid (games/braid.py)"
decks 2

zone braid: reserve, 1 pile
  deal 20 face up                                         # every card of the braid shows
  gives top card to foundation                            # never to a space or a reserve

zone tableau: tableau, 4 piles                            # the spaces beside the braid
  deal 1 face up
  holds at most 1 cards
  refills from braid                                      # at once, while the braid lasts
  empty accepts any card                                  # then any one card
  gives top card to foundation, tableau

zone reserve: reserve, 8 piles
  deal 1 face up
  holds at most 1 cards
  empty accepts any card from waste                       # only from the waste
  gives top card to foundation, tableau

zone foundation: foundation, 8 piles
  deal 1 0 0 0 0 0 0 0 face up                            # the base card
  builds either way in suit, wrapping                     # up or down, K-A-2 round the corner
  once a pile is built up or down, every pile builds that way
  empty accepts the base rank                             # the other seven start with that rank
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 71 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation, tableau, reserve

action turn: 1 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes 3

won if all cards in foundation
lost if no moves
progress: more cards in foundation and fewer cards in braid
score cards in foundation (higher wins)
