# Montana: Gaps under the name PySolFC and Wikibooks give it, whose redeals shuffle.
# Follows PySolFC's rules page "Montana" and its code (games/montana.py: the cards out of
# sequence are shuffled and dealt after the partial sequences, leaving a space after each; two
# redeals) and Wikibooks' "Solitaire card games/Gaps" ("In Montana and Spaces, the cards are
# then shuffled"). Everything else is Gaps, whose default redeal now shuffles too.
game montana "Montana"
extends gaps
source "PySolFC rules, Montana (games/montana.py); Wikibooks, Solitaire card games/Gaps"

option gather = shuffled                                  # the cards gathered are shuffled
