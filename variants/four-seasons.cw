# Four Seasons: a cross of five piles built down regardless of suit, foundations from the rank
# of the first card dealt, the stock turned once.
# Follows PySolFC's Four Seasons (games/windmill.py, class FourSeasons, a Czarina without its
# automatic refills): the first card starts the first foundation and sets the rank the other
# three start from; the foundations build up in suit, turning the corner from King to Ace, and
# keep their cards (max_move 0); five piles of one card each, built down regardless of suit,
# also turning the corner (RK_RowStack, mod 13), one card moving at a time; any card fills a
# space; the stock is turned one card at a time onto a waste (its first card at the start),
# once.
game four-seasons "Four Seasons"
aliases "Corner Card", "Vanishing Cross", "Cross Currents"   # PySolFC's other names
source "PySolFC, Four Seasons (games/windmill.py)"
decks 1

zone foundation: foundation, 4 piles
  deal 1 0 0 0 face up                                    # the first card: the base card
  builds up in suit, wrapping                             # Q, K, A, 2 ... from a Queen base
  empty accepts the base rank                             # the other three start with that rank
  one pile per suit
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 5 piles                            # the cross
  deal 1 face up
  builds down, wrapping                                   # any suit; a King on an Ace
  gives top card                                          # one card at a time
  empty accepts any card

zone waste: waste, 1 pile
  deal 1 face up                                          # the stock's first card, turned at the start
  gives top card

zone stock: stock, 1 pile
  deal rest face down                                     # 45 cards
  gives nothing

action turn: 1 from stock to waste, face up               # no redeal

won if all cards in foundation
progress: more cards in foundation and fewer cards in stock
score cards in foundation (higher wins)
