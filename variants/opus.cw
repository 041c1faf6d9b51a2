# Opus: Penguin with five cells instead of seven.
# Follows PySolFC's Opus (games/bakersgame.py, class Opus, a Penguin with five reserves): the
# same deal, beak and base rank, the same building; only the flipper is smaller.
game opus "Opus"
extends penguin
source "PySolFC, Opus (games/bakersgame.py)"

zone cells: cell, 5 piles                                 # five cells, the one difference from Penguin
