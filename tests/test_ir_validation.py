"""IR given from outside (``Game.from_ir``) is checked as a variant file is: by type against the
schema, then by the limits and names both engines rely on. Whatever is wrong is an ``IRError``
naming the JSON path; nothing else escapes, on either engine (docs/ir.md, "Reading IR")."""

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardwright
from cardwright import CardwrightError, Game
from cardwright.engine import native
from cardwright.frontends.cli import main
from cardwright.rules import IRError, rules_to_json

ENGINES = ["python", "auto"] if native.built() else ["python"]
SMALL = ["golf", "klondike", "accordion", "chequers", "freecell", "double-solitaire", "pyramid"]


def ir(name, **options):
    return rules_to_json(cardwright.load(name, **options).rules)


def zone(data, name):
    return next(z for z in data["zones"] if z["name"] == name)


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    ("edit", "path", "says"),
    [
        (lambda d: d.update(players=0), "players", "0 players: a game has 1 to 8"),
        (lambda d: d.update(decks=1000), "decks", "1000 decks: a game has 1 to 8"),
        (lambda d: d.update(decks=100_000), "decks", "out of range: a number in the IR is at most"),
        (lambda d: d.update(decks="2"), "decks", "'2' is not a whole number"),
        (lambda d: d.update(suits="SHXC"), "suits", "one or more of the suits"),
        (lambda d: d["won"][0].update(zones=["nowhere"]), "won[0].zones[0]", "no zone 'nowhere'"),
        (lambda d: d["zones"].pop(0), "won[0].zones[0]", "no zone 'tableau'"),
        (lambda d: zone(d, "tableau").update(count=-1), "zones[0].count", "-1 piles"),
        (
            lambda d: zone(d, "tableau").update(kind="table"),
            "zones[0].kind",
            "'table' is not one of",
        ),
        (lambda d: zone(d, "tableau").update(colour="red"), "zones[0]", "no field 'colour'"),
        (lambda d: zone(d, "tableau").pop("name"), "zones[0]", "needs the field 'name'"),
        (
            lambda d: zone(d, "tableau")["deal"].update(count=9),
            "zones",
            "the deal places 64 of the 52",
        ),
        (
            lambda d: zone(d, "tableau")["gives"].update(to=["heaven"]),
            "zones[0].gives.to[0]",
            "no zone 'heaven'",
        ),
        (
            lambda d: zone(d, "foundation").update(builds={"term": "rank_leap"}),
            "zones[1].builds",
            "unknown term 'rank_leap'",
        ),
        (
            lambda d: d["actions"][0].update(mode="juggle"),
            "actions[0].mode",
            "'juggle' is not one of",
        ),
        (
            lambda d: d["actions"][0].update(target="nowhere"),
            "actions[0].target",
            "no zone 'nowhere'",
        ),
        (lambda d: d["actions"][0].update(name="turn2"), "actions[0].name", "no digits"),
    ],
)
def test_bad_ir_is_an_ir_error_naming_where_it_is(engine, edit, path, says):
    data = ir("golf")
    edit(data)
    with pytest.raises(IRError, match=says) as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == (path or None)
    assert str(caught.value).startswith(f"{path}: " if path else "rules IR: ")


@pytest.mark.parametrize("engine", ENGINES)
def test_relations_nested_without_end_are_refused_not_a_recursion_error(engine):
    data = ir("golf")
    relation = zone(data, "foundation")["builds"]
    for _ in range(10_000):
        relation = {"term": "all_of", "terms": [relation]}
    zone(data, "foundation")["builds"] = relation
    with pytest.raises(IRError, match="nested deeper than"):
        Game.from_ir(data, engine=engine)


def test_every_shipped_variant_passes_the_checks_the_ir_reader_makes():
    for name in cardwright.variants():
        data = json.loads(json.dumps(ir(name)))
        assert Game.from_ir(data, engine="python").rules == cardwright.load(name).rules


# -- hand-edited IR: only the project's errors, or a game that deals and plays ------------------

HOSTILE = [-1, 0, 1, 2, 7, 13, 14, 255, 70_000, 10**30, 1.5, "", "zz", "S", None, True, [], [0], {}]


def _paths(node, path=()):
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*path, index))
    if path:
        yield path


def mutate(data, rng):
    """``data`` with one value somewhere changed, removed, renamed, nested or made dangling."""
    path = rng.choice(list(_paths(data)))
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    key, old = path[-1], parent[path[-1]]
    how = rng.randrange(6)
    if how == 0 and isinstance(parent, dict):
        del parent[key]
    elif how == 1 and isinstance(parent, dict):
        parent[f"{key}x"] = parent.pop(key)
    elif how == 2 and isinstance(old, list):
        parent[key] = old * rng.choice([0, 2, 50])
    elif how == 3 and isinstance(old, dict) and "term" in old:
        parent[key] = {
            "term": rng.choice(["all_of", "any_of"]),
            "terms": [old] * rng.randrange(1, 3),
        }
    elif how == 4 and isinstance(old, str):
        parent[key] = rng.choice([old + "s", old.upper(), old[:-1]])
    else:
        parent[key] = copy.deepcopy(rng.choice(HOSTILE))
    return data


def plays_safely(data, engine, seed):
    """Load ``data`` as rules; if that works, deal and play: only CardwrightErrors may come."""
    try:
        game = Game.from_ir(data, engine=engine)
    except CardwrightError:
        return
    state = game.deal(seed=seed)
    rng = random.Random(seed)
    for _ in range(15):
        moves = state.legal_moves()
        if not moves:
            break
        state = state.play(rng.choice(moves))
    outcome = state.outcome
    assert outcome is None or outcome.result in ("won", "lost", "stuck")
    json.dumps(state.to_dict())


@settings(max_examples=150, deadline=10_000, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), engine=st.sampled_from(ENGINES))
def test_hand_edited_ir_is_refused_cleanly_or_plays(seed, engine):
    rng = random.Random(seed)
    data = ir(rng.choice(SMALL))
    for _ in range(rng.randrange(1, 4)):
        data = mutate(data, rng)
    plays_safely(data, engine, seed)


@pytest.mark.fuzz
@settings(max_examples=3000, deadline=10_000, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), engine=st.sampled_from(ENGINES))
def test_fuzz_hand_edited_ir_on_every_variant(seed, engine):
    rng = random.Random(seed)
    data = ir(rng.choice(cardwright.variants()))
    for _ in range(rng.randrange(1, 5)):
        data = mutate(data, rng)
    plays_safely(data, engine, seed)


def test_cardwright_check_reads_a_json_file_as_rules_ir(tmp_path, capsys):
    good, bad = tmp_path / "golf.json", tmp_path / "broken.json"
    good.write_text(json.dumps(ir("golf")))
    data = ir("golf")
    data["zones"][0]["deal"]["face"] = "sideways"
    bad.write_text(json.dumps(data))
    assert main(["check", str(good)]) == 0
    assert 'ok — rules IR of golf "Golf"' in capsys.readouterr().out
    assert main(["check", str(bad)]) == 1
    assert f"{bad}: zones[0].deal.face: 'sideways' is not one of 'up'" in capsys.readouterr().err
