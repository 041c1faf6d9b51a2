"""The Solvitaire benchmark presets of "Group C" (Forty Thieves, Spider and other families), rule
by rule: Lucas, Limited, Streets, Rank and File, Thirty, Thirty Six, Mrs Mop, Simple Simon,
Gaps (one deal) and Accordion (Knuth), the other name of Late-Binding Solitaire.

Each preset is tested on the rule that sets it apart from its nearest relative (the file it
extends, or the game it is modelled on); what it inherits is the parent's test
(tests/test_classics.py, tests/test_classics_more.py). Positions are built by hand with
:func:`positions.build`: only the piles a rule is about are written (bottom -> top; "-5C" is a
face-down five of clubs); every other card goes face down onto one pile, which therefore takes
and gives nothing. Moves use the engine's notation ("tableau1:2>tableau3" moves the top two
cards of tableau pile 1 onto pile 3).
"""

from __future__ import annotations

from collections import Counter

import pytest
from positions import assert_rejected, build, identities, legal, load, zones

RANKS = "A23456789TJQK"


def sizes(piles):
    return [len(pile) for pile in piles]


def face_down(pile):
    return sum(card.startswith("-") for card in pile)


def run_down(suit, first="K", last="A"):
    """run_down("S", "K", "2") is KS QS ... 2S."""
    start, stop = RANKS.index(first), RANKS.index(last)
    return [RANKS[r] + suit for r in range(start, stop - 1, -1)]


def run_up(suit, first="A", last="K"):
    return list(reversed(run_down(suit, last, first)))


def columns(count, *piles):
    """``count`` tableau piles: ``piles`` first, then empty ones."""
    return [list(p) for p in piles] + [[] for _ in range(count - len(piles))]


def aces_out(count=8):
    """Foundations holding one Ace each, S H D C S H D C (as 'deal rank A' sets them)."""
    return [["A" + "SHDC"[i % 4]] for i in range(count)]


# ---------------------------------------------------------------------------------------------
# every Group C name resolves and deals the preset's layout

LAYOUTS = {
    "lucas": {"tableau": [3] * 9 + [2] * 4, "foundation": [1] * 8, "stock": [61], "waste": [0]},
    "limited": {"tableau": [3] * 12, "foundation": [0] * 8, "stock": [68], "waste": [0]},
    "streets": {"tableau": [4] * 10, "foundation": [0] * 8, "stock": [64], "waste": [0]},
    "rank-and-file": {"tableau": [4] * 10, "foundation": [0] * 8, "stock": [64], "waste": [0]},
    "thirty": {"tableau": [6] * 5, "reserve": [1, 1], "foundation": [0] * 4},
    "thirtysix": {"tableau": [6] * 6, "foundation": [0] * 4, "stock": [16], "waste": [0]},
    "mrs-mop": {"tableau": [8] * 13, "foundation": [0] * 8},
    "simple-simon": {"tableau": [8, 8, 8, 7, 6, 5, 4, 3, 2, 1], "foundation": [0] * 4},
    "accordion-knuth": {"row": [1] * 18, "unused": [34]},
}
CARDS = {
    "thirty": 32,
    "thirtysix": 52,
    "simple-simon": 52,
    "accordion-knuth": 52,
    "gaps-one-deal": 52,
}
GROUP_C = [*LAYOUTS, "gaps-one-deal"]


@pytest.mark.parametrize("name", GROUP_C)
def test_every_group_c_preset_is_installed_under_its_solvitaire_name(name):
    game = load(name)
    assert game.name == ("late-binding" if name == "accordion-knuth" else name)
    assert game.rules.total_cards == CARDS.get(name, 104)
    assert "Solvitaire" in game.rules.source or name == "accordion-knuth"


@pytest.mark.parametrize("name", list(LAYOUTS))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_group_c_preset_deals_its_cards_into_each_zone(name, seed):
    state = load(name).deal(seed=seed)
    z = zones(state)
    assert {zone: sizes(piles) for zone, piles in z.items()} == LAYOUTS[name]
    assert sum(identities(state).values()) == load(name).rules.total_cards


