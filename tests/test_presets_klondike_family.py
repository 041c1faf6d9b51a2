"""Solvitaire's benchmark presets of the Klondike and Canfield families ("Group B"), rule by rule.

Each preset is a variant file named after the preset (variants/<preset>.cw). The tests check, for
every preset, the rule that tells it from its nearest relative: the "partial piles restricted"
presets split a run only to free a card for the foundations, the "arbitrary built moves" ones
split it anywhere; canfield-strict moves whole piles only; the automatic refills take the first
zone of their list that has a card; and so on. One test checks that every preset resolves by its
name and deals the right number of cards into each zone.

Positions are built with :func:`positions.build` as in tests/test_classics.py: only the piles a
rule is about are written (bottom -> top; "-9C" is face down); every other card of the game lies
face down on one pile (the stock unless a test says otherwise).
"""

from __future__ import annotations

import pytest
from positions import assert_rejected, build, legal, load, zones

import cardwright

RANKS = "A23456789TJQK"


def sizes(piles):
    return [len(pile) for pile in piles]


def face_down(pile):
    return sum(card.startswith("-") for card in pile)


def run_up(suit, last, first="A"):
    """AS 2S ... up to ``last`` of ``suit``: a foundation pile."""
    return [RANKS[r] + suit for r in range(RANKS.index(first), RANKS.index(last) + 1)]


def draw_through(state):
    """Turn the whole stock over onto the waste."""
    while "turn" in legal(state):
        state = state.play("turn")
    return state


# ---------------------------------------------------------------------------------------------
# Every preset: its name resolves, and the deal puts the right number of cards in each zone

TRIANGLE_7 = [1, 2, 3, 4, 5, 6, 7]
KLONDIKE = {"stock": [24], "waste": [0], "foundation": [0] * 4, "tableau": TRIANGLE_7}
TWO_DECK_9 = {"stock": [59], "waste": [0], "foundation": [0] * 8, "tableau": list(range(1, 10))}
NORTHWEST = {"tableau": list(range(1, 9)), "reserve": [1] * 16, "foundation": [0] * 4}
CANFIELD = {
    "reserve": [13],
    "foundation": [1, 0, 0, 0],
    "tableau": [1] * 4,
    "stock": [34],
    "waste": [0],
}

DEALS = {
    "klondike-deal-1": KLONDIKE,
    "klondike-deal-1-partial-piles-restricted": KLONDIKE,
    "klondike-deal-1-arbitrary-built-moves": KLONDIKE,
    "klondike-partial-piles-restricted": KLONDIKE,
    "klondike-arbitrary-built-moves": KLONDIKE,
    "klondike-reserve": {"tableau": TRIANGLE_7, "reserve": [1] * 24, "foundation": [0] * 4},
    "klondike-two-deck-9": TWO_DECK_9,
    "ultra-klondike-2-deck": {
        "stock": [26],
        "waste": [0],
        "foundation": [0] * 8,
        "tableau": list(range(1, 13)),
    },
    "gargantua": TWO_DECK_9,
    "gargantua-redeal": TWO_DECK_9,
    "trigon": KLONDIKE,
    "east-haven": {"tableau": [3] * 7, "stock": [31], "foundation": [0] * 4},
    "northwest-territory": NORTHWEST,
    "northwest-territory-partial-piles-restricted": NORTHWEST,
    "northwest-territory-arbitrary-built-moves": NORTHWEST,
    "canfield-strict": CANFIELD,
    "canfield-auto-reserve-then-waste": CANFIELD,
    "canfield-partial-piles-restricted": CANFIELD,
    "canfield-arbitrary-built-moves": CANFIELD,
    "american-toad": {
        "reserve": [20],
        "foundation": [1] + [0] * 7,
        "tableau": [1] * 8,
        "stock": [75],
        "waste": [0],
    },
    "chameleon": {
        "reserve": [13],
        "tableau": [1] * 3,
        "stock": [36],
        "waste": [0],
        "foundation": [0] * 4,
    },
    "duchess": {
        "foundation": [1] * 4,
        "reserve": [1] * 12,
        "tableau": [0] * 4,
        "stock": [36],
        "waste": [0],
    },
    "fortunes-favor": {"foundation": [1] * 4, "tableau": [1] * 12, "stock": [36], "waste": [0]},
}

GROUP_B = list(DEALS)

