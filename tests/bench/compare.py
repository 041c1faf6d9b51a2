"""Engine against hand-written reference implementations: speed, and a rules cross-check.

    python tests/bench/compare.py [--deals N] [--repeat R]   # moves/s, engine vs reference
    python tests/bench/compare.py --check [--positions N]    # legal moves, engine vs reference
    python tests/bench/compare.py --profile [--deals N]      # cProfile of the engine loop

Speed: both play the same deals (dealt by the engine) with the same random choices
(``random.Random(seed)`` picking an index in the legal-move list, as ``cardwright.search.bench.run``
does). Only the move loops are timed. The references list their moves in a fixed, natural
order (source pile, then target zone, then target pile, left to right); while the engine lists
them in the same order both play exactly the same games, and the "same games" column says so.
When the engine orders its list differently the same picks lead to different (but alike)
games: the figures still compare, only less exactly.

Check: on positions reached by the engine's random play, the SET of legal moves of the engine
and of the reference must be equal (in the common form ``(action, source zone, source index,
target zone, target index, count)``), the engine must not list a move twice, and each legal
move must lead to the same position in both. Exit status 1 on any mismatch.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import reference_accordion
import reference_chequers

import cardwright
from cardwright.search.bench import play_random

# Deals and move cap per game for a run of a few seconds. Accordion games end by themselves (at
# most 51 deals and 51 moves); random play in Chequers never ends, so its games are capped.
DEFAULT_DEALS = {"accordion": 1000, "chequers": 50}
DEFAULT_MAX_MOVES = {"accordion": 200, "chequers": 300}

REFERENCES = {"accordion": reference_accordion, "chequers": reference_chequers}

# What the cross-check samples: (variant, options, positions kept per game, stride, move cap).
# Chequers' reserve runs out within ~30-100 random moves, so early positions (reserve in play)
# and late ones (empty tableau piles that take any card) are both sampled.
CHECKS = [
    ("accordion", {}, 20, 5, 200),
    ("accordion", {"deal": "open"}, 20, 2, 200),
    ("chequers", {}, 40, 10, 400),
]


# ---------------------------------------------------------------------------------------------
# Speed


def engine_game(game, seed, max_moves):
    """(moves, loop seconds, final state) of one random game, as cardwright.search.bench.run times it."""
    state = game.deal(seed=seed)
    started = time.perf_counter()
    state, played = play_random(state, seed, max_moves)
    return played, time.perf_counter() - started, state


def reference_game(game, reference, seed, max_moves):
    """The same for the reference: engine deal (not timed), then the reference's own loop."""
    legal_moves, play = reference.legal_moves, reference.play
    state = reference.from_engine_state(game.deal(seed=seed))
    started = time.perf_counter()
    rng = random.Random(seed)
    played = 0
    while played < max_moves:
        moves = legal_moves(state)
        if not moves:
            break
        state = play(state, moves[rng.randrange(len(moves))])
        played += 1
    return played, time.perf_counter() - started, state


def engine_pass(game, seeds, max_moves):
    """(moves, loop seconds, final states) over ``seeds``."""
    total, seconds, finals = 0, 0.0, []
    for seed in seeds:
        played, spent, state = engine_game(game, seed, max_moves)
        total += played
        seconds += spent
        finals.append(state)
    return total, seconds, finals


