# Gaps: four rows of thirteen with the Aces taken out; fill each gap with the card that follows
# its left neighbour in suit, until every row runs from 2 to King.
# Follows Wikipedia's "Gaps" and Wikibooks' "Solitaire card games/Gaps": all 52 cards face up
# in four rows of thirteen; the Aces are removed, leaving four gaps; a gap takes the card of the
# same suit one rank higher than the card to its left; a gap at the left end of a row takes any
# 2; nothing goes after a King or after another gap. When stuck, the cards not in order (a row
# is in order from a 2 at its left end, up in suit) are gathered, shuffled and dealt again,
# leaving one gap right after each row's sequence, as Morehead & Mott-Smith, Cadogan and
# PySolFC deal them; Wikibooks tells it without the shuffle, which the option `gather` keeps.
# Three deals in all (some play four, some no limit: the option). Won with every row from 2 to
# King in one suit.
game gaps "Gaps"
aliases "Vacancies"
source "Wikipedia, Gaps; Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games; PySolFC rules, Gaps; Wikibooks, Solitaire card games/Gaps"
decks 1

option gather: shuffled, unshuffled = shuffled "how a redeal gathers the cards: shuffled (Morehead & Mott-Smith, Cadogan, PySolFC) or in order (Wikibooks)"
option deals: 1, 3, 4, unlimited = 3 "deals in all: the first one and the redeals (1: no redeal)"

zone tableau: tableau, 52 piles
  deal 1 face up                                          # every card, one in each place
  rows of 13
  gives top card to tableau                               # a card moves only into a gap
  empty accepts up in suit from its left neighbour, or 2 at the start of a row

zone aces: foundation, 4 piles
  collects A from tableau                                 # the Aces leave at once: four gaps
  gives nothing                                           # the Aces are out of play (Wikipedia, Morehead & Mott-Smith)

when gather is shuffled:
  action redeal: gather tableau out of order, shuffled, deal back leaving a gap in each row, passes deals
when gather is unshuffled:
  action redeal: gather tableau out of order, deal back leaving a gap in each row, passes deals

won if tableau is in order
lost if no moves
progress: more cards in order in tableau
score cards in order in tableau (higher wins)             # a point for each card in order
