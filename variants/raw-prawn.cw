# Raw Prawn: Australian Patience in which any card fills a space.
# Follows PySolFC's "Raw Prawn" (games/yukon.py, class RawPrawn, which extends its Australian
# Patience with Yukon_SS_RowStack's default base rank: any card); otherwise Australian Patience.
game raw-prawn "Raw Prawn"
extends australian-patience
source "PySolFC, Raw Prawn (games/yukon.py, class RawPrawn)"

zone tableau: tableau, 7 piles
  empty accepts any card
