"""Every shipped variant plays exactly as the recorded engine did (tests/golden/record.py).

A difference names the variant, options, seed and the first step that changed, so a change to
the rules machinery that alters a game cannot pass unnoticed. A knowingly fixed rule is
re-recorded and listed in the change's note.
"""

import json
from pathlib import Path

import pytest
from golden.record import outcome_text, picks, step_digest

import cardwright

RECORDS = json.loads((Path(__file__).parent / "golden" / "playouts.json").read_text())


def _id(record):
    options = "-".join(f"{k}={v}" for k, v in record["options"].items()) or "default"
    return f"{record['variant']}-{options}-{record['seed']}"


@pytest.mark.parametrize("record", RECORDS, ids=[_id(r) for r in RECORDS])
def test_playout_matches_the_recorded_engine(record):
    game = cardwright.load(record["variant"], **record["options"])
    state = game.deal(seed=record["seed"])
    pick = picks(record["seed"])
    assert step_digest(state) == record["digests"][0], "the deal differs"
    for step, (expected_move, expected_digest) in enumerate(
        zip(record["moves"], record["digests"][1:], strict=True), start=1
    ):
        moves = state.legal_moves()
        move = moves[next(pick) % len(moves)]
        assert str(move) == expected_move, f"step {step}: a different move was picked"
        state = state.play(move)
        assert step_digest(state) == expected_digest, (
            f"step {step} (after {move}): legal moves, position or outcome differ"
        )
    assert outcome_text(state) == record["outcome"]
