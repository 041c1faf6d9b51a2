# Chequers with manual refill (digest CHQ-V1): emptied tableau piles are not refilled
# automatically; while the reserve has cards, only its top card may be moved into them.
game chequers-manual "Chequers (manual refill)"
extends chequers
source "Digest rule CHQ-V1 of seed 002"
option refill = manual
