"""A native position converts to a Python State and back without loss (docs/native.md): the same
piles, cards and action counts, on every variant and option set the core runs."""

import os
import random

import pytest
from positions import game_id, option_sets

import cardwright
from cardwright.engine import native
from cardwright.engine.native import NativeUnavailable
from cardwright.errors import StateError

if not native.built():
    if os.environ.get("CARDWRIGHT_NATIVE") == "required":
        pytest.fail("the native core is not built (CARDWRIGHT_NATIVE=required)")
    pytest.skip("the native core is not built (no Rust toolchain)", allow_module_level=True)

ALL = [(name, options) for name in cardwright.variants() for options in option_sets(name)]
NATIVE = [(n, o) for n, o in ALL if cardwright.load(n, **o).engine == "native"]


@pytest.mark.parametrize(("name", "options"), NATIVE, ids=[game_id(n, o) for n, o in NATIVE])
def test_a_native_position_is_the_python_state_of_the_same_deal_and_moves(name, options):
    game = cardwright.load(name, **options)
    core = game.native
    for seed in (1, 2):
        rng = random.Random(seed)
        state, position = game.deal(seed=seed), core.deal(seed)
        for step in range(25):
            assert game.from_native(position) == state, f"seed {seed}, step {step}"
            assert game.to_native(state) == position
            again = game.from_dict(game.from_native(position).to_dict())
            assert game.to_native(again) == position, "it round-trips through JSON too"
            moves = state.legal_moves()
            if not moves:
                break
            index = rng.randrange(len(moves))
            state, position = state.play(moves[index]), core.play(position, index)


SCORED = [(n, o) for n, o in NATIVE if cardwright.load(n, **o).rules.score is not None]


@pytest.mark.parametrize(("name", "options"), SCORED, ids=[game_id(n, o) for n, o in SCORED])
def test_the_core_scores_a_position_as_the_python_engine_does(name, options):
    game = cardwright.load(name, **options)
    core = game.native
    rng = random.Random(name)
    state = game.deal(seed=3)
    for step in range(40):
        assert core.score(game.to_native(state)) == game.scores(state)[0], f"step {step}"
        moves = state.legal_moves()
        if not moves:
            break
        state = state.play(moves[rng.randrange(len(moves))])


def test_a_position_of_another_game_is_refused_with_what_differs():
    klondike = cardwright.load("klondike", engine="native")
    freecell = cardwright.load("freecell", engine="native")
    with pytest.raises(StateError, match="not a position of FreeCell"):
        freecell.from_native(klondike.native.deal(1))


def test_a_game_on_the_python_engine_has_no_native_positions():
    game = cardwright.load("klondike", engine="python")
    with pytest.raises(NativeUnavailable, match="engine='python'"):
        game.to_native(game.deal(seed=1))
