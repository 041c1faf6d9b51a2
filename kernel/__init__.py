"""Cardwright: a rules-as-data engine for solitaire card games.

>>> import cardwright
>>> game = cardwright.load("accordion")
>>> state = game.deal(seed=7)
>>> state = state.play("deal")
"""

from __future__ import annotations

from ._version import __version__
from .cards import Card
from .engine.game import Game
from .engine.loading import load
from .engine.moves import Move, Outcome
from .engine.records import Record
from .engine.state import State
from .engine.table import Submission, Table
from .errors import CardwrightError, IllegalMove, PositionTextError, StateError, VariantError
from .language.registry import variants
from .plugins import hookimpl
from .search.solver import SolveResult, solve

__all__ = [
    "Card",
    "CardwrightError",
    "Game",
    "IllegalMove",
    "Move",
    "Outcome",
    "PositionTextError",
    "Record",
    "SolveResult",
    "State",
    "StateError",
    "Submission",
    "Table",
    "VariantError",
    "__version__",
    "hookimpl",
    "load",
    "solve",
    "variants",
]