def speed(deals, repeat):
    """Engine and reference alternate game by game, and each game's time is the best of
    ``repeat`` plays, so that a burst of load on the machine hits both alike."""
    rows = []
    for name, reference in REFERENCES.items():
        game = cardwright.load(name)
        count = deals or DEFAULT_DEALS[name]
        max_moves = DEFAULT_MAX_MOVES[name]
        e_moves = r_moves = 0
        e_seconds = r_seconds = 0.0
        same = True
        for seed in range(1, count + 1):
            e_best = r_best = float("inf")
            for _ in range(repeat):
                e_played, spent, e_final = engine_game(game, seed, max_moves)
                e_best = min(e_best, spent)
                r_played, spent, r_final = reference_game(game, reference, seed, max_moves)
                r_best = min(r_best, spent)
            e_moves += e_played
            r_moves += r_played
            e_seconds += e_best
            r_seconds += r_best
            same = same and reference.from_engine_state(e_final) == r_final
        rows.append((name, count, max_moves, e_moves, r_moves, e_seconds, r_seconds, same))
    print(f"random play, seeds 1..N; each game timed {repeat}x, best kept; move loops only")
    load = os.getloadavg()[0]
    cores = os.cpu_count() or 1
    if load > cores / 2:
        print(f"note: load average {load:.1f} on {cores} cores: other work shares the machine")
    header = (
        f"{'game':<10} {'deals':>6} {'cap':>5} {'moves':>11} {'engine moves/s':>15} "
        f"{'reference moves/s':>18} {'engine/ref':>11}  same games"
    )
    print(header)
    print("-" * len(header))
    for name, count, cap, e_moves, r_moves, e_s, r_s, same in rows:
        e_rate, r_rate = e_moves / e_s, r_moves / r_s
        moves = str(e_moves) if e_moves == r_moves else f"{e_moves}/{r_moves}"
        print(
            f"{name:<10} {count:>6} {cap:>5} {moves:>11} {e_rate:>15,.0f} {r_rate:>18,.0f} "
            f"{e_rate / r_rate:>11.3f}  {'yes' if same else 'no (other move order)'}"
        )
    return 0


# ---------------------------------------------------------------------------------------------
# Cross-check


def engine_common(move):
    source_zone, source_index = move.source
    target_zone, target_index = move.target if move.target is not None else (None, None)
    return (move.action, source_zone, source_index, target_zone, target_index, move.count)


def show_move(move):
    action, sz, si, tz, ti, count = move
    if action is not None:
        return f"{action} ({sz}{si + 1}>{tz}{ti + 1})"
    return f"{sz}{si + 1}{f':{count}' if count > 1 else ''}>{tz}{ti + 1}"


def show_state(state):
    lines = []
    for zone in state.game.zones:
        piles = state.piles(zone)
        text = " | ".join(" ".join(c.to_text() for c in p) or "." for p in piles)
        lines.append(f"    {zone}: {text or '(no piles)'}")
    return "\n".join(lines)


def invariants(name, state):
    """Facts the rules fix about card faces and card counts (engine side only)."""
    problems = []
    total = sum(len(p) for piles in state.zones for p in piles)
    expected = state.game.rules.total_cards
    if total != expected:
        problems.append(f"{total} cards in play, expected {expected}")
    if name == "chequers":
        for zone in ("tableau", "ascending", "descending"):
            if any(not c.face_up for p in state.piles(zone) for c in p):
                problems.append(f"a face-down card in the {zone} (every card there is open)")
        reserve = state.piles("reserve")[0]
        if reserve and not reserve[-1].face_up:
            problems.append("the reserve's top card is face down (CHQ-10)")
        if any(c.face_up for c in reserve[:-1]):
            problems.append("a covered reserve card is face up (CHQ-1)")
    else:
        if any(not c.face_up for p in state.piles("row") for c in p):
            problems.append("a face-down card in the row")
    return problems


def sample_positions(game, per_game, stride, cap, wanted, first_seed=1):
    """(seed, move number, state) for positions of the engine's random play."""
    found = []
    seed = first_seed
    while len(found) < wanted:
        state = game.deal(seed=seed)
        rng = random.Random(seed)
        kept = 0
        played = 0
        while True:
            if played % stride == 0 and kept < per_game:
                found.append((seed, played, state))
                kept += 1
                if len(found) >= wanted:
                    break
            moves = state.legal_moves()
            if not moves or played >= cap:
                if kept < per_game and (not found or found[-1][2] is not state):
                    found.append((seed, played, state))  # the final position, too
                break
            state = state.play(moves[rng.randrange(len(moves))])
            played += 1
        seed += 1
    return found[:wanted]


