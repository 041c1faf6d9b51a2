"""A generic solver for single-player variants: depth-first search over the public rules.

It knows nothing of any game: it asks a state for its legal moves, plays them, and remembers the
positions it has searched in a transposition table keyed canonically (positions that differ only
by the order of interchangeable piles are one). It plays "thoughtful" solitaire: face-down and
stock cards are known to it (perfect information).

Statuses: ``won`` (with the moves, which replay to a won position), ``unwinnable`` (every
reachable position was searched: a proof), ``unknown`` (a time, node or memory limit stopped it).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from typing import Literal

import attrs

from .engine import Move, State, _condition_holds
from .errors import CardwrightError
from .outcome import canonical

Status = Literal["won", "unwinnable", "unknown"]

# A rough size of one remembered position (the key tuple and the dict slot), for memory_limit.
_BYTES_PER_ENTRY = 400


@attrs.frozen
class SolveResult:
    status: Status
    moves: tuple[Move, ...]
    nodes: int
    seconds: float
    peak_table: int
    reason: str = ""

    @property
    def notation(self) -> list[str]:
        return [str(m) for m in self.moves]


def is_won(state: State) -> bool:
    """The variant's ``won when`` conditions, without the (slower) end-of-game searches."""
    game = state.game
    return all(_condition_holds(game, state, c, 0) for c in game.rules.won)


def _ordered(state: State, moves: list[Move]) -> list[Move]:
    """Foundation moves first, then moves that turn up a card, then other card moves, then
    stock actions."""
    game = state.game

    def rank(move: Move) -> int:
        if move.action is not None:
            return 3
        assert move.target is not None
        if game.zones[move.target[0]].spec.kind == "foundation":
            return 0
        pile = state.piles(move.source[0], move.player)[move.source[1]]
        if len(pile) > move.count and not pile[-move.count - 1].face_up:
            return 1
        return 2

    return sorted(moves, key=rank)


def solve(
    state: State,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    memory_limit: int | None = None,
) -> SolveResult:
    """Search for a sequence of moves that wins from ``state``.

    ``time_limit`` in seconds, ``node_limit`` in positions expanded, ``memory_limit`` in bytes
    for the transposition table (which is cleared when it would grow past it: the search stays
    correct, only slower, and a later "unwinnable" is then reported as "unknown").
    """
    game = state.game
    if game.players != 1:
        raise CardwrightError(
            f"the solver plays one-player games; {game.title} has {game.players} players"
        )
    started = time.monotonic()
    deadline = None if time_limit is None else started + time_limit
    capacity = None if memory_limit is None else max(1, memory_limit // _BYTES_PER_ENTRY)
    seen: set[object] = set()
    evicted = False
    nodes = 0
    peak = 0
    if is_won(state):
        return SolveResult("won", (), 0, 0.0, 0)

    # Iterative depth-first search: a stack of (state, remaining moves) frames.
    path: list[Move] = []
    on_path: set[object] = {canonical(state)}
    stack: list[tuple[State, Iterator[Move], object]] = [
        (state, iter(_ordered(state, state.legal_moves())), canonical(state))
    ]
    seen.add(canonical(state))
    while stack:
        current, moves, key = stack[-1]
        move = next(moves, None)
        if move is None:
            stack.pop()
            on_path.discard(key)
            if path:
                path.pop()
            continue
        nodes += 1
        if node_limit is not None and nodes > node_limit:
            return _unknown(nodes, started, peak, "node limit reached")
        if deadline is not None and nodes % 256 == 0 and time.monotonic() > deadline:
            return _unknown(nodes, started, peak, "time limit reached")
        following = game.apply(current, move)
        if is_won(following):
            path.append(move)
            return SolveResult("won", tuple(path), nodes, time.monotonic() - started, peak)
        child_key = canonical(following)
        if child_key in seen or child_key in on_path:
            continue
        if capacity is not None and len(seen) >= capacity:
            seen.clear()  # eviction: forget everything but the current path
            seen.update(on_path)
            evicted = True
        seen.add(child_key)
        peak = max(peak, len(seen))
        path.append(move)
        on_path.add(child_key)
        stack.append((following, iter(_ordered(following, following.legal_moves())), child_key))
    seconds = time.monotonic() - started
    if evicted:
        return SolveResult(
            "unknown", (), nodes, seconds, peak, "searched everything, but positions were forgotten"
        )
    return SolveResult("unwinnable", (), nodes, seconds, peak, "every reachable position searched")


def _unknown(nodes: int, started: float, peak: int, reason: str) -> SolveResult:
    return SolveResult("unknown", (), nodes, time.monotonic() - started, peak, reason)


def table_bytes(result: SolveResult) -> int:
    """An estimate of the transposition table's peak size in bytes."""
    return result.peak_table * _BYTES_PER_ENTRY + sys.getsizeof(set())
