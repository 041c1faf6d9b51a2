"""The classic games shipped in variants/, rule by rule.

One class per game. Each test names the game and the rule it checks, as the rule source in the
variant file's header states it (Wikipedia's article on the game, PySolFC's rules pages,
Morehead & Mott-Smith, Parlett). Variants that extend another game are tested on what they
change; what they inherit is the parent's test.

Positions are built with :func:`positions.build`: only the piles a rule is about are written
(bottom -> top; "8S" is the eight of spades, "TD" the ten of diamonds, "-9C" a face-down nine of
clubs); every other card of the game goes face down onto one pile (the stock unless a test says
otherwise). Moves use the engine's notation: "tableau3>tableau1" moves the top card of tableau
pile 3 onto pile 1; "tableau1:3>tableau2" moves the top three cards; "turn", "deal" and
"redeal" are the games' actions.
"""

from __future__ import annotations

import pytest
from positions import assert_rejected, build, identities, legal, load, zones

import cardwright
from cardwright import IllegalMove

RANKS = "A23456789TJQK"


def sizes(piles):
    return [len(pile) for pile in piles]


def face_down(pile):
    """How many cards of a pile (as text) are face down."""
    return sum(card.startswith("-") for card in pile)


def all_face_up(piles):
    return all(face_down(pile) == 0 for pile in piles)


def only_top_face_up(piles):
    return all(pile and face_down(pile) == len(pile) - 1 for pile in piles)


def run_down(suit, first="K", last="A"):
    """A descending run of ``suit``: run_down("S", "K", "2") is KS QS ... 2S."""
    start, stop = RANKS.index(first), RANKS.index(last)
    return [RANKS[r] + suit for r in range(start, stop - 1, -1)]


# ---------------------------------------------------------------------------------------------
# Klondike and the Klondike family


class TestKlondike:
    """Wikipedia, Klondike (solitaire); Morehead & Mott-Smith."""

    def test_klondike_deal_is_seven_columns_of_one_to_seven_with_only_the_top_card_face_up(self):
        z = zones(load("klondike").deal(seed=1))
        assert sizes(z["tableau"]) == [1, 2, 3, 4, 5, 6, 7]
        assert only_top_face_up(z["tableau"])
        assert sizes(z["stock"]) == [24] and face_down(z["stock"][0]) == 24
        assert z["waste"] == [[]] and z["foundation"] == [[], [], [], []]

    def test_klondike_turns_three_cards_by_default_the_last_turned_on_top(self):
        state = build(load("klondike"), {"stock": [["-4C", "-5C", "-6C"]]})
        after = state.play("turn")
        assert zones(after)["waste"] == [["6C", "5C", "4C"]]
        assert "waste1>foundation1" not in legal(after)  # only the 4C, the top card, plays

    def test_klondike_option_draw_one_turns_one_card(self):
        state = build(load("klondike", draw=1), {"stock": [["-4C", "-5C", "-6C"]]})
        assert zones(state.play("turn"))["waste"] == [["6C"]]

    def test_klondike_redeal_turns_the_waste_over_only_when_the_stock_is_empty(self):
        game = load("klondike")
        state = build(game, {"waste": [["2H", "3H"]]})  # the rest of the cards in the stock
        assert "redeal" not in legal(state)
        empty_stock = build(game, {"stock": [[]]}, filler="waste")
        assert "redeal" in legal(empty_stock)
        after = empty_stock.play("redeal")
        assert zones(after)["waste"] == [[]]
        assert sizes(zones(after)["stock"]) == [52] and face_down(zones(after)["stock"][0]) == 52

    def test_klondike_option_passes_one_never_redeals(self):
        state = build(load("klondike", passes=1), {"stock": [[]]}, filler="waste")
        assert "redeal" not in legal(state)
        with pytest.raises(IllegalMove, match="no passes left"):
            state.play("redeal")

    def test_klondike_option_passes_three_allows_two_redeals(self):
        game = load("klondike", passes=3)
        state = build(game, {"stock": [[]]}, filler="waste")
        data = state.to_dict()
        data["actions_used"] = {"redeal": [1]}
        assert "redeal" in legal(game.from_dict(data))
        data["actions_used"] = {"redeal": [2]}
        assert "redeal" not in legal(game.from_dict(data))

    def test_klondike_builds_down_in_alternating_colours(self):
        state = build(load("klondike"), {"tableau": [["TS"], ["9H"], ["9C"], [], [], [], []]})
        assert "tableau2>tableau1" in legal(state)
        assert "tableau3>tableau1" not in legal(state)

    def test_klondike_empty_column_takes_only_a_king(self):
        state = build(
            load("klondike"),
            {"tableau": [[], ["QD"], ["KC"], ["-2C", "7S"], ["8S"], ["9S"], ["TS"]]},
        )
        assert "tableau3>tableau1" in legal(state)
        assert "tableau2>tableau1" not in legal(state)
        assert "tableau2>tableau3" in legal(state)  # a red Queen on the black King

    def test_klondike_a_run_moves_as_a_unit_and_fills_a_space_only_when_headed_by_a_king(self):
        state = build(
            load("klondike"),
            {"tableau": [[], ["-2C", "KC", "QD", "JS"], ["KD"], ["2D"], ["3D"], ["4D"], ["5D"]]},
        )
        assert "tableau2:3>tableau1" in legal(state)  # K-Q-J into the space
        assert "tableau2:2>tableau1" not in legal(state)  # Q-J: not headed by a King
        assert "tableau2:2>tableau3" not in legal(state)  # a red Queen on a red King

    def test_klondike_a_face_down_card_left_on_top_is_turned_up(self):
        state = build(load("klondike"), {"tableau": [["-5C", "9H"], ["TS"], [], [], [], [], []]})
        assert zones(state.play("tableau1>tableau2"))["tableau"][0] == ["5C"]

    def test_klondike_foundations_build_up_in_suit_from_the_ace_and_give_back_to_the_tableau(self):
        game = load("klondike")
        state = build(
            game,
            {
                "foundation": [["AS", "2S"], [], [], []],
                "tableau": [["3S"], ["3H"], ["AH"], [], [], [], []],
            },
        )
        moves = legal(state)
        assert "tableau1>foundation1" in moves
        assert "tableau2>foundation1" not in moves
        assert "tableau3>foundation2" in moves
        back = build(
            game,
            {
                "foundation": [["AS", "2S", "3S"], [], [], []],
                "tableau": [["4H"], [], [], [], [], [], []],
            },
        )
        assert "foundation1>tableau1" in legal(back)

    def test_klondike_is_won_with_every_card_on_the_foundations(self):
        game = load("klondike")
        piles = [list(reversed(run_down(suit))) for suit in "SHDC"]
        nearly = build(
            game,
            {
                "foundation": [piles[0][:-1], *piles[1:]],
                "tableau": [["KS"], [], [], [], [], [], []],
                "stock": [[]],
            },
        )
        assert nearly.outcome is None
        assert nearly.play("tableau1>foundation1").outcome.result == "won"


