# Scorpion: seven columns of seven built down in suit, any face-up card moving with everything
# on it, and a stock of three.
# Follows Wikipedia's "Scorpion (solitaire)" and Morehead & Mott-Smith, The Complete Book of
# Solitaire and Patience Games: 49 cards in seven columns of seven, the bottom three of the
# first four face down; a card goes on the next higher card of its suit, taking every card
# above it along; only a King (with what lies on it) fills a space; the three cards left are
# dealt onto the first three columns at any time; complete suits, King down to Ace, are out.
game scorpion "Scorpion"
source "Wikipedia, Scorpion (solitaire); Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
decks 1

zone tableau: tableau, 7 piles
  deal 7, bottom 3 3 3 3 0 0 0 face down                  # 49 cards
  builds down in suit
  gives face-up cards                                     # any face-up card with all above it
  empty accepts K
  turns up exposed cards

zone stock: stock, 1 pile
  deal rest face down                                     # the 3 cards of the "tail"
  gives nothing

zone foundation: foundation, 4 piles
  collects complete suits from tableau
  gives nothing                                           # a removed suit is out of play (Wikipedia, Morehead & Mott-Smith)

action deal: 1 from stock to each pile of tableau, face up   # the 3 cards onto columns 1-3

won if all cards in foundation
progress: more cards in foundation and fewer face-down cards in tableau and fewer cards in stock
score cards in foundation (higher wins)
