"""The ``cardwright`` command line. It uses only the public API."""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn, TypeVar

from .._version import __version__
from ..engine.game import Game
from ..engine.loading import load
from ..engine.moves import Move
from ..engine.native import build_status
from ..engine.position import read_header
from ..engine.records import Record, RecordedMove
from ..engine.state import State
from ..errors import CardwrightError, StateError, VariantError
from ..files import read_regular, unique_keys
from ..language.registry import (
    add_folders,
    check_file,
    definition,
    read_file,
    rules_for,
    unavailable,
    variants,
    watch,
)
from ..limits import (
    DEALS,
    JOBS,
    MAX_MOVES,
    MEMORY_LIMIT_MIB,
    NODE_LIMIT,
    SEED,
    THREADS,
    TIME_LIMIT,
    Bound,
)
from ..rules import IR_VERSION, rules_to_json
from ..rules.winnable import unwinnable_warnings
from ..search import bench
from ..search.solver import Checkpoint, Hint, hint, solve
from ..search.survey import survey
from ..text import counted, nearest, plural
from ..words.describe import describe, engine_words, source_words
from ..words.render import render
from .console import Column, print_table, progress, say
from .protocol import HINT_SECONDS, serve_lines

_T = TypeVar("_T")

EPILOG = """examples:
  cardwright list
  cardwright describe chequers
  cardwright describe accordion -o moves=mandatory
  cardwright check variants/*.cw my-game.cw
  cardwright play chequers --seed 7
  echo deal | cardwright play accordion --plain --seed 3
  cardwright replay game.json --to 10
  echo '{"id": 1, "type": "hello"}' | cardwright engine
  cardwright serve --port 8765
  cardwright solve accordion -o deal=open --seed 3
  cardwright bench accordion --deals 200
  cardwright list --json

list, describe, solve, bench and survey take --json: one JSON object on standard
output, its keys documented in docs/cli.md; an error is then {"error": {...}} there too.

exit status: 0 success, 1 an error in what was asked, 2 a command line that cannot
be read; solve: 0 won, 3 unwinnable, 4 unknown (a limit stopped the search).
"""

PLAIN_HELP = """Type one move per line in move notation (docs/notation.md), for example
  deal            an action, by name
  row4>row1       pile 4 of the row onto pile 1
  tableau3:2>tableau5   two cards; "p2 " before a move plays it for player 2
  waste>foundation1   a zone of one pile may leave out its number (waste1)
Other lines: moves (list the legal moves), hint (a move worth trying), show (the
position), undo, redo, help, quit."""


def _options(pairs: Sequence[str] | None) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs or ():
        name, sep, value = pair.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise VariantError(f"option {pair!r} is not NAME=VALUE (for example: -o draw=1)")
        options[name.strip()] = value.strip()
    return options


def _json(data: dict[str, Any]) -> None:
    """One JSON object on standard output (``--json``; docs/cli.md)."""
    print(json.dumps(data, indent=2, ensure_ascii=False))


def _json_error(kind: str, message: str) -> None:
    """An error under ``--json``: one JSON object on standard output, as the answers are."""
    _json({"error": {"kind": kind, "message": message}})


class _Parser(argparse.ArgumentParser):
    """argparse's parser whose usage errors are JSON on standard output under ``--json``."""

    def error(self, message: str) -> NoReturn:
        if "--json" in _ARGV:
            _json_error("usage", f"{self.prog}: {message}")
            raise SystemExit(2)
        super().error(message)


_ARGV: list[str] = []  # the command line main() reads (not always sys.argv: tests call main)


def _option_list(game: Game) -> list[dict[str, Any]]:
    return [
        {"name": s.name, "choices": list(s.choices), "default": s.default, "doc": s.doc}
        for s in game.rules.option_specs
    ]


LIST_COLUMNS = (
    Column("name", limit=21),
    Column("title", wrap=True),
    Column("players", ">"),
    Column("decks"),
    Column("options", wrap=True),
)


def cmd_list(args: argparse.Namespace) -> int:
    entries: list[dict[str, Any]] = []
    rows: list[tuple[str, ...]] = []
    for name in variants():
        entry: dict[str, Any] = dict.fromkeys(
            ("name", "title", "aliases", "players", "decks", "decks_per_player", "engine"), None
        )
        entry.update(name=name, options=[], source=None, error=None)
        try:
            game = load(name)
        except CardwrightError as error:
            entry["error"] = str(error)
            entries.append(entry)
            rows.append((name, f"(cannot load: {error})", "", "", ""))
            continue
        rules = game.rules
        per_player = bool(rules.decks_per_player and rules.players > 1)
        entry.update(
            title=rules.title,
            aliases=list(rules.aliases),
            players=rules.players,
            decks=rules.decks,
            decks_per_player=per_player,
            engine=game.engine,
            options=_option_list(game),
            source=rules.source or None,
            file=None if definition(name).shipped else definition(name).file,
        )
        entries.append(entry)
        decks = f"{rules.decks}{' each' if per_player else ''}"
        options = ", ".join(s.name for s in rules.option_specs)
        rows.append((name, rules.title, str(rules.players), decks, options))
    for broken in unavailable():  # found among the installed variants, but cannot be played
        entry = dict.fromkeys(
            ("title", "aliases", "players", "decks", "decks_per_player", "engine", "source")
        )
        entry.update(name=broken.name, options=[], error=str(broken.error), file=broken.source)
        entries.append(entry)
        first = str(broken.error).splitlines()[0]
        rows.append((broken.name, f"(cannot load, from {broken.source}: {first})", "", "", ""))
    if args.json:
        _json({"variants": entries})
        return 0
    print_table(LIST_COLUMNS, rows, title="Installed variants")
    if sys.stdout.isatty():
        say("Aliases, options and rules: cardwright describe NAME", "dim")
    return 0


