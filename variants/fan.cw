# Fan: eighteen fans built down in suit, only a King in a space; the Solvitaire preset fan.
# The common game (PySolFC's rules page "Fan") deals seventeen fans of three and one of a
# single card, builds down in suit one card at a time, fills a space only with a King, and
# keeps the foundation cards. The Solvitaire preset fan, which this file follows so that
# benchmark results compare, differs in two ways:
# - the deal goes round-robin over the 18 fans: sixteen of three and two of two;
# - foundation cards may come back to the fans.
game fan "Fan"
source "Solvitaire preset fan (Blake & Gent, JAIR 85, 2026); PySolFC rules, Fan"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # the preset: foundation cards may come back

zone tableau: tableau, 18 piles
  deal rest face up                                       # round-robin: 16 fans of 3, then 2 of 2
  builds down in suit
  gives top card                                          # one card at a time
  empty accepts K                                         # only a King fills a space

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
