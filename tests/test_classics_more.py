"""More classic games, rule by rule: those that needed the language to grow (Relaxed Accordion,
Pyramid, Gaps and Montana, Capricieuse, Bayan, Late-Binding Solitaire).

Written like tests/test_classics.py: one class per game, each test naming the rule it checks
as the variant file's rule source states it. Positions are built with :func:`positions.build`
(only the piles a rule is about are written, bottom -> top; every other card goes face down on
one pile, the stock unless a test says otherwise); moves use the engine's notation
("row4>row1" moves pile 4 of the row onto pile 1; "redeal" is an action).
"""

from __future__ import annotations

from collections import Counter

import pytest
from positions import build, identities, legal, load, zones

from cardwright import IllegalMove
from cardwright.engine import native
from cardwright.words.describe import describe


def tops(piles):
    """The top card of each pile ('' for an empty one)."""
    return [pile[-1] if pile else "" for pile in piles]


# ---------------------------------------------------------------------------------------------
# Relaxed Accordion


class TestRelaxedAccordion:
    """PySolFC rules, Relaxed Accordion: Accordion whose piles may also move to the right."""

    def row(self, *cards, **options):
        """A position whose row holds one card per pile, the rest of the deck in the stock."""
        return build(load("relaxed-accordion", **options), {"row": [[c] for c in cards]})

    def test_relaxed_accordion_moves_a_pile_onto_its_right_neighbour_of_the_same_suit_or_rank(
        self,
    ):
        state = self.row("5S", "9S", "9H", "2D")
        moves = legal(state)
        assert "row1>row2" in moves  # 5S onto 9S: same suit, to the right
        assert "row2>row3" in moves  # 9S onto 9H: same rank, to the right
        assert "row3>row4" not in moves  # 9H and 2D share nothing

    def test_relaxed_accordion_moves_a_pile_three_places_to_the_right_over_two_piles(self):
        state = self.row("5S", "2D", "3C", "KS")
        assert "row1>row4" in legal(state)
        assert "row4>row1" in legal(state)  # and, as in Accordion, three to the left

    def test_relaxed_accordion_never_moves_two_places(self):
        state = self.row("5S", "2D", "KS")
        assert "row1>row3" not in legal(state)
        with pytest.raises(IllegalMove, match="1 or 3 places to the left or right"):
            state.play("row1>row3")

    def test_relaxed_accordion_a_pile_moved_right_lands_where_its_target_was_and_the_gap_closes(
        self,
    ):
        after = self.row("5S", "9S", "2D").play("row1>row2")
        assert zones(after)["row"] == [["9S", "5S"], ["2D"]]

    def test_relaxed_accordion_deals_from_the_stock_and_is_won_with_one_pile(self):
        game = load("relaxed-accordion")
        state = build(game, {"row": [["5S"], ["9S"]], "stock": [[]]}, filler="row", filler_index=1)
        assert state.outcome is None
        assert state.play("row1>row2").outcome.result == "won"
        assert "deal" in legal(game.deal(seed=4))

    def test_relaxed_accordion_keeps_accordions_options(self):
        assert load("relaxed-accordion").option_specs.keys() == {"moves", "deal"}
        assert len(load("relaxed-accordion", deal="open").deal(seed=2).piles("row")) == 52


# ---------------------------------------------------------------------------------------------
# Pyramid


def pyramid_places(rows):
    """The pyramid's 28 piles from its rows, top row first ('' for an empty place)."""
    places = [[card] if card else [] for row in rows for card in row]
    assert [len(row) for row in rows] == [1, 2, 3, 4, 5, 6, 7]
    return places


EMPTY_ROWS = [[""] * n for n in range(1, 8)]


