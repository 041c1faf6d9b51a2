"""The Solvitaire benchmark presets of "Group A" (FreeCell, cells and open-deck families), rule by
rule: FreeCell with 0-3 cells and with 4-7 columns, One Cell, Two Cell, Alina, Castles of Spain,
Spanish Patience, Fore Cell (and its same-suit form), Eight Off with any card in a space,
Siegecraft, Stronghold, American and British Canister, Alpha and Delta Star, Fan, Scotch
Patience, Somerset, Raglan, King Albert, Flower Garden and Worm Hole.

Each preset is tested on the rule that sets it apart from its nearest relative (the file it
extends, or the game it is modelled on); what it inherits is the parent's test
(tests/test_classics.py). Positions are built by hand with :func:`positions.build`: only the
piles a rule is about are written (bottom -> top; "-5C" is a face-down five of clubs); every
other card goes face down onto one pile, which therefore takes and gives nothing. Moves use the
engine's notation ("tableau1:2>tableau3" moves the top two cards of tableau pile 1 onto pile 3;
"reserve4>foundation1" the card of reserve pile 4 onto foundation pile 1).
"""

from __future__ import annotations

import pytest
from positions import assert_rejected, build, identities, legal, load, zones

RANKS = "A23456789TJQK"


def sizes(piles):
    return [len(pile) for pile in piles]


def face_down(pile):
    return sum(card.startswith("-") for card in pile)


def columns(count, *piles):
    """``count`` tableau piles: ``piles`` first, then empty ones."""
    return [list(p) for p in piles] + [[] for _ in range(count - len(piles))]


def empty(count):
    return [[] for _ in range(count)]


ACES_OUT = [["AS"], ["AH"], ["AD"], ["AC"]]


def moves_from(state, source):
    """The legal moves that take cards from ``source`` (a zone and pile, e.g. "cells1")."""
    return {m for m in legal(state) if m.split(">")[0].split(":")[0] == source}


def moves_to(state, target):
    """The legal moves that put cards on ``target`` (a zone and pile, e.g. "tableau3")."""
    return {m for m in legal(state) if m.split(">")[1] == target}


# ---------------------------------------------------------------------------------------------
# every Group A name resolves and deals the preset's layout

FREECELL_COLUMNS = [7, 7, 7, 7, 6, 6, 6, 6]
THIRTEEN_OF_48 = [4] * 9 + [3] * 4
LAYOUTS = {
    "free-cell-0-cell": {"cells": [], "foundation": [0] * 4, "tableau": FREECELL_COLUMNS},
    "free-cell-1-cell": {"cells": [0], "foundation": [0] * 4, "tableau": FREECELL_COLUMNS},
    "free-cell-2-cell": {"cells": [0] * 2, "foundation": [0] * 4, "tableau": FREECELL_COLUMNS},
    "free-cell-3-cell": {"cells": [0] * 3, "foundation": [0] * 4, "tableau": FREECELL_COLUMNS},
    "free-cell-4-pile": {"cells": [0] * 4, "foundation": [0] * 4, "tableau": [13] * 4},
    "free-cell-5-pile": {"cells": [0] * 4, "foundation": [0] * 4, "tableau": [11, 11, 10, 10, 10]},
    "free-cell-6-pile": {"cells": [0] * 4, "foundation": [0] * 4, "tableau": [9] * 4 + [8] * 2},
    "free-cell-7-pile": {"cells": [0] * 4, "foundation": [0] * 4, "tableau": [8] * 3 + [7] * 4},
    "one-cell": {"foundation": [1] * 4, "tableau": THIRTEEN_OF_48, "cells": [0]},
    "two-cell": {"foundation": [1] * 4, "tableau": THIRTEEN_OF_48, "cells": [0] * 2},
    "alina": {"foundation": [0] * 4, "tableau": [4] * 13, "cells": [0]},
    "castles-of-spain": {"foundation": [0] * 4, "tableau": [4] * 13},
    "spanish-patience": {"foundation": [0] * 4, "tableau": [4] * 13},
    "fore-cell": {"tableau": [6] * 8, "cells": [1] * 4, "foundation": [0] * 4},
    "fore-cell-same-suit": {"tableau": [6] * 8, "cells": [1] * 4, "foundation": [0] * 4},
    "eight-off-any-card-spaces": {
        "tableau": [6] * 8,
        "cells": [1] * 4 + [0] * 4,
        "foundation": [0] * 4,
    },
    "siegecraft": {"foundation": [1] * 4, "tableau": [6] * 8, "cells": [0]},
    "stronghold": {"foundation": [0] * 4, "tableau": FREECELL_COLUMNS, "cells": [0]},
    "american-canister": {"foundation": [0] * 4, "tableau": FREECELL_COLUMNS},
    "british-canister": {"foundation": [0] * 4, "tableau": FREECELL_COLUMNS},
    "alpha-star": {"foundation": [1] * 4, "tableau": [4] * 12},
    "delta-star": {"foundation": [1] * 4, "tableau": [4] * 12},
    "fan": {"foundation": [0] * 4, "tableau": [3] * 16 + [2] * 2},
    "scotch-patience": {"foundation": [0] * 4, "tableau": [3] * 16 + [2] * 2},
    "somerset": {"foundation": [0] * 4, "tableau": [1, 2, 3, 4, 5, 6, 7, 8, 8, 8]},
    "raglan": {
        "foundation": [1] * 4,
        "tableau": [1, 2, 3, 4, 5, 6, 7, 7, 7],
        "reserve": [1] * 6,
    },
    "king-albert": {"foundation": [0] * 4, "tableau": list(range(1, 10)), "reserve": [1] * 7},
    "flower-garden": {"foundation": [0] * 4, "tableau": [6] * 6, "reserve": [1] * 16},
    "worm-hole": {"foundation": [1], "tableau": [3] * 17, "cells": [0]},
}
GROUP_A = list(LAYOUTS)


