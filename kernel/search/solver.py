"""A generic solver for single-player variants: depth-first search over the public rules.

It knows nothing of any game: it asks a state for its legal moves, plays them, and remembers the
positions it has searched in a transposition table keyed canonically (positions that differ only
by the order of interchangeable piles are one). It plays "thoughtful" solitaire: face-down and
stock cards are known to it (perfect information).

Statuses: ``won`` (with the moves, which replay to a won position), ``unwinnable`` (every
reachable position was searched: a proof), ``unknown`` (a time, node or memory limit stopped it).
"""

from __future__ import annotations

import json
import os
import queue
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Literal
from weakref import WeakKeyDictionary

import attrs

from ..engine.game import Game
from ..engine.moves import Move
from ..engine.native import to_move, to_native
from ..engine.outcome import canonical, measure, progress_path
from ..engine.reference.movegen import _condition_holds
from ..engine.state import State
from ..errors import CardwrightError
from ..files import is_regular_or_absent
from ..limits import MEMORY_LIMIT, NODE_LIMIT, THREADS, TIME_LIMIT
from ..plugins import SolverGuide, hook_results, provenance
from ..shuffle import PCG32
from ..userdata import checkpoint_key
from .lines import shortened
from .opponent import GREEDY_SEARCH_LIMIT, greedy, obvious_move
from .safety import proven_table, safe_moves

if TYPE_CHECKING:
    from .._native import (
        MoveTuple,
        NativeGame,
        NativeProofs,
        NativeSearch,
        NativeState,
        SolveTuple,
    )

Status = Literal["won", "unwinnable", "unknown"]

# A rough size of one position the Python engine's search remembers (the key tuple and the
# dict slot), for its memory_limit; the native search counts its bytes as it goes.
_BYTES_PER_ENTRY = 400
# The native search's memory limit when none is given, 2 GiB: its table, the positions not yet
# proved lost and its line's frames (NativeSearch.memory). A position costs 70-90 bytes in
# Klondike and Canfield (about 26 million positions, where the limit used to be 10 million),
# 600-700 where lines run long (FreeCell's frames: about 3 million, what a 10 s search of
# Baker's Game may reach). Each survey job holds its own.
DEFAULT_MEMORY_LIMIT = 1 << 31


@attrs.frozen
class Checkpoint:
    """Where the native plain search is saved when a limit stops it, and continued from when
    the file exists (docs/solver.md, "Checkpoints"). ``labels`` name the deal (the CLI: its
    seed) beside the variant and options that ``solve`` adds: a file made for another is
    refused, naming what differs."""

    path: Path
    labels: tuple[tuple[str, str], ...] = ()


@attrs.frozen
class SolveResult:
    status: Status
    moves: tuple[Move, ...]
    nodes: int
    seconds: float
    peak_table: int
    reason: str = ""
    # The bytes the native searches held at their largest, all of them together, what the
    # memory limit bounds (NativeSearch.memory; 0: not measured, a search in Python).
    peak_bytes: int = 0
    # The moves tried by the native core's depth-first searches and the time they took (the
    # core's own speed, without the greedy dive and the Python around it; 0: not native).
    core_nodes: int = 0
    core_seconds: float = 0.0
    # Whether the search went on from a checkpoint file: a verdict then rests on the sittings
    # before too (their file sealed with the user's key: docs/solver.md, "Checkpoints").
    resumed: bool = False
    # The moves of the winning line the search found, before its loops and detours were cut
    # (lines.shortened; ``moves`` is the line cut).
    raw_length: int = 0

    @property
    def notation(self) -> list[str]:
        return [str(m) for m in self.moves]


def is_won(state: State) -> bool:
    """The variant's ``won if`` conditions, without the (slower) end-of-game searches."""
    game = state.game
    return all(_condition_holds(game, state, c, 0) for c in game.rules.won)


def _ordered(state: State, moves: list[Move]) -> list[Move]:
    """Foundation moves first, then moves that turn up a card (sooner the more face-down cards
    their pile has: the deepest piles hide the most), then other card moves, then stock
    actions; a stable order, as the native core's."""
    game = state.game

    def rank(move: Move) -> tuple[int, int]:
        if move.action is not None:
            return (3, 0)
        assert move.target is not None
        if game.zones[move.target[0]].spec.kind == "foundation":
            return (0, 0)
        pile = state.piles(move.source[0], move.player)[move.source[1]]
        if len(pile) > move.count and not pile[-move.count - 1].face_up:
            return (1, -sum(not card.face_up for card in pile))
        return (2, 0)

    return sorted(moves, key=rank)


def guides(game: Game) -> list[SolverGuide]:
    """The solver guides of the plugins ``game``'s variant turns on, in its order."""
    found: list[SolverGuide] | None = _GUIDES.get(game)
    if found is None:
        found = _GUIDES[game] = hook_results(
            "cardwright_solver_guide", game.rules.plugins, game.rules
        )
    return found


_GUIDES: WeakKeyDictionary[Game, list[SolverGuide]] = WeakKeyDictionary()


def native_guides(guided: Sequence[SolverGuide]) -> str | None:
    """The guides as the JSON list the native core's search runs (each guide's ``ir()``), or
    None when one of them runs only in Python."""
    forms = []
    for guide in guided:
        ir = getattr(guide, "ir", None)  # optional in the protocol
        form = ir() if ir is not None else None
        if form is None:
            return None
        forms.append(form)
    return json.dumps(forms)