class TestPyramid:
    """Wikipedia, Pyramid (solitaire); PySolFC rules, Pyramid: pairs adding up to 13 from a
    pyramid of 28, a King alone; stock to waste one at a time, three passes."""

    def position(self, rows, **zones_given):
        given = {"pyramid": pyramid_places(rows), **zones_given}
        return build(load("pyramid"), given)

    def test_pyramid_deals_seven_open_rows_of_one_to_seven_and_twenty_four_in_the_stock(self):
        z = zones(load("pyramid").deal(seed=1))
        assert [len(p) for p in z["pyramid"]] == [1] * 28
        assert not any(card.startswith("-") for pile in z["pyramid"] for card in pile)
        assert len(z["stock"][0]) == 24 and all(c.startswith("-") for c in z["stock"][0])
        assert z["waste"] == [[]] and z["foundation"] == [[]]

    def test_pyramid_at_the_start_only_the_bottom_row_is_exposed(self):
        rows = [list(r) for r in EMPTY_ROWS]
        rows[5] = ["KC", "7D", "8D", "9D", "TD", "JD"]
        rows[6] = ["AS", "2S", "3S", "4S", "5S", "6S", "QD"]
        state = self.position(rows)
        moves = legal(state)
        assert "pyramid28>pyramid22" in moves  # QD and AS: 12 + 1, both in the bottom row
        assert "pyramid16>foundation1" not in moves  # KC is covered by AS and 2S
        assert not any(m.startswith("pyramid16>") for m in moves)

    def test_pyramid_a_card_is_exposed_only_when_both_cards_below_it_are_gone(self):
        rows = [list(r) for r in EMPTY_ROWS]
        rows[5] = ["", "", "KC", "", "", ""]  # pyramid 18: covered by pyramid 24 and 25
        rows[6] = ["", "", "", "9H", "", "", ""]  # pyramid 25 still covers it
        state = self.position(rows)
        assert "pyramid18>foundation1" not in legal(state)
        with pytest.raises(IllegalMove, match="covered by pyramid 25"):
            state.play("pyramid18>foundation1")
        rows[6] = [""] * 7
        assert "pyramid18>foundation1" in legal(self.position(rows))

    def test_pyramid_two_exposed_cards_adding_up_to_thirteen_are_discarded_together(self):
        rows = [list(r) for r in EMPTY_ROWS]
        rows[6] = ["6S", "7H", "8C", "", "", "", ""]
        state = self.position(rows)
        moves = legal(state)
        assert "pyramid22>pyramid23" in moves  # 6 + 7, any suits
        assert "pyramid22>pyramid24" not in moves  # 6 + 8 = 14
        after = state.play("pyramid22>pyramid23")
        assert zones(after)["foundation"] == [["7H", "6S"]]
        assert tops(zones(after)["pyramid"])[21:24] == ["", "", "8C"]

    def test_pyramid_a_king_is_discarded_alone_and_no_other_card_is(self):
        rows = [list(r) for r in EMPTY_ROWS]
        rows[6] = ["KS", "QH", "", "", "", "", ""]
        state = self.position(rows)
        assert "pyramid22>foundation1" in legal(state)
        assert "pyramid23>foundation1" not in legal(state)
        with pytest.raises(IllegalMove, match="takes only Kings"):
            state.play("pyramid23>foundation1")

    def test_pyramid_the_top_card_of_the_waste_pairs_with_an_exposed_card(self):
        rows = [list(r) for r in EMPTY_ROWS]
        rows[5] = ["4D", "", "", "", "", ""]  # exposed: pyramid 16
        rows[6] = ["", "", "", "", "", "", "2C"]
        state = self.position(rows, waste=[["9C", "JS"]])
        moves = legal(state)
        assert "waste1>pyramid28" in moves  # JS on 2C
        assert "waste1>pyramid16" not in moves  # only the top of the waste plays: 9C is under
        after = state.play("waste1>pyramid28")
        assert zones(after)["waste"] == [["9C"]] and zones(after)["foundation"] == [["2C", "JS"]]
        assert "waste1>pyramid16" in legal(after)

    def test_pyramid_turns_one_card_and_redeals_only_when_the_stock_is_empty(self):
        game = load("pyramid")
        state = build(game, {"stock": [["-4C", "-5C"]], "pyramid": pyramid_places(EMPTY_ROWS)})
        state = state.play("turn")
        assert zones(state)["waste"] == [["5C"]]
        assert "redeal" not in legal(state)
        empty = build(game, {"stock": [[]]}, filler="waste")
        assert "redeal" in legal(empty)
        assert len(zones(empty.play("redeal"))["stock"][0]) == 52

    def test_pyramid_goes_through_the_stock_three_times_by_default(self):
        game = load("pyramid")
        data = build(game, {"stock": [[]]}, filler="waste").to_dict()
        data["actions_used"] = {"redeal": [1]}
        assert "redeal" in legal(game.from_dict(data))
        data["actions_used"] = {"redeal": [2]}
        assert "redeal" not in legal(game.from_dict(data))
        once = build(load("pyramid", passes=1), {"stock": [[]]}, filler="waste")
        assert "redeal" not in legal(once)

    def test_pyramid_is_won_only_when_every_card_is_discarded(self):
        game = load("pyramid")
        rows = [list(r) for r in EMPTY_ROWS]
        rows[6] = ["KS", "", "", "", "", "", ""]
        state = build(
            game,
            {"pyramid": pyramid_places(rows), "stock": [[]], "foundation": [["QH"]]},
            filler="foundation",  # the other cards under the Queen, discarded
        )
        assert state.outcome is None
        assert state.play("pyramid22>foundation1").outcome.result == "won"
        cards_left = build(
            game,
            {"pyramid": pyramid_places(EMPTY_ROWS), "stock": [["-KS"]], "foundation": [["QH"]]},
            filler="foundation",
        )
        assert cards_left.outcome is None  # an empty pyramid is not enough: the King is left
        assert cards_left.play("turn").play("waste1>foundation1").outcome.result == "won"

    def test_pyramid_with_the_stock_open_its_top_card_lies_face_up_and_pairs(self):
        # PySolFC's face-up talon (option stock=open): the stock's top card pairs with an exposed
        # card of the pyramid or with the waste's top card; a King on it goes alone.
        game = load("pyramid", stock="open")
        assert not zones(game.deal(seed=3))["stock"][0][-1].startswith("-")
        rows = [list(r) for r in EMPTY_ROWS]
        rows[6] = ["", "", "", "", "", "", "2C"]
        state = build(
            game, {"pyramid": pyramid_places(rows), "stock": [["-KH", "JS"]], "waste": [["6D"]]}
        )
        assert "stock1>pyramid28" in legal(state)  # JS on 2C
        after = state.play("stock1>pyramid28")
        assert zones(after)["foundation"] == [["2C", "JS"]]
        assert zones(after)["stock"][0][-1] == "KH"  # the next card turns up at once
        assert "stock1>foundation1" in legal(after)
        closed = build(
            load("pyramid"), {"pyramid": pyramid_places(rows), "stock": [["-KH", "-JS"]]}
        )
        assert not any(move.startswith("stock") for move in legal(closed))

    def test_pyramid_with_the_stock_open_it_pairs_with_the_waste_and_turns_up_after_a_redeal(self):
        game = load("pyramid", stock="open")
        state = build(
            game,
            {
                "stock": [["-4C", "9H"]],
                "waste": [["AS", "4D"]],
                "pyramid": pyramid_places(EMPTY_ROWS),
            },
        )
        assert "stock1>waste1" in legal(state)  # 9H and 4D: 13
        after = state.play("stock1>waste1")
        assert zones(after)["waste"] == [["AS"]] and zones(after)["stock"][0][-1] == "4C"
        empty = build(game, {"stock": [[]]}, filler="waste")
        redealt = zones(empty.play("redeal"))["stock"][0]
        assert not redealt[-1].startswith("-") and all(c.startswith("-") for c in redealt[:-1])

    def test_pyramid_describe_explains_the_covered_cards_and_the_pairs(self):
        text = describe(load("pyramid"))
        assert "seven rows of 1 to 7 piles" in text
        assert "covered by the two piles of the row below that overlap it" in text
        assert "ranks adding up to 13" in text
        assert "discarded with it (a pair), to the foundation" in text
        assert "only Kings may be put here" in text


