"""The two forms Solvitaire's Canfield presets need, on a small hand-written variant, on every
engine that runs it (the shipped presets: tests/test_presets_klondike_family.py):

- ``builds ..., nothing on the base rank of ZONE``: a pile of the zone builds by its rule,
  turning the corner where the rule does, but no card goes on a card of ZONE's base rank, the
  rank ZONE's empty piles take;
- ``gives ..., part of a pile only to ZONE``: a move of fewer cards than the source pile holds
  goes only to ZONE (the "whole-pile" presets: between columns only whole piles move).
"""

from __future__ import annotations

import pytest
from positions import assert_rejected, build, legal

import cardwright
from cardwright import Game, VariantError
from cardwright.engine import native
from cardwright.rules import IRError, rules_to_json
from cardwright.words.describe import describe

ENGINES = ["python", "auto"] if native.built() else ["python"]

BARRED = """\
game barred "Nothing on the base"
decks 1
zone foundation: foundation, 4 piles
  deal 1 0 0 0 face up
  builds up in suit, wrapping
  empty accepts the base rank
  one pile per suit
  gives nothing
zone tableau: tableau, 4 piles
  deal 1 face up
  builds down in alternate colours, wrapping{flag}
  gives {gives}
  empty accepts any card
zone stock: stock, 1 pile
  deal rest face down
  gives top card to foundation, tableau
won if all cards in foundation
"""
FLAG = ", nothing on the base rank of foundation"
TOP = "top card to foundation, tableau"
WHOLE = "top card or whole pile, part of a pile only to foundation"
# Base 5 (the 5H on the first foundation): the 4H may not go on the 5S; the KC goes on the AH.
LAYOUT = {"foundation": [["5H"], [], [], []], "tableau": [["5S"], ["4H"], ["AH"], ["KC"]]}


def load_text(tmp_path, text, engine="python"):
    path = tmp_path / "barred.cw"
    path.write_text(text, "utf-8")
    return cardwright.load(str(path), engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_nothing_goes_on_a_card_of_the_base_rank(tmp_path, engine):
    state = build(load_text(tmp_path, BARRED.format(flag=FLAG, gives=TOP), engine), LAYOUT)
    assert_rejected(state, "tableau2>tableau1", "base rank of the foundation")


@pytest.mark.parametrize("engine", ENGINES)
def test_the_corner_is_still_turned_away_from_the_base(tmp_path, engine):
    state = build(load_text(tmp_path, BARRED.format(flag=FLAG, gives=TOP), engine), LAYOUT)
    assert "tableau4>tableau3" in legal(state)  # the KC on the AH


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_flag_a_base_card_takes_a_card(tmp_path, engine):
    state = build(load_text(tmp_path, BARRED.format(flag="", gives=TOP), engine), LAYOUT)
    assert "tableau2>tableau1" in legal(state)


@pytest.mark.parametrize("engine", ENGINES)
def test_the_base_read_is_the_first_foundation_piles_card(tmp_path, engine):
    """With base 4 (the 4D home) the 5S takes the 4H, and the 4H takes nothing."""
    layout = {"foundation": [["4D"], [], [], []], "tableau": [["5S"], ["4H"], ["3C"], ["KC"]]}
    state = build(load_text(tmp_path, BARRED.format(flag=FLAG, gives=TOP), engine), layout)
    assert "tableau2>tableau1" in legal(state)
    assert_rejected(state, "tableau3>tableau2", "base rank")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            BARRED.format(flag=FLAG, gives=TOP).replace("  empty accepts the base rank\n", ""),
            "which has none: give it 'empty accepts the base rank'",
        ),
        (
            BARRED.format(flag=", nothing on the base rank of cells", gives=TOP),
            "unknown zone 'cells'",
        ),
    ],
)
def test_a_zone_without_a_base_rank_is_an_error_at_the_line(tmp_path, text, message):
    with pytest.raises(VariantError) as raised:
        load_text(tmp_path, text)
    builds = next(n for n, line in enumerate(text.splitlines(), 1) if "nothing on the base" in line)
    assert f"barred.cw:{builds}:" in str(raised.value)  # the builds line
    assert message in str(raised.value)


