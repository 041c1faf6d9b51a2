# Royal Cotillion: two decks; eight foundations built up by twos in suit, four from the Aces
# and four from the 2s, fed from two wings of cards and a waste pile.
# Follows Wikipedia's "Royal Cotillion" (after Morehead & Mott-Smith, The Complete Book of
# Solitaire and Patience Games): an Ace and a 2 of each suit are taken out to start the
# foundations, which build up in suit by twos, turning the corner once: the Aces
# A 3 5 7 9 J K 2 4 6 8 10 Q, the 2s 2 4 6 8 10 Q A 3 5 7 9 J K. The left wing ("the ladies'
# side") is twelve cards in four columns of three, only the top card of a column available and
# never replaced; the right wing ("the lords' side") is sixteen cards, all available, each one
# played replaced at once by the waste's top card, or the stock's while there is no waste. Wing
# cards go only to the foundations, never to the other wing or within their own. The stock is
# turned one card at a time onto the waste, whose top card plays to the foundations; no redeal.
# Won when all 104 cards are on the foundations.
game royal-cotillion "Royal Cotillion"
aliases "Lords and Ladies"
source "Wikipedia, Royal Cotillion; Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
decks 2

zone aces: foundation, 4 piles
  deal rank A, one of each suit                           # one Ace of each suit, taken out first
  builds up by 2 in suit, wrapping                        # A 3 5 7 9 J K 2 4 6 8 10 Q
  holds at most 13 cards                                  # each ends on its Queen
  gives nothing                                           # built cards stay (Wikipedia, Morehead & Mott-Smith)

zone deuces: foundation, 4 piles
  deal rank 2, one of each suit                           # one 2 of each suit
  builds up by 2 in suit, wrapping                        # 2 4 6 8 10 Q A 3 5 7 9 J K
  holds at most 13 cards                                  # each ends on its King
  gives nothing                                           # built cards stay (Wikipedia, Morehead & Mott-Smith)

zone ladies: reserve, 4 piles                             # the left wing
  deal 3 face up                                          # twelve cards, four columns of three
  gives top card to aces, deuces
  empty accepts nothing                                   # never replaced

zone lords: reserve, 16 piles                             # the right wing
  deal 1 face up                                          # sixteen cards, all available
  gives top card to aces, deuces
  refills from waste, then stock                          # a card played is replaced at once
  empty accepts nothing

zone stock: stock, 1 pile
  deal rest face down                                     # 68 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to aces, deuces

action turn: 1 from stock to waste, face up               # no redeal

won if all cards in aces, deuces
lost if no moves
progress: more cards in aces, deuces
score cards in aces, deuces (higher wins)
