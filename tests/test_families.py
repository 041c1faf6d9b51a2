"""Games of the families the language could not say before its general forms (issue 14, item 2):
Betsy Ross and Royal Cotillion (rank steps), Sir Tommy, Bisley (foundations both ways that
meet), Tri Peaks (a covering map), La Belle Lucie and Trefoil (the redeal in threes), Terrace (a base rank
chosen in play), Grandfather's Clock (a named card for each foundation) and Penguin (the beak's
rank dealt to the foundations, spaces below it); and a second game for four of them: Double
Bisley, General's Patience (Terrace), Puss in the Corner (Sir Tommy) and Opus (Penguin).

Written like tests/test_classics.py: one class per game, each test naming a rule that tells the
game from its nearest relative, as the variant file's rule source states it. Positions are built
with :func:`positions.build` (only the piles a rule is about are written, bottom -> top; every
other card goes face down onto one pile, the stock unless a test says otherwise); moves use the
engine's notation ("waste1>twos1", "tableau3>tableau1"; "turn" and "redeal" are actions).
"""

from __future__ import annotations

from collections import Counter

import pytest
from positions import assert_rejected, build, identities, legal, load, zones

RANKS = "A23456789TJQK"


def sizes(piles):
    return [len(pile) for pile in piles]


def face_down(pile):
    """How many cards of a pile (as text) are face down."""
    return sum(card.startswith("-") for card in pile)


def steps(first, by, suit, count=None):
    """The cards a foundation holds when it starts at ``first`` and builds up by ``by``,
    turning the corner, in one suit: steps("4", 2, "H") is 4H 6H 8H TH QH AH 3H ... KH."""
    start = RANKS.index(first)
    count = count or 13
    return [RANKS[(start + k * by) % 13] + suit for k in range(count)]


def with_passes(game, state, action, used):
    """``state`` with ``action`` counted as taken ``used`` times."""
    data = state.to_dict()
    data["actions_used"] = {action: [used]}
    return game.from_dict(data)


# ---------------------------------------------------------------------------------------------
# What each game deals where


DEALS = {
    "betsy-ross": {
        "ace-marker": [1],
        "two-marker": [1],
        "three-marker": [1],
        "four-marker": [1],
        "ones": [1],
        "twos": [1],
        "threes": [1],
        "fours": [1],
        "stock": [44],
        "waste": [0],
    },
    "sir-tommy": {"foundation": [0] * 4, "stock": [52], "hand": [0], "waste": [0] * 4},
    "bisley": {
        "ascending": [1] * 4,
        "descending": [0] * 4,
        "tableau": [3, 3, 3, 3] + [4] * 9,
    },
    "tri-peaks": {"tableau": [1] * 28, "foundation": [1], "stock": [23]},
    "la-belle-lucie": {"foundation": [0] * 4, "tableau": [3] * 17 + [1]},
    "trefoil": {"foundation": [1] * 4, "tableau": [3] * 16},
    "terrace": {
        "reserve": [11],
        "foundation": [0] * 8,
        "tableau": [1, 1, 1, 1, 0, 0, 0, 0, 0],
        "stock": [89],
        "waste": [0],
    },
    "grandfathers-clock": {"foundation": [1] * 12, "tableau": [5] * 8},
    "double-bisley": {"ascending": [1] * 8, "tableau": [4] * 24, "descending": [0] * 8},
    "generals-patience": {
        "reserve": [13],
        "foundation": [0] * 8,
        "tableau": [1, 1, 1, 1, 0, 0, 0, 0, 0],
        "stock": [87],
        "waste": [0],
    },
    "puss-in-the-corner": {"foundation": [1] * 4, "stock": [48], "hand": [0], "waste": [0] * 4},
    "penguin": {"cells": [0] * 7, "foundation": [1, 1, 1, 0], "tableau": [7] * 7},
    "opus": {"cells": [0] * 5, "foundation": [1, 1, 1, 0], "tableau": [7] * 7},
    "royal-cotillion": {
        "aces": [1] * 4,
        "deuces": [1] * 4,
        "ladies": [3] * 4,
        "lords": [1] * 16,
        "stock": [68],
        "waste": [0],
    },
}


@pytest.mark.parametrize("name", sorted(DEALS))
@pytest.mark.parametrize("seed", [1, 2])
def test_each_game_deals_the_right_number_of_cards_into_each_zone(name, seed):
    game = load(name)
    state = game.deal(seed=seed)
    assert {zone: sizes(piles) for zone, piles in zones(state).items()} == DEALS[name]
    assert sum(identities(state).values()) == game.rules.total_cards


# ---------------------------------------------------------------------------------------------
# Betsy Ross


BETSY_START = {
    "ace-marker": [["AS"]],
    "two-marker": [["2H"]],
    "three-marker": [["3D"]],
    "four-marker": [["4C"]],
    "ones": [["2S"]],
    "twos": [["4H"]],
    "threes": [["6D"]],
    "fours": [["8C"]],
}


class TestBetsyRoss:
    """PySolFC, Betsy Ross; Wikipedia, Betsy Ross (solitaire): markers A 2 3 4 above four
    foundations started 2 4 6 8 and built by ones, twos, threes and fours to the King; one waste
    pile, the stock gone through three times."""

    def test_betsy_ross_lays_out_four_markers_and_starts_the_foundations_on_two_four_six_eight(
        self,
    ):
        z = zones(load("betsy-ross").deal(seed=3))
        markers = [z[f"{n}-marker"][0] for n in ("ace", "two", "three", "four")]
        assert markers == [["AS"], ["2H"], ["3D"], ["4C"]]
        assert [z[f][0] for f in ("ones", "twos", "threes", "fours")] == [
            ["2S"],
            ["4H"],
            ["6D"],
            ["8C"],
        ]
        assert face_down(z["stock"][0]) == 44

    def test_betsy_ross_first_foundation_builds_up_by_one_from_the_two(self):
        state = build(load("betsy-ross"), {"ones": [["2S"]], "waste": [["3C"]]})
        assert "waste1>ones1" in legal(state)  # any suit
        state = build(load("betsy-ross"), {"ones": [["2S"]], "waste": [["4C"]]})
        assert_rejected(state, "waste1>ones1", "builds up by one")

    def test_betsy_ross_second_foundation_builds_by_two(self):
        game = load("betsy-ross")
        state = build(game, {"twos": [["4H"]], "waste": [["6C"]]})
        assert "waste1>twos1" in legal(state)
        state = build(game, {"twos": [["4H"]], "waste": [["5C"]]})
        assert_rejected(state, "waste1>twos1", "builds up by two")

    def test_betsy_ross_third_and_fourth_foundations_build_by_three_and_four_past_the_king(self):
        game = load("betsy-ross")
        state = build(game, {"threes": [["6D", "9S", "QS"]], "waste": [["2C"]]})
        assert "waste1>threes1" in legal(state)  # Q + 3 = 2, turning the corner
        state = build(game, {"fours": [["8C", "QS"]], "waste": [["3H"]]})
        assert "waste1>fours1" in legal(state)  # Q + 4 = 3
        state = build(game, {"fours": [["8C", "QS"]], "waste": [["2H"]]})
        assert_rejected(state, "waste1>fours1", "builds up by four")

    def test_betsy_ross_a_foundation_ends_on_its_king(self):
        game = load("betsy-ross")
        twos = steps("4", 2, "H", 12)
        assert twos[-1] == "KH"
        state = build(game, {"twos": [twos], "waste": [["2S"]]})  # K + 2 would be a 2
        assert_rejected(state, "waste1>twos1", "holds at most 12 cards")

    def test_betsy_ross_markers_are_never_played_on(self):
        state = build(load("betsy-ross"), {"ace-marker": [["AS"]], "waste": [["2D"]]})
        moves = legal(state)
        assert not any(">" in move and "marker" in move.split(">")[1] for move in moves)
        assert_rejected(state, "waste1>ace-marker1")

    def test_betsy_ross_turns_a_card_onto_the_waste_even_when_the_waste_is_not_empty(self):
        # Calculation's hand must be placed before the next card is turned; Betsy Ross has no
        # heaps: its single waste pile keeps growing.
        state = build(load("betsy-ross"), {"waste": [["9C"]], "stock": [["-5D", "-JD"]]})
        assert "turn" in legal(state)
        after = state.play("turn")
        assert zones(after)["waste"] == [["9C", "JD"]]

    def test_betsy_ross_the_waste_top_plays_only_to_the_foundations(self):
        state = build(
            load("betsy-ross"),
            {
                "ones": [["2S"]],
                "twos": [["4H"]],
                "threes": [["6D"]],
                "fours": [["8C"]],
                "waste": [["9D", "3D"]],
            },
        )
        assert legal(state) == {"waste1>ones1", "turn"}  # no heaps to lay it on

    def test_betsy_ross_goes_through_the_stock_three_times(self):
        game = load("betsy-ross")
        state = build(game, {**BETSY_START, "stock": [[]]}, filler="waste")
        assert "redeal" in legal(with_passes(game, state, "redeal", 1))
        assert "redeal" not in legal(with_passes(game, state, "redeal", 2))
        redealt = state.play("redeal")
        assert zones(redealt)["waste"] == [[]]
        assert sizes(zones(redealt)["stock"]) == [44]
        assert face_down(zones(redealt)["stock"][0]) == 44
        busy = build(game, {**BETSY_START, "stock": [["-5D"]]}, filler="waste")
        assert "redeal" not in legal(busy)  # only once the stock is empty

    def test_betsy_ross_is_won_when_every_foundation_ends_on_its_king(self):
        game = load("betsy-ross")
        fours = steps("8", 4, "C", 12)
        state = build(
            game,
            {
                "ace-marker": [["AS"]],
                "two-marker": [["2H"]],
                "three-marker": [["3D"]],
                "four-marker": [["4C"]],
                "ones": [steps("2", 1, "S", 12)],
                "twos": [steps("4", 2, "H", 12)],
                "threes": [steps("6", 3, "D", 12)],
                "fours": [fours[:-1]],
                "waste": [[fours[-1]]],
                "stock": [[]],
            },
        )
        assert fours[-1] == "KC" and state.outcome is None
        assert state.play("waste1>fours1").outcome.result == "won"


