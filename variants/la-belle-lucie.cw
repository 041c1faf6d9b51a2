# La Belle Lucie: eighteen open fans built down in suit, top card only, spaces never filled,
# and two redeals that gather the fans, shuffle them and deal them again in threes.
# Follows Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games, as told by
# Wikipedia's "La Belle Lucie": the 52 cards are dealt face up in seventeen fans of three and a
# single card as the eighteenth fan; only the top card of a fan plays, one card at a time; the
# Aces go to the foundations as they are freed, and the foundations build up in suit; the fans
# build down in suit; a fan emptied is never refilled, not even by a King; when stuck, the
# cards left in the fans are gathered, shuffled and dealt again in fans of three (the last fan
# one or two cards if the count is not a multiple of three), twice in all (three deals); after
# the last redeal, the merci: once in the game, any one card of a fan that is not its top card
# may be drawn out and played on. Played at once, onto a foundation or another fan where a top
# card could go, as PySolFC's Three Shuffles and a Draw plays its draw (PySolFC lets that draw
# take only the card just under a top card, at any time; here, as Wikipedia tells the rule, any
# card under a top card, after the last redeal). Option merci=no plays without it.
game la-belle-lucie "La Belle Lucie"
aliases "Lovely Lucy", "Alexander the Great", "Clover Leaves", "Midnight Oil"   # as Wikipedia lists them
source "Morehead & Mott-Smith, The Complete Book of Solitaire and Patience Games; Wikipedia, La Belle Lucie"
decks 1
option merci: yes, no = yes "yes: after the last redeal, one buried card may be drawn and played, once (Morehead & Mott-Smith, as Wikipedia tells it); no: without the draw"

zone foundation: foundation, 4 piles
  builds up in suit                                       # A 2 3 ... K of one suit
  empty accepts A
  one pile per suit
  gives nothing                                           # Morehead & Mott-Smith: built cards stay

zone tableau: tableau, 18 piles                           # the fans
  deal 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 1 face up        # seventeen fans of three and a single card
  builds down in suit                                     # a 7 on the 8 of its suit
  gives top card                                          # one card at a time
  empty accepts nothing                                   # a space is never filled

# The redeal: the fans' cards picked up, shuffled, and dealt back three to a fan, first fan
# first, so the fans that get no packet stay empty. Two redeals: three deals in all.
action redeal: gather tableau, shuffled, in packets of 3, deal back, passes 3

# The merci: after the last redeal, once, any card under the top card of a fan is played at
# once where a top card could go ('merci tableau3@2>foundation1': the card just under the top
# of the third fan, to the first foundation).
when merci is yes: action merci: play one buried card from tableau, once, only after the last redeal

won if all cards in foundation
lost if no moves
progress: more cards in foundation
score cards in foundation (higher wins)
