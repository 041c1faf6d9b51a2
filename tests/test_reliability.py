"""Issue 15 (reliability): a file that passes the checks never breaks at play, numbers are
bounded where they are read, and bad input to ``play`` or card text is a reasoned error."""

import re

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


# -- found by tests/test_fuzz.py: more named cards dealt than the decks hold -------------------

NAMED = """\
game named "N"
decks {decks}
zone low: foundation, {low} piles
  deal rank A, one of each suit
zone high: foundation, {piles} piles
  deal {high}
zone tableau: tableau, 4 piles
  deal rest face up
won if all cards in low, high
"""


@pytest.mark.parametrize(
    ("decks", "low", "high", "line", "copies"),
    [
        (2, 9, "rank K, one of each suit", 3, "3 copies in all of the Ace of suit S"),
        (1, 4, "rank A, one of each suit", 5, "2 copies in all of the Ace of suit S"),
        (1, 1, "card AS", 5, "2 copies in all of the Ace of suit S"),
    ],
)
def test_more_named_cards_than_the_decks_hold_are_refused(decks, low, high, line, copies):
    # 'nationale' with 9 ascending piles passed check, then deal() raised StopIteration.
    piles = 1 if high.startswith("card") else 4
    text = NAMED.format(decks=decks, low=low, high=high, piles=piles)
    assert_located(error_of(text), line, copies, f"the decks hold {decks}")


def test_named_cards_up_to_the_copies_the_decks_hold_are_dealt():
    text = NAMED.format(decks=2, low=8, high="card AS", piles=1)  # 8 Aces, then a third AS: no
    assert_located(error_of(text), 5, "3 copies in all of the Ace of suit S")
    text = NAMED.format(decks=2, low=8, high="rank K, one of each suit", piles=8)
    for engine in ("python", None):
        state = cardwright.Game(load_text(text), engine=engine).deal(seed=3)
        assert sum(1 for _ in state.cards()) == 104
        assert sorted(len(pile) for pile in state.piles("low")) == [1] * 8


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


# -- items 4, 5, 7: records name their variant, carry their digest, and are read with bounds ----


def _replay(capsys, *argv):
    from cardwright.frontends.cli import main

    code = main(["replay", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def _one_line_failure(code, err):
    assert code == 1, err
    assert err.startswith("cardwright: ") and err.count("\n") == 1, err
    assert "Traceback" not in err


def _accordion_record(**changes):
    record = cardwright.Record.new(cardwright.load("accordion"), seed=3)
    record.add("deal")
    return record.to_dict() | changes


@pytest.fixture
def own_variant(tmp_path):
    """A variant file of one's own and a record of a game of it."""
    variant = tmp_path / "mine.cw"
    variant.write_text('game mine "Mine"\nextends accordion\n', "utf-8")
    record = cardwright.Record.new(cardwright.load(variant), seed=5)
    record.add("deal")
    path = tmp_path / "mine.json"
    record.save(path)
    return variant, path, record


def test_item4_a_record_naming_a_file_as_its_variant_never_opens_it(
    tmp_path, own_variant, monkeypatch
):
    import json

    from cardwright.language import registry

    variant, _, record = own_variant
    data = record.to_dict() | {"variant": str(variant)}  # a path where a name belongs
    path = tmp_path / "path.json"
    path.write_text(json.dumps(data), "utf-8")

    def never(*args, **kwargs):
        raise AssertionError(f"a file named by the record was opened: {args}")

    monkeypatch.setattr(registry, "read_file", never)
    for name in (str(variant), "/dev/zero", "mine.cw", "..\\mine"):
        with pytest.raises(StateError, match="--variant-file"):
            cardwright.Record.from_dict(data | {"variant": name})
    with pytest.raises(StateError, match="not a name"):
        cardwright.Record.load(path)


def test_item4_a_record_of_a_variant_file_needs_the_file_given_explicitly(capsys, own_variant):
    variant, path, record = own_variant
    with pytest.raises(StateError, match=r"unknown variant 'mine'.*--variant-file"):
        cardwright.Record.load(path)
    again = cardwright.Record.load(path, variant_file=variant)
    assert again.final() == record.final()
    code, _, err = _replay(capsys, path)
    _one_line_failure(code, err)
    assert "--variant-file" in err
    code, out, _ = _replay(capsys, path, "--variant-file", variant)
    assert code == 0 and "Mine (mine;" in out
    # The file given must be the one the record was made with.
    variant.write_text('game mine "Mine"\nextends accordion\n# changed\n', "utf-8")
    code, _, err = _replay(capsys, path, "--variant-file", variant)
    _one_line_failure(code, err)
    assert "has changed" in err


def test_item5_a_record_without_its_rules_digest_is_refused(capsys, tmp_path):
    import json

    data = _accordion_record()
    del data["rules_digest"]
    with pytest.raises(StateError, match="no 'rules_digest'"):
        cardwright.Record.from_dict(data)
    with pytest.raises(StateError, match="'rules_digest' must be a string"):
        cardwright.Record.from_dict(data | {"rules_digest": None})
    path = tmp_path / "nodigest.json"
    path.write_text(json.dumps(data), "utf-8")
    code, _, err = _replay(capsys, path)
    _one_line_failure(code, err)
    assert "rules_digest" in err


@pytest.mark.parametrize(
    ("name", "text", "words"),
    [
        ("deep", "[" * 200_000, "nested deeper"),
        ("deep-in-seed", None, "nested deeper"),
        ("long-seed", None, "5000 characters"),
        ("nan", '{"format": "cardwright-record", "version": NaN}', "NaN"),
    ],
)
def test_item7_replay_of_a_hostile_file_is_one_line_and_exit_1(capsys, tmp_path, name, text, words):
    import json

    plain = json.dumps(_accordion_record())
    if name == "deep-in-seed":
        text = plain.replace('"seed": 3', '"seed": ' + "[" * 1000 + "]" * 1000)
    elif name == "long-seed":
        text = plain.replace('"seed": 3', '"seed": ' + "7" * 5000)
    path = tmp_path / f"{name}.json"
    path.write_text(text, "utf-8")
    code, _, err = _replay(capsys, path)
    _one_line_failure(code, err)
    assert words in err


@pytest.mark.parametrize("seed", [True, False, -5, 2**64, 1.0, "3", None])
def test_item7_a_recorded_seed_is_a_whole_number_from_0_to_2_64(seed):
    with pytest.raises(StateError, match="'seed' must be a whole number from 0 to 2\\*\\*64 - 1"):
        cardwright.Record.from_dict(_accordion_record(seed=seed, moves=[]))
    assert (
        cardwright.Record.from_dict(_accordion_record(seed=2**64 - 1, moves=[])).seed == 2**64 - 1
    )


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"players": True}, "True players in the record"),
        ({"version": True}, "record version True"),
        ({"moves": [{"move": "deal", "player": True}]}, "names player True"),
        ({"moves": [{"move": "deal", "time": "soon"}]}, "time 'soon'"),
        ({"moves": {"move": "deal"}}, "'moves' must be a list"),
        ({"variant": 7}, "'variant' must be a variant's name"),
    ],
)
def test_item7_record_fields_of_the_wrong_kind_are_refused(changes, words):
    with pytest.raises(StateError, match=re.escape(words)):
        cardwright.Record.from_dict(_accordion_record(**changes))