# ---------------------------------------------------------------------------------------------
# Sir Tommy


class TestSirTommy:
    """Wikipedia, Sir Tommy (Parlett): the stock turned one card at a time, each card built on a
    foundation (Aces up, regardless of suit) or laid on one of four waste piles; no redeal."""

    def test_sir_tommy_starts_with_the_whole_deck_face_down_in_the_stock(self):
        z = zones(load("sir-tommy").deal(seed=5))
        assert face_down(z["stock"][0]) == 52

    def test_sir_tommy_turns_a_card_only_when_the_hand_is_empty(self):
        game = load("sir-tommy")
        state = build(game, {"hand": [["9C"]], "stock": [["-5D", "-JD"]]}, filler="foundation")
        assert "turn" not in legal(state)
        assert_rejected(state, "turn", "hand")
        placed = state.play("hand1>waste2")
        assert "turn" in legal(placed)
        assert zones(placed.play("turn"))["hand"] == [["JD"]]

    def test_sir_tommy_an_empty_foundation_takes_any_ace_and_nothing_else(self):
        game = load("sir-tommy")
        assert "hand1>foundation3" in legal(build(game, {"hand": [["AD"]]}))
        assert_rejected(build(game, {"hand": [["2D"]]}), "hand1>foundation1", "Ace")

    def test_sir_tommy_foundations_build_up_regardless_of_suit(self):
        game = load("sir-tommy")
        state = build(game, {"foundation": [["AS", "2H"], [], [], []], "hand": [["3C"]]})
        assert "hand1>foundation1" in legal(state)
        state = build(game, {"foundation": [["AS", "2H"], [], [], []], "hand": [["4C"]]})
        assert_rejected(state, "hand1>foundation1", "builds up by one")

    def test_sir_tommy_the_turned_card_goes_on_any_waste_pile(self):
        state = build(load("sir-tommy"), {"hand": [["KD"]], "waste": [["5C"], [], ["KS"], ["2H"]]})
        assert {f"hand1>waste{i}" for i in (1, 2, 3, 4)} <= legal(state)

    def test_sir_tommy_a_waste_pile_card_plays_only_to_a_foundation(self):
        state = build(
            load("sir-tommy"),
            {"waste": [["5C", "3D"], [], ["KS"], ["2H"]], "foundation": [["AS"], [], [], []]},
        )
        moves = legal(state)
        assert "waste4>foundation1" in moves
        assert not any(move.startswith("waste") and ">waste" in move for move in moves)
        assert_rejected(state, "waste1>waste2")

    def test_sir_tommy_has_no_redeal_and_is_lost_when_blocked(self):
        state = build(
            load("sir-tommy"),
            {
                "stock": [[]],
                "foundation": [["AS"], [], [], []],
                "waste": [["9C"], ["5D"], ["KS"], ["3H"]],
            },
            filler="waste",
        )
        assert legal(state) == set()  # no waste pile's top card fits a foundation
        assert state.outcome.result == "lost"

    def test_sir_tommy_is_won_with_every_card_on_the_foundations(self):
        game = load("sir-tommy")
        piles = [steps("A", 1, suit) for suit in "SHDC"]
        state = build(
            game,
            {"foundation": [*piles[:3], piles[3][:-1]], "hand": [["KC"]], "stock": [[]]},
        )
        assert state.outcome is None
        assert state.play("hand1>foundation4").outcome.result == "won"


# ---------------------------------------------------------------------------------------------
# Bisley


class TestBisley:
    """Wikipedia, Bisley (solitaire): the Aces out first, 48 cards in thirteen open columns; the
    Aces build up in suit, the Kings, once free, down in suit; columns build up or down in suit,
    one card at a time; spaces never filled."""

    def tableau(self, *piles):
        return [list(p) for p in piles] + [[] for _ in range(13 - len(piles))]

    def test_bisley_takes_the_aces_out_and_deals_the_columns_face_up(self):
        z = zones(load("bisley").deal(seed=7))
        assert z["ascending"] == [["AS"], ["AH"], ["AD"], ["AC"]]
        assert not any(face_down(pile) for pile in z["tableau"])

    def test_bisley_a_king_starts_a_foundation_built_down_in_suit(self):
        game = load("bisley")
        state = build(game, {"tableau": self.tableau(["KS"], ["QS"], ["QH"])}, filler="ascending")
        moves = legal(state)
        assert "tableau1>descending1" in moves
        assert "tableau2>descending1" not in moves  # only a King starts one
        after = state.play("tableau1>descending2")
        assert "tableau2>descending2" in legal(after)
        assert_rejected(after, "tableau3>descending2", "builds down by one in suit")

    def test_bisley_the_two_foundations_of_a_suit_meet_anywhere(self):
        game = load("bisley")
        spades_up = steps("A", 1, "S", 6)  # A..6
        spades_down = list(reversed(steps("8", 1, "S", 6)))  # K..8
        state = build(
            game,
            {
                "ascending": [
                    spades_up,
                    steps("A", 1, "H"),
                    steps("A", 1, "D"),
                    steps("A", 1, "C"),
                ],
                "descending": [spades_down, [], [], []],
                "tableau": self.tableau(["7S"]),
            },
            filler="tableau",  # every card is written: nothing to fill
        )
        moves = legal(state)
        assert {"tableau1>ascending1", "tableau1>descending1"} <= moves  # the 7 fits both
        assert state.play("tableau1>ascending1").outcome.result == "won"
        assert state.play("tableau1>descending1").outcome.result == "won"

    def test_bisley_columns_build_up_or_down_in_suit(self):
        state = build(
            load("bisley"),
            {"tableau": self.tableau(["7H"], ["8H"], ["6H"], ["8S"])},
            filler="ascending",
        )
        moves = legal(state)
        assert {"tableau2>tableau1", "tableau3>tableau1"} <= moves
        assert_rejected(state, "tableau4>tableau1", "in suit")

    def test_bisley_moves_one_card_at_a_time(self):
        state = build(
            load("bisley"),
            {"tableau": self.tableau(["7H", "8H"], ["6H"], ["9H"])},
            filler="ascending",
        )
        assert "tableau1:2>tableau2" not in legal(state)  # 7-8 built up, 7 would go on the 6
        assert_rejected(state, "tableau1:2>tableau2")
        assert "tableau1>tableau3" in legal(state)  # the top card alone does move

    def test_bisley_a_space_is_never_filled_not_even_by_a_king(self):
        state = build(load("bisley"), {"tableau": self.tableau([], ["KD"])}, filler="ascending")
        assert not any(move.endswith(">tableau1") for move in legal(state))
        assert_rejected(state, "tableau2>tableau1", "takes nothing")


