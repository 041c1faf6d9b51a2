# Beleaguered Castle: the Aces set out first, the other 48 cards open in eight rows of six.
# Follows Wikipedia's "Beleaguered Castle": the four Aces form the foundations, built up in suit
# to the Kings; the rows build down regardless of suit; only the exposed card of a row moves,
# one at a time; an empty row takes any card.
game beleaguered-castle "Beleaguered Castle"
aliases "Laying Siege", "Sham Battle"
source "Wikipedia, Beleaguered Castle"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, one per pile
  builds up in suit
  gives nothing                                           # Wikipedia; PySolFC agrees (max_move 0)

zone tableau: tableau, 8 piles
  deal 6 face up                                          # 48 cards
  builds down                                             # any suit
  gives top card
  empty accepts any card

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
