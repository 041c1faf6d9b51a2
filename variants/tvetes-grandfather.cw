# Tvete's Grandfather: Russian Solitaire dealt in PySolFC's Grandfather pattern, with two
# redeals that gather the columns, shuffle them and deal them again in that pattern.
# Follows PySolFC's Tvete's Grandfather (games/yukon.py, class Grandfather, a RussianSolitaire):
# seven columns built down in suit, any face-up card moving with the cards above it, a King (or
# a run from one) into a space; four foundations built up in suit from the Ace, whose cards stay
# there (max_move 0). The deal (startGame): six rows face down, onto columns 2-7, 2-6, 3-6, 3-5,
# 4-5 and 4, then a row face up onto every column and four more onto columns 2-7: 1, 7, 9, 11,
# 10, 8 and 6 cards, the bottom 0, 2, 4, 6, 5, 3 and 1 face down. Three deals in all
# (max_rounds 3): a redeal (Grandfather_Talon: redealCards with shuffle, then startGame again)
# gathers every column, shuffles the cards and deals them in the same rows while they last,
# face-down rows first.
# PySolFC's family: Yukon (GI.GT_YUKON). Deliberate differences: a column left with a face-down
# top card when the cards run out has it turned up at once (PySolFC turns it by its automatic
# flip); the first deal puts the cards down column by column (docs/language.md, "The deal"),
# the redeals row by row as PySolFC does; both are shuffled, so only which card lands where
# differs.
game tvetes-grandfather "Tvete's Grandfather"
extends russian-solitaire
source "PySolFC, Tvete's Grandfather (games/yukon.py, class Grandfather)"

zone foundation: foundation, 4 piles
  gives nothing                                           # max_move 0: cards stay

zone tableau: tableau, 7 piles
  deal 1 7 9 11 10 8 6, bottom 0 2 4 6 5 3 1 face down    # 52 cards; 21 face down

action redeal: gather tableau, shuffled, deal back as at the start, passes 3
