# Beehive: Canfield's layout played by ranks, the four cards of a rank going home together.
# Follows PySolFC's Beehive (games/canfield.py, class Beehive): a reserve of thirteen cards, the
# top one face up (Canfield's, INITIAL_RESERVE_FACEUP 0), playing one card at a time; six piles
# of one card built of the same rank regardless of suit, any run of one rank moving together
# (RK_RowStack, dir 0); a space is filled at once from the reserve (FILL_EMPTY_ROWS), then, once
# the reserve is gone, takes any card or run; one foundation that takes only the four cards of
# a rank together, from the top of a pile (Beehive_Foundation), and keeps them (max_move 0); the
# stock is turned three cards at a time onto a waste, as often as the player likes
# (WasteTalonStack, num_deal 3, max_rounds -1), the waste's top card playing onto the piles.
# PySolFC turns the first three cards onto the waste as part of the deal; here that is the
# player's first move. Won when all 52 cards are on the foundation.
game beehive "Beehive"
source "PySolFC, Beehive (games/canfield.py)"
decks 1

zone reserve: reserve, 1 pile
  deal 13, top face up
  gives top card to tableau
  turns up exposed cards

zone foundation: foundation, 1 pile
  builds any rank
  empty accepts any card
  takes 4 cards at a time                                 # the four cards of a rank together
  gives nothing                                           # PySolFC (max_move 0)

zone tableau: tableau, 6 piles
  deal 1 face up
  builds same rank                                        # any suit
  gives runs                                              # any run of one rank
  empty accepts any card                                  # once the reserve is exhausted
  refills from reserve                                    # a space takes the reserve's top at once

zone stock: stock, 1 pile
  deal rest face down                                     # 33 cards
  gives nothing

zone waste: waste, 1 pile
  gives top card to tableau

action turn: 3 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty

won if all cards in foundation
lost if no moves
progress: more cards in foundation and fewer cards in reserve
score cards in foundation (higher wins)
