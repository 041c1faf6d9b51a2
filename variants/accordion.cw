# Accordion: compress the whole deck into one pile.
# Follows the Portuguese seed (shared/seeds/001) and its digest, rules ACC-1..ACC-10.
game accordion "Accordion"
aliases "The Idle Year", "Idle Year", "Methuselah", "Tower of Babel"      # the names the seed gives
source "Seed 001 (Acordeão, optional-move variant); digest rules ACC-1..ACC-10"
decks 1                                                   # ACC-1: one deck, no jokers

option moves: optional, mandatory = optional "optional: deal at any time (ACC-3); mandatory: a playable pile must move before the next deal (ACC-V1)"
option deal: dealt, open = dealt "dealt: cards come one at a time from the stock (ACC-2); open: the whole deck starts in the row (ACC-V2)"

zone stock: stock, 1 pile
  deal rest face down                                     # ACC-1: the stock stays closed
  gives nothing

zone row: row, 0 piles, growing, closes gaps              # ACC-2, ACC-6: the gap closes after each move
  gives whole pile, 1 or 3 places left                    # ACC-5: onto the left neighbour or three to the left
  builds same rank or in suit                             # ACC-5: top cards share suit or rank
  empty accepts nothing

action deal: 1 from stock to row as new pile, face up     # ACC-2: each card becomes a new pile at the right end

use one-pile-search                                       # solver knowledge only (docs/solver.md)

when moves is optional: use optional-moves                # ACC-3
when moves is mandatory: use mandatory-moves              # ACC-V1

when deal is open:                                        # ACC-V2: the whole deck laid out at the start
  zone stock: stock, 1 pile
    deal nothing
  zone row: row, 0 piles, growing, closes gaps
    deal rest face up

won if stock is empty and row has 1 pile                  # ACC-4, ACC-9
lost if no moves                                          # ACC-9
score piles in row (lower wins)                           # ACC-10
