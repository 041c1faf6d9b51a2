# Chamberlain: Gloaming with four reserve piles, three piles to play onto and foundations built
# regardless of suit.
# Follows PySolFC's "Chamberlain" (games/numerica.py, class Chamberlain, which extends its
# Gloaming): 52 cards dealt face up into four reserve piles of thirteen; three piles take any card
# from a reserve on any card; four foundations up from the Aces regardless of suit
# (RK_FoundationStack, max_move 0); otherwise Gloaming.
game chamberlain "Chamberlain"
extends gloaming
source "PySolFC, Chamberlain (games/numerica.py, class Chamberlain)"

zone reserve: reserve, 4 piles
  deal rest face up                                       # 13 each

zone tableau: tableau, 3 piles

zone foundation: foundation, 4 piles, from scratch
  builds up                                               # any suit
  empty accepts A
  gives nothing                                           # PySolFC (max_move 0): cards stay