def cmd_describe(args: argparse.Namespace) -> int:
    game = load(args.name, **_options(args.option))
    rules = game.rules
    if args.json:
        _json(
            {
                "name": game.name,
                "title": game.title,
                "aliases": list(rules.aliases),
                "parents": list(rules.parents),
                "players": rules.players,
                "decks": rules.decks,
                "decks_per_player": bool(rules.decks_per_player and rules.players > 1),
                "cards": rules.total_cards,
                "options": dict(game.options),
                "option_specs": _option_list(game),
                "source": rules.source or None,
                "source_words": source_words(rules.source) if rules.source else None,
                "engine": game.engine,
                "engine_words": engine_words(game),
                "text": describe(game),
            }
        )
        return 0
    text = describe(game)
    title, _, rest = text.partition("\n")
    say(title, "bold")
    print(rest)
    print()
    print(engine_words(game))
    return 0


def cmd_compile(args: argparse.Namespace) -> int:
    game = load(args.name, **_options(args.option))
    data = rules_to_json(game.ir)
    if args.ir:
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    options = ", ".join(f"{k}={v}" for k, v in game.options.items()) or "no options"
    print(
        f"{game.name} ({options}): compiled to rules IR version {IR_VERSION}, digest {digest}: "
        f"{plural(len(game.ir.zones), 'zone')} ({len(game.instances)} on the table), "
        f"{plural(len(game.ir.actions), 'action')}, {game.ir.total_cards} cards; "
        "--ir prints it"
    )
    return 0


def _check_one(path: str) -> list[VariantError]:
    """Every error of one file: with default options, then with each choice of each option."""
    try:
        rules = check_file(path)
    except VariantError as error:
        return [error]
    found = read_file(path)
    errors: list[VariantError] = []
    seen: set[str] = set()
    for spec in rules.option_specs:
        for choice in spec.choices:
            try:
                rules_for(found, {spec.name: choice})
                load(path, **{spec.name: choice}, engine=None)
            except VariantError as error:
                text = str(error)
                if text not in seen:
                    seen.add(text)
                    error.message += f" (with option {spec.name}={choice})"
                    errors.append(
                        VariantError(
                            error.message,
                            file=error.file,
                            line=error.line,
                            column=error.column,
                            source_line=error.source_line,
                        )
                    )
    return errors


# Far above the IR of any game (Klondike's is 3 KiB): a larger file is not rules.
MAX_IR_BYTES = 4 * 1024 * 1024


def _check_ir_file(path: str) -> int:
    """``cardwright check rules.json``: rules IR (``compile --ir``) checked as ``Game.from_ir``
    checks it, each error named by its JSON path."""
    try:
        text = read_regular(path, MAX_IR_BYTES, "rules IR file")
    except CardwrightError as error:  # it names the file
        print(str(error), file=sys.stderr)
        return 1
    try:
        game = Game.from_ir(json.loads(text, object_pairs_hook=unique_keys))
    except ValueError as error:  # not JSON, a key given twice, or not rules (an IRError)
        print(f"{path}: {error}", file=sys.stderr)
        return 1
    rules = game.rules
    print(
        f'{path}: ok — rules IR of {rules.name} "{rules.title}": '
        f"{plural(len(rules.zones), 'zone')}, {plural(len(rules.actions), 'action')}, "
        f"{rules.total_cards} cards"
    )
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    failed = 0
    for path in args.files:
        if path.endswith(".json"):
            failed += _check_ir_file(path)
            continue
        errors = _check_one(path)
        if errors:
            failed += 1
            for error in errors:
                print(str(error), file=sys.stderr)
            continue
        game = load(path)
        rules = game.rules
        print(
            f'{path}: ok — {rules.name} "{rules.title}": {plural(len(rules.zones), "zone")}, '
            f"{plural(len(rules.actions), 'action')}, {plural(len(rules.option_specs), 'option')}, "
            f"{rules.total_cards} cards"
        )
        _print_deprecated(path)
        _print_unwinnable(path, game)
    return 1 if failed else 0


def _print_unwinnable(path: str, game: Game) -> None:
    """Warnings (not errors: the file loads) for rules no deal can win, with the default options
    and with each choice of each option (docs/language.md, "Checking a file")."""
    seen: set[str] = set()
    variants = [("", game.rules)] + [
        (
            f" (with option {spec.name}={choice})",
            load(path, **{spec.name: choice}, engine=None).rules,
        )
        for spec in game.rules.option_specs
        for choice in spec.choices
        if choice != spec.default
    ]
    for where, rules in variants:
        for warning in unwinnable_warnings(rules):
            if warning.message not in seen:
                seen.add(warning.message)
                print(f"{path}: warning: {warning.message}{where}", file=sys.stderr)


def _print_deprecated(path: str) -> None:
    """Notes (not errors) for the deprecated forms a file still uses (docs/language.md)."""
    found = read_file(path)
    lines = found.text.splitlines()
    for line, column, message in found.deprecated:
        note = VariantError(
            f"note: {message}",
            file=path,
            line=line,
            column=column,
            source_line=lines[line - 1] if 1 <= line <= len(lines) else None,
        )
        print(str(note), file=sys.stderr)


