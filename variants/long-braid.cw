# Long Braid: Braid with a braid of twenty-four cards.
# Follows PySolFC's Long Braid (games/braid.py, class LongBraid, which is Braid with
# BRAID_CARDS 24): the same spaces, reserves, foundations and three passes through the stock,
# which holds 67 cards.
game long-braid "Long Braid"
extends braid
aliases "Der lange Zopf"
source "PySolFC, Long Braid (games/braid.py, class LongBraid)"

zone braid: reserve, 1 pile
  deal 24 face up                                         # four more than Braid's
