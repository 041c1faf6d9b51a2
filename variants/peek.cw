# Peek: Osmosis with the four piles dealt face up.
# Follows PySolFC's Peek (games/osmosis.py, class Peek): Osmosis (osmosis.cw) whose sixteen
# pile cards are all dealt face up; everything else as there.
game peek "Peek"
extends osmosis
source "PySolFC, Peek (games/osmosis.py)"

zone tableau: tableau, 4 piles
  deal 4 face up                                          # 16 cards, all open
  gives top card to foundation
  empty accepts nothing
