"""The engine protocol (docs/protocol.md): JSON requests in, JSON replies and events out.

Transport-agnostic: a :class:`Session` is one client (a pipe, a WebSocket); it reads one request
at a time and answers through an ``emit`` callback. A :class:`Hub` holds the multi-player tables
that the sessions of one server share, so two clients can sit at one table.

Hidden information: the only position ever sent is a player's view (``State.view``), and no
other message names a face-down card (see "Hidden information" in docs/protocol.md).
"""

from __future__ import annotations

import hmac
import json
import logging
import re
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any, BinaryIO, NoReturn

import attrs

from .._version import __version__
from ..engine.game import Game
from ..engine.loading import load
from ..engine.moves import Move, Outcome
from ..engine.position import read_header
from ..engine.records import Record, RecordedMove
from ..engine.state import State
from ..engine.table import Submission, Table
from ..errors import CardwrightError, IllegalMove, StateError, VariantError
from ..files import unique_keys
from ..language.registry import definition, unavailable, variants
from ..limits import NODE_LIMIT, SEED, Bound
from ..plugins import policies
from ..rules import coerce_option
from ..search.opponent import Opponent
from ..search.safety import safe_moves
from ..search.solver import hint, solve
from ..text import suggest
from ..words.describe import describe

PROTOCOL_VERSION = 1

Message = dict[str, Any]
Emit = Callable[[Message], None]

log = logging.getLogger(__name__)

MAX_ID_LENGTH = 100
MAX_SPEED = 50.0  # computer moves per second: faster is no game, and only costs CPU
HINT_SECONDS = 1.0  # the solver's time for a hint; then the greedy policy answers
DEFAULT_SOLVE_SECONDS = 5.0

# The fields each request may have (besides "type" and "id"): name -> (JSON kind, required).
_FIELDS: dict[str, dict[str, tuple[str, bool]]] = {
    "hello": {"protocol": ("integer", False)},
    "variants": {},
    "describe": {"variant": ("string", False), "options": ("object", False)},
    "load": {"variant": ("string", True), "options": ("object", False), "seats": ("array", False)},
    "new": {"seed": ("integer", False), "wait": ("boolean", False)},
    "state": {},
    "moves": {},
    "play": {"move": ("string", True)},
    "undo": {},
    "redo": {},
    "hint": {"time_limit": ("number", False)},
    "safe": {},
    "solve": {"time_limit": ("number", False), "node_limit": ("integer", False)},
    "record": {"action": ("string", False), "record": ("object", False)},
    "position": {"text": ("string", False)},
    "join": {"table": ("string", True), "token": ("string", True)},
    "start": {},
    "quit": {},
}
COMMANDS = tuple(_FIELDS)


