# Trefoil: La Belle Lucie with the four Aces put on the foundations before the deal, so the
# other 48 cards make sixteen fans of exactly three.
# Follows Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games, as
# Wikipedia's "La Belle Lucie" lists it among the game's variants: the Aces start the
# foundations; the other 48 cards are dealt face up in sixteen fans of three; the rest is La
# Belle Lucie's (la-belle-lucie.cw): fans built down in suit, top card only, spaces never
# filled, two redeals that gather, shuffle and deal the fans again in threes, and the merci
# (one buried card drawn and played once, after the last redeal; option merci, as there).
game trefoil "Trefoil"
extends la-belle-lucie
source "Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games; Wikipedia, La Belle Lucie (Trefoil)"

zone foundation: foundation, 4 piles
  deal rank A, one of each suit                           # the Aces, taken out first

zone tableau: tableau, 16 piles
  deal 3 face up                                          # 48 cards in sixteen fans of three
