# Perseverance: Cruel with runs moving and two redeals.
# Follows PySolFC's Perseverance (games/bakersdozen.py, class Perseverance, a Cruel with
# max_rounds 3 and SS_RowStack with unlimited moves): as Cruel (cruel.cw, which this file
# extends), but any run in suit moves as a unit and the piles are gathered and dealt again in
# fours only twice. PySolFC's class comments out Baker's Dozen's Kings-to-the-bottom deal, and
# so does this file.
game perseverance "Perseverance"
extends cruel
source "PySolFC, Perseverance (games/bakersdozen.py)"

zone tableau: tableau, 12 piles
  gives runs                                              # runs in suit move together

action redeal: gather tableau, in packets of 4, deal back, passes 3   # two redeals