# ---------------------------------------------------------------------------------------------
# Gaps and Montana

ACES = [["AS"], ["AH"], ["AD"], ["AC"]]


class TestGiza:
    """PySolFC, Giza: Pyramid whose other 24 cards lie open in eight reserve piles of three,
    every reserve top exposed; no stock."""

    def position(self, rows, reserve):
        given = {"pyramid": pyramid_places(rows), "reserve": reserve}
        return build(load("giza"), given, filler="reserve", filler_index=7)

    def test_giza_deals_the_pyramid_and_eight_open_reserve_piles_of_three_and_no_stock(self):
        game = load("giza")
        z = zones(game.deal(seed=1))
        assert [len(p) for p in z["pyramid"]] == [1] * 28
        assert [len(p) for p in z["reserve"]] == [3] * 8
        assert not any(c.startswith("-") for pile in z["reserve"] for c in pile)
        assert "stock" not in game.zones and not game.rules.actions

    def test_giza_two_reserve_tops_adding_up_to_thirteen_are_discarded_together(self):
        reserve = [["2C", "6S"], ["3C", "7H"]] + [[] for _ in range(6)]
        state = self.position(EMPTY_ROWS, reserve)
        assert "reserve2>reserve1" in legal(state)  # 7 + 6, both on top of their piles
        after = zones(state.play("reserve2>reserve1"))
        assert after["reserve"][:2] == [["2C"], ["3C"]]
        assert sorted(after["foundation"][0]) == ["6S", "7H"]

    def test_giza_a_reserve_card_under_another_is_not_exposed(self):
        reserve = [["6S", "2C"], ["3C", "7H"]] + [[] for _ in range(6)]
        state = self.position(EMPTY_ROWS, reserve)
        assert not any(m.startswith("reserve2>reserve1") for m in legal(state))  # 6S is under 2C

    def test_giza_a_reserve_top_pairs_with_an_exposed_pyramid_card(self):
        rows = [list(r) for r in EMPTY_ROWS]
        rows[6] = ["", "", "", "", "", "", "QD"]
        reserve = [["AS"]] + [[] for _ in range(7)]
        state = self.position(rows, reserve)
        assert "reserve1>pyramid28" in legal(state)


