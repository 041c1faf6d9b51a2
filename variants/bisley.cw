# Bisley: thirteen open columns; the Aces start foundations built up in suit, the Kings, once
# free, foundations built down in suit, and the two foundations of a suit meet anywhere.
# Follows Wikipedia's "Bisley (solitaire)" (after Morehead & Mott-Smith, The Complete Book of
# Solitaire and Patience Games): the four Aces are taken out to start the foundations; the other
# 48 cards are dealt face up in thirteen columns, three cards in each of the four beside the
# Aces and four in each of the other nine; only the exposed card of a column plays, one card at
# a time; columns build up or down in suit; a column emptied stays empty; the Aces build up in
# suit; each King, when it is exposed, may start a foundation of its suit built down; a card may
# go to either foundation of its suit that it fits, so the two meet wherever the play takes
# them. Won when all 52 cards are on the foundations.
# PySolFC's Bisley (games/bisley.py) lays the 48 cards in twelve columns of four; this file
# keeps the thirteen columns of the classic layout.
game bisley "Bisley"
source "Wikipedia, Bisley (solitaire); Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
decks 1

zone ascending: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, taken out first
  builds up in suit                                       # A 2 3 ... of one suit
  gives nothing                                           # Morehead & Mott-Smith, Wikipedia: built cards stay

zone descending: foundation, 4 piles                      # above the Aces: started by Kings
  builds down in suit                                     # K Q J ... of one suit
  empty accepts K
  one pile per suit
  gives nothing                                           # Morehead & Mott-Smith, Wikipedia: built cards stay

zone tableau: tableau, 13 piles
  deal 3 3 3 3 4 4 4 4 4 4 4 4 4 face up                  # 48 cards
  builds either way in suit                               # a 6 or an 8 on a 7 of its suit
  gives top card                                          # one card at a time
  empty accepts nothing                                   # a space is never filled

won if all cards in ascending, descending
lost if no moves
progress: more cards in ascending, descending
score cards in ascending, descending (higher wins)