class TestThumbAndPouch:
    """PySolFC rules, Thumb and Pouch: Klondike built down in any suit but the card's own, any
    card in a space, one card at a time, no redeal."""

    def test_thumb_and_pouch_builds_down_in_any_suit_but_its_own(self):
        state = build(
            load("thumb-and-pouch"),
            {"tableau": [["TS"], ["9H"], ["9S"], ["9C"], ["KD"], ["KH"], ["KC"]]},
        )
        moves = legal(state)
        assert "tableau2>tableau1" in moves
        assert "tableau4>tableau1" in moves  # same colour, other suit: allowed
        assert "tableau3>tableau1" not in moves  # its own suit: refused

    def test_thumb_and_pouch_any_card_fills_a_space(self):
        state = build(load("thumb-and-pouch"), {"tableau": [[], ["5D"], [], [], [], [], []]})
        assert "tableau2>tableau1" in legal(state)

    def test_thumb_and_pouch_turns_one_card_and_never_redeals(self):
        game = load("thumb-and-pouch")
        assert game.options == {"draw": 1, "passes": 1}
        state = build(game, {"stock": [["-4C", "-5C"]]})
        assert zones(state.play("turn"))["waste"] == [["5C"]]
        assert "redeal" not in legal(build(game, {"stock": [[]]}, filler="waste"))


