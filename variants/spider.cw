# Spider: two decks in ten columns; build down regardless of suit, move only runs in suit, and
# clear each suit once it lies from King down to Ace.
# Follows Wikipedia's "Spider (solitaire)" and Morehead & Mott-Smith, The Complete Book of
# Solitaire and Patience Games: 54 cards in ten piles (6 in the first four, 5 in the others),
# only the top cards face up; a space takes any card or run; a new row of ten is dealt from
# the stock only when no pile is empty; a complete suit, King down to Ace, is removed.
game spider "Spider"
aliases "Spider Solitaire", "Four-Suit Spider", "Spider (four suits)"
source "Wikipedia, Spider (solitaire); Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
decks 2                                                   # 104 cards, four suits

zone tableau: tableau, 10 piles
  deal 6 6 6 6 5 5 5 5 5 5, top face up                  # 54 cards
  builds down                                             # any suit: a 9 on any 10
  gives runs down in suit                                 # only runs in one suit move together
  empty accepts any card                                  # any card or run fills a space
  turns up exposed cards

zone stock: stock, 1 pile
  deal rest face down                                     # 50 cards: five rows of ten
  gives nothing

zone foundation: foundation, 8 piles
  collects complete suits from tableau                    # a K..A run in suit is removed at once
  gives nothing                                           # a removed suit is out of play (Wikipedia, Morehead & Mott-Smith)

action deal: 1 from stock to each pile of tableau, face up, unless tableau has an empty pile   # a row: one card on each pile

won if all cards in foundation
progress: more cards in foundation and fewer face-down cards in tableau and fewer cards in stock
score cards in foundation (higher wins)
