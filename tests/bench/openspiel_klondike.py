"""Klondike through the public API against OpenSpiel's ``solitaire``, each driven by the same
kind of Python loop, in one run (issue 25's target: ours >= 1.0x theirs without reading the
outcome).

    python tests/bench/openspiel_klondike.py --openspiel-python /path/to/side-venv/bin/python

OpenSpiel is a peer used only to benchmark against: it is never a dependency of Cardwright.
Install it in a side venv (``python -m venv side && side/bin/pip install open_spiel``) and give
that venv's interpreter; this script runs OpenSpiel's loop there and ours here, alternating
rounds so a busy machine favours neither.

The loops. Ours, as an embedder writes it (one move a step, ``rng.choice`` of the legal moves,
at most ``DEPTH`` moves a game, optionally reading ``state.outcome`` after every move);
OpenSpiel's: ``rng.choice`` of ``legal_actions()`` a step until ``is_terminal()`` (its
``depth_limit`` is the same ``DEPTH``), chance nodes (cards turned up) sampled with
``chance_outcomes()`` and timed, but not counted as steps.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time

import cardwright

# OpenSpiel's loop: the one `cardwright bench --rl` runs (it needs the rl extra's numpy).
from cardwright.frontends.rl_bench import OPENSPIEL_LOOP

DEPTH = 150


def ours(seconds: float, read_outcome: bool) -> dict[str, float]:
    game = cardwright.load("klondike")
    rng = random.Random(1)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.deal(seed=games)
        games += 1
        for _ in range(DEPTH):
            if read_outcome and state.outcome is not None:
                break
            moves = state.legal_moves()
            if not moves:
                break
            state = state.play(rng.choice(moves))
            steps += 1
    return {"steps": steps, "games": games, "seconds": time.perf_counter() - start}


def theirs(python: str, seconds: float) -> dict[str, float]:
    out = subprocess.run(
        [python, "-c", OPENSPIEL_LOOP, str(seconds), str(DEPTH)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    result: dict[str, float] = json.loads(out)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--openspiel-python", required=True, help="a side venv's python")
    parser.add_argument("--seconds", type=float, default=3.0, help="per loop and round")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rows: dict[str, list[float]] = {
        "cardwright": [],
        "cardwright, outcome read": [],
        "openspiel": [],
    }
    for _ in range(args.rounds):
        for label, run in (
            ("openspiel", lambda: theirs(args.openspiel_python, args.seconds)),
            ("cardwright", lambda: ours(args.seconds, False)),
            ("cardwright, outcome read", lambda: ours(args.seconds, True)),
        ):
            result = run()
            rows[label].append(result["steps"] / result["seconds"])
    best = {label: max(rates) for label, rates in rows.items()}
    print(f"Klondike, random steps a second (best of {args.rounds} rounds of {args.seconds:g} s)")
    for label, rate in best.items():
        print(f"  {label:<26} {rate:>10,.0f}   x{rate / best['openspiel']:.2f} of OpenSpiel")
    return 0


if __name__ == "__main__":
    sys.exit(main())
