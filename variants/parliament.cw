# Parliament: Congress with the eight Aces set out first.
# Follows PySolFC's "Parliament" (games/diplomat.py, class Parliament, which extends its Congress):
# the eight Aces start the foundations; otherwise Congress.
game parliament "Parliament"
extends congress
source "PySolFC, Parliament (games/diplomat.py, class Parliament)"

zone foundation: foundation, 8 piles
  deal rank A, one of each suit                           # the eight Aces: S H D C S H D C
