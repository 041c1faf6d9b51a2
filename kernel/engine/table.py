"""A live table: moves from several players arrive as they happen and are applied one at a time.

The rules decide what is legal in a position; the table decides *order*. It serialises
submissions under a lock, so two threads or two asyncio tasks can submit at once without a card
ever being lost or duplicated. When a move fails because an opponent's move just changed the
pile it aimed at, the table says so ("5♥ was beaten to foundation 3 by player 2"). When the two
placements are closer in time than ``tie_window`` (a doubt: nobody can tell who was first),
both are undone — the card already placed goes back where it came from — and both players are
told. Every submission is recorded, so a game replays exactly (see docs/embedding.md).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Literal

import attrs

from ..errors import IllegalMove, StateError
from .moves import Move, Outcome, shape_problem
from .state import State

if TYPE_CHECKING:
    from .game import Game

Status = Literal["accepted", "rejected", "doubt"]


@attrs.frozen
class Submission:
    """One submitted move and what became of it. ``undid`` is the ``seq`` of the earlier move
    a doubt undid; ``told`` the players who are notified."""

    seq: int
    player: int
    move: str
    timestamp: float
    status: Status
    reason: str = ""
    undid: int | None = None
    told: tuple[int, ...] = ()
    # The submitted Move's fields when a Move object (not text) was submitted: notation is
    # relative to the position, a stale Move object is not, and a replay must see the same.
    exact: tuple[Any, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        data = attrs.asdict(self, recurse=False) | {"told": list(self.told)}
        if self.exact is None:
            del data["exact"]
        else:
            data["exact"] = list(self.exact)
        return data


@attrs.frozen
class _Placed:
    """An accepted move, with the state before it (for conflict checks)."""

    seq: int
    player: int
    move: Move
    timestamp: float
    before: State
    after: State


Listener = Callable[[Submission], None]


class Table:
    """A live game of a variant, for any number of players; create with ``game.table(seed=...)``."""

    def __init__(
        self,
        state: State,
        *,
        tie_window: float = 0.05,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if tie_window < 0:
            raise ValueError("tie_window cannot be negative")
        self.game: Game = state.game
        self.start = state
        self.tie_window = tie_window
        self._clock = clock
        self._state = state
        self._lock = threading.RLock()
        self._placed: list[_Placed] = []
        self._record: list[Submission] = []
        self._listeners: list[Listener] = []
        self._seq = 0

    # -- reading (safe at any time) -----------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def outcome(self) -> Outcome | None:
        return self._state.outcome

    @property
    def record(self) -> list[Submission]:
        with self._lock:
            return list(self._record)

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(submission)`` after every submission (outside the table's lock)."""
        self._listeners.append(listener)

    # -- submitting ---------------------------------------------------------------------------
    def submit(self, player: int, move: Move | str, timestamp: float | None = None) -> Submission:
        """Apply ``move`` for ``player`` if it is legal now; else say why. Thread-safe."""
        with self._lock:
            result = self._submit(player, move, self._clock() if timestamp is None else timestamp)
            if isinstance(move, Move):
                result = attrs.evolve(result, exact=_exact(move))
            self._record.append(result)
        for listener in list(self._listeners):
            listener(result)
        return result

    async def asubmit(
        self, player: int, move: Move | str, timestamp: float | None = None
    ) -> Submission:
        """:meth:`submit` for asyncio code (the critical section is short and never waits)."""
        return self.submit(player, move, timestamp)

    def _submit(self, player: int, move: Move | str, timestamp: float) -> Submission:
        self._seq += 1
        seq = self._seq
        problem = None if isinstance(move, str) else shape_problem(move)
        text = move if isinstance(move, str) else str(move)
        everyone = tuple(range(self.game.players))

        def rejected(reason: str, told: tuple[int, ...] = (player,)) -> Submission:
            return Submission(seq, player, text, timestamp, "rejected", reason, None, told)

        if problem is not None:
            return rejected(f"not a well-formed move: {problem}")
        if not 0 <= player < self.game.players:
            return rejected(f"there is no player {player + 1}")
        if self._state.outcome is not None:
            return rejected(f"the game is over: {self._state.outcome.reason}")
        try:
            parsed = self._state.parse_move(text, player) if isinstance(move, str) else move
        except IllegalMove as error:
            return rejected(error.reason)
        if parsed.player != player:
            return rejected(f"that move is player {parsed.player + 1}'s, not player {player + 1}'s")
        try:
            following = self._state.play(parsed, player)
        except IllegalMove as error:
            rival = self._beaten_by(parsed, player)
            if rival is None:
                return rejected(error.reason)
            text = str(parsed)
            card = self._moving_card(parsed)
            target = parsed.target
            assert target is not None
            where = f"{target[0]} {target[1] + 1}"
            if abs(timestamp - rival.timestamp) < self.tie_window and self._revertible(rival):
                theirs = rival.before.piles(rival.move.source[0], rival.player)[
                    rival.move.source[1]
                ][-rival.move.count].symbol
                self._undo(rival)
                reason = (
                    f"doubt: player {rival.player + 1}'s {theirs} and player {player + 1}'s {card} "
                    f"reached {where} within {self.tie_window:g} s; both moves are undone and "
                    f"{theirs} goes back to player {rival.player + 1}'s {rival.move.source[0]}"
                )
                return Submission(
                    seq, player, text, timestamp, "doubt", reason, rival.seq, everyone
                )
            return rejected(f"{card} was beaten to {where} by player {rival.player + 1}")
        self._placed.append(_Placed(seq, player, parsed, timestamp, self._state, following))
        self._state = following
        return Submission(seq, player, str(parsed), timestamp, "accepted", "", None, (player,))

    def _moving_card(self, move: Move) -> str:
        pile = self._state.piles(move.source[0], move.player)[move.source[1]]
        if len(pile) >= move.count:
            return pile[-move.count].symbol
        return str(move)

    def _beaten_by(self, move: Move | None, player: int) -> _Placed | None:
        """The latest opponent move onto the pile ``move`` aims at, if undoing its effect on that
        pile would make ``move`` legal."""
        if move is None or move.target is None or move.action is not None:
            return None
        zone, index = move.target
        runtime = self.game.zones.get(zone)
        if runtime is None or runtime.spec.per_player:
            return None  # only shared piles can be contested
        for placed in reversed(self._placed):
            if placed.move.target != move.target:
                continue
            if placed.player == player:
                return None  # the pile last changed by this player's own move
            instance = self.game.instance(zone, None)
            earlier_pile = placed.before.zones[instance][index]
            zones = list(self._state.zones)
            piles = list(zones[instance])
            piles[index] = earlier_pile
            zones[instance] = tuple(piles)
            # Whose turn it was then: in turn-based play the opponent's move came in their own
            # turn, so this move was not possible at the same time and nothing was beaten.
            hypothetical = State(self.game, tuple(zones), self._state.redeals, placed.before.turn)
            try:
                hypothetical.play(move, player)
            except IllegalMove:
                return None
            return placed
        return None

    def _revertible(self, placed: _Placed) -> bool:
        """Whether ``placed``'s cards can go back: they are still on top of the target pile and
        the pile they came from is as the move left it (nobody has built on it since)."""
        move = placed.move
        assert move.target is not None
        zone, index = move.target
        pile = self._state.piles(zone, move.player)[index]
        moved = placed.before.piles(move.source[0], move.player)[move.source[1]][-move.count :]
        if tuple(pile[-move.count :]) != tuple(moved):
            return False
        source_now = self._state.piles(move.source[0], move.player)
        source_then = placed.after.piles(move.source[0], move.player)
        return (
            len(source_now) == len(source_then)
            and source_now[move.source[1]] == source_then[move.source[1]]
        )

    def _undo(self, placed: _Placed) -> None:
        """Send the cards of an accepted move back where they came from (a doubt); the caller
        has checked with :meth:`_revertible` that they can go."""
        self._state = _transfer_back(self._state, placed.move)
        self._placed.remove(placed)

    # -- replay ---------------------------------------------------------------------------------
    def record_dict(self) -> dict[str, Any]:
        """The start position and every submission, JSON-safe; :func:`replay` rebuilds the table."""
        with self._lock:
            return {
                "start": self.start.to_dict(),
                "tie_window": self.tie_window,
                "submissions": [s.to_dict() for s in self._record],
            }