def test_group_a_is_the_twenty_nine_presets():
    assert len(GROUP_A) == 29


@pytest.mark.parametrize("name", GROUP_A)
def test_every_group_a_preset_is_installed_under_its_solvitaire_name_and_deals_its_layout(name):
    game = load(name)
    assert game.name == name
    state = game.deal(seed=11)
    z = zones(state)
    assert {zone: sizes(piles) for zone, piles in z.items()} == LAYOUTS[name]
    assert all(face_down(pile) == 0 for piles in z.values() for pile in piles)  # all open
    assert sum(identities(state).values()) == 52 and set(identities(state).values()) == {1}


@pytest.mark.parametrize("name", [n for n in GROUP_A if LAYOUTS[n]["foundation"] == [1] * 4])
def test_the_aces_out_presets_deal_one_ace_of_each_suit_to_the_foundations(name):
    assert zones(load(name).deal(seed=3))["foundation"] == ACES_OUT


# ---------------------------------------------------------------------------------------------
# FreeCell with fewer cells: free-cell-0-cell ... free-cell-3-cell


def supermove_position(name, cells):
    """A run of six (TH 9S 8H 7S 6H 5S) on column 1; column k + 1 takes exactly the top k cards
    of it (a red 6 for the 5S, a black 7 for the 6H-5S, ...); column 8 is the face-down rest.
    No column is empty, so only the free cells count."""
    tableau = [
        ["TH", "9S", "8H", "7S", "6H", "5S"],
        ["6D"],
        ["7C"],
        ["8D"],
        ["9C"],
        ["TD"],
        ["JC"],
        [],
    ]
    return build(load(name), {"tableau": tableau, "cells": cells}, filler="tableau", filler_index=7)


def longest_run_moved(state):
    """The longest k for which "top k cards of column 1 onto column k + 1" is legal."""
    moves = legal(state)
    best = 0
    for k in range(1, 7):
        move = f"tableau1>tableau{k + 1}" if k == 1 else f"tableau1:{k}>tableau{k + 1}"
        if move in moves:
            best = k
    return best


def check_cells(name, count):
    """``name`` has ``count`` cells, each taking one card, and moves runs of (free cells + 1)."""
    state = supermove_position(name, empty(count))
    assert sizes(zones(state)["cells"]) == [0] * count
    into_first_cell = {f"tableau{i}>cells1" for i in range(1, 8)} if count else set()
    assert moves_to(state, "cells1") == into_first_cell
    assert longest_run_moved(state) == count + 1  # card by card through the free cells
    if count:
        full = supermove_position(name, [["KS"], ["KH"], ["KD"], ["KC"]][:count])
        assert not any(">cells" in m for m in legal(full))
        assert longest_run_moved(full) == 1


def test_freecell_itself_moves_five_cards_with_its_four_cells():
    check_cells("freecell", 4)  # the parent, as the yardstick of the four presets below


def test_free_cell_0_cell_has_no_cells():
    check_cells("free-cell-0-cell", 0)
    assert_rejected(supermove_position("free-cell-0-cell", []), "tableau1>cells1")


def test_free_cell_1_cell_has_one_cell():
    check_cells("free-cell-1-cell", 1)


def test_free_cell_2_cell_has_two_cells():
    check_cells("free-cell-2-cell", 2)


def test_free_cell_3_cell_has_three_cells():
    check_cells("free-cell-3-cell", 3)