def test_gaps_one_deal_deals_every_card_and_takes_the_four_aces_out():
    z = zones(load("gaps-one-deal").deal(seed=3))
    assert len(z["tableau"]) == 52 and sizes(z["tableau"]).count(0) == 4
    assert sorted(pile[0] for pile in z["aces"]) == ["AC", "AD", "AH", "AS"]


# ---------------------------------------------------------------------------------------------
# Lucas


class TestLucas:
    """Solvitaire preset lucas: Forty Thieves with the Aces out and thirteen columns."""

    @pytest.mark.parametrize("seed", [1, 2, 3])
    def test_lucas_deals_the_aces_to_the_foundations(self, seed):
        z = zones(load("lucas").deal(seed=seed))
        assert z["foundation"] == aces_out(8)
        elsewhere = [card for zone in ("tableau", "stock", "waste") for p in z[zone] for card in p]
        assert not [card for card in elsewhere if card.lstrip("-").startswith("A")]

    def test_lucas_deals_thirty_five_cards_round_robin_over_thirteen_columns(self):
        z = zones(load("lucas").deal(seed=4))
        assert sizes(z["tableau"]) == [3] * 9 + [2] * 4  # the preset's 35, not the usual 13 x 3
        assert all(face_down(pile) == 0 for pile in z["tableau"])
        assert sizes(z["stock"]) == [61] and face_down(z["stock"][0]) == 61

    def test_lucas_a_two_goes_onto_the_ace_of_its_suit_already_out(self):
        state = build(
            load("lucas"),
            {"foundation": aces_out(8), "tableau": columns(13, ["2H"])},
        )
        moves = legal(state)
        assert {"tableau1>foundation2", "tableau1>foundation6"} <= moves  # both Aces of hearts
        assert "tableau1>foundation1" not in moves
        assert_rejected(state, "tableau1>foundation1")


# ---------------------------------------------------------------------------------------------
# Limited, Streets, Rank and File


class TestLimited:
    """Solvitaire preset limited; PySolFC rules, Limited: Forty Thieves in twelve columns of 3."""

    def test_limited_deals_twelve_columns_of_three_and_sixty_eight_in_stock(self):
        z = zones(load("limited").deal(seed=1))
        assert sizes(z["tableau"]) == [3] * 12
        assert all(face_down(pile) == 0 for pile in z["tableau"])
        assert sizes(z["stock"]) == [68] and len(z["foundation"]) == 8

    def test_limited_twelfth_column_builds_down_in_suit_one_card_at_a_time(self):
        state = build(
            load("limited"),
            {"tableau": columns(12, ["TH"], ["9S"], *[[]] * 9, ["9H", "8H"])},
        )
        moves = legal(state)
        assert "tableau12>tableau2" not in moves  # 8H on 9S: not in suit
        assert "tableau12:2>tableau1" not in moves  # 9H 8H: one card at a time
        assert "tableau12>tableau3" in moves  # any card fills a space


class TestStreets:
    """Solvitaire preset streets; PySolFC rules, Streets: Forty Thieves in alternating colours."""

    def test_streets_builds_down_in_alternating_colours(self):
        state = build(load("streets"), {"tableau": columns(10, ["TS"], ["9H"], ["9C"])})
        moves = legal(state)
        assert "tableau2>tableau1" in moves  # red on black
        assert "tableau3>tableau1" not in moves  # black on black, even in suit
        assert_rejected(state, "tableau3>tableau1", "alternating colours")

    def test_streets_moves_one_card_at_a_time(self):
        state = build(load("streets"), {"tableau": columns(10, ["9H", "8S"], ["TC"])})
        assert "tableau1:2>tableau2" not in legal(state)
        assert "tableau1>tableau3" in legal(state)


