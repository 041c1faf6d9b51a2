"""Throughput benchmark: random play on seeded deals.

For each seed the engine deals the game (``game.deal(seed=s)``), then plays random legal moves
(chosen with ``random.Random(seed)``, so a run is repeatable) until no move is left or
``max_moves`` have been played. Only the move loop is timed (``time.perf_counter``); dealing is
timed separately. Peak memory is measured with :mod:`tracemalloc` in a separate, shorter pass,
so tracing does not slow the timed pass.

    >>> from cardwright.bench import run, format_table
    >>> result = run("accordion", deals=10, max_moves=200)
    >>> print(format_table([result]))  # doctest: +SKIP
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from .engine import Game, State
from .registry import load, normalise

# Deals per variant family for a run of roughly 2-5 s per variant with the current kernel, and
# the move cap of one game. Accordion games end by themselves (at most 51 deals and 51 moves);
# random play in Chequers never ends (cards go back and forth), so its games are capped.
DEFAULT_DEALS: dict[str, int] = {"accordion": 1000, "chequers": 50}
DEFAULT_MAX_MOVES: dict[str, int] = {"accordion": 200, "chequers": 300}
FALLBACK_DEALS = 20
FALLBACK_MAX_MOVES = 500
DEFAULT_MEMORY_DEALS = 3


def family(name: str) -> str | None:
    """The family of a variant name (``"chequers-pysol"`` → ``"chequers"``), None if unknown."""
    key = normalise(name)
    for known in DEFAULT_DEALS:
        if key == known or key.startswith(known + "-"):
            return known
    return None


def defaults(name: str) -> tuple[int, int]:
    """``(deals, max_moves)`` for a variant: its family's defaults, else the fallbacks."""
    found = family(name)
    if found is None:
        return FALLBACK_DEALS, FALLBACK_MAX_MOVES
    return DEFAULT_DEALS[found], DEFAULT_MAX_MOVES[found]


@attrs.frozen
class BenchResult:
    """The figures of one :func:`run`. ``seconds`` is the time spent in move loops only (deals
    excluded; they are in ``deal_seconds``); ``capped`` counts games stopped by ``max_moves``;
    ``peak_kib`` is the tracemalloc peak of the memory pass over ``memory_deals`` deals."""

    name: str
    options: Mapping[str, Any] = attrs.field(hash=False)
    deals: int
    first_seed: int
    max_moves: int
    games: int
    moves: int
    capped: int
    seconds: float
    deal_seconds: float
    peak_kib: float
    memory_deals: int

    @property
    def label(self) -> str:
        if not self.options:
            return self.name
        return f"{self.name}({', '.join(f'{k}={v}' for k, v in self.options.items())})"

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds if self.seconds > 0 else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def moves_per_game(self) -> float:
        return self.moves / self.games if self.games else 0.0


def play_random(state: State, seed: int, max_moves: int) -> tuple[State, int]:
    """Random legal moves from ``state`` (``random.Random(seed)`` picks them) until none is left
    or ``max_moves`` are played: the final state and the number of moves."""
    rng = random.Random(seed)
    played = 0
    while played < max_moves:
        moves = state.legal_moves()
        if not moves:
            break
        state = state.play(moves[rng.randrange(len(moves))])
        played += 1
    return state, played


def _timed_pass(game: Game, seeds: range, max_moves: int) -> tuple[int, int, float, float]:
    """(moves, capped games, loop seconds, deal seconds) over ``seeds``."""
    total = capped = 0
    loop_seconds = deal_seconds = 0.0
    clock = time.perf_counter
    for seed in seeds:
        started = clock()
        state = game.deal(seed=seed)
        dealt = clock()
        state, played = play_random(state, seed, max_moves)
        finished = clock()
        deal_seconds += dealt - started
        loop_seconds += finished - dealt
        total += played
        if played >= max_moves:
            capped += 1
    return total, capped, loop_seconds, deal_seconds


def _memory_pass(game: Game, seeds: range, max_moves: int) -> float:
    """Peak traced memory (KiB) while dealing and playing ``seeds``, above the level at start."""
    was_tracing = tracemalloc.is_tracing()
    if not was_tracing:
        tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        baseline = tracemalloc.get_traced_memory()[0]
        for seed in seeds:
            play_random(game.deal(seed=seed), seed, max_moves)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        if not was_tracing:
            tracemalloc.stop()
    return max(0, peak - baseline) / 1024


def run(
    name: str,
    *,
    deals: int,
    first_seed: int = 1,
    max_moves: int,
    options: dict[str, Any] | None = None,
    memory_deals: int = DEFAULT_MEMORY_DEALS,
) -> BenchResult:
    """Random play on seeds ``first_seed .. first_seed + deals - 1`` of variant ``name`` (with
    ``options``); the memory pass plays the first ``min(memory_deals, deals)`` of them again."""
    if deals < 1:
        raise ValueError("deals must be at least 1")
    if max_moves < 1:
        raise ValueError("max_moves must be at least 1")
    chosen = dict(options or {})
    game = load(name, **chosen)
    moves, capped, seconds, deal_seconds = _timed_pass(
        game, range(first_seed, first_seed + deals), max_moves
    )
    memory_deals = max(0, min(memory_deals, deals))
    peak = _memory_pass(game, range(first_seed, first_seed + memory_deals), max_moves)
    return BenchResult(
        name=game.name,
        options=chosen,
        deals=deals,
        first_seed=first_seed,
        max_moves=max_moves,
        games=deals,
        moves=moves,
        capped=capped,
        seconds=seconds,
        deal_seconds=deal_seconds,
        peak_kib=peak,
        memory_deals=memory_deals,
    )


_COLUMNS = (
    ("variant", "<"),
    ("games", ">"),
    ("moves", ">"),
    ("moves/game", ">"),
    ("capped", ">"),
    ("loop s", ">"),
    ("deal s", ">"),
    ("moves/s", ">"),
    ("games/s", ">"),
    ("peak KiB", ">"),
)


def format_table(results: Iterable[BenchResult]) -> str:
    """A plain text table, one row per result."""
    rows = [
        (
            r.label,
            str(r.games),
            str(r.moves),
            f"{r.moves_per_game:.1f}",
            str(r.capped),
            f"{r.seconds:.3f}",
            f"{r.deal_seconds:.3f}",
            f"{r.moves_per_second:,.0f}",
            f"{r.games_per_second:,.1f}",
            f"{r.peak_kib:,.1f}",
        )
        for r in results
    ]
    widths = [len(title) for title, _ in _COLUMNS]
    for row in rows:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]

    def line(cells: Iterable[str]) -> str:
        parts = [
            f"{cell:{align}{width}}"
            for cell, (_, align), width in zip(cells, _COLUMNS, widths, strict=True)
        ]
        return "  ".join(parts).rstrip()

    out = [line(title for title, _ in _COLUMNS), "  ".join("-" * w for w in widths)]
    out.extend(line(row) for row in rows)
    return "\n".join(out)


__all__ = [
    "DEFAULT_DEALS",
    "DEFAULT_MAX_MOVES",
    "BenchResult",
    "defaults",
    "family",
    "format_table",
    "play_random",
    "run",
]
