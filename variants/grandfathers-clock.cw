# Grandfather's Clock: twelve foundations laid out as a clock face, each built up in suit from a
# given card to the hour it stands at.
# Follows PySolFC's Grandfather's Clock (its rules page and games/clock.py): the 2S 3H 4C 5D 6S
# 7H 8C 9D 10S JH QC KD are taken out and start twelve foundations, each built up in suit,
# turning the corner from King to Ace, until it shows its clock hour: the 2 stands at five
# o'clock and ends on its 5, the 10 at one o'clock ends on its Ace, the King at four o'clock on
# its 4. No foundation needs a limit of its own: the card after a foundation's hour always
# starts another foundation, so each suit's 2-5, 6-9 and 10-A fill its three foundations. The
# other 40 cards are dealt face up in eight columns of five; the top card of a column plays to a
# foundation or onto a column's top card one rank higher, regardless of suit (no King on an
# Ace); a space takes any card. Foundation cards never move back. No stock, no redeal. Won with
# every card on the foundations.
game grandfathers-clock "Grandfather's Clock"
source "PySolFC rules, Grandfather's Clock (games/clock.py)"
decks 1

zone foundation: foundation, 12 piles
  deal cards 2S 3H 4C 5D 6S 7H 8C 9D TS JH QC KD          # one named card per pile
  builds up in suit, wrapping                             # J Q K A on the 10: the clock's one o'clock
  gives nothing                                           # PySolFC (max_move 0): cards stay

zone tableau: tableau, 8 piles
  deal 5 face up                                          # 40 cards in eight columns of five
  builds down                                             # one rank down, regardless of suit
  gives top card
  empty accepts any card

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
