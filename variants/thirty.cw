# Thirty: a 32-card deck in five columns of six and two reserve cards, built down regardless of
# suit with runs moving as a unit.
# Follows the Solvitaire preset "thirty" (Blake & Gent): one deck of the ranks Ace to 8 only (32
# cards); 30 cards in five columns of six, face up; the other two are a reserve of two single
# cards, each available at any time; built down in any suit; a run so built moves as a unit,
# whatever its length; any card or run fills a space; four foundations up in suit from the
# Ace to the 8, whose cards stay there.
# PySolFC's Thirty (rules page "Thirty") is not the same game: its 32 cards are the Ace and 7 to
# King (the 7 follows the Ace on the foundations: the same shape of suit), dealt in six columns
# of five, and only runs in one suit move together. This file follows the preset.
game thirty "Thirty"
source "Solvitaire preset thirty (Blake & Gent, JAIR 85, 2026); PySolFC rules, Thirty (for the differences)"
decks 1
ranks A 2 3 4 5 6 7 8                                     # 32 cards

zone tableau: tableau, 5 piles
  deal 6 face up                                          # 30 cards
  builds down                                             # any suit: a 7 on any 8
  gives runs                                              # a card, or a run built down
  empty accepts any card

zone reserve: reserve, 2 piles
  deal 1 face up                                          # the two cards left, both available
  gives top card
  empty accepts nothing

zone foundation: foundation, 4 piles
  builds up in suit                                       # A, 2, ... 8 of one suit
  empty accepts A
  takes one card at a time                                # a run never goes up whole
  gives nothing                                           # the preset (Solvitaire: foundations not removable)

won if all cards in foundation
progress: more cards in foundation and fewer cards in reserve
score cards in foundation (higher wins)