# the tableaux dealt as a Klondike triangle (or in rows, for East Haven): only the top card up
TOP_FACE_UP = [
    name
    for name in GROUP_B
    if "klondike" in name
    or "gargantua" in name
    or "northwest" in name
    or name in ("trigon", "east-haven")
]


def test_group_b_has_the_twenty_three_presets_each_installed_under_its_own_name():
    assert len(GROUP_B) == 23
    installed = set(cardwright.variants())
    assert set(GROUP_B) <= installed
    for name in GROUP_B:
        game = load(name)
        assert game.name == name
        assert game.rules.source.startswith(f"Solvitaire preset {name} "), name
        assert game.definitions[0].name == name
        header = game.definitions[0].text.splitlines()[0]
        assert header.startswith(f"# {game.title.split(' (')[0]}"), name


@pytest.mark.parametrize("name", GROUP_B)
def test_every_group_b_preset_deals_the_right_number_of_cards_into_each_zone(name):
    game = load(name)
    for seed in (1, 2):
        z = zones(game.deal(seed=seed))
        assert {zone: sizes(piles) for zone, piles in z.items()} == DEALS[name]
        total = sum(sum(counts) for counts in DEALS[name].values())
        assert total == 52 * game.rules.decks
        if name in TOP_FACE_UP:
            assert all(face_down(pile) == len(pile) - 1 for pile in z["tableau"]), name
        else:
            assert all(face_down(pile) == 0 for pile in z["tableau"]), name
        if "stock" in z:
            assert face_down(z["stock"][0]) == len(z["stock"][0])


# ---------------------------------------------------------------------------------------------
# Klondike: deal 1 or 3, partial piles restricted or arbitrary built moves

KLONDIKE_RESTRICTED = [
    "klondike-deal-1",
    "klondike-deal-1-partial-piles-restricted",
    "klondike-partial-piles-restricted",
]
KLONDIKE_ARBITRARY = ["klondike-deal-1-arbitrary-built-moves", "klondike-arbitrary-built-moves"]


def klondike_split_position(name):
    """Column 1 ends in the run 9S 8H 7C 6D over a face-down card; the hearts are up to the 7 on
    a foundation, so taking 7C 6D would free the 8H for it, and taking 8H 7C 6D would leave the
    9S, which no foundation takes. Each part of the run has a place to go."""
    return build(
        load(name),
        {
            "tableau": [
                ["-2C", "9S", "8H", "7C", "6D"],
                ["TH"],  # the whole run
                ["9C"],  # 8H 7C 6D
                ["8D"],  # 7C 6D
                ["7S"],  # 6D
                [],
                [],
            ],
            "foundation": [run_up("H", "7"), [], [], []],
        },
    )


@pytest.mark.parametrize("name", KLONDIKE_RESTRICTED)
def test_partial_piles_restricted_klondike_splits_a_run_only_to_free_a_foundation_card(name):
    state = klondike_split_position(name)
    moves = legal(state)
    assert "tableau1>tableau5" in moves  # the top card always
    assert "tableau1:4>tableau2" in moves  # the whole run always
    assert "tableau1:2>tableau4" in moves  # leaves the 8H, which goes on the 7H
    assert_rejected(state, "tableau1:3>tableau3", "part of a run", "9S")
    after = state.play("tableau1:2>tableau4").play("tableau1>foundation1")
    assert zones(after)["foundation"][0][-1] == "8H"


@pytest.mark.parametrize("name", KLONDIKE_ARBITRARY)
def test_arbitrary_built_moves_klondike_splits_any_run(name):
    moves = legal(klondike_split_position(name))
    assert {"tableau1>tableau5", "tableau1:2>tableau4", "tableau1:3>tableau3"} <= moves
    assert "tableau1:4>tableau2" in moves


@pytest.mark.parametrize(
    ("name", "turned"),
    [
        ("klondike-deal-1", ["6C"]),
        ("klondike-deal-1-partial-piles-restricted", ["6C"]),
        ("klondike-deal-1-arbitrary-built-moves", ["6C"]),
        ("klondike-partial-piles-restricted", ["6C", "5C", "4C"]),
        ("klondike-arbitrary-built-moves", ["6C", "5C", "4C"]),
    ],
)
def test_klondike_deal_1_turns_one_card_and_the_others_three(name, turned):
    state = build(load(name), {"stock": [["-4C", "-5C", "-6C"]]})
    assert zones(state.play("turn"))["waste"] == [turned]