def grid(*rows, name="gaps", **options):
    """A Gaps position from four rows of 13 places: a card, '--' for a gap, or '..' for a card
    nobody cares about (the cards left over, Kings first, so that they follow nothing). The Aces
    are out, in their own zone."""
    places = [place for row in rows for place in row.split()]
    assert len(places) == 52 and places.count("--") == 4, "four rows of 13, four gaps"
    named = {p for p in places if p not in ("--", "..")}
    spare = [f"{r}{s}" for r in "KQJT98765432" for s in "SHDC" if f"{r}{s}" not in named]
    tableau = [[] if p == "--" else [spare.pop(0) if p == ".." else p] for p in places]
    return build(load(name, **options), {"tableau": tableau, "aces": ACES}, filler="aces")


def gaps_rows(state):
    """The tableau as four rows of 13 top cards ('--' for a gap)."""
    places = [pile[-1] if pile else "--" for pile in zones(state)["tableau"]]
    return [places[k : k + 13] for k in range(0, 52, 13)]


class TestGaps:
    """Wikipedia, Gaps; Wikibooks, Solitaire card games/Gaps: four rows of thirteen, the Aces
    out; a gap takes the card following its left neighbour in suit, a 2 at a row's start."""

    def test_gaps_deals_four_rows_of_thirteen_and_takes_the_aces_out_leaving_four_gaps(self):
        others = [f"{r}{s}" for s in "SHDC" for r in "23456789TJQK"]
        order = [*others[:5], "AS", *others[5:30], "AH", "AD", *others[30:], "AC"]
        z = zones(load("gaps").deal(order=order))
        assert len(z["tableau"]) == 52 and all(len(pile) <= 1 for pile in z["tableau"])
        assert sorted(pile[0] for pile in z["aces"]) == ["AC", "AD", "AH", "AS"]
        gaps = [j + 1 for j, pile in enumerate(z["tableau"]) if not pile]
        assert gaps == [6, 32, 33, 52]  # where the Aces were dealt
        assert not any(card.startswith("-") for pile in z["tableau"] for card in pile)

    def test_gaps_a_gap_takes_the_next_card_up_in_the_suit_of_its_left_neighbour(self):
        state = grid(
            "5S -- .. .. .. .. .. .. .. .. .. .. ..",
            "6S 6H 4S -- .. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. .. .. .. -- ..",
            ".. .. .. .. .. .. .. .. .. .. .. .. --",
        )
        moves = legal(state)
        assert "tableau14>tableau2" in moves  # 6S after 5S
        assert "tableau15>tableau2" not in moves  # 6H: another suit
        with pytest.raises(IllegalMove, match="up by one in suit from 5♠"):
            state.play("tableau15>tableau2")
        assert "tableau14>tableau17" not in moves  # after the 4S only the 5S, which is placed

    def test_gaps_a_gap_at_the_start_of_a_row_takes_any_two_and_nothing_else(self):
        state = grid(
            "-- .. .. .. .. .. .. .. .. .. .. .. ..",
            "2D 3C KH -- .. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. .. .. .. -- ..",
            ".. .. .. .. .. .. .. .. .. .. .. .. --",
        )
        moves = legal(state)
        assert "tableau14>tableau1" in moves  # a 2 of any suit
        assert "tableau15>tableau1" not in moves
        with pytest.raises(IllegalMove, match="starts a row: it takes only a 2"):
            state.play("tableau15>tableau1")

    def test_gaps_nothing_goes_after_a_king_or_after_another_gap(self):
        state = grid(
            ".. KH -- -- .. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. .. .. .. -- ..",
            ".. .. .. .. .. .. .. .. .. .. .. .. --",
        )
        targets = {m.split(">")[1] for m in legal(state) if ">" in m}
        assert not targets & {"tableau3", "tableau4"}

    REDEAL = (
        "2S 3S 4S KH -- .. .. .. .. .. .. .. ..",  # in order: 2S 3S 4S
        "-- 2H .. .. .. .. .. .. .. .. .. .. ..",  # nothing in order: the gap goes first
        "2D 3D .. .. .. .. .. .. .. .. .. -- ..",
        "3C .. .. .. .. .. .. .. .. .. .. .. --",  # a 3 at the start is not in order
    )

    def test_gaps_redeal_shuffles_the_cards_it_gathers_as_morehead_cadogan_and_pysolfc_deal(
        self,
    ):
        shuffled = grid(*self.REDEAL).play("redeal")
        in_order = grid(*self.REDEAL, gather="unshuffled").play("redeal")
        rows = gaps_rows(shuffled)
        assert rows[0][:4] == ["2S", "3S", "4S", "--"] and rows[2][:3] == ["2D", "3D", "--"]
        assert rows != gaps_rows(in_order)
        assert identities(shuffled) == identities(in_order)

    def test_gaps_redeal_gathers_the_cards_out_of_order_and_leaves_a_gap_after_each_sequence(
        self,
    ):
        state = grid(*self.REDEAL, gather="unshuffled")
        before = gaps_rows(state)
        after = state.play("redeal")
        rows = gaps_rows(after)
        assert rows[0][:4] == ["2S", "3S", "4S", "--"]
        assert rows[1][0] == "--" and rows[2][:3] == ["2D", "3D", "--"] and rows[3][0] == "--"
        assert sum(row.count("--") for row in rows) == 4
        # gather=unshuffled (Wikibooks): the gathered cards come back in reading order
        gathered = [c for row in before for c in row if c != "--"]
        gathered = [c for c in gathered if c not in ("2S", "3S", "4S", "2D", "3D")]
        dealt = [c for row in rows for c in row if c != "--"]
        dealt = [c for c in dealt if c not in ("2S", "3S", "4S", "2D", "3D")]
        assert dealt == gathered
        assert identities(after) == identities(state)

    def test_gaps_has_three_deals_in_all_unless_the_option_says_otherwise(self):
        game = load("gaps")
        data = game.deal(seed=5).to_dict()
        data["actions_used"] = {"redeal": [1]}
        assert "redeal" in legal(game.from_dict(data))
        data["actions_used"] = {"redeal": [2]}
        assert "redeal" not in legal(game.from_dict(data))
        endless = load("gaps", deals="unlimited")
        data["options"] = {"deals": "unlimited"}
        data.pop("actions_used")
        assert "redeal" in legal(endless.from_dict(data))

    def test_gaps_is_won_with_each_row_running_from_two_to_king_in_one_suit(self):
        rows = [" ".join(f"{r}{s}" for r in "23456789TJQK") + " --" for s in "SHDC"]
        nearly = [*rows[:3], " ".join(f"{r}C" for r in "23456789TJQ") + " -- KC"]
        state = grid(*nearly)
        assert state.outcome is None
        won = state.play("tableau52>tableau51")
        assert won.outcome.result == "won"
        assert won.scores() == {0: 48}  # a point for each card in order
        assert state.scores() == {0: 47}
        assert grid(*rows).outcome.result == "won"
        with pytest.raises(IllegalMove, match="no card of the tableau is out of order to gather"):
            grid(*rows).play("redeal")