def test_free_cell_0_cell_moves_runs_only_through_empty_columns():
    tableau = [["8H", "7S", "6H", "5S"], ["8D"], ["7C"], [], ["2C"], ["3C"], ["4C"], []]
    game = load("free-cell-0-cell")
    state = build(game, {"tableau": tableau}, filler="tableau", filler_index=7)
    moves = legal(state)
    assert "tableau1:2>tableau3" in moves  # one empty column, no cell: 2^1 = 2 cards
    assert "tableau1:3>tableau2" not in moves  # 7S 6H 5S would fit the 8D: 3 is too many
    assert "tableau1:2>tableau4" not in moves  # into the space itself: 2^0 = 1 card
    assert "tableau1>tableau4" in moves
    tableau[3] = ["KD"]  # no empty column left: one card at a time
    state = build(game, {"tableau": tableau}, filler="tableau", filler_index=7)
    assert "tableau1:2>tableau3" not in legal(state)
    assert "tableau1>tableau4" not in legal(state)


# ---------------------------------------------------------------------------------------------
# FreeCell with fewer columns: free-cell-4-pile ... free-cell-7-pile


def check_columns(name, counts):
    """``name`` deals the whole deck round-robin into ``len(counts)`` columns, keeps FreeCell's
    four cells, and has no column beyond the last."""
    game = load(name)
    piles = len(counts)
    assert game.zones["tableau"].spec.count == piles
    assert game.zones["cells"].spec.count == 4
    order = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    tableau = zones(game.deal(order=order))["tableau"]
    assert sizes(tableau) == counts
    assert [tableau[i][0] for i in range(piles)] == order[:piles]  # dealt across
    assert tableau[0][1] == order[piles]  # ... and round again
    position = {"tableau": columns(piles, ["9H"], ["TS"]), "cells": [["8S"], [], [], []]}
    state = build(game, position, filler="tableau", filler_index=piles - 1)
    assert {"tableau1>tableau2", "tableau1>tableau3", "cells1>tableau1"} <= legal(state)
    assert_rejected(state, f"tableau1>tableau{piles + 1}")


def test_free_cell_4_pile_deals_four_columns_of_thirteen():
    check_columns("free-cell-4-pile", [13, 13, 13, 13])


def test_free_cell_5_pile_deals_five_columns():
    check_columns("free-cell-5-pile", [11, 11, 10, 10, 10])


def test_free_cell_6_pile_deals_six_columns():
    check_columns("free-cell-6-pile", [9, 9, 9, 9, 8, 8])


def test_free_cell_7_pile_deals_seven_columns():
    check_columns("free-cell-7-pile", [8, 8, 8, 7, 7, 7, 7])


# ---------------------------------------------------------------------------------------------
# One Cell, Two Cell


def thirteen(*piles):
    return columns(13, *piles)


def test_one_cell_deals_the_aces_to_the_foundations_and_has_one_cell():
    game = load("one-cell")
    z = zones(game.deal(seed=5))
    assert z["foundation"] == ACES_OUT and z["cells"] == [[]]
    assert not any(card[0] == "A" for pile in z["tableau"] for card in pile)
    state = build(
        game,
        {"foundation": ACES_OUT, "tableau": thirteen(["9H"], ["TS"])},
        filler="tableau",
        filler_index=12,
    )
    assert moves_from(state, "tableau1") == {"tableau1>tableau2", "tableau1>cells1"} | {
        f"tableau1>tableau{i}" for i in range(3, 13)
    }  # onto the black 10, into the cell or into any space


def test_one_cell_foundation_cards_may_come_back_to_a_column_or_the_cell():
    state = build(
        load("one-cell"),
        {
            "foundation": [["AS", "2S", "3S", "4S"], ["AH"], ["AD"], ["AC"]],
            "tableau": thirteen(["5H"], ["5C"], ["2C"]),
        },
        filler="tableau",
        filler_index=12,
    )
    back = moves_from(state, "foundation1")
    assert {"foundation1>tableau1", "foundation1>cells1", "foundation1>tableau4"} <= back
    assert "foundation1>tableau2" not in back  # a black 4 on a black 5: not alternating
    assert "foundation4>tableau3" not in legal(state)  # AC on 2C: same colour


def test_one_cell_an_ace_that_came_back_may_return_to_its_foundation():
    state = build(
        load("one-cell"),
        {"foundation": [[], ["AH"], ["AD"], ["AC"]], "tableau": thirteen(["2D", "AS"])},
        filler="tableau",
        filler_index=12,
    )
    assert "tableau1>foundation1" in legal(state)
    back = build(
        load("one-cell"),
        {"foundation": ACES_OUT, "tableau": thirteen(["2D"])},
        filler="tableau",
        filler_index=12,
    )
    assert "foundation1>tableau1" in legal(back)  # the Ace of spades on the red 2