class TestWhitehead:
    """PySolFC rules, Whitehead: Klondike with all cards face up, built down in the same colour;
    only runs in suit move; any card in a space; one card at a time, no redeal."""

    def test_whitehead_deals_the_klondike_layout_all_face_up(self):
        z = zones(load("whitehead").deal(seed=4))
        assert sizes(z["tableau"]) == [1, 2, 3, 4, 5, 6, 7]
        assert all_face_up(z["tableau"])

    def test_whitehead_builds_down_in_the_same_colour(self):
        state = build(load("whitehead"), {"tableau": [["TH"], ["9D"], ["9S"], [], [], [], []]})
        assert "tableau2>tableau1" in legal(state)
        assert "tableau3>tableau1" not in legal(state)

    def test_whitehead_only_runs_in_suit_move_as_a_unit(self):
        state = build(
            load("whitehead"),
            {"tableau": [["TH", "9H", "8D"], ["TD"], ["JD"], ["KS"], ["KC"], ["QS"], ["QC"]]},
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" not in moves  # 9H 8D: same colour but not in suit
        in_suit = build(
            load("whitehead"),
            {"tableau": [["TH", "9H", "8H"], ["TD"], ["JD"], ["KS"], ["KC"], ["QS"], ["QC"]]},
        )
        assert {"tableau1:2>tableau2", "tableau1:3>tableau3"} <= legal(in_suit)

    def test_whitehead_any_card_fills_a_space(self):
        state = build(load("whitehead"), {"tableau": [[], ["5D"], [], [], [], [], []]})
        assert "tableau2>tableau1" in legal(state)
        assert load("whitehead").options == {"draw": 1, "passes": 1}


# ---------------------------------------------------------------------------------------------
# FreeCell family


def freecell_run_position(game, *, cells=([], [], [], []), empty_columns=0):
    """Tableau pile 1 holds the run TH 9S 8H 7S 6H 5S; pile 2 a black Jack (the whole run fits
    on it), pile 3 a red Ten (the 9S-headed run of five fits on it); ``empty_columns`` of the
    last piles are empty, the rest of the cards lie face down in pile 4 under a 2C."""
    tableau = [["TH", "9S", "8H", "7S", "6H", "5S"], ["JC"], ["TD"], ["2C"]]
    tableau += [["3C"], ["4C"], ["2D"], ["3D"]][: 4 - empty_columns] + [[]] * empty_columns
    return build(
        game,
        {"tableau": tableau, "cells": [list(c) for c in cells]},
        filler="tableau",
        filler_index=3,
    )


class TestFreeCell:
    """Wikipedia, FreeCell."""

    def test_freecell_deals_the_whole_deck_face_up_round_robin_into_seven_seven_seven_seven_six_six_six_six(
        self,
    ):
        game = load("freecell")
        z = zones(game.deal(seed=1))
        assert sizes(z["tableau"]) == [7, 7, 7, 7, 6, 6, 6, 6]
        assert all_face_up(z["tableau"])
        assert z["cells"] == [[], [], [], []] and z["foundation"] == [[], [], [], []]
        ordered = zones(game.deal(order=["AS", "2S", "3S"]))["tableau"]
        assert [ordered[0][0], ordered[1][0], ordered[2][0]] == ["AS", "2S", "3S"]  # dealt across

    def test_freecell_a_cell_holds_one_card_and_gives_it_to_the_tableau_or_a_foundation(self):
        state = build(
            load("freecell"),
            {"cells": [["6H"], [], [], []], "tableau": [["7S"], ["5C"], [], [], [], [], [], []]},
            filler="tableau",
            filler_index=7,
        )
        moves = legal(state)
        assert "tableau2>cells1" not in moves  # occupied
        assert "tableau2>cells2" in moves
        assert "cells1>tableau1" in moves
        assert "cells1>cells2" not in moves  # no shuffling between cells

    def test_freecell_any_card_fills_an_empty_column(self):
        state = build(
            load("freecell"), {"tableau": [[], ["9D"], [], [], [], [], [], []]}, filler="cells"
        )
        assert "tableau2>tableau1" in legal(state)

    def test_freecell_supermove_is_free_cells_plus_one_with_no_empty_column(self):
        state = freecell_run_position(load("freecell"))
        moves = legal(state)
        assert "tableau1:5>tableau3" in moves  # 4 free cells: 5 cards
        assert "tableau1:6>tableau2" not in moves
        one_cell_used = freecell_run_position(load("freecell"), cells=(["KH"], [], [], []))
        assert "tableau1:5>tableau3" not in legal(one_cell_used)
        assert "tableau1:4>tableau2" not in legal(one_cell_used)  # 8H on JC: not a build either

    def test_freecell_supermove_doubles_with_each_empty_column_not_counting_the_target(self):
        state = freecell_run_position(load("freecell"), empty_columns=1)
        moves = legal(state)
        assert "tableau1:6>tableau2" in moves  # (4 + 1) x 2 = 10 onto a card
        assert "tableau1:5>tableau8" in moves  # into the empty column: (4 + 1) x 1 = 5
        assert "tableau1:6>tableau8" not in moves

    def test_freecell_foundations_start_with_aces_and_keep_their_cards(self):
        state = build(
            load("freecell"),
            {
                "foundation": [["AS"], [], [], []],
                "tableau": [["2S"], ["AH"], ["2H"], [], [], [], [], []],
            },
            filler="cells",
        )
        moves = legal(state)
        assert {"tableau1>foundation1", "tableau2>foundation2"} <= moves
        assert "tableau3>foundation2" not in moves
        assert not any(m.startswith("foundation") for m in moves)


class TestBakersGame:
    """Wikipedia, Baker's Game: FreeCell built down in suit."""

    def test_bakers_game_builds_down_in_suit_not_in_alternating_colours(self):
        state = build(
            load("bakers-game"),
            {"tableau": [["TS"], ["9S"], ["9H"], [], [], [], [], []]},
            filler="cells",
        )
        assert "tableau2>tableau1" in legal(state)
        assert "tableau3>tableau1" not in legal(state)

    def test_bakers_game_moves_runs_in_suit_as_freecell_does(self):
        state = build(
            load("bakers-game"),
            {
                "tableau": [
                    ["9H", "8H", "7H"],
                    ["TH"],
                    ["2C"],
                    ["3C"],
                    ["4C"],
                    ["5C"],
                    ["6C"],
                    ["7C"],
                ]
            },
            filler="tableau",
            filler_index=7,
        )
        assert "tableau1:3>tableau2" in legal(state)
        assert sizes(zones(load("bakers-game").deal(seed=2))["tableau"]) == [7, 7, 7, 7, 6, 6, 6, 6]


class TestEightOff:
    """Wikipedia, Eight Off."""

    def test_eight_off_deals_eight_columns_of_six_and_four_of_eight_cells(self):
        z = zones(load("eight-off").deal(seed=3))
        assert sizes(z["tableau"]) == [6] * 8 and all_face_up(z["tableau"])
        assert sizes(z["cells"]) == [1, 1, 1, 1, 0, 0, 0, 0] and all_face_up(z["cells"])

    def test_eight_off_only_a_king_fills_an_empty_column(self):
        state = build(
            load("eight-off"),
            {
                "tableau": [[], ["QS"], ["KS"], [], [], [], [], []],
                "cells": [["KH"], [], [], [], [], [], [], []],
            },
            filler="foundation",
        )
        moves = legal(state)
        assert {"tableau3>tableau1", "cells1>tableau1"} <= moves
        assert "tableau2>tableau1" not in moves

    def test_eight_off_builds_down_in_suit_one_card_at_a_time(self):
        state = build(
            load("eight-off"),
            {"tableau": [["9H", "8H"], ["TH"], ["9S"], ["KC"], ["KD"], ["QC"], ["QD"], ["JC"]]},
            filler="tableau",
            filler_index=7,
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" not in moves  # no sequence moves, even with 8 free cells
        assert "tableau1>cells5" in moves
        assert "tableau3>tableau2" not in moves  # 9S on TH: not in suit


class TestSeahavenTowers:
    """Wikipedia, Seahaven Towers: ten columns of five, two of four cells dealt a card."""

    def test_seahaven_towers_deals_ten_columns_of_five_and_the_two_middle_cells(self):
        z = zones(load("seahaven-towers").deal(seed=5))
        assert sizes(z["tableau"]) == [5] * 10
        assert sizes(z["cells"]) == [0, 1, 1, 0]

    def test_seahaven_towers_only_a_king_fills_an_empty_column(self):
        tableau = [[], ["QS"], ["KS"]] + [[] for _ in range(7)]
        state = build(load("seahaven-towers"), {"tableau": tableau}, filler="foundation")
        assert "tableau3>tableau1" in legal(state)
        assert "tableau2>tableau1" not in legal(state)


# ---------------------------------------------------------------------------------------------
# Yukon family


class TestYukon:
    """Wikipedia, Yukon (solitaire)."""

    def test_yukon_deals_1_6_7_8_9_10_11_with_0_to_6_face_down(self):
        z = zones(load("yukon").deal(seed=1))
        assert sizes(z["tableau"]) == [1, 6, 7, 8, 9, 10, 11]
        assert [face_down(p) for p in z["tableau"]] == [0, 1, 2, 3, 4, 5, 6]

    def test_yukon_any_face_up_card_moves_with_everything_on_it(self):
        state = build(
            load("yukon"),
            {"tableau": [["-AC", "9H", "2S", "KD"], ["TS"], ["TH"], [], [], [], []]},
            filler="foundation",
        )
        moves = legal(state)
        assert "tableau1:3>tableau2" in moves  # 9H on TS, carrying 2S and KD along
        assert "tableau1:3>tableau3" not in moves  # 9H on TH: same colour
        after = state.play("tableau1:3>tableau2")
        assert zones(after)["tableau"][:2] == [["AC"], ["TS", "9H", "2S", "KD"]]

    def test_yukon_only_a_king_with_what_lies_on_it_fills_a_space(self):
        state = build(
            load("yukon"),
            {"tableau": [[], ["-3C", "KD", "2S", "7H"], ["QC"], [], [], [], []]},
            filler="foundation",
        )
        moves = legal(state)
        assert "tableau2:3>tableau1" in moves
        assert "tableau2:2>tableau1" not in moves
        assert "tableau3>tableau1" not in moves


class TestRussianSolitaire:
    """Wikipedia, Russian Solitaire: Yukon built down in suit."""

    def test_russian_solitaire_builds_down_in_suit(self):
        state = build(
            load("russian-solitaire"),
            {"tableau": [["9H", "2S"], ["TS"], ["TH"], [], [], [], []]},
            filler="foundation",
        )
        assert "tableau1:2>tableau3" in legal(state)
        assert "tableau1:2>tableau2" not in legal(state)

    def test_russian_solitaire_keeps_the_yukon_deal(self):
        z = zones(load("russian-solitaire").deal(seed=2))
        assert [face_down(p) for p in z["tableau"]] == [0, 1, 2, 3, 4, 5, 6]


class TestAlaska:
    """PySolFC rules, Alaska: Yukon built up or down in suit."""

    def test_alaska_builds_up_or_down_in_suit(self):
        state = build(
            load("alaska"),
            {"tableau": [["9H"], ["TH"], ["8H"], ["TS"], [], [], []]},
            filler="foundation",
        )
        moves = legal(state)
        assert {"tableau1>tableau2", "tableau1>tableau3"} <= moves
        assert "tableau1>tableau4" not in moves


# ---------------------------------------------------------------------------------------------
# Spider family


def spider_row(first, *others, pad="H"):
    """Ten tableau piles: ``first`` and ``others`` (each a list), padded with single cards of
    suit ``pad`` (K, Q, J, ...: none of them can take a card the test moves)."""
    piles = [first, *others]
    padding = [[rank + pad] for rank in "KQJT98765432"]
    return piles + padding[: 10 - len(piles)]


class TestSpider:
    """Wikipedia, Spider (solitaire); Morehead & Mott-Smith."""

    def test_spider_deals_fifty_four_cards_six_six_six_six_then_fives_top_face_up(self):
        z = zones(load("spider").deal(seed=1))
        assert sizes(z["tableau"]) == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
        assert only_top_face_up(z["tableau"])
        assert sizes(z["stock"]) == [50]
        assert z["foundation"] == [[]] * 8

    def test_spider_builds_down_regardless_of_suit(self):
        state = build(load("spider"), {"tableau": spider_row(["TS"], ["9H"])})
        assert "tableau2>tableau1" in legal(state)

    def test_spider_only_runs_in_suit_move_as_a_unit(self):
        state = build(load("spider"), {"tableau": spider_row(["TS", "9H", "8H"], ["JD"], ["TC"])})
        moves = legal(state)
        assert "tableau1:2>tableau3" in moves  # 9H 8H, in suit, onto the TC
        assert "tableau1:3>tableau2" not in moves  # TS 9H 8H: built, but not in one suit

    def test_spider_deal_puts_one_card_face_up_on_each_pile(self):
        state = build(load("spider"), {"tableau": spider_row(["5S"])})
        after = state.play("deal")
        assert sizes(zones(after)["tableau"]) == [2] * 10
        assert all_face_up(zones(after)["tableau"])
        assert sizes(zones(after)["stock"]) == [sizes(zones(state)["stock"])[0] - 10]

    def test_spider_deal_is_refused_while_a_pile_is_empty(self):
        state = build(load("spider"), {"tableau": spider_row([], ["5S"])})
        assert "deal" not in legal(state)
        with pytest.raises(IllegalMove, match="empty"):
            state.play("deal")

    def test_spider_a_complete_suit_king_to_ace_goes_to_a_foundation_at_once(self):
        state = build(
            load("spider"),
            {"tableau": spider_row(["-5C", *run_down("S", "K", "2")], ["AS"])},
        )
        after = state.play("tableau2>tableau1")
        z = zones(after)
        assert z["foundation"][0] == run_down("S")
        assert z["tableau"][0] == ["5C"]  # the card below is turned up
        assert z["tableau"][1] == []

    def test_spider_is_won_when_all_eight_suits_are_out(self):
        game = load("spider")
        suits = [run_down(s) for s in "SHDC" * 2]
        last = suits[-1]
        state = build(
            game,
            {
                "foundation": [*suits[:-1], []],
                "tableau": [last[:-1], [last[-1]]] + [[] for _ in range(8)],
                "stock": [[]],
            },
        )
        assert state.outcome is None
        assert state.play("tableau2>tableau1").outcome.result == "won"


class TestSpiderSuits:
    """Wikipedia, Spider (solitaire): the two-suit and one-suit versions, 104 cards each."""

    def test_spider_two_suits_holds_four_copies_of_each_spade_and_heart(self):
        state = load("spider-two-suits").deal(seed=1)
        counts = identities(state)
        assert set(suit for _, suit in counts) == {"S", "H"}
        assert set(counts.values()) == {4} and sum(counts.values()) == 104

    def test_spider_one_suit_holds_eight_copies_of_each_spade(self):
        state = load("spider-one-suit").deal(seed=1)
        counts = identities(state)
        assert set(suit for _, suit in counts) == {"S"}
        assert set(counts.values()) == {8} and sum(counts.values()) == 104
        assert sizes(zones(state)["tableau"]) == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]

    def test_spider_one_suit_collects_complete_suits_like_spider(self):
        state = build(
            load("spider-one-suit"),
            {"tableau": spider_row(["-5S", *run_down("S", "K", "2")], ["AS"], pad="S")},
        )
        after = state.play("tableau2>tableau1")
        assert zones(after)["foundation"][0] == run_down("S")


class TestSpiderette:
    """Wikipedia, Spiderette: one-deck Spider on a Klondike layout."""

    def test_spiderette_deals_the_klondike_layout_with_twenty_four_in_the_stock(self):
        z = zones(load("spiderette").deal(seed=1))
        assert sizes(z["tableau"]) == [1, 2, 3, 4, 5, 6, 7]
        assert only_top_face_up(z["tableau"])
        assert sizes(z["stock"]) == [24] and len(z["foundation"]) == 4

    def test_spiderette_the_last_three_cards_go_onto_the_first_three_columns(self):
        state = build(
            load("spiderette"),
            {
                "tableau": [["KS"], ["KH"], ["KD"], ["KC"], ["QS"], ["QH"], []],
                "stock": [["-2H", "-3H", "-4H"]],
            },
            filler="tableau",
            filler_index=6,
        )
        after = state.play("deal")
        z = zones(after)
        assert [p[-1] for p in z["tableau"][:3]] == ["4H", "3H", "2H"]
        assert sizes(z["tableau"][3:6]) == [1, 1, 1]
        assert z["stock"] == [[]]

    @pytest.mark.parametrize(("rules", "allowed"), [("wikipedia", False), ("solvitaire", True)])
    def test_spiderette_deals_a_row_with_a_column_empty_only_as_the_benchmark_preset(
        self, rules, allowed
    ):
        state = build(
            load("spiderette", rules=rules),
            {"tableau": [["KS"], ["KH"], ["KD"], ["KC"], ["QS"], ["QH"], []]},
        )
        assert ("deal" in legal(state)) is allowed
        if allowed:
            assert sizes(zones(state.play("deal"))["tableau"]) == [2, 2, 2, 2, 2, 2, 1]


class TestWillOTheWisp:
    """Wikipedia, Spiderette: Will o' the Wisp starts from seven columns of three."""

    def test_will_o_the_wisp_deals_seven_columns_of_three_top_face_up(self):
        z = zones(load("will-o-the-wisp").deal(seed=1))
        assert sizes(z["tableau"]) == [3] * 7 and only_top_face_up(z["tableau"])
        assert sizes(z["stock"]) == [31]

    def test_will_o_the_wisp_as_the_benchmark_preset_deals_all_face_up_and_at_any_time(self):
        game = load("will-o-the-wisp", rules="solvitaire")
        z = zones(game.deal(seed=1))
        assert sizes(z["tableau"]) == [3] * 7 and all_face_up(z["tableau"])
        state = build(game, {"tableau": [["KS"], [], [], [], [], [], []]})
        assert "deal" in legal(state)


class TestScorpion:
    """Wikipedia, Scorpion (solitaire); Morehead & Mott-Smith."""

    def test_scorpion_deals_seven_by_seven_with_three_face_down_in_the_first_four(self):
        z = zones(load("scorpion").deal(seed=1))
        assert sizes(z["tableau"]) == [7] * 7
        assert [face_down(p) for p in z["tableau"]] == [3, 3, 3, 3, 0, 0, 0]
        assert sizes(z["stock"]) == [3]

    def test_scorpion_builds_down_in_suit_moving_any_face_up_card_with_all_above_it(self):
        state = build(
            load("scorpion"),
            {
                "tableau": [
                    ["-4C", "9H", "2S", "KD"],
                    ["TH"],
                    ["TS"],
                    ["5C"],
                    ["6C"],
                    ["7C"],
                    ["8C"],
                ]
            },
        )
        moves = legal(state)
        assert "tableau1:3>tableau2" in moves  # 9H on TH, not in sequence above it
        assert "tableau1:3>tableau3" not in moves  # 9H on TS: not in suit

    def test_scorpion_only_a_king_with_what_lies_on_it_fills_a_space(self):
        state = build(
            load("scorpion"),
            {"tableau": [[], ["-4C", "KD", "2S"], ["QC"], ["5C"], ["6C"], ["7C"], ["8C"]]},
        )
        assert "tableau2:2>tableau1" in legal(state)
        assert "tableau3>tableau1" not in legal(state)

    def test_scorpion_the_three_stock_cards_go_onto_the_first_three_columns_even_with_a_space(self):
        state = build(
            load("scorpion"),
            {
                "tableau": [["5C"], ["6C"], ["7C"], ["8C"], [], ["9C"], []],
                "stock": [["-2H", "-3H", "-4H"]],
            },
            filler="tableau",
            filler_index=6,
        )
        assert "deal" in legal(state)
        z = zones(state.play("deal"))
        assert z["tableau"][:3] == [["5C", "4H"], ["6C", "3H"], ["7C", "2H"]]
        assert z["tableau"][4] == [] and z["stock"] == [[]]

    def test_scorpion_a_complete_suit_leaves_the_tableau(self):
        state = build(
            load("scorpion"),
            {"tableau": [["-4C", *run_down("H", "K", "2")], ["AH"], [], [], [], [], []]},
            filler="tableau",
            filler_index=6,
        )
        z = zones(state.play("tableau2>tableau1"))
        assert z["foundation"][0] == run_down("H")
        assert z["tableau"][0] == ["4C"]


class TestWasp:
    """PySolFC rules, Wasp: Scorpion with any card in a space."""

    def test_wasp_any_card_fills_a_space(self):
        state = build(load("wasp"), {"tableau": [[], ["-4C", "KD", "2S"], ["QC"], [], [], [], []]})
        assert {"tableau3>tableau1", "tableau2>tableau1", "tableau2:2>tableau1"} <= legal(state)


# ---------------------------------------------------------------------------------------------
# Golf and Black Hole


class TestGolf:
    """Wikipedia, Golf (patience), with its variation 'Queens may be played on Kings'."""

    def test_golf_deals_seven_open_columns_of_five_one_foundation_card_and_sixteen_in_stock(self):
        z = zones(load("golf").deal(seed=1))
        assert sizes(z["tableau"]) == [5] * 7 and all_face_up(z["tableau"])
        assert sizes(z["foundation"]) == [1] and all_face_up(z["foundation"])
        assert sizes(z["stock"]) == [16]

    def test_golf_plays_a_card_one_rank_up_or_down_regardless_of_suit(self):
        state = build(
            load("golf"),
            {"foundation": [["7S"]], "tableau": [["8H"], ["6D"], ["9S"], ["7C"], [], [], []]},
        )
        moves = legal(state)
        assert {"tableau1>foundation1", "tableau2>foundation1"} <= moves
        assert "tableau3>foundation1" not in moves and "tableau4>foundation1" not in moves

    def test_golf_never_builds_on_the_tableau(self):
        state = build(load("golf"), {"tableau": [["8H"], ["9S"], [], [], [], [], []]})
        assert not any(m.startswith("tableau") and ">tableau" in m for m in legal(state))

    def test_golf_does_not_turn_the_corner_between_ace_and_king(self):
        state = build(
            load("golf"), {"foundation": [["KS"]], "tableau": [["AH"], ["QD"], [], [], [], [], []]}
        )
        moves = legal(state)
        assert "tableau1>foundation1" not in moves
        assert "tableau2>foundation1" in moves  # the variation the file plays: Q on K

    def test_golf_turn_puts_the_next_stock_card_on_the_foundation(self):
        state = build(
            load("golf"), {"stock": [["-3C", "-5D"]], "foundation": [["KS"]]}, filler="tableau"
        )
        assert zones(state.play("turn"))["foundation"] == [["KS", "5D"]]

    def test_golf_has_no_redeal_and_is_lost_when_nothing_can_move(self):
        game = load("golf")
        assert [a.name for a in game.rules.actions] == ["turn"]
        state = build(
            game,
            {"stock": [[]], "foundation": [["7S"]], "tableau": [["2H"], [], [], [], [], [], []]},
            filler="foundation",
        )
        # the filler went under the 7S, face down; the only tableau card cannot play
        assert state.legal_moves() == []
        assert state.outcome.result == "lost"

    def test_golf_is_won_when_the_tableau_is_cleared_even_with_cards_in_stock(self):
        state = build(
            load("golf"), {"foundation": [["7S"]], "tableau": [["8H"], [], [], [], [], [], []]}
        )
        assert state.play("tableau1>foundation1").outcome.result == "won"


class TestPuttPutt:
    """Wikipedia, Golf (patience): Putt Putt turns the corner."""

    def test_putt_putt_turns_the_corner_between_ace_and_king(self):
        state = build(
            load("putt-putt"), {"foundation": [["KS"]], "tableau": [["AH"], [], [], [], [], [], []]}
        )
        assert "tableau1>foundation1" in legal(state)
        state = build(
            load("putt-putt"), {"foundation": [["AS"]], "tableau": [["KH"], [], [], [], [], [], []]}
        )
        assert "tableau1>foundation1" in legal(state)


class TestBlackHole:
    """Wikipedia, Black Hole (solitaire); Parlett, The Penguin Book of Patience."""

    def test_black_hole_starts_with_the_ace_of_spades_and_seventeen_fans_of_three(self):
        z = zones(load("black-hole").deal(seed=7))
        assert z["foundation"] == [["AS"]]
        assert sizes(z["tableau"]) == [3] * 17 and all_face_up(z["tableau"])
        assert "AS" not in [card for pile in z["tableau"] for card in pile]

    def test_black_hole_builds_up_or_down_regardless_of_suit_turning_the_corner(self):
        tableau = [["2D"], ["KC"], ["3S"], ["AH"]] + [[] for _ in range(13)]
        state = build(
            load("black-hole"), {"tableau": tableau, "foundation": [["AS"]]}, filler="foundation"
        )
        moves = legal(state)
        assert {"tableau1>foundation1", "tableau2>foundation1"} <= moves
        assert "tableau3>foundation1" not in moves and "tableau4>foundation1" not in moves

    def test_black_hole_the_only_move_is_a_top_card_into_the_hole(self):
        tableau = [["5H"], ["6S"]] + [[] for _ in range(15)]
        state = build(
            load("black-hole"), {"tableau": tableau, "foundation": [["KS"]]}, filler="foundation"
        )
        assert legal(state) == set()
        assert state.outcome.result == "lost"

    def test_black_hole_is_won_with_every_card_in_the_hole(self):
        tableau = [["2H"]] + [[] for _ in range(16)]
        state = build(
            load("black-hole"), {"tableau": tableau, "foundation": [["3C"]]}, filler="foundation"
        )
        assert state.play("tableau1>foundation1").outcome.result == "won"


class TestAllInARow:
    """PySolFC rules, All in a Row: thirteen piles of four, any card starts the foundation."""

    def test_all_in_a_row_deals_thirteen_piles_of_four_and_an_empty_foundation(self):
        z = zones(load("all-in-a-row").deal(seed=1))
        assert sizes(z["tableau"]) == [4] * 13 and z["foundation"] == [[]]

    def test_all_in_a_row_any_top_card_starts_the_foundation(self):
        state = load("all-in-a-row").deal(seed=1)
        assert legal(state) == {f"tableau{i}>foundation1" for i in range(1, 14)}


# ---------------------------------------------------------------------------------------------
# Canfield


class TestCanfield:
    """Wikipedia, Canfield (solitaire); Bicycle, Canfield."""

    def test_canfield_deals_thirteen_to_the_reserve_one_foundation_card_and_four_to_the_tableau(
        self,
    ):
        z = zones(load("canfield").deal(seed=1))
        assert sizes(z["reserve"]) == [13] and face_down(z["reserve"][0]) == 12
        assert sizes(z["foundation"]) == [1, 0, 0, 0]
        assert sizes(z["tableau"]) == [1, 1, 1, 1]
        assert sizes(z["stock"]) == [34] and z["waste"] == [[]]

    def test_canfield_the_first_foundation_card_sets_the_base_rank_of_the_others(self):
        state = build(
            load("canfield"),
            {"foundation": [["QD"], [], [], []], "tableau": [["QS"], ["JS"], ["AH"], ["KH"]]},
        )
        moves = legal(state)
        assert "tableau1>foundation2" in moves
        assert "tableau2>foundation2" not in moves
        assert "tableau3>foundation2" not in moves  # not even an Ace

    def test_canfield_foundations_build_up_in_suit_turning_the_corner(self):
        state = build(
            load("canfield"),
            {"foundation": [["QD", "KD"], [], [], []], "tableau": [["AD"], ["AH"], [], []]},
            filler="stock",
        )
        assert "tableau1>foundation1" in legal(state)
        assert "tableau2>foundation1" not in legal(state)

    def test_canfield_tableau_builds_down_in_alternating_colours_turning_the_corner(self):
        state = build(
            load("canfield"),
            {"foundation": [["5D"], [], [], []], "tableau": [["AH"], ["KS"], ["KH"], ["QC"]]},
        )
        moves = legal(state)
        assert "tableau2>tableau1" in moves  # a black King on a red Ace
        assert "tableau3>tableau1" not in moves
        assert "tableau4>tableau3" in moves

    def test_canfield_a_space_is_filled_at_once_from_the_reserve(self):
        state = build(
            load("canfield"),
            {
                "reserve": [["-2C", "-7D", "9S"]],
                "foundation": [["QD"], [], [], []],
                "tableau": [["5C"], ["6H"], ["JS"], ["KH"]],
            },
        )
        after = state.play("tableau1>tableau2")
        z = zones(after)
        assert z["tableau"][0] == ["9S"]
        assert z["reserve"] == [["-2C", "7D"]]  # the next reserve card is turned up

    def test_canfield_once_the_reserve_is_gone_a_space_takes_a_card_from_the_waste_only(self):
        state = build(
            load("canfield"),
            {
                "reserve": [[]],
                "foundation": [["QD"], [], [], []],
                "tableau": [[], ["5C"], ["JS"], ["KH"]],
                "waste": [["9D"]],
            },
        )
        moves = legal(state)
        assert "waste1>tableau1" in moves
        assert "tableau2>tableau1" not in moves

    def test_canfield_moves_a_tableau_pile_whole_or_by_its_top_card_never_in_part(self):
        state = load("canfield").deal(seed=67).play("tableau1>tableau3").play("tableau2>tableau3")
        assert zones(state)["tableau"][2] == ["8D", "7S", "6H"]
        assert zones(state)["tableau"][0] == ["8H"]  # refilled from the reserve
        assert_rejected(state, "tableau3:2>tableau1", "top card or the whole pile")
        whole = build(
            load("canfield"),
            {"foundation": [["2D"], [], [], []], "tableau": [["9C"], ["8D", "7S", "6H"], [], []]},
            filler="stock",
        )
        assert "tableau2:3>tableau1" in legal(whole)  # the whole pile, matched by its 8D

    def test_canfield_turns_three_at_a_time_and_redeals_without_limit(self):
        game = load("canfield")
        state = build(game, {"stock": [["-4C", "-5C", "-6C"]], "foundation": [["QD"], [], [], []]})
        assert zones(state.play("turn"))["waste"] == [["6C", "5C", "4C"]]
        empty = build(game, {"stock": [[]], "foundation": [["QD"], [], [], []]}, filler="waste")
        assert "redeal" in legal(empty)
        state = empty
        for _ in range(3):  # through the stock again and again
            state = state.play("redeal")
            while "turn" in legal(state):
                state = state.play("turn")
            assert "redeal" in legal(state)
        assert game.rules.actions[1].passes is None  # no limit on passes


# ---------------------------------------------------------------------------------------------
# Forty Thieves


def forty_thieves_tableau(*piles, count=10):
    return [list(p) for p in piles] + [[] for _ in range(count - len(piles))]


class TestFortyThieves:
    """Wikipedia, Forty Thieves (solitaire); PySolFC rules, Forty Thieves."""

    def test_forty_thieves_deals_ten_columns_of_four_face_up_and_sixty_four_in_stock(self):
        z = zones(load("forty-thieves").deal(seed=1))
        assert sizes(z["tableau"]) == [4] * 10 and all_face_up(z["tableau"])
        assert sizes(z["stock"]) == [64] and len(z["foundation"]) == 8

    def test_forty_thieves_builds_down_in_suit_one_card_at_a_time(self):
        state = build(
            load("forty-thieves"), {"tableau": forty_thieves_tableau(["9H", "8H"], ["TH"], ["9S"])}
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" not in moves
        assert "tableau1>tableau3" not in moves  # 8H on 9S: not in suit
        assert "tableau3>tableau2" not in moves

    def test_forty_thieves_any_card_fills_a_space(self):
        state = build(load("forty-thieves"), {"tableau": forty_thieves_tableau(["9H"], [])})
        assert "tableau1>tableau2" in legal(state)

    def test_forty_thieves_turns_one_card_and_never_redeals(self):
        game = load("forty-thieves")
        state = build(game, {"stock": [["-4C", "-5C"]]}, filler="tableau", filler_index=9)
        assert zones(state.play("turn"))["waste"] == [["5C"]]
        assert [a.name for a in game.rules.actions] == ["turn"]
        with pytest.raises(IllegalMove, match="no action 'redeal'"):
            state.play("redeal")

    def test_forty_thieves_each_of_the_eight_aces_starts_a_foundation(self):
        state = build(
            load("forty-thieves"),
            {
                "foundation": [["AS"], [], [], [], [], [], [], []],
                "tableau": forty_thieves_tableau(["AS"]),
            },
        )
        assert "tableau1>foundation2" in legal(state)


class TestMaria:
    """PySolFC rules, Maria: Forty Thieves with nine columns built in alternating colours."""

    def test_maria_deals_nine_columns_of_four(self):
        z = zones(load("maria").deal(seed=1))
        assert sizes(z["tableau"]) == [4] * 9 and sizes(z["stock"]) == [68]

    def test_maria_builds_down_in_alternating_colours(self):
        state = build(
            load("maria"), {"tableau": forty_thieves_tableau(["TS"], ["9H"], ["9C"], count=9)}
        )
        assert "tableau2>tableau1" in legal(state)
        assert "tableau3>tableau1" not in legal(state)


# ---------------------------------------------------------------------------------------------
# Beleaguered Castle family


class TestBeleagueredCastle:
    """Wikipedia, Beleaguered Castle."""

    def test_beleaguered_castle_sets_out_the_four_aces_then_eight_rows_of_six(self):
        z = zones(load("beleaguered-castle").deal(seed=1))
        assert z["foundation"] == [["AS"], ["AH"], ["AD"], ["AC"]]
        assert sizes(z["tableau"]) == [6] * 8 and all_face_up(z["tableau"])

    def test_beleaguered_castle_rows_build_down_regardless_of_suit_one_card_at_a_time(self):
        tableau = [["TS", "9D"], ["TH"], ["8C"], ["JD"], [], [], [], []]
        aces = [["AS"], ["AH"], ["AD"], ["AC"]]
        state = build(
            load("beleaguered-castle"),
            {"tableau": tableau, "foundation": aces},
            filler="foundation",
        )
        moves = legal(state)
        assert "tableau3>tableau1" in moves  # 8C on 9D
        assert "tableau1:2>tableau4" not in moves  # TS 9D cannot move together
        assert "tableau2>tableau4" in moves
        assert "tableau1>tableau5" in moves  # any card into a space

    def test_beleaguered_castle_foundation_cards_stay(self):
        state = build(
            load("beleaguered-castle"),
            {"foundation": [["AS", "2S"], ["AH"], ["AD"], ["AC"]], "tableau": [["3H"]] + [[]] * 7},
            filler="foundation",
        )
        assert not any(m.startswith("foundation") for m in legal(state))


class TestStreetsAndAlleys:
    """Wikipedia, Beleaguered Castle (Streets and Alleys): the Aces stay in the deal."""

    def test_streets_and_alleys_deals_all_fifty_two_seven_seven_seven_seven_six_six_six_six(self):
        z = zones(load("streets-and-alleys").deal(seed=1))
        assert z["foundation"] == [[], [], [], []]
        assert sizes(z["tableau"]) == [7, 7, 7, 7, 6, 6, 6, 6]

    def test_streets_and_alleys_an_ace_starts_a_foundation_one_per_suit(self):
        state = build(
            load("streets-and-alleys"),
            {"foundation": [["AS"], [], [], []], "tableau": [["AH"], ["2C"]] + [[]] * 6},
            filler="tableau",
            filler_index=7,
        )
        moves = legal(state)
        assert "tableau1>foundation2" in moves
        assert "tableau2>foundation2" not in moves


class TestFortress:
    """Wikipedia, Fortress (card game)."""

    def test_fortress_deals_ten_rows_the_outer_two_of_six(self):
        z = zones(load("fortress").deal(seed=1))
        assert sizes(z["tableau"]) == [6, 5, 5, 5, 5, 5, 5, 5, 5, 6]
        assert all_face_up(z["tableau"]) and z["foundation"] == [[], [], [], []]

    def test_fortress_rows_build_up_or_down_in_suit_without_turning_the_corner(self):
        tableau = [["9H"], ["TH"], ["8H"], ["TS"], ["KH"], ["AH"], [], [], [], []]
        state = build(load("fortress"), {"tableau": tableau}, filler="foundation")
        moves = legal(state)
        assert {"tableau1>tableau2", "tableau1>tableau3"} <= moves
        assert "tableau1>tableau4" not in moves
        assert "tableau5>tableau6" not in moves and "tableau6>tableau5" not in moves

    def test_fortress_moves_one_card_at_a_time(self):
        tableau = [
            ["TH", "9H"],
            ["JH"],
            ["2C"],
            ["3C"],
            ["4C"],
            ["5C"],
            ["6C"],
            ["7C"],
            ["8C"],
            ["9C"],
        ]
        state = build(load("fortress"), {"tableau": tableau}, filler="tableau", filler_index=9)
        assert not any(":" in m for m in legal(state))


class TestNationale:
    """PySolFC rules, Nationale (games/capricieuse.py)."""

    def test_nationale_sets_out_an_ace_and_a_king_of_each_suit_and_deals_twelve_piles_of_eight(
        self,
    ):
        z = zones(load("nationale").deal(seed=1))
        assert z["ascending"] == [["AS"], ["AH"], ["AD"], ["AC"]]
        assert z["descending"] == [["KS"], ["KH"], ["KD"], ["KC"]]
        assert sizes(z["tableau"]) == [8] * 12 and all_face_up(z["tableau"])

    def test_nationale_foundations_build_up_from_the_aces_and_down_from_the_kings(self):
        state = build(
            load("nationale"),
            {
                "ascending": [["AS"], ["AH"], ["AD"], ["AC"]],
                "descending": [["KS"], ["KH"], ["KD"], ["KC"]],
                "tableau": [["2S"], ["QH"], ["2H", "QS"]] + [[] for _ in range(9)],
            },
            filler="tableau",
            filler_index=11,
        )
        moves = legal(state)
        assert {"tableau1>ascending1", "tableau2>descending2", "tableau3>descending1"} <= moves
        assert "tableau1>descending1" not in moves and "tableau2>ascending2" not in moves

    def test_nationale_piles_build_up_or_down_in_suit_turning_the_corner_one_card_at_a_time(self):
        tableau = [["KD"], ["AD"], ["QD", "JD"], ["2D"], ["AS"]] + [[] for _ in range(7)]
        state = build(
            load("nationale"),
            {"tableau": tableau, "ascending": [["AS"], ["AH"], ["AD"], ["AC"]]},
            filler="descending",
        )
        moves = legal(state)
        assert {"tableau2>tableau1", "tableau1>tableau2", "tableau4>tableau2"} <= moves
        assert "tableau5>tableau2" not in moves  # not in suit
        assert "tableau3:2>tableau1" not in moves  # no sequences
        assert "tableau2>tableau6" in moves  # any card into a space


# ---------------------------------------------------------------------------------------------
# Accordion relatives


class TestTwentyThreeSkidoo:
    """PySolFC rules, 23 Skidoo: Accordion's piles jump two or three places left, never one."""

    def test_23_skidoo_is_found_by_its_name_with_digits(self):
        assert load("23 Skidoo").name == "twenty-three-skidoo"

    def test_23_skidoo_moves_two_or_three_places_left_never_onto_the_neighbour(self):
        game = load("twenty-three-skidoo", deal="open")
        row = [["5S"], ["6S"], ["5H"], ["KC"], ["7S"]]
        state = build(game, {"row": row, "stock": [[]]}, filler="row", filler_index=0)
        moves = legal(state)
        assert "row3>row1" in moves  # 5H on 5S, two places left
        assert "row5>row2" in moves  # 7S on 6S, three places left
        assert "row2>row1" not in moves  # 6S on 5S would be Accordion's move
        accordion = build(load("accordion", deal="open"), {"row": row, "stock": [[]]}, filler="row")
        assert "row2>row1" in legal(accordion)

    def test_23_skidoo_is_won_with_two_piles_left(self):
        game = load("twenty-three-skidoo")
        state = build(game, {"row": [["5S"], ["6H"]], "stock": [[]]}, filler="row", filler_index=0)
        assert state.outcome.result == "won"
        accordion = load("accordion")
        same = build(
            accordion, {"row": [["5S"], ["6H"]], "stock": [[]]}, filler="row", filler_index=0
        )
        assert same.outcome.result != "won"


# ---------------------------------------------------------------------------------------------
# all the classic games


CLASSICS = [
    "klondike", "thumb-and-pouch", "whitehead", "freecell", "bakers-game", "eight-off",
    "seahaven-towers", "yukon", "russian-solitaire", "alaska", "spider", "spider-two-suits",
    "spider-one-suit", "spiderette", "will-o-the-wisp", "scorpion", "wasp", "golf", "putt-putt",
    "black-hole", "all-in-a-row", "canfield", "forty-thieves", "maria", "beleaguered-castle",
    "streets-and-alleys", "fortress", "nationale", "twenty-three-skidoo",
    # tests/test_classics_more.py: the games that needed the language to grow
    "relaxed-accordion", "pyramid", "gaps", "montana", "capricieuse", "bayan", "late-binding",
]  # fmt: skip


def test_every_classic_game_is_installed_with_a_source_and_a_header_naming_it():
    for name in CLASSICS:
        game = load(name)
        assert game.rules.source, name
        header = game.definitions[0].text.splitlines()[0]
        assert header.startswith("# "), name


def test_no_name_or_alias_of_one_game_finds_another():
    """Aliases are looked up ignoring case and punctuation: two games must not share one."""
    from cardwright.language.registry import normalise

    owner = {}
    for name in cardwright.variants():
        for key in [name, *load(name).aliases]:
            found = normalise(key)
            assert owner.setdefault(found, name) == name, (key, owner[found], name)
            assert load(key).name == name