@pytest.mark.parametrize("name", KLONDIKE_RESTRICTED + KLONDIKE_ARBITRARY)
def test_klondike_presets_redeal_without_limit_and_give_foundation_cards_back(name):
    game = load(name)
    state = build(game, {"stock": [[]]}, filler="waste")
    for _ in range(4):
        state = draw_through(state.play("redeal"))
        assert "redeal" in legal(state)
    back = build(
        game, {"foundation": [run_up("S", "3"), [], [], []], "tableau": [["4H"]] + [[]] * 6}
    )
    assert "foundation1>tableau1" in legal(back)


# ---------------------------------------------------------------------------------------------
# Klondike with an open reserve; Northwest Territory


def test_klondike_reserve_has_no_stock_and_every_reserve_card_plays():
    game = load("klondike-reserve")
    assert set(game.zones) == {"tableau", "reserve", "foundation"}
    assert not game.rules.actions
    reserve = [[] for _ in range(24)]
    reserve[0], reserve[9], reserve[23] = ["AS"], ["9H"], ["KD"]
    state = build(
        game,
        {"tableau": [["TS"], [], [], [], [], [], []], "reserve": reserve},
        filler="tableau",
        filler_index=6,
    )
    moves = legal(state)
    assert "reserve1>foundation1" in moves  # any reserve card, not only a top one
    assert "reserve10>tableau1" in moves  # a red 9 on the black 10
    assert "reserve24>tableau2" in moves  # a King into a space
    assert not any(">reserve" in move for move in moves)  # nothing goes back to the reserve


NORTHWEST_RESTRICTED = ["northwest-territory", "northwest-territory-partial-piles-restricted"]


def northwest_split_position(name):
    """As klondike_split_position, with eight columns and no stock: the other cards lie face
    down under the run's column."""
    return build(
        load(name),
        {
            "tableau": [["9S", "8H", "7C", "6D"], ["TH"], ["9C"], ["8D"], ["7S"], [], [], []],
            "foundation": [run_up("H", "7"), [], [], []],
            "reserve": [[]] * 16,
        },
        filler="tableau",
        filler_index=0,
    )


@pytest.mark.parametrize("name", NORTHWEST_RESTRICTED)
def test_partial_piles_restricted_northwest_territory_splits_a_run_only_to_free_a_foundation_card(
    name,
):
    state = northwest_split_position(name)
    moves = legal(state)
    assert {"tableau1>tableau5", "tableau1:4>tableau2", "tableau1:2>tableau4"} <= moves
    assert_rejected(state, "tableau1:3>tableau3", "part of a run")


def test_arbitrary_built_moves_northwest_territory_splits_any_run():
    moves = legal(northwest_split_position("northwest-territory-arbitrary-built-moves"))
    assert {"tableau1:2>tableau4", "tableau1:3>tableau3", "tableau1:4>tableau2"} <= moves


@pytest.mark.parametrize(
    "name", [*NORTHWEST_RESTRICTED, "northwest-territory-arbitrary-built-moves"]
)
def test_northwest_territory_plays_any_of_its_sixteen_reserve_cards_and_only_kings_to_spaces(name):
    game = load(name)
    reserve = [[] for _ in range(16)]
    reserve[4], reserve[15] = ["QD"], ["KC"]
    state = build(
        game,
        {"tableau": [["KS"], [], [], [], [], [], [], []], "reserve": reserve},
        filler="tableau",
        filler_index=7,
    )
    moves = legal(state)
    assert "reserve5>tableau1" in moves  # a red Queen on the black King
    assert "reserve16>tableau2" in moves  # a King into a space
    assert "reserve5>tableau2" not in moves  # a Queen does not fill a space


# ---------------------------------------------------------------------------------------------
# Two-deck Klondikes: klondike-two-deck-9, ultra-klondike-2-deck, gargantua, gargantua-redeal


@pytest.mark.parametrize(
    "name", ["klondike-two-deck-9", "ultra-klondike-2-deck", "gargantua", "gargantua-redeal"]
)
def test_two_deck_klondikes_start_a_second_foundation_pile_of_a_suit(name):
    game = load(name)
    piles = game.zones["tableau"].spec.count
    state = build(
        game,
        {
            "foundation": [["AS"]] + [[]] * 7,
            "tableau": [["AS"], ["2S"]] + [[]] * (piles - 2),
        },
    )
    moves = legal(state)
    assert "tableau1>foundation2" in moves  # the other Ace of spades
    assert "tableau2>foundation1" in moves