# ---------------------------------------------------------------------------------------------
# Tri Peaks


def peaks_covering():
    """The covering map of the three peaks, worked out from where the cards lie: rows of 3, 6,
    9 and 10 cards at half-card places x; a card at x is overlapped by the cards of the next
    row at x - 1 and x + 1 (0-based piles, row by row)."""
    rows = [
        [6 * p + 3 for p in range(3)],  # the tops of the peaks
        [6 * p + d for p in range(3) for d in (2, 4)],
        [2 * i + 1 for i in range(9)],
        [2 * i for i in range(10)],  # the bottom row joins the peaks
    ]
    index, first = {}, 0
    for r, row in enumerate(rows):
        for k, x in enumerate(row):
            index[r, x] = first + k
        first += len(row)
    covered = []
    for r, row in enumerate(rows):
        for x in row:
            below = [index[r + 1, x + d] for d in (-1, 1) if (r + 1, x + d) in index]
            covered.append(tuple(below))
    return tuple(covered)


class TestTriPeaks:
    """Wikipedia, Tri Peaks (game); Solitaire Bliss, Tripeaks Solitaire: three peaks of 28
    cards, the 18 of the first three rows face down, each card free (and turned face up) once
    the two below it are gone; one foundation built a rank up or down; the stock turned onto it
    one card at a time, no redeal."""

    def places(self, **cards):
        """The 28 places, empty but for ``p<N>=card`` (1-based)."""
        piles = [[] for _ in range(28)]
        for key, card in cards.items():
            piles[int(key[1:]) - 1] = [card]
        return piles

    @pytest.mark.parametrize("engine", ["python", "auto"])
    def test_tri_peaks_deals_the_peaks_face_down_and_the_bottom_row_face_up(self, engine):
        z = zones(load("tri-peaks", engine=engine).deal(seed=2))
        assert [face_down(pile) for pile in z["tableau"]] == [1] * 18 + [0] * 10
        assert face_down(z["foundation"][0]) == 0 and face_down(z["stock"][0]) == 23

    @pytest.mark.parametrize("engine", ["python", "auto"])
    def test_tri_peaks_turns_a_card_face_up_once_both_cards_below_it_are_gone(self, engine):
        game = load("tri-peaks", engine=engine)
        # Pile 10 (face down) lies under piles 19 and 20; pile 11 under 20 and 21.
        state = build(
            game,
            {
                "tableau": self.places(p10="-9D", p11="-2C", p19="TH", p20="9C", p21="KD"),
                "foundation": [["8S"]],
            },
        )
        once = state.play("tableau20>foundation1")  # 20 gone; 19 still covers pile 10
        assert zones(once)["tableau"][9] == ["-9D"] and zones(once)["tableau"][10] == ["-2C"]
        assert_rejected(once, "tableau10>foundation1", "covered by tableau 19")
        twice = once.play("tableau19>foundation1")  # 10 is free: turned face up, then played
        assert zones(twice)["tableau"][9] == ["9D"] and zones(twice)["tableau"][10] == ["-2C"]
        assert "tableau10>foundation1" in legal(twice)
        assert zones(twice.play("tableau10>foundation1"))["foundation"][0][-1] == "9D"

    def test_tri_peaks_cards_turned_up_as_they_are_uncovered_clear_the_peaks(self):
        game = load("tri-peaks")
        for seed in range(1, 6):
            state = game.deal(seed=seed)
            while state.legal_moves():
                tableau = zones(state)["tableau"]
                covered = game.ir.zone("tableau").covered
                for j, pile in enumerate(tableau):
                    free = not any(tableau[c] for c in covered[j])
                    assert not pile or (face_down(pile) == 0) == free, (seed, j)
                state = state.play(state.legal_moves()[0])

    def test_tri_peaks_covers_each_card_by_the_two_cards_below_it_in_three_peaks(self):
        covered = load("tri-peaks", engine="python").ir.zone("tableau").covered
        assert covered == peaks_covering()
        assert covered[0] == (3, 4) and covered[9] == (18, 19)  # piles 1 and 10, 0-based

    def test_tri_peaks_a_card_is_free_only_when_both_cards_below_it_are_gone(self):
        game = load("tri-peaks")
        state = build(game, {"tableau": self.places(p10="8D", p20="KC"), "foundation": [["9S"]]})
        assert "tableau10>foundation1" not in legal(state)
        assert_rejected(state, "tableau10>foundation1", "covered by tableau 20")
        free = build(game, {"tableau": self.places(p10="8D"), "foundation": [["9S"]]})
        assert "tableau10>foundation1" in legal(free)

    def test_tri_peaks_the_peaks_stand_apart_in_the_second_row(self):
        # Pile 5 (the right card of the first peak's second row) lies on piles 11 and 12 only;
        # pile 6 (the second peak's left card) on piles 13 and 14: the rows are not a pyramid.
        game = load("tri-peaks")
        state = build(
            game, {"tableau": self.places(p5="8D", p6="TD", p13="2C"), "foundation": [["9S"]]}
        )
        moves = legal(state)
        assert "tableau5>foundation1" in moves
        assert "tableau6>foundation1" not in moves

    def test_tri_peaks_builds_up_or_down_regardless_of_suit_without_turning_the_corner(self):
        game = load("tri-peaks")
        state = build(
            game,
            {"tableau": self.places(p19="8H", p20="6S", p21="9H"), "foundation": [["7C"]]},
        )
        moves = legal(state)
        assert {"tableau19>foundation1", "tableau20>foundation1"} <= moves
        assert_rejected(state, "tableau21>foundation1", "up or down by one")
        corner = {"tableau": self.places(p19="AH"), "foundation": [["KC"]]}
        assert "tableau19>foundation1" not in legal(build(game, corner))
        assert "tableau19>foundation1" in legal(build(load("tri-peaks", corner="yes"), corner))

    def test_tri_peaks_turns_the_stock_onto_the_foundation_once_with_no_redeal(self):
        game = load("tri-peaks")
        state = build(
            game,
            {"tableau": self.places(p19="QH"), "foundation": [["4C"]], "stock": [["-5D"]]},
            filler="foundation",  # the other cards lie under the foundation's 4
        )
        after = state.play("turn")
        assert zones(after)["foundation"][0][-2:] == ["4C", "5D"]
        assert legal(after) == set()
        assert after.outcome.result == "lost"

    def test_tri_peaks_is_won_when_the_peaks_are_cleared_whatever_is_left_in_the_stock(self):
        game = load("tri-peaks")
        state = build(game, {"tableau": self.places(p1="8D"), "foundation": [["9S"]]})
        assert state.outcome is None and len(zones(state)["stock"][0]) > 0
        assert state.play("tableau1>foundation1").outcome.result == "won"


# ---------------------------------------------------------------------------------------------
# La Belle Lucie and Trefoil


def fans(cards, *counts):
    """Tableau piles cut from ``cards`` in the given sizes."""
    piles, start = [], 0
    for n in counts:
        piles.append(list(cards[start : start + n]))
        start += n
    assert start == len(cards)
    return piles


