# Gloaming: the whole deck open in three reserve piles, played onto five piles and the
# foundations.
# Follows PySolFC's "Gloaming" (games/numerica.py, class Gloaming): 52 cards dealt face up into
# three reserve piles (18 17 17), only their top cards playing (max_accept 0); five piles, empty
# at the start, each taking any card from a reserve on any card (Gloaming_RowStack takes cards
# from the reserves only), their top cards playing only to the foundations; four foundations up
# in suit from the Aces, whose cards stay (max_move 0).
game gloaming "Gloaming"
source "PySolFC, Gloaming (games/numerica.py, class Gloaming)"
decks 1

zone reserve: reserve, 3 piles
  deal rest face up                                       # round-robin: 18 17 17
  gives top card to foundation, tableau

zone tableau: tableau, 5 piles
  builds any rank                                         # any card on any card
  empty accepts any card
  gives top card to foundation                            # never to another pile

zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  gives nothing                                           # PySolFC (max_move 0): cards stay

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
