# Simple Simon: Spider with one deck, no stock and every card face up.
# Follows the Solvitaire preset "simple-simon" (Blake & Gent), which is the common game as
# Wikipedia's "Simple Simon (solitaire)" and PySolFC's rules page "Simple Simon" give it: all 52
# cards face up in ten columns of 8, 8, 8, 7, 6, 5, 4, 3, 2 and 1; built down regardless of
# suit; only runs in one suit move together; any card or run fills a space; a complete suit,
# King down to Ace, is removed to a foundation; won with the four suits removed.
# (Solvitaire's "diagonal deal" lays the same counts out the other way round, 1 2 ... 8 8 8;
# with no stock the order of the columns changes nothing.)
game simple-simon "Simple Simon"
source "Solvitaire preset simple-simon (Blake & Gent, JAIR 85, 2026); Wikipedia, Simple Simon (solitaire); PySolFC rules, Simple Simon"
decks 1

zone tableau: tableau, 10 piles
  deal 8 8 8 7 6 5 4 3 2 1 face up                        # 52 cards
  builds down                                             # any suit: a 9 on any 10
  gives runs down in suit                                 # only runs in one suit move together
  empty accepts any card                                  # any card or run fills a space

zone foundation: foundation, 4 piles
  collects complete suits from tableau                    # a K..A run in suit is removed at once
  gives nothing                                           # a removed suit is out of play (the preset, Wikipedia)

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
