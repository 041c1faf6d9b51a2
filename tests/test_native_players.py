"""Double Solitaire on the native core against the Python engine (the reference): the same deals,
each player's legal moves and every player's in the same order, the same positions, turns,
outcomes and scores after every move, in every form of the game (race or turns, draw 1 or 3,
any number of passes); positions and JSON round trips; the core's own playout ends where the
reference says (docs/native.md, rules DBL-1..DBL-10 of /work/shared/rules/double-solitaire.md).
"""

import random

import pytest

import cardwright
from cardwright import CardwrightError, IllegalMove
from cardwright.engine import native
from cardwright.shuffle import PCG32

if not native.built():
    pytest.skip("the native core is not built (no Rust toolchain)", allow_module_level=True)

FORMS = [
    {},
    {"play": "alternate"},
    {"draw": 1},
    {"passes": 1},
    {"play": "alternate", "draw": 1, "passes": 2},
    {"play": "race", "draw": 3, "passes": 3},
]
IDS = ["-".join(f"{k}={v}" for k, v in form.items()) or "default" for form in FORMS]


def _games(form):
    core = cardwright.load("double-solitaire", engine="native", **form)
    reference = cardwright.load("double-solitaire", engine="python", **form)
    return core, reference


def _cards(piles):
    """The card texts of a zone as ``to_dict`` writes it (``{"p1": piles, ...}`` per player)."""
    each = piles.values() if isinstance(piles, dict) else [piles]
    return [card for zone in each for pile in zone for card in pile]


def _alike(a, b, where):
    """The core's state ``a`` and the reference's ``b`` are the same game at the same point."""
    assert a.to_dict() == b.to_dict(), where
    assert a == b and hash(a) == hash(b) and a.turn == b.turn, where
    for player in (None, 0, 1):
        moves = a.legal_moves(player)
        assert moves == b.legal_moves(player), (where, player)
        assert [str(m) for m in moves] == [str(m) for m in b.legal_moves(player)], where
    assert a.outcome == b.outcome, where
    assert a.scores() == b.scores(), where


@pytest.mark.parametrize("form", FORMS, ids=IDS)
def test_random_games_play_move_for_move_as_the_reference(form):
    core, reference = _games(form)
    assert core.engine == "native" and reference.engine == "python"
    ended = 0
    for seed in range(5):
        rng = random.Random(seed)
        a, b = core.deal(seed=seed), reference.deal(seed=seed)
        for step in range(300):
            _alike(a, b, (form, seed, step))
            moves = a.legal_moves()
            if a.outcome is not None or not moves:
                ended += 1
                break
            move = rng.choice(moves)
            a, b = a.play(move), b.play(move)
    assert form.get("passes") != 1 or ended == 5  # one pass through the stock: games end soon


@pytest.mark.parametrize("form", [{}, {"play": "alternate", "draw": 1}], ids=["race", "turns"])
def test_a_position_and_its_json_come_back_the_same_on_the_core(form):
    core, reference = _games(form)
    state = core.deal(seed=4)
    rng = random.Random(4)
    for _ in range(60):
        state = state.play(rng.choice(state.legal_moves()))
    assert core.from_dict(state.to_dict()) == state
    assert reference.from_dict(state.to_dict()).to_dict() == state.to_dict()
    assert core.from_native(core.to_native(state)) == state
    other = state.with_turn(1 - state.turn)
    assert other.turn == 1 - state.turn and other.zones == state.zones
    assert core.from_native(core.to_native(other)).turn == other.turn
    assert core.from_dict(other.to_dict()) == other
    for player in (0, 1):
        view = state.view(player)
        shown = [card for piles in view["zones"].values() for card in _cards(piles)]
        hidden = [c for c in shown if c.startswith("??")]
        assert hidden and not any(c.startswith("-") for c in shown)
        assert view == reference.from_dict(state.to_dict()).view(player)


def test_dbl_v3_on_the_core_a_move_out_of_turn_is_refused_and_the_turn_passes_on_the_stock():
    core, reference = _games({"play": "alternate"})
    a, b = core.deal(seed=2), reference.deal(seed=2)
    assert a.turn == 0 and a.legal_moves(1) == []
    waiting = b.game.generate(b, 1)[0]  # a move the kernel allows player 2, out of turn
    with pytest.raises(IllegalMove, match="it is player 1's turn") as refused:
        a.play(waiting)
    with pytest.raises(IllegalMove) as expected:
        b.play(waiting)
    assert str(refused.value) == str(expected.value)
    a, b = a.play("turn"), b.play("turn")  # player 1 turns the stock: player 2's turn
    assert a.turn == b.turn == 1 and a.legal_moves(0) == [] and a.legal_moves(1)
    a, b = a.play("p2 turn"), b.play("p2 turn")
    assert a.turn == b.turn == 0 and a == b


def test_the_cores_playout_ends_where_the_reference_says_the_game_ended():
    """``game.native.playout`` picks among every player's moves (PCG32, stream 1) and reads
    the outcome after each: replayed in Python, the game ends at the same move, the same way."""
    core, reference = _games({"passes": 1})
    names = {"home": "has put all their cards home", "blocked": "Blocked", "all_home": "Every"}
    for seed in range(1, 5):
        moves, end = core.native.playout(seed, seed, 500, read_outcome=True)
        picks, state = PCG32(seed, 1), reference.deal(seed=seed)
        for step in range(moves):
            assert state.outcome is None, (seed, step)
            listed = state.legal_moves()
            state = state.play(listed[picks.below(len(listed))])
        assert state.outcome is not None and names[end] in state.outcome.reason, seed


def test_the_cores_solver_refuses_a_game_of_two_players():
    core = cardwright.load("double-solitaire", engine="native").native
    with pytest.raises(CardwrightError, match="the solver plays one-player games"):
        core.solve(core.deal(1), node_limit=10)
    with pytest.raises(CardwrightError, match="the solver plays one-player games"):
        core.search(core.deal(1))
