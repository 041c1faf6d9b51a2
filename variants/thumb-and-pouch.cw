# Thumb and Pouch: Klondike built down in any suit but the card's own, any card in a space,
# the stock turned one at a time and once only.
# Follows PySolFC's rules page "Thumb and Pouch" and Morehead & Mott-Smith, The Complete Book
# of Solitaire and Patience Games.
game thumb-and-pouch "Thumb and Pouch"
extends klondike
source "PySolFC rules, Thumb and Pouch; Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games"
option draw = 1                                           # one card at a time
option passes = 1                                         # no redeal

zone tableau: tableau, 7 piles
  builds down in other suits                              # a 9 on any 10 but its own suit's
  empty accepts any card                                  # any card or run fills a space
