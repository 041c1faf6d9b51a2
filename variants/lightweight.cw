# Lightweight: two-deck Beleaguered Castle on twelve columns of eight, runs moving together.
# Follows PySolFC's "Lightweight" (games/beleagueredcastle.py, class Lightweight): two decks; the
# eight Aces start the foundations; the other 96 cards dealt face up into twelve columns of
# eight; built down regardless of suit; a run so built moves as a unit, of any length
# (RK_RowStack); only a King (or a run from a King) fills a space; foundations up in suit, whose
# cards stay there (max_move 0).
game lightweight "Lightweight"
source "PySolFC, Lightweight (games/beleagueredcastle.py, class Lightweight)"
decks 2

zone foundation: foundation, 8 piles
  deal rank A, one of each suit                           # the eight Aces: S H D C S H D C
  builds up in suit
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 12 piles
  deal rest face up                                       # 96 cards, eight to a column
  builds down                                             # any suit
  gives runs
  empty accepts K

won if all cards in foundation
progress: more cards in foundation
score cards in foundation (higher wins)
