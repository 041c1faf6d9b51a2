# Nationale: two decks; an Ace and a King of each suit start eight foundations, the other 96
# cards lie open in twelve piles built up or down in suit, turning the corner.
# Follows PySolFC's rules page "Nationale" and its code (games/capricieuse.py: the piles build
# up or down in suit with King-Ace wrap, one card at a time, any card in a space, no redeal).
# PySolFC derives it from Capricieuse, which gathers the piles and deals them again twice and
# does not turn the corner; here capricieuse.cw extends this file with those two differences.
game nationale "Nationale"
source "PySolFC rules, Nationale (games/capricieuse.py)"
decks 2

zone ascending: foundation, 4 piles
  deal rank A, one of each suit                           # AS AH AD AC, taken out first
  builds up in suit
  gives top card                                          # PySolFC (max_move 1): the top card comes back

zone descending: foundation, 4 piles
  deal rank K, one of each suit                           # KS KH KD KC
  builds down in suit
  gives top card                                          # PySolFC, as on the Aces

zone tableau: tableau, 12 piles
  deal rest face up                                       # 96 cards, eight to a pile
  builds either way in suit, wrapping                     # a 2 or a K on an Ace of its suit
  gives top card                                          # one card at a time
  empty accepts any card

won if all cards in ascending, descending
progress: more cards in ascending, descending
score cards in ascending, descending (higher wins)