class ProtocolError(Exception):
    """A request that fails: becomes an ``error`` reply with ``code``."""

    def __init__(self, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.extra = extra


def error(request_id: Any, code: str, message: str, **extra: Any) -> Message:
    """An error message (also for a transport's own errors, such as ``rate-limited``)."""
    extra = {k: _clean(v) if isinstance(v, str) else v for k, v in extra.items()}
    return {
        "id": _clean_id(request_id),
        "type": "error",
        "code": code,
        "message": _clean(message),
    } | extra


def _clean(text: str) -> str:
    """``text`` with lone surrogates (valid in JSON input, not in UTF-8 output) replaced: error
    messages echo what the client sent."""
    return text.encode("utf-8", "replace").decode("utf-8")


def _clean_id(value: Any) -> Any:
    return _clean(value) if isinstance(value, str) else value


def _fail(code: str, message: str, **extra: Any) -> NoReturn:
    raise ProtocolError(code, message, **extra)


# ---------------------------------------------------------------------------------------------
# Reading requests


def _kind_ok(value: Any, kind: str) -> bool:
    if isinstance(value, bool):  # JSON true/false are not numbers, although Python says so
        return kind == "boolean"
    return {
        "string": isinstance(value, str),
        "integer": isinstance(value, int),
        "number": isinstance(value, int | float),
        "object": isinstance(value, dict),
        "array": isinstance(value, list),
    }[kind]


def _valid_id(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, str):
        return len(value) <= MAX_ID_LENGTH
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= 2**53


def _check_fields(request: Mapping[str, Any]) -> str:
    """The request's command, after checking every field; else a ProtocolError."""
    kind = request.get("type")
    if kind is None:
        _fail("bad-request", 'a request needs "type", the command (for example "hello")')
    if not isinstance(kind, str):
        _fail("bad-request", f'"type" must be a string, not {_json_kind(kind)}')
    fields = _FIELDS.get(kind)
    if fields is None:
        _fail(
            "unknown-command",
            f"unknown command {kind[:40]!r}{suggest(kind, COMMANDS)} (commands: {', '.join(COMMANDS)})",
        )
    unknown = sorted(set(request) - set(fields) - {"type", "id"})
    if unknown:
        names = ", ".join(repr(name[:40]) for name in unknown[:5])
        allowed = ", ".join(fields) or "none"
        _fail("bad-request", f"unknown field(s) for {kind!r}: {names} (its fields: {allowed})")
    for name, (wanted, required) in fields.items():
        if name not in request:
            if required:
                _fail("bad-request", f"{kind!r} needs the field {name!r} ({wanted})")
            continue
        value = request[name]
        if not _kind_ok(value, wanted):
            _fail("bad-request", f"field {name!r} must be {wanted}, not {_json_kind(value)}")
    return kind


def _within(request: Mapping[str, Any], name: str, bound: Bound) -> Any:
    """The request's field ``name`` (None when absent) once it is within ``bound``; else a
    bad-request naming the field and the bound (cardwright.limits)."""
    value = request.get(name)
    if value is None:
        return None
    try:
        return bound.check(value, repr(name))
    except CardwrightError as problem:
        _fail("bad-request", str(problem))


def _json_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


# ---------------------------------------------------------------------------------------------
# Games, seats and the JSON of outcomes


def _load_game(name: str, options: Any) -> Game:
    """An installed variant with options, by name or alias: never a file (a client must not
    make the engine read files), and options reduced to the variant's own choices (so clients
    cannot fill the game cache with spellings of one value)."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        _fail("bad-request", f"field 'options' must be an object, not {_json_kind(options)}")
    if "/" in name or "\\" in name or name.endswith(".cw") or not name.strip():
        _fail(
            "unknown-variant",
            f"unknown variant {name[:60]!r}: variants are chosen by name or alias "
            f"(see 'variants'); files are not read over the protocol",
        )
    try:
        definition(name)
        plain = load(name)
    except VariantError as error:
        _fail("unknown-variant", str(error.message)[:500])
    chosen: dict[str, Any] = {}
    for option, value in options.items():
        spec = plain.option_specs.get(option)
        if spec is None:
            known = ", ".join(plain.option_specs) or "none"
            _fail(
                "bad-option",
                f"{plain.title} has no option {option[:40]!r}{suggest(option, plain.option_specs)}"
                f" (its options: {known})",
            )
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            _fail(
                "bad-option",
                f"option {option!r} takes a string or a number, not {_json_kind(value)}",
            )
        try:
            chosen[option] = coerce_option(spec, value)
        except VariantError as error:
            _fail("bad-option", error.message)
    try:
        return load(name, **chosen)
    except VariantError as error:
        _fail("bad-option", error.message[:500])


def game_info(game: Game) -> Message:
    """What a frontend needs to lay out the table (docs/protocol.md, "Game")."""
    score = game.rules.score
    return {
        "variant": game.name,
        "title": game.title,
        "players": game.players,
        "owners": game.players > 1 and game.rules.decks_per_player,
        "options": dict(game.options),
        "zones": [
            {
                "name": str(spec.name),
                "kind": spec.kind,
                "piles": spec.count,
                "per_player": spec.per_player,
                "growing": spec.growing,
            }
            for spec in game.rules.zones
        ],
        "actions": [str(action.name) for action in game.rules.actions],
        "score": None if score is None else {"higher_wins": score.higher_wins},
    }


def outcome_json(outcome: Outcome | None) -> Message | None:
    if outcome is None:
        return None
    return {
        "result": outcome.result,
        "winner": None if outcome.winner is None else outcome.winner + 1,
        "scores": {str(player + 1): score for player, score in sorted(outcome.scores.items())},
        "reason": outcome.reason,
    }


def position(state: State, seat: int) -> Message:
    """The position fields for ``seat`` (0-based): its view, its legal moves, the outcome, and
    every seat's score when the variant keeps one (scores count cards anyone can see: pile
    sizes, owners, face-up cards in order)."""
    outcome = state.outcome
    moves = [] if outcome is not None else [str(m) for m in state.legal_moves(seat)]
    fields: Message = {"state": state.view(seat), "moves": moves, "outcome": outcome_json(outcome)}
    if state.game.rules.score is not None:
        fields["scores"] = {str(p + 1): n for p, n in sorted(state.scores().items())}
    return fields


@attrs.frozen
class Seat:
    """Who plays a seat: a person, or the computer with a policy at a speed."""

    kind: str  # "human" or "computer"
    policy: str = "greedy"
    speed: float = 1.0

    def to_json(self, number: int) -> Message:
        data: Message = {"seat": number, "kind": self.kind}
        if self.kind == "computer":
            data |= {"policy": self.policy, "speed": self.speed}
        return data


def _read_seats(game: Game, value: Any) -> tuple[Seat, ...]:
    if value is None:
        return (Seat("human"),) + (Seat("computer"),) * (game.players - 1)
    if game.players == 1:
        _fail("bad-request", f"{game.title} is a one-player game: it has no 'seats'")
    if len(value) != game.players:
        _fail("bad-request", f"'seats' needs one entry per seat: {game.players} for {game.title}")
    seats = []
    known = policies()
    for number, entry in enumerate(value, 1):
        where = f"seats[{number - 1}]"
        if isinstance(entry, str):
            entry = {"kind": entry}
        if not isinstance(entry, dict):
            _fail("bad-request", f'{where} must be "human", "computer" or an object')
        unknown = sorted(set(entry) - {"kind", "policy", "speed"})
        if unknown:
            _fail(
                "bad-request", f"{where} has unknown field(s): {', '.join(map(repr, unknown[:5]))}"
            )
        kind = entry.get("kind")
        if kind not in ("human", "computer"):
            _fail("bad-request", f'{where}: "kind" must be "human" or "computer", not {kind!r:.40}')
        if kind == "human":
            if len(entry) > 1:
                _fail("bad-request", f"{where}: a human seat has no policy or speed")
            seats.append(Seat("human"))
            continue
        policy = entry.get("policy", "greedy")
        if not isinstance(policy, str) or policy not in known:
            _fail(
                "bad-request",
                f"{where}: unknown policy {policy!r:.40} (installed: {', '.join(known)})",
            )
        speed = entry.get("speed", 1.0)
        if isinstance(speed, bool) or not isinstance(speed, int | float):
            _fail("bad-request", f"{where}: 'speed' must be a number of moves per second")
        if not 0 < speed <= MAX_SPEED:
            _fail("bad-request", f"{where}: 'speed' must be above 0 and at most {MAX_SPEED:g}")
        seats.append(Seat("computer", policy, float(speed)))
    if seats[0].kind != "human":
        _fail("bad-request", 'seat 1 is the player who opens the table: it must be "human"')
    return tuple(seats)


# ---------------------------------------------------------------------------------------------
# Tables shared between sessions


class Room:
    """One multi-player table of a hub: the live :class:`Table`, who sits at each seat, the
    computer seats' threads. Every submission goes through :meth:`submit`, under one lock, and
    every message about it is emitted under that lock too: each seat hears of the moves in the
    order the table applied them."""

    def __init__(
        self,
        hub: Hub,
        game: Game,
        table: Table,
        seats: tuple[Seat, ...],
        seeded: bool,
        wait: bool = False,
    ):
        self.hub = hub
        # 'new' with "wait": nobody moves, the computer included, until a person says 'start'
        # (so that everyone has seen the cards first).
        self.waiting_for_start = wait
        self.id = secrets.token_urlsafe(8)
        self.game = game
        self.table = table
        self.seats = seats
        self.seeded = seeded
        self.tokens = {
            n: secrets.token_urlsafe(16) for n, s in enumerate(seats) if s.kind == "human"
        }
        self.occupants: dict[int, Session] = {}
        self.started = False
        self.seq = 0
        self.closed = False
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    # -- seats --------------------------------------------------------------------------------
    def info(self, seat: int, *, tokens: bool = False) -> Message:
        data: Message = {
            "id": self.id,
            "seat": seat + 1,
            "seeded": self.seeded,
            "started": self.started,
            "seats": self._seats_json(),
        }
        if tokens:
            data["tokens"] = {str(n + 1): token for n, token in self.tokens.items()}
        return data

    def _seats_json(self) -> list[Message]:
        return [
            seat.to_json(n + 1) | {"present": seat.kind == "computer" or n in self.occupants}
            for n, seat in enumerate(self.seats)
        ]

    def seat_of(self, token: str) -> int | None:
        found = None
        given = token.encode("utf-8", "surrogatepass")
        for seat, secret in self.tokens.items():
            if hmac.compare_digest(secret.encode(), given):  # no timing hints for guessers
                found = seat
        return found

    def sit(self, seat: int, session: Session, reply: Callable[[], None]) -> None:
        """Seat ``session`` (taking over from whoever sat there), then send ``reply`` and tell
        the others, all under the lock."""
        with self._lock:
            if self.closed:
                _fail("bad-token", "that table is closed")
            for other in [n for n, occupant in self.occupants.items() if occupant is session]:
                del self.occupants[other]  # one session, one seat
            replaced = self.occupants.get(seat)
            self.occupants[seat] = session
            if self._everyone_here() and not self.waiting_for_start:
                self.started = True
            _safely(reply)
            self._broadcast_seats(skip=session)
            if replaced is not None and replaced is not session:
                replaced.push(self._seats_event() | {"replaced": True})

    def _everyone_here(self) -> bool:
        return all(n in self.occupants for n in self.tokens)

    def start(self, session: Session) -> None:
        """A seated person starts a table opened with "wait" once every person is there."""
        with self._lock:
            if session not in self.occupants.values():
                _fail("not-allowed", "only a player at this table can start it")
            if not self._everyone_here():
                _fail("waiting", "the table waits for every player to join before it can start")
            self.waiting_for_start = False
            if not self.started:
                self.started = True
                for occupant in list(self.occupants.values()):
                    occupant.push(self._seats_event())

    def leave(self, session: Session) -> None:
        with self._lock:
            mine = [seat for seat, occupant in self.occupants.items() if occupant is session]
            for seat in mine:
                del self.occupants[seat]
            if self.occupants:
                if mine:
                    self._broadcast_seats(skip=session)
                return
        self.hub.drop(self)

    def position(self, seat: int) -> Message:
        """The position for ``seat`` and the number of the last submission in it, together."""
        with self._lock:
            return position(self.table.state, seat) | {"seq": self.seq}

    def holds(self, seat: int, session: Session) -> bool:
        return self.occupants.get(seat) is session

    def _seats_event(self) -> Message:
        return {
            "type": "event",
            "event": "seats",
            "table": self.id,
            "started": self.started,
            "seats": self._seats_json(),
        }

    def _broadcast_seats(self, skip: Session | None) -> None:
        event = self._seats_event()
        for occupant in list(self.occupants.values()):
            if occupant is not skip:
                occupant.push(event)

    # -- moves --------------------------------------------------------------------------------
    def submit(
        self,
        seat: int,
        move: Move | str,
        answer: Callable[[Submission], None] | None = None,
        sender: Session | None = None,
    ) -> Submission:
        """Submit ``move`` for ``seat``; ``answer`` (the sender's reply) and the other seats'
        events are emitted before the next submission can start."""
        with self._lock:
            before = self.table.outcome
            result = self.table.submit(seat, move)
            self.seq = result.seq
            if answer is not None:
                _safely(lambda: answer(result))
            if result.status != "rejected":
                self._tell_others(result, sender)
            if before is None and self.table.outcome is not None:
                self._finish()
            return result

    def _tell_others(self, result: Submission, sender: Session | None) -> None:
        state = self.table.state
        for seat, occupant in list(self.occupants.items()):
            if occupant is sender:
                continue
            event: Message = {
                "type": "event",
                "event": "move" if result.status == "accepted" else "doubt",
                "table": self.id,
                "seat": result.player + 1,
                "move": result.move,
                "seq": result.seq,
            }
            if result.status == "doubt":
                event |= {"undid": result.undid, "reason": result.reason}
            occupant.push(event | position(state, seat))

    def _finish(self) -> None:
        outcome = outcome_json(self.table.outcome)
        for occupant in list(self.occupants.values()):
            occupant.push({"type": "event", "event": "end", "table": self.id, "outcome": outcome})
        self._stop.set()

    # -- computer seats -----------------------------------------------------------------------
    def start_computers(self) -> None:
        for seat, spec in enumerate(self.seats):
            if spec.kind != "computer":
                continue
            opponent = Opponent(self.table, seat, policy=spec.policy, speed=spec.speed)
            thread = threading.Thread(
                target=self._run_computer,
                args=(opponent, spec.speed),
                name=f"cardwright-table-{self.id}-seat-{seat + 1}",
                daemon=True,
            )
            self._threads.append(thread)
            thread.start()

    def _run_computer(self, opponent: Opponent, speed: float) -> None:
        # Choosing may search for a while: outside the lock, so people's moves are never held
        # up; the move is then submitted like anyone's (it may have been overtaken: rejected).
        while not self._stop.wait(1.0 / speed):
            if not self.started:
                continue
            if self.table.outcome is not None:
                return
            try:
                move = opponent.choose_move()
                if move is not None and not self._stop.is_set():
                    self.submit(opponent.player, move)
            except Exception:  # a broken policy plugin must not take the server down
                log.exception("computer seat %d of table %s failed", opponent.player + 1, self.id)
                return

    def close(self, wait: float | None = None) -> None:
        self.closed = True
        self._stop.set()
        if wait is not None:
            for thread in self._threads:
                if thread is not threading.current_thread():
                    thread.join(wait)


def _safely(send: Callable[[], None]) -> None:
    """Send a reply under a table's lock: a sender whose transport fails must not keep the
    other seats from hearing about the move."""
    try:
        send()
    except Exception:
        log.debug("a reply could not be sent", exc_info=True)


class Hub:
    """The open tables of one server, shared by its sessions (thread-safe). At most
    ``max_tables`` are open at once; a table closes when its last person leaves. ``tie_window``
    is the tables' doubt window in seconds (DBL-7, docs/embedding.md): a server whose players
    are far away may want it wider than the default."""

    def __init__(self, max_tables: int = 100, *, tie_window: float = 0.05) -> None:
        if max_tables < 0:
            raise ValueError("max_tables cannot be negative")
        if tie_window < 0:
            raise ValueError("tie_window cannot be negative")
        self.max_tables = max_tables
        self.tie_window = tie_window
        self._rooms: dict[str, Room] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._rooms)

    def open(
        self, game: Game, table: Table, seats: tuple[Seat, ...], seeded: bool, wait: bool = False
    ) -> Room:
        with self._lock:
            if len(self._rooms) >= self.max_tables:
                _fail(
                    "table-full",
                    f"the engine holds its maximum of {self.max_tables} tables; try again later",
                )
            room = Room(self, game, table, seats, seeded, wait)
            self._rooms[room.id] = room
        return room

    def find(self, table_id: str) -> Room | None:
        with self._lock:
            return self._rooms.get(table_id)

    def drop(self, room: Room) -> None:
        with self._lock:
            self._rooms.pop(room.id, None)
        room.close()

    def close(self, wait: float | None = 5.0) -> None:
        """Close every table and stop its computer seats (server shutdown)."""
        with self._lock:
            rooms = list(self._rooms.values())
            self._rooms.clear()
        for room in rooms:
            room.close(wait)


# ---------------------------------------------------------------------------------------------
# One-player games


@attrs.define
class _Solo:
    """A one-player game: the positions played through (for undo), what can be redone, and
    whether the client knows the deal anyway (it chose the seed or sent the record)."""

    game: Game
    seed: int | None
    known: bool
    states: list[State]
    moves: list[RecordedMove] = attrs.field(factory=list)
    undone: list[tuple[RecordedMove, State]] = attrs.field(factory=list)
    started_at: float = attrs.field(factory=time.monotonic)

    @property
    def state(self) -> State:
        return self.states[-1]

    def record(self) -> Record:
        return Record(self.game, self.seed, self.states[0], list(self.moves), self.started_at)


_PLAYER_PREFIX = re.compile(r"^\s*p(\d+)\s", re.IGNORECASE)


# ---------------------------------------------------------------------------------------------
# Sessions


class Session:
    """One client. ``handle_line`` reads a request and answers through ``emit``; events of a
    multi-player table arrive through ``emit`` too, from other threads (never two at once)."""

    def __init__(
        self,
        emit: Emit,
        hub: Hub | None = None,
        *,
        max_message_bytes: int = 65536,
        max_solve_seconds: float = 30.0,
    ) -> None:
        self._emit = emit
        self.hub = hub if hub is not None else Hub()
        self.max_message_bytes = max_message_bytes
        self.max_solve_seconds = max_solve_seconds
        self._solve_seconds = Bound(0, max_solve_seconds, whole=False)  # of hints and solves
        self.closed = False
        self._emit_lock = threading.Lock()
        self._lock = threading.RLock()  # one request at a time
        self._game: Game | None = None
        self._seats: tuple[Seat, ...] = ()
        self._solo: _Solo | None = None
        self._room: Room | None = None
        self._seat = 0

    # -- output -------------------------------------------------------------------------------
    def send(self, message: Message) -> None:
        with self._emit_lock:
            self._emit(message)

    def push(self, message: Message) -> None:
        """Send an event; a transport that fails here (a closed connection) only loses it."""
        if self.closed:
            return
        try:
            self.send(message)
        except Exception:
            log.debug("an event could not be sent", exc_info=True)

    # -- input --------------------------------------------------------------------------------
    def handle_line(self, line: str | bytes) -> None:
        """Read one JSON request (a line, without or with its newline) and answer it."""
        if self.closed:
            return
        size = len(line)
        if size <= self.max_message_bytes and isinstance(line, str):
            size = len(line.encode("utf-8", "surrogatepass"))
        if size > self.max_message_bytes:
            self.send(
                error(
                    None,
                    "too-large",
                    f"the message is longer than the limit of {self.max_message_bytes} bytes",
                )
            )
            return
        try:
            text = line.decode("utf-8") if isinstance(line, bytes) else line
            request = json.loads(
                text, parse_constant=_reject_constant, object_pairs_hook=unique_keys
            )
        except UnicodeDecodeError as problem:
            self.send(error(None, "bad-json", f"the message is not UTF-8 text: {problem.reason}"))
            return
        except RecursionError:
            self.send(error(None, "bad-json", "the message is not JSON: nested too deeply"))
            return
        except ValueError as problem:  # JSONDecodeError, huge numbers, NaN, a key twice
            self.send(error(None, "bad-json", f"the message is not JSON: {str(problem)[:200]}"))
            return
        self.handle(request)

    def handle(self, request: Any) -> None:
        """Answer one request (an already parsed JSON value)."""
        if self.closed:
            return
        with self._lock:
            request_id = _clean_id(request.get("id")) if isinstance(request, dict) else None
            kind = request.get("type") if isinstance(request, dict) else None
            context = {"request": kind} if isinstance(kind, str) and kind in _FIELDS else {}
            try:
                if not isinstance(request, dict):
                    _fail("bad-request", f"a request is a JSON object, not {_json_kind(request)}")
                if not _valid_id(request_id):
                    request_id = None
                    _fail(
                        "bad-request",
                        f'"id" must be a string of at most {MAX_ID_LENGTH} characters, '
                        "a whole number or null",
                    )
                command = _check_fields(request)
                handler: Callable[[dict[str, Any]], Message | None] = getattr(self, "_" + command)
                reply = handler(request)
            except ProtocolError as failure:
                self.send(
                    error(request_id, failure.code, failure.message, **context, **failure.extra)
                )
                return
            except Exception as failure:  # a bug: say so, and go on serving
                # Only the exception's type: its text might name a card the player cannot see.
                log.exception("request %r failed", kind)
                message = f"the engine failed on this request ({type(failure).__name__})"
                self.send(error(request_id, "internal", message, **context))
                return
            if reply is not None:
                self.send({"id": request_id, "type": command} | reply)
            if command == "quit":
                self.close()

    def reply_to(self, request: Mapping[str, Any]) -> Callable[[Message], None]:
        """Send a reply to ``request`` now (for replies that must go out under a table's lock)."""
        head = {"id": _clean_id(request.get("id")), "type": request["type"]}
        return lambda body: self.send(head | body)

    def close(self) -> None:
        """Leave the table and stop answering (on ``quit`` or a lost connection)."""
        with self._lock:
            self.closed = True
            self._leave()

    def _leave(self) -> None:
        room, self._room = self._room, None
        if room is not None:
            room.leave(self)

    # -- commands -----------------------------------------------------------------------------
    def _hello(self, request: Message) -> Message:
        wanted = request.get("protocol", PROTOCOL_VERSION)
        if wanted != PROTOCOL_VERSION:
            _fail(
                "bad-request",
                f"this engine speaks protocol {PROTOCOL_VERSION}, not {wanted}",
            )
        return {
            "protocol": PROTOCOL_VERSION,
            "engine": "cardwright",
            "version": __version__,
            "commands": list(COMMANDS),
        }

    def _variants(self, request: Message) -> Message:
        listed = []
        for name in variants():
            try:
                game = load(name)
            except CardwrightError:
                continue  # a broken file is reported by 'cardwright check', not here
            listed.append(
                {
                    "name": game.name,
                    "title": game.title,
                    "players": game.players,
                    "aliases": list(game.aliases),
                    "options": [
                        {
                            "name": spec.name,
                            "choices": list(spec.choices),
                            "default": spec.default,
                            "doc": spec.doc,
                        }
                        for spec in game.rules.option_specs
                    ],
                }
            )
        # Files found among the installed variants that cannot be played: named, with the
        # first line of their error (a file's name, never its folder).
        broken = [
            {"name": item.name, "error": _clean(item.error.message.splitlines()[0])[:300]}
            for item in unavailable()
            if item.source != "shipped"
        ]
        return {"variants": listed, "unavailable": broken}

    def _describe(self, request: Message) -> Message:
        if "variant" in request:
            game = _load_game(request["variant"], request.get("options"))
        elif "options" in request:
            _fail("bad-request", "'options' go with 'variant'")
        elif self._game is None:
            _fail("no-game", "no variant is loaded: name one ('variant') or 'load' one first")
        else:
            game = self._game
        return {"variant": game.name, "title": game.title, "text": describe(game)}

    def _load(self, request: Message) -> Message:
        game = _load_game(request["variant"], request.get("options"))
        seats = _read_seats(game, request.get("seats"))
        self._leave()
        self._game, self._seats, self._solo = game, seats, None
        reply: Message = {"game": game_info(game)}
        if game.players > 1:
            reply["seats"] = [seat.to_json(n + 1) for n, seat in enumerate(seats)]
        return reply

    def _new(self, request: Message) -> Message | None:
        seed = _within(request, "seed", SEED)
        game = self._need_game()
        chosen = seed is not None
        if seed is None:
            seed = secrets.randbelow(2**32)  # secret: a seed gives away every card
        start = game.deal(seed)
        echo = {"seed": seed} if chosen else {}
        if game.players == 1:
            if "wait" in request:
                _fail("bad-request", "'wait' is for tables of several players")
            self._leave()
            self._solo = _Solo(game, seed, chosen, [start])
            return echo | self._solo_position()
        table = game.table(state=start, tie_window=self.hub.tie_window)
        room = self.hub.open(game, table, self._seats, chosen, bool(request.get("wait")))
        self._leave()
        self._room, self._seat = room, 0
        room.sit(
            0,
            self,
            lambda: self.reply_to(request)(
                echo | {"table": room.info(0, tokens=True), "seq": room.seq} | position(start, 0)
            ),
        )
        room.start_computers()
        return None

    def _start(self, request: Message) -> Message:
        if self._room is None:
            _fail("not-allowed", "'start' starts a table of several players dealt with \"wait\"")
        room = self._need_room()
        room.start(self)
        return {"table": room.info(self._seat)}

    def _state(self, request: Message) -> Message:
        if self._room is not None:
            return self._need_room().position(self._seat)
        return self._solo_position()

    def _moves(self, request: Message) -> Message:
        return {"moves": self._state(request)["moves"]}

    def _play(self, request: Message) -> Message | None:
        text: str = request["move"]
        if len(text) > 200:
            _fail(
                "illegal-move", "a move is a short text like 'tableau3>foundation1'", move=text[:50]
            )
        if self._room is not None:
            self._play_at_table(request, text)
            return None
        solo = self._need_solo()
        state = solo.state
        if state.outcome is not None:
            _fail("illegal-move", f"the game is over: {state.outcome.reason}", move=text)
        try:
            move = state.parse_move(text)
            following = state.play(move)
        except IllegalMove as problem:
            _fail("illegal-move", problem.reason, move=text)
        seconds = round(time.monotonic() - solo.started_at, 3)
        solo.moves.append(RecordedMove(str(move), move.player, seconds))
        solo.states.append(following)
        solo.undone.clear()
        return {"move": str(move), "status": "accepted"} | self._solo_position()

    def _play_at_table(self, request: Message, text: str) -> None:
        room = self._need_room()
        seat = self._seat
        said = _PLAYER_PREFIX.match(text)
        if said is not None and int(said[1]) != seat + 1:
            _fail(
                "not-your-seat",
                f"{text.strip()!r} is a move of player {said[1]}; you play seat {seat + 1}",
                move=text,
            )
        if not room.started:
            _fail("waiting", "the table waits for every player to join before the game starts")

        def answer(result: Submission) -> None:
            if result.status == "rejected":
                self.send(
                    error(
                        request.get("id"),
                        "illegal-move",
                        result.reason,
                        request="play",
                        move=text,
                    )
                )
                return
            body: Message = {"move": result.move, "status": result.status, "seq": result.seq}
            if result.status == "doubt":
                body |= {"undid": result.undid, "reason": result.reason}
            self.reply_to(request)(body | position(room.table.state, seat))

        room.submit(seat, text, answer, sender=self)

    def _undo(self, request: Message) -> Message:
        solo = self._need_solo("undo")
        if len(solo.states) < 2:
            _fail("no-history", "nothing to undo")
        solo.undone.append((solo.moves.pop(), solo.states.pop()))
        return self._solo_position()

    def _redo(self, request: Message) -> Message:
        solo = self._need_solo("redo")
        if not solo.undone:
            _fail("no-history", "nothing to redo")
        move, state = solo.undone.pop()
        solo.moves.append(move)
        solo.states.append(state)
        return self._solo_position()

    def _hint(self, request: Message) -> Message:
        if self._room is not None:
            state, seat = self._need_room().table.state, self._seat
        else:
            state, seat = self._need_solo().state, 0
        limit = _within(request, "time_limit", self._solve_seconds)
        if limit is None:
            limit = min(HINT_SECONDS, self.max_solve_seconds)
        if state.outcome is not None:
            return {"move": None}
        # A fixed time, and only the move: an early reply, or saying who found it, would tell
        # whether the solver saw a win (a fact about face-down cards).
        move = hint(state, seat, time_limit=limit, fixed_time=True).move
        return {"move": None if move is None else str(move)}

    def _safe(self, request: Message) -> Message:
        # The terminal table's rule for its automatic moves (search/safety.py), so that both
        # tables play the same cards home by themselves. Only this seat's legal moves, each
        # naming piles, never cards: nothing hidden is told.
        if self._room is not None:
            state, seat = self._need_room().table.state, self._seat
        else:
            state, seat = self._need_solo().state, 0
        if state.outcome is not None:
            return {"moves": []}
        return {"moves": [str(move) for move in safe_moves(state, seat)]}

    def _solve(self, request: Message) -> Message:
        solo = self._need_solo("solve")
        limit = _within(request, "time_limit", self._solve_seconds)
        if limit is None:
            limit = min(DEFAULT_SOLVE_SECONDS, self.max_solve_seconds)
        nodes = _within(request, "node_limit", NODE_LIMIT)
        result = solve(solo.state, time_limit=limit, node_limit=nodes)
        return {
            "status": result.status,
            "moves": result.notation,
            "nodes": result.nodes,
            "seconds": round(result.seconds, 3),
            "reason": result.reason,
        }

    def _record(self, request: Message) -> Message:
        action = request.get("action", "save")
        if action == "save":
            if "record" in request:
                _fail("bad-request", '\'record\' goes with "action": "load"')
            return self._save_record()
        if action != "load":
            _fail("bad-request", f'\'action\' is "save" or "load", not {action[:40]!r}')
        data = request.get("record")
        if data is None:
            _fail("bad-request", '"action": "load" needs \'record\', a game record')
        name = data.get("variant")
        if not isinstance(name, str):
            _fail("bad-record", "the record names no variant ('variant')")
        options = data.get("options", {})
        game = _load_game(name, options)
        if game.players > 1:
            _fail("not-allowed", "only records of one-player games can be continued")
        try:
            record = Record.from_dict(data, game=game)
            states = list(record.positions())
        except (ValueError, TypeError, KeyError) as problem:  # CardwrightError is a ValueError
            _fail("bad-record", f"the record cannot be read: {str(problem)[:500]}")
        self._leave()
        self._game, self._seats = game, ()
        self._solo = _Solo(game, record.seed, True, states, list(record.moves))
        return {"game": game_info(game)} | self._solo_position()

    def _position(self, request: Message) -> Message:
        """Without 'text': the position text of what this client may see (the full text when
        it knows the deal anyway). With it: a one-player game from that position."""
        text = request.get("text")
        if text is None:
            solo = self._need_solo()
            reveal = solo.known or solo.state.outcome is not None
            return {"text": solo.state.to_text(None if reveal else 0), "full": reveal}
        try:
            name, options = read_header(text)
        except StateError as problem:
            _fail("bad-position", str(problem)[:800])
        game = _load_game(name, options)
        if game.players > 1:
            _fail("not-allowed", "only positions of one-player games can be played from")
        try:
            state = game.from_text(text)
        except StateError as problem:
            _fail("bad-position", str(problem)[:800])
        self._leave()
        self._game, self._seats = game, ()
        self._solo = _Solo(game, None, True, [state])
        return {"game": game_info(game)} | self._solo_position()

    def _save_record(self) -> Message:
        if self._room is not None:
            room = self._need_room()
            if room.table.outcome is None:
                _fail(
                    "not-allowed",
                    "a table's record holds every card: it is sent when the game is over",
                )
            return {"record": room.table.record_dict()}
        solo = self._need_solo()
        if not solo.known and solo.state.outcome is None:
            _fail(
                "not-allowed",
                "the record holds the whole deal, which the engine chose in secret: it is sent "
                "when the game is over (or deal with a seed of your own)",
            )
        return {"record": solo.record().to_dict()}

    def _join(self, request: Message) -> None:
        room = self.hub.find(request["table"])
        seat = None if room is None else room.seat_of(request["token"])
        if room is None or seat is None:
            _fail("bad-token", "no such table, or a wrong token for it")
        room.sit(
            seat,
            self,
            lambda: self.reply_to(request)(
                {"game": game_info(room.game), "table": room.info(seat), "seq": room.seq}
                | position(room.table.state, seat)
            ),
        )
        if self._room is not room:  # only now: a failed join leaves the session as it was
            self._leave()
        self._room, self._seat = room, seat
        self._game, self._seats, self._solo = room.game, room.seats, None

    def _quit(self, request: Message) -> Message:
        return {}

    # -- helpers ------------------------------------------------------------------------------
    def _need_game(self) -> Game:
        if self._game is None:
            _fail("no-game", "no variant is loaded: 'load' one first")
        return self._game

    def _need_solo(self, command: str | None = None) -> _Solo:
        if self._room is not None and command is not None:
            _fail(
                "not-allowed",
                f"'{command}' is for one-player games: a game at a table cannot be "
                "taken back or solved",
            )
        if self._solo is None:
            if self._game is None:
                _fail("no-game", "no game: 'load' a variant, then deal with 'new'")
            _fail("no-game", "no game is dealt: send 'new'")
        return self._solo

    def _need_room(self) -> Room:
        room = self._room
        assert room is not None
        if room.closed or not room.holds(self._seat, self):
            self._room = None
            _fail(
                "no-game",
                f"you no longer sit at table {room.id}: seat {self._seat + 1} was taken over "
                "with its token, or the table closed",
            )
        return room

    def _solo_position(self) -> Message:
        solo = self._need_solo()
        return position(solo.state, 0) | {"undo": len(solo.moves), "redo": len(solo.undone)}


__all__ = [
    "COMMANDS",
    "PROTOCOL_VERSION",
    "Hub",
    "ProtocolError",
    "Session",
    "error",
    "game_info",
    "outcome_json",
    "position",
    "serve_lines",
]


# ---------------------------------------------------------------------------------------------
# JSON lines over a pair of byte streams (``cardwright engine``)


def serve_lines(
    reader: BinaryIO,
    writer: BinaryIO,
    *,
    hub: Hub | None = None,
    max_message_bytes: int = 65536,
) -> None:
    """Answer one request per line of ``reader`` on ``writer`` until ``quit`` or end of input.
    Replies and events are written whole, one per line, and flushed at once."""
    lock = threading.Lock()
    broken = threading.Event()

    def emit(message: Message) -> None:
        data = json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n"
        with lock:
            if broken.is_set():
                return
            try:
                writer.write(data)
                writer.flush()
            except (BrokenPipeError, ValueError, OSError):
                broken.set()  # the reader has gone: stop at the next line

    own_hub = hub is None
    hub = Hub() if hub is None else hub
    session = Session(emit, hub, max_message_bytes=max_message_bytes)
    try:
        while not session.closed and not broken.is_set():
            line = reader.readline(max_message_bytes + 1)
            if not line:
                break
            if not line.endswith(b"\n") and len(line) > max_message_bytes:
                # Too long: answer once, then skip the rest of the line without keeping it.
                session.handle_line(line)
                while line and not line.endswith(b"\n"):
                    line = reader.readline(max_message_bytes + 1)
                continue
            if line.strip():
                session.handle_line(line.rstrip(b"\r\n"))
    finally:
        session.close()
        if own_hub:
            hub.close()
