# Terrace: two decks; a terrace of eleven cards plays only to the foundations; the first card
# played to a foundation, chosen from four cards, sets the base rank of all eight.
# Follows PySolFC's rules page "Terrace" and its code (games/terrace.py, class Terrace), as
# Wikipedia's "Queen of Italy" tells it: eleven cards dealt face up to a reserve, the terrace, whose top card
# only plays, and only to the foundations; four cards dealt to the first four of nine tableau
# piles; one of them is played to a foundation and sets the base rank of all eight foundations;
# then the gap and the five other piles are dealt a card each. The foundations build up in
# alternating colours from the base, turning the corner (K, A, 2 ...); the tableau builds down
# in alternating colours, also turning the corner, one card at a time; an emptied tableau pile
# is filled at once from the waste, or from the stock when the waste is empty, and only once
# both are gone may a tableau card be moved into it; the stock is turned one card at a time onto
# the waste, whose top card plays to the foundations or the tableau; no redeal.
# The language says the chosen base (`empty accepts the base rank, chosen by the first card
# played`) and the five cards dealt after it (`refills from waste, then stock`: the empty piles
# are filled by the first move, not by the deal), and it holds the stock back until then
# (`unless tableau has an empty pile`: after the first move no pile stays empty while the stock
# has cards). It cannot make the first move be one of the four cards to a foundation: here the
# reserve's top card may also be that first foundation card, and the four cards may first be
# built on each other or moved into an empty pile, which deals the other piles at once. PySolFC
# allows none of these before the base is chosen.
# PySolFC's own "Queen of Italy" (class QueenOfItaly) is another game: its foundation cards may
# come back to the tableau and its spaces are never filled from the waste or the stock. This file
# does not take that name.
game terrace "Terrace"
source "PySolFC rules, Terrace (games/terrace.py); Wikipedia, Queen of Italy"
decks 2

zone reserve: reserve, 1 pile                             # the terrace
  deal 11 face up                                         # spread: all seen, only the top plays
  gives top card to foundation                            # never to the tableau

zone foundation: foundation, 8 piles
  builds up in alternate colours, wrapping                # from the base: ... Q K A 2 ...
  empty accepts the base rank, chosen by the first card played
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 9 piles
  deal 1 1 1 1 0 0 0 0 0 face up                          # the four cards to choose from
  builds down in alternate colours, wrapping              # a black K on a red A
  gives top card                                          # one card at a time
  refills from waste, then stock                          # a gap is filled at once
  empty accepts any card from tableau                     # once the waste and the stock are gone

zone stock: stock, 1 pile
  deal rest face down                                     # 89 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation, tableau

action turn: 1 from stock to waste, face up, unless tableau has an empty pile   # no redeal

won if all cards in foundation
lost if no moves
progress: more cards in foundation and fewer cards in reserve
score cards in foundation (higher wins)
