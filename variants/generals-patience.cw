# General's Patience: Terrace with a terrace of thirteen and foundations built up in suit.
# Follows PySolFC's General's Patience (games/terrace.py, class GeneralsPatience, which extends
# its Terrace): everything as in Terrace (terrace.cw) except that thirteen cards, not eleven,
# are dealt face up to the terrace, and the eight foundations build up in suit (Terrace: in
# alternating colours) from the base rank set by the first card played, turning the corner
# (K, A, 2 ...; mod 13), two foundations for each suit. The tableau still builds down in
# alternating colours, turning the corner; the stock (87 cards) is turned once.
# PySolFC gives every foundation a suit, two per suit; here a card of the base rank starts any
# empty foundation, which comes to the same, as there are eight piles for the eight base cards.
# What terrace.cw says it cannot say about the first move holds here too.
game generals-patience "General's Patience"
extends terrace
source "PySolFC, General's Patience (games/terrace.py)"

zone reserve: reserve, 1 pile                             # the terrace
  deal 13 face up                                         # Terrace: 11

zone foundation: foundation, 8 piles
  builds up in suit, wrapping                             # from the base: ... Q K A 2 ... of one suit