def test_one_cell_moves_one_card_at_a_time():
    state = build(
        load("one-cell"),
        {"foundation": ACES_OUT, "tableau": thirteen(["9H", "8S"], ["TC"])},
        filler="tableau",
        filler_index=12,
    )
    assert_rejected(state, "tableau1:2>tableau2")


def test_two_cell_deals_the_aces_to_the_foundations():
    z = zones(load("two-cell").deal(seed=6))
    assert z["foundation"] == ACES_OUT
    assert sizes(z["tableau"]) == THIRTEEN_OF_48


def test_two_cell_has_two_cells():
    cells = [["KS"], []]
    state = build(
        load("two-cell"),
        {"foundation": ACES_OUT, "tableau": thirteen(["9H"]), "cells": cells},
        filler="tableau",
        filler_index=12,
    )
    assert "tableau1>cells2" in legal(state)
    full = build(
        load("one-cell"),
        {"foundation": ACES_OUT, "tableau": thirteen(["9H"]), "cells": [["KS"]]},
        filler="tableau",
        filler_index=12,
    )
    assert not any(">cells" in m for m in legal(full))  # One Cell's only cell is taken


# ---------------------------------------------------------------------------------------------
# Alina, Castles of Spain, Spanish Patience


def test_alina_never_fills_a_space():
    state = build(
        load("alina"),
        {
            "foundation": [["AS", "2S"], [], [], []],
            "tableau": thirteen(["9H"], ["KD"]),
            "cells": [["QC"]],
        },
        filler="tableau",
        filler_index=12,
    )
    assert moves_to(state, "tableau3") == set()  # no card from the columns, cell or foundations
    assert_rejected(state, "cells1>tableau3")
    assert "cells1>tableau2" in legal(state)  # a Queen on a King: any suit


def test_alina_builds_down_regardless_of_suit_with_one_cell():
    state = build(
        load("alina"),
        {"tableau": thirteen(["9H"], ["TH"], ["TS"], ["9C", "8D"])},
        filler="tableau",
        filler_index=12,
    )
    moves = legal(state)
    assert {"tableau1>tableau2", "tableau1>tableau3", "tableau1>cells1"} <= moves
    assert "tableau4:2>tableau2" not in moves  # one card at a time
    assert load("alina").zones["cells"].spec.count == 1


def test_alina_foundation_cards_may_come_back_to_a_column_or_the_cell():
    state = build(
        load("alina"),
        {"foundation": [["AS", "2S", "3S"], [], [], []], "tableau": thirteen(["4S"])},
        filler="tableau",
        filler_index=12,
    )
    assert moves_from(state, "foundation1") == {"foundation1>tableau1", "foundation1>cells1"}


def test_castles_of_spain_builds_down_in_alternate_colours_one_card_at_a_time():
    state = build(
        load("castles-of-spain"),
        {"tableau": thirteen(["9H"], ["TS"], ["TD"], ["9C", "8D"])},
        filler="tableau",
        filler_index=12,
    )
    moves = legal(state)
    assert "tableau1>tableau2" in moves
    assert "tableau1>tableau3" not in moves  # red on red
    assert "tableau4:2>tableau3" not in moves  # 9C 8D would fit the TD, but runs do not move
    assert "tableau1>tableau5" in moves  # any card into a space


def test_castles_of_spain_foundation_cards_may_come_back():
    state = build(
        load("castles-of-spain"),
        {"foundation": [["AH", "2H", "3H"], [], [], []], "tableau": thirteen(["4C"], ["4D"])},
        filler="tableau",
        filler_index=12,
    )
    moves = moves_from(state, "foundation1")
    assert {"foundation1>tableau1", "foundation1>tableau3"} <= moves
    assert "foundation1>tableau2" not in moves


def test_spanish_patience_builds_down_regardless_of_suit():
    state = build(
        load("spanish-patience"),
        {"tableau": thirteen(["9H"], ["TD"], ["TS"], ["9C", "8D"])},
        filler="tableau",
        filler_index=12,
    )
    moves = legal(state)
    assert {"tableau1>tableau2", "tableau1>tableau3", "tableau4>tableau1"} <= moves
    assert "tableau4:2>tableau2" not in moves  # still one card at a time


def test_spanish_patience_keeps_castles_of_spain_foundations_that_give_back():
    state = build(
        load("spanish-patience"),
        {"foundation": [["AH", "2H", "3H"], [], [], []], "tableau": thirteen(["4D"])},
        filler="tableau",
        filler_index=12,
    )
    assert "foundation1>tableau1" in legal(state)  # any suit, also from the foundations


