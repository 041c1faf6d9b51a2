# Worm Hole: Black Hole with one free cell.
# The Solvitaire benchmark preset worm-hole (Black Hole, Wikipedia / Parlett, with a cell): the
# Ace of Spades starts the single foundation; the other 51 cards lie face up in 17 fans of
# three; a top card plays onto the hole one rank up or down regardless of suit, Ace and King
# counting as consecutive; one cell holds one card, taken from the top of a fan and played
# only to the hole. Nothing is ever built on the fans.
game worm-hole "Worm Hole"
extends black-hole
aliases "Wormhole"
source "Solvitaire preset worm-hole (Blake & Gent, JAIR 85, 2026); Black Hole after Wikipedia, Black Hole (solitaire)"

zone tableau: tableau, 17 piles
  gives top card to foundation, cells                     # into the hole, or into the cell

zone cells: cell, 1 pile                                  # the one addition
  empty accepts any card
  takes one card at a time
  gives top card to foundation                            # the cell only empties into the hole

score cards in tableau, cells (lower wins)
