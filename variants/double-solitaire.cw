# Double Solitaire: two players race, each on a Klondike layout of their own, onto eight
# shared foundations. Follows the Portuguese seed (shared/seeds/000) and its digest,
# rules DBL-1..DBL-12: the race for two ("Simultaneous Solitaire"), draw 3, unlimited passes.
game double-solitaire "Double Solitaire"
aliases "Simultaneous Solitaire", "Race Solitaire"
source "Seed 000 (Double Solitaire, race for two); digest rules DBL-1..DBL-12"
players 2                                                 # DBL-1
decks 1 per player                                        # DBL-1: each player's own 52 cards

option draw: 3, 1 = 3 "cards turned from the stock at a time (DBL-5; DBL-V1: 1)"
option passes: unlimited, 1, 2, 3 = unlimited "times through the stock (DBL-5; DBL-V2: a number)"
option play: race, alternate = race "race: both play at once (DBL-3); alternate: turns, ending when a player turns the stock (DBL-V3)"

zone tableau: tableau, 7 piles per player                 # DBL-2, DBL-4: one's own columns only
  deal 1..7, top face up                                  # DBL-2
  builds down in alternate colours                        # DBL-4: a red Q on a black K, no wrap
  gives runs                                              # DBL-4: a run, or its lower part
  empty accepts K                                         # DBL-4: a K or a run headed by one
  turns up exposed cards                                  # DBL-4

zone stock: stock, 1 pile per player                      # DBL-2: 24 cards, face down
  deal rest face down
  gives nothing

zone waste: waste, 1 pile per player                      # DBL-5: only the top card is available
  gives top card

zone foundation: foundation, 8 piles, shared              # DBL-2: 8 shared piles, nobody's
  builds up in suit                                       # DBL-6
  empty accepts A                                         # DBL-6
  takes one card at a time                                # DBL-6: a single card
  gives nothing                                           # DBL-6: cards never leave

action turn: draw from stock to waste, face up            # DBL-5: keeping their order
action redeal: all from waste to stock, face down, only if stock is empty, passes passes   # DBL-5

when play is race: use race-play                          # DBL-3
when play is alternate: use alternating-turns             # DBL-V3

won if all own cards in foundation                        # DBL-8
progress: more cards in foundation and fewer face-down cards in tableau and fewer cards in stock, waste   # DBL-9
score cards in foundation by owner (higher wins)          # DBL-10
