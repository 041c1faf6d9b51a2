# Bobby: Robert with a second foundation, empty at the start.
# Follows PySolFC's "Bobby" (games/golf.py, class Bobby, which extends its Robert): two
# foundations built up or down regardless of suit, turning the corner; the first card dealt
# starts the first, and any card may start the second (base rank any); otherwise Robert (the
# stock turned one card at a time onto a waste, gone through three times).
game bobby "Bobby"
extends robert
source "PySolFC, Bobby (games/golf.py, class Bobby)"

zone foundation: foundation, 2 piles
  deal 1 0 face up                                        # the first card starts the first foundation
  empty accepts any card                                  # the second takes any card
