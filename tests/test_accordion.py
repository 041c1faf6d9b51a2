"""Accordion, rule by rule.

Each test names the rule it checks (ACC-1 .. ACC-10, ACC-V1, ACC-V2) from the digest
/work/shared/rules/accordion.md, which follows the Portuguese seed 001_af4ca64d70958dab.txt.

Positions are written as the player sees them: a row of piles, left to right, each pile listed
bottom -> top, cards as text ("4S" is the four of spades, "TD" the ten of diamonds). Moves use
the engine's notation: "row4>row1" moves the whole fourth pile onto the first; "deal" turns the
next stock card into a new pile at the right end of the row.
"""

from __future__ import annotations

from collections import Counter

import pytest
from positions import assert_rejected, legal

import cardwright
from cardwright import IllegalMove

SUITS = "SHDC"
RANKS = "A23456789TJQK"
DECK = [rank + suit for suit in SUITS for rank in RANKS]


# ---------------------------------------------------------------------------------------------
# helpers


@pytest.fixture
def accordion():
    """The seed's own game: optional moves (ACC-3), cards dealt one at a time (ACC-2)."""
    return cardwright.load("accordion")


@pytest.fixture
def mandatory():
    """ACC-V1: a playable pile must move before the next deal."""
    return cardwright.load("accordion", moves="mandatory")


@pytest.fixture
def open_deal():
    """ACC-V2: the whole deck is laid out in the row at the start."""
    return cardwright.load("accordion", deal="open")


def dealt(game, *cards):
    """The game after dealing ``cards`` (in that order) from the stock into the row, one deal
    each; the rest of the deck stays in the stock."""
    state = game.deal(order=list(cards))
    for _ in cards:
        state = state.play("deal")
    return state


def position(game, row, *, stock_empty=False):
    """A hand-made position: ``row`` is the list of piles, left to right, each bottom -> top.

    The cards of the deck not named in ``row`` are in the stock, face down. With
    ``stock_empty=True`` the whole deck has been dealt: the other cards are then buried at the
    bottom of the first pile, where they play no part (ACC-5: covered cards do not count).
    """
    named = Counter(card for pile in row for card in pile)
    assert all(n == 1 for n in named.values()), "a one-deck game holds each card once"
    rest = [card for card in DECK if card not in named]
    piles = [list(pile) for pile in row]
    stock: list[str] = []
    if stock_empty:
        piles[0] = rest + piles[0]
    else:
        stock = ["-" + card for card in rest]
    return game.from_dict(
        {
            "format": 1,
            "variant": game.name,
            "options": dict(game.options),
            "zones": {"stock": [stock], "row": piles},
        }
    )


def row_text(state):
    """The row as lists of card texts, bottom -> top."""
    return [[str(card) for card in pile] for pile in state.piles("row")]


def visible_row(state):
    """The top card of each pile, left to right, as the player sees the row."""
    return [str(pile[-1]) for pile in state.piles("row")]


# ---------------------------------------------------------------------------------------------
# Setup


def test_acc1_one_52_card_deck_without_jokers_shuffled_into_a_closed_stock(accordion):
    """ACC-1: One 52-card deck, no jokers. Shuffle; the stock stays closed (face down)."""
    state = accordion.deal(seed=7)
    (stock,) = state.piles("stock")
    assert len(stock) == 52
    assert sorted(str(card) for card in stock) == sorted(DECK)  # every card once, no jokers
    assert not any(card.face_up for card in stock)
    assert state.piles("row") == ()
    assert state.to_dict()["zones"]["stock"][0][0].startswith("-")


def test_acc1_the_deck_is_shuffled_differently_for_different_seeds(accordion):
    """ACC-1: Shuffle — different deals give different stock orders, the same seed the same."""
    first = [str(c) for c in accordion.deal(seed=1).piles("stock")[0]]
    again = [str(c) for c in accordion.deal(seed=1).piles("stock")[0]]
    other = [str(c) for c in accordion.deal(seed=2).piles("stock")[0]]
    assert first == again
    assert first != other
    assert first != list(reversed(DECK))  # not the unshuffled pack


