"""Game records: what was played, under which rules, so a game can be replayed exactly.

A record is JSON (docs/records.md): the engine version, the variant's name, options and source
digest (a hash of the variant file and every file it extends), how the game started (a seed, or a
full start position), and every move in notation with its player and time. Reading a record
made under other rules is an error that says what differs.

A record names its variant; reading it never opens a file the record names. A record of a
variant from a file is read with that file given explicitly (``variant_file=``, or
``cardwright replay --variant-file``). What is read is bounded: the file's size, the JSON's
nesting and the length of its numbers (``MAX_RECORD_BYTES``, ``MAX_DEPTH``, ``MAX_NUMBER_CHARS``).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import attrs

from .._version import __version__
from ..errors import CardwrightError, IllegalMove, StateError
from ..files import DuplicateKey, read_regular, unique_keys
from ..language import Definition
from ..language.registry import definition, normalise
from .game import Game
from .loading import load
from .moves import Move
from .state import State

FORMAT = "cardwright-record"
VERSION = 1
MAX_RECORD_BYTES = 64 * 2**20  # a record file larger than this is refused unread
MAX_DEPTH = 32  # arrays and objects nested deeper than this are refused before parsing
MAX_NUMBER_CHARS = 40  # a number written with more characters than this is refused
SEED_LIMIT = 2**64  # seeds are 0 .. 2**64 - 1 (docs/deals.md: the seed is taken modulo 2**64)


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
        if seed is not None:
            _check_seed(seed)
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
    def from_dict(
        cls,
        data: Mapping[str, Any],
        *,
        game: Game | None = None,
        variant_file: str | Path | None = None,
    ) -> Record:
        """Read a record. The variant is the installed one the record names (by name or alias,
        never a file the record names) with the recorded options; ``variant_file`` reads the
        variant from that file instead (a record of a variant of your own), and ``game`` uses
        that game as it is. Any difference between the recorded rules and these is an error."""
        if game is not None and variant_file is not None:
            raise TypeError("Record.from_dict takes game= or variant_file=, not both")
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise StateError(f'not a cardwright record (expected "format": "{FORMAT}")')
        version = data.get("version")
        if not _whole(version) or version != VERSION:
            raise StateError(
                f"record version {_short(version)} is not supported (this engine reads {VERSION})"
            )
        missing = [key for key in ("variant", "rules_digest", "moves") if key not in data]
        if missing:
            raise StateError(
                "the record is incomplete: it has no "
                + ", ".join(repr(key) for key in missing)
                + (" (the rules check needs it)" if "rules_digest" in missing else "")
            )
        name, digest, moves = data["variant"], data["rules_digest"], data["moves"]
        if not isinstance(name, str) or not name.strip():
            raise StateError("the record's 'variant' must be a variant's name")
        if not isinstance(digest, str):
            raise StateError("the record's 'rules_digest' must be a string (docs/records.md)")
        if not isinstance(moves, list):
            raise StateError("the record's 'moves' must be a list")
        options = data.get("options", {})
        if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
            raise StateError("the record's 'options' must be an object of option values")
        options = dict(options)
        if game is None:
            game = _recorded_game(name, options, variant_file)
        differences = []
        if normalise(name) not in {normalise(n) for n in (game.name, *game.aliases)}:
            differences.append(f"variant {_short(name)} in the record, '{game.name}' here")
        if dict(game.options) != {k: _same_type(game, k, v) for k, v in options.items()}:
            differences.append(
                f"options {_short(options)} in the record, {dict(game.options)} here"
            )
        if digest != rules_digest(game):
            differences.append(
                "the variant file (or a file it extends) has changed since the record was made"
            )
        players = data.get("players", game.players)
        if not _whole(players) or players != game.players:
            differences.append(f"{_short(players)} players in the record, {game.players} here")
        if differences:
            raise StateError("the record was made with other rules: " + "; ".join(differences))
        if "seed" in data:
            _check_seed(data["seed"])
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
            if not _whole(player) or not 1 <= player <= game.players:
                raise StateError(f"move {number} names player {_short(player)}")
            seconds = entry.get("time")
            if seconds is not None and (
                isinstance(seconds, bool)
                or not isinstance(seconds, int | float)
                or not math.isfinite(seconds)
            ):
                raise StateError(f"move {number} has time {_short(seconds)}: seconds, or none")
            record.moves.append(RecordedMove(entry["move"], player - 1, seconds))
        record.final()  # replays every move: an illegal one is reported here, by number
        return record

    @classmethod
    def load(cls, path: str | Path, *, variant_file: str | Path | None = None) -> Record:
        """Read the record in the file ``path`` (see :meth:`from_dict` for ``variant_file``)."""
        raw = read_regular(path, MAX_RECORD_BYTES, "record", StateError)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            raise StateError(f"{path}: not UTF-8 text (byte {error.start})") from None
        return cls.from_dict(read_json(text, str(path)), variant_file=variant_file)


def read_json(text: str, where: str) -> Any:
    """``text`` parsed as JSON, refusing nesting deeper than ``MAX_DEPTH``, numbers longer than
    ``MAX_NUMBER_CHARS`` and an object giving a key twice (a located :class:`StateError`, never
    a RecursionError)."""
    depth = 0
    for match in _STRUCTURE.finditer(text):
        if match.group() in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line, column = _place(text, match.start())
                raise StateError(f"{where}:{line}:{column}: nested deeper than {MAX_DEPTH} levels")
        elif match.group() in "]}":
            depth -= 1
    try:
        return json.loads(
            text,
            parse_int=_number(int),
            parse_float=_number(float),
            parse_constant=_no_constant,
            object_pairs_hook=unique_keys,
        )
    except json.JSONDecodeError as error:
        raise StateError(f"{where}:{error.lineno}:{error.colno}: not JSON: {error.msg}") from None
    except (_BadNumber, DuplicateKey) as error:
        raise StateError(f"{where}: {error}") from None


# Strings (skipped whole, so brackets inside them do not count) and brackets.
_STRUCTURE = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


class _BadNumber(Exception):
    pass


def _number(kind: type[int] | type[float]) -> Any:
    def convert(text: str) -> int | float:
        if len(text) > MAX_NUMBER_CHARS:
            raise _BadNumber(
                f"a number of {len(text)} characters (at most {MAX_NUMBER_CHARS}): {text[:20]}…"
            )
        return kind(text)

    return convert


def _no_constant(text: str) -> Any:
    raise _BadNumber(f"{text} is not a JSON number")


def _place(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _check_seed(seed: Any) -> None:
    if not _whole(seed) or not 0 <= seed < SEED_LIMIT:
        raise StateError(f"'seed' must be a whole number from 0 to 2**64 - 1, not {_short(seed)}")


def _recorded_game(name: str, options: dict[str, Any], variant_file: str | Path | None) -> Game:
    """The game a record names: an installed variant by name or alias, or the variant in the
    file the caller gave. A name that looks like a path is never opened."""
    try:
        if variant_file is not None:
            return load(Path(variant_file), **options)
        if "/" in name or "\\" in name or name.endswith(".cw"):
            raise StateError(
                f"the record's variant {_short(name)} is not a name: records name an installed "
                "variant (a record of a variant file is read with that file given explicitly: "
                "--variant-file)"
            )
        found = definition(name)  # installed variants only, by name or alias
        return load(found.name, **options)
    except StateError:
        raise
    except CardwrightError as error:
        hint = (
            " (a record of a variant from a file: give the file with --variant-file)"
            if variant_file is None
            else ""
        )
        raise StateError(f"the record's variant cannot be loaded: {error}{hint}") from None


def _same_type(game: Game, name: str, value: Any) -> Any:
    spec = game.option_specs.get(name)
    if spec is None:
        return value
    for choice in spec.choices:
        if str(choice) == str(value):
            return choice
    return value
