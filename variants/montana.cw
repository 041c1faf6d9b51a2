# Montana: Gaps whose redeals shuffle the cards gathered.
# Follows PySolFC's rules page "Montana" and its code (games/montana.py: the cards out of
# sequence are shuffled and dealt after the partial sequences, leaving a space after each; two
# redeals) and Wikibooks' "Solitaire card games/Gaps" ("In Montana and Spaces, the cards are
# then shuffled"). Everything else is Gaps.
game montana "Montana"
extends gaps
source "PySolFC rules, Montana (games/montana.py); Wikibooks, Solitaire card games/Gaps"

action redeal: gather tableau out of order, shuffled, deal back leaving a gap in each row, passes deals