def test_klondike_two_deck_9_turns_three_cards_and_redeals_without_limit():
    game = load("klondike-two-deck-9")
    state = build(game, {"stock": [["-4C", "-5C", "-6C"]]})
    assert zones(state.play("turn"))["waste"] == [["6C", "5C", "4C"]]
    state = build(game, {"stock": [[]]}, filler="waste")
    for _ in range(4):
        state = draw_through(state.play("redeal"))
    assert "redeal" in legal(state)


def test_ultra_klondike_2_deck_deals_twelve_columns_and_keeps_26_cards_in_the_stock():
    z = zones(load("ultra-klondike-2-deck").deal(seed=3))
    assert sizes(z["tableau"]) == list(range(1, 13))
    assert sizes(z["stock"]) == [26]
    assert sizes(zones(load("klondike-two-deck-9").deal(seed=3))["tableau"]) == list(range(1, 10))


def test_gargantua_turns_one_card_and_never_redeals():
    game = load("gargantua")
    state = build(game, {"stock": [["-4C", "-5C", "-6C"]]})
    assert zones(state.play("turn"))["waste"] == [["6C"]]
    empty = build(game, {"stock": [[]]}, filler="waste")
    assert "redeal" not in legal(empty)
    assert_rejected(empty, "redeal", "no passes left")


def test_gargantua_option_passes_two_is_the_usual_game_with_one_redeal():
    state = build(load("gargantua", passes=2), {"stock": [[]]}, filler="waste")
    state = draw_through(state.play("redeal"))
    assert "redeal" not in legal(state)


def test_gargantua_redeal_redeals_without_limit():
    game = load("gargantua-redeal")
    state = build(game, {"stock": [["-4C", "-5C", "-6C"]]})
    assert zones(state.play("turn"))["waste"] == [["6C"]]
    state = build(game, {"stock": [[]]}, filler="waste")
    for _ in range(4):
        state = draw_through(state.play("redeal"))
        assert "redeal" in legal(state)


# ---------------------------------------------------------------------------------------------
# Trigon, East Haven


def test_trigon_builds_down_in_suit():
    state = build(load("trigon"), {"tableau": [["TS"], ["9S"], ["9H"], ["9C"], [], [], []]})
    moves = legal(state)
    assert "tableau2>tableau1" in moves
    assert "tableau3>tableau1" not in moves  # klondike takes the red 9
    assert "tableau4>tableau1" not in moves


def test_trigon_foundation_cards_stay_and_the_stock_turns_one_card_without_limit():
    game = load("trigon")
    state = build(
        game, {"foundation": [run_up("H", "3"), [], [], []], "tableau": [["4H"]] + [[]] * 6}
    )
    assert "foundation1>tableau1" not in legal(state)
    assert_rejected(state, "foundation1>tableau1")
    state = build(game, {"stock": [["-4C", "-5C", "-6C"]]})
    assert zones(state.play("turn"))["waste"] == [["6C"]]
    state = build(game, {"stock": [[]]}, filler="waste")
    for _ in range(3):
        state = draw_through(state.play("redeal"))
    assert "redeal" in legal(state)


def test_east_haven_deals_one_card_onto_every_column_even_an_empty_one():
    game = load("east-haven")
    state = build(
        game,
        {
            "tableau": [["-2C", "9H"], [], ["5S"], ["6S"], ["7S"], ["8S"], ["9S"]],
            "stock": [["-AD", "-2D", "-3D", "-4D", "-5D", "-6D", "-7D", "-8D", "-9D", "-TD"]],
        },
        filler="tableau",
    )
    after = state.play("deal")
    tops = [pile[-1] for pile in zones(after)["tableau"]]
    assert tops == ["TD", "9D", "8D", "7D", "6D", "5D", "4D"]
    assert zones(after)["tableau"][1] == ["9D"]  # the space took a card too
    last = after.play("deal")  # the last three cards: onto the first three columns
    assert [pile[-1] for pile in zones(last)["tableau"][:4]] == ["3D", "2D", "AD", "7D"]
    assert "deal" not in legal(last)


