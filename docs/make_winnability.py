"""Write the winnability table of docs/results.md from the survey files in docs/results/winnability/.

    python docs/make_winnability.py           # rewrite the table in docs/results.md
    python docs/make_winnability.py --check   # exit 1 if the table is not what this script writes
    python docs/make_winnability.py --from DIR  # the table of the survey files in DIR instead

Each NAME.jsonl there is a `cardwright survey` results file (tests/bench/winnability.py runs
them, resumably); published.json holds published figures (Blake & Gent's first), each with its
source. The table
goes between the markers below; tests/test_docs.py fails when it is out of date.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cardwright.search.survey import SurveySummary, summarise

DOCS = Path(__file__).resolve().parent
RESULTS = DOCS / "results" / "winnability"
PUBLISHED = RESULTS / "published.json"
OUTPUT = DOCS / "results.md"
BEGIN = "<!-- winnability table: made by docs/make_winnability.py, do not edit by hand -->"
END = "<!-- end of the winnability table -->"
# A game is probed on its first PROBE_DEALS deals and gets TARGET_DEALS when the solver decides
# at least DECIDED_ENOUGH of them (issue 30).
PROBE_DEALS = 20
TARGET_DEALS = 200
DECIDED_ENOUGH = 0.95


def file_name(variant: str, options: dict[str, Any]) -> str:
    """The results file of a variant with these options: NAME.jsonl, or NAME--k=v.jsonl."""
    parts = [variant] + [f"{key}={value}" for key, value in sorted(options.items())]
    return "--".join(parts) + ".jsonl"


def read_results(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A survey file's header and its rows, one a seed (a deal's last line counts)."""
    lines = [line for line in path.read_text("utf-8").splitlines() if line.strip()]
    header = json.loads(lines[0])
    rows: dict[int, dict[str, Any]] = {}
    for line in lines[1:]:
        row = json.loads(line)
        rows[row["seed"]] = row
    return header, [rows[seed] for seed in sorted(rows)]


def published(results: Path = RESULTS) -> list[dict[str, Any]]:
    """The published figures kept beside the results files (none when there is no such file)."""
    path = results / PUBLISHED.name
    if not path.exists():
        return []
    figures: list[dict[str, Any]] = json.loads(path.read_text("utf-8"))["figures"]
    return figures


def overlap(summary: SurveySummary, figure: dict[str, Any]) -> bool:
    """Whether our interval (unknown deals counted both ways) meets theirs."""
    low = figure["percent"] - figure["plus_minus"]
    high = figure["percent"] + figure["plus_minus"]
    return 100 * summary.low <= high and low <= 100 * summary.high


def _percent(value: float) -> str:
    return f"{100 * value:.1f}"


def _seconds(value: float) -> str:
    return f"{value:.2f} s" if value >= 0.1 else f"{value:.3f} s"


def _limits(rows: Iterable[dict[str, Any]]) -> str:
    """The time limits the rows were solved under, with the threads where more than one."""
    limits = sorted(
        {(row.get("time_limit"), row.get("threads", 1)) for row in rows},
        key=lambda x: (math.inf if x[0] is None else x[0], x[1]),
    )
    return ", ".join(
        ("none" if limit is None else f"{limit:g} s") + (f" on {threads} threads" * (threads > 1))
        for limit, threads in limits
    )


def _state(rows: list[dict[str, Any]]) -> str:
    """Why a game has fewer deals than the target, or nothing when it has them: the driver goes
    on past the probe (the first PROBE_DEALS deals) only when that decided enough of them."""
    if len(rows) >= TARGET_DEALS:
        return ""
    probe = summarise(rows[:PROBE_DEALS])
    decided = (probe.won + probe.unwinnable) / probe.deals
    if probe.deals >= PROBE_DEALS and decided < DECIDED_ENOUGH:
        return (
            f"stopped: {_percent(decided)} % of the probe decided (< {100 * DECIDED_ENOUGH:.0f} %)"
        )
    return "under way"


def row(path: Path, rows: list[dict[str, Any]], figures: list[dict[str, Any]]) -> str:
    """A file's row; its name says the variant and the options set (the header lists them all,
    defaults too)."""
    name, *options = path.stem.split("--")
    shown = f"[{name}](games.md#{name})" + (f" ({', '.join(options)})" if options else "")
    s = summarise(rows)
    decided = (s.won + s.unwinnable) / s.deals
    theirs, agree = "—", "—"
    for figure in figures:
        if file_name(figure["variant"], figure["options"]) == path.name:
            made_on = ", ".join(filter(None, [figure.get("by"), figure["preset"]]))
            theirs = f"{figure['percent']} ± {figure['plus_minus']} % ({made_on})"
            agree = "yes" if overlap(s, figure) else "**no**"
    cells = [
        shown,
        str(s.deals),
        f"{s.won} / {s.unwinnable} / {s.unknown}",
        f"{_percent(decided)} %",
        f"{_percent(s.low)} – {_percent(s.high)} %",
        _seconds(s.mean_seconds),
        _seconds(s.median_seconds),
        _limits(rows),
        theirs,
        agree,
        _state(rows),
    ]
    return "| " + " | ".join(cells) + " |"


def table(results: Path = RESULTS) -> str:
    """The table: one row a results file, in the order of the variants' names."""
    figures = published(results)
    lines = [
        "| game | deals | won / unwinnable / unknown | decided | 95 % interval | mean time "
        "| median time | limit | published | overlap | note |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for path in sorted(results.glob("*.jsonl"), key=lambda path: path.stem):
        _, rows = read_results(path)
        if rows:
            lines.append(row(path, rows, figures))
    return "\n".join(lines) + "\n"


def render(results: Path = RESULTS) -> str:
    """docs/results.md with the table between its markers made anew from ``results``."""
    before, rest = OUTPUT.read_text("utf-8").split(BEGIN + "\n", 1)
    _, after = rest.split(END, 1)
    return before + BEGIN + "\n" + table(results) + END + after


def main(argv: list[str]) -> int:
    # --from DIR: the files of another folder (a snapshot of the ones a run is still writing).
    text = render(Path(argv[argv.index("--from") + 1]) if "--from" in argv else RESULTS)
    if "--check" in argv:
        if OUTPUT.read_text("utf-8") != text:
            print(f"{OUTPUT} is out of date: run python docs/make_winnability.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, "utf-8")
    print(f"wrote the winnability table in {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