class TestLaBelleLucie:
    """Morehead & Mott-Smith; Wikipedia, La Belle Lucie: seventeen fans of three and a single
    card, built down in suit, top card only, spaces never filled; two redeals that gather,
    shuffle and deal the fans again in threes; after the last redeal the merci: one buried card
    drawn and played, once (option merci=no plays without it)."""

    def position(self, foundation, tableau_counts, **more):
        """Foundations as given; every other card face up in fans of the given sizes, the
        rest of the 18 fans empty."""
        game = load("la-belle-lucie", **more)
        placed = {card for pile in foundation for card in pile}
        rest = [r + s for s in "SHDC" for r in RANKS if r + s not in placed]
        tableau = fans(rest, *tableau_counts)
        tableau += [[] for _ in range(18 - len(tableau))]
        return game, build(game, {"foundation": foundation, "tableau": tableau}, filler="tableau")

    def test_la_belle_lucie_deals_seventeen_fans_of_three_and_a_single_card_face_up(self):
        z = zones(load("la-belle-lucie").deal(seed=4))
        assert not any(face_down(pile) for pile in z["tableau"])
        assert sizes(z["tableau"])[-1] == 1

    def test_la_belle_lucie_aces_start_the_foundations_built_up_in_suit(self):
        game = load("la-belle-lucie")
        tableau = [["9C", "AH"], ["2H"], ["2S"], *[[] for _ in range(15)]]
        state = build(game, {"tableau": tableau}, filler="foundation", filler_index=3)
        assert "tableau1>foundation1" in legal(state)
        after = state.play("tableau1>foundation1")
        assert "tableau2>foundation1" in legal(after)
        assert_rejected(after, "tableau3>foundation1", "in suit")

    def test_la_belle_lucie_fans_build_down_in_suit_one_card_at_a_time(self):
        game = load("la-belle-lucie")
        tableau = [["9C", "8H"], ["7H"], ["7S"], ["6H", "5H"], *[[] for _ in range(14)]]
        state = build(game, {"tableau": tableau}, filler="foundation", filler_index=3)
        moves = legal(state)
        assert "tableau2>tableau1" in moves
        assert_rejected(state, "tableau3>tableau1", "in suit")
        assert_rejected(state, "tableau4:2>tableau2")  # only the top card of a fan moves

    def test_la_belle_lucie_a_space_is_never_filled_not_even_by_a_king(self):
        game = load("la-belle-lucie")
        tableau = [[], ["KH"], *[[] for _ in range(16)]]
        state = build(game, {"tableau": tableau}, filler="foundation", filler_index=3)
        assert "tableau2>tableau1" not in legal(state)  # Fan would take the King
        assert_rejected(state, "tableau2>tableau1", "takes nothing")

    def test_la_belle_lucie_redeal_deals_the_fans_again_in_threes(self):
        foundation = [steps("A", 1, "S"), steps("A", 1, "H", 9), [], []]  # 22 cards home
        _, state = self.position(foundation, [5, 1, 4, 7, 2, 6, 5])  # 30 cards, any sizes
        after = state.play("redeal")
        z = zones(after)
        assert sizes(z["tableau"]) == [3] * 10 + [0] * 8
        assert not any(face_down(pile) for pile in z["tableau"])
        assert z["foundation"] == foundation
        assert identities(after) == identities(state)

    def test_la_belle_lucie_redeal_leaves_a_last_fan_of_one_or_two(self):
        foundation = [steps("A", 1, "S"), steps("A", 1, "H", 7), [], []]  # 32 left
        _, state = self.position(foundation, [3] * 10 + [2])
        assert sizes(zones(state.play("redeal"))["tableau"]) == [3] * 10 + [2] + [0] * 7

    def test_la_belle_lucie_redeal_shuffles_the_gathered_cards(self):
        foundation = [steps("A", 1, "S"), steps("A", 1, "H", 9), [], []]
        _, state = self.position(foundation, [3] * 10)
        gathered = [card for pile in zones(state)["tableau"] for card in pile]
        dealt = [card for pile in zones(state.play("redeal"))["tableau"] for card in pile]
        assert Counter(dealt) == Counter(gathered)
        assert dealt != gathered  # picked up fan after fan, but not dealt back in that order

    def test_la_belle_lucie_redeals_twice_only(self):
        game, state = self.position([[], [], [], []], [3] * 17 + [1])
        assert "redeal" in legal(with_passes(game, state, "redeal", 1))
        assert "redeal" not in legal(with_passes(game, state, "redeal", 2))

    def merci_position(self, **more):
        """After the last redeal: the 2H buried at the bottom of fan 1 under 9C and 5D, the 3S
        under the 4D of fan 2; the AH and 2S on the foundations; fan 3 has the 4S on top."""
        game = load("la-belle-lucie", **more)
        tableau = [["2H", "9C", "5D"], ["3S", "4D"], ["4S"], *[[] for _ in range(15)]]
        state = build(
            game,
            {"foundation": [["AS", "2S"], ["AH"], [], []], "tableau": tableau},
            filler="tableau",
            filler_index=17,
        )
        return game, state

    def test_la_belle_lucie_merci_plays_one_buried_card_only_after_the_last_redeal(self):
        game, state = self.merci_position()
        before = with_passes(game, state, "redeal", 1)  # one redeal left
        assert not [m for m in legal(before) if m.startswith("merci")]
        assert_rejected(before, "merci tableau1@3>foundation2", "the last 'redeal'")
        after = with_passes(game, state, "redeal", 2)
        draws = [m for m in legal(after) if m.startswith("merci")]
        assert "merci tableau1@3>foundation2" in draws  # the 2H from the bottom of fan 1
        assert "merci tableau2@2>foundation1" in draws  # the 3S from under the 4D
        played = after.play("merci tableau1@3>foundation2")
        z = zones(played)
        assert z["tableau"][0] == ["9C", "5D"] and z["foundation"][1] == ["AH", "2H"]

    def test_la_belle_lucie_merci_is_played_once_in_a_game(self):
        game, state = self.merci_position()
        played = with_passes(game, state, "redeal", 2).play("merci tableau1@3>foundation2")
        assert not [m for m in legal(played) if m.startswith("merci")]
        assert_rejected(played, "merci tableau2@2>foundation1", "once")
        assert played.to_dict()["actions_used"]["merci"] == [1]

    def test_la_belle_lucie_merci_card_goes_only_where_a_top_card_could(self):
        game, state = self.merci_position()
        after = with_passes(game, state, "redeal", 2)
        draws = [m for m in legal(after) if m.startswith("merci")]
        assert "merci tableau2@2>tableau3" in draws  # the 3S on the 4S: built down in suit
        assert_rejected(after, "merci tableau1@3>tableau3", "cannot go on")  # the 2H on the 4S
        assert_rejected(after, "merci tableau1@2>foundation3", "cannot go on")  # 9C, no Ace
        assert_rejected(after, "merci tableau1@3>tableau4", "cannot go on")  # never a space
        assert_rejected(after, "merci tableau1@1>foundation2", "under the top")  # a top card
        assert not [m for m in draws if m.startswith("merci tableau3")]  # fan 3 has no buried card

    def test_la_belle_lucie_merci_round_trips_through_notation_and_json(self):
        game, state = self.merci_position()
        after = with_passes(game, state, "redeal", 2)
        for move in after.legal_moves():
            assert after.parse_move(str(move)) == move
        played = after.play("merci t1@3 > f2")
        assert str(after.parse_move("merci t1@3 > f2")) == "merci tableau1@3>foundation2"
        assert game.from_dict(played.to_dict()) == played
        assert_rejected(after, "merci", "say which and where")

    def test_la_belle_lucie_without_merci_has_no_draw(self):
        game, state = self.merci_position(merci="no")
        data = state.to_dict()
        data["actions_used"] = {"redeal": [2]}
        after = game.from_dict(data)
        assert not [m for m in legal(after) if m.startswith("merci")]
        assert_rejected(after, "merci", "no action 'merci'")

    def test_la_belle_lucie_is_won_with_every_card_on_the_foundations(self):
        foundation = [steps("A", 1, s) for s in "SHD"] + [steps("A", 1, "C", 12)]
        _, state = self.position(foundation, [1])
        assert zones(state)["tableau"][0] == ["KC"] and state.outcome is None
        assert state.play("tableau1>foundation4").outcome.result == "won"