class TestGapsBasicVariant:
    """Solvitaire preset gaps-basic-variant: gaps-one-deal whose row i starts only with the 2 of
    the i-th suit in Solvitaire's order (clubs, hearts, spades, diamonds)."""

    def test_gaps_basic_variant_a_row_start_takes_only_the_two_of_its_rows_suit(self):
        state = grid(
            "-- .. .. .. .. .. .. .. .. .. .. .. ..",
            "-- 2C 2H 2S 2D .. .. .. .. .. .. .. ..",
            "-- .. .. .. .. .. .. .. .. .. .. .. ..",
            "-- .. .. .. .. .. .. .. .. .. .. .. ..",
            name="gaps-basic-variant",
        )
        starts = {m for m in legal(state) if m.split(">")[1] in {"tableau1", "tableau14"}}
        starts |= {m for m in legal(state) if m.split(">")[1] in {"tableau27", "tableau40"}}
        assert starts == {
            "tableau15>tableau1",  # 2C: row 1
            "tableau16>tableau14",  # 2H: row 2
            "tableau17>tableau27",  # 2S: row 3
            "tableau18>tableau40",  # 2D: row 4
        }
        with pytest.raises(
            IllegalMove, match="starts row 2: it takes only the 2 of hearts, not 2♣"
        ):
            state.play("tableau15>tableau14")
        # Gaps itself takes any 2 at any row start.
        assert "tableau15>tableau14" in legal(grid(*state_rows(state)))

    def test_gaps_basic_variant_builds_up_in_suit_from_the_left_neighbour_as_gaps(self):
        state = grid(
            "2C -- .. .. .. .. .. .. .. .. .. .. ..",
            "3C 3H .. -- .. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. .. .. .. -- ..",
            ".. .. .. .. .. .. .. .. .. .. .. .. --",
            name="gaps-basic-variant",
        )
        moves = legal(state)
        assert "tableau14>tableau2" in moves and "tableau15>tableau2" not in moves

    def test_gaps_basic_variant_is_won_only_with_the_rows_in_its_suits_order(self):
        def rows(suits):
            return [" ".join(f"{r}{s}" for r in "23456789TJQK") + " --" for s in suits]

        won = grid(*rows("CHSD"), name="gaps-basic-variant")
        assert won.outcome.result == "won" and won.scores() == {0: 48}
        other = grid(*rows("SHDC"), name="gaps-basic-variant")  # a won Gaps
        assert grid(*rows("SHDC")).outcome.result == "won"
        assert other.outcome.result == "lost"  # nothing goes after a King
        assert other.scores() == {0: 12}  # only row 2 (hearts) is in order

    def test_gaps_basic_variant_redeals_what_is_out_of_order_by_the_rows_suits(self):
        state = grid(
            "2S 3S 4S KH -- .. .. .. .. .. .. .. ..",  # a spade run in the clubs row: gathered
            "2H 3H -- .. .. .. .. .. .. .. .. .. ..",  # in order: kept
            ".. .. .. .. .. .. .. .. .. .. .. -- ..",
            ".. .. .. .. .. .. .. .. .. .. .. .. --",
            name="gaps-basic-variant",
            deals=3,
            gather="unshuffled",
        )
        rows = gaps_rows(state.play("redeal"))
        assert rows[0][0] == "--" and rows[1][:3] == ["2H", "3H", "--"]

    def test_gaps_basic_variant_has_one_deal_and_runs_natively_when_the_core_is_built(self):
        game = load("gaps-basic-variant")
        assert game.rules.parents == ("gaps-one-deal", "gaps")
        assert "redeal" not in legal(game.deal(seed=4))
        assert game.engine == (
            "native" if native.built() and native.chosen_engine() != "python" else "python"
        )
        assert "the 2 of clubs at the start of row 1" in describe(game)


