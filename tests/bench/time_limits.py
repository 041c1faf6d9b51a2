"""Whether the solver and hints stop at their time limit (issue 13: at most 5 % over).

    python tests/bench/time_limits.py [--limit 2.0] [--deals 5]

Solves hard deals (games whose progress lies far away, where a single progress search can run
long) with ``solve(time_limit=...)`` and asks for hints with ``hint(time_limit=...)``, and
prints, per game, the longest time taken against the limit. Exits 1 when any call ran more than
5 % over its limit. A benchmark, not a test: the figures depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import sys
import time

import cardwright
from cardwright.search.solver import hint, solve

GAMES = ("klondike", "spider", "mrs-mop", "simple-simon", "flower-garden", "freecell", "golf")
ALLOWED = 1.05


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=float, default=2.0)
    parser.add_argument("--deals", type=int, default=5)
    args = parser.parse_args(argv)
    worst = 0.0
    print(f"{'game':<14} {'call':<6} {'limit s':>8} {'longest s':>10} {'over':>7}")
    for name in GAMES:
        game = cardwright.load(name)
        for call in ("solve", "hint"):
            longest = 0.0
            for seed in range(1, args.deals + 1):
                state = game.deal(seed=seed)
                started = time.monotonic()
                if call == "solve":
                    solve(state, time_limit=args.limit)
                else:
                    hint(state, time_limit=args.limit)
                longest = max(longest, time.monotonic() - started)
            over = longest / args.limit
            worst = max(worst, over)
            print(f"{name:<14} {call:<6} {args.limit:>8.2f} {longest:>10.2f} {over - 1:>+7.1%}")
    print(f"worst: {worst - 1:+.1%} over the limit (allowed {ALLOWED - 1:+.0%})")
    return 0 if worst <= ALLOWED else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
