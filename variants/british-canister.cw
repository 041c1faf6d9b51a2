# British Canister: American Canister moved one card at a time, only a King in a space.
# Follows the Solvitaire benchmark preset british-canister and PySolFC's rules page "British
# Canister" (Canister built down in alternating colours, single cards only, Kings only in
# spaces): eight open columns dealt round-robin, foundations up in suit, their cards stay.
game british-canister "British Canister"
extends american-canister
source "Solvitaire preset british-canister (Blake & Gent, JAIR 85, 2026); PySolFC rules, British Canister"

zone tableau: tableau, 8 piles
  gives top card                                          # one card at a time
  empty accepts K                                         # only a King fills a space