# ---------------------------------------------------------------------------------------------
# Fore Cell, Fore Cell (same suit), Eight Off (any card in a space)


def test_fore_cell_deal_fills_all_four_cells():
    game = load("fore-cell")
    z = zones(game.deal(seed=9))
    assert sizes(z["cells"]) == [1, 1, 1, 1] and sizes(z["tableau"]) == [6] * 8
    order = [f"{r}{s}" for s in "SHDC" for r in RANKS]
    dealt = zones(game.deal(order=order))
    assert [pile[0] for pile in dealt["cells"]] == order[48:]  # the last four cards dealt


def test_fore_cell_builds_down_in_alternate_colours_and_only_a_king_fills_a_space():
    state = build(
        load("fore-cell"),
        {
            "tableau": columns(8, ["9H"], ["TS"], ["TD"], [], ["KD"], ["QS"]),
            "cells": [["KC"], [], [], []],
        },
        filler="tableau",
        filler_index=7,
    )
    moves = legal(state)
    assert "tableau1>tableau2" in moves and "tableau1>tableau3" not in moves
    assert moves_to(state, "tableau4") == {"tableau5>tableau4", "cells1>tableau4"}  # Kings only
    assert_rejected(state, "tableau6>tableau4")


def test_fore_cell_moves_one_card_at_a_time():
    state = build(
        load("fore-cell"),
        {"tableau": columns(8, ["9H", "8S"], ["TC"], ["2D"], ["3D"], ["4D"], ["5D"], ["6D"])},
        filler="tableau",
        filler_index=7,
    )
    assert "tableau1:2>tableau2" not in legal(state)  # even with four empty cells


def test_fore_cell_same_suit_builds_down_in_suit():
    state = build(
        load("fore-cell-same-suit"),
        {"tableau": columns(8, ["9H"], ["TS"], ["TH"], [], ["KD"])},
        filler="tableau",
        filler_index=7,
    )
    moves = legal(state)
    assert "tableau1>tableau3" in moves
    assert "tableau1>tableau2" not in moves  # alternating colours: not here
    assert moves_to(state, "tableau4") == {"tableau5>tableau4"}  # still Kings only
    assert sizes(zones(load("fore-cell-same-suit").deal(seed=2))["cells"]) == [1, 1, 1, 1]


def test_eight_off_any_card_spaces_space_takes_any_card():
    position = {
        "tableau": columns(8, [], ["QS"], ["KS"], ["3D"], ["4D"], ["5D"], ["6D"]),
        "cells": [["9H"], [], [], [], [], [], [], []],
    }
    state = build(load("eight-off-any-card-spaces"), position, filler="foundation")
    assert {"tableau2>tableau1", "tableau3>tableau1", "cells1>tableau1"} <= legal(state)
    eight_off = build(load("eight-off"), position, filler="foundation")
    assert "tableau2>tableau1" not in legal(eight_off)  # the parent: Kings only


def test_eight_off_any_card_spaces_keeps_building_in_suit_one_card_at_a_time():
    state = build(
        load("eight-off-any-card-spaces"),
        {"tableau": columns(8, ["9H", "8H"], ["TH"], ["9S"], ["KC"], ["KD"], ["QC"], ["QD"])},
        filler="tableau",
        filler_index=7,
    )
    moves = legal(state)
    assert "tableau1:2>tableau2" not in moves
    assert "tableau3>tableau2" not in moves


# ---------------------------------------------------------------------------------------------
# Siegecraft, Stronghold


def test_siegecraft_has_one_cell():
    state = build(
        load("siegecraft"),
        {"foundation": ACES_OUT, "tableau": columns(8, ["TS", "9D"], ["8C"], ["JD"])},
        filler="tableau",
        filler_index=7,
    )
    moves = legal(state)
    assert {"tableau1>cells1", "tableau2>cells1", "tableau3>cells1"} <= moves
    assert "tableau2>tableau1" in moves  # Beleaguered Castle's building, regardless of suit
    held = build(
        load("siegecraft"),
        {"foundation": ACES_OUT, "tableau": columns(8, ["TS"], ["8C"]), "cells": [["9D"]]},
        filler="tableau",
        filler_index=7,
    )
    assert {"cells1>tableau1", "cells1>tableau3"} <= legal(held)
    assert not any(">cells" in m for m in legal(held))  # one card fills it


def test_siegecraft_foundation_cards_stay():
    state = build(
        load("siegecraft"),
        {"foundation": [["AS", "2S"], ["AH"], ["AD"], ["AC"]], "tableau": columns(8, ["3H"])},
        filler="tableau",
        filler_index=7,
    )
    assert moves_from(state, "foundation1") == set()