def _exact(move: Move) -> tuple[Any, ...]:
    target = move.target or (None, None)
    return (move.player, *move.source, *target, move.count, move.action)


def _from_exact(exact: Any) -> Move:
    player, zone, index, target_zone, target_index, count, action = exact
    target = None if target_zone is None else (str(target_zone), int(target_index))
    return Move(int(player), (str(zone), int(index)), target, int(count), action)


def _transfer_back(state: State, move: Move) -> State:
    """The state with ``move``'s cards put back on its source pile, as they were (no automatic
    rules: a card turned up by the move stays face up)."""
    assert move.target is not None
    game = state.game
    t_inst = game.instance(move.target[0], move.player)
    s_inst = game.instance(move.source[0], move.player)
    zones = list(state.zones)
    target_piles = list(zones[t_inst])
    cards = target_piles[move.target[1]][-move.count :]
    target_piles[move.target[1]] = target_piles[move.target[1]][: -move.count]
    zones[t_inst] = tuple(target_piles)
    source_piles = list(zones[s_inst])
    source_piles[move.source[1]] = source_piles[move.source[1]] + cards
    zones[s_inst] = tuple(source_piles)
    return State(game, tuple(zones), state.redeals, state.turn)


def replay(game: Game, record: Mapping[str, Any]) -> Table:
    """A table rebuilt from :meth:`Table.record_dict`: every submission applied again in order,
    with the same outcome each time (a mismatch is a :class:`StateError`)."""
    try:
        start = game.from_dict(record["start"])
        submissions = record["submissions"]
        tie_window = float(record.get("tie_window", 0.05))
    except (KeyError, TypeError, ValueError) as error:
        raise StateError(f"not a table record: {error}") from None
    table = Table(start, tie_window=tie_window)
    for index, entry in enumerate(submissions):
        try:
            exact = entry.get("exact")
            move: Move | str = _from_exact(exact) if exact is not None else str(entry["move"])
            result = table.submit(int(entry["player"]), move, float(entry["timestamp"]))
        except (KeyError, TypeError, ValueError) as error:
            raise StateError(
                f"submission {index + 1} of the record is malformed: {error}"
            ) from None
        if result.status != entry.get("status"):
            raise StateError(
                f"submission {index + 1} ({entry.get('move')!r}) was {entry.get('status')} in the "
                f"record but is {result.status} on replay: the record and the rules differ"
            )
    return table