class TestTrefoil:
    """Morehead & Mott-Smith; Wikipedia, La Belle Lucie (Trefoil): the Aces on the foundations
    before the deal, the other 48 cards in sixteen fans of three; otherwise La Belle Lucie."""

    def test_trefoil_puts_the_aces_on_the_foundations_and_deals_sixteen_fans_of_three(self):
        z = zones(load("trefoil").deal(seed=6))
        assert z["foundation"] == [["AS"], ["AH"], ["AD"], ["AC"]]
        assert not any(card[0] == "A" for pile in z["tableau"] for card in pile)
        assert not any(face_down(pile) for pile in z["tableau"])

    def test_trefoil_redeal_deals_the_fans_again_in_threes_over_sixteen_fans(self):
        game = load("trefoil")
        foundation = [["AS", "2S"], ["AH"], ["AD"], ["AC"]]
        rest = [r + s for s in "SHDC" for r in RANKS[1:] if r + s != "2S"]
        state = build(
            game, {"foundation": foundation, "tableau": fans(rest, *[3] * 15, 2)}, filler="tableau"
        )
        after = state.play("redeal")
        assert sizes(zones(after)["tableau"]) == [3] * 15 + [2]
        assert identities(after) == identities(state)

    def test_trefoil_keeps_la_belle_lucies_merci_after_the_last_redeal(self):
        game = load("trefoil")
        tableau = [["2H", "9C"], *[[] for _ in range(15)]]
        state = build(
            game,
            {"foundation": [["AS"], ["AH"], ["AD"], ["AC"]], "tableau": tableau},
            filler="tableau",
            filler_index=15,
        )
        assert "merci tableau1@2>foundation2" not in legal(state)
        assert "merci tableau1@2>foundation2" in legal(with_passes(game, state, "redeal", 2))

    def test_trefoil_keeps_la_belle_lucies_spaces_and_two_redeals(self):
        game = load("trefoil")
        tableau = [[], ["KH"], *[[] for _ in range(14)]]
        state = build(game, {"tableau": tableau}, filler="tableau", filler_index=15)
        assert "tableau2>tableau1" not in legal(state)
        assert "redeal" in legal(with_passes(game, state, "redeal", 1))
        assert "redeal" not in legal(with_passes(game, state, "redeal", 2))


# ---------------------------------------------------------------------------------------------
# Terrace


FULL_ROW = [["KS"], ["KS"], ["KC"], ["KC"], ["QD"], ["QD"], ["QH"], ["QH"]]  # two decks


class TestTerrace:
    """PySolFC rules, Terrace; Wikipedia, Queen of Italy: a terrace of eleven cards that plays
    only to the foundations; the first card played to a foundation, chosen from four, sets the
    base of all eight, built up in alternating colours turning the corner; nine tableau piles
    built down in alternating colours, a space filled at once from the waste or the stock."""

    def tableau(self, *piles):
        return [list(p) for p in piles] + [[] for _ in range(9 - len(piles))]

    def test_terrace_deals_a_terrace_of_eleven_and_four_cards_to_choose_from(self):
        z = zones(load("terrace").deal(seed=8))
        assert face_down(z["reserve"][0]) == 0
        assert face_down(z["stock"][0]) == 89

    def test_terrace_the_first_card_played_to_a_foundation_sets_the_base_of_all_eight(self):
        game = load("terrace")
        tableau = self.tableau(["7S"], ["9H"], ["7D"], ["7C"])
        state = build(game, {"tableau": tableau})
        moves = legal(state)
        assert {"tableau1>foundation1", "tableau2>foundation5"} <= moves  # any card, any pile
        after = state.play("tableau1>foundation3")
        assert "tableau3>foundation1" in legal(after)  # another 7 starts a pile
        assert_rejected(after, "tableau2>foundation1", "base rank, 7")
        other = state.play("tableau2>foundation8")  # had the 9 been chosen ...
        assert "tableau3>foundation1" not in legal(other)  # ... a 7 would start nothing

    def test_terrace_the_other_piles_are_dealt_once_the_base_is_chosen(self):
        game = load("terrace")
        state = game.deal(seed=3)
        assert "turn" not in legal(state)  # the stock waits for the base
        after = state.play("tableau2>foundation1")
        z = zones(after)
        assert sizes(z["tableau"]) == [1] * 9  # the gap and the five empty piles
        assert sizes(z["stock"]) == [89 - 6]
        assert "turn" in legal(after)

    def test_terrace_foundations_build_up_in_alternating_colours_turning_the_corner(self):
        game = load("terrace")
        foundation = [["QS"], ["KH"], [], [], [], [], [], []]
        state = build(game, {"foundation": foundation, "tableau": self.tableau(["KD"], ["AS"])})
        moves = legal(state)
        assert {"tableau1>foundation1", "tableau2>foundation2"} <= moves  # K on Q, A on K
        state = build(game, {"foundation": foundation, "tableau": self.tableau(["KS"])})
        assert_rejected(state, "tableau1>foundation1", "alternating colours")

    def test_terrace_the_tableau_builds_down_in_alternating_colours_turning_the_corner(self):
        game = load("terrace")
        state = build(
            game,
            {
                "foundation": [["5C"]] + [[]] * 7,
                "tableau": self.tableau(["AH"], ["KS"], ["KD"], ["9C"], ["8D"], ["2S"]),
            },
        )
        moves = legal(state)
        assert {"tableau2>tableau1", "tableau5>tableau4"} <= moves  # a black K on a red A
        assert "tableau3>tableau1" not in moves
        assert_rejected(state, "tableau3>tableau1", "alternating colours")

    def test_terrace_the_terrace_plays_only_to_the_foundations(self):
        game = load("terrace")
        state = build(
            game,
            {
                "foundation": [["5C"]] + [[]] * 7,
                "reserve": [["9S", "6H"]],
                "tableau": self.tableau(["7S"], ["7C"]),
            },
        )
        moves = legal(state)
        assert "reserve1>foundation1" in moves
        assert "reserve1>tableau1" not in moves  # a red 6 would build on the black 7
        assert_rejected(state, "reserve1>tableau1")

    def test_terrace_a_space_is_filled_at_once_from_the_waste_then_from_the_stock(self):
        game = load("terrace")
        tableau = self.tableau(["6H"], *FULL_ROW)
        state = build(
            game,
            {"foundation": [["5C"]] + [[]] * 7, "tableau": tableau, "waste": [["JD", "4S"]]},
        )
        after = state.play("tableau1>foundation1")
        assert zones(after)["tableau"][0] == ["4S"] and zones(after)["waste"] == [["JD"]]
        no_waste = build(
            game,
            {"foundation": [["5C"]] + [[]] * 7, "tableau": tableau, "stock": [["-4D", "-TD"]]},
            filler="reserve",
        )
        after = no_waste.play("tableau1>foundation1")
        assert zones(after)["tableau"][0] == ["TD"] and zones(after)["stock"] == [["-4D"]]

    def test_terrace_a_tableau_card_fills_a_space_only_once_waste_and_stock_are_gone(self):
        game = load("terrace")
        state = build(
            game,
            {
                "foundation": [["5C"]] + [[]] * 7,
                "tableau": self.tableau([], ["JD"]),
                "stock": [[]],
            },
            filler="reserve",
        )
        assert "tableau2>tableau1" in legal(state)
        assert "turn" not in legal(state)

    def test_terrace_has_no_redeal(self):
        game = load("terrace")
        state = build(
            game,
            {
                "foundation": [["5C"]] + [[]] * 7,
                "tableau": self.tableau(["9C"], *FULL_ROW),
                "stock": [[]],
            },
            filler="waste",
        )
        assert not any(move in ("turn", "redeal") for move in legal(state))