def test_acc2_each_dealt_card_becomes_a_new_pile_at_the_right_end_of_the_row(accordion):
    """ACC-2: Cards are turned one at a time from the stock; each is added at the right end of
    the row as a new pile."""
    state = accordion.deal(order=["9H", "2C", "KS"])
    state = state.play("deal")
    assert row_text(state) == [["9H"]]
    state = state.play("deal")
    assert row_text(state) == [["9H"], ["2C"]]
    state = state.play("deal")
    assert row_text(state) == [["9H"], ["2C"], ["KS"]]
    assert all(pile[-1].face_up for pile in state.piles("row"))
    assert len(state.piles("stock")[0]) == 49


def test_acc2_a_deal_after_a_move_still_goes_to_the_right_end(accordion):
    """ACC-2: each turned card is added at the right end of the row as a new pile — also
    after piles have been compressed."""
    state = accordion.deal(order=["5S", "5H", "9C"])
    state = state.play("deal").play("deal")
    state = state.play("row2>row1")
    assert row_text(state) == [["5S", "5H"]]
    state = state.play("deal")
    assert row_text(state) == [["5S", "5H"], ["9C"]]


# ---------------------------------------------------------------------------------------------
# Play: optional moves


def test_acc3_the_player_may_deal_even_when_a_move_is_available(accordion):
    """ACC-3: Optional moves: at any moment the player may make any available move, or deal the
    next card first."""
    state = dealt(accordion, "5S", "5H", "JC")
    assert legal(state) == {"row2>row1", "deal"}
    moved_first = state.play("row2>row1")
    dealt_first = state.play("deal")
    assert row_text(moved_first) == [["5S", "5H"], ["JC"]]
    assert row_text(dealt_first)[:3] == [["5S"], ["5H"], ["JC"]]
    # the move waits: it is still available after the extra card
    assert "row2>row1" in legal(dealt_first)


def test_acc3_no_move_while_the_stock_has_cards_is_not_a_loss_deal(accordion):
    """ACC-3: Having no move while the stock still has cards is not a loss: deal."""
    state = dealt(accordion, "5S", "9H")
    assert legal(state) == {"deal"}
    assert state.outcome is None


def test_acc4_the_only_places_for_cards_are_the_stock_and_the_row(accordion):
    """ACC-4: Goal: compress the whole deck into a single pile. There are no foundations and no
    separate discard pile."""
    state = accordion.deal(seed=3)
    assert set(state.to_dict()["zones"]) == {"stock", "row"}


def test_acc4_the_goal_is_one_pile_holding_the_whole_deck(accordion):
    """ACC-4: Goal: compress the whole deck into a single pile."""
    state = position(accordion, [["5S"], ["5H"]], stock_empty=True)
    assert state.outcome is None
    final = state.play("row2>row1")
    assert len(final.piles("row")) == 1
    assert len(final.piles("row")[0]) == 52
    assert final.outcome.result == "won"


# ---------------------------------------------------------------------------------------------
# Legal moves


def test_acc5_pile_moves_onto_left_neighbour_or_three_left_when_suit_or_rank_match(accordion):
    """ACC-5: A move takes a whole pile and puts it on top of its immediate left neighbour, or
    on the pile three places to the left (skipping two piles). It is legal only if the two
    piles' top cards share suit or rank."""
    # 4D matches 4S three to the left by rank; 9D matches 4D on its left by suit.
    state = dealt(accordion, "4S", "7H", "QC", "4D", "9D")
    card_moves = legal(state) - {"deal"}
    assert card_moves == {"row4>row1", "row5>row4"}