def state_rows(state):
    """``state``'s tableau as four rows of text for :func:`grid`."""
    return [" ".join(row) for row in gaps_rows(state)]


class TestMontana:
    """PySolFC rules, Montana: Gaps whose redeals shuffle the cards gathered."""

    LAYOUT = (
        "2S 3S .. .. .. .. .. .. .. .. .. .. --",
        ".. .. .. .. .. .. .. .. .. .. .. .. --",
        ".. .. .. .. .. .. .. .. .. .. .. -- ..",
        ".. .. .. .. .. .. .. .. .. .. -- .. ..",
    )

    def test_montana_redeal_shuffles_but_keeps_the_sequences_and_a_gap_after_each(self):
        state = grid(*self.LAYOUT, name="montana")
        unshuffled = grid(*self.LAYOUT, gather="unshuffled").play("redeal")
        after = state.play("redeal")
        rows = gaps_rows(after)
        assert rows[0][:3] == ["2S", "3S", "--"]
        assert [row[0] for row in rows[1:]] == ["--", "--", "--"]
        assert gaps_rows(after) != gaps_rows(unshuffled)
        assert identities(after) == identities(state)

    def test_montana_redeal_is_the_same_for_the_same_position_also_after_saving_it(self):
        game = load("montana")
        state = grid(*self.LAYOUT, name="montana")
        again = game.from_dict(state.to_dict())
        assert again.play("redeal") == state.play("redeal")
        assert again.play("redeal").to_dict() == state.play("redeal").to_dict()

    def test_montana_plays_the_rest_as_gaps(self):
        assert load("montana").rules.parents == ("gaps",)
        assert "shuffle them" in describe(load("montana"))

    def test_montana_check_value_of_docs_deals_md(self):
        """docs/deals.md, "Shuffles during play": Montana, seed 1, the first redeal."""
        state = load("montana").deal(seed=1).play("redeal")
        first_row = "-- 5S 9D 8H 4S 9H KS 7H 9C 3H TD 4D 9S"
        assert gaps_rows(state)[0] == first_row.split(" ")


