# Somerset: ten open columns in a triangle of 1 to 8, 8, 8, built down in alternating colours.
# Follows PySolFC's rules page "Somerset" for the layout and building (ten columns of 1, 2, ...
# 8 cards and two more of 8; built down in alternating colours, one card at a time; foundations
# up in suit from the Aces) and the Solvitaire benchmark preset somerset for what that page
# leaves open or says otherwise: any card fills a space, and foundation cards may come back to
# the columns.
game somerset "Somerset"
source "Solvitaire preset somerset (Blake & Gent, JAIR 85, 2026); PySolFC rules, Somerset"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # the preset: foundation cards may come back

zone tableau: tableau, 10 piles
  deal 1 2 3 4 5 6 7 8 8 8 face up                        # 52 cards: the triangle stops at 8
  builds down in alternate colours
  gives top card                                          # one card at a time
  empty accepts any card

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
