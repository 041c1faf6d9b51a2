"""Throughput benchmark: random play on seeded deals.

For each seed the engine deals the game (``game.deal(seed=s)``), then plays random legal moves
(chosen with ``random.Random(seed)``, so a run is repeatable) until no move is left or
``max_moves`` have been played. Only the move loop is timed (``time.perf_counter``); dealing is
timed separately. Peak memory is measured with :mod:`tracemalloc` in a separate, shorter pass,
so tracing does not slow the timed pass.

Each game is played a second time right after, the same moves, reading ``state.outcome`` after
every move as a frontend does (while that pass's own time budget lasts): its moves per second
and its cost over the same games played without (``read +%``) show what the end-of-game test
costs. Playing the two in pairs keeps a busy machine from favouring either.

    >>> from cardwright.search.bench import run, format_table
    >>> result = run("accordion", deals=10, max_moves=200)
    >>> print(format_table([result]))  # doctest: +SKIP
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import attrs

from ..engine.game import Game
from ..engine.loading import load
from ..engine.state import State
from .solver import solve

# Random play in some games never ends by itself (cards can go back and forth), so every game is
# capped; by default a variant is played for a time budget rather than a fixed number of deals,
# so the benchmark needs no knowledge of any game.
DEFAULT_MAX_MOVES = 300
DEFAULT_SECONDS = 2.0
DEFAULT_MEMORY_DEALS = 3

Align = Literal["<", ">"]  # a table column's alignment


@attrs.frozen
class BenchResult:
    """The figures of one :func:`run`. ``seconds`` is the time spent in move loops only (deals
    excluded; they are in ``deal_seconds``); ``capped`` counts games stopped by ``max_moves``;
    ``peak_kib`` is the tracemalloc peak of the memory pass over ``memory_deals`` deals.

    ``read_games`` of the games (the first ones) were each played again at once, reading the
    outcome after every move: ``read_moves`` moves in ``read_seconds``, where the same games
    took ``read_base_seconds`` without."""

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
    read_games: int = 0
    read_moves: int = 0
    read_seconds: float = 0.0
    read_base_seconds: float = 0.0
    engine: str = "python"
    # The native core's random playouts of the same seeds, reading the outcome (docs/native.md).
    native_moves: int = 0
    native_seconds: float = 0.0

    @property
    def label(self) -> str:
        return _label(self.name, self.options)

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds if self.seconds > 0 else 0.0

    @property
    def read_moves_per_second(self) -> float:
        """Moves per second of the pass that reads the outcome after every move."""
        return self.read_moves / self.read_seconds if self.read_seconds > 0 else 0.0

    @property
    def read_overhead(self) -> float:
        """What reading the outcome after every move costs, as a fraction of the time the
        same games take without (0.25: a quarter more)."""
        base = self.read_base_seconds
        return self.read_seconds / base - 1 if base > 0 else 0.0

    @property
    def native_moves_per_second(self) -> float:
        return self.native_moves / self.native_seconds if self.native_seconds > 0 else 0.0

    @property
    def native_speedup(self) -> float:
        """Native moves per second over the Python engine's, both reading the outcome after
        every move (0 when the variant does not run natively)."""
        python = self.read_moves_per_second
        return self.native_moves_per_second / python if python > 0 else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def moves_per_game(self) -> float:
        return self.moves / self.games if self.games else 0.0


def _label(name: str, options: Mapping[str, Any]) -> str:
    """``accordion(deal=open)``: a variant with the options chosen for a run."""
    if not options:
        return name
    return f"{name}({', '.join(f'{k}={v}' for k, v in options.items())})"


def play_random(
    state: State, seed: int, max_moves: int, *, read_outcome: bool = False
) -> tuple[State, int]:
    """Random legal moves from ``state`` (``random.Random(seed)`` picks them) until none is left
    or ``max_moves`` are played: the final state and the number of moves. With
    ``read_outcome``, ``state.outcome`` is read after every move (the moves stay the same)."""
    rng = random.Random(seed)
    played = 0
    while played < max_moves:
        moves = state.legal_moves()
        if not moves:
            break
        state = state.play(moves[rng.randrange(len(moves))])
        played += 1
        if read_outcome:
            _ = state.outcome  # what a frontend reads after each move
    return state, played


@attrs.define
class _Totals:
    """What a series of timed games added up to."""

    games: int = 0
    moves: int = 0
    capped: int = 0
    seconds: float = 0.0  # move loops only
    deal_seconds: float = 0.0

    def add(self, played: int, loop_seconds: float, deal_seconds: float, max_moves: int) -> None:
        self.games += 1
        self.moves += played
        self.capped += played >= max_moves
        self.seconds += loop_seconds
        self.deal_seconds += deal_seconds


def _timed_game(
    game: Game, seed: int, max_moves: int, *, read_outcome: bool = False
) -> tuple[int, float, float]:
    """One game of random play on ``seed``: (moves, loop seconds, deal seconds)."""
    clock = time.perf_counter
    started = clock()
    state = game.deal(seed=seed)
    dealt = clock()
    _, played = play_random(state, seed, max_moves, read_outcome=read_outcome)
    return played, clock() - dealt, dealt - started


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
    deals: int | None = None,
    first_seed: int = 1,
    max_moves: int = DEFAULT_MAX_MOVES,
    seconds: float = DEFAULT_SECONDS,
    options: dict[str, Any] | None = None,
    memory_deals: int = DEFAULT_MEMORY_DEALS,
) -> BenchResult:
    """Random play on seeds ``first_seed, first_seed + 1, ...`` of variant ``name`` (with
    ``options``): ``deals`` of them, or, when ``deals`` is None, as many as ``seconds`` of move
    loops allow. The memory pass plays the first ``memory_deals`` of them again."""
    if deals is not None and deals < 1:
        raise ValueError("deals must be at least 1")
    if max_moves < 1:
        raise ValueError("max_moves must be at least 1")
    chosen = dict(options or {})
    game = load(name, **chosen)
    seeds = range(first_seed, first_seed + (deals if deals is not None else 10**9))
    budget = None if deals is not None else seconds
    plain, reading = _Totals(), _Totals()
    base_seconds = 0.0
    for seed in seeds:
        if budget is not None and plain.seconds >= budget:
            break
        played, spent, dealing = _timed_game(game, seed, max_moves)
        plain.add(played, spent, dealing, max_moves)
        # The same game again at once, reading the outcome, while its own budget lasts: each
        # pair of games runs under the same load, so their times compare.
        if budget is None or reading.seconds < budget:
            reading.add(*_timed_game(game, seed, max_moves, read_outcome=True), max_moves)
            base_seconds += spent
    deals = plain.games
    memory_deals = max(0, min(memory_deals, deals))
    peak = _memory_pass(game, range(first_seed, first_seed + memory_deals), max_moves)
    native_moves, native_seconds = _native_pass(
        game, range(first_seed, first_seed + deals), max_moves
    )
    return BenchResult(
        name=game.name,
        options=chosen,
        deals=deals,
        first_seed=first_seed,
        max_moves=max_moves,
        games=deals,
        moves=plain.moves,
        capped=plain.capped,
        seconds=plain.seconds,
        deal_seconds=plain.deal_seconds,
        peak_kib=peak,
        memory_deals=memory_deals,
        read_games=reading.games,
        read_moves=reading.moves,
        read_seconds=reading.seconds,
        read_base_seconds=base_seconds,
        engine=game.engine,
        native_moves=native_moves,
        native_seconds=native_seconds,
    )


def _native_pass(game: Game, seeds: range, max_moves: int) -> tuple[int, float]:
    """The same seeds played at random by the native core (its own picks, deals included,
    reading the outcome after every move, stuck included), when the game runs natively."""
    core = game.native
    if core is None:
        return 0, 0.0
    moves = 0
    start = time.perf_counter()
    for seed in seeds:
        moves += core.playout(seed, seed, max_moves, read_outcome=True)[0]
    return moves, time.perf_counter() - start


_COLUMNS: tuple[tuple[str, Align], ...] = (
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
    ("reading outcome moves/s", ">"),
    ("read +%", ">"),
    ("engine", "<"),
    ("native moves/s", ">"),
    ("native x", ">"),
)


def table_cells(
    results: Iterable[BenchResult],
) -> tuple[tuple[tuple[str, Align], ...], list[tuple[str, ...]]]:
    """The columns (header, alignment) and the rows of cells of :func:`format_table`, for
    frontends that draw their own tables."""
    rows: list[tuple[str, ...]] = [
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
            f"{r.read_moves_per_second:,.0f}",
            f"{r.read_overhead:+.0%}",
            r.engine,
            f"{r.native_moves_per_second:,.0f}" if r.native_seconds else "-",
            f"{r.native_speedup:.1f}" if r.native_seconds else "-",
        )
        for r in results
    ]
    return _COLUMNS, rows


def format_table(results: Iterable[BenchResult]) -> str:
    """A plain text table, one row per result."""
    _, rows = table_cells(results)
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


# -- the solver ---------------------------------------------------------------------------------

DEFAULT_SOLVE_SECONDS = 2.0  # per deal


@attrs.frozen
class SolverBenchResult:
    """The figures of one :func:`run_solver`: deals solved one after another, each with
    ``time_limit`` seconds, until ``deals`` are done or ``seconds`` are spent."""

    name: str
    options: Mapping[str, Any] = attrs.field(hash=False)
    deals: int
    won: int
    unwinnable: int
    unknown: int
    nodes: int
    seconds: float
    peak_table: int
    time_limit: float
    # The native table's bytes in the deal with the largest table (0: the search ran in Python).
    peak_bytes: int = 0
    # The native core's depth-first searches alone: moves tried and seconds (0: not native).
    core_nodes: int = 0
    core_seconds: float = 0.0

    @property
    def label(self) -> str:
        return _label(self.name, self.options)

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0

    @property
    def core_nodes_per_second(self) -> float | None:
        """The native searches' own speed (the greedy dive and the Python around them left
        out); None when no search ran natively."""
        return self.core_nodes / self.core_seconds if self.core_seconds > 0 else None

    @property
    def bytes_per_position(self) -> float | None:
        """The native table's bytes per position stored, at its largest; None when unmeasured."""
        return self.peak_bytes / self.peak_table if self.peak_bytes and self.peak_table else None


