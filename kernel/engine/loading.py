"""Loading a game: a variant found by the language layer, compiled with its options."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from ..language import Definition
from ..language.registry import find, lineage, rules_for
from .game import Game
from .native import chosen_engine


def load(name_or_path: str | Path, *, engine: str | None = None, **options: Any) -> Game:
    """Load a variant by name, alias or path to a file, with options (``draw=1``).
    ``engine``: ``"auto"`` (the default, or ``$CARDWRIGHT_ENGINE``), ``"native"`` or
    ``"python"`` (docs/native.md)."""
    found = find(name_or_path)
    choice = chosen_engine(engine)
    return _load_cached(found, tuple(sorted(options.items(), key=lambda kv: kv[0])), choice)


def _load_cached(found: Definition, options: tuple[tuple[str, Any], ...], engine: str) -> Game:
    try:
        hash((found, options))
    except TypeError:  # an unhashable option value: compiled afresh (and rejected by the checks)
        return _game(found, dict(options), engine)
    return _cached_game(found, options, engine)


@cache
def _cached_game(found: Definition, options: tuple[tuple[str, Any], ...], engine: str) -> Game:
    return _game(found, dict(options), engine)


def _game(found: Definition, options: dict[str, Any], engine: str) -> Game:
    game = Game(rules_for(found, options), engine=engine)
    game.definitions = lineage(found)  # the files it came from, for record digests
    return game
