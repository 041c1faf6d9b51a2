"""Cardwright: a rules-as-data engine for solitaire card games.

>>> import cardwright
>>> game = cardwright.load("accordion")
>>> state = game.deal(seed=7)
>>> state = state.play("deal")
"""

from __future__ import annotations

from .cards import Card
from .engine import Game, Move, Outcome, State
from .errors import CardwrightError, IllegalMove, StateError, VariantError
from .plugins import hookimpl
from .records import Record
from .registry import load, variants
from .solver import SolveResult, solve
from .table import Submission, Table

__version__ = "0.1.0"

__all__ = [
    "Card",
    "CardwrightError",
    "Game",
    "IllegalMove",
    "Move",
    "Outcome",
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
