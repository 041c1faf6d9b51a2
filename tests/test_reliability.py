"""Issue 15 (reliability): a file that passes the checks never breaks at play, numbers are
bounded where they are read, and bad input to ``play`` or card text is a reasoned error."""

import attrs
import pytest

import cardwright
from cardwright import Card, Game, IllegalMove, Move, StateError, VariantError
from cardwright.language import parse
from cardwright.language.registry import rules_for

BASE = 'game big "B"\n{line}\nzone stock: stock, 1 pile\n  deal rest\nwon if stock is empty\n'


def load_text(text, **options):
    return rules_for(parse(text, "test.cw"), options)


def error_of(text):
    with pytest.raises(VariantError) as raised:
        load_text(text)
    return raised.value


def assert_located(error, line, *words):
    assert error.file == "test.cw" and error.line == line and error.column is not None, str(error)
    for word in words:
        assert word in error.message, error.message


# -- item 1: a pile moved onto itself destroyed a card -----------------------------------------

ZERO_OFFSET = """\
game zero "Z"
extends accordion
zone row: row, 0 piles, growing, closes gaps
  gives whole pile, 0 places left
won if stock is empty and row has 1 pile
"""


def test_item1_an_offset_of_zero_places_is_refused():
    assert_located(error_of(ZERO_OFFSET), 4, "0 places", "1 or more")


def test_item1_a_zero_distance_is_refused_in_a_fixed_zone_too():
    text = BASE.format(line="zone row: tableau, 4 piles\n  gives top card, 0 or 1 places right")
    assert_located(error_of(text), 3, "0 places", "1 or more")


def test_item1_the_engine_never_lists_a_pile_onto_itself():
    # Rules that bypass the checker (IR built by hand): offset 0 is never a move.
    rules = cardwright.load("accordion").rules
    rules = attrs.evolve(
        rules,
        zones=tuple(
            attrs.evolve(z, gives=attrs.evolve(z.gives, offsets=(0, -1))) if z.name == "row" else z
            for z in rules.zones
        ),
    )
    state = Game(rules, engine="python").deal(seed=1)
    for _ in range(6):
        state = state.play("deal")
        assert all(m.source != m.target for m in state.legal_moves())
        assert sum(1 for _ in state.cards()) == 52


# -- item 2: zones of no piles addressed by an action ------------------------------------------

STOCK = "zone stock: stock, 1 pile\n  deal rest, face down\n"


@pytest.mark.parametrize(
    ("zone", "action", "words"),
    [
        (
            "zone tableau: tableau, 0 piles",
            "action deal: 1 from stock to each pile of tableau",
            ("'deal' gives to zone 'tableau'", "no piles"),
        ),
        (
            "zone waste: waste, 0 piles",
            "action turn: 1 from stock to waste",
            ("'turn' gives to zone 'waste'", "no piles"),
        ),
        (
            "zone waste: waste, 0 piles",
            "action back: 1 from waste to stock",
            ("'back' takes from zone 'waste'", "no piles"),
        ),
    ],
)
def test_item2_an_action_addressing_a_zone_of_no_piles_is_refused(zone, action, words):
    text = f'game z "Z"\n{STOCK}{zone}\n{action}\nwon if stock is empty\n'
    assert_located(error_of(text), 5, *words)


@pytest.mark.parametrize("target", ["row", "each pile of row"])
def test_item2_a_growing_zone_with_no_pile_yet_is_not_dealt_to(target):
    text = (
        f'game z "Z"\n{STOCK}zone row: row, 0 piles, growing\n'
        f"action turn: 1 from stock to {target}\nwon if stock is empty\n"
    )
    state = Game(load_text(text), engine="python").deal(seed=1)
    assert state.legal_moves() == []  # no crash, no card lost
    assert sum(1 for _ in state.cards()) == 52


