"""Survey every one-player game into docs/results/winnability/, over as many sittings as it takes.

    nice -n 19 python tests/bench/winnability.py [--until 04:20] [--time-limit 2] [--threads 2]
                                                 [--games NAME ...] [--retry-unknown]
    python docs/make_winnability.py     # then write the table into docs/results.md

Each game (default options; also the options docs/results/winnability/published.json names for
a Blake & Gent figure) gets a `cardwright survey` results file there, which resumes: a rerun
solves only the deals not yet in it (and, with a larger --time-limit, those left unknown). A
game is probed on its first --probe deals; only when the solver decides at least 95 % of them
within the limit does it go on to --deals (a game the solver mostly leaves unknown gains little
from more deals, and the table says why it has fewer). Games with a published figure come first,
then those made after a Solvitaire preset.
--until stops the run between two deals when the UTC clock next shows that time (tomorrow's when
today's has passed); rerun the same command to go on.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import importlib.util
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import cardwright
from cardwright.search.survey import survey

DOCS = Path(__file__).resolve().parents[2] / "docs"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_winnability", DOCS / "make_winnability.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class OutOfTime(Exception):
    """The --until time has come (raised between two deals: the file holds every one solved)."""


def entries(games: list[str], figures: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """(variant, options) to survey, one-player games only: those with a published figure first,
    then the games made after a Solvitaire preset (Blake & Gent's figures are on those presets),
    then the others."""
    loaded = {name: cardwright.load(name) for name in games}
    solo = [name for name in games if loaded[name].players == 1]
    named = [(f["variant"], dict(f["options"])) for f in figures if f["variant"] in solo]

    def preset(name: str) -> bool:
        return "Solvitaire preset" in (loaded[name].rules.source or "")

    rest = sorted(solo, key=lambda name: (not preset(name), name))
    return named + [(name, {}) for name in rest if (name, {}) not in named]


def main(argv: list[str]) -> int:
    make = _generator()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=make.TARGET_DEALS)
    parser.add_argument("--probe", type=int, default=make.PROBE_DEALS)
    parser.add_argument("--time-limit", type=float, default=2.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1, help="threads for each deal's solve")
    parser.add_argument(
        "--until", metavar="HH:MM", help="stop when the UTC clock next shows this time"
    )
    parser.add_argument("--games", nargs="*", help="only these variants")
    parser.add_argument(
        "--retry-unknown",
        action="store_true",
        help="solve again, at the same limits, the deals left unknown (after a solver change)",
    )
    args = parser.parse_args(argv)
    deadline = None
    if args.until:
        hour, minute = map(int, args.until.split(":"))
        now = datetime.datetime.now(datetime.UTC)
        until = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
        if until <= now:  # a time already past today means tomorrow's
            until += datetime.timedelta(days=1)
        deadline = until.timestamp()

    def check(done: int, total: int) -> None:
        if deadline is not None and time.time() >= deadline:
            raise OutOfTime

    games = args.games or cardwright.variants()
    for name, options in entries(games, make.published()):
        path = make.RESULTS / make.file_name(name, options)
        started = time.monotonic()
        surveyed = functools.partial(
            survey,
            name,
            time_limit=args.time_limit,
            jobs=args.jobs,
            threads=args.threads,
            options=options,
            results=path,
            progress=check,
        )
        try:
            s = surveyed(deals=args.probe, retry_unknown=args.retry_unknown)
            if (s.won + s.unwinnable) / s.deals >= make.DECIDED_ENOUGH:
                if args.retry_unknown and args.deals > args.probe:  # the probe's: just retried
                    surveyed(
                        deals=args.deals - args.probe, first_seed=args.probe + 1, retry_unknown=True
                    )
                s = surveyed(deals=args.deals)
        except OutOfTime:
            print(f"stopped at {args.until} during {path.name}; rerun to go on", flush=True)
            return 0
        except cardwright.CardwrightError as error:  # e.g. a file of rules changed since
            print(f"{path.name}: skipped: {error}", flush=True)
            continue
        print(
            f"{path.name}: {s.deals} deals, {s.won} / {s.unwinnable} / {s.unknown}, "
            f"{time.monotonic() - started:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
