# Wood: Blondes and Brunettes whose spaces are filled by the player, from the waste only.
# Follows PySolFC's "Wood" (games/terrace.py, class Wood, which extends its Blondes and Brunettes):
# nothing is filled at once (fillStack does nothing); an empty tableau pile takes only the
# waste's top card (Wood_RowStack); a card goes onto a tableau card from the waste or the
# tableau, never from the terrace; otherwise Blondes and Brunettes.
game wood "Wood"
extends blondes-and-brunettes
source "PySolFC, Wood (games/terrace.py, class Wood)"

zone tableau: tableau, 9 piles, from scratch              # no automatic refill
  deal 1 face up                                          # nine cards
  builds down in alternate colours, wrapping              # a black K on a red A
  gives top card                                          # one card at a time
  empty accepts any card from waste
