# Flower Garden: six flower beds of six built down regardless of suit, a bouquet of sixteen.
# Follows Wikipedia's "Flower Garden (card game)", PySolFC's rules page "Flower Garden" and the
# Solvitaire benchmark preset flower-garden: 36 cards face up in six columns (the flower beds)
# of six, built down regardless of suit, one card at a time; any card fills a space; the other
# sixteen cards form the bouquet, each card on its own and all of them available, played to
# the beds or the foundations, never refilled; foundations up in suit from the Ace. The
# preset, unlike the common game, lets foundation cards come back to the beds; this file
# follows the preset.
game flower-garden "Flower Garden"
aliases "The Bouquet", "The Garden"
source "Solvitaire preset flower-garden (Blake & Gent, JAIR 85, 2026); Wikipedia, Flower Garden (card game); PySolFC rules, Flower Garden"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # the preset: foundation cards may come back

zone tableau: tableau, 6 piles
  deal 6 face up                                          # the flower beds: 36 cards
  builds down                                             # any suit
  gives top card                                          # one card at a time
  empty accepts any card

zone reserve: reserve, 16 piles
  deal 1 face up                                          # the bouquet: sixteen single cards
  gives top card to foundation, tableau                   # nothing is ever put back here

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