def test_east_haven_fills_a_space_with_any_card_or_run_and_gives_foundation_cards_back():
    state = build(
        load("east-haven"),
        {
            "tableau": [[], ["-2C", "9H", "8S"], ["5S"], [], [], [], []],
            "foundation": [run_up("D", "4"), [], [], []],
        },
    )
    moves = legal(state)
    assert "tableau2:2>tableau1" in moves  # a run headed by a 9
    assert "tableau3>tableau1" in moves  # any card
    assert "foundation1>tableau3" in moves  # the 4D back on the black 5


# ---------------------------------------------------------------------------------------------
# Canfield: strict, auto reserve then waste, partial piles restricted, arbitrary built moves

CANFIELD_SPLIT = {
    "reserve": [["-2C", "JD"]],
    "tableau": [["9S", "8H", "7C", "6D"], ["TH"], ["9C"], ["8D"]],
    "foundation": [["5H", "6H", "7H"], [], [], []],  # base 5: the 8H goes on
}
CANFIELD_RESTRICTED = ["canfield-auto-reserve-then-waste", "canfield-partial-piles-restricted"]


def test_canfield_strict_moves_only_whole_piles():
    state = build(load("canfield-strict"), CANFIELD_SPLIT)
    moves = legal(state)
    assert "tableau1:4>tableau2" in moves  # the whole pile, matched by its 9S
    assert_rejected(state, "tableau1:2>tableau4", "whole pile")  # even to free the 8H
    assert_rejected(state, "tableau1:3>tableau3", "whole pile")
    single = build(load("canfield-strict"), {**CANFIELD_SPLIT, "tableau": [["6D"], ["7S"], [], []]})
    assert "tableau1>tableau2" in legal(single)  # a pile of one card, its top card


TOP_OF_A_PILE = {**CANFIELD_SPLIT, "tableau": [["9S", "8H"], ["9C"], ["TH"], ["8D"]]}


@pytest.mark.parametrize("name", ["canfield-strict", "american-toad"])
def test_whole_pile_presets_send_a_top_card_alone_only_home(name):
    """Solvitaire's "whole-pile" rule: between columns only whole piles move."""
    layout = TOP_OF_A_PILE
    if name == "american-toad":  # built in suit, eight columns, eight foundations
        layout = {
            "reserve": [["-2C", "JD"]],
            "foundation": [["5H", "6H", "7H"]] + [[]] * 7,
            "tableau": [["9H", "8H"], ["9H"], ["TH"], ["8D"], ["KC"], ["KC"], ["QD"], ["QD"]],
        }
    state = build(load(name), layout)
    moves = legal(state)
    assert "tableau1>foundation1" in moves  # the 8H home, off the 9
    assert "tableau1:2>tableau3" in moves  # the whole pile onto the 10
    assert_rejected(state, "tableau1>tableau2", "only to the foundation")  # the 8H alone: never


def test_canfield_moves_a_top_card_onto_another_column():
    assert "tableau1>tableau2" in legal(build(load("canfield"), TOP_OF_A_PILE))


@pytest.mark.parametrize("name", CANFIELD_RESTRICTED)
def test_partial_piles_restricted_canfield_splits_a_run_only_to_free_a_foundation_card(name):
    state = build(load(name), CANFIELD_SPLIT)
    moves = legal(state)
    assert "tableau1:4>tableau2" in moves
    assert "tableau1:2>tableau4" in moves  # the 8H can then go on the 7H
    assert_rejected(state, "tableau1:3>tableau3", "part of a run")


def test_arbitrary_built_moves_canfield_splits_any_run():
    moves = legal(build(load("canfield-arbitrary-built-moves"), CANFIELD_SPLIT))
    assert {"tableau1:2>tableau4", "tableau1:3>tableau3", "tableau1:4>tableau2"} <= moves


SOLVITAIRE_CANFIELDS = [
    "canfield-strict",
    "canfield-auto-reserve-then-waste",
    "canfield-partial-piles-restricted",
    "canfield-arbitrary-built-moves",
]
AT_THE_BASE = {
    "reserve": [["-2C", "KC"]],
    "foundation": [["5H"], [], [], []],  # base 5
    "tableau": [["5S"], ["4H"], ["AH"], ["9C"]],
}


