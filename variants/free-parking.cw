# Free Parking (Moonlight): Montana whose gaps also take the card one rank below their right
# neighbour, in its suit.
# Follows PySolFC's Free Parking (games/montana.py, class FreeParking, also named Moonlight and
# Park and Ride): Montana (montana.cw: four rows of thirteen, the Aces out, a 2 at the start of
# a row, two shuffled redeals) whose gaps take the card one rank above their left neighbour in
# its suit, or one rank below their right neighbour in its suit (Galary_RowStack).
# PySolFC's right neighbour of a row's last place is the first place of the next row; here a
# row's last place reads only its left neighbour (no card could ever lie below the 2 that the
# first place takes, as the Aces are out, so the two differ only while a row's first place holds
# a dealt card other than a 2).
game free-parking "Free Parking"
extends montana
aliases "Moonlight", "Park and Ride"
source "PySolFC, Free Parking (games/montana.py)"

zone tableau: tableau, 52 piles
  deal 1 face up                                          # every card, one in each place
  rows of 13
  gives top card to tableau                               # a card moves only into a gap
  empty accepts up in suit from its left neighbour or down in suit from its right neighbour, or 2 at the start of a row
