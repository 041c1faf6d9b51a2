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
        if shape_problem(self) is not None:
            return repr(self)  # a move built by hand with fields of the wrong kind: no notation
        zone, index = self.source
        text = f"{prefix}{zone}{index + 1}"
        if self.count > 1:
            text += f":{self.count}"
        assert self.target is not None
        return f"{text}>{self.target[0]}{self.target[1] + 1}"


class Draw(Move):
    """A ``draw`` action's move (``action merci: play one buried card from tableau``): the card
    ``count`` places from the top of pile ``source`` (2: the one under the top card) is played
    onto ``target``. Equal to the :class:`Move` of the same fields; only its text differs:
    ``merci tableau3@2>foundation1`` (docs/notation.md)."""

    __slots__ = ()

    def __str__(self) -> str:
        prefix = f"p{self.player + 1} " if self.player else ""
        if shape_problem(self) is not None or self.target is None:
            return repr(self)
        zone, index = self.source
        target_zone, target_index = self.target
        return (
            f"{prefix}{self.action} {zone}{index + 1}@{self.count}>{target_zone}{target_index + 1}"
        )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_place(value: object) -> bool:
    """A ``(zone, pile index)`` pair."""
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and isinstance(value[0], str)
        and _is_int(value[1])
    )


def shape_problem(move: Move) -> str | None:
    """What is wrong with the fields of a :class:`Move` built by hand (None: nothing)."""
    fields: tuple[object, ...] = tuple(move)  # read as given, whatever the annotations say
    player, source, target, count, action = fields
    if not _is_int(player):
        return f"player is {player!r}, not a player number"
    if not _is_place(source):
        return f"source is {source!r}, not a (zone, pile index) pair"
    if target is not None and not _is_place(target):
        return f"target is {target!r}, not None or a (zone, pile index) pair"
    if not _is_int(count) or count < 1:  # type: ignore[operator]
        return f"count is {count!r}, not a number of cards of 1 or more"
    if action is not None and not isinstance(action, str):
        return f"action is {action!r}, not None or an action name"
    if action is None and target is None:
        return "a move that is not an action needs a target"
    return None


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
