# Chequers: two decks almost fully open, foundations building both ways.
# Follows the Portuguese seed (shared/seeds/002) and its digest, rules CHQ-1..CHQ-11.
game chequers "Chequers"
aliases "Checkers"
source "Seed 002 (Paciência Chequers); digest rules CHQ-1..CHQ-11"
decks 2                                                   # CHQ-1: 104 cards

option refill: automatic, manual = automatic "automatic: an emptied tableau pile takes the reserve top at once (CHQ-9); manual: the player moves it (CHQ-V1)"

zone tableau: tableau, 25 piles
  deal 4 face up                                          # CHQ-1
  builds either way in suit, wrapping                     # CHQ-7: K on A and A on K
  gives top card                                          # CHQ-8: one card at a time
  empty accepts any card                                  # CHQ-9: once the reserve is exhausted
  refills from reserve                                    # CHQ-9: at once, after every move

zone reserve: reserve, 1 pile
  deal rest, top face up                                  # CHQ-1: 4 cards, only the top face up
  gives top card to ascending, descending, tableau        # CHQ-10
  turns up exposed cards                                  # CHQ-10

zone ascending: foundation, 4 piles                       # CHQ-2
  builds up in suit                                       # CHQ-3
  empty accepts A
  one pile per suit                                       # CHQ-5
  gives top card to tableau                               # CHQ-6

zone descending: foundation, 4 piles                      # CHQ-2
  builds down in suit                                     # CHQ-4
  empty accepts K
  one pile per suit                                       # CHQ-5
  gives top card to tableau                               # CHQ-6

when refill is manual:                                    # CHQ-V1: the player moves the reserve top
  zone tableau: tableau, 25 piles
    refills from reserve, by hand

won if all cards in ascending, descending                 # CHQ-11
progress: more cards in ascending, descending and fewer cards in reserve
score cards in ascending, descending (higher wins)