def test_acc5_moves_need_a_shared_suit_or_rank_of_the_top_cards(accordion):
    """ACC-5: It is legal only if the two piles' top cards share suit or rank."""
    state = dealt(accordion, "4S", "7H", "QC", "4D")
    assert_rejected(state, "row2>row1", "cannot go on")  # 7H on 4S: neither suit nor rank
    assert_rejected(state, "row4>row3", "cannot go on")  # 4D on QC
    by_suit = dealt(accordion, "2H", "9H")
    assert row_text(by_suit.play("row2>row1")) == [["2H", "9H"]]
    by_rank = dealt(accordion, "JC", "JD")
    assert row_text(by_rank.play("row2>row1")) == [["JC", "JD"]]


def test_acc5_the_whole_pile_moves_and_keeps_its_order(accordion):
    """ACC-5: A move takes a whole pile and puts it on top of the destination."""
    state = dealt(accordion, "3C", "8H", "KD", "8D")
    state = state.play("row4>row3")  # 8D on KD by suit: pile KD 8D
    assert row_text(state) == [["3C"], ["8H"], ["KD", "8D"]]
    state = state.play("row3>row2")  # top 8D on 8H by rank: the whole pile KD 8D moves
    assert row_text(state) == [["3C"], ["8H", "KD", "8D"]]


def test_acc5_covered_cards_play_no_part(accordion):
    """ACC-5: Covered cards play no part — only the two top cards are compared."""
    # After KC goes onto 8C, the pile 8C KC shows KC; the covered 8C would match 8D, but does not count.
    state = dealt(accordion, "8D", "8C", "KC").play("row3>row2")
    assert row_text(state) == [["8D"], ["8C", "KC"]]
    assert_rejected(state, "row2>row1", "cannot go on")
    # And a covered card of the destination does not count either: 5S is covered by JS.
    state = dealt(accordion, "5S", "JS", "5H").play("row2>row1")
    assert row_text(state) == [["5S", "JS"], ["5H"]]
    assert_rejected(state, "row2>row1", "cannot go on")


# ---------------------------------------------------------------------------------------------


def test_acc6_the_gap_closes_and_distances_are_counted_again(accordion):
    """ACC-6: After each move the gap closes and distances are counted again."""
    # KS matches 9S by suit but is four places to its right: not yet a move.
    state = dealt(accordion, "9S", "2H", "6D", "6C", "KS")
    assert "row5>row1" not in legal(state)
    state = state.play("row4>row3")  # 6C onto 6D; the gap closes
    assert visible_row(state) == ["9S", "2H", "6C", "KS"]
    # KS is now three places from 9S: the jump is legal
    assert "row4>row1" in legal(state)
    state = state.play("row4>row1")
    assert row_text(state) == [["9S", "KS"], ["2H"], ["6D", "6C"]]


def test_acc6_never_two_or_four_places_left(accordion):
    """ACC-6: A pile is never moved two or four places left."""
    two = dealt(accordion, "5S", "9H", "5D")
    assert_rejected(two, "row3>row1", "left")
    four = dealt(accordion, "5S", "9H", "JC", "2D", "5D")
    assert_rejected(four, "row5>row1", "left")


def test_acc6_never_moved_right(accordion):
    """ACC-6: A pile is never moved right."""
    state = dealt(accordion, "5S", "5D")
    assert_rejected(state, "row1>row2", "left")
    four_right = dealt(accordion, "5S", "9H", "JC", "5D")
    assert_rejected(four_right, "row1>row4", "left")


def test_acc6_a_pile_is_never_split(accordion):
    """ACC-6: A pile is never split — only the whole pile moves."""
    state = dealt(accordion, "8C", "KD", "8D").play("row3>row2")  # 8D onto KD by suit
    assert row_text(state) == [["8C"], ["KD", "8D"]]
    # 8D alone would match 8C, but the pile KD 8D may not be cut in two ...
    assert_rejected(state, "row2:1>row1", "whole")
    # ... it moves whole, the king with it
    assert row_text(state.play("row2>row1")) == [["8C", "KD", "8D"]]


