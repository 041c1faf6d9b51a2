# Sultan: two decks; eight Kings and an Ace set out round a central King of hearts, built up in
# suit to their Queens, from six reserve cards and a stock gone through three times.
# Follows PySolFC's Sultan (games/sultan.py, class Sultan): the eight Kings and the Ace of hearts
# of one deck are dealt first to nine foundations (the _shuffleHook puts them on top); the
# central King of hearts takes nothing (max_accept 0); the other seven Kings build up in suit,
# turning the corner, King, Ace, 2 ... to their Queen (mod 13, max_cards 13); the Ace of hearts
# builds up in suit to its Queen (max_cards 12); foundation cards stay (max_move 0); six reserve
# piles of one card each (ReserveStack: an empty one takes any single card); the stock is turned
# one card at a time onto a waste, its first card at the start, and gone through three times in
# all (max_rounds 3).
# The nine foundations are three zones here: `kings` (the seven that build), `centre` (the King
# of hearts) and `ace` (the Ace of hearts).
game sultan "Sultan"
aliases "Sultan of Turkey", "Emperor of Germany"          # PySolFC's other names
source "PySolFC, Sultan (games/sultan.py)"
decks 2

zone kings: foundation, 7 piles
  deal cards KS KS KH KD KD KC KC                         # the Kings, set out first
  builds up in suit, wrapping                             # K, A, 2 ... Q
  holds at most 13 cards                                  # ends on its Queen
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone centre: foundation, 1 pile
  deal card KH                                            # the Sultan: takes nothing
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone ace: foundation, 1 pile
  deal card AH
  builds up in suit                                       # A, 2 ... Q
  holds at most 12 cards
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone reserve: reserve, 6 piles
  deal 1 face up
  empty accepts any card
  gives top card

zone waste: waste, 1 pile
  deal 1 face up                                          # the stock's first card, turned at the start
  gives top card

zone stock: stock, 1 pile
  deal rest face down                                     # 88 cards
  gives nothing

action turn: 1 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes 3

won if all cards in kings, centre, ace
progress: more cards in kings, ace
score cards in kings, centre, ace (higher wins)
