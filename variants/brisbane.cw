# Brisbane: Yukon built down regardless of suit, any card in a space, the deal of Queensland.
# Follows PySolFC's "Brisbane" (games/yukon.py, class Brisbane, which extends its Yukon): 0 to 6
# cards face down across the seven columns, four rows face up, and the last three cards face up
# on the first three columns (columns of 5 6 7 7 8 9 10); built down regardless of suit; any
# face-up card moves with everything on it, in sequence or not; any card (with what lies on it)
# fills a space (Brisbane_RowStack: base rank any); foundations up in suit from the Aces, whose
# cards stay there (Yukon's foundations, max_move 0).
game brisbane "Brisbane"
extends yukon
source "PySolFC, Brisbane (games/yukon.py, class Brisbane)"

zone foundation: foundation, 4 piles
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 7 piles
  deal 5 6 7 7 8 9 10, bottom 0..6 face down              # 52 cards
  builds down                                             # any suit
  empty accepts any card