def _key_function(game: Game, guided: Sequence[SolverGuide] = ()) -> Callable[[State], object]:
    """The transposition table's key: a guide's coarser key when it offers one, else the
    position's canonical key (outcome.canonical: equal for positions that differ only by the
    order of interchangeable piles)."""
    if not guided:
        return canonical

    def key(state: State) -> object:
        for guide in guided:
            abstract = guide.key(state)
            if abstract is not None:
                return ("guide", abstract)
        return canonical(state)

    return key


# Restarts. Searches for a win have a heavy tail: a bad early choice can cost millions of
# positions where another order of the first moves wins in thousands. So the search runs with
# small node budgets first:
# - in variants with progress measures, runs that follow only lines of play improving a measure
#   at least every few moves (NARROWED: node budget, moves allowed without progress);
# - one plain run (FIRST_BUDGET), which also measures how deep lines of play go;
# - runs whose first moves, down to half that depth, are chosen at random (a fixed PCG32
#   stream, so results repeat), the rest in the usual order (SHUFFLED_RUNS, each with
#   SHUFFLED_BUDGET nodes, doubled every SHUFFLED_DOUBLING runs);
# - and a last run with no budget and no narrowing.
# A run that searches every position it can reach without hitting its budget is a proof, so
# "unwinnable" stays a proof whichever run finds it.
NARROWED: tuple[tuple[int, int], ...] = ((4_000, 3), (8_000, 6))
FIRST_BUDGET = 2_000
SHUFFLED_RUNS = 200
SHUFFLED_BUDGET = 1_000
SHUFFLED_DOUBLING = 50
# The native core's restarts, fifty times as fast: a plain search within NATIVE_FIRST_SHARE of
# the limits (at most NATIVE_FIRST_BUDGET positions without limits), then runs whose first
# NATIVE_SHUFFLED_DEPTH moves are tried in a random order, of NATIVE_SHUFFLED_BUDGET positions
# times the Luby sequence (1 1 2 1 1 2 4 ...: no one run length is best for every deal, and
# this one wastes at most a logarithmic factor against the best, Luby, Sinclair and Zuckerman
# 1993), until NATIVE_RESTART_SHARE of what the first run left is spent (about 38 % of the
# whole: FreeCell wins one deal of seeds 1-50 fewer at 10 s with 30 %); with the rest the first
# plain search goes on where it stopped (the one that can exhaust what a deal allows, so a lost
# deal gets the first share and the last: about 62 % of the time in one search). While the
# restarts run, the plain search keeps its table: a restart holds at most the bytes it leaves
# of the memory limit (DEFAULT_MEMORY_LIMIT, or memory_limit), so that the two together stay
# within it. A restart skips the positions the plain search proved lost, and the plain search
# takes in those the restart proved (docs/solver.md, "Proofs shared"): on a lost deal the
# restarts' time is not lost.
NATIVE_FIRST_SHARE = 0.15
NATIVE_FIRST_BUDGET = 200_000
NATIVE_RESTART_SHARE = 0.45
NATIVE_SHUFFLED_BUDGET = 20_000
NATIVE_SHUFFLED_DEPTH = 20
# Before the restarts, a streamlined run (docs/solver.md): every card move to a foundation the
# only move tried, no card taken back from one. It searches part of the game only, so its wins
# are wins and its end proves nothing; it takes NATIVE_STREAMLINED_SHARE of what the first run
# left out of the restarts' share (at most NATIVE_STREAMLINED_BUDGET positions without limits),
# so the plain search that proves deals lost keeps all of its time.
NATIVE_STREAMLINED_SHARE = 0.2
NATIVE_STREAMLINED_BUDGET = 1_000_000
# Every second restart streamlined too (its first moves shuffled like the others').
STREAMLINED_RESTARTS = True
# With threads > 1 (the native core), the plain search runs from the start with all of the time,
# in steps of PARTNER_STEP positions (at most PARALLEL_SLICE seconds each). The first other
# thread runs the streamlined run for PARALLEL_STREAMLINED_SHARE of the time, then the
# *partner*: a plain search whose steps are tried in the opposite order in positions fewer than
# PARTNER_DEPTH moves in, beside the plain one to the end. After every step each hands the
# other the positions it proved lost, which it then skips, so that on a lost deal the two share
# the search (canfield seed 13, lost: 17.1-17.6 s alone, 9.6-10.6 s the two; steps of 150 000
# positions: 11.4 s; a partner in a random order: 9.9 s). Threads past the second run the
# restarts (run k on thread 2 + k mod (N - 2)) for the share of the time they have on one
# thread, PARALLEL_RESTART_SHARE, each in steps of PARALLEL_STEP positions (so that a thread
# stops soon after a verdict); the plain search takes in their proofs when they end. The
# searches beside the plain one share PARALLEL_ROOM of the positions limit: the partner holds
# about what the plain search holds, since each takes in the other's proofs.
PARALLEL_RESTART_SHARE = NATIVE_RESTART_SHARE * (1 - NATIVE_FIRST_SHARE)
PARALLEL_STREAMLINED_SHARE = 0.1
PARALLEL_SLICE = 0.2
PARALLEL_STEP = 50_000
PARALLEL_ROOM = 0.5
PARTNER_STEP = 5_000
PARTNER_DEPTH = NATIVE_SHUFFLED_DEPTH
# A won line's loops and detours are cut (lines.shortened) in what is left of the time limit:
# the searches stop LINE_RESERVE of it short of the limit, and the cutting may go on LINE_GRACE
# of it past the limit, so that with the moves' conversion and replay a call returns within
# 5 % over its limit (somerset seed 12's first win, 511 719 moves, takes 0.6 s to cut to
# about 5 000 moves, then passes that look two moves ahead shorten it further).
LINE_RESERVE = 0.04
LINE_GRACE = 0.03