def test_stronghold_has_one_cell_and_leaves_the_aces_in_the_deal():
    game = load("stronghold")
    z = zones(game.deal(seed=4))
    assert z["foundation"] == empty(4) and sizes(z["tableau"]) == FREECELL_COLUMNS
    state = build(
        game,
        {"foundation": [["AS"], [], [], []], "tableau": columns(8, ["AH"], ["2S"], ["7D"])},
        filler="tableau",
        filler_index=7,
    )
    moves = legal(state)
    assert {"tableau1>foundation2", "tableau2>foundation1", "tableau3>cells1"} <= moves
    assert game.zones["cells"].spec.count == 1


# ---------------------------------------------------------------------------------------------
# American Canister, British Canister


def canister_position(name):
    tableau = columns(8, ["KS", "QH", "JS", "TH", "9S", "8H", "7S"], ["KC"], ["8D"], ["2C"])
    return build(load(name), {"tableau": tableau}, filler="tableau", filler_index=7)


def test_american_canister_moves_runs_of_any_length():
    moves = legal(canister_position("american-canister"))
    assert "tableau1:6>tableau2" in moves  # six cards onto the King: no free-cell limit
    assert "tableau1>tableau3" in moves  # the 7S alone on the 8D
    assert "tableau1:7>tableau5" in moves  # a whole run into a space
    assert "tableau1:3>tableau5" in moves  # or part of it
    assert "tableau4>tableau5" in moves  # any card into a space


def test_british_canister_moves_one_card_at_a_time_and_only_a_king_fills_a_space():
    state = canister_position("british-canister")
    moves = legal(state)
    assert "tableau1:6>tableau2" not in moves
    assert "tableau1:7>tableau5" not in moves
    assert moves_to(state, "tableau5") == {"tableau2>tableau5"}  # the lone King only
    assert_rejected(state, "tableau4>tableau5")


# ---------------------------------------------------------------------------------------------
# Alpha Star, Delta Star


def star_position(name):
    tableau = columns(12, ["9H", "8H", "7H", "6H"], ["TH"], ["7S"], ["3C"])
    return build(
        load(name), {"foundation": ACES_OUT, "tableau": tableau}, filler="tableau", filler_index=11
    )


def test_alpha_star_moves_runs_in_suit_of_any_length():
    moves = legal(star_position("alpha-star"))
    assert "tableau1:4>tableau2" in moves  # the whole run onto the TH: no cells, no limit
    assert "tableau1:2>tableau3" not in moves  # 7H on 7S? no
    assert "tableau1:3>tableau5" in moves  # part of the run into a space
    assert "tableau4>tableau5" in moves  # any card into a space


def test_alpha_star_builds_down_in_suit():
    state = build(
        load("alpha-star"),
        {"foundation": ACES_OUT, "tableau": columns(12, ["TH"], ["9S"], ["9H"])},
        filler="tableau",
        filler_index=11,
    )
    moves = legal(state)
    assert "tableau3>tableau1" in moves and "tableau2>tableau1" not in moves


def test_delta_star_moves_one_card_at_a_time():
    state = star_position("delta-star")
    moves = legal(state)
    assert "tableau1:4>tableau2" not in moves and "tableau1:3>tableau5" not in moves
    assert {"tableau1>tableau5", "tableau4>tableau5"} <= moves
    assert_rejected(state, "tableau1:4>tableau2")


# ---------------------------------------------------------------------------------------------
# Fan, Scotch Patience


def eighteen(*piles):
    return columns(18, *piles)


def test_fan_deals_round_robin_sixteen_fans_of_three_and_two_of_two():
    z = zones(load("fan").deal(seed=8))
    assert sizes(z["tableau"]) == [3] * 16 + [2, 2]  # not the classic 17 x 3 + 1


def test_fan_only_a_king_fills_a_space():
    state = build(
        load("fan"),
        {"tableau": eighteen(["KH"], ["QH"], ["5C"], [])},
        filler="tableau",
        filler_index=17,
    )
    assert moves_to(state, "tableau4") == {"tableau1>tableau4"}
    assert "tableau2>tableau1" in legal(state)  # in suit


def test_fan_builds_down_in_suit_one_card_at_a_time():
    state = build(
        load("fan"),
        {"tableau": eighteen(["9S", "8S"], ["TS"], ["9H"], ["TH"])},
        filler="tableau",
        filler_index=17,
    )
    moves = legal(state)
    assert "tableau1:2>tableau2" not in moves
    assert "tableau3>tableau4" in moves and "tableau3>tableau2" not in moves