def test_acc6_same_colour_is_not_enough_a_heart_does_not_match_a_diamond(accordion):
    """ACC-6: Same colour is not enough: a heart does not match a diamond."""
    red = dealt(accordion, "7D", "9H")
    assert_rejected(red, "row2>row1", "cannot go on")
    black = dealt(accordion, "3S", "8C")
    assert_rejected(black, "row2>row1", "cannot go on")
    red_three_left = dealt(accordion, "7D", "2C", "JS", "9H")
    assert_rejected(red_three_left, "row4>row1", "cannot go on")


def test_acc7_a_move_changes_the_destination_card_and_can_remove_a_later_opportunity(accordion):
    """ACC-7: A move changes the destination's visible card, and so can remove a later
    opportunity."""
    state = dealt(accordion, "KH", "3H", "3C")
    # 3H could go onto KH (suit); after 3C covers it, the pile shows 3C and that chance is gone.
    assert "row2>row1" in legal(state)
    covered = state.play("row3>row2")
    assert visible_row(covered) == ["KH", "3C"]
    assert_rejected(covered, "row2>row1", "cannot go on")
    # The other order keeps both chances and compresses to one pile.
    one_pile = state.play("row2>row1")
    assert visible_row(one_pile) == ["3H", "3C"]
    one_pile = one_pile.play("row2>row1")
    assert row_text(one_pile) == [["KH", "3H", "3C"]]


# ---------------------------------------------------------------------------------------------
# ACC-8: the worked example, move by move


@pytest.fixture
def worked_example(accordion):
    """ACC-8: Row 4♠ 7♥ Q♣ 4♦ K♦ (the rest of the deck still in the stock)."""
    state = dealt(accordion, "4S", "7H", "QC", "4D", "KD")
    assert [pile[-1].symbol for pile in state.piles("row")] == ["4♠", "7♥", "Q♣", "4♦", "K♦"]
    return state


def test_acc8_worked_example_both_first_moves_are_legal(worked_example):
    """ACC-8: Move 4♦ onto 4♠ (same rank, three to the left) ... Alternatively the first move
    could have been K♦ onto the adjacent 4♦ ... Both first moves are legal."""
    assert {"row4>row1", "row5>row4"} <= legal(worked_example)
    assert legal(worked_example) - {"deal"} == {"row4>row1", "row5>row4"}


def test_acc8_worked_example_four_onto_four_then_king_jumps_three(worked_example):
    """ACC-8: Move 4♦ onto 4♠ (same rank, three to the left): the visible row becomes
    4♦ 7♥ Q♣ K♦, with 4♠ under 4♦. Now K♦ may jump three places onto 4♦ by suit, leaving
    K♦ 7♥ Q♣."""
    state = worked_example.play("row4>row1")
    assert visible_row(state) == ["4D", "7H", "QC", "KD"]
    assert row_text(state)[0] == ["4S", "4D"]  # 4♠ under 4♦
    assert "row4>row1" in legal(state)  # K♦ three places left onto 4♦, by suit
    state = state.play("row4>row1")
    assert visible_row(state) == ["KD", "7H", "QC"]
    assert row_text(state) == [["4S", "4D", "KD"], ["7H"], ["QC"]]


def test_acc8_worked_example_king_onto_adjacent_four_blocks_the_jump_to_four_of_spades(
    worked_example,
):
    """ACC-8: Alternatively the first move could have been K♦ onto the adjacent 4♦; that covers
    the four with a king and stops that pile from jumping onto 4♠ by rank."""
    state = worked_example.play("row5>row4")
    assert visible_row(state) == ["4S", "7H", "QC", "KD"]
    assert row_text(state)[3] == ["4D", "KD"]  # the four is covered by the king
    assert_rejected(state, "row4>row1", "cannot go on")  # K♦ on 4♠: no match
    assert legal(state) == {"deal"}