@pytest.mark.parametrize("name", SOLVITAIRE_CANFIELDS)
def test_solvitaire_canfield_turns_the_corner_but_builds_nothing_on_a_base_card(name):
    state = build(load(name), AT_THE_BASE)
    assert "reserve1>tableau3" in legal(state)  # the KC on the AH: round the corner
    assert_rejected(state, "tableau2>tableau1", "base rank")  # the 4H on the 5S: never


def test_canfield_builds_round_the_base_too():
    assert "tableau2>tableau1" in legal(build(load("canfield"), AT_THE_BASE))


def test_solvitaire_american_toad_builds_nothing_on_a_base_card():
    state = build(
        load("american-toad"),
        {
            "reserve": [["-2C", "KS"]],
            "foundation": [["5H"]] + [[]] * 7,
            "tableau": [["5S"], ["4S"], ["AS"], ["9C"], ["9C"], ["8D"], ["8D"], ["7H"]],
        },
    )
    assert "reserve1>tableau3" in legal(state)  # the KS on the AS
    assert_rejected(state, "tableau2>tableau1", "base rank")


def canfield_space_position(name, reserve):
    """Tableau 1 holds a 5C that can go on the 6H of tableau 2; the waste's top is the 9D."""
    return build(
        load(name),
        {
            "reserve": [reserve],
            "foundation": [["QD"], [], [], []],
            "tableau": [["5C"], ["6H"], ["JS"], ["KH"]],
            "waste": [["4C", "9D"]],
        },
    )


@pytest.mark.parametrize("name", ["canfield-strict", "canfield-auto-reserve-then-waste"])
def test_canfield_auto_reserve_then_waste_fills_a_space_from_the_reserve_then_the_waste(name):
    from_reserve = canfield_space_position(name, ["-2C", "-7D", "3S"]).play("tableau1>tableau2")
    assert zones(from_reserve)["tableau"][0] == ["3S"]  # at once
    assert zones(from_reserve)["reserve"] == [["-2C", "7D"]]
    assert zones(from_reserve)["waste"] == [["4C", "9D"]]
    gone = canfield_space_position(name, []).play("tableau1>tableau2")
    assert zones(gone)["tableau"][0] == []  # with the reserve gone, the player fills it
    assert zones(gone)["waste"] == [["4C", "9D"]]
    moves = legal(gone)
    assert "waste1>tableau1" in moves  # from the waste
    assert "tableau3>tableau1" not in moves  # and only from there


@pytest.mark.parametrize("name", ["canfield-strict", "canfield-auto-reserve-then-waste"])
def test_canfield_auto_reserve_then_waste_a_space_left_with_the_waste_empty_takes_no_tableau_card(
    name,
):
    state = build(
        load(name),
        {
            "reserve": [[]],
            "foundation": [["QD"], [], [], []],
            "tableau": [[], ["5C"], ["JS"], ["KH"]],
        },
    )
    assert "tableau2>tableau1" not in legal(state)  # no tableau card: it waits for the waste
    state = build(
        load(name),
        {
            "reserve": [[]],
            "foundation": [["QD"], [], [], []],
            "tableau": [[], ["5C"], ["JS"], ["KH"]],
            "stock": [["-4D", "-6D", "-8D"]],
        },
    )
    after = state.play("turn")  # 8D 6D 4D turned: the 4D may fill the space
    assert zones(after)["tableau"][0] == []
    assert "waste1>tableau1" in legal(after)


@pytest.mark.parametrize(
    "name", ["canfield-partial-piles-restricted", "canfield-arbitrary-built-moves"]
)
def test_canfield_auto_reserve_then_any_fills_a_space_from_the_reserve_then_takes_any_card(name):
    from_reserve = canfield_space_position(name, ["-2C", "-7D", "3S"]).play("tableau1>tableau2")
    assert zones(from_reserve)["tableau"][0] == ["3S"]
    gone = canfield_space_position(name, []).play("tableau1>tableau2")
    assert zones(gone)["tableau"][0] == []  # the waste does not fill it by itself
    moves = legal(gone)
    assert "waste1>tableau1" in moves
    assert "tableau3>tableau1" in moves  # a tableau card too: any card


