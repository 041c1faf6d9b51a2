"""Computer players for live tables: a policy (chosen by name among those installed plugins
offer, see ``cardwright_policies``) played on its own clock at a configurable speed."""

from __future__ import annotations

import asyncio
import threading
import time

from ..engine.moves import Move
from ..engine.outcome import progress_path
from ..engine.state import State
from ..engine.table import Submission, Table
from ..errors import CardwrightError
from ..plugins import Policy, policies
from ..text import suggest


def greedy(state: State, player: int, *, deadline: float | None = None) -> Move | None:
    """Foundation moves first, then moves that turn up a face-down card, then cards from the
    waste. Otherwise the first step of the shortest way to progress (often: turn the stock); and
    when no way exists, wait (None) instead of cycling the stock for ever. ``deadline`` (a
    ``time.monotonic()`` value) stops that search: then the best-valued move, or the first
    legal one when none has a value (progress was not ruled out, so it is no time to wait)."""
    best = _best(state, player)
    if best is not None and best[0] >= OBVIOUS:
        return best[1]
    path = progress_path(state, player, limit=GREEDY_SEARCH_LIMIT, deadline=deadline)
    if path:
        return path[0]
    if path is None:
        # Blocked: nothing this player does can make progress. Wait, unless another player is
        # waiting for us (turn-based play): then pass the turn with a stock action.
        waiting = any(
            not state.legal_moves(other) for other in range(state.game.players) if other != player
        )
        if waiting:
            return next((m for m in state.legal_moves(player) if m.action is not None), None)
        return None
    # The search stopped (limit or clock) before ruling progress out: a move, not a wait.
    if best is not None:
        return best[1]
    return next(iter(state.legal_moves(player)), None)


GREEDY_SEARCH_LIMIT = 20_000
OBVIOUS = 30  # a move valued this much (a foundation move, turning a card up) is played at once


def obvious_move(state: State, player: int) -> Move | None:
    """The greedy policy's move when it needs no search: the best foundation move, or move that
    turns up a face-down card, or card from the waste; None when there is none."""
    best = _best(state, player)
    return best[1] if best is not None and best[0] >= OBVIOUS else None


def _best(state: State, player: int) -> tuple[int, Move] | None:
    best: tuple[int, Move] | None = None
    for move in state.legal_moves(player):
        value = _value(state, move)
        if value is not None and (best is None or value > best[0]):
            best = (value, move)
    return best


def _value(state: State, move: Move) -> int | None:
    game = state.game
    source = game.zones[move.source[0]].spec
    if move.action is not None:
        return 10 if source.kind == "stock" else 5
    assert move.target is not None
    target = game.zones[move.target[0]].spec
    pile = state.piles(move.source[0], move.player)[move.source[1]]
    reveals = len(pile) > move.count and not pile[-move.count - 1].face_up
    if target.kind == "foundation":
        return 100 + (20 if reveals else 0)
    if reveals:
        return 50
    if source.kind == "waste":
        return 30
    return None


class Opponent:
    """Plays ``player``'s moves on ``table`` with ``policy``, ``speed`` moves per second."""

    def __init__(
        self, table: Table, player: int, *, policy: str = "greedy", speed: float = 1.0
    ) -> None:
        known = policies()
        if policy not in known:
            raise CardwrightError(
                f"unknown policy '{policy}'{suggest(policy, known)} (installed: {', '.join(known)})"
            )
        if speed <= 0:
            raise CardwrightError("speed is in moves per second and must be above 0")
        self.table = table
        self.player = player
        self.speed = speed
        self.choose: Policy = known[policy]
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def choose_move(self, state: State | None = None) -> Move | None:
        """The policy's move in ``state`` (the table's position by default), without playing it:
        a frontend may choose in a worker thread and submit on its own loop."""
        return self.choose(self.table.state if state is None else state, self.player)

    def step(self) -> Submission | None:
        """Choose and submit one move now (None when the policy waits or the game is over)."""
        if self.table.outcome is not None:
            return None
        move = self.choose_move()
        if move is None:
            return None
        return self.table.submit(self.player, move)

    # -- on its own clock: a thread ---------------------------------------------------------
    def start(self) -> None:
        if self._thread is not None:
            raise CardwrightError("this opponent is already playing")
        self._stop.clear()
        self._thread = threading.Thread(
            target=self._run, name=f"cardwright-opponent-{self.player + 1}", daemon=True
        )
        self._thread.start()

    def stop(self, timeout: float | None = 5.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _run(self) -> None:
        while not self._stop.wait(1.0 / self.speed):
            if self.table.outcome is not None:
                return
            self.step()

    # -- or as an asyncio task --------------------------------------------------------------
    async def play(self) -> None:
        """Play until the game ends or the task is cancelled."""
        while self.table.outcome is None:
            await asyncio.sleep(1.0 / self.speed)
            self.step()


def play_out(table: Table, *, policy: str = "greedy", max_moves: int = 10_000) -> int:
    """Let every player of ``table`` play ``policy`` in turn, as fast as possible, until the game
    ends, nobody moves, or ``max_moves``; returns the number of accepted moves."""
    players = [Opponent(table, p, policy=policy) for p in range(table.game.players)]
    accepted = 0
    started = time.monotonic()
    del started
    while accepted < max_moves and table.outcome is None:
        moved = False
        for opponent in players:
            result = opponent.step()
            if result is not None and result.status == "accepted":
                accepted += 1
                moved = True
        if not moved:
            break
    return accepted