# ---------------------------------------------------------------------------------------------
# Royal Cotillion


STARTS = {
    "aces": [["AS"], ["AH"], ["AD"], ["AC"]],
    "deuces": [["2S"], ["2H"], ["2D"], ["2C"]],
}
COURT = [[r + s] for r in "KQ" for s in "SHDC" for _ in range(2)]  # two of each King and Queen


class TestRoyalCotillion:
    """Wikipedia, Royal Cotillion: an Ace and a 2 of each suit start eight foundations built up
    by twos in suit; the ladies' side (four columns of three, never replaced) and the lords'
    side (sixteen cards, replaced from the waste or the stock) play only to the foundations;
    the stock turned one at a time, no redeal."""

    def test_royal_cotillion_takes_an_ace_and_a_two_of_each_suit_out_first(self):
        z = zones(load("royal-cotillion").deal(seed=9))
        assert z["aces"] == [["AS"], ["AH"], ["AD"], ["AC"]]
        assert z["deuces"] == [["2S"], ["2H"], ["2D"], ["2C"]]
        assert face_down(z["stock"][0]) == 68

    def test_royal_cotillion_foundations_build_up_by_twos_in_suit(self):
        game = load("royal-cotillion")
        state = build(game, {**STARTS, "lords": [["3S"], ["2S"], ["3H"], ["4H"], *[[]] * 12]})
        moves = legal(state)
        assert "lords1>aces1" in moves  # A, 3 of spades
        assert "lords4>deuces2" in moves  # 2, 4 of hearts
        assert_rejected(state, "lords2>aces1", "up by two in suit")
        assert_rejected(state, "lords3>aces1", "in suit")

    def test_royal_cotillion_the_aces_turn_the_corner_and_end_on_the_queen(self):
        game = load("royal-cotillion")
        aces = steps("A", 2, "S")
        assert aces[6:8] == ["KS", "2S"] and aces[-1] == "QS"
        state = build(game, {**STARTS, "aces": [aces[:7], *STARTS["aces"][1:]], "waste": [["2S"]]})
        assert "waste1>aces1" in legal(state)  # K, then 2
        state = build(game, {**STARTS, "aces": [aces, *STARTS["aces"][1:]], "waste": [["AS"]]})
        assert_rejected(state, "waste1>aces1", "holds at most 13 cards")

    def test_royal_cotillion_the_lords_side_is_refilled_from_the_waste_then_the_stock(self):
        game = load("royal-cotillion")
        lords = [["3S"], *COURT[:15]]
        state = build(game, {**STARTS, "lords": lords, "waste": [["9H", "5C"]]})
        after = state.play("lords1>aces1")
        assert zones(after)["lords"][0] == ["5C"] and zones(after)["waste"] == [["9H"]]
        no_waste = build(
            game, {**STARTS, "lords": lords, "stock": [["-4D", "-TD"]]}, filler="ladies"
        )
        after = no_waste.play("lords1>aces1")
        assert zones(after)["lords"][0] == ["TD"] and zones(after)["stock"] == [["-4D"]]

    def test_royal_cotillion_the_ladies_side_is_never_refilled(self):
        game = load("royal-cotillion")
        state = build(
            game, {**STARTS, "ladies": [["3S"], [], [], []], "lords": COURT, "waste": [["5C"]]}
        )
        after = state.play("ladies1>aces1")
        assert zones(after)["ladies"][0] == [] and zones(after)["waste"] == [["5C"]]

    def test_royal_cotillion_wing_cards_play_only_to_the_foundations(self):
        game = load("royal-cotillion")
        state = build(
            game,
            {**STARTS, "ladies": [["QS"], [], [], []], "lords": [["KH"], ["JD"], *[[]] * 14]},
            filler="waste",
        )
        moves = legal(state)
        assert not any(">ladies" in move or ">lords" in move for move in moves)
        assert_rejected(state, "lords2>ladies1")

    def test_royal_cotillion_turns_one_card_at_a_time_with_no_redeal(self):
        game = load("royal-cotillion")
        state = build(game, {**STARTS, "lords": COURT, "stock": [["-4D", "-TD"]]}, filler="waste")
        assert zones(state.play("turn"))["waste"][0][-1] == "TD"
        empty = build(game, {**STARTS, "lords": COURT, "stock": [[]]}, filler="waste")
        assert not any(move in ("turn", "redeal") for move in legal(empty))


# ---------------------------------------------------------------------------------------------
# Grandfather's Clock

CLOCK = ["2S", "3H", "4C", "5D", "6S", "7H", "8C", "9D", "TS", "JH", "QC", "KD"]


class TestGrandfathersClock:
    """PySolFC, Grandfather's Clock: twelve foundations started by 2S 3H 4C 5D 6S 7H 8C 9D 10S
    JH QC KD, each built up in suit round the corner to its hour; eight columns of five, built
    down regardless of suit one card at a time; a space takes any card; no stock."""

    def clock(self, **tops):
        """The foundations, each its clock card, then the cards named (``f9=["JS", "QS"]``)."""
        piles = [[card] for card in CLOCK]
        for key, cards in tops.items():
            piles[int(key[1:]) - 1] += cards
        return piles

    @pytest.mark.parametrize("engine", ["python", "auto"])
    def test_grandfathers_clock_starts_each_foundation_with_its_own_card(self, engine):
        game = load("grandfathers-clock", engine=engine)
        assert game.engine == ("python" if engine == "python" else "native")
        for seed in (1, 2):
            z = zones(game.deal(seed=seed))
            assert z["foundation"] == [[card] for card in CLOCK]
            assert not any(face_down(pile) for pile in z["tableau"])

    def test_grandfathers_clock_foundations_build_up_in_suit_round_the_corner(self):
        game = load("grandfathers-clock")
        state = build(
            game,
            {
                "foundation": self.clock(f9=["JS", "QS", "KS"]),
                "tableau": [["AS"], ["3S"], ["3D"], [], [], [], [], []],
            },
            filler="tableau",
            filler_index=7,
        )
        moves = legal(state)
        assert {"tableau1>foundation9", "tableau2>foundation1"} <= moves  # K-A; 3 on 2 in suit
        assert_rejected(state, "tableau3>foundation1", "in suit")
        assert "tableau3>foundation2" not in moves  # 3D is not one up from 3H

    def test_grandfathers_clock_each_foundation_ends_at_its_hour_by_the_cards_alone(self):
        # No limit is written: the card after a foundation's hour starts another foundation.
        assert load("grandfathers-clock").rules.zone("foundation").capacity == 0
        hours = {}
        for start in CLOCK:
            rank, suit = RANKS.index(start[0]), start[1]
            run = [RANKS[(rank + k) % 13] + suit for k in range(1, 13)]
            hours[start] = run[next(k for k, card in enumerate(run) if card in CLOCK) - 1]
        # 2 ends on 5 (five o'clock) ... 9 on Q (twelve), 10 on A (one) ... K on 4 (four)
        assert "".join(hours[c][0] for c in CLOCK) == "56789TJQA234"

    def test_grandfathers_clock_columns_build_down_regardless_of_suit_one_card_at_a_time(self):
        game = load("grandfathers-clock")
        state = build(
            game,
            {
                "foundation": self.clock(),
                "tableau": [["9H", "8D"], ["7C"], ["KS"], ["AD"], ["QH"], [], ["6D"], ["TD"]],
            },
            filler="tableau",
            filler_index=5,
        )
        moves = legal(state)
        assert "tableau2>tableau1" in moves  # a 7 on an 8, another suit
        assert "tableau3>tableau4" not in moves  # no King on an Ace
        assert_rejected(state, "tableau1:2>tableau8", "one card at a time")

    def test_grandfathers_clock_a_space_takes_any_card_and_foundations_give_nothing_back(self):
        game = load("grandfathers-clock")
        state = build(
            game,
            {
                "foundation": self.clock(f1=["3S"]),
                "tableau": [["9H", "8D"], [], ["KS"], ["AD"], ["QH"], ["5C"], ["6D"], ["9S"]],
            },
            filler="tableau",
            filler_index=6,
        )
        moves = legal(state)
        assert {"tableau5>tableau2", "tableau4>tableau2", "tableau1>tableau2"} <= moves
        assert not any(move.startswith("foundation") for move in moves)
        assert_rejected(state, "foundation1>tableau2", "never leave")

    def test_grandfathers_clock_is_won_with_every_card_on_the_foundations(self):
        game = load("grandfathers-clock")
        full = []
        for start in CLOCK:
            rank, suit = RANKS.index(start[0]), start[1]
            pile = [RANKS[(rank + k) % 13] + suit for k in range(13)]
            full.append(pile[: next(k for k in range(1, 14) if pile[k % 13] in CLOCK)])
        assert sum(map(len, full)) == 52
        last = full[0].pop()  # the 5S
        state = build(game, {"foundation": full, "tableau": [[last], *[[]] * 7]}, filler="tableau")
        assert state.outcome is None
        assert state.play("tableau1>foundation1").outcome.result == "won"