# ---------------------------------------------------------------------------------------------
# Capricieuse


class TestCapricieuse:
    """PySolFC, Capricieuse: Nationale without the King-Ace corner, with two redeals that
    gather the whole tableau, pile after pile without shuffling, and deal it again across the
    twelve piles."""

    def tableau(self, piles, **given):
        """A position: the given tableau piles (the rest empty); the other cards face down on
        tableau pile 12 unless the test says where."""
        piles = [list(p) for p in piles] + [[] for _ in range(12 - len(piles))]
        return build(
            load("capricieuse"), {"tableau": piles, **given}, filler="tableau", filler_index=11
        )

    def test_capricieuse_sets_out_nationales_aces_and_kings_and_twelve_piles_of_eight(self):
        z = zones(load("capricieuse").deal(seed=3))
        assert tops(z["ascending"]) == ["AS", "AH", "AD", "AC"]
        assert tops(z["descending"]) == ["KS", "KH", "KD", "KC"]
        assert [len(pile) for pile in z["tableau"]] == [8] * 12

    def test_capricieuse_builds_up_or_down_in_suit_but_never_turns_the_corner(self):
        state = self.tableau([["5H"], ["6H"], ["4H"], ["5S"], ["KD"], ["AD"]])
        moves = legal(state)
        assert "tableau2>tableau1" in moves and "tableau3>tableau1" in moves
        assert "tableau4>tableau2" not in moves  # another suit
        assert "tableau5>tableau6" not in moves  # K on A: Nationale's corner, not here
        assert "tableau6>tableau5" not in moves
        assert "tableau6>tableau5" in legal(
            build(
                load("nationale"),
                {"tableau": [["5H"], ["6H"], ["4H"], ["5S"], ["KD"], ["AD"], *[[]] * 6]},
                filler="tableau",
                filler_index=11,
            )
        )

    def test_capricieuse_redeal_gathers_the_whole_tableau_and_deals_it_round_the_piles(self):
        state = self.tableau([["5H", "9C", "2S"], [], ["QD"]], ascending=[["AS", "2S"], [], [], []])
        before = [card for pile in zones(state)["tableau"] for card in pile]
        after = state.play("redeal")
        piles = zones(after)["tableau"]
        sizes = [len(pile) for pile in piles]
        assert max(sizes) - min(sizes) <= 1 and sizes == sorted(sizes, reverse=True)  # round-robin
        assert all(not card.startswith("-") for pile in piles for card in pile)  # dealt face up
        assert Counter(c.lstrip("-") for c in before) == Counter(c for pile in piles for c in pile)
        assert zones(after)["ascending"] == zones(state)["ascending"]  # foundations stay

    def test_capricieuse_redeal_does_not_shuffle_the_cards_it_gathers(self):
        state = self.tableau(
            [["5H", "9C"], ["2S"], ["QD", "7C", "3H"]], ascending=[["AS"], [], [], []]
        )
        gathered = [card.lstrip("-") for pile in zones(state)["tableau"] for card in pile]
        piles = zones(state.play("redeal"))["tableau"]
        # dealt round the twelve piles one card at a time, in the order they were picked up
        dealt = [piles[k % 12][k // 12] for k in range(len(gathered))]
        assert dealt == gathered

    def test_capricieuse_redeals_twice_three_deals_in_all(self):
        state = load("capricieuse").deal(seed=8)
        twice = state.play("redeal").play("redeal")
        assert "redeal" not in legal(twice)
        with pytest.raises(IllegalMove, match="no passes left"):
            twice.play("redeal")

    def test_capricieuse_is_won_with_every_card_on_the_foundations(self):
        game = load("capricieuse")
        assert game.rules.won == load("nationale").rules.won
        assert "pick up the cards of the tableau, pile by pile," in describe(game)
        assert "shuffle" not in describe(game)


# ---------------------------------------------------------------------------------------------
# Bayan


class TestBayan:
    """PySolFC rules, Bayan: Accordion in which the card moved and the card it matches are both
    removed."""

    def row(self, *cards, **given):
        return build(load("bayan"), {"row": [[c] for c in cards], **given})

    def test_bayan_a_card_and_its_match_one_place_left_are_removed_together(self):
        after = self.row("5S", "9S", "2D").play("row2>row1")
        assert zones(after)["row"] == [["2D"]]  # both gone, the gap closed
        assert zones(after)["foundation"] == [["5S", "9S"]]

    def test_bayan_matches_one_or_three_places_away_on_either_side_by_suit_or_rank(self):
        state = self.row("5S", "2D", "3C", "5H", "9H")
        moves = legal(state)
        assert {"row1>row4", "row4>row1"} <= moves  # 5S and 5H: same rank, three apart
        assert {"row4>row5", "row5>row4"} <= moves  # 5H and 9H: same suit, neighbours
        assert "row1>row2" not in moves  # 5S and 2D share nothing
        assert "row2>row4" not in moves  # two places: never

    def test_bayan_a_card_moved_right_leaves_with_its_match_and_both_gaps_close(self):
        after = self.row("5S", "2D", "3C", "5H", "9H").play("row1>row4")
        assert zones(after)["row"] == [["2D"], ["3C"], ["9H"]]
        assert zones(after)["foundation"] == [["5H", "5S"]]

    def test_bayan_deals_one_card_at_a_time_from_the_stock_as_accordion_does(self):
        state = self.row("5S", stock=[["-9H", "-QD"]])
        assert zones(state.play("deal"))["row"] == [["5S"], ["QD"]]

    def test_bayan_is_won_when_every_card_is_removed_not_with_one_pile_left(self):
        game = load("bayan")
        one_left = build(game, {"row": [["5S"]], "stock": [[]]}, filler="foundation")
        assert one_left.outcome.result == "lost"
        pair = build(game, {"row": [["5S"], ["9S"]], "stock": [[]]}, filler="foundation")
        won = pair.play("row2>row1")
        assert won.outcome.result == "won" and won.scores() == {0: 52}


# ---------------------------------------------------------------------------------------------
# Late-Binding Solitaire


class TestLateBinding:
    """Ross & Knuth (1989), as Blake & Gent (JAIR 2026) give its rules: Accordion on 18 cards,
    all face up from the start."""

    def test_late_binding_lays_out_eighteen_cards_face_up_and_leaves_the_rest_out(self):
        state = load("late-binding").deal(seed=6)
        z = zones(state)
        assert [len(pile) for pile in z["row"]] == [1] * 18
        assert not any(card.startswith("-") for pile in z["row"] for card in pile)
        assert len(z["unused"][0]) == 34 and all(c.startswith("-") for c in z["unused"][0])
        assert not any(m.action for m in state.legal_moves())  # no stock to deal from
        assert not any(m.source[0] == "unused" for m in state.legal_moves())

    def test_late_binding_moves_a_pile_one_or_three_places_left_onto_its_suit_or_rank(self):
        row = [["5S"], ["9S"], ["9H"], ["2D"], ["5C"], *[[c] for c in ("KD", "QC", "JH")]]
        state = build(load("late-binding"), {"row": row}, filler="unused")
        moves = legal(state)
        assert "row2>row1" in moves and "row3>row2" in moves
        assert "row5>row2" not in moves and "row5>row4" not in moves  # 5C matches neither
        assert "row1>row2" not in moves  # never to the right
        assert "row5>row3" not in moves  # never two places
        after = state.play("row3>row2")
        assert zones(after)["row"][:3] == [["5S"], ["9S", "9H"], ["2D"]]

    def test_late_binding_is_won_with_one_pile_whatever_is_left_unused(self):
        state = build(load("late-binding"), {"row": [["5S"], ["9S"]]}, filler="unused")
        assert state.outcome is None
        assert state.play("row2>row1").outcome.result == "won"

    def test_late_binding_is_found_by_its_spelled_out_name(self):
        assert load("Late Binding Solitaire").name == "late-binding"