def test_acc8_worked_example_the_outcomes_differ(worked_example):
    """ACC-8: Both first moves are legal; the outcomes differ."""
    jump_first = worked_example.play("row4>row1")
    king_first = worked_example.play("row5>row4")
    assert jump_first != king_first
    assert len(jump_first.play("row4>row1").piles("row")) == 3
    assert len(king_first.piles("row")) == 4
    assert legal(king_first) == {"deal"}  # nothing left to compress before the next deal


# ---------------------------------------------------------------------------------------------
# End and record


def test_acc9_won_when_the_whole_deck_is_dealt_and_one_pile_holds_all_52(accordion):
    """ACC-9: Won: the whole deck has been dealt and one pile holds all 52 cards."""
    state = position(accordion, [DECK], stock_empty=True)
    assert state.outcome is not None
    assert state.outcome.result == "won"


def test_acc9_one_pile_is_not_a_win_while_the_stock_still_has_cards(accordion):
    """ACC-9: Won only when the whole deck has been dealt."""
    state = dealt(accordion, "5S", "5H").play("row2>row1")
    assert len(state.piles("row")) == 1
    assert state.outcome is None
    everything_but_one = position(accordion, [[c for c in DECK if c != "KC"]])
    assert len(everything_but_one.piles("stock")[0]) == 1
    assert everything_but_one.outcome is None
    assert legal(everything_but_one) == {"deal"}


def test_acc9_lost_when_the_stock_is_empty_several_piles_remain_and_none_can_move(accordion):
    """ACC-9: Lost: the stock is empty, several piles remain and none can move."""
    state = position(accordion, [["5S"], ["9H"], ["JD"]], stock_empty=True)
    assert state.legal_moves() == []
    assert state.outcome is not None
    assert state.outcome.result == "lost"


def test_acc9_no_redeal_and_no_reordering_of_the_remaining_piles(accordion):
    """ACC-9: No redeal, no reordering of the remaining piles."""
    state = position(accordion, [["5S"], ["9H"], ["JD"], ["2C"]], stock_empty=True)
    assert state.legal_moves() == []
    assert_rejected(state, "deal", "empty")
    assert_rejected(state, "row1>row2", "left")  # never to the right
    assert_rejected(state, "row4>row2", "left")  # two to the left: still no reordering
    with pytest.raises(IllegalMove):
        state.play("redeal")


def test_acc9_not_lost_while_a_pile_can_still_move(accordion):
    """ACC-9: Lost only when none can move: one matching pair keeps the game going."""
    state = position(accordion, [["5S"], ["9H"], ["JD"], ["2S"]], stock_empty=True)
    assert legal(state) == {"row4>row1"}
    assert state.outcome is None
    after = state.play("row4>row1")
    assert after.outcome.result == "lost"
    assert len(after.piles("row")) == 3


def test_acc10_the_record_is_the_number_of_piles_left(accordion):
    """ACC-10: The personal record is the number of piles left: fewer is better."""
    three = position(accordion, [["5S"], ["9H"], ["JD"]], stock_empty=True)
    five = position(accordion, [["5S"], ["9H"], ["JD"], ["3C"], ["7D"]], stock_empty=True)
    one = position(accordion, [DECK], stock_empty=True)
    assert three.outcome.scores == {0: 3}
    assert five.outcome.scores == {0: 5}
    assert one.outcome.scores == {0: 1}
    assert three.scores() == {0: 3}


def test_acc10_two_piles_is_close_but_not_a_win(accordion):
    """ACC-10: Two piles is close, but not a win."""
    state = position(accordion, [["5S"], ["9H"]], stock_empty=True)
    assert state.outcome.result == "lost"
    assert state.outcome.result != "won"
    assert state.outcome.scores == {0: 2}