@pytest.mark.parametrize(
    "name",
    [
        "canfield-strict",
        "canfield-auto-reserve-then-waste",
        "canfield-partial-piles-restricted",
        "canfield-arbitrary-built-moves",
    ],
)
def test_canfield_presets_turn_three_cards_and_redeal_without_limit(name):
    game = load(name)
    full = {"foundation": [["QD"], [], [], []], "tableau": [["8S"], ["JS"], ["KH"], ["9H"]]}
    state = build(game, {**full, "stock": [["-4C", "-5C", "-6C"]]})
    assert zones(state.play("turn"))["waste"] == [["6C", "5C", "4C"]]
    state = build(game, {**full, "stock": [[]]}, filler="waste")
    for _ in range(3):
        state = draw_through(state.play("redeal"))
    assert "redeal" in legal(state)


# ---------------------------------------------------------------------------------------------
# American Toad


def toad(zones_, **kw):
    return build(load("american-toad"), zones_, **kw)


def test_american_toad_builds_down_in_suit_and_moves_only_whole_piles():
    state = toad(
        {
            "reserve": [["-2C", "JD"]],
            "foundation": [["5H"]] + [[]] * 7,
            "tableau": [["9S", "8S", "7S"], ["TS"], ["9S"], ["8S"], ["8H"], [], [], []],
        }
    )
    moves = legal(state)
    assert "tableau1:3>tableau2" in moves  # the whole pile
    assert_rejected(state, "tableau1>tableau4", "only to the foundation")  # its top card alone
    assert_rejected(state, "tableau1:2>tableau3", "whole pile")  # 8S 7S: a part of the pile
    assert "tableau1>tableau5" not in moves  # a 7S only on an 8 of spades


def test_american_toad_eight_foundations_start_from_the_first_card_dealt_two_of_each_suit():
    state = toad(
        {
            "reserve": [["-2C", "JD"]],
            "foundation": [["5H"]] + [[]] * 7,
            "tableau": [["5H"], ["5S"], ["AS"], ["6H"], [], [], [], []],
        }
    )
    moves = legal(state)
    assert "tableau1>foundation2" in moves  # the other 5 of hearts starts a pile
    assert "tableau2>foundation2" in moves
    assert "tableau3>foundation2" not in moves  # not an Ace: the base is the 5
    assert "tableau4>foundation1" in moves


def test_american_toad_fills_a_space_from_the_reserve_then_the_waste():
    position = {
        "foundation": [["QD"]] + [[]] * 7,
        "tableau": [["5C"], ["6C"], ["JS"], ["KH"], ["2H"], ["3H"], ["4H"], ["7H"]],
        "waste": [["4S", "9D"]],
    }
    from_reserve = toad({**position, "reserve": [["-2C", "3S"]]}).play("tableau1>tableau2")
    assert zones(from_reserve)["tableau"][0] == ["3S"]
    gone = toad({**position, "reserve": [[]]}).play("tableau1>tableau2")
    assert zones(gone)["tableau"][0] == []  # with the reserve gone, the player fills it
    assert "waste1>tableau1" in legal(gone)
    assert "tableau3>tableau1" not in legal(gone)


def test_american_toad_turns_one_card_and_never_redeals():
    game = load("american-toad")
    full = {"foundation": [["QD"]] + [[]] * 7, "tableau": [[r + "S"] for r in "789TJQKA"]}
    state = build(game, {**full, "stock": [["-4C", "-5C", "-6C"]]})
    assert zones(state.play("turn"))["waste"] == [["6C"]]
    empty = build(game, {**full, "stock": [[]]}, filler="waste")
    assert "redeal" not in legal(empty)
    usual = build(load("american-toad", passes=2), {**full, "stock": [[]]}, filler="waste")
    assert "redeal" in legal(usual)


# ---------------------------------------------------------------------------------------------
# Chameleon, Duchess, Fortune's Favor


def test_chameleon_foundations_start_from_the_aces_not_from_a_base_card():
    state = build(
        load("chameleon"),
        {"reserve": [["-2C", "QD"]], "tableau": [["AS"], ["QS"], ["2S"]]},
    )
    moves = legal(state)
    assert "tableau1>foundation1" in moves
    assert "reserve1>foundation1" not in moves  # no other card starts a foundation
    assert "tableau2>foundation1" not in moves
    assert "tableau3>foundation1" not in moves


def test_chameleon_builds_down_in_any_suit_and_moves_runs():
    state = build(
        load("chameleon"),
        {"reserve": [["-2C", "JD"]], "tableau": [["9S", "8S", "7H"], ["9H"], ["8C"]]},
    )
    moves = legal(state)
    assert "tableau1:2>tableau2" in moves  # 8S 7H on a 9 of hearts
    assert "tableau1>tableau3" in moves  # a red 7 on a black 8: any suit


