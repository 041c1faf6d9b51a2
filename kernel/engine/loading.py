"""Loading a game: a variant found by the language layer, compiled with its options."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from ..language.registry import find, lineage, rules_for
from ..language.source import Definition
from .game import Game


def load(name_or_path: str | Path, **options: Any) -> Game:
    """Load a variant by name, alias or path to a file, with options (``draw=1``)."""
    found = find(name_or_path)
    return _load_cached(found, tuple(sorted(options.items(), key=lambda kv: kv[0])))


def _load_cached(found: Definition, options: tuple[tuple[str, Any], ...]) -> Game:
    try:
        hash((found, options))
    except TypeError:  # an unhashable option value: compiled afresh (and rejected by the checks)
        return _game(found, dict(options))
    return _cached_game(found, options)


@cache
def _cached_game(found: Definition, options: tuple[tuple[str, Any], ...]) -> Game:
    return _game(found, dict(options))


def _game(found: Definition, options: dict[str, Any]) -> Game:
    game = Game(rules_for(found, options))
    game.definitions = lineage(found)  # the files it came from, for record digests
    return game