class TestRankAndFile:
    """Solvitaire preset rank-and-file; PySolFC rules, Rank and File: Streets with three cards
    face down in each column and runs moving as a unit."""

    def test_rank_and_file_deals_three_cards_face_down_under_each_top_card(self):
        z = zones(load("rank-and-file").deal(seed=1))
        assert sizes(z["tableau"]) == [4] * 10
        assert [face_down(pile) for pile in z["tableau"]] == [3] * 10
        assert not z["tableau"][0][-1].startswith("-")

    def test_rank_and_file_moves_a_run_in_alternating_colours_as_a_unit(self):
        state = build(
            load("rank-and-file"),
            {"tableau": columns(10, ["-5C", "9H", "8S"], ["TC"], ["TS", "9D", "8H"], ["9C"])},
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" in moves  # 9H 8S onto the black 10
        assert "tableau3:2>tableau2" not in moves  # 9D 8H: not a run (red on red)
        after = state.play("tableau1:2>tableau2")
        assert zones(after)["tableau"][0] == ["5C"]  # the card left on top is turned up
        assert zones(after)["tableau"][1] == ["TC", "9H", "8S"]

    def test_rank_and_file_a_run_never_goes_to_a_foundation_whole(self):
        state = build(
            load("rank-and-file"),
            {"foundation": [["AS"]] + [[]] * 7, "tableau": columns(10, ["2S", "AH"])},
        )
        moves = legal(state)
        assert "tableau1:2>foundation1" not in moves  # the 2S would land under the AH
        assert "tableau1>foundation2" in moves


# ---------------------------------------------------------------------------------------------
# Thirty and Thirty Six


class TestThirty:
    """Solvitaire preset thirty: Ace to 8 in four suits, five columns of six, two reserve cards,
    built down regardless of suit with runs moving as a unit."""

    def test_thirty_plays_with_thirty_two_cards(self):
        held = identities(load("thirty").deal(seed=1))
        assert sum(held.values()) == 32 and set(held.values()) == {1}
        assert {rank for rank, _ in held} == set(range(1, 9))  # Ace to 8: no 9 to King
        assert Counter(suit for _, suit in held) == {"S": 8, "H": 8, "D": 8, "C": 8}

    def test_thirty_is_won_with_each_suit_from_ace_to_eight(self):
        foundation = [run_up("S", "A", "7"), *[run_up(s, "A", "8") for s in "HDC"]]
        state = build(
            load("thirty"),
            {"foundation": foundation, "tableau": columns(5, ["8S"])},
            filler="tableau",
            filler_index=4,
        )
        assert state.outcome is None
        assert state.play("tableau1>foundation1").outcome.result == "won"

    def test_thirty_moves_a_run_built_regardless_of_suit(self):
        state = build(
            load("thirty"),
            {"tableau": columns(5, ["8S", "7H", "6C"], ["8D"])},
            filler="tableau",
            filler_index=4,
        )
        moves = legal(state)
        assert "tableau1:2>tableau2" in moves  # 7H 6C onto the 8D: not one suit, still a run
        assert "tableau1:3>tableau3" in moves  # the whole run into a space

    def test_thirty_reserve_cards_play_out_but_take_nothing(self):
        state = build(
            load("thirty"),
            {"reserve": [["7H"], ["AS"]], "tableau": columns(5, ["8C"], ["6D"])},
            filler="tableau",
            filler_index=4,
        )
        moves = legal(state)
        assert "reserve1>tableau1" in moves and "reserve2>foundation1" in moves
        assert "tableau2>reserve1" not in moves  # the reserve is not built on
        after = state.play("reserve2>foundation1")
        assert "tableau2>reserve2" not in legal(after)  # nor refilled


class TestThirtySix:
    """Solvitaire preset thirtysix; PySolFC rules, Thirty Six: six columns of six, built down
    regardless of suit, runs moving as a unit, a stock of 16 turned once."""

    def test_thirtysix_deals_six_columns_of_six_and_sixteen_in_stock(self):
        z = zones(load("thirtysix").deal(seed=1))
        assert sizes(z["tableau"]) == [6] * 6 and sizes(z["stock"]) == [16]
        assert len(z["foundation"]) == 4

    def test_thirtysix_leaves_the_dealt_aces_in_the_tableau(self):
        # the preset, unlike PySolFC's deal, sends nothing to the foundations by itself
        others = [f"{r}{s}" for s in "SHDC" for r in RANKS[1:]]
        order = [*others[:5], "AS", "AH", *others[5:]]  # AS on top of column 1, AH under column 2
        z = zones(load("thirtysix").deal(order=order))
        assert z["tableau"][0][-1] == "AS" and z["tableau"][1][0] == "AH"
        assert z["foundation"] == [[]] * 4

    def test_thirtysix_moves_a_run_built_regardless_of_suit(self):
        state = build(
            load("thirtysix"), {"tableau": columns(6, ["TS", "9H", "8C"], ["JD"], ["9S"])}
        )
        moves = legal(state)
        assert "tableau1:3>tableau2" in moves  # TS 9H 8C onto the JD
        assert "tableau3>tableau1" not in moves  # a 9 on an 8: down only
        assert "tableau1:2>tableau4" in moves  # a run into a space

    def test_thirtysix_turns_one_card_and_never_redeals(self):
        game = load("thirtysix")
        state = build(game, {"stock": [["-4C", "-5C"]]}, filler="tableau", filler_index=5)
        assert zones(state.play("turn"))["waste"] == [["5C"]]
        assert [action.name for action in game.rules.actions] == ["turn"]


# ---------------------------------------------------------------------------------------------
# Mrs Mop and Simple Simon


class TestMrsMop:
    """Solvitaire preset mrs-mop; PySolFC rules, Mrs. Mop: Simple Simon with two decks in
    thirteen columns of eight."""

    def position(self, *piles):
        return build(
            load("mrs-mop"), {"tableau": columns(13, *piles)}, filler="tableau", filler_index=12
        )

    def test_mrs_mop_deals_all_hundred_and_four_cards_face_up_in_thirteen_columns_of_eight(self):
        z = zones(load("mrs-mop").deal(seed=1))
        assert set(z) == {"tableau", "foundation"}  # no stock
        assert sizes(z["tableau"]) == [8] * 13
        assert all(face_down(pile) == 0 for pile in z["tableau"])

    def test_mrs_mop_moves_a_run_only_in_suit(self):
        state = self.position(["TS", "9H", "8H"], ["JD"], ["TC"])
        moves = legal(state)
        assert "tableau1:2>tableau3" in moves  # 9H 8H, in suit, onto the TC
        assert "tableau1:3>tableau2" not in moves  # TS 9H 8H: built, but not in one suit
        assert "tableau3>tableau2" in moves  # one card builds down in any suit

    def test_mrs_mop_any_card_or_run_fills_a_space(self):
        state = self.position(["QS", "JS"], ["5D"])
        moves = legal(state)
        assert "tableau1:2>tableau3" in moves and "tableau2>tableau3" in moves

    def test_mrs_mop_a_complete_suit_goes_to_a_foundation_at_once(self):
        state = self.position(["2C", *run_down("D", "K", "2")], ["AD"])
        z = zones(state.play("tableau2>tableau1"))
        assert z["foundation"][0] == run_down("D")
        assert z["tableau"][0] == ["2C"]
        assert sizes(z["foundation"]) == [13] + [0] * 7

    def test_mrs_mop_is_won_with_the_eight_suits_out(self):
        suits = [run_down(s) for s in "SHDC" * 2]
        last = suits[-1]
        state = build(
            load("mrs-mop"),
            {"foundation": [*suits[:-1], []], "tableau": columns(13, last[:-1], [last[-1]])},
            filler="tableau",
            filler_index=12,
        )
        assert state.outcome is None
        assert state.play("tableau2>tableau1").outcome.result == "won"


class TestSimpleSimon:
    """Solvitaire preset simple-simon; Wikipedia, Simple Simon (solitaire); PySolFC rules."""

    def position(self, *piles):
        return build(
            load("simple-simon"), {"tableau": columns(10, *piles)}, filler="tableau", filler_index=9
        )

    def test_simple_simon_deals_eight_eight_eight_then_seven_down_to_one_all_face_up(self):
        z = zones(load("simple-simon").deal(seed=1))
        assert set(z) == {"tableau", "foundation"}  # no stock
        assert sizes(z["tableau"]) == [8, 8, 8, 7, 6, 5, 4, 3, 2, 1]
        assert all(face_down(pile) == 0 for pile in z["tableau"])

    def test_simple_simon_moves_a_run_only_in_suit(self):
        state = self.position(["8C", "7D", "6D"], ["8S"], ["9H"])
        moves = legal(state)
        assert "tableau1:2>tableau2" in moves  # 7D 6D onto the 8S
        assert "tableau1:3>tableau3" not in moves  # 8C 7D 6D: not one suit
        assert_rejected(state, "tableau1:3>tableau3")
        assert "tableau1:3>tableau4" not in moves  # nor into a space

    def test_simple_simon_is_won_with_the_four_suits_out(self):
        suits = [run_down(s) for s in "SHDC"]
        last = suits[-1]
        state = build(
            load("simple-simon"),
            {"foundation": [*suits[:-1], []], "tableau": columns(10, last[:-1], [last[-1]])},
            filler="tableau",
            filler_index=9,
        )
        assert state.outcome is None
        after = state.play("tableau2>tableau1")
        assert after.outcome.result == "won" and sizes(zones(after)["foundation"]) == [13] * 4


# ---------------------------------------------------------------------------------------------
# Gaps (one deal) and Accordion (Knuth)


def gaps_grid(name, *rows):
    """A Gaps position from four rows of 13 places: a card, '--' for a gap, '..' for a card
    nobody cares about (the cards left over, Kings first). The Aces are out."""
    places = [place for row in rows for place in row.split()]
    assert len(places) == 52 and places.count("--") == 4
    named = {p for p in places if p not in ("--", "..")}
    spare = [f"{r}{s}" for r in "KQJT98765432" for s in "SHDC" if f"{r}{s}" not in named]
    tableau = [[] if p == "--" else [spare.pop(0) if p == ".." else p] for p in places]
    return build(load(name), {"tableau": tableau, "aces": aces_out(4)}, filler="aces")


class TestGapsOneDeal:
    """Solvitaire preset gaps-one-deal: Gaps without a redeal."""

    STUCK = (  # each gap lies after a King: nothing can move
        "KS -- .. .. .. .. .. .. .. .. .. .. ..",
        "KH -- .. .. .. .. .. .. .. .. .. .. ..",
        "KD -- .. .. .. .. .. .. .. .. .. .. ..",
        "KC -- .. .. .. .. .. .. .. .. .. .. ..",
    )

    def test_gaps_one_deal_has_no_redeal(self):
        assert legal(gaps_grid("gaps", *self.STUCK)) == {"redeal"}  # Gaps would deal again
        state = gaps_grid("gaps-one-deal", *self.STUCK)
        assert legal(state) == set()
        assert_rejected(state, "redeal", "no passes left")
        assert state.outcome.result == "lost"

    def test_gaps_one_deal_keeps_gaps_default_of_three_deals(self):
        assert load("gaps").options["deals"] == 3
        assert load("gaps-one-deal").options["deals"] == 1

    def test_gaps_one_deal_fills_a_gap_with_the_next_card_up_in_suit(self):
        state = gaps_grid(
            "gaps-one-deal",
            "5S -- .. .. .. .. .. .. .. .. .. .. ..",
            "6S 6H -- .. .. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. .. .. .. -- ..",
            ".. .. .. .. .. .. .. .. .. .. .. .. --",
        )
        moves = legal(state)
        assert "tableau14>tableau2" in moves and "tableau15>tableau2" not in moves


class TestAccordionKnuth:
    """Solvitaire preset accordion-knuth: another name of late-binding-solitaire."""

    def test_accordion_knuth_is_another_name_of_late_binding_solitaire(self):
        for name in ("accordion-knuth", "Accordion (Knuth)", "late-binding-solitaire"):
            assert load(name).name == "late-binding"
        assert "Accordion (Knuth)" in load("late-binding").aliases
