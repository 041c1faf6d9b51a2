# Duchess: the Aces out, twelve reserve cards all available, four empty tableau piles built down
# in alternating colours, the stock turned one card at a time and once only.
# Solvitaire's benchmark preset "duchess" (Blake & Gent): the four Aces start the foundations
# (built up in suit; their cards stay); twelve cards face up in twelve reserve piles of one, all
# available to the foundations and the tableau; four tableau piles, dealt EMPTY, built down in
# alternating colours; any built run moves; any card or run fills a space; the other 36 cards in
# the stock, turned one at a time, no redeal.
# Differs from the usual Duchess (Morehead & Mott-Smith; PySolFC, Duchess): there, the twelve
# reserve cards lie in four fans of three, the four tableau piles start with a card each, the
# player chooses the first foundation card from the reserve, which sets the base rank of all four
# (turning the corner), a space is filled from the reserve, and the stock may be redealt once. The
# preset keeps only the counts: Aces out, the reserve open, the tableau empty, no redeal.
game duchess "Duchess"
source "Solvitaire preset duchess (Blake & Gent, JAIR 85, 2026)"
decks 1

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces start the foundations
  builds up in suit                                       # 2, 3, ... K on the Ace of its suit
  one pile per suit
  takes one card at a time
  gives nothing                                           # the preset (Solvitaire: foundations not removable)

zone reserve: reserve, 12 piles
  deal 1 face up                                          # twelve cards, each its own pile
  gives top card to foundation, tableau                   # every reserve card is available

zone tableau: tableau, 4 piles                            # dealt empty
  builds down in alternate colours                        # a red 9 on a black 10
  gives runs                                              # a card, or a run of built cards
  empty accepts any card                                  # any card or run fills a space

zone stock: stock, 1 pile
  deal rest face down                                     # 36 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to foundation, tableau

action turn: 1 from stock to waste, face up               # no redeal

won if all cards in foundation
progress: more cards in foundation and fewer cards in reserve and fewer cards in stock
score cards in foundation (higher wins)