def solve(
    state: State,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    memory_limit: int | None = None,
    restarts: bool = True,
    guided: bool = True,
    checkpoint: Checkpoint | None = None,
    threads: int = 1,
) -> SolveResult:
    """Search for a sequence of moves that wins from ``state``.

    ``time_limit`` in seconds, ``node_limit`` in positions expanded (over all runs),
    ``memory_limit`` in bytes for what the search holds (the native core: its table of
    positions, the positions not yet proved lost and its line, all its searches together, 2 GiB
    by default; a search that would hold more stops, "unknown"; the Python engine: its table,
    at about 400 bytes a position, cleared when it would grow past it: the search stays
    correct, only slower, and a later "unwinnable" is then reported as "unknown").
    ``restarts=False`` runs one plain depth-first search; ``guided=False`` ignores the solver
    guides of the variant's plugins. With ``checkpoint`` (the native core only), the
    plain search continues from the file when it exists (no greedy dive, no restarts) and is
    saved there when a limit stops it; the file is removed once a verdict is found.
    ``threads`` > 1 (the native core, no ``node_limit``): the plain search gets all of the time
    on one thread while a partner search runs on the second and the restarts on the others
    (docs/solver.md, "Threads").
    """
    check_limits(time_limit, node_limit, memory_limit)
    THREADS.check(threads, "threads")
    game = state.game
    if game.players != 1:
        raise CardwrightError(
            f"the solver plays one-player games; {game.title} has {game.players} players"
        )
    search = _Search(state, time_limit, node_limit, memory_limit, guided)
    search.threads = threads
    core = game.native
    # The native core runs the search when it can run every guide too (their plain data).
    native = core is not None and search.native_guides is not None
    if checkpoint is not None and not native:
        raise CardwrightError(
            f"checkpoints need the native core; {game.title} "
            + ("has a solver guide it cannot run" if core else "runs on the Python engine")
        )
    if checkpoint is not None:
        _check_checkpoint_path(checkpoint.path)
        search.key = checkpoint_key()  # read now: a bad key is told before the search, not after
    if is_won(state):
        return SolveResult("won", (), 0, 0.0, 0)
    if any(guide.lost(state) for guide in search.guides):
        return SolveResult("unwinnable", (), 0, 0.0, 0, "lost at the start")
    resuming = checkpoint is not None and checkpoint.path.exists()
    if restarts and game.rules.progress and not resuming:
        result = search.dive()
        if result is not None:
            return search.finish(result, checkpoint)
    if core is not None and native:
        return search.run_natively(core, restarts, checkpoint)
    if restarts:
        for budget, slack in NARROWED if game.rules.progress else ():
            result = search.run(budget, None, slack)
            if result is not None:
                return result
        result = search.run(FIRST_BUDGET, None)
        if result is not None:
            return result
        prefix = max(1, search.deepest // 2)
        for run in range(SHUFFLED_RUNS):
            budget = SHUFFLED_BUDGET << (run // SHUFFLED_DOUBLING)
            result = search.run(budget, PCG32(run, 7), prefix=prefix)
            if result is not None:
                return result
    result = search.run(None, None)
    assert result is not None
    return result


def _check_checkpoint_path(path: Path) -> None:
    """A CardwrightError, before any search, when ``path`` cannot be a checkpoint: something
    other than a regular file is there, or its folder is missing."""
    if not is_regular_or_absent(path):
        raise CardwrightError(f"checkpoint {path}: not a regular file")
    if not path.absolute().parent.is_dir():
        raise CardwrightError(f"checkpoint {path}: its folder {path.parent} does not exist")


def check_limits(
    time_limit: float | None, node_limit: int | None, memory_limit: int | None
) -> None:
    """A CardwrightError naming the first limit out of its bound (cardwright.limits)."""
    if time_limit is not None:
        TIME_LIMIT.check(time_limit, "time_limit")
    if node_limit is not None:
        NODE_LIMIT.check(node_limit, "node_limit")
    if memory_limit is not None:
        MEMORY_LIMIT.check(memory_limit, "memory_limit")


def native_safe_table(
    game: Game, core: NativeGame
) -> tuple[list[tuple[int, list[int]]], list[int]]:
    """The proven safe-move table of ``game`` (``proven_table``) in the core's zone numbers, as
    its searches take it: sorted, as a checkpoint's safe moves are compared with these."""
    ranks, not_from = proven_table(game)
    names = core.zone_names
    safe_ranks = sorted((names.index(zone), sorted(found)) for zone, found in ranks.items())
    return safe_ranks, sorted(names.index(zone) for zone in not_from)


def luby(i: int) -> int:
    """The ``i``-th term (from 1) of the Luby sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ..."""
    while True:
        k = i.bit_length()
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1


class _Search:
    """One solve call: its limits, counters and the depth-first runs."""

    def __init__(
        self,
        state: State,
        time_limit: float | None,
        node_limit: int | None,
        memory_limit: int | None,
        guided: bool,
    ) -> None:
        self.state = state
        self.game = state.game
        self.started = time.monotonic()
        # The searches stop LINE_RESERVE short of the limit; a won line is cut until LINE_GRACE
        # past it.
        self.deadline = None
        self.line_deadline = None
        if time_limit is not None:
            self.deadline = self.started + time_limit * (1 - LINE_RESERVE)
            self.line_deadline = self.started + time_limit * (1 + LINE_GRACE)
        self.node_limit = node_limit
        self.memory_limit = memory_limit
        # The Python engine's table counts positions; the native searches count bytes.
        self.capacity = None if memory_limit is None else max(1, memory_limit // _BYTES_PER_ENTRY)
        self.guides = guides(self.game) if guided else []
        self.key_of = _key_function(self.game, self.guides)
        self.native_guides = native_guides(self.guides)  # None: a guide runs only in Python
        self.nodes = 0
        self.peak = 0
        self.peak_bytes = 0  # of the native searches (NativeSearch.memory)
        self.held_bytes = 0  # of a native search kept while others run
        self.core_nodes = 0  # moves tried by the native searches
        self.core_seconds = 0.0  # and the time they took
        self.deepest = 0  # the longest line of play seen, in moves
        self.dead: set[object] = set()  # positions proved lost, shared by the runs
        self.stopped = "time limit reached"  # why the last native run stopped
        self.resumed = False  # whether the native search was read from a checkpoint
        self.key = b""  # the user's checkpoint key, when there is a checkpoint
        self.threads = 1  # the native searches' threads (run_natively)

    def candidates(self, position: State, random: PCG32 | None) -> Iterator[Move]:
        """The moves to try from ``position``, in order; with ``random``, a random one first."""
        sure = safe_moves(position, 0, proven=True)
        if sure:  # a dominance: this move never loses a win, so it is the only one tried
            return iter(sure[:1])
        # One empty pile per interchangeable zone: the others give the same key.
        moves = _ordered(position, position.game.distinct_moves(position, 0))
        for guide in self.guides:
            moves = guide.order(position, moves)
        if random is not None and len(moves) > 1:
            moves.insert(0, moves.pop(random.below(len(moves))))
        return iter(moves)

    def dive(self) -> SolveResult | None:
        """One line of play and no backtracking, the greedy policy's way: an obvious move when
        there is one (a foundation move, a card turned up), else the whole shortest way to the
        next progress (outcome.progress_path). Many games that a depth-first search wanders in
        fall to this at once; None when the line ends without a win."""
        position, line, apply = self.state, [], self.game.apply
        visited = {self.key_of(position)}
        while True:
            deadline = self.deadline
            if deadline is not None and time.monotonic() > deadline:
                return self._unknown("time limit reached")
            move = obvious_move(position, 0)
            steps = (
                [move]
                if move is not None
                else progress_path(position, 0, GREEDY_SEARCH_LIMIT, deadline=deadline)
            )
            if not steps:
                return None
            for move in steps:
                self.nodes += 1
                if self.node_limit is not None and self.nodes > self.node_limit:
                    return self._unknown("node limit reached")
                position = apply(position, move)
                line.append(move)
                if is_won(position):
                    return self._won(tuple(line))
            key = self.key_of(position)
            if key in visited:
                return None
            visited.add(key)

    def run(
        self,
        budget: int | None,
        random: PCG32 | None,
        slack: int | None = None,
        prefix: int = 0,
    ) -> SolveResult | None:
        """One depth-first run; None when it used up its budget without an answer. With
        ``slack``, a line of play is dropped after that many moves in a row that improve none
        of the variant's progress measures (a restart's narrowing, never the last run's).
        With ``random``, positions less than ``prefix`` moves deep try a random move first."""
        state, game, key_of, guided = self.state, self.game, self.key_of, self.guides
        measures = game.rules.progress if slack is not None else ()
        levels: list[tuple[tuple[int, ...], int]] = []  # (measures, slack left) per frame
        if measures:
            levels.append((measure(game, state, measures, 0), slack or 0))
        apply = game.apply
        stop_at = None if budget is None else self.nodes + budget
        if self.node_limit is not None:
            stop_at = min(stop_at or self.node_limit, self.node_limit)
        seen: set[object] = set()  # visited in this run
        dead = self.dead  # proved lost, in any run
        evicted = False
        path: list[Move] = []
        root = key_of(state)
        if root in dead:
            return self._result("unwinnable", (), "every reachable position searched")
        on_path: set[object] = {root}
        stack: list[tuple[State, Iterator[Move], object]] = [
            (state, self.candidates(state, random if prefix else None), root)
        ]
        # Per frame: whether its verdict leans on something unproved (a position on the current
        # line, one cut by slack, one searched in this run under such a doubt). A frame searched
        # to the end without any is proved lost, and stays so for the later runs.
        doubtful: list[bool] = [False]
        seen.add(root)
        while stack:
            current, moves, key = stack[-1]
            move = next(moves, None)
            if move is None:
                stack.pop()
                on_path.discard(key)
                if doubtful.pop():
                    if doubtful:
                        doubtful[-1] = True
                else:
                    dead.add(key)
                if levels:
                    levels.pop()
                if path:
                    path.pop()
                continue
            self.nodes += 1
            if stop_at is not None and self.nodes > stop_at:
                if budget is not None and self.nodes <= (self.node_limit or self.nodes):
                    return None  # this run's budget: try the next one
                return self._unknown("node limit reached")
            deadline = self.deadline
            if deadline is not None and self.nodes % 256 == 0 and time.monotonic() > deadline:
                return self._unknown("time limit reached")
            following = apply(current, move)
            if is_won(following):
                path.append(move)
                return self._won(tuple(path))
            child_key = key_of(following)
            if child_key in dead:
                continue
            if child_key in seen or child_key in on_path:
                doubtful[-1] = True
                continue
            if self.capacity is not None and len(seen) + len(dead) >= self.capacity:
                seen.clear()  # eviction: forget everything but the current path
                dead.clear()
                seen.update(on_path)
                evicted = True
            seen.add(child_key)
            self.peak = max(self.peak, len(seen) + len(dead))
            if guided and any(guide.lost(following) for guide in guided):
                dead.add(child_key)
                continue
            if measures:
                before, left = levels[-1]
                after = measure(game, following, measures, 0)
                if any(a > b for a, b in zip(after, before, strict=True)):
                    left = slack or 0
                elif left == 0:
                    seen.discard(child_key)  # another line may reach it with slack to spare
                    doubtful[-1] = True
                    continue
                else:
                    left -= 1
                levels.append((after, left))
            path.append(move)
            on_path.add(child_key)
            shuffle = random if len(path) < prefix else None
            stack.append((following, self.candidates(following, shuffle), child_key))
            doubtful.append(False)
            if len(path) > self.deepest:
                self.deepest = len(path)
        if slack is not None:
            return None  # a narrowed run that found nothing proves nothing
        if evicted:
            return self._unknown("searched everything, but positions were forgotten")
        return self._result("unwinnable", (), "every reachable position searched")

    def run_natively(
        self, core: NativeGame, restarts: bool = True, checkpoint: Checkpoint | None = None
    ) -> SolveResult:
        """The depth-first searches, run by the native core within what is left of the limits
        (the same search as ``run``, tens of times faster): with ``restarts``, a short plain
        run, then runs in a random order near the start (the heavy tail: docs/solver.md), then
        the plain search goes on with the rest, which alone can prove a deal lost when the
        others could not. A winning line is replayed here before it is returned. With
        ``checkpoint``, the plain search is read from its file when it exists (and then runs
        alone) and written there when a limit stops it."""
        root = to_native(core, self.state.zones, self.state.redeals)
        room = self.memory_limit or DEFAULT_MEMORY_LIMIT  # bytes, shared by the searches
        safe_ranks, safe_not_from = native_safe_table(self.game, core)
        guides = self.native_guides or "[]"
        labels = [] if checkpoint is None else self._labels(checkpoint)
        key = self.key
        if checkpoint is not None and checkpoint.path.exists():
            try:
                plain = core.load_search(
                    str(checkpoint.path),
                    root,
                    room,
                    safe_ranks,
                    safe_not_from,
                    labels,
                    key,
                    guides,
                    safe_cards=True,
                )
            except ValueError as error:
                raise CardwrightError(str(error)) from None
            restarts = False  # the first session had them
            self.resumed = True
        else:
            parallel = restarts and self.threads > 1 and self.node_limit is None
            beside = int(room * PARALLEL_ROOM) if parallel else 0
            plain = core.search(
                root, room - beside, safe_ranks, safe_not_from, guides=guides, safe_cards=True
            )
            if parallel:
                found = self._in_parallel(core, plain, root, beside, safe_ranks, safe_not_from)
                if found is not None:
                    return self.finish(found, checkpoint)
                return self._unknown(self.stopped)
        if restarts:
            unlimited = self.deadline is None and self.node_limit is None
            budget = NATIVE_FIRST_BUDGET if unlimited else None  # else the share bounds it
            first = self._natively(plain, budget, self._share(NATIVE_FIRST_SHARE))
            if first is not None:
                return self.finish(first, checkpoint)
            until = self._share(NATIVE_RESTART_SHARE)  # of what the first run left
            if NATIVE_STREAMLINED_SHARE > 0 and plain.memory < room:
                found = self._streamlined(core, plain, root, room, safe_ranks, safe_not_from)
                if found is not None:
                    return self.finish(found, checkpoint)
            for run in range(SHUFFLED_RUNS):
                self.held_bytes = plain.memory  # the plain search stays meanwhile
                if self.held_bytes >= room:
                    break  # it holds all the room there is: no restart fits beside it
                restart, budget = self._restart(
                    core, root, room - self.held_bytes, safe_ranks, safe_not_from, run
                )
                if restart.memory > room - self.held_bytes:
                    break  # not even its first position fits beside the plain search
                found = self._natively(restart, budget, until, plain.positions, proofs=plain)
                if found is not None:
                    return self.finish(found, checkpoint)
                # What it proved lost, the plain search and the next restarts skip (none, from
                # a streamlined restart: its end proves nothing).
                plain.absorb(restart)
                del restart  # its table is freed before the next one is made
                if self._out_of(until):
                    break
        self.held_bytes = 0
        found = self._natively(plain, None, (self.deadline, self.node_limit))
        if found is not None:
            return self.finish(found, checkpoint)
        result = self._unknown(self.stopped)  # its seconds: the search's, not the saving's
        if checkpoint is not None:
            # Written beside the file, then moved over it: a save cut short keeps the old one.
            partial = checkpoint.path.with_name(checkpoint.path.name + ".partial")
            try:
                plain.save(str(partial), labels, key)
                os.replace(partial, checkpoint.path)
            except OSError as error:
                raise CardwrightError(
                    f"checkpoint {checkpoint.path}: cannot be written: {error.strerror or error}"
                ) from None
        return result

    def _streamlined(
        self,
        core: NativeGame,
        plain: NativeSearch,
        root: NativeState,
        room: int,
        safe_ranks: list[tuple[int, list[int]]],
        safe_not_from: list[int],
    ) -> SolveResult | None:
        """The streamlined run beside the plain search (which keeps its table meanwhile), in
        the ``room`` bytes it leaves: its win, or None. It skips what the plain search proved
        lost, and hands on no proof."""
        unlimited = self.deadline is None and self.node_limit is None
        budget = NATIVE_STREAMLINED_BUDGET if unlimited else None
        held = plain.positions
        self.held_bytes = plain.memory
        streamlined = core.search(
            root,
            room - self.held_bytes,
            safe_ranks,
            safe_not_from,
            guides=self.native_guides or "[]",
            safe_cards=True,
            streamlined=True,
        )
        if streamlined.memory > room - self.held_bytes:
            return None  # not even its first position fits beside the plain search
        until = self._share(NATIVE_STREAMLINED_SHARE)
        return self._natively(streamlined, budget, until, held, proofs=plain)

    def _labels(self, checkpoint: Checkpoint) -> list[tuple[str, str]]:
        """What a checkpoint names its game and deal by: the variant, its options, the solver
        guides the core runs, and the caller's labels."""
        options = ", ".join(f"{name}={value}" for name, value in sorted(self.game.options.items()))
        return [
            ("variant", self.game.name),
            ("options", options or "none"),
            ("guides", self.native_guides or "none"),
            # The code of each plugin the variant turns on: its hooks may run inside the
            # search, so a file saved under one version must not go on under another.
            (
                "plugins",
                ", ".join(f"{n} ({provenance(n)})" for n in self.game.rules.plugins) or "none",
            ),
            *checkpoint.labels,
        ]

    def finish(self, result: SolveResult, checkpoint: Checkpoint | None) -> SolveResult:
        """``result``; after a verdict a checkpoint has nothing left to continue, so it goes."""
        if checkpoint is not None and result.status != "unknown":
            checkpoint.path.unlink(missing_ok=True)
        return result

    def _share(self, share: float) -> tuple[float | None, int | None]:
        """The point (a deadline, a node count) ``share`` of the way from now to the limits."""
        now = time.monotonic()
        deadline = None if self.deadline is None else now + share * max(0.0, self.deadline - now)
        nodes = None
        if self.node_limit is not None:
            nodes = self.nodes + int(share * max(0, self.node_limit - self.nodes))
        return deadline, nodes

    def _out_of(self, until: tuple[float | None, int | None]) -> bool:
        deadline, nodes = until
        return (deadline is not None and time.monotonic() >= deadline) or (
            nodes is not None and self.nodes >= nodes
        )

    def _natively(
        self,
        search: NativeSearch,
        budget: int | None,
        until: tuple[float | None, int | None],
        held: int = 0,
        proofs: NativeSearch | None = None,
    ) -> SolveResult | None:
        """``search`` run on for at most ``budget`` positions, stopped at ``until``: its result
        when it won or exhausted the deal, else None (why it stopped in ``self.stopped``).
        ``held``: the positions another search keeps meanwhile (the table's peak counts them);
        ``proofs``: that search, whose positions proved lost this one skips."""
        deadline, nodes_until = until
        if self._out_of(until):
            timed_out = deadline is not None and time.monotonic() >= deadline
            self.stopped = "time limit reached" if timed_out else "node limit reached"
            return None
        if nodes_until is not None:
            budget = (
                nodes_until - self.nodes
                if budget is None
                else min(budget, nodes_until - self.nodes)
            )
        seconds = None if deadline is None else max(0.0, deadline - time.monotonic())
        started = time.perf_counter()
        status, found, reason, nodes, peak, table = search.run(
            budget, seconds, proofs, shorten=True, line_seconds=self._line_seconds()
        )
        self.core_seconds += time.perf_counter() - started
        self.core_nodes += nodes
        self.nodes += nodes
        self.peak = max(self.peak, held + peak)
        self.peak_bytes = max(self.peak_bytes, self.held_bytes + table)
        if status == "won":
            return self._native_win(found, search.raw_length)
        if status == "unwinnable":
            searched = "every reachable position searched"
            if self.resumed:  # a proof over sittings: the file's part is taken on its seal
                searched += ", in part in earlier sittings (the checkpoint)"
            return self._result("unwinnable", (), searched)
        self.stopped = reason
        return None

    def _native_win(self, found: Sequence[MoveTuple], raw_length: int) -> SolveResult:
        """The won result of a native search's line, replayed here to check it wins."""
        core = self.game.native
        assert core is not None
        moves = tuple(to_move(core, move) for move in found)  # cut short by the core
        position = self.state
        for move in moves:
            position = self.game.apply(position, move)
        if not is_won(position):  # the engines disagree: a bug, never a wrong answer
            raise CardwrightError(f"the native solver's line does not win {self.game.title}")
        return self._result("won", moves, "", raw_length=raw_length)

    def _in_parallel(
        self,
        core: NativeGame,
        plain: NativeSearch,
        root: NativeState,
        room: int,
        safe_ranks: list[tuple[int, list[int]]],
        safe_not_from: list[int],
    ) -> SolveResult | None:
        """The plain search on this thread with all of the time; on the first other thread
        the streamlined run, then the partner search; on the others (``self.threads`` > 2) the
        restarts (docs/solver.md, "Threads"): the first verdict, or None when the time ran out
        (why in ``self.stopped``)."""
        workers = self.threads - 1
        # The partner holds about what the plain search holds (each takes in the other's
        # proofs): it gets the room beside the plain search, or half of it when restarts run
        # too, and they share the other half.
        partner_room = max(1, room if workers == 1 else room // 2)
        share = max(1, (room - partner_room) // max(1, workers - 1))
        stop = threading.Event()
        partner_stop = threading.Event()  # set with stop, or to take the partner's room
        streamlined_until = self._share(PARALLEL_STREAMLINED_SHARE)[0]
        restarts_until = self._share(PARALLEL_RESTART_SHARE)[0]
        guides = self.native_guides or "[]"
        # Each search that stopped, its last answer, and whether its proofs were passed on
        # as it found them (the partner's).
        ended: queue.SimpleQueue[tuple[NativeSearch, SolveTuple, bool] | BaseException] = (
            queue.SimpleQueue()
        )
        # What the plain search and the partner proved lost, for the other.
        to_plain: queue.SimpleQueue[NativeProofs] = queue.SimpleQueue()
        to_partner: queue.SimpleQueue[NativeProofs] = queue.SimpleQueue()
        partner_progress = [0, 0]  # its table and its moves, after its last step
        counted = 0  # of the partner's moves, those in self.nodes

        def take_proofs(search: NativeSearch, inbox: queue.SimpleQueue[NativeProofs]) -> None:
            while not inbox.empty():
                search.take_proofs(inbox.get())

        def partner() -> None:
            """The streamlined run, then a plain search whose first moves are tried in the
            opposite order, beside the plain one to the end; after every step each takes in
            what the other proved lost."""

            def search_of_its_own(
                streamlined: bool = False, reversed_depth: int = 0
            ) -> NativeSearch:
                return core.search(
                    root,
                    partner_room,
                    safe_ranks,
                    safe_not_from,
                    guides=guides,
                    safe_cards=True,
                    streamlined=streamlined,
                    reversed_depth=reversed_depth,
                )

            streamlined = search_of_its_own(streamlined=True)
            outcome = self._steps(
                streamlined, NATIVE_STREAMLINED_BUDGET, partner_stop, streamlined_until
            )
            if outcome is None:
                return  # stopped: a verdict
            ended.put((streamlined, outcome, False))  # a win, or no proof: nothing to absorb
            if outcome[0] == "won":
                return
            del streamlined  # its table is freed before the partner's is made
            search = search_of_its_own(reversed_depth=PARTNER_DEPTH)
            search.keep_proofs()
            last: SolveTuple | None = None
            while not partner_stop.is_set():
                take_proofs(search, to_partner)
                seconds = None
                if self.deadline is not None:
                    seconds = max(0.0, self.deadline - time.monotonic())
                last = search.run(
                    PARTNER_STEP, seconds, None, shorten=True, line_seconds=self._line_seconds()
                )
                to_plain.put(search.new_proofs())
                partner_progress[:] = [search.positions, search.nodes]
                if last[0] != "unknown" or last[2] != "node limit reached":
                    break  # a verdict, or it cannot go on (time, room)
            if last is not None:
                ended.put((search, last, True))

        def restarts(worker: int) -> None:
            runs = range(worker - 1, SHUFFLED_RUNS, workers - 1)
            for run in runs:
                search, budget = self._restart(core, root, share, safe_ranks, safe_not_from, run)
                outcome = self._steps(search, budget, stop, restarts_until)
                if outcome is None:
                    return  # stopped: a verdict
                ended.put((search, outcome, False))  # its proofs, even if cut short
                out_of_time = restarts_until is not None and time.monotonic() >= restarts_until
                if outcome[0] == "won" or out_of_time:
                    return

        def work(worker: int) -> None:
            try:
                partner() if worker == 0 else restarts(worker)
            except BaseException as error:  # handed to the plain search's thread
                ended.put(error)

        threads = [
            threading.Thread(target=work, args=(worker,), daemon=True) for worker in range(workers)
        ]
        partner_room_free = False  # whether the plain search has the partner's room

        def take_ended() -> SolveResult | None:
            """What the searches that ended found: a verdict, or None."""
            nonlocal partner_room_free
            while not ended.empty():
                item = ended.get()
                if isinstance(item, BaseException):
                    raise item
                search, (status, line, reason, nodes, peak, table), passed_on = item
                if not passed_on:  # the partner's moves are counted as it goes
                    self.nodes += nodes
                    self.core_nodes += nodes
                self.peak = max(self.peak, plain.positions + peak)
                self.peak_bytes = max(self.peak_bytes, plain.memory + table)
                if status == "won":
                    return self._native_win(line, search.raw_length)
                if status == "unwinnable":  # a proof, with the others' (Proofs shared)
                    return self._result("unwinnable", (), "every reachable position searched")
                if not passed_on:
                    plain.absorb(search)  # a restart's proofs
                elif reason == "memory limit reached":
                    del search, item  # its table freed, its room is the plain search's
                    take_partner_room()
            return None

        def take_partner_room() -> None:
            nonlocal partner_room_free
            if not partner_room_free:
                plain.add_room(partner_room)
                partner_room_free = True
                partner_progress[0] = 0  # its table is gone

        plain.keep_proofs()
        for thread in threads:
            thread.start()
        try:
            while True:
                slice_end = time.monotonic() + PARALLEL_SLICE
                if self.deadline is not None:
                    slice_end = min(slice_end, self.deadline)
                found = self._natively(plain, PARTNER_STEP, (slice_end, None))
                if found is not None:
                    return found
                if self.stopped not in ("time limit reached", "node limit reached"):
                    if partner_room_free:
                        return None  # its table is full: it cannot go on
                    # The partner stops (if it still runs), and its room is the plain
                    # search's from now on.
                    partner_stop.set()
                    threads[0].join()
                    found = take_ended()
                    if found is not None:
                        return found
                    take_partner_room()
                    continue
                to_partner.put(plain.new_proofs())
                take_proofs(plain, to_plain)
                positions, nodes = partner_progress
                self.peak = max(self.peak, plain.positions + positions)
                self.nodes += nodes - counted
                self.core_nodes += nodes - counted
                counted = nodes
                found = take_ended()
                if found is not None:
                    return found
                if self.deadline is not None and time.monotonic() >= self.deadline:
                    self.stopped = "time limit reached"
                    return None
        finally:
            stop.set()
            partner_stop.set()
            for thread in threads:
                thread.join()

    def _restart(
        self,
        core: NativeGame,
        root: NativeState,
        room: int,
        safe_ranks: list[tuple[int, list[int]]],
        safe_not_from: list[int],
        run: int,
    ) -> tuple[NativeSearch, int]:
        """Restart ``run``: a search of ``room`` positions at most whose first moves are tried
        in the run's random order (every second one streamlined too), and its node budget."""
        search = core.search(
            root,
            room,
            safe_ranks,
            safe_not_from,
            run,
            NATIVE_SHUFFLED_DEPTH,
            self.native_guides or "[]",
            safe_cards=True,
            streamlined=STREAMLINED_RESTARTS and run % 2 == 1,
        )
        return search, NATIVE_SHUFFLED_BUDGET * luby(run + 1)

    def _steps(
        self, search: NativeSearch, budget: int, stop: threading.Event, until: float | None
    ) -> SolveTuple | None:
        """``search`` run for ``budget`` positions in steps of PARALLEL_STEP until the time
        ``until``, on a restart's thread: its last answer (nodes summed over the steps), or None
        once ``stop`` is set."""
        nodes = 0
        while not stop.is_set():
            seconds = None if until is None else max(0.0, until - time.monotonic())
            step = min(PARALLEL_STEP, budget - nodes)
            status, line, reason, ran, peak, table = search.run(
                step, seconds, None, shorten=True, line_seconds=self._line_seconds()
            )
            nodes += ran
            out_of_time = until is not None and time.monotonic() >= until
            full = reason == "memory limit reached"  # its share is full: it cannot go on
            if status != "unknown" or nodes >= budget or out_of_time or full:
                return status, line, reason, nodes, peak, table
        return None

    def _line_seconds(self) -> float | None:
        """The time a won line's loops and detours may be cut in (lines.shortened)."""
        if self.line_deadline is None:
            return None
        return max(0.0, self.line_deadline - time.monotonic())

    def _won(self, moves: tuple[Move, ...]) -> SolveResult:
        """A win found by the Python engine's searches, its line cut short."""
        short = tuple(shortened(self.state, moves, self.line_deadline))
        return self._result("won", short, "", raw_length=len(moves))

    def _result(
        self, status: Status, moves: tuple[Move, ...], reason: str, raw_length: int = 0
    ) -> SolveResult:
        seconds = time.monotonic() - self.started
        return SolveResult(
            status,
            moves,
            self.nodes,
            seconds,
            self.peak,
            reason,
            peak_bytes=self.peak_bytes,
            core_nodes=self.core_nodes,
            core_seconds=self.core_seconds,
            resumed=self.resumed,
            raw_length=raw_length or len(moves),
        )

    def _unknown(self, reason: str) -> SolveResult:
        return self._result("unknown", (), reason)


def table_bytes(result: SolveResult) -> int:
    """An estimate of the transposition table's peak size in bytes."""
    return result.peak_table * _BYTES_PER_ENTRY + sys.getsizeof(set())


@attrs.frozen
class Hint:
    """A suggested move and why: ``"win"`` (the first move of a win the solver found; ``line``
    holds the whole win), ``"lost"`` (the solver proved no win exists; the move is the greedy
    policy's), ``"greedy"`` (no verdict within the time limit, or a multi-player game)."""

    move: Move | None
    basis: Literal["win", "lost", "greedy"]
    line: tuple[Move, ...] = ()


# With ``fixed_time``, the solver gets this share of the hint's time: the rest absorbs its
# clock-check granularity and the greedy fallback, so that the reply is not late when no win
# is found (a late reply would tell as much as an early one).
FIXED_TIME_SEARCH_SHARE = 0.75
# What fixed-time hints wait with (module attributes, so that tests can replace them).
_clock: Callable[[], float] = time.monotonic
_sleep: Callable[[float], None] = time.sleep


def hint(
    state: State, player: int = 0, *, time_limit: float = 1.0, fixed_time: bool = False
) -> Hint:
    """The move to suggest to ``player``: the solver's, with a short limit, in a one-player
    game; otherwise, or when it finds nothing in time, the greedy policy's.

    With ``fixed_time``, whenever the solver searches (a one-player game), the answer comes
    ``time_limit`` seconds after the call whatever was found (never earlier; the search gets
    :data:`FIXED_TIME_SEARCH_SHARE` of it), so that the time taken does not tell whether the
    solver saw a win (docs/solver.md#hints)."""
    deadline = time.monotonic() + time_limit  # the greedy policy's search stops there
    if not fixed_time or state.game.players != 1:
        return _hint(state, player, time_limit * HINT_SOLVER_SHARE, deadline)
    started = _clock()
    found = _hint(state, player, time_limit * FIXED_TIME_SEARCH_SHARE, deadline)
    left = started + time_limit - _clock()
    if left > 0:
        _sleep(left)
    return found


HINT_SOLVER_SHARE = 0.8  # of a hint's time: the solver's; the rest is the greedy policy's
HINT_GREEDY_SECONDS = 0.1  # the least time a hint leaves the greedy policy's search


def _hint(state: State, player: int, search_limit: float, deadline: float) -> Hint:
    """The solver's first move if it finds a win within ``search_limit`` seconds, else the
    greedy policy's, searching until ``deadline`` but never less than HINT_GREEDY_SECONDS."""
    result = solve(state, time_limit=search_limit) if state.game.players == 1 else None
    if result is not None and result.status == "won" and result.moves:
        return Hint(result.moves[0], "win", result.moves)
    deadline = max(deadline, time.monotonic() + HINT_GREEDY_SECONDS)
    move = greedy(state, player, deadline=deadline)
    if result is not None and result.status == "unwinnable":
        return Hint(move, "lost")
    return Hint(move, "greedy")
