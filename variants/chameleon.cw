# Chameleon: a small Canfield: a reserve of thirteen, three tableau piles built down regardless of
# suit, the stock turned one card at a time and once only.
# Solvitaire's benchmark preset "chameleon" (Blake & Gent): 13 cards in a reserve pile, only its
# top card available (face up, the next turned up as it leaves); three tableau piles of one card,
# built down in any suit; any built run moves; any card or run fills a space (by hand: nothing
# refills it by itself); four foundations up in suit from the ACES, whose cards stay; the other
# 36 cards in the stock, turned one at a time, no redeal.
# Differs from the usual Chameleon (PySolFC, "like Canfield, but the three piles build down by
# rank, cards are dealt singly, and no redeal"; Morehead & Mott-Smith): there, twelve cards go
# to the reserve and the card dealt to the first foundation sets the base rank of all four
# (Canfield's base card), turning the corner; the preset starts every foundation from the Ace.
game chameleon "Chameleon"
source "Solvitaire preset chameleon (Blake & Gent, JAIR 85, 2026); PySolFC, Chameleon (with Aces instead of its base card)"
decks 1

zone reserve: reserve, 1 pile
  deal 13, top face up                                    # only the top card plays
  gives top card to foundation, tableau
  turns up exposed cards

zone tableau: tableau, 3 piles
  deal 1 face up                                          # three cards
  builds down                                             # any suit: a 9 on any 10
  gives runs                                              # a card, or a run of built cards
  empty accepts any card                                  # any card or run fills a space

zone stock: stock, 1 pile
  deal rest face down                                     # 36 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation, tableau

zone foundation: foundation, 4 piles
  builds up in suit                                       # A, 2, 3, ... K of one suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives nothing                                           # the preset (Solvitaire: foundations not removable)

action turn: 1 from stock to waste, face up               # no redeal

won if all cards in foundation
progress: more cards in foundation and fewer cards in reserve and fewer cards in stock
score cards in foundation (higher wins)
