# Maria: Forty Thieves with nine columns built down in alternating colours.
# Follows PySolFC's rules page "Maria" and Morehead & Mott-Smith, The Complete Book of Solitaire
# and Patience Games: 36 cards in nine columns of four; otherwise as Forty Thieves.
# Foundation cards stay, as in forty-thieves (Wikipedia); PySolFC lets the top card come back.
game maria "Maria"
extends forty-thieves
source "PySolFC rules, Maria; Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"

zone tableau: tableau, 9 piles
  builds down in alternate colours
