"""Game records: what was played, under which rules, so a game can be replayed exactly.

A record is JSON (docs/records.md): the engine version, the variant's name, options and source
digest (a hash of the variant file and every file it extends), how the game started (a seed, or a
full start position), and every move in notation with its player and time. Reading a record
made under other rules is an error that says what differs.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import attrs

from .._version import __version__
from ..errors import CardwrightError, IllegalMove, StateError
from ..language import Definition
from .game import Game
from .loading import load
from .moves import Move
from .state import State

FORMAT = "cardwright-record"
VERSION = 1


def rules_digest(game: Game) -> str:
    """SHA-256 of the texts of the variant file and of every file it extends, in order."""
    digest = hashlib.sha256()
    chain: tuple[Definition, ...] = getattr(game, "definitions", ())
    if not chain:  # a Game built directly from rules: hash the rules themselves
        digest.update(repr(game.rules).encode())
    for item in chain:
        digest.update(item.name.encode())
        digest.update(b"\0")
        digest.update(item.text.encode())
        digest.update(b"\0")
    return digest.hexdigest()


@attrs.frozen
class RecordedMove:
    """One move of a record: its notation, the player (0-based) and seconds since the start."""

    move: str
    player: int = 0
    time: float | None = None


@attrs.define
class Record:
    """A game being recorded, or read back. ``start`` is the seed, or None when the record holds
    a start position (``start_state``) instead."""

    game: Game
    seed: int | None
    start_state: State
    moves: list[RecordedMove] = attrs.field(factory=list)
    started_at: float = attrs.field(factory=time.monotonic)

    # -- making ---------------------------------------------------------------------------------
    @classmethod
    def new(cls, game: Game, *, seed: int | None = None, state: State | None = None) -> Record:
        """A record of a game that starts from ``seed`` (a deal) or from ``state``."""
        if (seed is None) == (state is None):
            raise TypeError("Record.new takes either seed= or state=")
        start = game.deal(seed) if state is None else state
        return cls(game, seed, start)

    def add(self, move: Move | str, player: int | None = None, at: float | None = None) -> State:
        """Play ``move`` on the record's current position and append it; the new position.
        An illegal move raises :class:`IllegalMove` and leaves the record unchanged."""
        state = self.final()
        if isinstance(move, str):
            move = state.parse_move(move, player)
        following = state.play(move, player)
        seconds = at if at is not None else round(time.monotonic() - self.started_at, 3)
        self.moves.append(RecordedMove(str(move), move.player, seconds))
        self._final = following
        return following

    def undo(self) -> State:
        """Drop the last move; the position before it."""
        if not self.moves:
            raise IllegalMove("nothing to undo")
        self.moves.pop()
        self._final = None
        return self.final()

    # -- reading --------------------------------------------------------------------------------
    _final: State | None = attrs.field(default=None, init=False, repr=False)

    def positions(self) -> Iterator[State]:
        """The start position, then the position after each move."""
        state = self.start_state
        yield state
        for number, recorded in enumerate(self.moves, 1):
            try:
                state = state.play(recorded.move, recorded.player)
            except IllegalMove as error:
                raise StateError(
                    f"move {number} ({recorded.move!r}) of the record is illegal: {error.reason}"
                ) from None
            yield state

    def position(self, after: int | None = None) -> State:
        """The position after move ``after`` (1-based; 0 is the start; None the end)."""
        if after is None:
            return self.final()
        if not 0 <= after <= len(self.moves):
            raise StateError(
                f"the record has {len(self.moves)} moves: choose 0 to {len(self.moves)}"
            )
        for number, state in enumerate(self.positions()):
            if number == after:
                return state
        raise AssertionError("unreachable")

    def final(self) -> State:
        if self._final is None:
            *_, last = self.positions()
            self._final = last
        return self._final

    # -- JSON -----------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "engine": __version__,
            "variant": self.game.name,
            "rules_digest": rules_digest(self.game),
            "options": dict(self.game.options),
            "players": self.game.players,
        }
        if self.seed is not None:
            data["seed"] = self.seed
        else:
            data["start"] = self.start_state.to_dict()
        data["moves"] = [
            {
                "move": m.move,
                "player": m.player + 1,
                **({"time": m.time} if m.time is not None else {}),
            }
            for m in self.moves
        ]
        return data

    def save(self, path: str | Path) -> None:
        Path(path).write_text(
            json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n", "utf-8"
        )

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], *, game: Game | None = None) -> Record:
        """Read a record; the variant is loaded by name with the recorded options unless ``game``
        is given. Any difference between the recorded rules and the installed ones is an error."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise StateError(f'not a cardwright record (expected "format": "{FORMAT}")')
        if data.get("version") != VERSION:
            raise StateError(
                f"record version {data.get('version')!r} is not supported (this engine reads {VERSION})"
            )
        try:
            name = str(data["variant"])
            options = dict(data.get("options", {}))
            moves = list(data["moves"])
        except (KeyError, TypeError, ValueError) as error:
            raise StateError(f"the record is incomplete: {error}") from None
        if game is None:
            try:
                game = load(name, **options)
            except CardwrightError as error:
                raise StateError(f"the record's variant cannot be loaded: {error}") from None
        differences = []
        if game.name != name:
            differences.append(f"variant '{name}' in the record, '{game.name}' here")
        if dict(game.options) != {k: _same_type(game, k, v) for k, v in options.items()}:
            differences.append(f"options {options} in the record, {dict(game.options)} here")
        digest = data.get("rules_digest")
        if digest is not None and digest != rules_digest(game):
            differences.append(
                "the variant file (or a file it extends) has changed since the record was made"
            )
        if data.get("players", game.players) != game.players:
            differences.append(f"{data.get('players')} players in the record, {game.players} here")
        if differences:
            raise StateError("the record was made with other rules: " + "; ".join(differences))
        if "seed" in data:
            if not isinstance(data["seed"], int):
                raise StateError("'seed' must be a whole number")
            record = cls.new(game, seed=data["seed"])
        elif "start" in data:
            record = cls.new(game, state=game.from_dict(data["start"]))
        else:
            raise StateError("a record needs 'seed' or 'start'")
        for number, entry in enumerate(moves, 1):
            if not isinstance(entry, Mapping) or not isinstance(entry.get("move"), str):
                raise StateError(
                    f'move {number} of the record is not {{"move": ..., "player": ...}}'
                )
            player = entry.get("player", 1)
            if not isinstance(player, int) or not 1 <= player <= game.players:
                raise StateError(f"move {number} names player {player!r}")
            record.moves.append(RecordedMove(entry["move"], player - 1, entry.get("time")))
        record.final()  # replays every move: an illegal one is reported here, by number
        return record

    @classmethod
    def load(cls, path: str | Path) -> Record:
        try:
            data = json.loads(Path(path).read_text("utf-8"))
        except OSError as error:
            raise StateError(f"cannot read record {path}: {error.strerror or error}") from None
        except json.JSONDecodeError as error:
            raise StateError(
                f"{path}:{error.lineno}:{error.colno}: not JSON: {error.msg}"
            ) from None
        return cls.from_dict(data)


def _same_type(game: Game, name: str, value: Any) -> Any:
    spec = game.option_specs.get(name)
    if spec is None:
        return value
    for choice in spec.choices:
        if str(choice) == str(value):
            return choice
    return value