def _check(args: argparse.Namespace, **bounds: Bound) -> None:
    """Each of these options, when given, within its bound (cardwright.limits): else a
    one-line error naming the flag and the bound, before anything runs."""
    for name, bound in bounds.items():
        value = getattr(args, name)
        if value is not None:
            bound.check(value, "--" + name.replace("_", "-"))


def _game_to_play(args: argparse.Namespace) -> Record:
    """The record ``play`` goes on with: a saved game (--resume), a position (--position), or
    a new deal of NAME."""
    if args.resume and args.position:
        raise CardwrightError("choose --resume (a saved game) or --position (a position text)")
    if args.resume:
        if args.name or args.option:
            raise CardwrightError(
                "--resume plays the variant and options its record names: leave out NAME and -o"
            )
        saved = Record.load(args.resume, variant_file=args.variant_file)
        record = Record.new(
            saved.game, seed=saved.seed, state=saved.start_state if saved.seed is None else None
        )
        for recorded in saved.moves:
            record.add(recorded.move, recorded.player, at=recorded.time)
        return record
    if args.position:
        variant, options = read_header(args.position)
        game = load(args.name or variant, **(options | _options(args.option)))
        return Record.new(game, state=game.from_text(args.position))
    if not args.name:
        raise CardwrightError("play needs a variant NAME (or --resume FILE, or --position TEXT)")
    _check(args, seed=SEED)
    game = load(args.name, **_options(args.option))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**9)
    return Record.new(game, seed=seed)


def cmd_play(args: argparse.Namespace) -> int:
    record = _game_to_play(args)
    game = record.game
    if not args.plain:
        try:
            # Imported only here: the core does not depend on Textual (an optional extra).
            tui = importlib.import_module(".tui", __package__)
        except ImportError:
            print(
                "cardwright: the terminal table needs Textual: pip install 'cardwright[tui]' "
                "(or play in line mode with --plain)",
                file=sys.stderr,
            )
            return 1
        code: int = tui.run(game, record=record, save=args.save, opponent_speed=args.speed)
        return code
    return _play_plain(record, args.save, args.symbols)


HINT_BASIS = {  # as the terminal table says it
    "win": "it leads to a win",
    "lost": "no win is possible from here any more",
    "greedy": "the solver found no verdict in time; the greedy policy's choice",
}


def _hint_line(found: Hint) -> str:
    if found.move is None:
        return "hint: none: no move can make progress now"
    return f"hint: {found.move} ({HINT_BASIS[found.basis]})"