def test_fan_foundation_cards_may_come_back_to_a_fan():
    state = build(
        load("fan"),
        {
            "foundation": [["AS", "2S", "3S"], [], [], []],
            "tableau": eighteen(["4S"], ["4H"], []),
        },
        filler="tableau",
        filler_index=17,
    )
    assert moves_from(state, "foundation1") == {"foundation1>tableau1"}  # not into the space
    fan_of_kings = build(
        load("fan"),
        {
            "foundation": [
                ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH"],
                [],
                [],
                [],
            ],
            "tableau": eighteen([]),
        },
        filler="tableau",
        filler_index=17,
    )
    assert "foundation1>tableau1" in legal(fan_of_kings)  # a King back into a space


def test_scotch_patience_space_takes_nothing():
    state = build(
        load("scotch-patience"),
        {
            "foundation": [
                ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH"],
                [],
                [],
                [],
            ],
            "tableau": eighteen(["KS"], ["5C"], []),
        },
        filler="tableau",
        filler_index=17,
    )
    assert moves_to(state, "tableau3") == set()  # not even a King, from a fan or a foundation
    assert_rejected(state, "tableau1>tableau3")


def test_scotch_patience_builds_down_in_alternate_colours():
    state = build(
        load("scotch-patience"),
        {"tableau": eighteen(["9H"], ["TS"], ["TH"])},
        filler="tableau",
        filler_index=17,
    )
    moves = legal(state)
    assert "tableau1>tableau2" in moves and "tableau1>tableau3" not in moves


def test_scotch_patience_foundation_cards_may_come_back():
    state = build(
        load("scotch-patience"),
        {"foundation": [["AS", "2S", "3S"], [], [], []], "tableau": eighteen(["4H"], ["4C"])},
        filler="tableau",
        filler_index=17,
    )
    assert moves_from(state, "foundation1") == {"foundation1>tableau1"}


# ---------------------------------------------------------------------------------------------
# Somerset


def test_somerset_deals_a_triangle_capped_at_eight():
    game = load("somerset")
    order = [f"{r}{s}" for s in "SHDC" for r in RANKS]
    tableau = zones(game.deal(order=order))["tableau"]
    assert sizes(tableau) == [1, 2, 3, 4, 5, 6, 7, 8, 8, 8]
    assert tableau[0] == ["AS"] and tableau[1] == ["2S", "3S"]  # pile by pile, bottom first


def test_somerset_foundation_cards_may_come_back():
    state = build(
        load("somerset"),
        {
            "foundation": [["AS", "2S", "3S"], [], [], []],
            "tableau": columns(10, ["4H"], ["4C"], []),
        },
        filler="tableau",
        filler_index=9,
    )
    spaces = {f"foundation1>tableau{i}" for i in range(3, 10)}  # any card fills a space
    assert moves_from(state, "foundation1") == {"foundation1>tableau1"} | spaces


def test_somerset_moves_one_card_at_a_time_and_any_card_fills_a_space():
    state = build(
        load("somerset"),
        {"tableau": columns(10, ["9H", "8S"], ["TC"], [], ["5D"])},
        filler="tableau",
        filler_index=9,
    )
    moves = legal(state)
    assert "tableau1:2>tableau2" not in moves and "tableau1:2>tableau3" not in moves
    assert {"tableau1>tableau3", "tableau4>tableau3"} <= moves


# ---------------------------------------------------------------------------------------------
# Raglan, King Albert, Flower Garden: a reserve of single cards, all available


def test_raglan_deals_the_aces_out_a_triangle_capped_at_seven_and_six_reserve_cards():
    game = load("raglan")
    order = [f"{r}{s}" for s in "SHDC" for r in RANKS]
    z = zones(game.deal(order=order))
    assert z["foundation"] == ACES_OUT
    assert sizes(z["tableau"]) == [1, 2, 3, 4, 5, 6, 7, 7, 7]
    rest = [c for c in order if c[0] != "A"]
    assert [pile[0] for pile in z["reserve"]] == rest[42:]  # the last six, one per pile


def test_raglan_every_reserve_card_plays_to_a_column_or_a_foundation_and_none_comes_back():
    state = build(
        load("raglan"),
        {
            "foundation": [["AS"], ["AH"], ["AD"], ["AC"]],
            "tableau": columns(9, ["9H"], ["7C"]),
            "reserve": [["2S"], ["8S"], ["QD"], [], [], []],
        },
        filler="tableau",
        filler_index=8,
    )
    moves = legal(state)
    assert {"reserve1>foundation1", "reserve2>tableau1", "reserve3>tableau3"} <= moves
    assert not any(">reserve" in m for m in moves)  # an emptied reserve pile stays empty
    assert_rejected(state, "tableau2>reserve4")