# -- item 3 and 10: bounded numbers ------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("decks 1000000", ("the number of decks is at most 8",)),
        ("decks 9", ("the number of decks is at most 8",)),
        ("players 10000000000000000000", ("the number of players is at most 8",)),
        ("players 9", ("the number of players is at most 8",)),
        ("zone foundation: foundation, 1000000 piles", ("at most 10000",)),
        ("zone foundation: foundation, 1001 piles", ("a zone has at most 1000",)),
    ],
)
def test_item3_limits_are_refused_with_a_located_error_that_names_them(line, words):
    assert_located(error_of(BASE.format(line=line)), 2, *words)


def test_item3_the_limits_themselves_are_accepted():
    rules = load_text(BASE.format(line="decks 8\nplayers 8\nzone cells: cell, 1000 piles"))
    assert rules.decks == 8 and rules.players == 8 and rules.zone("cells").count == 1000


def test_item10_a_five_thousand_digit_number_in_a_file_is_a_located_error():
    error = error_of(
        BASE.format(
            line="zone foundation: foundation, 4 piles\n  holds at most " + "9" * 5000 + " cards"
        )
    )
    assert_located(error, 3, "too large", "at most 10000")
    assert "set_int_max_str_digits" not in str(error)


def test_item10_a_five_thousand_digit_number_in_a_move_is_an_illegal_move():
    state = cardwright.load("klondike").deal(seed=1)
    for text in ("tableau" + "9" * 5000 + ">tableau1", "tableau1:" + "9" * 5000 + ">tableau2"):
        with pytest.raises(IllegalMove) as raised:
            state.play(text)
        assert "too large" in raised.value.reason and len(raised.value.reason) < 300


def test_item10_only_ascii_digits_are_read_in_moves():
    state = cardwright.load("klondike").deal(seed=1)
    with pytest.raises(IllegalMove, match="cannot read move"):
        state.play("tableau\u0663>tableau1")  # an Arabic-Indic 3


# -- item 6: card text ------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["AS@²", "AS@٣", "AS@0", "AS@", "AS@" + "9" * 5000])
def test_item6_an_owner_is_ascii_digits_or_a_state_error(text):
    with pytest.raises(StateError, match="bad owner"):
        Card.from_text(text)


def test_item6_ascii_owners_are_still_read():
    assert Card.from_text("AS@3").owner == 2


# -- item 9: the deal's count has a location ---------------------------------------------------


def test_item9_a_deal_that_places_too_few_cards_is_located():
    error = error_of('game n "N"\nzone stock: stock, 1 pile\nwon if stock is empty\n')
    assert error.line is not None and error.column is not None
    assert "places 0 of the 52 cards" in error.message


# -- item 11: Move values built by hand --------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        Move(0, ("tableau", 0), None, 1, None),
        Move(0, ("tableau", "1"), ("foundation", 0), 1, None),
        Move(0, ("tableau", 0), ("foundation", 0), 0, None),
        Move("0", ("tableau", 0), ("foundation", 0), 1, None),
        Move(0, "tableau1", ("foundation", 0), 1, None),
        Move(0, ("tableau", 0), ("foundation", 0), 1, 5),
    ],
)
def test_item11_a_malformed_move_is_an_illegal_move_with_a_reason(move):
    state = cardwright.load("klondike").deal(seed=1)
    with pytest.raises(IllegalMove, match="not a well-formed move"):
        state.play(move)
    assert state == cardwright.load("klondike").deal(seed=1)


@pytest.mark.parametrize("player", ["0", 0.0, True])
def test_item11_a_player_that_is_not_a_number_is_an_illegal_move(player):
    state = cardwright.load("klondike").deal(seed=1)
    with pytest.raises(IllegalMove, match="player must be"):
        state.play(state.legal_moves()[0], player=player)


# -- item 14: a byte-order mark ----------------------------------------------------------------


def test_item14_a_utf8_byte_order_mark_is_ignored(tmp_path):
    path = tmp_path / "bom.cw"
    path.write_text('\ufeffgame bom "B"\n' + STOCK + "won if stock is empty\n", "utf-8")
    assert cardwright.load(path).name == "bom"
    error = error_of('\ufeffgame bom "B"\nzone stock: stock, 1 pile\n  deal rest\n  nonsense\n')
    assert error.line == 4  # positions unchanged by the mark