def check(positions, show):
    failures = 0
    for name, options, per_game, stride, cap in CHECKS:
        reference = REFERENCES[name]
        game = cardwright.load(name, **options)
        label = name + (f"({', '.join(f'{k}={v}' for k, v in options.items())})" if options else "")
        sampled = sample_positions(game, per_game, stride, cap, positions)
        mismatches = []
        compared_moves = 0
        coverage = Counter()
        for seed, played, state in sampled:
            problems = []
            ref_state = reference.from_engine_state(state)
            engine_moves = [engine_common(m) for m in state.legal_moves()]
            ref_moves = reference.common_moves(ref_state, reference.legal_moves(ref_state))
            duplicates = [m for m, n in Counter(engine_moves).items() if n > 1]
            if duplicates:
                problems.append("engine lists twice: " + ", ".join(map(show_move, duplicates)))
            only_engine = sorted(set(engine_moves) - set(ref_moves), key=repr)
            only_ref = sorted(set(ref_moves) - set(engine_moves), key=repr)
            if only_engine:
                problems.append("only the engine allows: " + ", ".join(map(show_move, only_engine)))
            if only_ref:
                problems.append("only the reference allows: " + ", ".join(map(show_move, only_ref)))
            problems.extend(invariants(name, state))
            for move, common in zip(state.legal_moves(), engine_moves, strict=True):
                if common not in ref_moves:
                    continue
                compared_moves += 1
                after_engine = reference.from_engine_state(state.play(move))
                after_ref = reference.play(ref_state, reference.from_common(ref_state, common))
                if after_engine != after_ref:
                    problems.append(f"after {show_move(common)} the positions differ")
            if reference.from_engine_state(state) != ref_state:
                problems.append("reference play changed its input state")
            coverage["positions"] += 1
            coverage["no legal move"] += not engine_moves
            if name == "chequers":
                tableau = state.piles("tableau")
                coverage["reserve in play"] += bool(state.piles("reserve")[0])
                coverage["empty tableau pile"] += any(not p for p in tableau)
                coverage["foundation cards"] += any(
                    p for z in ("ascending", "descending") for p in state.piles(z)
                )
                coverage["foundation to tableau moves"] += any(
                    m[1] in ("ascending", "descending") for m in engine_moves
                )
                coverage["wrap moves (K-A)"] += any(
                    m[3] == "tableau"
                    and tableau[m[4]]
                    and {state.piles(m[1])[m[2]][-1].rank, tableau[m[4]][-1].rank} == {1, 13}
                    for m in engine_moves
                )
            else:
                coverage["stock left"] += bool(state.piles("stock")[0])
                coverage["3-left moves"] += any(m[4] == m[2] - 3 for m in engine_moves)
            if problems:
                mismatches.append((seed, played, state, problems))
        failures += len(mismatches)
        print(
            f"{label}: {len(sampled)} positions, {compared_moves} moves played in both: "
            f"{'OK' if not mismatches else f'{len(mismatches)} MISMATCHED POSITIONS'}"
        )
        print("  coverage: " + ", ".join(f"{k} {v}" for k, v in coverage.items()))
        for seed, played, state, problems in mismatches[:show]:
            print(f"  seed {seed}, after {played} random moves:")
            for problem in problems:
                print(f"    - {problem}")
            print(show_state(state))
        if len(mismatches) > show:
            print(f"  ... and {len(mismatches) - show} more")
    return 1 if failures else 0


# ---------------------------------------------------------------------------------------------
# Profile


def profile(deals, top):
    for name in REFERENCES:
        game = cardwright.load(name)
        count = deals or max(1, DEFAULT_DEALS[name] // 2)
        profiler = cProfile.Profile()
        profiler.enable()
        moves, _, _ = engine_pass(game, range(1, count + 1), DEFAULT_MAX_MOVES[name])
        profiler.disable()
        out = io.StringIO()
        stats = pstats.Stats(profiler, stream=out).strip_dirs().sort_stats("tottime")
        stats.print_stats(top)
        print(f"===== {name}: {count} deals, {moves} moves, sorted by own time =====")
        print(out.getvalue().split("\n", 4)[-1].rstrip())
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).strip_dirs().sort_stats("cumulative").print_stats(top)
        print(f"===== {name}: sorted by cumulative time =====")
        print(out.getvalue().split("\n", 4)[-1].rstrip())
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=None, help="deals per game (default: bench's)")
    parser.add_argument("--repeat", type=int, default=3, help="plays of each game, best kept")
    parser.add_argument("--check", action="store_true", help="cross-check the legal moves")
    parser.add_argument("--positions", type=int, default=400, help="positions per checked game")
    parser.add_argument("--show", type=int, default=5, help="mismatches printed per game")
    parser.add_argument("--profile", action="store_true", help="cProfile the engine loop")
    parser.add_argument("--top", type=int, default=25, help="functions listed by --profile")
    args = parser.parse_args(argv)
    if args.check:
        return check(args.positions, args.show)
    if args.profile:
        return profile(args.deals, args.top)
    return speed(args.deals, max(1, args.repeat))


if __name__ == "__main__":
    sys.exit(main())
