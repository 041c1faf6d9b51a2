# Box Fan: the Aces out, sixteen fans of three built down in alternating colours.
# Follows PySolFC's "Box Fan" (games/fan.py, class BoxFan, which extends its Fan): the four Aces
# start the foundations; the other 48 cards dealt face up into sixteen fans of three; built down
# in alternating colours, one card at a time; only a King fills a space; foundations up in suit,
# whose top card may come back (max_move 1).
game box-fan "Box Fan"
extends fan
source "PySolFC, Box Fan (games/fan.py, class BoxFan)"

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, set out first

zone tableau: tableau, 16 piles
  deal 3 face up                                          # 48 cards
  builds down in alternate colours
