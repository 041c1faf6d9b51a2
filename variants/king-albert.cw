# King Albert: nine columns in a triangle, the seven cards left in reserve.
# Follows the Solvitaire benchmark preset king-albert, Wikipedia's "King Albert (solitaire)" and
# PySolFC's rules page "King Albert" (like Raglan, with a different layout, seven reserve cards
# and the foundations empty at the start): 45 cards face up in nine columns of 1, 2, ... 9
# cards (Wikipedia lays the same triangle out from 9 down to 1), built down in alternating
# colours, one card at a time (PySolFC's row stacks have max_move 1, so no run moves, not
# even into a space; the preset and Wikipedia agree); any card fills a space; the last seven cards form a reserve, each card on
# its own and all of them available, played to the columns or the foundations, never
# refilled; foundations up in suit from the Ace; foundation cards are still in play and may
# come back to the columns (as PySolFC and the preset say).
game king-albert "King Albert"
aliases "Idiot's Delight"
source "Solvitaire preset king-albert (Blake & Gent, JAIR 85, 2026); Wikipedia, King Albert (solitaire); PySolFC rules, King Albert"
decks 1

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau                               # foundation cards may come back

zone tableau: tableau, 9 piles
  deal 1..9 face up                                       # 45 cards
  builds down in alternate colours
  gives top card                                          # one card at a time
  empty accepts any card

zone reserve: reserve, 7 piles
  deal 1 face up                                          # seven single cards, all available
  gives top card to foundation, tableau                   # nothing is ever put back here

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
