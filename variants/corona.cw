# Corona: Forty Thieves on twelve columns of three, spaces filled from the waste.
# Follows PySolFC's "Corona" (games/fortythieves.py, class Corona, which extends its Forty
# Thieves): two decks; 36 cards dealt face up in three rows across twelve columns; built down in
# suit, one card at a time; a space is filled at once from the waste, or, while the waste is
# empty, with the stock's next card; once both are gone any card fills it; the other cards turned
# one at a time onto a waste, no redeal; eight foundations up in suit from the Aces, whose cards
# stay there (max_move 0).
game corona "Corona"
extends forty-thieves
source "PySolFC, Corona (games/fortythieves.py, class Corona)"

zone tableau: tableau, 12 piles
  deal 3 face up                                          # 36 cards
  refills from waste, then stock                          # FILL_EMPTY_ROWS: at once
