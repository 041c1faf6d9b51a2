# Mount Olympus: two decks; the Aces and Twos start sixteen foundations built up in suit by
# twos; nine columns built down in suit by twos, refilled from the stock.
# Follows PySolFC's class MountOlympus (games/picturegallery.py) and its rules page
# mountolympus.html: the eight Aces and eight Twos are dealt to sixteen foundations, each built
# up in suit by twos (A 3 5 7 9 J K; 2 4 6 8 10 Q) and never played from (max_move 0); one card
# face up on each of nine columns, built down in suit by twos, any run so built moving together;
# an emptied column is filled at once from the stock while it has cards (fillStack), and by any
# card after; the stock deals one card onto every column; no redeal.
# PySolFC's family: Picture Gallery (GI.GT_PICTURE_GALLERY). Deliberate differences: none.
game mount-olympus "Mount Olympus"
source "PySolFC, Mount Olympus (games/picturegallery.py, class MountOlympus)"
decks 2

zone odd: foundation, 8 piles                             # A 3 5 7 9 J K
  deal cards AS AS AH AH AD AD AC AC
  builds up by 2 in suit
  holds at most 7 cards
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone even: foundation, 8 piles                            # 2 4 6 8 10 Q
  deal cards 2S 2S 2H 2H 2D 2D 2C 2C
  builds up by 2 in suit
  holds at most 6 cards
  takes one card at a time
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 9 piles
  deal 1 face up                                          # nine cards
  builds down by 2 in suit                                # a 7 on a 9 of its suit
  gives runs                                              # any run so built
  empty accepts any card                                  # once the stock is gone
  refills from stock                                      # fillStack: at once while the stock has cards

zone stock: stock, 1 pile
  deal rest face down                                     # 79 cards
  gives nothing

action deal: 1 from stock to each pile of tableau, face up   # a row: one card on each column

won if all cards in odd, even
progress: more cards in odd, even and fewer cards in stock
score cards in odd, even (higher wins)
