"""``cardwright bench --rl``: environment steps per second (docs/rl.md, "Speed").

Every row plays random legal actions, each observation and mask filled as an agent gets them,
``stuck_search=False`` (an episode ends when won, out of moves, or at ``max_steps``):

- the single Gymnasium environment, stepped from Python (``legal_actions``, ``rng.choice``,
  ``step``);
- the vectorised environment (``CardwrightVectorEnv``), a random legal action per game picked
  with numpy from :meth:`~CardwrightVectorEnv.legal_actions`, on one thread and on several;
- optionally OpenSpiel's ``solitaire`` (Klondike, C++ behind pybind11) driven by the same kind of
  Python loop, run by the interpreter of a side venv (``--openspiel-python``): a peer measured
  in the same run, never a dependency.

Each row also gives its steps per second of CPU time (the process's, all threads together),
which other work on a shared machine leaves alone.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import time
from typing import Any

import attrs
import numpy as np

from .rl import CardwrightEnv, CardwrightVectorEnv

# OpenSpiel's loop, run in its own interpreter (also by tests/bench/openspiel_klondike.py): one
# random legal action a step until the game ends (its depth limit is our max_steps), chance nodes
# (cards turned up) sampled and timed but not counted as steps.
OPENSPIEL_LOOP = """
import json, random, sys, time
import pyspiel
seconds, depth = float(sys.argv[1]), int(sys.argv[2])
game = pyspiel.load_game("solitaire", {"depth_limit": depth})
rng = random.Random(1)
steps = games = 0
start, cpu = time.perf_counter(), time.process_time()
while time.perf_counter() - start < seconds:
    state = game.new_initial_state()
    games += 1
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
print(json.dumps({
    "steps": steps,
    "games": games,
    "seconds": time.perf_counter() - start,
    "cpu": time.process_time() - cpu,
}))
"""


@attrs.frozen
class Row:
    label: str
    steps: int
    seconds: float
    # The process's CPU time over the row, all its threads together: other work on a shared
    # machine changes how much of it a second gives, not what a step costs in it.
    cpu: float = 0.0

    @property
    def rate(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0

    @property
    def cpu_rate(self) -> float:
        return self.steps / self.cpu if self.cpu else 0.0


def single(variant: str, seconds: float, max_steps: int, options: dict[str, Any]) -> Row:
    env = CardwrightEnv(variant, stuck_search=False, max_steps=max_steps, **options)
    rng = random.Random(1)  # as OpenSpiel's loop picks: Python's choice of the legal ids
    env.reset(seed=0)
    steps, episodes = 0, 1
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        # The legal ids as a list, as OpenSpiel's loop gets them (docs/rl.md, "Speed"); the
        # step still returns every observation and the info's mask.
        action = rng.choice(env.legal_actions())
        _, _, terminated, truncated, _ = env.step(action)
        steps += 1
        if terminated or truncated:
            env.reset(seed=episodes)
            episodes += 1
    seconds = time.perf_counter() - start
    return Row("single env (CardwrightEnv)", steps, seconds, time.process_time() - cpu)


def vectorised(
    variant: str, games: int, threads: int, seconds: float, max_steps: int, options: dict[str, Any]
) -> Row:
    env = CardwrightVectorEnv(
        variant,
        games,
        stuck_search=False,
        max_steps=max_steps,
        threads=threads,
        copy=False,
        **options,
    )
    env.reset(seed=0)
    rng = np.random.default_rng(1)
    every = np.arange(games)
    steps = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        ids, counts = env.legal_actions()
        picks = (rng.random(games) * counts).astype(np.int64)
        env.step(ids[every, picks])
        steps += games
    label = f"vectorised, {games} games, {threads} thread{'s' if threads > 1 else ''}"
    return Row(label, steps, time.perf_counter() - start, time.process_time() - cpu)


def _resident_bytes() -> int | None:
    """This process's resident memory (Linux's /proc; None elsewhere)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def footprint(
    variant: str, games: int = 4096, max_steps: int = 150, options: dict[str, Any] | None = None
) -> float | None:
    """Bytes per game of the vectorised environment with ``games`` games, after 100 steps of
    random play: the growth of the process's resident memory over the games (None where it
    cannot be read)."""
    before = _resident_bytes()
    env = CardwrightVectorEnv(
        variant, games, stuck_search=False, max_steps=max_steps, copy=False, **(options or {})
    )
    env.reset(seed=0)
    rng = np.random.default_rng(1)
    every = np.arange(games)
    for _ in range(100):
        ids, counts = env.legal_actions()
        env.step(ids[every, (rng.random(games) * counts).astype(np.int64)])
    after = _resident_bytes()
    if before is None or after is None:
        return None
    return (after - before) / games


