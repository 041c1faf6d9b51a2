"""Fifteen more classic games, written only with forms the language already has.

Each game follows PySolFC (its rules page and the game's code in pysollib/games/), as the
variant file's header says. One class per game: a test of the deal (how many cards each zone
gets, and which are face down), and tests named after the rule that sets the game apart from
its nearest shipped relative (the game it extends, or the one it is played like).

Written like tests/test_classics.py: positions are built with :func:`positions.build` (only the
piles a rule is about are written, bottom -> top; "-9C" is a face-down nine of clubs; every
other card goes face down onto one pile, the stock unless a test says otherwise); moves use the
engine's notation ("tableau1:3>tableau2" moves the top three cards of tableau pile 1 onto pile
2; "turn", "deal" and "redeal" are actions).
"""

from __future__ import annotations

import random

import pytest
from positions import assert_rejected, build, legal, load, zones

import cardwright
from cardwright import IllegalMove

GAMES = (
    "saratoga",
    "eastcliff",
    "westcliff",
    "pas-seul",
    "blind-alleys",
    "agnes-sorel",
    "moosehide",
    "double-yukon",
    "australian-patience",
    "josephine",
    "busy-aces",
    "indian",
    "emperor",
    "red-and-black",
    "double-freecell",
)


def sizes(piles):
    return [len(pile) for pile in piles]


def face_down(pile):
    """How many cards of a pile (as text) are face down."""
    return sum(card.startswith("-") for card in pile)


def face_down_counts(piles):
    return [face_down(pile) for pile in piles]


def columns(*piles, count):
    """``count`` tableau piles: ``piles`` first, the others empty."""
    return [list(p) for p in piles] + [[] for _ in range(count - len(piles))]


# ---------------------------------------------------------------------------------------------
# The whole set


@pytest.mark.parametrize("name", GAMES)
def test_more_classics_are_installed_checked_and_cite_pysolfc(name):
    game = cardwright.load(name)
    assert game.name == name
    assert game.rules.source.startswith("PySolFC, ")
    # every card of the game is dealt somewhere, whatever the seed
    state = game.deal(seed=7)
    assert sum(len(pile) for piles in zones(state).values() for pile in piles) == (
        52 * game.rules.decks
    )


# ---------------------------------------------------------------------------------------------
# Klondike family


