# Double Bisley: Bisley with two decks: twenty-four open columns of four, eight Aces taken out to
# start the foundations built up in suit, and eight foundations built down in suit from the
# Kings, two each way for every suit; the foundations of a suit meet anywhere.
# Follows PySolFC's Double Bisley (games/bisley.py, class DoubleBisley, a PySol original): the
# eight Aces are dealt to the up foundations; the other 96 cards face up in twenty-four columns
# of four; only the top card of a column plays, one card at a time; columns build up or down in
# suit; a column emptied stays empty (base rank NO_RANK); the up foundations build up in suit
# from the Aces, the down foundations start with any King and build down in suit; foundation
# cards never come back (max_move 0). Won when all 104 cards are on the foundations.
# Differs from Bisley (bisley.cw) in the decks and the layout, and in that each suit has two
# down foundations, so no `one pile per suit`: PySolFC gives every foundation a suit, two per
# suit; here any King starts any empty down foundation, which comes to the same, as there are
# eight piles for the eight Kings.
game double-bisley "Double Bisley"
extends bisley
source "PySolFC, Double Bisley (games/bisley.py)"
decks 2                                                   # 104 cards

zone ascending: foundation, 8 piles                       # deal rank A: S H D C S H D C

zone descending: foundation, 8 piles, from scratch        # two per suit: no "one pile per suit"
  builds down in suit                                     # K Q J ... of one suit
  empty accepts K                                         # either King of a suit
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 24 piles
  deal 4 face up                                          # 96 cards
