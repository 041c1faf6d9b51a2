"""Moves, outcomes and piles: the small values every layer above the rules passes around."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, NamedTuple

import attrs

from ..cards import Card

Pile = tuple[Card, ...]
Piles = tuple[Pile, ...]

# ---------------------------------------------------------------------------------------------
# Moves and outcomes


class Move(NamedTuple):
    """A move. ``source`` and ``target`` are ``(zone, index)`` with 0-based pile indices;
    ``target`` is ``None`` for actions without one. ``action`` names a stock action.
    ``str(move)`` is its notation (docs/notation.md). A named tuple: immutable, hashable and
    cheap to build, since move generation makes many of them."""

    player: int
    source: tuple[str, int]
    target: tuple[str, int] | None
    count: int = 1  # type: ignore[assignment]  # shadows tuple.count on purpose: the API names it so
    action: str | None = None

    def __str__(self) -> str:
        prefix = f"p{self.player + 1} " if self.player else ""
        if self.action is not None:
            return prefix + self.action
        zone, index = self.source
        text = f"{prefix}{zone}{index + 1}"
        if self.count > 1:
            text += f":{self.count}"
        assert self.target is not None
        return f"{text}>{self.target[0]}{self.target[1] + 1}"


@attrs.frozen
class Outcome:
    """How a finished game ended. ``result`` is ``"won"``, ``"lost"``, ``"stuck"`` or ``"draw"``;
    ``scores`` maps each player (0-based) to the variant's score; ``reason`` is for people."""

    result: Literal["won", "lost", "stuck", "draw"]
    winner: int | None
    scores: Mapping[int, int] = attrs.field(hash=False)
    reason: str = ""


# ---------------------------------------------------------------------------------------------
# Compiled zones