def _play_plain(record: Record, save: str | None, symbols: bool) -> int:
    game = record.game
    plan: dict[State, Move] = {}  # the moves of the wins hints found, by position
    undone: list[RecordedMove] = []  # what redo plays again, the last undone first
    start = f"seed {record.seed}" if record.seed is not None else "from a given position"
    goes_on = f", on after {counted(len(record.moves), 'move')}" if record.moves else ""
    print(f"{game.title} ({game.name}), {start}{goes_on}. Type 'help' for help.")
    print(render(record.final(), symbols=symbols))
    for raw in sys.stdin:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        command = line.lower()
        state = record.final()
        if command in ("quit", "exit"):
            break
        if command == "help":
            print(PLAIN_HELP)
        elif command == "moves":
            print("moves: " + (" ".join(str(m) for m in state.legal_moves()) or "(none)"))
        elif command == "show":
            print(render(state, symbols=symbols))
        elif command == "hint":
            if state.outcome is not None:
                print("hint: none: the game is over")
                continue
            planned = plan.get(state)
            if planned is not None:  # on the line of a win found before: no new search
                print(_hint_line(Hint(planned, "win")))
                continue
            # The same hint as the terminal table and the protocol give (docs/solver.md#hints).
            found = hint(state, state.turn, time_limit=HINT_SECONDS)
            position = state
            for move in found.line:  # remember the whole win: later hints along it are instant
                plan[position] = move
                position = position.play(move)
            print(_hint_line(found))
        elif command == "undo":
            if not record.moves:
                print("cannot undo: no move has been played")
                continue
            undone.append(record.moves[-1])
            before = record.undo()
            print(f"undone: {undone[-1].move}")
            print(render(before, symbols=symbols))
        elif command == "redo":
            if not undone:
                print("cannot redo: no move has been undone")
                continue
            again = undone.pop()
            print(f"redone: {again.move}")
            print(render(record.add(again.move, again.player), symbols=symbols))
        else:
            try:
                after = record.add(line)
            except CardwrightError as error:
                reason = getattr(error, "reason", str(error))
                print(f"illegal: {line}: {reason}")
                continue
            undone.clear()  # a new move ends the line that redo would replay
            print(f"ok: {record.moves[-1].move}")
            print(render(after, symbols=symbols))
            if after.outcome is not None:
                break
    final = record.final()
    outcome = final.outcome
    if outcome is not None:
        scores = ", ".join(f"player {p + 1}: {v}" for p, v in outcome.scores.items())
        print(f"result: {outcome.result} — {outcome.reason} (score {scores})")
    else:
        print(f"stopped after {counted(len(record.moves), 'move')}; the game goes on")
    if save:
        record.save(save)
        print(f"saved: {save}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    record = Record.load(args.record, variant_file=args.variant_file)
    game = record.game
    total = len(record.moves)
    upto = total if args.to is None else args.to
    if not 0 <= upto <= total:
        raise StateError(
            f"--to must be between 0 and {total} (the record has {counted(total, 'move')})"
        )
    options = ", ".join(f"{k}={v}" for k, v in game.options.items())
    start = f"seed {record.seed}" if record.seed is not None else "a given start position"
    print(f"{game.title} ({game.name}; {options}), {start}, {counted(total, 'move')}")
    for number, (recorded, state) in enumerate(
        zip(record.moves, record.positions(), strict=False), 1
    ):
        if number > upto:
            break
        who = (
            f"p{recorded.player + 1} "
            if game.players > 1 and not recorded.move.startswith("p")
            else ""
        )
        print(f"{number:>4}. {who}{recorded.move}")
        if args.step:
            print(render(state.play(recorded.move, recorded.player), symbols=args.symbols))
    state = record.position(upto)
    print(f"position after move {upto}:" if upto else "start position:")
    print(render(state, symbols=args.symbols))
    if state.outcome is not None:
        print(f"result: {state.outcome.result} — {state.outcome.reason}")
    return 0


def cmd_engine(args: argparse.Namespace) -> int:
    if args.max_message_bytes < 64:
        raise CardwrightError("--max-message-bytes must be at least 64")
    serve_lines(sys.stdin.buffer, sys.stdout.buffer, max_message_bytes=args.max_message_bytes)
    return 0


STATUS_STYLE = {"won": "bold green", "unwinnable": "bold red", "unknown": "bold yellow"}
# solve's exit status by verdict, so that scripts need not read the output (docs/cli.md).
SOLVE_EXIT = {"won": 0, "unwinnable": 3, "unknown": 4}


def cmd_solve(args: argparse.Namespace) -> int:
    _check(
        args,
        seed=SEED,
        time_limit=TIME_LIMIT,
        node_limit=NODE_LIMIT,
        memory_limit=MEMORY_LIMIT_MIB,
        threads=THREADS,
    )
    game = load(args.name, **_options(args.option))
    state = game.deal(seed=args.seed)
    checkpoint = None
    resumed = False
    if args.checkpoint:
        checkpoint = Checkpoint(Path(args.checkpoint), (("seed", str(args.seed)),))
        resumed = checkpoint.path.exists()
    result = solve(
        state,
        time_limit=args.time_limit,
        node_limit=args.node_limit,
        memory_limit=None if args.memory_limit is None else int(args.memory_limit * 2**20),
        checkpoint=checkpoint,
        threads=args.threads,
    )
    # The solver saves the plain search when a limit stops it, and removes the file once a
    # verdict is found (docs/solver.md, "Checkpoints").
    kept = checkpoint is not None and checkpoint.path.exists()
    saved = None
    if result.status == "won" and args.save:
        record = Record.new(game, seed=args.seed)
        for move in result.moves:
            record.add(move, at=0.0)
        record.save(args.save)
        saved = args.save
    if args.json:
        _json(
            {
                "variant": game.name,
                "title": game.title,
                "options": dict(game.options),
                "seed": args.seed,
                "status": result.status,
                "reason": result.reason or None,
                "moves": result.notation,
                "length": len(result.moves),
                "raw_length": result.raw_length,
                "nodes": result.nodes,
                "seconds": result.seconds,
                "peak_table": result.peak_table,
                "peak_bytes": result.peak_bytes,
                "saved": saved,
                "from_checkpoint": result.resumed,
                "checkpoint": None
                if checkpoint is None
                else {"path": args.checkpoint, "resumed": resumed, "kept": kept},
            }
        )
        return SOLVE_EXIT[result.status]
    say(
        f"{game.title}, seed {args.seed}: {result.status}"
        f"{f' ({result.reason})' if result.reason else ''} — {counted(result.nodes, 'node')}, "
        f"{result.seconds:.2f} s, table peak {counted(result.peak_table, 'position')}"
        + (f", {result.peak_bytes / 2**20:.1f} MiB held" if result.peak_bytes else ""),
        STATUS_STYLE.get(result.status),
    )
    if checkpoint is not None:
        begun = f"continued from {args.checkpoint}; " if resumed else ""
        if kept:
            print(
                f"checkpoint: {begun}the search is saved in {args.checkpoint} (run again to go on)"
            )
        elif result.status == "unknown":  # stopped before the depth-first search began
            print(f"checkpoint: nothing to save in {args.checkpoint} yet")
        elif resumed:
            print(f"checkpoint: {begun}the search ended, {args.checkpoint} is removed")
        else:
            print("checkpoint: the search ended, nothing to save")
    if result.status == "won":
        print(f"solution ({counted(len(result.moves), 'move')}): " + " ".join(result.notation))
        if saved:
            print(f"saved: {saved} (cardwright replay {saved})")
    return SOLVE_EXIT[result.status]


def cmd_survey(args: argparse.Namespace) -> int:
    _check(
        args,
        deals=DEALS,
        first_seed=SEED,
        time_limit=TIME_LIMIT,
        node_limit=NODE_LIMIT,
        memory_limit=MEMORY_LIMIT_MIB,
        jobs=JOBS,
        threads=THREADS,
    )
    SEED.check(args.first_seed + args.deals - 1, "the last seed (--first-seed + --deals - 1)")
    with progress(f"solving {args.name}", "deals") as report:
        summary = survey(
            args.name,
            deals=args.deals,
            first_seed=args.first_seed,
            time_limit=args.time_limit,
            node_limit=args.node_limit,
            memory_limit=None if args.memory_limit is None else int(args.memory_limit * 2**20),
            jobs=args.jobs,
            threads=args.threads,
            options=_options(args.option),
            results=args.results,
            progress=lambda done, total: report(done, total, ""),
            scheduler=args.scheduler,
            retry_unknown=args.retry_unknown,
        )
    s = summary
    if args.json:
        _json(
            {
                "variant": args.name,
                "options": _options(args.option),
                "first_seed": args.first_seed,
                "deals": s.deals,
                "won": s.won,
                "unwinnable": s.unwinnable,
                "unknown": s.unknown,
                "rate": s.rate,
                "low": s.low,
                "high": s.high,
                "median_seconds": s.median_seconds,
                "mean_seconds": s.mean_seconds,
                "median_nodes": s.median_nodes,
                "mean_nodes": s.mean_nodes,
                "peak_table": s.peak_table,
                "peak_bytes": s.peak_bytes,
                "time_limit": args.time_limit,
                "node_limit": args.node_limit,
                "memory_limit": args.memory_limit,
                "threads": args.threads,
                "results": args.results,
            }
        )
        return 0
    last = args.first_seed + s.deals - 1
    seeds = f"seed {last}" if s.deals == 1 else f"seeds {args.first_seed}..{last}"
    print(
        f"{args.name}: {counted(s.deals, 'deal')} ({seeds}): "
        f"won {s.won}, unwinnable {s.unwinnable}, unknown {s.unknown}"
    )
    print(
        f"win rate {100 * s.rate:.2f} %, 95 % Wilson interval {100 * s.low:.2f} – "
        f"{100 * s.high:.2f} % (unknown counted as loss for the low end, as win for the high end)"
    )
    print(
        f"time per deal: median {s.median_seconds:.3f} s, mean {s.mean_seconds:.3f} s; "
        f"nodes: median {s.median_nodes:.0f}, mean {s.mean_nodes:.0f}"
    )
    if s.peak_table:
        per = f" ({s.peak_bytes / s.peak_table:.0f} B a position)" if s.peak_bytes else ""
        print(
            f"table of positions at its largest: {s.peak_table:,} positions"
            + (f", {s.peak_bytes / 2**20:.1f} MiB{per}" if s.peak_bytes else "")
        )
    return 0


def _bench_json(result: bench.BenchResult) -> dict[str, Any]:
    return {
        "variant": result.name,
        "options": dict(result.options),
        "deals": result.deals,
        "first_seed": result.first_seed,
        "max_moves": result.max_moves,
        "moves": result.moves,
        "capped": result.capped,
        "seconds": result.seconds,
        "deal_seconds": result.deal_seconds,
        "moves_per_second": result.moves_per_second,
        "games_per_second": result.games_per_second,
        "moves_per_game": result.moves_per_game,
        "peak_kib": result.peak_kib,
        "reading_outcome_moves_per_second": result.read_moves_per_second,
        "read_overhead": result.read_overhead,
        "engine": result.engine,
        "native_moves_per_second": result.native_moves_per_second
        if result.native_seconds
        else None,
        "native_speedup": result.native_speedup if result.native_seconds else None,
    }


def _solver_bench_json(result: bench.SolverBenchResult) -> dict[str, Any]:
    return {
        "variant": result.name,
        "options": dict(result.options),
        "deals": result.deals,
        "won": result.won,
        "unwinnable": result.unwinnable,
        "unknown": result.unknown,
        "nodes": result.nodes,
        "seconds": result.seconds,
        "nodes_per_second": result.nodes_per_second,
        "core_nodes_per_second": result.core_nodes_per_second,
        "peak_table": result.peak_table,
        "peak_bytes": result.peak_bytes,
        "time_limit": result.time_limit,
    }


def _each_variant(label: str, names: Sequence[str], run: Callable[[str], _T]) -> list[_T]:
    """``run`` on each variant name in turn, with progress on standard error."""
    found = []
    with progress(label, "variants") as report:
        for done, name in enumerate(names):
            report(done, len(names), name)
            found.append(run(name))
        report(len(names), len(names), "")
    return found


def cmd_bench(args: argparse.Namespace) -> int:
    _check(args, deals=DEALS, time_limit=TIME_LIMIT, max_moves=MAX_MOVES)
    if args.rl:
        return _bench_rl(args)
    names = args.names or variants()
    options = _options(args.option)
    if args.solver:
        if not args.names:  # the solver plays one-player games only
            names = [n for n in names if load(n, **options).players == 1]
        solved = _each_variant(
            "bench --solver",
            names,
            lambda name: bench.run_solver(
                name,
                deals=args.deals,
                time_limit=args.time_limit or bench.DEFAULT_SOLVE_SECONDS,
                options=options,
            ),
        )
        if args.json:
            _json({"mode": "solver", "results": [_solver_bench_json(r) for r in solved]})
            return 0
        columns, rows = bench.solver_table_cells(solved)
        print_table(
            [Column(c, a) for c, a in columns],
            rows,
            title="Solver benchmark",
            plain=bench.format_solver_table(solved),
        )
        return 0
    results = _each_variant(
        "bench",
        names,
        lambda name: bench.run(
            name,
            deals=args.deals,
            max_moves=args.max_moves or bench.DEFAULT_MAX_MOVES,
            options=options,
        ),
    )
    if args.json:
        _json({"mode": "random", "results": [_bench_json(r) for r in results]})
        return 0
    columns, rows = bench.table_cells(results)
    print_table(
        [Column(c, a) for c, a in columns],
        rows,
        title="Random-play benchmark",
        plain=bench.format_table(results),
    )
    reference = Path(args.reference) / "compare.py"
    if reference.is_file():
        # A source checkout: also race the hand-written reference implementations.
        print()
        spec = importlib.util.spec_from_file_location("cardwright_bench_compare", reference)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module.speed(args.deals, 3)
    return 0


def _bench_rl(args: argparse.Namespace) -> int:
    """``bench --rl``: environment steps per second (kernel/frontends/rl_bench.py)."""
    if len(args.names) > 1:
        raise CardwrightError("bench --rl measures one variant at a time")
    if args.games is not None and args.games < 1:
        raise CardwrightError(f"--games is at least 1, not {args.games}")
    if args.memory_games < 1:
        raise CardwrightError(f"--memory-games is at least 1, not {args.memory_games}")
    try:
        # Imported only here: the environments need the rl extra (gymnasium, numpy).
        rl_bench = importlib.import_module(".rl_bench", __package__)
    except ModuleNotFoundError as error:
        print(f"cardwright: {error}", file=sys.stderr)
        return 1
    rows = rl_bench.run(
        args.names[0] if args.names else "klondike",
        games=args.games or 256,
        threads=args.threads,
        seconds=args.seconds,
        max_steps=args.max_moves or 150,
        openspiel_python=args.openspiel_python,
        options=_options(args.option),
    )
    per_game = rl_bench.footprint(
        args.names[0] if args.names else "klondike",
        args.memory_games,
        options=_options(args.option),
    )
    if args.json:
        _json(
            {
                "mode": "rl",
                "bytes_per_game": per_game,
                "memory_games": args.memory_games,
                "results": [
                    {
                        "environment": r.label,
                        "steps": r.steps,
                        "seconds": r.seconds,
                        "steps_per_second": r.rate,
                    }
                    for r in rows
                ],
            }
        )
        return 0
    print(rl_bench.format_rows(rows, per_game, args.memory_games))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        # Imported only here: the core does not depend on websockets (an optional extra).
        serve = importlib.import_module(".serve", __package__)
    except ImportError as error:
        if not (error.name or "").startswith("websockets"):
            raise
        print(
            "cardwright: serving needs websockets: pip install 'cardwright[serve]'",
            file=sys.stderr,
        )
        return 1
    try:
        limits = serve.Limits(
            max_tables=args.max_tables,
            max_connections=args.max_connections,
            idle_timeout=args.idle_timeout,
            rate=args.rate,
        )
    except ValueError as error:
        print(f"cardwright: {error}", file=sys.stderr)
        return 2
    try:
        serve.allowed_host_names(args.host, args.allow_host)
    except ValueError as error:
        print(f"cardwright: {error}", file=sys.stderr)
        return 2
    watch(args.reload)
    code: int = serve.run(args.host, args.port, limits, args.allow_host)
    return code


def _add_threads(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--threads",
        type=int,
        default=1,
        help="threads for each solve: the plain search on one, a partner search on the "
        "second, restarts on the others (native core; default 1)",
    )


def _add_json(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object on standard output instead (its keys: docs/cli.md)",
    )


def _add_variants(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--variants",
        action="append",
        default=[],
        metavar="DIR",
        help="install the .cw files of DIR too (repeatable; besides the user's variants folder "
        "and $CARDWRIGHT_VARIANTS: docs/language.md#your-own-variants)",
    )


def _add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "-o", "--option", action="append", metavar="NAME=VALUE", help="set an option"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cardwright",
        description="A rules-as-data engine for solitaire card games.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--version", action="version", version=f"cardwright {__version__}: {build_status()}"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser(
        "list",
        help="the installed variants",
        description="List installed variants: name, title, players, decks and option names "
        "(aliases, option choices and rules: 'cardwright describe NAME'; everything: --json).",
    )
    _add_variants(p)
    _add_json(p)
    p.set_defaults(func=cmd_list)

    p = sub.add_parser(
        "describe",
        help="a variant's rules in plain English",
        description="Print the rules of a variant in plain English, generated from its file.",
        epilog="example: cardwright describe accordion -o moves=mandatory",
    )
    p.add_argument("name", help="variant name, alias or file")
    _add_options(p)
    _add_json(p)
    p.set_defaults(func=cmd_describe)

    p = sub.add_parser(
        "compile",
        help="a variant compiled to its rules IR",
        description="Compile a variant with its options to the rules IR (docs/ir.md): a "
        "summary, or with --ir the IR itself as JSON.",
        epilog="example: cardwright compile klondike -o draw=1 --ir",
    )
    p.add_argument("name", help="variant name, alias or file")
    p.add_argument("--ir", action="store_true", help="print the rules IR as JSON")
    _add_options(p)
    p.set_defaults(func=cmd_compile)

    p = sub.add_parser(
        "check",
        help="validate variant files",
        description="Check variant files; print each error as file:line:col with a caret. "
        "A .json file is read as rules IR (compile --ir) and its errors named by their JSON "
        "path. Exit status 1 if any file has errors.",
        epilog="examples: cardwright check variants/*.cw; cardwright check rules.json",
    )
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(func=cmd_check)

    p = sub.add_parser(
        "play",
        help="play a variant (terminal table, or --plain line mode)",
        description="Play a variant. Without --plain: the terminal table (needs "
        "'cardwright[tui]'). With --plain: the position as text, one move per line from "
        "stdin, the result of each printed (for scripts, pipes and screen readers).",
        epilog="examples:\n  cardwright play accordion --seed 3\n"
        "  echo deal | cardwright play accordion --plain --seed 3\n"
        "  cardwright play klondike --seed 5 --save k5.json   # s saves, q saves and quits\n"
        "  cardwright play --resume k5.json --save k5.json    # on from where it stopped\n"
        "  cardwright play --position 'cw1 accordion - stock:-AH.-4H... row:3S|6S'\n"
        "  cardwright play double-solitaire -o draw=1 --speed 2",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("name", nargs="?", help="variant name, alias or file (not with --resume)")
    _add_options(p)
    p.add_argument("--seed", type=int, help="deal number (default: a random one, printed)")
    p.add_argument(
        "--resume",
        metavar="RECORD",
        help="go on with a game saved by 'play --save' (its variant, options and moves)",
    )
    p.add_argument(
        "--variant-file",
        metavar="PATH",
        help="with --resume: the variant file the record was made with",
    )
    p.add_argument(
        "--position",
        metavar="TEXT",
        help="start from a position text (state.to_text(); docs/state.md#position-text)",
    )
    p.add_argument("--plain", action="store_true", help="line mode: text in, text out")
    _add_variants(p)
    p.add_argument("--symbols", action="store_true", help="suit symbols in --plain output")
    p.add_argument("--save", metavar="FILE", help="save the game record (JSON) at the end")
    p.add_argument(
        "--speed", type=float, default=1.0, help="computer opponent's moves per second (races)"
    )
    p.set_defaults(func=cmd_play)

    p = sub.add_parser(
        "replay",
        help="step through a saved game",
        description="Replay a game record (docs/records.md) and show a position.",
        epilog="examples:\n  cardwright replay game.json\n  cardwright replay game.json --to 12\n"
        "  cardwright replay my-game.json --variant-file my-game.cw",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("record", metavar="RECORD", help="a record saved by 'play --save'")
    p.add_argument(
        "--variant-file",
        metavar="PATH",
        help="the variant file the record was made with (records name installed variants only)",
    )
    p.add_argument("--to", type=int, help="show the position after move N (0: the start)")
    p.add_argument("--step", action="store_true", help="show the position after every move")
    p.add_argument("--symbols", action="store_true", help="suit symbols")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser(
        "engine",
        help="the JSON engine protocol on stdin/stdout (for frontends)",
        description="Speak the engine protocol (docs/protocol.md): one JSON request per line on "
        "standard input, each reply and event as one JSON line on standard output. Stops on "
        "'quit' or at end of input.",
        epilog="examples:\n"
        '  echo \'{"id": 1, "type": "hello"}\' | cardwright engine\n'
        '  printf \'%s\\n\' \'{"type": "load", "variant": "accordion"}\' '
        '\'{"type": "new", "seed": 3}\' \'{"type": "play", "move": "deal"}\' '
        "| cardwright engine",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--max-message-bytes",
        type=int,
        default=65536,
        metavar="N",
        help="longest request line accepted (default 65536)",
    )
    _add_variants(p)
    p.set_defaults(func=cmd_engine)

    p = sub.add_parser(
        "solve",
        help="solve a deal of a one-player variant",
        description="Search for a win from a seeded deal (perfect information: the solver sees "
        "face-down cards). Prints won (with the moves), unwinnable (a proof), or unknown (a "
        "limit was hit). Exit status by verdict: 0 won, 3 unwinnable, 4 unknown (1: an error, "
        "2: a command line that cannot be read).",
        epilog="examples:\n  cardwright solve accordion -o deal=open --seed 3\n"
        "  cardwright solve chequers --seed 1 --time-limit 30 --save chequers-1.json\n"
        "  cardwright solve klondike --seed 43 --time-limit 10 --checkpoint k43.search",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("name", help="variant name, alias or file")
    _add_options(p)
    p.add_argument("--seed", type=int, required=True, help="deal number")
    p.add_argument("--time-limit", type=float, default=60.0, help="seconds (default 60)")
    p.add_argument("--node-limit", type=int, help="positions to expand at most")
    p.add_argument(
        "--memory-limit",
        type=float,
        help="MiB the solver's searches may hold: their tables, lines and frames (default 2048)",
    )
    _add_threads(p)
    p.add_argument("--save", metavar="FILE", help="save a won game as a record")
    p.add_argument(
        "--checkpoint",
        metavar="FILE",
        help="continue the search saved in FILE if it exists; save it there when a limit "
        "stops it (removed once a verdict is found; native core only)",
    )
    _add_json(p)
    p.set_defaults(func=cmd_solve)

    p = sub.add_parser(
        "survey",
        help="solve many deals and report the win rate",
        description="Solve seeded deals of a one-player variant and report won / unwinnable / "
        "unknown counts, the win rate with a 95 % Wilson interval, and time and nodes per deal. "
        "With --results FILE, results are appended as they come and a rerun resumes; a rerun "
        "with a larger --time-limit, --node-limit or --memory-limit solves again the deals left "
        "unknown.",
        epilog="examples:\n  cardwright survey accordion -o deal=open --deals 100 --jobs 2 "
        "--results accordion.jsonl\n"
        "  cardwright survey klondike --deals 1000 --scheduler tcp://10.0.0.5:8786 "
        "--results klondike.jsonl",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("name", help="variant name, alias or file")
    _add_options(p)
    p.add_argument("--deals", type=int, required=True)
    p.add_argument("--first-seed", type=int, default=1)
    p.add_argument("--time-limit", type=float, default=10.0, help="seconds per deal (default 10)")
    p.add_argument("--node-limit", type=int, help="positions per deal at most")
    p.add_argument(
        "--memory-limit",
        type=float,
        help="MiB each deal's searches may hold: tables, lines and frames (default 2048)",
    )
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    _add_threads(p)
    p.add_argument("--results", metavar="FILE", help="JSON-lines results file (resumable)")
    p.add_argument(
        "--retry-unknown",
        action="store_true",
        help="solve again every deal the results file holds as unknown, whatever its limits "
        "(after a change to the solver)",
    )
    p.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="solve on a Dask cluster (tcp://HOST:8786; needs cardwright[dask])",
    )
    _add_json(p)
    p.set_defaults(func=cmd_survey)

    p = sub.add_parser(
        "bench",
        help="random-play throughput per variant",
        description="Play uniform-random legal moves on seeded deals; print moves/s, games/s and "
        "peak memory, then moves/s of the same games reading the outcome after every move (as "
        "frontends do) and what that costs (read +%). Where the native core runs the variant, it "
        "plays the same seeds at random there too, reading the outcome: native moves/s, and native "
        "x, its speed over the Python engine's reading it. Run from a source checkout, it also "
        "compares with the hand-written reference implementations in tests/bench/. With --solver, solve seeded deals instead "
        "and print won / unwinnable / unknown, nodes per second and the table's peak.",
        epilog="examples:\n  cardwright bench accordion chequers --deals 100\n"
        "  cardwright bench --solver accordion -o deal=open --deals 20\n"
        "  cardwright bench --solver chequers klondike --time-limit 5\n"
        "  cardwright bench --rl klondike --games 512 --openspiel-python side/bin/python",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("names", nargs="*", metavar="NAME", help="variants (default: all)")
    p.add_argument("--deals", type=int, help="deals per variant")
    p.add_argument(
        "--solver",
        action="store_true",
        help="benchmark the solver instead: verdicts and nodes per second on seeded deals",
    )
    p.add_argument("--time-limit", type=float, help="with --solver: seconds per deal (default 2)")
    p.add_argument("--max-moves", type=int, help="moves per deal at most")
    p.add_argument(
        "--rl",
        action="store_true",
        help="benchmark the reinforcement-learning environments instead: steps per second of "
        "the single and the vectorised environment (one variant, default klondike; needs the rl "
        "extra)",
    )
    p.add_argument("--games", type=int, help="with --rl: games of the vectorised env (default 256)")
    p.add_argument(
        "--threads", type=int, help="with --rl: the core's threads (default: one per CPU)"
    )
    p.add_argument(
        "--seconds", type=float, default=3.0, help="with --rl: seconds per row (default 3)"
    )
    p.add_argument(
        "--memory-games",
        type=int,
        default=4096,
        help="with --rl: games of the vectorised env whose memory per game is measured "
        "(default 4096)",
    )
    p.add_argument(
        "--openspiel-python",
        metavar="PYTHON",
        help="with --rl: a side venv's interpreter with open_spiel, to measure its Klondike "
        "('solitaire') in the same run (a peer, never a dependency)",
    )
    _add_options(p)
    p.add_argument(
        "--reference",
        default="tests/bench",
        metavar="DIR",
        help="folder of the hand-written reference implementations (default: tests/bench)",
    )
    _add_json(p)
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser(
        "serve",
        help="the browser table and the protocol over WebSocket",
        description="Serve the browser table over HTTP and the JSON protocol (docs/protocol.md) "
        "over a WebSocket at /ws. Binds to this machine only unless --host says otherwise "
        "(docs/serve.md). Needs 'cardwright[serve]'.",
        epilog="examples:\n  cardwright serve\n  cardwright serve --port 0   # any free port\n"
        "  cardwright serve --host 0.0.0.0 --allow-host cards.example.lan",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="a Host name clients use to reach the server (repeatable); required when --host is "
        "not a loopback address, so that other websites cannot drive it (docs/serve.md)",
    )
    p.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any free one)")
    p.add_argument("--max-tables", type=int, default=100, help="open tables (default 100)")
    p.add_argument(
        "--max-connections", type=int, default=100, help="open connections (default 100)"
    )
    p.add_argument("--idle-timeout", type=float, default=900.0, help="seconds (default 900)")
    p.add_argument(
        "--rate", type=float, default=20.0, help="requests per second per connection (default 20)"
    )
    _add_variants(p)
    p.add_argument(
        "--reload",
        action="store_true",
        help="pick up variant files saved in the variants folders while serving",
    )
    p.set_defaults(func=cmd_serve)
    return parser


def _unknown_command(parser: argparse.ArgumentParser, argv: Sequence[str]) -> str | None:
    """The message for a first word that is no command (``descrbe``), with the nearest
    commands; None when the command line starts with a command or an option."""
    word = next((a for a in argv if not a.startswith("-")), None)
    if word is None or (argv and argv[0].startswith("-") and argv[0] not in ("-h", "--help")):
        return None
    commands = [
        name
        for action in parser._subparsers._group_actions  # type: ignore[union-attr]
        if isinstance(action, argparse._SubParsersAction)
        for name in action.choices
    ]
    if word in commands:
        return None
    found = nearest(word, commands)
    hint = f"; did you mean {' or '.join(repr(c) for c in found)}?" if found else ""
    return f"unknown command '{word}'{hint} (cardwright --help lists the commands)"


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    _ARGV[:] = argv
    as_json = "--json" in argv
    unknown = _unknown_command(parser, argv)
    if unknown is not None:
        if as_json:
            _json_error("usage", unknown)
        else:
            print(f"cardwright: {unknown}", file=sys.stderr)
        return 2
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        if getattr(args, "variants", None):
            add_folders(args.variants)
        result: int = args.func(args)
        return result
    except CardwrightError as error:
        if getattr(args, "json", False):
            _json_error(type(error).__name__, str(error))
        else:
            print(f"cardwright: {error}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
