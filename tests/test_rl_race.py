"""The race environment on the native core (docs/rl.md): each player's observation and action
mask are written by the core, and must be what the Python reference gives, step by step —
the same race played on the Python engine (ObservationLayout and ActionLayout encoding its
positions) with the same seeds and actions gives the same observations, masks, rewards,
flags and infos."""

from __future__ import annotations

from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

import cardwright  # noqa: E402
from cardwright.frontends import rl  # noqa: E402

if cardwright.load("double-solitaire", engine="auto").native is None:
    pytest.skip("the race runs on the Python engine here", allow_module_level=True)


def _same(ours: Any, reference: Any, where: str) -> None:
    """Equal values, arrays of the same dtype and shape, dicts with the same keys in order."""
    if isinstance(reference, np.ndarray):
        assert isinstance(ours, np.ndarray), where
        assert (ours.dtype, ours.shape) == (reference.dtype, reference.shape), where
        assert np.array_equal(ours, reference), where
    elif isinstance(reference, tuple):
        assert isinstance(ours, tuple) and len(ours) == len(reference), where
        for k, (mine, theirs) in enumerate(zip(ours, reference, strict=True)):
            _same(mine, theirs, f"{where}[{k}]")
    elif isinstance(reference, dict):
        assert list(ours) == list(reference), where
        for key in reference:
            _same(ours[key], reference[key], f"{where}[{key!r}]")
    else:
        assert ours == reference, where


def _pick(rng: np.random.Generator, mask: np.ndarray) -> int:
    """Mostly a legal action, sometimes any action (illegal ones too, and wait)."""
    if rng.random() < 0.1:
        return int(rng.integers(len(mask)))
    return int(rng.choice(np.flatnonzero(mask)))


@pytest.mark.parametrize(
    "options",
    [{}, {"draw": 1, "passes": 2}, {"play": "alternate", "draw": 1}],
    ids=["race", "draw-1-two-passes", "alternate"],
)
def test_the_core_writes_what_the_python_engine_encodes(options: dict[str, Any]) -> None:
    core = rl.parallel_env(max_cycles=60, engine="native", **options)
    reference = rl.parallel_env(max_cycles=60, engine="python", **options)
    assert core._views is not None and reference._views is None  # each its own way
    rng = np.random.default_rng(11)
    steps = 0
    for episode in range(8):
        # A seed, or the next one the environment's generator draws (the same in both).
        seed = int(rng.integers(2**31)) if episode % 2 == 0 else None
        got, want = core.reset(seed=seed), reference.reset(seed=seed)
        _same(got, want, f"reset {episode}")
        observations = got[0]
        while core.agents:
            state = core.table.state
            for agent in core.agents:  # the Python layouts read the core's position alike
                player = core._players[agent]
                encoded = core.observations.encode(state, player)
                _same({k: observations[agent][k] for k in encoded}, encoded, agent)
                mask = core.actions.mask(core.actions.legal(state, player))
                _same(observations[agent]["action_mask"], mask, f"{agent} mask")
            actions = {a: _pick(rng, observations[a]["action_mask"]) for a in core.agents}
            got, want = core.step(actions), reference.step(actions)
            _same(got, want, f"episode {episode}, step with {actions}")
            observations = got[0]
            steps += 1
        assert core.table.state == reference.table.state
    assert steps > 200
