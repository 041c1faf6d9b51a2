"""Winnability surveys: solve many seeded deals and report the win rate with its interval.

Results go to a JSON-lines file as they come: a header line (variant, options, rules digest,
and the survey's identity drawn from them, ``survey_id``) and one line per deal (with the limits
it was solved under, and the same ``survey_id``). Running the same survey again with the same
file resumes: deals already in the file are not solved again, except deals left unknown when the
new limits are larger (a survey can be escalated: short limits first, then longer ones for what
is left). A file made for another variant, other options or other rules is refused, and so is a
row of another survey or one whose numbers are out of range (docs/solver.md, "Surveys"). A torn
last line (a write cut short by a full disk or a power loss) is dropped with a warning and its
deal solved again; a bad line elsewhere is an error naming that line.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import statistics
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import attrs

from ..engine.loading import load
from ..engine.records import rules_digest
from ..errors import CardwrightError
from ..files import DuplicateKey, is_regular_or_absent, read_regular, unique_keys
from ..limits import DEALS, JOBS, MEMORY_LIMIT, NODE_LIMIT, SEED, THREADS, TIME_LIMIT, Bound
from .solver import DEFAULT_MEMORY_LIMIT, check_limits, solve

log = logging.getLogger(__name__)

Z_95 = 1.959963984540054
# The largest results file read: 10 million deals (DEALS' bound) at about 100 bytes a row, each
# solved again at larger limits.
MAX_RESULTS_BYTES = 2**32


def wilson(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (
        z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    )
    return (max(0.0, centre - half), min(1.0, centre + half))


@attrs.frozen
class SurveySummary:
    deals: int
    won: int
    unwinnable: int
    unknown: int
    low: float  # Wilson lower bound, unknown deals counted as losses
    high: float  # Wilson upper bound, unknown deals counted as wins
    median_seconds: float
    mean_seconds: float
    median_nodes: float
    mean_nodes: float
    # The largest table of positions of any deal: positions, and bytes (0 when the rows were
    # written before tables were recorded, or the Python search kept it).
    peak_table: int = 0
    peak_bytes: int = 0

    @property
    def rate(self) -> float:
        """Proved wins over all deals."""
        return self.won / self.deals if self.deals else 0.0


def summarise(rows: Iterable[dict[str, Any]]) -> SurveySummary:
    rows = list(rows)
    n = len(rows)
    won = sum(1 for r in rows if r["status"] == "won")
    unwinnable = sum(1 for r in rows if r["status"] == "unwinnable")
    unknown = n - won - unwinnable
    seconds = [float(r["seconds"]) for r in rows] or [0.0]
    nodes = [float(r["nodes"]) for r in rows] or [0.0]
    return SurveySummary(
        deals=n,
        won=won,
        unwinnable=unwinnable,
        unknown=unknown,
        low=wilson(won, n)[0],
        high=wilson(won + unknown, n)[1],
        median_seconds=statistics.median(seconds),
        mean_seconds=statistics.fmean(seconds),
        median_nodes=statistics.median(nodes),
        mean_nodes=statistics.fmean(nodes),
        peak_table=max((int(r.get("peak_table", 0)) for r in rows), default=0),
        peak_bytes=max((int(r.get("peak_bytes", 0)) for r in rows), default=0),
    )


Job = tuple[str, dict[str, Any], int, float | None, int | None, int | None, int]


def _solve_one(job: Job) -> dict[str, Any]:
    """One deal, in a worker process: load the variant by name and solve the seed."""
    name, options, seed, time_limit, node_limit, memory_limit, threads = job
    game = load(name, **options)
    result = solve(
        game.deal(seed=seed),
        time_limit=time_limit,
        node_limit=node_limit,
        memory_limit=memory_limit,
        threads=threads,
    )
    return {
        "seed": seed,
        "status": result.status,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 4),
        "moves": len(result.moves),
        "peak_table": result.peak_table,
        "peak_bytes": result.peak_bytes,
        "time_limit": time_limit,
        "node_limit": node_limit,
        "memory_limit": memory_limit,
        "threads": threads,
    }


def _worth_again(
    row: dict[str, Any],
    time_limit: float | None,
    node_limit: int | None,
    memory_limit: int | None,
    threads: int = 1,
) -> bool:
    """Whether a deal left unknown under the row's limits (and threads) may be decided under
    these."""
    if row["status"] != "unknown":
        return False

    def larger(new: float | None, old: float | None) -> bool:
        return old is not None and (new is None or new > old)

    # No memory limit: the native search's default table, as large as DEFAULT_MEMORY_LIMIT gives.
    def memory(limit: int | None) -> int:
        return DEFAULT_MEMORY_LIMIT if limit is None else limit

    return (
        larger(time_limit, row.get("time_limit"))
        or larger(node_limit, row.get("node_limit"))
        or memory(memory_limit) > memory(row.get("memory_limit"))
        or threads > row.get("threads", 1)
    )


def survey(
    name: str,
    *,
    deals: int,
    first_seed: int = 1,
    time_limit: float | None = 10.0,
    node_limit: int | None = None,
    memory_limit: int | None = None,
    jobs: int = 1,
    threads: int = 1,
    options: dict[str, Any] | None = None,
    results: str | Path | None = None,
    progress: Callable[[int, int], None] | None = None,
    scheduler: str | None = None,
    retry_unknown: bool = False,
) -> SurveySummary:
    """Solve seeds ``first_seed .. first_seed + deals - 1`` and summarise them (docs/solver.md).
    With ``results``, each deal's line is appended as it is solved and a rerun resumes; a rerun
    with larger limits (time, nodes, or ``memory_limit``: bytes for each deal's table, as
    ``solve`` takes it) solves again the deals left unknown (their new lines come after the old
    ones, and the last line of a deal counts). With ``scheduler`` (a Dask scheduler address,
    ``tcp://HOST:8786``), deals are solved on that cluster's workers instead of local processes
    (the optional extra ``cardwright[dask]``). ``threads``: each deal's solve runs on that many
    threads (``solve``'s; a deal left unknown with fewer is solved again). ``retry_unknown``:
    every deal the file holds as unknown is solved again, whatever its limits (after a change
    to the solver)."""
    DEALS.check(deals, "deals")
    SEED.check(first_seed, "first_seed")
    SEED.check(first_seed + deals - 1, "the last seed (first_seed + deals - 1)")
    JOBS.check(jobs, "jobs")
    THREADS.check(threads, "threads")
    check_limits(time_limit, node_limit, memory_limit)
    options = dict(options or {})
    game = load(name, **options)
    if game.players != 1:
        raise CardwrightError(f"a survey solves one-player games; {game.title} has {game.players}")
    header: dict[str, Any] = {
        "survey": game.name,
        "options": dict(game.options),
        "rules_digest": rules_digest(game),
    }
    identity = survey_id(header)
    wanted = range(first_seed, first_seed + deals)
    done: dict[int, dict[str, Any]] = {}
    path = Path(results) if results is not None else None
    if path is not None and not is_regular_or_absent(path):
        raise CardwrightError(f"results {path}: not a regular file (a JSON-lines file is)")
    if path is not None and path.exists() and path.stat().st_size:
        done = _read(path, header, identity)
    elif path is not None:
        path.write_text(json.dumps(header | {"survey_id": identity}) + "\n", "utf-8")
    todo = [
        seed
        for seed in wanted
        if seed not in done
        or (retry_unknown and done[seed]["status"] == "unknown")
        or _worth_again(done[seed], time_limit, node_limit, memory_limit, threads)
    ]
    # Workers load the variant the way the caller named it (a name, an alias or a path).
    jobs_list = [
        (name, options, seed, time_limit, node_limit, memory_limit, threads) for seed in todo
    ]
    finished = len(wanted) - len(todo)
    rows = _run(jobs_list, jobs) if scheduler is None else _run_on_cluster(jobs_list, scheduler)
    for row in rows:
        done[row["seed"]] = row
        finished += 1
        if path is not None:
            with path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(row | {"survey_id": identity}) + "\n")
        if progress is not None:
            progress(finished, len(wanted))
    return summarise(done[seed] for seed in wanted)


def _run(jobs_list: list[Job], jobs: int) -> Iterator[dict[str, Any]]:
    if jobs <= 1 or len(jobs_list) <= 1:
        for job in jobs_list:
            yield _solve_one(job)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_solve_one, jobs_list)


def _run_on_cluster(jobs_list: list[Job], address: str) -> Iterator[dict[str, Any]]:
    """Each deal a Dask task on the cluster at ``address``; rows come as they finish. The
    workers need cardwright (and any plugin the variant uses) installed."""
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise CardwrightError(
            "--scheduler needs Dask's distributed package: pip install 'cardwright[dask]'"
        ) from None
    try:
        client = Client(address, timeout="10s")
    except OSError as error:
        raise CardwrightError(f"cannot reach the Dask scheduler at {address}: {error}") from None
    with client:
        # pure=False: two surveys of one deal are two tasks (timings differ).
        futures = client.map(_solve_one, jobs_list, pure=False)
        for future in as_completed(futures):
            yield future.result()


STATUSES = ("won", "unwinnable", "unknown")


def survey_id(header: dict[str, Any]) -> str:
    """The survey's identity, which every row of its results file carries: 16 hex digits of the
    SHA-256 of its variant, options and rules digest."""
    text = json.dumps(header, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _read(path: Path, header: dict[str, Any], identity: str) -> dict[int, dict[str, Any]]:
    """The rows of a results file, by seed (a deal's last line counts). A last line that is not
    JSON was torn by an interrupted write (disk full, power loss): it is cut from the file, with
    a warning, and its deal is solved again. Any other bad line, and a row of another survey or
    with numbers out of range, is an error naming it."""
    raw = read_regular(path, MAX_RESULTS_BYTES, "survey results file")
    lines: list[tuple[int, int, bytes]] = []  # (line number, byte offset, text)
    offset = 0
    for number, line in enumerate(raw.split(b"\n"), 1):
        if line.strip():
            lines.append((number, offset, line))
        offset += len(line) + 1
    if not lines or lines[0][0] != 1:
        raise CardwrightError(f"{path} is not a survey results file: line 1 is not its header")
    try:
        found = json.loads(lines[0][2].decode("utf-8"), object_pairs_hook=unique_keys)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise CardwrightError(f"{path}:1: not a survey results file: {error}") from None
    if not isinstance(found, dict):
        raise CardwrightError(f"{path}:1: not a survey results file (no header)")
    # Files written before rows carried the identity have none in their header either.
    differences = [k for k in header if found.get(k) != header[k]]
    if not differences and found.get("survey_id", identity) != identity:
        differences.append("survey_id")  # drawn from the others: told only when alone
    if differences:
        raise CardwrightError(
            f"{path} holds a survey with other settings ({', '.join(differences)} differ): "
            "use another results file"
        )
    done: dict[int, dict[str, Any]] = {}
    tagged = "survey_id" in found  # then every row must carry it
    for index, (number, start, line) in enumerate(lines[1:], 1):
        row, problem, torn = _row(line, identity, tagged)
        if row is not None:
            done[row["seed"]] = row
        elif torn and index == len(lines) - 1:  # the last line: an interrupted write
            with path.open("r+b") as out:
                out.truncate(start)
            log.warning(
                "%s:%d: the last line is not a whole row (%s): an interrupted write, dropped; "
                "its deal is solved again",
                path,
                number,
                problem,
            )
            return done
        else:
            raise CardwrightError(f"{path}:{number}: not a survey row: {problem}")
    if not raw.endswith(b"\n"):  # a whole last row without its newline: end it before appending
        with path.open("ab") as out:
            out.write(b"\n")
    return done


# The numbers of a row and their bounds; None is allowed for the limits (none given).
_COUNT = Bound(0, 2**53, shown_high="2**53")
_ROW_NUMBERS: dict[str, tuple[Bound, bool]] = {
    "seed": (SEED, False),
    "nodes": (_COUNT, False),
    "seconds": (Bound(0, 1e12, whole=False), False),
    "moves": (_COUNT, False),
    "peak_table": (_COUNT, False),
    "peak_bytes": (_COUNT, False),
    "time_limit": (TIME_LIMIT, True),
    "node_limit": (NODE_LIMIT, True),
    "memory_limit": (MEMORY_LIMIT, True),
    "threads": (THREADS, False),
}
# Rows of older files lack these: they count as 0 (threads: as 1).
_OPTIONAL = (
    "moves",
    "peak_table",
    "peak_bytes",
    "time_limit",
    "node_limit",
    "memory_limit",
    "threads",
)


def _row(line: bytes, identity: str, tagged: bool) -> tuple[dict[str, Any] | None, str, bool]:
    """A results row read from ``line``, or None, what is wrong with it and whether it is torn
    (not JSON: a write cut short)."""
    try:
        row = json.loads(line.decode("utf-8"), object_pairs_hook=unique_keys)
    except DuplicateKey as error:
        return None, str(error), False
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError, ValueError) as error:
        return None, f"not JSON: {str(error)[:80]}", True
    if not isinstance(row, dict):
        return None, "not an object", False
    found = row.get("survey_id")
    if found is None and tagged:
        return None, "a row without the survey's 'survey_id' (pasted from another file?)", False
    if found is not None and found != identity:
        shown = str(found)[:20]
        return None, f"a row of another survey (survey_id {shown}, not {identity})", False
    if row.get("status") not in STATUSES:
        return None, f"'status' is not one of {', '.join(STATUSES)}", False
    for key, (bound, may_be_none) in _ROW_NUMBERS.items():
        if key not in row and key in _OPTIONAL:
            continue
        value: Any = row.get(key)
        if value is None and may_be_none:
            continue
        try:
            bound.check(value, f"'{key}'")
        except CardwrightError as error:
            return None, str(error), False
    return row, "", False