# ---------------------------------------------------------------------------------------------
# Double Bisley


class TestDoubleBisley:
    """PySolFC, Double Bisley: Bisley with two decks: the eight Aces out first, 96 cards in
    twenty-four open columns of four; two foundations up from the Aces and two down from the
    Kings for every suit; columns build up or down in suit, one card at a time."""

    def tableau(self, *piles):
        return [list(p) for p in piles] + [[] for _ in range(24 - len(piles))]

    def test_double_bisley_takes_the_eight_aces_out_and_deals_columns_of_four_face_up(self):
        z = zones(load("double-bisley").deal(seed=4))
        assert z["ascending"] == [["AS"], ["AH"], ["AD"], ["AC"]] * 2
        assert sizes(z["tableau"]) == [4] * 24
        assert not any(face_down(pile) for pile in z["tableau"])

    def test_double_bisley_each_suit_has_two_foundations_built_down_from_the_kings(self):
        game = load("double-bisley")
        tableau = self.tableau(["KS"], ["KS"], ["QS"], ["QH"])
        state = build(game, {"tableau": tableau}, filler="ascending")
        after = state.play("tableau1>descending1")
        assert "tableau2>descending2" in legal(after)  # Bisley: one pile per suit
        both = after.play("tableau2>descending2")
        assert {"tableau3>descending1", "tableau3>descending2"} <= legal(both)
        assert_rejected(both, "tableau4>descending1", "builds down by one in suit")
        assert_rejected(state, "tableau3>descending1", "King")

    def test_double_bisley_each_suit_has_two_foundations_built_up_from_the_aces(self):
        game = load("double-bisley")
        ascending = [["AS"], ["AH"], ["AD"], ["AC"], ["AS", "2S"], ["AH"], ["AD"], ["AC"]]
        tableau = self.tableau(["2S"], ["3S"])
        state = build(game, {"ascending": ascending, "tableau": tableau}, filler="descending")
        moves = legal(state)
        assert {"tableau1>ascending1", "tableau2>ascending5"} <= moves
        assert_rejected(state, "tableau1>ascending2", "in suit")

    def test_double_bisley_keeps_bisleys_columns_and_spaces(self):
        game = load("double-bisley")
        tableau = self.tableau([], ["KD"], ["7H", "8H"], ["6H"], ["8S"])
        state = build(game, {"tableau": tableau}, filler="ascending")
        moves = legal(state)
        assert not any(move.endswith(">tableau1") for move in moves)  # a space stays empty
        assert "tableau4>tableau3" not in moves  # the 6 is not one from the 8
        assert_rejected(state, "tableau3:2>tableau4")  # one card at a time
        assert_rejected(state, "tableau5>tableau3", "in suit")


# ---------------------------------------------------------------------------------------------
# General's Patience


class TestGeneralsPatience:
    """PySolFC, General's Patience: Terrace with a terrace of thirteen cards and foundations
    built up in suit from the chosen base, turning the corner."""

    def tableau(self, *piles):
        return [list(p) for p in piles] + [[] for _ in range(9 - len(piles))]

    def test_generals_patience_deals_a_terrace_of_thirteen(self):
        z = zones(load("generals-patience").deal(seed=8))
        assert sizes(z["reserve"]) == [13] and face_down(z["reserve"][0]) == 0
        assert face_down(z["stock"][0]) == 87

    def test_generals_patience_foundations_build_up_in_suit_turning_the_corner(self):
        game = load("generals-patience")
        foundation = [["QS"], ["KH"], [], [], [], [], [], []]
        state = build(game, {"foundation": foundation, "tableau": self.tableau(["KS"], ["AH"])})
        assert {"tableau1>foundation1", "tableau2>foundation2"} <= legal(state)
        # Terrace's alternating colours do not build here: a red King on the black Queen
        state = build(game, {"foundation": foundation, "tableau": self.tableau(["KD"], ["AS"])})
        assert_rejected(state, "tableau1>foundation1", "in suit")
        assert_rejected(state, "tableau2>foundation2", "in suit")
        terrace = build(
            load("terrace"), {"foundation": foundation, "tableau": self.tableau(["KD"])}
        )
        assert "tableau1>foundation1" in legal(terrace)

    def test_generals_patience_the_first_card_played_still_sets_the_base_of_all_eight(self):
        game = load("generals-patience")
        state = build(game, {"tableau": self.tableau(["7S"], ["9H"], ["7D"])})
        after = state.play("tableau1>foundation3")
        assert "tableau3>foundation1" in legal(after)
        assert_rejected(after, "tableau2>foundation1", "base rank, 7")

    def test_generals_patience_keeps_terraces_tableau_in_alternating_colours(self):
        game = load("generals-patience")
        state = build(
            game,
            {
                "foundation": [["5C"]] + [[]] * 7,
                "tableau": self.tableau(["AH"], ["KS"], ["KD"]),
            },
        )
        assert "tableau2>tableau1" in legal(state)
        assert_rejected(state, "tableau3>tableau1", "alternating colours")


# ---------------------------------------------------------------------------------------------
# Puss in the Corner


ACES = [["AS"], ["AH"], ["AD"], ["AC"]]  # one deck: the four foundations of Puss in the Corner


