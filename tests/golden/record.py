"""Record golden playouts: what the engine lists, plays and concludes on every shipped variant.

Run ``python tests/golden/record.py`` to write ``tests/golden/playouts.json``. The file pins
the behaviour of a known-good engine; ``tests/test_golden.py`` replays it and names the first
step where today's engine differs. Re-record only when a rule is knowingly changed, and say
which in the change's note.

Each playout: a variant, an option set (the defaults, then each other choice of each option on
its own), a seed, and up to ``STEPS`` moves picked by a small documented generator (an LCG, so
the picks do not depend on Python's ``random``). Per step it stores a digest of the legal-move
list (notation, in order), the position (``to_dict``) and the outcome, and the move played.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import cardwright

SEEDS = (1, 2, 3)
STEPS = 60
HERE = Path(__file__).resolve().parent


def option_sets(name: str) -> list[dict[str, object]]:
    game = cardwright.load(name)
    sets: list[dict[str, object]] = [{}]
    for spec in game.option_specs.values():
        for choice in spec.choices:
            if choice != spec.default:
                sets.append({spec.name: choice})
    return sets


def picks(seed: int):
    """A 64-bit LCG (Knuth's MMIX constants): the same picks on every Python."""
    x = seed * 0x9E3779B97F4A7C15 % 2**64
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
        yield x >> 33


def outcome_text(state) -> str:
    outcome = state.outcome
    if outcome is None:
        return "-"
    scores = ",".join(f"{k}:{v}" for k, v in sorted(outcome.scores.items()))
    return f"{outcome.result}/{outcome.winner}/{scores}"


def step_digest(state) -> str:
    moves = [str(m) for m in state.legal_moves()]
    position = json.dumps(state.to_dict(), sort_keys=True)
    text = json.dumps([moves, position, outcome_text(state)])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def playout(name: str, options: dict[str, object], seed: int) -> dict[str, object]:
    game = cardwright.load(name, **options)
    state = game.deal(seed=seed)
    digests, played = [step_digest(state)], []
    pick = picks(seed)
    for _ in range(STEPS):
        moves = state.legal_moves()
        if not moves or state.outcome is not None:
            break
        move = moves[next(pick) % len(moves)]
        played.append(str(move))
        state = state.play(move)
        digests.append(step_digest(state))
    return {
        "variant": name,
        "options": options,
        "seed": seed,
        "moves": played,
        "digests": digests,
        "outcome": outcome_text(state),
    }


def main() -> None:
    """Record every shipped variant, or (with names as arguments) re-record only those,
    keeping the other variants' records as they were."""
    path = HERE / "playouts.json"
    names = sys.argv[1:] or cardwright.variants()
    kept = []
    if sys.argv[1:] and path.exists():
        kept = [r for r in json.loads(path.read_text()) if r["variant"] not in names]
    records = kept + [
        playout(name, options, seed)
        for name in names
        for options in option_sets(name)
        for seed in SEEDS
    ]
    records.sort(key=lambda r: r["variant"])  # stable: options and seeds keep their order
    path.write_text(json.dumps(records, indent=0, sort_keys=True) + "\n")
    print(f"{len(records)} playouts written to {path}")


if __name__ == "__main__":
    main()