class TestSaratoga:
    """PySolFC, Saratoga: Klondike by Threes with every tableau card visible."""

    def test_saratoga_deals_every_card_face_up(self):
        z = zones(load("saratoga").deal(seed=1))
        assert sizes(z["tableau"]) == [1, 2, 3, 4, 5, 6, 7]
        assert face_down_counts(z["tableau"]) == [0] * 7  # Klondike: 0 1 2 3 4 5 6
        assert sizes(z["stock"]) == [24] and face_down(z["stock"][0]) == 24
        assert z["waste"] == [[]] and z["foundation"] == [[], [], [], []]

    def test_saratoga_open_cards_still_move_only_as_built_runs(self):
        state = build(
            load("saratoga"),
            {"tableau": [["9H", "2S"], ["TS"], ["TC", "9D", "8C"], ["JH"], [], [], []]},
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" not in moves  # 9H is visible, but 2S is not built on it
        assert "tableau3:2>tableau4" not in moves  # 9D 8C on a red Jack: no
        assert "tableau3:3>tableau4" in moves  # TC 9D 8C on JH: a built run

    def test_saratoga_turns_three_cards_and_redeals_without_limit(self):
        game = load("saratoga")
        assert game.options == {"draw": 3, "passes": "unlimited"}
        state = build(game, {"stock": [["-4C", "-5C", "-6C"]]}, filler="tableau", filler_index=6)
        assert zones(state.play("turn"))["waste"] == [["6C", "5C", "4C"]]
        empty = build(game, {"stock": [[]]}, filler="waste")
        state = empty
        for _ in range(3):  # through the stock again and again
            state = state.play("redeal")
            while "turn" in legal(state):
                state = state.play("turn")
            assert "redeal" in legal(state)
        assert [a.passes for a in game.rules.actions if a.name == "redeal"] == [None]


class TestEastcliff:
    """PySolFC, Eastcliff: Klondike on seven columns of three, any card in a space, no redeal."""

    def test_eastcliff_deals_seven_columns_of_three_with_the_top_card_face_up(self):
        z = zones(load("eastcliff").deal(seed=1))
        assert sizes(z["tableau"]) == [3] * 7
        assert face_down_counts(z["tableau"]) == [2] * 7
        assert sizes(z["stock"]) == [31] and z["waste"] == [[]]
        assert z["foundation"] == [[], [], [], []]

    def test_eastcliff_any_card_or_run_fills_a_space(self):
        state = build(
            load("eastcliff"),
            {"tableau": [[], ["-2C", "5D", "4S"], ["KS"], ["8H"], ["8D"], ["9H"], ["9D"]]},
        )
        moves = legal(state)
        assert "tableau2:2>tableau1" in moves  # a 5-headed run: Klondike wants a King
        assert "tableau4>tableau1" in moves

    def test_eastcliff_turns_one_card_and_never_redeals(self):
        game = load("eastcliff")
        assert game.options == {"draw": 1, "passes": 1}
        state = build(game, {"stock": [["-4C", "-5C"]]}, filler="tableau", filler_index=6)
        assert zones(state.play("turn"))["waste"] == [["5C"]]
        empty = build(game, {"stock": [[]]}, filler="waste")
        assert "redeal" not in legal(empty)
        with pytest.raises(IllegalMove, match="no passes left"):
            empty.play("redeal")

    def test_eastcliff_foundation_cards_may_come_back_to_the_tableau(self):
        state = build(
            load("eastcliff"),
            {"foundation": [["AS", "2S", "3S"], [], [], []], "tableau": columns(["4H"], count=7)},
        )
        assert "foundation1>tableau1" in legal(state)


class TestWestcliff:
    """PySolFC, Westcliff: Eastcliff on ten columns; cards never leave the foundations."""

    def test_westcliff_deals_ten_columns_of_three_with_the_top_card_face_up(self):
        z = zones(load("westcliff").deal(seed=1))
        assert sizes(z["tableau"]) == [3] * 10
        assert face_down_counts(z["tableau"]) == [2] * 10
        assert sizes(z["stock"]) == [22] and z["waste"] == [[]]
        assert z["foundation"] == [[], [], [], []]

    def test_westcliff_foundation_cards_stay_on_the_foundations(self):
        state = build(
            load("westcliff"),
            {"foundation": [["AS", "2S", "3S"], [], [], []], "tableau": columns(["4H"], count=10)},
        )
        assert_rejected(state, "foundation1>tableau1")
        assert "tableau1>foundation1" not in legal(state)  # and the 4H does not go up: not spades

    def test_westcliff_keeps_eastcliffs_rules_on_the_tableau(self):
        game = load("westcliff")
        assert game.options == {"draw": 1, "passes": 1}
        state = build(game, {"tableau": columns([], ["-2C", "5D", "4S"], ["6C"], count=10)})
        moves = legal(state)
        assert "tableau2:2>tableau1" in moves  # any run fills a space
        assert "tableau2:2>tableau3" in moves  # built down in alternating colours


class TestPasSeul:
    """PySolFC, Pas Seul: Eastcliff on six columns of one open card."""

    def test_pas_seul_deals_six_columns_of_a_single_open_card(self):
        z = zones(load("pas-seul").deal(seed=1))
        assert sizes(z["tableau"]) == [1] * 6
        assert face_down_counts(z["tableau"]) == [0] * 6
        assert sizes(z["stock"]) == [46] and face_down(z["stock"][0]) == 46
        assert z["waste"] == [[]] and z["foundation"] == [[], [], [], []]

    def test_pas_seul_any_card_fills_a_space_and_the_stock_is_turned_once(self):
        game = load("pas-seul")
        assert game.options == {"draw": 1, "passes": 1}
        state = build(game, {"tableau": [[], ["7D"], ["8S", "7H"], ["KC"], ["QC"], ["JC"]]})
        moves = legal(state)
        assert "tableau2>tableau1" in moves
        assert "tableau3:2>tableau1" in moves  # a run too
        assert "redeal" not in legal(build(game, {"stock": [[]]}, filler="waste"))


class TestBlindAlleys:
    """PySolFC, Blind Alleys: the Aces set out, six columns of three, one redeal."""

    def test_blind_alleys_sets_out_the_aces_then_six_columns_of_three(self):
        z = zones(load("blind-alleys").deal(seed=1))
        assert z["foundation"] == [["AS"], ["AH"], ["AD"], ["AC"]]
        assert sizes(z["tableau"]) == [3] * 6
        assert face_down_counts(z["tableau"]) == [2] * 6
        assert sizes(z["stock"]) == [30] and z["waste"] == [[]]

    def test_blind_alleys_allows_exactly_one_redeal(self):
        game = load("blind-alleys")
        assert game.options["passes"] == 2
        empty = build(
            game,
            {"stock": [[]], "foundation": [["AS"], ["AH"], ["AD"], ["AC"]]},
            filler="waste",
        )
        assert "redeal" in legal(empty)
        after = empty.play("redeal")
        while "turn" in legal(after):
            after = after.play("turn")
        assert "redeal" not in legal(after)  # the second time through is the last

    def test_blind_alleys_any_card_fills_a_space(self):
        state = build(
            load("blind-alleys"),
            {
                "foundation": [["AS"], ["AH"], ["AD"], ["AC"]],
                "tableau": [[], ["6D"], ["KS"], ["KH"], ["QS"], ["QH"]],
            },
        )
        assert "tableau2>tableau1" in legal(state)


class TestAgnesSorel:
    """PySolFC, Agnes Sorel: an open Klondike layout built down in colour, a base card, a stock
    dealt a row at a time, and spaces that are never filled."""

    def test_agnes_sorel_deals_an_open_klondike_layout_a_base_card_and_twenty_three_in_stock(self):
        z = zones(load("agnes-sorel").deal(seed=1))
        assert sizes(z["tableau"]) == [1, 2, 3, 4, 5, 6, 7]
        assert face_down_counts(z["tableau"]) == [0] * 7
        assert sizes(z["foundation"]) == [1, 0, 0, 0] and face_down(z["foundation"][0]) == 0
        assert sizes(z["stock"]) == [23] and face_down(z["stock"][0]) == 23

    def test_agnes_sorel_builds_down_in_the_same_colour_turning_the_corner(self):
        state = build(
            load("agnes-sorel"),
            {
                "foundation": [["5D"], [], [], []],
                "tableau": [["TH"], ["9D"], ["9S"], ["AC"], ["KS"], ["KH"], ["QS"]],
            },
        )
        moves = legal(state)
        assert "tableau2>tableau1" in moves  # a red 9 on a red 10
        assert "tableau3>tableau1" not in moves  # a black 9 on a red 10: Klondike's build
        assert "tableau5>tableau4" in moves  # a black King on a black Ace
        assert "tableau6>tableau4" not in moves

    def test_agnes_sorel_runs_in_one_colour_move_as_a_unit(self):
        state = build(
            load("agnes-sorel"),
            {
                "foundation": [["5D"], [], [], []],
                "tableau": [["JD", "TH", "9H"], ["JH"], ["QS"], ["KC"], ["2C"], ["3C"], ["4C"]],
            },
        )
        assert "tableau1:2>tableau2" in legal(state)  # TH 9H on the JH

    def test_agnes_sorel_an_empty_column_is_never_filled(self):
        state = build(
            load("agnes-sorel"),
            {
                "foundation": [["5D"], [], [], []],
                "tableau": [[], ["KS"], ["4D"], ["QH"], ["2C"], ["3C"], ["6C"]],
            },
        )
        moves = legal(state)
        assert not any(move.endswith(">tableau1") for move in moves)
        assert_rejected(state, "tableau2>tableau1")

    def test_agnes_sorel_the_first_foundation_card_sets_the_base_rank_turning_the_corner(self):
        state = build(
            load("agnes-sorel"),
            {
                "foundation": [["QD", "KD"], [], [], []],
                "tableau": [["AD"], ["QS"], ["AS"], ["KC"], ["2C"], ["3C"], ["4C"]],
            },
        )
        moves = legal(state)
        assert "tableau1>foundation1" in moves  # A after K
        assert "tableau2>foundation2" in moves  # a Queen starts another foundation
        assert "tableau3>foundation2" not in moves  # an Ace does not

    def test_agnes_sorel_deal_puts_a_card_on_each_column_the_last_ones_on_the_first_columns(self):
        game = load("agnes-sorel")
        state = build(
            game,
            {
                "foundation": [["5D"], [], [], []],
                "tableau": [["KS"], ["KH"], ["QS"], ["QH"], ["JS"], ["JH"], []],
                "stock": [["-2C", "-3C"]],
            },
            filler="tableau",
            filler_index=6,
        )
        after = state.play("deal")
        z = zones(after)
        assert [p[-1] for p in z["tableau"][:2]] == ["3C", "2C"]
        assert sizes(z["tableau"][2:6]) == [1, 1, 1, 1]
        assert z["stock"] == [[]]
        assert [a.name for a in game.rules.actions] == ["deal"]  # no waste, no redeal


# ---------------------------------------------------------------------------------------------
# Yukon family


class TestMoosehide:
    """PySolFC, Moosehide: Yukon built down in any suit but the card's own."""

    def test_moosehide_keeps_the_yukon_deal(self):
        z = zones(load("moosehide").deal(seed=1))
        assert sizes(z["tableau"]) == [1, 6, 7, 8, 9, 10, 11]
        assert face_down_counts(z["tableau"]) == [0, 1, 2, 3, 4, 5, 6]
        assert z["foundation"] == [[], [], [], []]

    def test_moosehide_builds_down_in_any_suit_but_its_own(self):
        state = build(
            load("moosehide"),
            {"tableau": [["9H", "2S"], ["TS"], ["TH"], ["TD"], [], [], []]},
            filler="foundation",
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" in moves  # on a black 10
        assert "tableau1:2>tableau4" in moves  # on a red 10 of another suit: Yukon refuses it
        assert "tableau1:2>tableau3" not in moves  # on its own suit's 10
        after = state.play("tableau1:2>tableau4")
        assert zones(after)["tableau"][3] == ["TD", "9H", "2S"]  # the 2S goes along, as in Yukon


class TestDoubleYukon:
    """PySolFC, Double Yukon: Yukon with two decks, ten columns and eight foundations."""

    def test_double_yukon_deals_all_104_cards_into_ten_columns_six_face_up_on_each(self):
        z = zones(load("double-yukon").deal(seed=1))
        assert sizes(z["tableau"]) == [6, 7, 8, 9, 10, 11, 12, 13, 14, 14]
        assert face_down_counts(z["tableau"]) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 8]
        assert z["foundation"] == [[]] * 8
        assert set(z) == {"foundation", "tableau"}  # no stock: every card is dealt

    def test_double_yukon_has_two_foundations_for_each_suit(self):
        state = build(
            load("double-yukon"),
            {
                "foundation": [["AS"], [], [], [], [], [], [], []],
                "tableau": columns(["AS"], ["-3C", "2S"], count=10),
            },
            filler="tableau",
            filler_index=9,
        )
        moves = legal(state)
        assert "tableau1>foundation2" in moves  # the second Ace of spades starts its own pile
        assert "tableau2>foundation1" in moves

    def test_double_yukon_any_face_up_card_moves_with_everything_on_it(self):
        state = build(
            load("double-yukon"),
            {"tableau": columns(["-AC", "9H", "2S", "KD"], ["TS"], ["TH"], count=10)},
            filler="tableau",
            filler_index=9,
        )
        assert "tableau1:3>tableau2" in legal(state)
        assert "tableau1:3>tableau3" not in legal(state)


class TestAustralianPatience:
    """PySolFC, Australian Patience: Russian Solitaire's moves on seven open columns of four,
    with a stock turned once."""

    def test_australian_patience_deals_seven_open_columns_of_four_and_a_stock_of_24(self):
        z = zones(load("australian-patience").deal(seed=1))
        assert sizes(z["tableau"]) == [4] * 7
        assert face_down_counts(z["tableau"]) == [0] * 7
        assert sizes(z["stock"]) == [24] and face_down(z["stock"][0]) == 24
        assert z["waste"] == [[]] and z["foundation"] == [[], [], [], []]

    def test_australian_patience_turns_the_stock_one_card_at_a_time_with_no_redeal(self):
        game = load("australian-patience")
        state = build(game, {"stock": [["-4C", "-5C"]]}, filler="tableau", filler_index=6)
        after = state.play("turn")
        assert zones(after)["waste"] == [["5C"]]
        assert [a.name for a in game.rules.actions] == ["turn"]
        with pytest.raises(IllegalMove, match="no action 'redeal'"):
            after.play("redeal")

    def test_australian_patience_the_waste_card_plays_to_the_tableau_in_suit(self):
        state = build(
            load("australian-patience"),
            {"waste": [["9S"]], "tableau": columns(["TS"], ["TH"], count=7)},
        )
        moves = legal(state)
        assert "waste1>tableau1" in moves
        assert "waste1>tableau2" not in moves  # Russian Solitaire: in suit only

    def test_australian_patience_groups_move_regardless_of_sequence_and_only_a_king_fills_a_space(
        self,
    ):
        state = build(
            load("australian-patience"),
            {"tableau": columns(["9H", "2S", "KD"], ["TH"], ["TS"], ["QC"], count=7)},
        )
        moves = legal(state)
        assert "tableau1:3>tableau2" in moves
        assert "tableau1:3>tableau3" not in moves
        assert "tableau1>tableau5" in moves  # the King alone into a space
        assert "tableau4>tableau5" not in moves


# ---------------------------------------------------------------------------------------------
# Forty Thieves family


class TestJosephine:
    """PySolFC, Josephine: Forty Thieves in which runs move as a unit."""

    def test_josephine_keeps_the_forty_thieves_deal(self):
        z = zones(load("josephine").deal(seed=1))
        assert sizes(z["tableau"]) == [4] * 10
        assert face_down_counts(z["tableau"]) == [0] * 10
        assert sizes(z["stock"]) == [64] and z["waste"] == [[]]
        assert z["foundation"] == [[]] * 8

    def test_josephine_moves_a_run_in_suit_as_a_unit(self):
        piles = columns(["JH", "9H", "8H", "7H"], ["TH"], ["9S", "8H"], ["TS"], count=10)
        state = build(load("josephine"), {"tableau": piles})
        moves = legal(state)
        assert "tableau1:3>tableau2" in moves  # 9H 8H 7H on the TH
        assert "tableau3:2>tableau4" not in moves  # 9S 8H is not built in suit
        forty = build(load("forty-thieves"), {"tableau": piles})
        assert "tableau1:3>tableau2" not in legal(forty)

    def test_josephine_sends_cards_to_the_foundations_one_at_a_time(self):
        state = build(
            load("josephine"),
            {
                "foundation": [["AS"], [], [], [], [], [], [], []],
                "tableau": columns(["2S", "AS"], count=10),
            },
        )
        moves = legal(state)
        assert "tableau1>foundation2" in moves  # the Ace alone
        assert "tableau1:2>foundation1" not in moves  # 2S AS onto the other AS: a run, refused


class TestBusyAces:
    """PySolFC, Busy Aces: Forty Thieves with twelve columns of one card."""

    def test_busy_aces_deals_twelve_columns_of_one_card_and_ninety_two_in_stock(self):
        z = zones(load("busy-aces").deal(seed=1))
        assert sizes(z["tableau"]) == [1] * 12
        assert face_down_counts(z["tableau"]) == [0] * 12
        assert sizes(z["stock"]) == [92] and face_down(z["stock"][0]) == 92
        assert z["waste"] == [[]] and z["foundation"] == [[]] * 8

    def test_busy_aces_builds_down_in_suit_one_card_at_a_time_on_twelve_columns(self):
        state = build(
            load("busy-aces"),
            {"tableau": columns(["9H", "8H"], ["TH"], ["9S"], [], count=12)},
        )
        moves = legal(state)
        assert "tableau1>tableau12" in moves  # the twelfth column exists and takes any card
        assert "tableau3>tableau2" not in moves
        assert "tableau1:2>tableau2" not in moves


class TestIndian:
    """PySolFC, Indian: Forty Thieves on columns of three, one face down, built down in any
    suit but the card's own."""

    def test_indian_deals_ten_columns_of_three_the_bottom_card_face_down(self):
        z = zones(load("indian").deal(seed=1))
        assert sizes(z["tableau"]) == [3] * 10
        assert face_down_counts(z["tableau"]) == [1] * 10
        assert [face_down(p[1:]) for p in z["tableau"]] == [0] * 10  # the bottom one
        assert sizes(z["stock"]) == [74] and z["waste"] == [[]]

    def test_indian_builds_down_in_any_suit_but_its_own(self):
        state = build(
            load("indian"),
            {"tableau": columns(["TH"], ["9H"], ["9D"], ["9S"], count=10)},
        )
        moves = legal(state)
        assert "tableau3>tableau1" in moves  # same colour, another suit
        assert "tableau4>tableau1" in moves
        assert "tableau2>tableau1" not in moves  # its own suit: Forty Thieves' only build

    def test_indian_turns_up_a_face_down_card_left_on_top(self):
        state = build(
            load("indian"),
            {"tableau": columns(["-5C", "9H"], ["TS"], count=10)},
        )
        assert zones(state.play("tableau1>tableau2"))["tableau"][0] == ["5C"]


class TestEmperor:
    """PySolFC, Emperor: Streets with only the top card of each column face up."""

    def test_emperor_deals_ten_columns_of_four_only_the_top_card_face_up(self):
        z = zones(load("emperor").deal(seed=1))
        assert sizes(z["tableau"]) == [4] * 10
        assert face_down_counts(z["tableau"]) == [3] * 10  # Streets: all face up
        assert sizes(z["stock"]) == [64] and z["waste"] == [[]]
        assert z["foundation"] == [[]] * 8

    def test_emperor_builds_down_in_alternating_colours_one_card_at_a_time_turning_up_cards(self):
        state = build(
            load("emperor"),
            {"tableau": columns(["-5C", "9H", "8S"], ["TS"], ["9C"], ["9D"], count=10)},
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" not in moves  # 9H 8S: one card at a time
        assert "tableau3>tableau2" not in moves  # a black 9 on a black 10
        after = state.play("tableau1>tableau4").play("tableau1>tableau2")  # 8S on 9D, 9H on TS
        assert zones(after)["tableau"][0] == ["5C"]  # Streets deals no face-down card to turn


class TestRedAndBlack:
    """PySolFC, Red and Black: the Aces set out, eight columns in alternating colours whose runs
    move, foundations up in alternating colours."""

    def test_red_and_black_sets_out_the_eight_aces_then_eight_columns_of_one(self):
        z = zones(load("red-and-black").deal(seed=1))
        assert z["foundation"] == [["AS"], ["AH"], ["AD"], ["AC"]] * 2
        assert sizes(z["tableau"]) == [1] * 8
        assert face_down_counts(z["tableau"]) == [0] * 8
        assert sizes(z["stock"]) == [88] and z["waste"] == [[]]

    def test_red_and_black_foundations_build_up_in_alternating_colours(self):
        aces = [["AS"], ["AH"], ["AD"], ["AC"]] * 2
        state = build(
            load("red-and-black"),
            {"foundation": aces, "tableau": columns(["2D"], ["2S"], count=8)},
        )
        moves = legal(state)
        assert "tableau1>foundation1" in moves  # a red 2 on the black Ace of spades
        assert "tableau1>foundation2" not in moves  # a red 2 on a red Ace
        assert "tableau2>foundation2" in moves  # a black 2 on the Ace of hearts
        assert "tableau2>foundation1" not in moves  # not even on its own suit's Ace

    def test_red_and_black_moves_runs_in_alternating_colours(self):
        aces = [["AS"], ["AH"], ["AD"], ["AC"]] * 2
        state = build(
            load("red-and-black"),
            {"foundation": aces, "tableau": columns(["TS", "9H", "8C"], ["TC"], [], count=8)},
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" in moves  # 9H 8C on the TC
        assert "tableau1:3>tableau3" in moves  # a whole run fills a space


# ---------------------------------------------------------------------------------------------
# FreeCell family


def double_freecell_run_position(*, cells=()):
    """Double FreeCell with tableau pile 1 holding TH 9S 8H 7S 6H 5S 4H 3S (eight cards), pile 2
    a black Jack (the whole run fits on it), pile 3 a red Ten (the 9S-headed run of seven fits on
    it); no column empty; ``cells`` in the first cells."""
    game = load("double-freecell")
    tableau = [["TH", "9S", "8H", "7S", "6H", "5S", "4H", "3S"], ["JC"], ["TD"], ["2C"]]
    tableau += [["3C"], ["4C"], ["2D"], ["3D"], ["4D"], ["5D"]]
    cell_piles = [[card] for card in cells] + [[] for _ in range(6 - len(cells))]
    return build(
        game,
        {
            "tableau": tableau,
            "cells": cell_piles,
            "foundation": [["AS"], ["AH"], ["AD"], ["AC"]],
        },
        filler="tableau",
        filler_index=3,
    )


class TestDoubleFreeCell:
    """PySolFC, Double FreeCell: two decks in ten columns of ten, six cells, and four
    foundations that each go round their suit twice."""

    def test_double_freecell_sets_out_four_aces_then_ten_columns_of_ten_with_six_empty_cells(self):
        z = zones(load("double-freecell").deal(seed=1))
        assert z["foundation"] == [["AS"], ["AH"], ["AD"], ["AC"]]
        assert sizes(z["tableau"]) == [10] * 10
        assert face_down_counts(z["tableau"]) == [0] * 10
        assert z["cells"] == [[]] * 6

    def test_double_freecell_foundations_go_from_king_round_to_ace_in_suit(self):
        spades = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"]
        state = build(
            load("double-freecell"),
            {
                "foundation": [spades, ["AH"], ["AD"], ["AC"]],
                "tableau": columns(["AS"], ["AH"], count=10),
            },
            filler="tableau",
            filler_index=9,
        )
        moves = legal(state)
        assert "tableau1>foundation1" in moves  # the second Ace of spades on the King
        assert "tableau2>foundation1" not in moves
        assert "tableau2>foundation2" not in moves  # an Ace on an Ace: not a step up
        assert load("double-freecell").rules.zones[1].capacity == 26

    def test_double_freecell_is_won_with_all_104_cards_on_the_four_foundations(self):
        piles = [[rank + suit for rank in "A23456789TJQK"] * 2 for suit in "SHDC"]
        last = piles[3].pop()  # the second King of clubs
        state = build(
            load("double-freecell"),
            {"foundation": piles, "tableau": columns([last], count=10)},
            filler="cells",
        )
        assert sizes(piles) == [26, 26, 26, 25]
        assert state.outcome is None
        assert state.play("tableau1>foundation4").outcome.result == "won"

    def test_double_freecell_supermove_counts_six_free_cells(self):
        state = double_freecell_run_position()
        moves = legal(state)
        assert "tableau1:7>tableau3" in moves  # six free cells: seven cards (FreeCell: five)
        assert "tableau1:8>tableau2" not in moves
        one_used = double_freecell_run_position(cells=("KH",))
        assert "tableau1:7>tableau3" not in legal(one_used)
        assert "tableau1:6>tableau3" not in legal(one_used)  # 8H on TD: not a build either


# -- the Yukon family as PySolFC builds it: foundations give nothing back (max_move=0) ---------

MOOSEHIDE_SEED_1 = [
    "tableau7>foundation1",
    "tableau4>tableau3",
    "tableau2>tableau4",
    "tableau4:5>tableau7",
    "tableau6:5>tableau5",
    "tableau7:7>tableau3",
    "tableau7:2>tableau6",
    "tableau3:11>tableau7",
    "tableau5:2>tableau3",
    "tableau3>tableau4",
    "tableau7:5>tableau2",
    "tableau1>tableau7",
    "tableau7:8>tableau2",
]


def test_moosehide_never_takes_a_card_back_from_the_foundation():
    state = cardwright.load("moosehide").deal(seed=1)
    for move in MOOSEHIDE_SEED_1:
        state = state.play(move)
    assert state.piles("foundation")[0]  # the Ace played first is still there
    with pytest.raises(cardwright.IllegalMove, match="never leave the foundation"):
        state.play("foundation1>tableau7")


@pytest.mark.parametrize("name", ["moosehide", "double-yukon"])
def test_the_pysolfc_yukons_list_no_move_off_a_foundation(name):
    game = cardwright.load(name)
    for seed in range(1, 6):
        state, rng = game.deal(seed=seed), random.Random(seed)
        for _ in range(150):
            moves = state.legal_moves()
            assert all(m.source[0] != "foundation" for m in moves)
            if not moves:
                break
            state = state.play(rng.choice(moves))


# ---------------------------------------------------------------------------------------------
# Issue 28: the names and claims that did not match PySolFC


def test_castles_in_spain_is_pysolfcs_game_dealt_three_rows_face_down():
    # castles-of-spain (the open preset) took this name; PySolFC's Castles in Spain deals
    # three rows face down and one face up (bakersdozen.py, CastlesInSpain.startGame).
    game = cardwright.load("Castles in Spain")
    assert game.name == "castles-in-spain"
    tableau = zones(game.deal(seed=1))["tableau"]
    assert sizes(tableau) == [4] * 13 and face_down_counts(tableau) == [3] * 13
    assert "Castles in Spain" not in cardwright.load("castles-of-spain").rules.aliases


def test_castles_in_spain_moves_runs_only_as_far_as_its_spaces_allow():
    # SuperMoveAC_RowStack with no cells: 2^(empty columns) cards, one column fewer into a space
    game = load("castles-in-spain")
    run = ["KS", "QH", "JC", "TD", "9S"]
    fillers = [["-" + r + "C"] for r in "23456789"] + [["-2D"], ["-3D"], ["-4D"]]

    def position(spaces):
        tableau = [run, ["KH"], *fillers[: 11 - spaces]] + [[] for _ in range(spaces)]
        return build(game, {"tableau": tableau}, filler="tableau", filler_index=2)

    one_space = legal(position(1))  # 2 cards onto a card, 1 into the space
    assert "tableau1:2>tableau2" not in one_space  # JC TD 9S is not a run onto KH anyway
    assert "tableau1>tableau13" in one_space and "tableau1:2>tableau13" not in one_space
    two_spaces = legal(position(2))  # 4 onto a card, 2 into a space
    assert "tableau1:2>tableau12" in two_spaces and "tableau1:3>tableau12" not in two_spaces


def test_outback_patience_is_its_own_two_deck_game():
    game = cardwright.load("Outback Patience")
    assert game.name == "outback-patience" and game.rules.decks == 2
    assert "Outback Patience" not in cardwright.load("australian-patience").rules.aliases
    tableau = zones(game.deal(seed=1))["tableau"]
    assert sizes(tableau) == [7] * 8 and face_down_counts(tableau) == [0] * 8


def test_terrace_is_not_known_as_queen_of_italy():
    # PySolFC's Queen of Italy (terrace.py, QueenOfItaly) lets foundation cards come back and
    # never fills a space from the waste: another game than Terrace.
    assert "Queen of Italy" not in cardwright.load("terrace").rules.aliases
    with pytest.raises(cardwright.VariantError, match="unknown variant"):
        cardwright.load("Queen of Italy")


def test_king_albert_moves_no_run_even_into_a_space():
    # PySolFC's KingAlbert rows are AC_RowStack with max_move 1, as the preset and Wikipedia.
    state = build(
        load("king-albert"),
        {"tableau": columns(["9S", "8H", "7C"], count=9)},
        filler="reserve",
    )
    moves = legal(state)
    assert "tableau1>tableau2" in moves
    assert not any(m.startswith("tableau1:") for m in moves)


def test_fortunes_favor_keeps_the_presets_foundations_not_pysolfcs():
    # The preset's foundations keep their cards; PySolFC's (max_move 1) would give the 2 back.
    state = build(
        load("fortunes-favor"),
        {
            "foundation": [["AS", "2S"], ["AH"], ["AD"], ["AC"]],
            "tableau": columns(["3S"], count=12),
        },
    )
    assert_rejected(state, "foundation1>tableau1")