def test_chameleon_a_space_is_not_refilled_from_the_reserve_and_takes_any_card():
    state = build(
        load("chameleon"),
        {"reserve": [["-2C", "JD"]], "tableau": [["6S"], ["7H"], ["QC"]]},
    )
    after = state.play("tableau1>tableau2")
    assert zones(after)["tableau"][0] == []
    assert zones(after)["reserve"] == [["-2C", "JD"]]
    assert {"reserve1>tableau1", "tableau3>tableau1", "tableau2:2>tableau1"} <= legal(after)


@pytest.mark.parametrize("name", ["chameleon", "duchess", "fortunes-favor"])
def test_one_pass_presets_turn_one_card_and_never_redeal(name):
    game = load(name)
    piles = game.zones["tableau"].spec.count
    full = {"tableau": [[r + "H"] for r in "23456789TJQK"][:piles]}  # no space to refill
    state = build(game, {**full, "stock": [["-4C", "-5C", "-6C"]]}, filler="waste")
    after = state.play("turn")
    assert zones(after)["waste"][0][-1] == "6C"
    assert zones(after)["stock"] == [["-4C", "-5C"]]
    assert [action.name for action in game.rules.actions] == ["turn"]  # and no redeal
    empty = build(game, {**full, "stock": [[]]}, filler="waste")
    assert "turn" not in legal(empty) and "redeal" not in legal(empty)


def test_duchess_starts_with_the_aces_out_and_an_empty_tableau_every_reserve_card_available():
    state = load("duchess").deal(seed=5)
    z = zones(state)
    assert sorted(pile[0] for pile in z["foundation"]) == ["AC", "AD", "AH", "AS"]
    moves = legal(state)
    for i in range(1, 13):  # any of the twelve, into any empty pile
        assert f"reserve{i}>tableau1" in moves
    assert not any(">reserve" in move for move in moves)


def test_duchess_builds_down_in_alternating_colours_and_moves_runs():
    reserve = [[] for _ in range(12)]
    reserve[0], reserve[1] = ["8D"], ["8C"]
    state = build(
        load("duchess"),
        {
            "foundation": [["AS"], ["AH"], ["AD"], ["AC"]],
            "reserve": reserve,
            "tableau": [["9S"], ["TH", "9C", "8H"], ["TS"], []],
        },
    )
    moves = legal(state)
    assert "reserve1>tableau1" in moves
    assert "reserve2>tableau1" not in moves
    assert "tableau2:2>tableau4" in moves  # a run into a space
    assert "tableau2:3>tableau4" in moves


def test_fortunes_favor_fills_a_space_from_the_waste_then_the_stock():
    game = load("fortunes-favor")
    tableau = [["2S"], ["9D"]] + [[rank + "C"] for rank in "3456789TJQ"]
    aces = [["AS"], ["AH"], ["AD"], ["AC"]]
    state = build(game, {"foundation": aces, "tableau": tableau, "waste": [["KD", "7H"]]})
    from_waste = state.play("tableau1>foundation1")
    assert zones(from_waste)["tableau"][0] == ["7H"]
    assert zones(from_waste)["waste"] == [["KD"]]
    state = build(
        game,
        {"foundation": aces, "tableau": tableau, "waste": [[]], "stock": [["-5H", "-6H"]]},
        filler="stock",
    )
    from_stock = state.play("tableau1>foundation1")
    assert zones(from_stock)["tableau"][0] == ["6H"]  # the stock's top card, face up
    assert zones(from_stock)["stock"][0][-1] == "-5H"


def test_fortunes_favor_builds_down_in_suit_one_card_at_a_time():
    aces = [["AS"], ["AH"], ["AD"], ["AC"]]
    tableau = [["TS", "9S"], ["JS"], ["TH"], ["8S"]] + [[rank + "C"] for rank in "3456789J"]
    state = build(load("fortunes-favor"), {"foundation": aces, "tableau": tableau})
    moves = legal(state)
    assert "tableau4>tableau1" in moves
    assert "tableau1>tableau3" not in moves  # a 9S only on a 10 of spades
    assert_rejected(state, "tableau1:2>tableau2", "one card")