def run_solver(
    name: str,
    *,
    deals: int | None = None,
    first_seed: int = 1,
    seconds: float = 3 * DEFAULT_SOLVE_SECONDS,
    time_limit: float = DEFAULT_SOLVE_SECONDS,
    options: dict[str, Any] | None = None,
) -> SolverBenchResult:
    """Solve seeds ``first_seed, first_seed + 1, ...`` of a one-player variant: ``deals`` of
    them, or as many as ``seconds`` allow (at least one). Nodes per second is over all of them."""
    chosen = dict(options or {})
    game = load(name, **chosen)
    counts = {"won": 0, "unwinnable": 0, "unknown": 0}
    nodes = peak = peak_bytes = solved = core_nodes = 0
    spent = core_seconds = 0.0
    seed = first_seed
    while (solved < deals) if deals is not None else (solved == 0 or spent < seconds):
        result = solve(game.deal(seed=seed), time_limit=time_limit)
        counts[result.status] += 1
        nodes += result.nodes
        spent += result.seconds
        core_nodes += result.core_nodes
        core_seconds += result.core_seconds
        if result.peak_table > peak:
            peak, peak_bytes = result.peak_table, result.peak_bytes
        solved += 1
        seed += 1
    return SolverBenchResult(
        name=game.name,
        options=chosen,
        deals=solved,
        nodes=nodes,
        seconds=spent,
        peak_table=peak,
        time_limit=time_limit,
        peak_bytes=peak_bytes,
        core_nodes=core_nodes,
        core_seconds=core_seconds,
        **counts,
    )