# ---------------------------------------------------------------------------------------------
# Documented variants


def test_accv1_default_is_optional_moves():
    """ACC-V1/ACC-3: the default is the seed's optional moves; mandatory is a toggle."""
    game = cardwright.load("accordion")
    assert game.options["moves"] == "optional"
    assert set(game.option_specs["moves"].choices) == {"optional", "mandatory"}


def test_accv1_mandatory_moves_deal_is_illegal_while_a_pile_can_move(mandatory):
    """ACC-V1 mandatory moves: a playable pile must be moved before another card may be dealt."""
    state = dealt(mandatory, "5S", "5H")
    assert legal(state) == {"row2>row1"}
    assert_rejected(state, "deal", "mandatory")
    state = state.play("row2>row1")
    assert legal(state) == {"deal"}  # nothing can move now: deal
    assert len(state.play("deal").piles("row")) == 2


def test_accv1_mandatory_moves_a_three_left_move_also_blocks_the_deal(mandatory):
    """ACC-V1: a playable pile must be moved before another card may be dealt — a jump three
    places left counts as a playable pile."""
    state = dealt(mandatory, "4S", "7H", "QC", "4D")
    assert legal(state) == {"row4>row1"}


def test_accv1_mandatory_moves_deal_is_allowed_when_nothing_can_move(mandatory):
    """ACC-V1: with no playable pile, dealing goes on as usual."""
    state = mandatory.deal(seed=11)
    assert legal(state) == {"deal"}
    state = dealt(mandatory, "5S", "9H")
    assert legal(state) == {"deal"}


def test_accv1_the_convention_chosen_is_kept_for_the_whole_attempt(mandatory, accordion):
    """ACC-V1 / ACC-V2: a convention is chosen before shuffling and kept for the whole attempt:
    a position played under mandatory moves cannot be continued under optional moves."""
    saved = dealt(mandatory, "5S", "5H").to_dict()
    assert saved["options"]["moves"] == "mandatory"
    with pytest.raises(cardwright.StateError):
        accordion.from_dict(saved)
    assert mandatory.from_dict(saved).to_dict() == saved


def test_accv2_open_deal_lays_the_whole_deck_out_in_the_row(open_deal):
    """ACC-V2 open deal: the whole deck is laid out in the row at the start."""
    state = open_deal.deal(seed=5)
    row = state.piles("row")
    assert len(row) == 52
    assert all(len(pile) == 1 and pile[0].face_up for pile in row)
    assert sorted(str(pile[0]) for pile in row) == sorted(DECK)
    assert state.piles("stock") == ((),)
    assert "deal" not in legal(state)


def test_accv2_open_deal_keeps_the_deck_order_left_to_right(open_deal):
    """ACC-V2: the deck is laid out in order, the first card leftmost; play then follows ACC-5."""
    state = open_deal.deal(order=["4S", "7H", "QC", "4D", "KD"])
    assert visible_row(state)[:5] == ["4S", "7H", "QC", "4D", "KD"]
    assert {"row4>row1", "row5>row4"} <= legal(state)
    assert_rejected(state, "deal", "empty")


def test_accv2_open_deal_is_won_and_lost_like_the_dealt_game(open_deal):
    """ACC-V2 with ACC-9: with the whole deck in the row, one pile wins and a blocked row loses."""
    won = position(open_deal, [["5S"], ["5H"]], stock_empty=True).play("row2>row1")
    assert won.outcome.result == "won"
    lost = position(open_deal, [["5S"], ["9H"]], stock_empty=True)
    assert lost.outcome.result == "lost"


def test_accv2_default_is_cards_dealt_one_at_a_time():
    """ACC-V2 is a toggle; the default (ACC-2) deals from the stock."""
    game = cardwright.load("accordion")
    assert game.options["deal"] == "dealt"
    assert len(game.deal(seed=1).piles("stock")[0]) == 52
