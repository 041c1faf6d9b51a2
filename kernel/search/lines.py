"""Winning lines a player can follow (docs/solver.md, "Lines a player can follow").

A depth-first search wins with the line it happened to be on, which in games of many
reversible moves wanders for hundreds of thousands of moves. ``shortened`` cuts the line's
loops (a position met twice: the moves between go) and detours (a later position of the line
reached from an earlier one in fewer moves: one move looked ahead from every position of the
line; the native core looks two ahead too) as the shortest way over the line's positions. The
native core then also searches afresh for a shorter win (a weighted A* from the deal that
follows the known line from wherever it meets it: kernel/native/src/engine/short_win.rs). The
result is never longer than the line and still wins.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..engine.moves import Move
from ..engine.native import from_move, to_move, to_native
from ..engine.state import State


def shortened(state: State, line: Sequence[Move], deadline: float | None = None) -> list[Move]:
    """``line``, a winning line from ``state``, with its loops and detours cut by
    ``deadline`` (time.monotonic): what is cut by then is kept. On the native core when the
    game runs there."""
    core = state.game.native
    if core is not None:
        seconds = None if deadline is None else max(0.0, deadline - time.monotonic())
        root = to_native(core, state.zones, state.redeals)
        found = core.shortened(root, [from_move(core, move) for move in line], seconds)
        return [to_move(core, move) for move in found]
    return _shortened(state, list(line), deadline)


def _shortened(state: State, line: list[Move], deadline: float | None = None) -> list[Move]:
    """The Python engine's pass: the shortest way through the positions of ``line``, its own
    moves and every legal move from one of its positions to a later one or to a won position."""
    from .solver import is_won  # the solver imports this module

    game = state.game
    positions = [state]
    for move in line:
        positions.append(game.apply(positions[-1], move))
    end = len(line)
    last = {position: i for i, position in enumerate(positions)}  # the last place of each
    dist = list(range(end + 1))
    via: list[tuple[int, list[Move]]] = [(i - 1, line[i - 1 : i]) for i in range(end + 1)]

    def relax(i: int, j: int, moves: list[Move]) -> None:
        if j > i and dist[i] + len(moves) < dist[j]:
            dist[j] = dist[i] + len(moves)
            via[j] = (i, moves)

    for i, position in enumerate(positions[:-1]):
        relax(i, i + 1, line[i : i + 1])
        if deadline is not None and time.monotonic() > deadline:
            continue  # only the line's own moves from here
        relax(i, last[position], [])
        for move in position.legal_moves(0):
            reached = game.apply(position, move)
            j = end if is_won(reached) else last.get(reached)
            if j is not None:
                relax(i, j, [move])
    pieces: list[list[Move]] = []
    at = end
    while at > 0:
        at, moves = via[at]
        pieces.append(moves)
    return [move for moves in reversed(pieces) for move in moves]