def test_raglan_foundation_cards_may_come_back_even_an_ace():
    state = build(
        load("raglan"),
        {
            "foundation": [["AS"], ["AH", "2H"], ["AD"], ["AC"]],
            "tableau": columns(9, ["3C"], ["2D"]),
        },
        filler="tableau",
        filler_index=8,
    )
    moves = moves_from(state, "foundation2") | moves_from(state, "foundation1")
    assert {"foundation2>tableau1", "foundation1>tableau2", "foundation2>tableau3"} <= moves
    back = state.play("foundation1>tableau2")
    assert "tableau2>foundation1" in legal(back)  # and the Ace may go up again


def test_king_albert_deals_one_to_nine_and_seven_reserve_cards():
    z = zones(load("king-albert").deal(seed=12))
    assert z["foundation"] == empty(4)
    assert sizes(z["tableau"]) == list(range(1, 10)) and sizes(z["reserve"]) == [1] * 7


def test_king_albert_reserve_cards_are_all_available_and_foundation_cards_may_come_back():
    state = build(
        load("king-albert"),
        {
            "foundation": [["AS", "2S"], [], [], []],
            "tableau": columns(9, ["3D"], []),
            "reserve": [["3H"], ["AD"], ["KC"], ["3S"], [], [], []],
        },
        filler="tableau",
        filler_index=8,
    )
    moves = legal(state)
    assert {"reserve2>foundation2", "reserve3>tableau2", "reserve4>foundation1"} <= moves
    assert "reserve1>tableau1" not in moves  # a 3 on a 3
    assert {"foundation1>tableau1", "foundation1>tableau2"} <= moves
    assert not any(">reserve" in m for m in moves)


def test_flower_garden_deals_six_beds_of_six_and_a_bouquet_of_sixteen():
    z = zones(load("flower-garden").deal(seed=13))
    assert sizes(z["tableau"]) == [6] * 6 and sizes(z["reserve"]) == [1] * 16


def test_flower_garden_builds_regardless_of_suit_from_every_bouquet_card():
    reserve = [["9H"], ["9S"], ["8S"], ["AC"], *empty(12)]
    state = build(
        load("flower-garden"),
        {"tableau": columns(6, ["TH"], [], ["9C", "8D"]), "reserve": reserve},
        filler="tableau",
        filler_index=5,
    )
    moves = legal(state)
    assert {
        "reserve1>tableau1",
        "reserve2>tableau1",
        "reserve3>tableau2",
        "reserve4>foundation1",
    } <= moves
    assert "tableau3:2>tableau1" not in moves  # one card at a time
    assert "tableau3>tableau2" in moves  # any card into a space


def test_flower_garden_foundation_cards_may_come_back():
    state = build(
        load("flower-garden"),
        {"foundation": [["AC", "2C", "3C"], [], [], []], "tableau": columns(6, ["4C"], [])},
        filler="tableau",
        filler_index=5,
    )
    spaces = {f"foundation1>tableau{i}" for i in range(2, 6)}
    assert moves_from(state, "foundation1") == {"foundation1>tableau1"} | spaces  # any suit


# ---------------------------------------------------------------------------------------------
# Worm Hole


def seventeen(*piles):
    return columns(17, *piles)


def test_worm_hole_a_fan_card_may_wait_in_the_cell():
    state = build(
        load("worm-hole"),
        {"foundation": [["AS"]], "tableau": seventeen(["5H"], ["2D"])},
        filler="tableau",
        filler_index=16,
    )
    assert legal(state) == {"tableau1>cells1", "tableau2>cells1", "tableau2>foundation1"}
    black_hole = build(
        load("black-hole"),
        {"foundation": [["AS"]], "tableau": seventeen(["5H"], ["2D"])},
        filler="tableau",
        filler_index=16,
    )
    assert legal(black_hole) == {"tableau2>foundation1"}  # the parent has no cell


def test_worm_hole_cell_card_goes_only_to_the_hole():
    state = build(
        load("worm-hole"),
        {"foundation": [["6C"]], "tableau": seventeen(["4H"], []), "cells": [["5H"]]},
        filler="tableau",
        filler_index=16,
    )
    assert moves_from(state, "cells1") == {"cells1>foundation1"}
    assert_rejected(state, "cells1>tableau2")
    after = state.play("cells1>foundation1")
    assert "tableau1>cells1" in legal(after)  # the cell is free again


def test_worm_hole_is_lost_when_neither_the_hole_nor_the_cell_takes_a_card():
    state = build(
        load("worm-hole"),
        {"foundation": [["KS"]], "tableau": seventeen(["5H"], ["6S"]), "cells": [["9D"]]},
        filler="tableau",
        filler_index=16,
    )
    assert legal(state) == set()
    assert state.outcome.result == "lost"