# -- item 13: a torn last line of a survey results file ----------------------------------------


SURVEY = dict(deals=3, options={"deal": "open"}, node_limit=300, time_limit=None)


def test_item13_a_torn_last_row_is_dropped_and_its_deal_solved_again(tmp_path, caplog):
    import json

    from cardwright.search.survey import survey

    results = tmp_path / "open.jsonl"
    first = survey("accordion", results=results, **SURVEY)
    lines = results.read_text().splitlines()
    torn = lines[-1][: len(lines[-1]) // 2]  # the write of the last row was cut short
    results.write_text("\n".join([*lines[:-1], torn]), "utf-8")
    with caplog.at_level("WARNING"):
        again = survey("accordion", results=results, **SURVEY)
    assert again == attrs.evolve(
        first,
        median_seconds=again.median_seconds,
        mean_seconds=again.mean_seconds,
    )
    assert f"{results}:4: the last line is not a whole row" in caplog.text
    rows = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert [row["seed"] for row in rows] == [1, 2, 3]  # seed 3 solved again, on a line of its own


def test_item13_a_last_row_without_its_newline_is_kept_and_ended(tmp_path):
    import json

    from cardwright.search.survey import survey

    results = tmp_path / "open.jsonl"
    survey("accordion", results=results, **SURVEY)
    results.write_text(results.read_text().rstrip("\n"), "utf-8")
    survey("accordion", results=results, **(SURVEY | {"deals": 4}))
    rows = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert [row["seed"] for row in rows] == [1, 2, 3, 4]


def test_item13_a_bad_row_in_the_middle_is_an_error_naming_its_line(tmp_path):
    from cardwright.errors import CardwrightError
    from cardwright.search.survey import survey

    results = tmp_path / "open.jsonl"
    survey("accordion", results=results, **SURVEY)
    lines = results.read_text().splitlines()
    lines[2] = lines[2][:10]
    results.write_text("\n".join(lines) + "\n", "utf-8")
    with pytest.raises(CardwrightError, match=re.escape(f"{results}:3: not a survey row")):
        survey("accordion", results=results, **SURVEY)