def test_it_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, BARRED.format(flag=FLAG, gives=TOP))
    assert "but nothing on a card of the base rank of the foundation" in describe(game)
    assert rules_to_json(game.rules)["zones"][1]["nothing_on_base"] == "foundation"


@pytest.mark.parametrize("engine", ENGINES)
def test_hand_written_ir_naming_a_zone_without_a_base_rank_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(load_text(tmp_path, BARRED.format(flag=FLAG, gives=TOP)).rules)
    data["zones"][1]["nothing_on_base"] = "stock"
    with pytest.raises(IRError, match="no base rank") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[1].nothing_on_base"


# ---------------------------------------------------------------------------------------------
# gives ..., part of a pile only to ZONE

# Base 5: the 8H tops a pile of two (on the 9S); the 9C and the TH take it or the pile.
PILES = {
    "foundation": [["5H", "6H", "7H"], [], [], []],
    "tableau": [["9S", "8H"], ["9C"], ["TH"], []],
}


@pytest.mark.parametrize("engine", ENGINES)
def test_a_top_card_alone_goes_only_to_the_zone_named(tmp_path, engine):
    state = build(load_text(tmp_path, BARRED.format(flag="", gives=WHOLE), engine), PILES)
    moves = legal(state)
    assert "tableau1>foundation1" in moves  # the 8H home
    assert "tableau1:2>tableau3" in moves  # the whole pile onto the TH
    assert_rejected(state, "tableau1>tableau2", "goes only to the foundation")


@pytest.mark.parametrize("engine", ENGINES)
def test_a_pile_of_one_card_moves_whole(tmp_path, engine):
    state = build(load_text(tmp_path, BARRED.format(flag="", gives=WHOLE), engine), PILES)
    assert "tableau2>tableau3" in legal(state)  # the 9C alone is its whole pile


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_clause_a_top_card_goes_onto_a_column(tmp_path, engine):
    text = BARRED.format(flag="", gives="top card or whole pile")
    assert "tableau1>tableau2" in legal(build(load_text(tmp_path, text, engine), PILES))


def test_a_part_of_a_pile_only_to_an_unknown_zone_is_an_error_at_the_line(tmp_path):
    text = BARRED.format(flag="", gives="top card or whole pile, part of a pile only to home")
    with pytest.raises(VariantError) as raised:
        load_text(tmp_path, text)
    assert "unknown zone 'home'" in str(raised.value)
    assert "barred.cw:12:" in str(raised.value)


def test_the_part_of_a_pile_rule_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, BARRED.format(flag="", gives=WHOLE))
    assert "a part of a pile (fewer cards than it holds) goes only to the foundation" in describe(
        game
    )
    assert rules_to_json(game.rules)["zones"][1]["gives"]["part_only_to"] == "foundation"


@pytest.mark.parametrize("engine", ENGINES)
def test_hand_written_ir_sending_part_of_a_pile_to_no_zone_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(load_text(tmp_path, BARRED.format(flag="", gives=WHOLE)).rules)
    data["zones"][1]["gives"]["part_only_to"] = "home"
    with pytest.raises(IRError, match="no zone 'home'") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[1].gives.part_only_to"


def test_nothing_on_the_base_rank_of_a_neighbour_is_an_error_at_the_line(tmp_path):
    text = BARRED.format(flag="", gives=TOP).replace(
        "  empty accepts any card\n",
        "  empty accepts up in suit, nothing on the base rank of foundation from its left neighbour\n",
    )
    with pytest.raises(VariantError) as raised:
        load_text(tmp_path, text)
    assert "is said on a zone's 'builds' line" in str(raised.value)
    assert "barred.cw:13:" in str(raised.value)
