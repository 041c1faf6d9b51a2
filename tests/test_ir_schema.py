"""One IR schema, strict on both sides (docs/ir.md, "One schema"): the native core's IR types
are held to the Python schema (kernel/rules/schema.py, read from the attrs classes). The core
reads every term, field and word the Python side writes, fills a left-out field with the same
default, knows no field or word the Python side lacks, and refuses, naming it, anything else.
A field or word added on one side only fails here."""

import json
import os
import re

import pytest
from positions import option_sets

import cardwright
from cardwright.engine import native
from cardwright.rules import IRError, rules_to_json, schema

if not native.built():
    if os.environ.get("CARDWRIGHT_NATIVE") == "required":
        pytest.fail("the native core is not built (CARDWRIGHT_NATIVE=required)")
    pytest.skip("the native core is not built (no Rust toolchain)", allow_module_level=True)

from cardwright._native import NativeGame, ir_echo

SCHEMA = schema()
RELATIONS = {"rank_step", "rank_sum", "not_on", "suit", "all_of", "any_of"}
GAMES = [(name, options) for name in cardwright.variants() for options in option_sets(name)]


def rules_of(name, **options):
    return cardwright.load(name, engine="python", **options).rules


def terms_in(node, path=()):
    """Every (path, object) of a term in ``node``."""
    if isinstance(node, dict):
        if "term" in node:
            yield path, node
        for key, value in node.items():
            yield from terms_in(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from terms_in(value, (*path, index))


def one_of_each_term():
    """For every term of the schema, the IR of a shipped game holding one, and its path."""
    found = {}
    for name in cardwright.variants():
        data = rules_to_json(rules_of(name))
        for path, term in terms_in(data):
            found.setdefault(term["term"], (name, path))
    return found


FOUND = one_of_each_term()


def at(data, path):
    for step in path:
        data = data[step]
    return data


def json_path(path):
    """``("zones", 0, "deal")`` as the core writes it: ``zones[0].deal``."""
    return "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in path)[1:]


def core_refusal(data):
    with pytest.raises(IRError) as caught:
        ir_echo(json.dumps(data))
    return caught.value


def expected_words(error):
    """The words serde lists after "expected one of" in ``error``'s message."""
    match = re.search(r"expected (?:one of )?(.*)$", error.message)
    assert match, error.message
    return set(re.findall(r"`([^`]*)`", match.group(1)))


def test_every_term_of_the_schema_is_in_a_shipped_game():
    assert set(FOUND) == set(SCHEMA)


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_the_core_reads_back_what_python_writes_defaults_and_all(name, options):
    rules = rules_of(name, **options)
    echoed = json.loads(ir_echo(json.dumps(rules_to_json(rules))))
    assert echoed == rules_to_json(rules, defaults=True)


@pytest.mark.parametrize("term", sorted(SCHEMA))
def test_the_core_has_the_fields_of_each_term_and_no_other(term):
    name, path = FOUND[term]
    data = rules_to_json(rules_of(name))
    at(data, path)["no_such_field"] = 1
    refused = core_refusal(data)
    assert "unknown field `no_such_field`" in refused.message
    # A relation's tag is read before its fields; the rules also carry the IR version.
    tag = set() if term in RELATIONS else {"term"}
    version = {"ir_version"} if term == "rules" else set()
    assert expected_words(refused) == tag | version | set(SCHEMA[term])


@pytest.mark.parametrize("term", sorted(SCHEMA))
def test_a_field_without_a_default_is_required_by_the_core_too(term):
    name, path = FOUND[term]
    for field, entry in SCHEMA[term].items():
        data = rules_to_json(rules_of(name), defaults=True)
        del at(data, path)[field]
        if "default" in entry:
            echoed = json.loads(ir_echo(json.dumps(data)))
            assert at(echoed, path)[field] == entry["default"], f"{term}.{field}"
        else:
            assert f"missing field `{field}`" in core_refusal(data).message, f"{term}.{field}"


WORDS = [
    (term, field, entry["type"])
    for term, fields in SCHEMA.items()
    for field, entry in fields.items()
    if isinstance(entry["type"], dict) and "one_of" in entry["type"]
]


@pytest.mark.parametrize(("term", "field", "kind"), WORDS, ids=[f"{t}.{f}" for t, f, _ in WORDS])
def test_the_core_knows_every_word_of_a_field_and_no_other(term, field, kind):
    name, path = FOUND[term]
    for word in kind["one_of"]:
        data = rules_to_json(rules_of(name), defaults=True)
        at(data, path)[field] = word
        assert at(json.loads(ir_echo(json.dumps(data))), path)[field] == word
    data = rules_to_json(rules_of(name))
    at(data, path)[field] = "no-such-word"
    refused = core_refusal(data)
    if term in RELATIONS:  # a relation is read whole: the core's path stops at it
        assert json_path((*path, field)).startswith(refused.path)
    else:
        assert refused.path == json_path((*path, field))
    assert "`no-such-word`" in refused.message
    assert expected_words(refused) == set(kind["one_of"])


def test_the_relation_terms_are_the_same_on_both_sides():
    data = rules_to_json(rules_of("klondike"))
    tableau = next(z for z in data["zones"] if z["name"] == "tableau")
    tableau["builds"] = {"term": "rank_leap", "steps": [1]}
    refused = core_refusal(data)
    assert "`rank_leap`" in refused.message
    assert expected_words(refused) == RELATIONS


def test_a_term_renamed_in_the_json_is_refused_by_the_core_naming_it():
    data = rules_to_json(rules_of("golf"))
    data["zones"][0]["deal"]["term"] = "deals"
    with pytest.raises(IRError, match="unknown variant `deals`, expected `deal`") as caught:
        NativeGame(json.dumps(data))
    assert caught.value.path == "zones[0].deal.term"
    assert str(caught.value).startswith("zones[0].deal.term: ")
