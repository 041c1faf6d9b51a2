# Bastion: ten open columns of five built up or down in suit, two cells holding the last cards.
# Follows PySolFC's "Bastion" (games/beleagueredcastle.py, class Bastion): 50 cards dealt face up
# into ten columns of five and the last two into the two cells (one card each); a card goes on
# a card of its suit one rank above or below it (UD_SS_RowStack, no turning the corner), one
# card at a time; any card fills a space; foundations up in suit from the Aces, whose top card
# may come back to a column or a cell (SS_FoundationStack, max_move 1).
game bastion "Bastion"
source "PySolFC, Bastion (games/beleagueredcastle.py, class Bastion)"
decks 1

zone cells: cell, 2 piles
  deal 1 face up                                          # the last two cards
  empty accepts any card
  takes one card at a time
  gives top card to tableau, foundation

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau, cells                        # PySolFC (max_move 1): the top card comes back

zone tableau: tableau, 10 piles
  deal 5 face up                                          # 50 cards
  builds either way in suit
  gives top card                                          # one card at a time (max_move 1)
  empty accepts any card

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