def openspiel(python: str, seconds: float, max_steps: int) -> Row:
    done = subprocess.run(
        [python, "-c", OPENSPIEL_LOOP, str(seconds), str(max_steps)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"OpenSpiel's loop failed in {python}: {done.stderr.strip()[-500:]}")
    found = json.loads(done.stdout)
    label = "OpenSpiel solitaire from Python (peer)"
    return Row(label, found["steps"], found["seconds"], found.get("cpu", 0.0))


def run(
    variant: str = "klondike",
    *,
    games: int = 256,
    threads: int | None = None,
    seconds: float = 3.0,
    max_steps: int = 150,
    openspiel_python: str | None = None,
    options: dict[str, Any] | None = None,
    rounds: int = 3,
) -> list[Row]:
    """Each row's steps per second, in one run: the rows take turns, ``rounds`` times
    ``seconds / rounds`` each, so that a burst of load on the machine hits them alike."""
    options = options or {}
    most = threads or os.cpu_count() or 1
    share = seconds / rounds
    measures: list[Any] = [
        lambda: single(variant, share, max_steps, options),
        lambda: vectorised(variant, games, 1, share, max_steps, options),
    ]
    if most > 1:
        measures.append(lambda: vectorised(variant, games, most, share, max_steps, options))
    if openspiel_python:
        python = openspiel_python
        measures.append(lambda: openspiel(python, share, max_steps))
    totals: list[Row] = []
    for _ in range(rounds):
        for i, measure in enumerate(measures):
            row = measure()
            if len(totals) <= i:
                totals.append(row)
            else:
                before = totals[i]
                totals[i] = Row(
                    row.label,
                    before.steps + row.steps,
                    before.seconds + row.seconds,
                    before.cpu + row.cpu,
                )
    return totals


def format_rows(rows: list[Row], per_game: float | None = None, games: int = 4096) -> str:
    peer = next((r for r in rows if "OpenSpiel" in r.label), None)
    width = max(len(r.label) for r in rows)
    lines = [
        f"{'environment':<{width}}  {'steps/s':>12}  {'x OpenSpiel':>11}"
        f"  {'steps/CPU-s':>12}  {'x OpenSpiel':>11}"
    ]
    lines.append("-" * len(lines[0]))
    for row in rows:
        ratio = f"{row.rate / peer.rate:.2f}" if peer is not None and peer.rate else "-"
        by_cpu = (
            f"{row.cpu_rate / peer.cpu_rate:.2f}" if peer is not None and peer.cpu_rate else "-"
        )
        lines.append(
            f"{row.label:<{width}}  {row.rate:>12,.0f}  {ratio:>11}"
            f"  {row.cpu_rate:>12,.0f}  {by_cpu:>11}"
        )
    if per_game is not None:
        lines.append(f"memory: {per_game:,.0f} bytes per game of the vectorised env at N = {games}")
    load = os.getloadavg()[0]
    cores = os.cpu_count() or 1
    if load > cores / 2:
        lines.append(
            f"note: load average {load:.1f} on {cores} cores: other work shares the machine"
        )
    return "\n".join(lines)
