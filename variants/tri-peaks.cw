# Tri Peaks: clear three overlapping peaks of 28 cards onto one foundation, a rank up or down
# at a time.
# Follows the game as Robert Hogue made it (Wikipedia, "Tri Peaks (game)") for the deal and
# Solitaire Bliss's rules page "Tripeaks Solitaire" for play: 28 cards in four rows of 3, 6, 9
# and 10 cards forming three peaks, every card of the first three rows overlapped by the two
# cards below it; the 18 cards of the first three rows are dealt face down and the bottom row of
# 10 face up; a card is free once both cards overlapping it are gone, and a face-down card is
# then turned face up; one card starts the foundation and the other 23 form the stock; a free
# card goes on the foundation when it is one rank higher or lower, regardless of suit, with no
# wrapping between Ace and King (option `corner`: Solitaire Bliss's Easy Tripeaks, and
# Microsoft's TriPeaks, let an Ace and a King follow each other); when stuck, the stock's next
# card is turned onto the foundation; no redeal. Won when the peaks are cleared, whatever is
# left in the stock.
# Not followed: Solitaire Bliss and several other computer versions deal the peaks face up.
game tri-peaks "Tri Peaks"
aliases "Three Peaks", "Tri Towers", "Triple Peaks"
source "Wikipedia, Tri Peaks (game), for the layout and the face-down deal; Solitaire Bliss, Tripeaks Solitaire"
decks 1

option corner: no, yes = no "whether an Ace and a King count as consecutive (yes: Easy Tripeaks, Microsoft's TriPeaks)"

# The piles, row by row: the peaks' tops 1-3, then 4-9 (two per peak), 10-18 (three per peak)
# and the bottom row 19-28, which joins the peaks and is free from the start.
zone tableau: tableau, 28 piles
  deal 1, covered face down                               # 28 cards, one in each place: the 18 covered face down
  rows 3 6 9 10
  pile 1 covered by 4 5                                   # the top of the first peak
  pile 2 covered by 6 7
  pile 3 covered by 8 9
  pile 4 covered by 10 11                                 # the second row
  pile 5 covered by 11 12
  pile 6 covered by 13 14
  pile 7 covered by 14 15
  pile 8 covered by 16 17
  pile 9 covered by 17 18
  pile 10 covered by 19 20                                # the third row: nine cards on ten
  pile 11 covered by 20 21
  pile 12 covered by 21 22
  pile 13 covered by 22 23
  pile 14 covered by 23 24
  pile 15 covered by 24 25
  pile 16 covered by 25 26
  pile 17 covered by 26 27
  pile 18 covered by 27 28
  gives top card to foundation
  empty accepts nothing                                   # a cleared place stays empty
  turns up exposed cards                                  # a card is turned up once both cards on it are gone

zone foundation: foundation, 1 pile
  deal 1 face up                                          # the card that starts it
  builds either way                                       # one rank up or down, any suit
  gives nothing                                           # played cards are out of play (Wikipedia)

zone stock: stock, 1 pile
  deal rest face down                                     # 23 cards
  gives nothing

action turn: 1 from stock to foundation, face up          # no redeal: the stock goes once

when corner is yes:
  zone foundation: foundation, 1 pile
    builds either way, wrapping                           # K-A-2 and back

won if tableau is empty
lost if no moves
progress: fewer cards in tableau and fewer cards in stock
score cards in tableau (lower wins)                       # the cards left in the peaks
