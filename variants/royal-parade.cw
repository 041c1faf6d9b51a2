# Royal Parade: two decks; three rows of eight piles, based on 2s, 3s and 4s and built up in
# suit by threes to four cards; eight waste piles fed from the stock; the Aces to one
# foundation.
# Follows PySolFC's Royal Parade (games/picturegallery.py, class RoyalParade): one card face up
# on each of the twenty-four row piles and on each of eight waste piles; the top row builds
# 2 5 8 J, the middle row 3 6 9 Q, the bottom row 4 7 10 K, each pile in suit, one card at a
# time, at most four cards (PictureGallery_TableauStack); a pile whose bottom card is not its
# row's base takes nothing (its acceptsCards checks cards[0]), and an empty pile takes only the
# base; a card alone on a pile trades places, in one move, with a card alone on a pile of
# another row when each is the other row's base (RoyalParade_TableauStack._canSwapPair,
# _swapPairMove); the top card of any row pile or waste pile may move to a row pile that takes
# it; the waste piles take nothing (max_accept 0) and an emptied one takes the stock's next
# card at once (fillStack); the stock deals one card onto every waste pile; the Aces go to one
# foundation and stay (max_move 0). Won when the foundation holds the eight Aces and every row
# pile four cards (isGameWon), that is, when every card is on the foundation or the rows.
# PySolFC's family: Picture Gallery (GI.GT_PICTURE_GALLERY). Deliberate difference: PySolFC
# also lets two lone base cards of the same row swap, which only trades the places of two piles
# of that row; here a row exchanges only with the other two.
game royal-parade "Royal Parade"
aliases "Hussars", "Financier", "Cavalcade"
source "PySolFC, Royal Parade (games/picturegallery.py, class RoyalParade)"
decks 2

zone twos: tableau, 8 piles                               # 2 5 8 J
  deal 1 face up
  builds up by 3 in suit
  builds only on its base                                 # a pile dealt the wrong card takes nothing
  empty accepts 2
  holds at most 4 cards
  takes one card at a time
  gives top card to twos, threes, fours, foundation
  exchanges a lone card with a lone card of threes, fours when each is the other's base

zone threes: tableau, 8 piles                             # 3 6 9 Q
  deal 1 face up
  builds up by 3 in suit
  builds only on its base
  empty accepts 3
  holds at most 4 cards
  takes one card at a time
  gives top card to twos, threes, fours, foundation
  exchanges a lone card with a lone card of twos, fours when each is the other's base

zone fours: tableau, 8 piles                              # 4 7 10 K
  deal 1 face up
  builds up by 3 in suit
  builds only on its base
  empty accepts 4
  holds at most 4 cards
  takes one card at a time
  gives top card to twos, threes, fours, foundation
  exchanges a lone card with a lone card of twos, threes when each is the other's base

zone waste: reserve, 8 piles
  deal 1 face up
  refills from stock                                      # fillStack: at once while the stock has cards
  gives top card to twos, threes, fours, foundation

zone foundation: foundation, 1 pile
  builds same rank                                        # the eight Aces
  empty accepts A
  takes only A
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone stock: stock, 1 pile
  deal rest face down                                     # 72 cards
  gives nothing

action deal: 1 from stock to each pile of waste, face up  # a card onto every waste pile

won if all cards in foundation, twos, threes, fours
lost if no moves
progress: more cards in foundation, twos, threes, fours
score cards in foundation, twos, threes, fours (higher wins)
