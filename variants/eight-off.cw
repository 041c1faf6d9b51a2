# Eight Off: eight columns of six, eight cells of which four are dealt a card, built down in
# suit; only a King fills an empty column.
# Follows Wikipedia's "Eight Off": cards are moved one at a time (free cells only make longer
# sequences possible card by card), and most rules allow only Kings in an emptied column.
# Sequences therefore move one card at a time here: the language's "as many as free cells
# allow" counts empty columns as storage, which Eight Off's King-only columns are not.
game eight-off "Eight Off"
aliases "Eight Off Solitaire"
source "Wikipedia, Eight Off"
decks 1

zone tableau: tableau, 8 piles
  deal 6 face up                                          # 48 cards in 8 columns of 6
  builds down in suit
  gives top card                                          # one card at a time
  empty accepts K

zone cells: cell, 8 piles
  deal 1 1 1 1 0 0 0 0 face up                            # the last 4 cards: one in each of 4 cells
  empty accepts any card
  takes one card at a time
  gives top card to tableau, foundation

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  gives nothing                                           # Wikipedia: cards stay; PySolFC lets the top card come back

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