_SOLVER_COLUMNS: tuple[tuple[str, Align], ...] = (
    ("variant", "<"),
    *((title, ">") for title in ("deals", "won", "unwinnable", "unknown", "nodes", "s")),
    ("nodes/s", ">"),
    ("core nodes/s", ">"),
    ("peak", ">"),
    ("B/position", ">"),
)


def solver_table_cells(
    results: Iterable[SolverBenchResult],
) -> tuple[tuple[tuple[str, Align], ...], list[tuple[str, ...]]]:
    """The columns (header, alignment) and the rows of cells of :func:`format_solver_table`."""
    rows: list[tuple[str, ...]] = [
        (
            r.label,
            str(r.deals),
            str(r.won),
            str(r.unwinnable),
            str(r.unknown),
            f"{r.nodes:,}",
            f"{r.seconds:.2f}",
            f"{r.nodes_per_second:,.0f}",
            "-" if r.core_nodes_per_second is None else f"{r.core_nodes_per_second:,.0f}",
            f"{r.peak_table:,}",
            "-" if r.bytes_per_position is None else f"{r.bytes_per_position:.1f}",
        )
        for r in results
    ]
    return _SOLVER_COLUMNS, rows


def format_solver_table(results: Iterable[SolverBenchResult]) -> str:
    """A plain text table, one row per result."""
    _, rows = solver_table_cells(results)
    columns = [title for title, _ in _SOLVER_COLUMNS]
    widths = [max([len(c)] + [len(row[i]) for row in rows]) for i, c in enumerate(columns)]

    def line(cells: Iterable[str]) -> str:
        return "  ".join(
            f"{cell:<{w}}" if i == 0 else f"{cell:>{w}}"
            for i, (cell, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    out = [line(columns), "  ".join("-" * w for w in widths)]
    out.extend(line(row) for row in rows)
    return "\n".join(out)


__all__ = [
    "DEFAULT_MAX_MOVES",
    "DEFAULT_SECONDS",
    "BenchResult",
    "SolverBenchResult",
    "format_solver_table",
    "format_table",
    "play_random",
    "run",
    "run_solver",
    "solver_table_cells",
    "table_cells",
]