class TestPussInTheCorner:
    """PySolFC, Puss in the Corner (numerica.py, no redeal): the Aces set out first; the stock's
    top card goes to a foundation, built up by colour, or onto one of four corner piles, whose
    top cards play only to the foundations."""

    def test_puss_in_the_corner_sets_out_the_aces_before_the_stock(self):
        z = zones(load("puss-in-the-corner").deal(seed=6))
        assert z["foundation"] == ACES
        assert face_down(z["stock"][0]) == 48
        assert z["waste"] == [[], [], [], []]

    def test_puss_in_the_corner_foundations_build_up_by_colour_regardless_of_suit(self):
        game = load("puss-in-the-corner")
        state = build(game, {"foundation": ACES, "hand": [["2C"]]})
        moves = legal(state)
        assert {"hand1>foundation1", "hand1>foundation4"} <= moves  # either black Ace
        assert_rejected(state, "hand1>foundation2", "same colour")
        state = build(game, {"foundation": [["AS", "2C"], *ACES[1:]], "hand": [["4S"]]})
        assert_rejected(state, "hand1>foundation1", "builds up by one")
        # Sir Tommy builds regardless of colour
        tommy = build(load("sir-tommy"), {"foundation": ACES, "hand": [["2H"]]})
        assert "hand1>foundation1" in legal(tommy)

    def test_puss_in_the_corner_the_turned_card_goes_on_any_corner_pile(self):
        game = load("puss-in-the-corner")
        state = build(
            game, {"foundation": ACES, "hand": [["KD"]], "waste": [["5C"], [], ["KS"], []]}
        )
        assert {f"hand1>waste{i}" for i in (1, 2, 3, 4)} <= legal(state)
        assert "turn" not in legal(state)  # the card must be placed first

    def test_puss_in_the_corner_gathers_the_corners_in_order_into_a_new_stock_once(self):
        game = load("puss-in-the-corner")
        corners = [["9C"], ["5D", "KD"], ["KS"], ["3H"]]
        state = build(
            game, {"stock": [[]], "foundation": ACES, "waste": corners}, filler="foundation"
        )
        assert legal(state) == {"redeal"}
        after = zones(state.play("redeal"))
        # each corner taken from its top, first corner first: the last corner's bottom on top
        assert after["stock"] == [["-9C", "-KD", "-5D", "-KS", "-3H"]]
        assert after["waste"] == [[], [], [], []]
        assert zones(state.play("redeal").play("turn"))["hand"] == [["3H"]]

    def test_puss_in_the_corner_is_lost_when_blocked_after_its_redeal(self):
        game = load("puss-in-the-corner")
        corners = [["9C"], ["5D"], ["KS"], ["3H"]]
        state = build(
            game, {"stock": [[]], "foundation": ACES, "waste": corners}, filler="foundation"
        )
        used = with_passes(game, state, "redeal", 1)
        assert legal(used) == set()
        assert used.outcome.result == "lost"
        assert_rejected(used, "redeal", "no passes left")

    def test_puss_in_the_corner_is_won_with_every_card_on_the_foundations(self):
        piles = [steps("A", 1, suit) for suit in "SHDC"]
        state = build(
            load("puss-in-the-corner"),
            {"foundation": [*piles[:3], piles[3][:-1]], "hand": [["KC"]], "stock": [[]]},
        )
        assert state.outcome is None
        assert state.play("hand1>foundation4").outcome.result == "won"


# ---------------------------------------------------------------------------------------------
# Penguin and Opus


def penguin_position(game, zones_):
    """A Penguin (or Opus) position: every card not written lies face down in column 7."""
    return build(game, zones_, filler="tableau", filler_index=6)


class TestPenguin:
    """Parlett's Penguin as PySolFC codes it (bakersgame.py): 49 cards in seven columns of seven;
    the beak (the first card dealt, under column 1) sets the base rank and its three fellows start
    three foundations; foundations up in suit from the base, turning the corner; columns down in
    suit, a King on an Ace; a space takes only the rank below the base; seven cells; runs in suit
    move whatever the cells (Wikipedia's rule, option runs=cells: only as cells allow)."""

    def columns(self, *piles):
        return [list(p) for p in piles] + [[] for _ in range(7 - len(piles))]

    @pytest.mark.parametrize("engine", ["python", "auto"])
    def test_penguin_deals_the_beaks_fellows_to_the_foundations(self, engine):
        game = load("penguin", engine=engine)
        assert game.engine == ("python" if engine == "python" else "native")
        for seed in (1, 2, 3):
            z = zones(game.deal(seed=seed))
            beak = z["tableau"][0][0]
            founded = [pile[0] for pile in z["foundation"][:3]]
            assert {card[0] for card in founded} == {beak[0]}
            assert sorted(card[1] for card in [beak, *founded]) == sorted("SHDC")
            assert z["foundation"][3] == []
            assert sum(card[0] == beak[0] for pile in z["tableau"] for card in pile) == 1

    def test_penguin_the_fourth_foundation_takes_only_the_beak(self):
        game = load("penguin")
        foundation = [["5H"], ["5D"], ["5C"], []]
        state = penguin_position(
            game, {"foundation": foundation, "tableau": self.columns(["5S"], ["6S"])}
        )
        assert "tableau1>foundation4" in legal(state)
        assert_rejected(state, "tableau2>foundation4", "base rank")

    def test_penguin_foundations_build_up_in_suit_turning_the_corner(self):
        game = load("penguin")
        foundation = [["JH", "QH", "KH"], ["JD"], ["JC"], ["JS"]]
        state = penguin_position(
            game, {"foundation": foundation, "tableau": self.columns(["AH"], ["AD"])}
        )
        assert "tableau1>foundation1" in legal(state)
        assert_rejected(state, "tableau2>foundation1", "in suit")
        assert_rejected(state, "tableau2>foundation2", "up")

    def test_penguin_columns_build_down_in_suit_a_king_on_an_ace(self):
        game = load("penguin")
        columns = self.columns(["AS"], ["KS"], ["KH"], ["QS"])
        state = penguin_position(
            game, {"foundation": [["5H"], ["5D"], ["5C"], []], "tableau": columns}
        )
        assert {"tableau2>tableau1", "tableau4>tableau2"} <= legal(state)
        assert_rejected(state, "tableau3>tableau1", "in suit")

    def test_penguin_a_space_takes_only_the_rank_below_the_base_or_a_run_from_it(self):
        game = load("penguin")
        columns = self.columns(["9S", "4D", "3D"], ["5S"], ["TH", "4C"], [])
        state = penguin_position(
            game, {"foundation": [["5H"], ["5D"], ["5C"], []], "tableau": columns}
        )
        assert {"tableau1:2>tableau4", "tableau3>tableau4"} <= legal(state)
        assert_rejected(state, "tableau2>tableau4", "4")
        assert_rejected(state, "tableau1>tableau4", "4")

    def test_penguin_moves_a_run_in_suit_whatever_the_cells(self):
        cells = [["2C"], ["3C"], ["4C"], ["6C"], ["7C"], ["8C"], ["9C"]]  # every cell taken
        columns = self.columns(
            ["KD", "QH", "JH", "TH", "9H"], ["AS", "KH"], ["9D"], ["AD"], ["2D"], ["3D"]
        )  # no empty column either
        foundation = [["5H"], ["5D"], ["5C"], []]
        position = {"foundation": foundation, "tableau": columns, "cells": cells}
        state = penguin_position(load("penguin"), position)
        assert "tableau1:4>tableau2" in legal(state)
        limited = penguin_position(load("penguin", runs="cells"), position)
        assert_rejected(limited, "tableau1:4>tableau2")  # (0 free cells + 1) x 2^0: one card

    def test_penguin_cells_hold_one_card_and_foundations_give_nothing_back(self):
        game = load("penguin")
        cells = [["2C"]] + [[] for _ in range(6)]
        state = penguin_position(
            game,
            {
                "foundation": [["5H", "6H"], ["5D"], ["5C"], []],
                "tableau": self.columns(["7H"]),
                "cells": cells,
            },
        )
        assert "tableau1>cells2" in legal(state)
        assert_rejected(state, "tableau1>cells1", "built on")
        assert not any(m.startswith("foundation") for m in legal(state))

    def test_penguin_is_won_with_every_card_on_the_foundations(self):
        game = load("penguin")
        foundation = [[f"{r}{s}" for r in "56789TJQKA234"] for s in "HDCS"]
        state = build(game, {"foundation": foundation}, filler="foundation")
        assert state.outcome is not None and state.outcome.result == "won"


class TestOpus:
    """PySolFC, Opus (bakersgame.py): Penguin with five cells."""

    def test_opus_has_five_cells_and_penguins_deal(self):
        game = load("opus")
        assert game.rules.zone("cells").count == 5
        z = zones(game.deal(seed=4))
        assert {pile[0][0] for pile in z["foundation"][:3]} == {z["tableau"][0][0][0]}

    def test_opus_with_its_five_cells_full_takes_no_more(self):
        game = load("opus")
        cells = [["2C"], ["3C"], ["4C"], ["6C"], ["7C"]]
        state = penguin_position(
            game,
            {
                "foundation": [["5H"], ["5D"], ["5C"], []],
                "tableau": [["8H"]] + [[] for _ in range(6)],
                "cells": cells,
            },
        )
        assert not any(">cells" in move for move in legal(state))
