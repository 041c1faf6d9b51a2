"""docs/pysolfc_families.py, the table behind docs/games.md's "PySolFC families", stays true."""

import importlib.util
import re
from pathlib import Path

import pytest

import cardwright

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _table():
    spec = importlib.util.spec_from_file_location("pysolfc_families", DOCS / "pysolfc_families.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TABLE = _table()


def test_every_listed_game_ships():
    missing = sorted(set(TABLE.GAMES) - set(cardwright.variants()))
    assert not missing, missing


def test_a_variant_citing_a_pysolfc_class_is_listed_with_that_class():
    """A file whose `source` names "class X" plays PySolFC's game X: the table says so."""
    wrong = []
    for name in cardwright.variants():
        cited = re.search(r"class (\w+)", cardwright.load(name).rules.source or "")
        if cited and TABLE.GAMES.get(name, ("not listed",))[0] != cited[1]:
            wrong.append((name, cited[1], TABLE.GAMES.get(name, ("not listed",))[0]))
    assert not wrong, wrong


def test_every_family_of_one_or_two_standard_decks_has_at_least_two_games():
    """Issue 28: two different PySolFC games of each in-scope family ship."""
    games: dict[str, set[str]] = {family.title: set() for family in TABLE.IN_SCOPE}
    for cls, family in TABLE.GAMES.values():
        games[family.title].add(cls)
    short = {title: sorted(classes) for title, classes in games.items() if len(classes) < 2}
    assert not short, short


def test_each_family_is_in_scope_or_out_of_scope_with_a_reason():
    in_scope = {family.title for family in TABLE.IN_SCOPE}
    out = [title for titles, _ in TABLE.OUT_OF_SCOPE for title in titles.split(", ")]
    assert not in_scope & set(out)
    assert len(out) == len(set(out))
    assert all(reason for _, reason in TABLE.OUT_OF_SCOPE)
    assert {family for _, family in TABLE.GAMES.values()} <= set(TABLE.IN_SCOPE)


@pytest.mark.parametrize(
    ("family", "decks"), [("ONE_DECK", 1), ("TWO_DECK", 2)], ids=["one-deck", "two-deck"]
)
def test_the_deck_count_families_hold_games_of_that_many_decks(family, decks):
    names = [name for name, (_, fam) in TABLE.GAMES.items() if fam == getattr(TABLE, family)]
    assert names
    assert {name: cardwright.load(name).rules.decks for name in names} == dict.fromkeys(
        names, decks
    )


def test_games_md_shows_the_families_with_their_counts():
    text = (DOCS / "games.md").read_text("utf-8")
    section = text.split("## PySolFC families", 1)[1].split("\n## ", 1)[0]
    for family in TABLE.IN_SCOPE:
        ours = [cls for cls, fam in TABLE.GAMES.values() if fam == family]
        assert f"| {family.title} | {len(set(ours))} | {len(ours)} |" in section
    for titles, reason in TABLE.OUT_OF_SCOPE:
        assert f"- **{titles}**: {reason}." in section
