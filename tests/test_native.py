"""The native core against the Python engine: the same deals, the same legal moves in the same
order, the same positions after every move, the same wins (docs/native.md).

Skipped when the native core is not built, unless CARDWRIGHT_NATIVE=required (CI builds it:
there a missing core fails instead of skipping).
"""

import json
import os
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import FAR_PROGRESS, build, game_id, option_sets

import cardwright
from cardwright import CardwrightError, IllegalMove, StateError
from cardwright.engine import native
from cardwright.engine import outcome as engine_outcome
from cardwright.engine.native import (
    NativeUnavailable,
    from_move,
    native_game,
    to_move,
    to_native,
)
from cardwright.engine.reference.tables import compile_build
from cardwright.rules import IRError, rules_to_json
from cardwright.search.safety import proven_table
from cardwright.search.solver import Checkpoint, guides, native_guides, solve
from cardwright.shuffle import PCG32

if not native.built():
    if os.environ.get("CARDWRIGHT_NATIVE") == "required":
        pytest.fail("the native core is not built (CARDWRIGHT_NATIVE=required)")
    pytest.skip("the native core is not built (no Rust toolchain)", allow_module_level=True)

from cardwright._native import CHECKPOINT_FORMAT, NativeGame

ALL = [(name, options) for name in cardwright.variants() for options in option_sets(name)]
NATIVE = [(n, o) for n, o in ALL if cardwright.load(n, engine="auto", **o).engine == "native"]
IDS = [game_id(n, o) for n, o in NATIVE]
NEAR = [(n, o) for n, o in NATIVE if n not in FAR_PROGRESS]
FAR = [(n, o) for n, o in NATIVE if n in FAR_PROGRESS]


def test_most_shipped_variants_run_natively():
    assert len(NATIVE) >= 30, [n for n, _ in NATIVE]
    names = {n for n, _ in NATIVE}
    assert {"klondike", "freecell", "golf", "accordion", "calculation"} <= names
    assert {
        "chequers",
        "canfield",
        "spider",
        "pyramid",
        "bayan",
    } <= names  # refills, collecting, pairs, covers


def _python_zones(state):
    """The piles of each zone instance as card texts, naming owners with several players."""
    owners = state.game.players > 1
    return [
        [[card.to_text(owners=owners) for card in pile] for pile in piles] for piles in state.zones
    ]


# How the core says a game of several players has finished, by the reason Python gives.
_FINISHES = {"home": "has put all their cards home", "all_home": "Every card", "blocked": "Blocked"}


def _same_outcome(core, native_state, ended):
    """Whether the core's outcome of ``native_state`` is ``ended``, Python's: for one player
    ``outcome``; for several ``finish`` (how it ended, the winner of a race home) and the
    scores that decide the rest."""
    if core.players == 1:
        won = ended is not None and ended.result == "won"
        return core.is_won(native_state) == won and core.outcome(native_state) == (
            ended and ended.result
        )
    finish = core.finish(native_state)
    if finish is None or ended is None:
        return finish is None and ended is None
    how, winner = finish
    scores = dict(enumerate(core.scores(native_state)))
    home = how != "home" or winner == ended.winner
    return _FINISHES[how] in ended.reason and home and scores == ended.scores


def _compare(python_state, core, native_state, where, outcome=True):
    moves = python_state.legal_moves()
    native_moves = [to_move(core, m) for m in core.legal_moves(native_state)]
    assert [str(m) for m in native_moves] == [str(m) for m in moves], where
    assert native_moves == moves, where
    assert core.zones(native_state) == _python_zones(python_state), where
    if outcome or not moves:
        assert _same_outcome(core, native_state, python_state.outcome), where  # stuck included
    return moves


def _plays_alike(name, options, seed, picks, every_step):
    # The reference runs every search in Python: a game on the native engine would ask the
    # core for the outcome's progress search.
    reference = cardwright.load(name, engine="python", **options)
    core = cardwright.load(name, engine="auto", **options).native
    python_state, native_state = reference.deal(seed=seed), core.deal(seed)
    for step, pick in enumerate(picks):
        where = f"{name} seed {seed} step {step}"
        moves = _compare(python_state, core, native_state, where, every_step)
        if not moves:
            # No legal move: the game has ended (a race can end blocked, in a draw).
            assert python_state.outcome is not None
            return
        index = pick % len(moves)
        python_state = python_state.play(moves[index])
        native_state = core.play(native_state, index)
    _compare(python_state, core, native_state, f"{name} seed {seed} end")


@pytest.mark.parametrize(("name", "options"), NEAR, ids=[game_id(n, o) for n, o in NEAR])
@given(seed=st.integers(0, 2**64 - 1), picks=st.lists(st.integers(0, 10_000), max_size=60))
def test_native_plays_exactly_like_python(name, options, seed, picks):
    _plays_alike(name, options, seed, picks, every_step=True)


@pytest.mark.parametrize(("name", "options"), FAR, ids=[game_id(n, o) for n, o in FAR])
@settings(max_examples=4)
@given(seed=st.integers(0, 2**64 - 1), picks=st.lists(st.integers(0, 10_000), max_size=60))
def test_native_plays_games_of_far_progress_exactly_like_python(name, options, seed, picks):
    """positions.FAR_PROGRESS: every move and position compared, the outcome at the end."""
    _plays_alike(name, options, seed, picks, every_step=False)


def test_the_progress_search_gives_up_where_pythons_does():
    from cardwright import _native
    from cardwright.engine import outcome

    assert _native.PROGRESS_SEARCH_LIMIT == outcome.PROGRESS_SEARCH_LIMIT


@pytest.mark.parametrize("name", ["chequers", "klondike", "golf", "freecell"])
def test_a_native_playout_reading_the_outcome_stops_where_python_says_the_game_ended(name):
    """The playout reads the outcome with each position's evidence passed on to the next
    (engine/evidence.rs): it must stop at the first position whose outcome a fresh reading
    gives, with that outcome."""
    game = cardwright.load(name, engine="python")
    reading = cardwright.load(name, engine="auto")  # State.outcome read move by move
    core = reading.native
    for seed in range(1, 6):
        moves, end = core.playout(seed, seed, 400, read_outcome=True)
        # Replay the same picks in Python: PCG32(seed, stream 1) picks below the move count.
        picks = PCG32(seed, 1)
        state, read = game.deal(seed=seed), reading.deal(seed=seed)
        for step in range(moves):
            assert read.outcome is None, (seed, step)
            listed = state.legal_moves()
            pick = picks.below(len(listed))
            state, read = state.play(listed[pick]), read.play(listed[pick])
        expected = state.outcome.result if state.outcome is not None else "limit"
        assert end == expected, seed


def test_a_native_playout_ends_as_the_rules_say():
    core = cardwright.load("golf", engine="auto").native
    moves, end = core.playout(3, 7, 10_000)
    assert end in ("won", "lost") and 0 < moves < 10_000
    assert core.playout(3, 7, 10_000) == (moves, end)  # the same seeds, the same game
    assert core.playout(3, 7, 2) == (2, "limit")


def test_the_engine_is_chosen_by_argument_or_environment(monkeypatch):
    assert cardwright.load("klondike", engine="python").engine == "python"
    assert cardwright.load("klondike", engine="native").engine == "native"
    monkeypatch.setenv("CARDWRIGHT_ENGINE", "python")
    assert cardwright.load("golf").engine == "python"
    monkeypatch.setenv("CARDWRIGHT_ENGINE", "rust")
    with pytest.raises(CardwrightError, match=r"\$CARDWRIGHT_ENGINE is 'rust': choose auto"):
        cardwright.load("golf")


def test_native_is_refused_with_the_reason_when_a_rule_is_not_supported():
    # Double Solitaire for three: a card has room for two owners in the core.
    data = rules_to_json(cardwright.load("double-solitaire").rules)
    data["players"] = 3
    with pytest.raises(
        NativeUnavailable, match=r"Double Solitaire cannot run natively: .*more than two players"
    ):
        cardwright.Game.from_ir(data, engine="native")
    game = cardwright.Game.from_ir(data, engine="auto")
    assert game.engine == "python" and "more than two players" in game.native_reason
    with pytest.raises(NativeUnavailable, match="more than two players"):
        native_game(game.rules)
    # With two players, a shared zone that gives cards would make moves of nobody.
    data["players"] = 2
    foundation = next(z for z in data["zones"] if z["name"] == "foundation")
    foundation["gives"] = {"term": "gives", "unit": "top"}
    reason = cardwright.Game.from_ir(data, engine="auto").native_reason
    assert "zone 'foundation': a shared zone that gives cards" in reason
    # A plugin that changes play by a move filter with a plain-data form runs in the core.
    assert cardwright.load("accordion", engine="auto", moves="mandatory").engine == "native"
    assert (
        cardwright.load("accordion", engine="auto").engine == "native"
    )  # a solver guide does not change play


def test_every_shipped_variant_runs_natively():
    """Double Solitaire included: its players, zones per player, race and turns."""
    assert [game_id(n, o) for n, o in ALL if (n, o) not in NATIVE] == []


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("{", "rules IR: not JSON"),
        ('{"ir_version": 2}', "rules IR: version 2: the native engine reads version 1"),
        ("[1, 2]", "rules IR: version none"),
    ],
)
def test_bad_ir_is_an_ir_error_with_a_reason(text, says):
    with pytest.raises(IRError, match=says):
        NativeGame(text)


def test_an_unknown_relation_term_or_zone_is_refused():
    data = rules_to_json(cardwright.load("golf").rules)
    foundation = next(z for z in data["zones"] if z["name"] == "foundation")
    foundation["builds"] = {"term": "rank_leap", "steps": [1]}
    with pytest.raises(IRError, match="rank_leap"):
        NativeGame(json.dumps(data))
    data = rules_to_json(cardwright.load("golf").rules)
    data["won"][0]["zones"] = ["nowhere"]
    with pytest.raises(IRError, match="unknown zone 'nowhere'"):
        NativeGame(json.dumps(data))


def test_the_core_raises_the_projects_errors():
    core = cardwright.load("golf", engine="auto").native
    state = core.deal(1)
    with pytest.raises(IllegalMove, match="move 999 of"):
        core.play(state, 999)
    with pytest.raises(StateError):
        core.state([[[0]]], [])
    with pytest.raises(IllegalMove, match="not a legal move"):
        core.follow(state, (0, 0, None, 7, None), core.evidence(state))


def _mutations(data, rng):
    """``data`` with one number, list or string somewhere in it changed at random."""
    paths = []

    def walk(node, path):
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, (*path, key))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, (*path, index))
        if path:
            paths.append(path)

    walk(data, ())
    path = rng.choice(paths)
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    old = parent[path[-1]]
    parent[path[-1]] = rng.choice(
        [-1, 0, 1, 7, 13, 14, 255, 70_000, [], [0], "", "zz", None, True, {"term": "x"}]
        + ([old[:1], old * 2] if isinstance(old, list) else [])
    )
    return data


@given(seed=st.integers(0, 2**32 - 1))
def test_hand_edited_ir_never_crashes_the_native_core(seed):
    """Any IR text gives a ValueError with a reason, or a game that deals and plays: never a
    panic (which Python would see as pyo3's PanicException, not an Exception)."""
    rng = random.Random(seed)
    name = rng.choice([n for n, _ in NATIVE])
    data = _mutations(rules_to_json(cardwright.load(name).rules), rng)
    try:
        core = NativeGame(json.dumps(data))
    except ValueError:
        return
    state = core.deal(seed)
    for _ in range(20):
        moves = core.legal_moves(state)
        core.outcome(state)
        if not moves:
            break
        state = core.play(state, rng.randrange(len(moves)))


@pytest.mark.parametrize("name", ["spider-one-suit", "klondike", "freecell", "chequers"])
def test_a_native_game_reads_the_outcome_as_the_python_engine_does(name):
    """On the native engine, State.outcome asks the core for the progress search: the same
    budgets and limit, so the same answers, and the line it finds is legal and progresses."""
    native, python = cardwright.load(name, engine="native"), cardwright.load(name, engine="python")
    a, b = native.deal(seed=5), python.deal(seed=5)
    for step in range(60):
        assert a.outcome == b.outcome, step
        if a.outcome is not None:
            break
        moves = a.legal_moves()
        a, b = a.play(moves[step * 31 % len(moves)]), b.play(moves[step * 31 % len(moves)])
    core = native.native
    path = core.progress_path(to_native(core, a.zones, a.redeals))
    if path:
        state = a
        for move in path:
            state = state.play(to_move(core, move))
        assert native.rules.progress and state != a


@pytest.mark.parametrize("name", ["klondike", "chequers", "golf", "accordion"])
def test_the_cores_fresh_evidence_is_the_python_engines(name):
    """``fresh_progress`` (one move deep, the hint checked, the searches) gives the line and end
    measures that the same steps give in Python, around the core's ``progress_path``."""
    game = cardwright.load(name, engine="native")
    core, rng = game.native, random.Random(name)
    state = game.deal(seed=3)
    for step in range(80):
        moves = state.legal_moves()
        if not moves:
            break
        line, current = [], state  # a hint: a random line, legal or cut short
        for _ in range(rng.randrange(4)):
            listed = current.legal_moves()
            if not listed:
                break
            line.append(listed[rng.randrange(len(listed))])
            current = current.play(line[-1])
        hint = tuple(line[1:]) if step % 3 == 0 else tuple(line)
        values = engine_outcome.measure(game, state, game.rules.progress, 0)
        expected = engine_outcome._one_deep(state, 0, values, (), None)
        if expected is None and hint:
            expected = engine_outcome._replayed(state, 0, values, hint, None)
        found = core.fresh_progress(
            to_native(core, state.zones, state.redeals), [from_move(core, m) for m in hint]
        )
        if expected is not None:
            assert found is not None, step
            assert tuple(to_move(core, m) for m in found[0]) == expected.path, step
            assert tuple(found[1]) == expected.reached, step
        else:
            searched = core.progress_path(to_native(core, state.zones, state.redeals))
            if searched:
                path = tuple(to_move(core, m) for m in searched)
                assert found is not None and tuple(to_move(core, m) for m in found[0]) == path
                assert tuple(found[1]) == engine_outcome._measures_after(state, path, 0), step
            else:
                assert found == (None if searched is None else ([], [])), step
        state = state.play(moves[rng.randrange(len(moves))])


def test_a_position_that_does_not_fit_the_game_is_refused_by_the_core():
    game = cardwright.load("klondike", engine="native", passes=1)
    core, state = game.native, game.deal(seed=1)
    assert core.zones(to_native(core, state.zones, state.redeals)) == _python_zones(state)
    with pytest.raises(ValueError, match="zone 'tableau' has 7 piles, 6 given"):
        to_native(core, (*state.zones[:3], state.zones[3][:6]), state.redeals)
    with pytest.raises(ValueError, match="3 zones given, the game has 4"):
        to_native(core, state.zones[:3], state.redeals)
    with pytest.raises(ValueError, match="0 action counts given"):
        to_native(core, state.zones, ())
    with pytest.raises(ValueError, match="no card has code 60"):
        core.state([[[60]], [[]], [[]] * 4, [[]] * 7], [0])


# Small games (21 cards) whose every deal the plain search exhausts: the native search, which
# folds turning the stock into the waste moves where that keeps every win (Klondike: "K+"
# moves, docs/solver.md) and must not where it would not (Golf turns onto the foundation the
# tableau plays onto), and cuts positions where a card can never reach the foundation (Golf:
# dead cards), gives the same verdict as the Python engine's plain search.
MINI_KLONDIKE = """\
game mini-klondike "Mini Klondike"
decks 1
suits S H D
ranks A 2 3 4 5 6 7
option draw: 3, 1 = 3 "cards turned at a time"
option passes: unlimited, 1, 2 = unlimited "times through the stock"
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
zone waste: waste, 1 pile
  gives top card
zone foundation: foundation, 3 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau
zone tableau: tableau, 4 piles
  deal 1..4, top face up
  builds down in alternate colours
  gives runs
  empty accepts 7
  turns up exposed cards
action turn: draw from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty, passes passes
won if all cards in foundation
"""
MINI_CANFIELD = """\
game mini-canfield "Mini Canfield"
decks 1
suits S H D
ranks A 2 3 4 5 6 7
zone reserve: reserve, 1 pile
  deal 5, top face up
  gives top card to foundation, tableau
  turns up exposed cards
zone foundation: foundation, 3 piles
  deal 1 0 0 face up
  builds up in suit, wrapping
  empty accepts the base rank
  one pile per suit
  takes one card at a time
  gives nothing
zone tableau: tableau, 3 piles
  deal 1 face up
  builds down in alternate colours, wrapping
  gives top card or whole pile
  empty accepts any card from waste
  refills from reserve
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
zone waste: waste, 1 pile
  gives top card to foundation, tableau
action turn: 3 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty
won if all cards in foundation
"""
MINI_GOLF = """\
game mini-golf "Mini Golf"
decks 1
suits S H D
ranks A 2 3 4 5 6 7
zone tableau: tableau, 3 piles
  deal 4 face up
  gives top card to foundation
  empty accepts nothing
zone foundation: foundation, 1 pile
  deal 1 face up
  builds either way
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
action turn: 1 from stock to foundation, face up
won if tableau is empty
"""
# Baker's Game cut down: one cell, built down in suit, so that the plain search exhausts it.
MINI_BAKERS = """\
game mini-bakers "Mini Baker's Game"
decks 1
suits S H D
ranks A 2 3 4 5 6 7
zone cells: cell, 1 pile
  empty accepts any card
  takes one card at a time
  gives top card to tableau, foundation
zone foundation: foundation, 3 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives nothing
zone tableau: tableau, 4 piles
  deal rest face up
  builds down in suit
  gives runs, as many as free cells allow
  empty accepts any card
won if all cards in foundation
"""


@pytest.mark.parametrize(
    ("text", "options"),
    [
        (MINI_KLONDIKE, {"draw": 3}),
        (MINI_KLONDIKE, {"draw": 1, "passes": 1}),
        (MINI_KLONDIKE, {"draw": 3, "passes": 2}),
        (MINI_GOLF, {}),
        (MINI_BAKERS, {}),
        (MINI_CANFIELD, {}),
        (MINI_CANFIELD.replace("refills from reserve", "refills from reserve, then waste"), {}),
        (
            MINI_CANFIELD.replace(
                "alternate colours, wrapping",
                "alternate colours, wrapping, nothing on the base rank of foundation",
            )
            .replace("refills from reserve", "refills from reserve, then waste")
            .replace("or whole pile", "or whole pile, part of a pile only to foundation"),
            {},
        ),
    ],
    ids=[
        "klondike-draw-3",
        "klondike-draw-1-one-pass",
        "klondike-draw-3-two-passes",
        "golf",
        "bakers-game",
        "canfield",
        "canfield-refilled-from-the-waste-too",
        "canfield-of-the-preset-nothing-on-a-base-card",
    ],
)
def test_the_native_search_and_the_plain_python_search_agree_on_every_small_deal(
    tmp_path, text, options
):
    path = tmp_path / "mini.cw"
    path.write_text(text, encoding="utf-8")
    native = cardwright.load(path, engine="native", **options)
    python = cardwright.load(path, engine="python", **options)
    core = native.native
    verdicts = set()
    cut = 0  # deals whose search the safe cards made smaller
    for seed in range(1, 26):
        state = native.deal(seed=seed)
        status, line, _reason, _nodes, peak, _bytes = core.solve(
            to_native(core, state.zones, state.redeals), None, None, 10**9, [], []
        )
        expected = solve(python.deal(seed=seed), restarts=False, guided=False).status
        assert status == expected, f"seed {seed}"
        # The foundation moves the safe cards make the only move (docs/solver.md) keep every win.
        sure = core.solve(
            to_native(core, state.zones, state.redeals), None, None, 10**9, [], [], safe_cards=True
        )
        assert sure[0] == expected, f"seed {seed}, safe cards"
        cut += sure[4] < peak
        # A restart's order (the first moves shuffled) searches the same positions: same verdict.
        shuffled = core.solve(
            to_native(core, state.zones, state.redeals), None, None, 10**9, [], [], seed, 6
        )
        assert shuffled[0] == expected, f"seed {seed}, shuffled"
        # The whole solver on two threads (restarts beside the plain search, their proofs
        # taken in): the same verdict.
        assert solve(native.deal(seed=seed), threads=2).status == expected, f"seed {seed}, threads"
        for found in (line, sure[1]) if status == "won" else ():
            # The line, turns spelled out, replays to a win on the Python engine.
            final = python.deal(seed=seed)
            for move in found:
                final = final.play(to_move(core, move))
            assert final.outcome is not None and final.outcome.result == "won", f"seed {seed}"
        verdicts.add(status)
    assert verdicts == {"won", "unwinnable"}  # both kinds of deal were compared
    assert (cut > 0) == (core.safe_cards() is not None)  # the safe cards cut where they apply


def test_the_native_search_tries_what_the_python_search_tries_one_empty_pile_for_all(tmp_path):
    # Baker's Game cut down, with two cells: a card may go to either empty cell, or to any
    # empty tableau pile, and both searches try only the first (the keys do not tell the
    # piles apart), so they visit the same positions in the same order.
    path = tmp_path / "mini.cw"
    path.write_text(MINI_BAKERS.replace("cell, 1 pile", "cell, 2 piles"), encoding="utf-8")
    python = cardwright.load(path, engine="python")
    native_side = cardwright.load(path, engine="native")
    core = native_side.native
    ranks, not_from = proven_table(native_side)
    names = core.zone_names
    safe_ranks = sorted((names.index(zone), sorted(found)) for zone, found in ranks.items())
    safe_not_from = sorted(names.index(zone) for zone in not_from)
    for seed in range(1, 11):
        expected = solve(python.deal(seed=seed), restarts=False, guided=False)
        state = native_side.deal(seed=seed)
        status, _line, _reason, nodes, _peak, _bytes = core.solve(
            to_native(core, state.zones, state.redeals),
            safe_ranks=safe_ranks,
            safe_not_from=safe_not_from,
        )
        assert (status, nodes) == (expected.status, expected.nodes), f"seed {seed}"


def _cards(keys):
    """Card texts ("5H") of the core's card keys ((rank - 1) * 4 + suit index in S H D C)."""
    return {"A23456789TJQK"[key // 4] + "SHDC"[key % 4] for key in keys}


def _ranks(ranks, suits):
    return {rank + suit for rank in ranks for suit in suits}


@pytest.mark.parametrize(
    ("name", "needs", "from_zones", "alone_zones"),
    [
        # Alternate colours: what could lie on the 5H (black 4s, red 3s, ...) and its own suit's
        # lower ranks, then theirs: every black card to 4, the hearts to 4, the diamonds to 3.
        (
            "klondike",
            {
                "AH": set(),
                "2H": {"AH", "AS", "AC"},
                "5H": _ranks("A234", "SHC") | _ranks("A23", "D"),
            },
            None,
            None,
        ),
        ("freecell", {"5H": _ranks("A234", "SHC") | _ranks("A23", "D")}, None, None),
        # Built down in suit: only the 4H could lie on the 5H.
        (
            "bakers-game",
            {"5H": _ranks("A234", "H"), "KS": _ranks("A23456789TJQ", "S")},
            None,
            None,
        ),
        # Spaces refilled at once (Canfield): the foundation keeps its cards, so only what could
        # lie on the card counts: the black 4s on the 5H, the black Kings on the AH (the corner
        # turned); and only from the tableau, which nothing refills from and no action touches
        # (not the reserve that refills it, nor the stock and waste). A lone card too, from the
        # tableau or the reserve's top: the reserve's cards then come one space earlier.
        (
            "canfield",
            {"5H": _ranks("4", "SC"), "AH": _ranks("K", "SC")},
            ["tableau"],
            ["reserve", "tableau"],
        ),
        ("canfield-strict", {"5H": _ranks("4", "SC")}, ["tableau"], ["reserve", "tableau"]),
        # No proof: a foundation that builds either way (Golf), a deal onto the tableau
        # (Spider), two decks (Limited).
        ("golf", None, None, None),
        ("spider", None, None, None),
        ("limited", None, None, None),
    ],
)
def test_a_card_goes_home_as_the_only_move_once_every_card_that_could_want_it_is_home(
    name, needs, from_zones, alone_zones
):
    safe = cardwright.load(name, engine="native").native.safe_cards()
    if needs is None:
        assert safe is None
        return
    found, kept, alone = safe
    assert kept == from_zones
    assert alone == (alone_zones or [])
    for card, cards in needs.items():
        assert _cards(found["A23456789TJQK".index(card[0]) * 4 + "SHDC".index(card[1])]) == cards


def test_a_card_of_a_stripped_deck_waits_only_for_cards_the_deck_holds(tmp_path):
    # Mini Canfield has no clubs: the 5H waits for the 4S alone (the 4C never comes), and a
    # 2H on the tableau, from the reserve or alone in its pile goes home once the AS is there.
    path = tmp_path / "mini.cw"
    path.write_text(MINI_CANFIELD, encoding="utf-8")
    found, kept, alone = cardwright.load(path, engine="native").native.safe_cards()
    assert (kept, alone) == (["tableau"], ["reserve", "tableau"])
    assert _cards(found[4 * 4 + 1]) == {"4S"}
    assert _cards(found[1 * 4 + 1]) == {"AS"}


@pytest.mark.parametrize(
    ("name", "groups"),
    [
        # Built down in alternate colours, runs free to move: the two black and the two red
        # cards of each rank from 2 to King (an Ace takes nothing).
        ("klondike", [["QS", "QC"], ["QH", "QD"], ["2S", "2C"], ["KH", "KD"]]),
        # Top cards only (and runs as long as free cells allow), building in suit, no building.
        ("freecell", None),
        ("bakers-game", None),
        ("golf", None),
    ],
)
def test_twin_cards_are_the_cards_their_zone_treats_alike(name, groups):
    found = cardwright.load(name, engine="native").native.twins()
    if groups is None:
        assert found is None
        return
    assert found is not None and len(found) == 24
    for group in groups:
        assert group in found


# -- the solver's guides, run by the core (kernel/native/src/engine/guide.rs) ------------------


def _guided_games(name, **options):
    """The variant on both engines, and its guides as the core reads them."""
    python = cardwright.load(name, engine="python", **options)
    native_side = cardwright.load(name, engine="native", **options)
    guides_json = native_guides(guides(native_side))
    assert guides_json is not None  # every built-in guide has a plain-data form
    return python, native_side, guides_json


def _small_accordion_deals(game, count, size):
    """Open Accordion cut to ``size`` top cards (the rest face down under the first pile, where
    no top card can reach them), from a fixed stream of random deals."""
    picks = random.Random(5)
    cards = [rank + suit for rank in "A23456789TJQK" for suit in "SHDC"]
    for _ in range(count):
        tops = picks.sample(cards, size)
        yield build(game, {"row": [[card] for card in tops]}, filler="row", filler_index=0)


def _python_and_native_agree(python_state, native_state, core, guides_json):
    expected = solve(python_state, restarts=False)  # the Python search, the guides in Python
    status, line, _reason, nodes, _peak, _bytes = core.solve(
        to_native(core, native_state.zones, native_state.redeals), guides=guides_json
    )
    assert status == expected.status
    if expected.reason != "lost at the start":  # (the core is not asked then: solve() stops)
        # The same order, keys and proofs: the same positions, one by one.
        assert nodes == expected.nodes
    if status == "won":  # the line replays to a win on the Python engine
        final = python_state
        for move in line:
            final = final.play(to_move(core, move))
        assert final.outcome is not None and final.outcome.result == "won"
    return status


def test_the_native_guided_search_gives_late_binding_the_python_guided_verdict():
    python, native_side, guides_json = _guided_games("late-binding")
    core = native_side.native
    verdicts = {
        _python_and_native_agree(
            python.deal(seed=seed), native_side.deal(seed=seed), core, guides_json
        )
        for seed in range(1, 13)
    }
    assert verdicts == {"won", "unwinnable"}  # both kinds of deal were compared


def test_the_native_guided_search_gives_small_open_accordion_deals_the_python_verdict():
    python, native_side, guides_json = _guided_games("accordion", deal="open")
    core = native_side.native
    verdicts = set()
    for python_state, native_state in zip(
        _small_accordion_deals(python, 12, 18),
        _small_accordion_deals(native_side, 12, 18),
        strict=True,
    ):
        verdicts.add(_python_and_native_agree(python_state, native_state, core, guides_json))
    assert verdicts == {"won", "unwinnable"}


def test_the_core_reads_the_guides_zone_relation_as_the_plugin_does():
    # Two tops are lost exactly when neither may go on the other: every pair of cards checks
    # the core's relation against the plugin's (compile_build of the zone's builds).
    game = cardwright.load("accordion", deal="open", engine="native")
    core, guides_json = game.native, native_guides(guides(game))
    accepts, _ = compile_build(game.rules.zone("row").builds)
    for a in range(52):
        for b in range(52):
            if a != b:
                state = core.state([[[]], [[a], [b]]], [])
                assert core.guides_lost(state, guides_json) == (a not in accepts[b]), (a, b)


def test_the_cores_lost_is_the_guides_lost_on_random_positions():
    game = cardwright.load("accordion", deal="open", engine="native")
    core = game.native
    (guide,) = guides(game)
    guides_json = native_guides([guide])
    picks = random.Random(11)
    seen = set()
    for seed in range(1, 31):
        state = game.deal(seed=seed)
        while True:
            native_lost = core.guides_lost(to_native(core, state.zones, state.redeals), guides_json)
            assert native_lost == guide.lost(state), (seed, state.to_dict())
            seen.add(native_lost)
            moves = state.legal_moves()
            if not moves:
                break
            state = state.play(picks.choice(moves))
    assert seen == {True, False}


def test_a_guide_of_a_kind_the_core_does_not_know_is_a_value_error_naming_it():
    game = cardwright.load("accordion", deal="open", engine="native")
    core = game.native
    state = to_native(core, game.deal(seed=1).zones, ())
    with pytest.raises(ValueError, match="'tea_leaves'"):
        core.solve(state, 10, guides=json.dumps([{"kind": "tea_leaves"}]))
    with pytest.raises(ValueError, match="no zone 'pantry'"):
        core.guides_lost(state, '[{"kind": "tops_must_join", "zone": "pantry", "closed": true}]')


def test_a_variant_whose_guides_all_have_a_plain_form_is_searched_natively():
    game = cardwright.load("accordion", deal="open", engine="native")
    result = solve(game.deal(seed=3), node_limit=200_000)
    assert result.peak_bytes > 0  # the core's table: the search ran there


MINI_GAMES = [
    (MINI_KLONDIKE, {"draw": 3}),
    (MINI_KLONDIKE, {"draw": 1, "passes": 1}),
    (MINI_GOLF, {}),
]
MINI_IDS = ["klondike-draw-3", "klondike-draw-1-one-pass", "golf"]


def _mini(tmp_path, text, options):
    path = tmp_path / "mini.cw"
    path.write_text(text, encoding="utf-8")
    return cardwright.load(path, engine="native", **options)


@pytest.mark.parametrize(("text", "options"), MINI_GAMES, ids=MINI_IDS)
def test_a_search_run_in_small_pieces_ends_as_one_run_with_the_same_nodes(tmp_path, text, options):
    game = _mini(tmp_path, text, options)
    core = game.native
    verdicts = set()
    for seed in range(1, 26):
        state = game.deal(seed=seed)
        root = to_native(core, state.zones, state.redeals)
        status, line, _reason, nodes, *_ = core.solve(root, None, None, 10**9, [], [])
        search = core.search(root, 10**9, [], [])
        total, runs = 0, 0
        while True:
            piece = search.run(100)
            total, runs = total + piece[3], runs + 1
            if piece[0] != "unknown":
                break
            assert piece[2] == "node limit reached" and piece[3] == 100
        assert (piece[0], piece[1], total) == (status, line, nodes), f"seed {seed}"
        assert search.nodes == nodes and search.ended
        assert runs >= nodes // 100
        verdicts.add(status)
    assert verdicts == {"won", "unwinnable"}


@pytest.mark.parametrize(("text", "options"), MINI_GAMES, ids=MINI_IDS)
def test_a_checkpointed_solve_goes_on_to_the_verdict_of_one_run(tmp_path, text, options):
    game = _mini(tmp_path, text, options)
    saved = tmp_path / "search.bin"
    resumed = 0
    for seed in range(1, 26):
        state = game.deal(seed=seed)
        whole = solve(state, restarts=False)
        checkpoint = Checkpoint(saved, (("seed", str(seed)),))
        nodes, sessions = 0, 0
        while True:
            part = solve(state, node_limit=30, restarts=False, checkpoint=checkpoint)
            nodes, sessions = nodes + part.nodes, sessions + 1
            if part.status != "unknown":
                break
            assert saved.exists() and part.reason == "node limit reached"
        assert (part.status, part.moves, nodes) == (whole.status, whole.moves, whole.nodes)
        assert not saved.exists()  # a verdict leaves nothing to continue
        resumed += sessions > 1
    assert resumed > 10


def _saved_mini_search(tmp_path, text, options, seed):
    """A mini game's deal whose plain search was stopped and saved, and the checkpoint."""
    game = _mini(tmp_path, text, options)
    saved = tmp_path / f"search-{seed}.bin"
    checkpoint = Checkpoint(saved, (("seed", str(seed)),))
    state = game.deal(seed=seed)
    assert solve(state, node_limit=5, restarts=False, checkpoint=checkpoint).status == "unknown"
    return saved


def test_a_checkpoint_for_another_deal_variant_or_option_is_refused_naming_what_differs(
    tmp_path,
):
    saved = _saved_mini_search(tmp_path, MINI_KLONDIKE, {"draw": 3}, 1)
    before = saved.read_bytes()
    cases = [
        (MINI_KLONDIKE, {"draw": 3}, 2, "made for seed 1 (not 2)"),
        (MINI_KLONDIKE, {"draw": 1}, 1, "options draw=3, passes=unlimited (not draw=1, "),
        (MINI_GOLF, {}, 1, "variant mini-klondike (not mini-golf)"),
    ]
    for text, options, seed, says in cases:
        game = _mini(tmp_path, text, options)
        checkpoint = Checkpoint(saved, (("seed", str(seed)),))
        with pytest.raises(CardwrightError, match=re.escape(says)):
            solve(game.deal(seed=seed), node_limit=5, checkpoint=checkpoint)
    # The same labels for another position: the root is compared too.
    game = _mini(tmp_path, MINI_KLONDIKE, {"draw": 3})
    with pytest.raises(CardwrightError, match="made from another position"):
        solve(game.deal(seed=2), node_limit=5, checkpoint=Checkpoint(saved, (("seed", "1"),)))
    assert saved.read_bytes() == before  # a refused file is left as it was


def test_a_checkpoint_saved_under_another_version_of_a_plugin_is_refused(tmp_path, monkeypatch):
    # A plugin's hooks may run inside the search: a file saved while one version of it guided
    # the search must not go on under another.
    text = MINI_KLONDIKE.replace('"Mini Klondike"\n', '"Mini Klondike"\nuse optional-moves\n')
    game = _mini(tmp_path, text, {"draw": 3})
    saved = tmp_path / "search.bin"
    checkpoint = Checkpoint(saved, (("seed", "1"),))
    assert (
        solve(game.deal(seed=1), node_limit=5, restarts=False, checkpoint=checkpoint).status
        == "unknown"
    )
    monkeypatch.setitem(cardwright.plugins._PROVENANCE, "optional-moves", "cardwright-fork 9.9")
    with pytest.raises(CardwrightError, match=re.escape("optional-moves (cardwright-fork 9.9)")):
        solve(game.deal(seed=1), node_limit=5, checkpoint=checkpoint)


def test_a_truncated_or_corrupted_checkpoint_is_refused(tmp_path):
    saved = _saved_mini_search(tmp_path, MINI_GOLF, {}, 3)
    whole = saved.read_bytes()
    game = _mini(tmp_path, MINI_GOLF, {})
    checkpoint = Checkpoint(saved, (("seed", "3"),))
    flipped = bytearray(whole)
    flipped[len(whole) // 2] ^= 0x10
    for damaged, says in [
        (whole[: len(whole) // 2], "seal does not match"),
        (whole[:-1], "seal does not match"),
        (whole[:10], "not a Cardwright search checkpoint"),
        (bytes(flipped), "seal does not match"),
        (
            b"CWSEARCH" + (CHECKPOINT_FORMAT + 1).to_bytes(4, "little") + whole[12:],
            f"checkpoint format {CHECKPOINT_FORMAT + 1}",
        ),
    ]:
        saved.write_bytes(damaged)
        with pytest.raises(CardwrightError, match=says):
            solve(game.deal(seed=3), node_limit=5, checkpoint=checkpoint)


def test_a_restart_or_ended_search_is_not_saved(tmp_path):
    game = _mini(tmp_path, MINI_GOLF, {})
    core = game.native
    state = game.deal(seed=3)
    root = to_native(core, state.zones, state.redeals)
    restart = core.search(root, 10**9, [], [], 1, 6)
    restart.run(5)
    with pytest.raises(ValueError, match="restart"):
        restart.save(str(tmp_path / "r.bin"), [], bytes(32))
    plain = core.search(root, 10**9, [], [])
    plain.run()
    with pytest.raises(ValueError, match="ended"):
        plain.save(str(tmp_path / "p.bin"), [], bytes(32))


@pytest.mark.parametrize(("text", "options"), MINI_GAMES, ids=MINI_IDS)
def test_the_positions_a_restart_proves_lost_spare_the_plain_search_its_verdict_kept(
    tmp_path, text, options
):
    """docs/solver.md, "Proofs shared": a restart skips what the plain search proved lost, the
    plain search takes in what the restart proved, and the verdict is the one it reaches
    alone, with no more moves tried on a lost deal."""
    game = _mini(tmp_path, text, options)
    core = game.native
    verdicts, taken = set(), 0
    for seed in range(1, 26):
        state = game.deal(seed=seed)
        root = to_native(core, state.zones, state.redeals)
        alone, _line, _reason, nodes, *_ = core.solve(root, None, None, 10**9, [], [])
        plain = core.search(root, 10**9, [], [])
        plain.run(20)
        restart = core.search(root, 10**9, [], [], seed, 6)
        restart.run(60, None, plain)
        proved = plain.proved
        taken += plain.absorb(restart)
        assert plain.proved >= proved
        status, *_ = plain.run()
        assert status == alone, f"seed {seed}"
        if status == "unwinnable":
            assert plain.nodes <= nodes
        verdicts.add(status)
    assert taken > 0
    assert verdicts <= {"won", "unwinnable"} and verdicts


@pytest.mark.parametrize(("text", "options"), MINI_GAMES, ids=MINI_IDS)
def test_a_partner_passing_proofs_to_the_plain_search_and_back_keeps_its_verdict(
    tmp_path, text, options
):
    """docs/solver.md, "Threads": the plain search and a partner (its first moves tried in the
    opposite order) pass each other the positions they proved lost after every step, and
    either one's end is the verdict the plain search reaches alone: a win that replays, or a
    proof; on a lost deal they share the work."""
    game = _mini(tmp_path, text, options)
    core = game.native
    verdicts, passed, shared = set(), 0, 0
    for seed in range(1, 26):
        state = game.deal(seed=seed)
        root = to_native(core, state.zones, state.redeals)
        alone, _line, _reason, nodes, *_ = core.solve(root, None, None, 10**9, [], [])
        plain = core.search(root, 10**9, [], [])
        partner = core.search(root, 10**9, [], [], reversed_depth=6)
        plain.keep_proofs()
        partner.keep_proofs()
        status, line = "unknown", []
        while status == "unknown":
            for me, other in ((plain, partner), (partner, plain)):
                status, line, *_ = me.run(40)
                proofs = me.new_proofs()
                passed += len(proofs)
                other.take_proofs(proofs)
                if status != "unknown":
                    break
        assert status == alone, f"seed {seed}"
        if status == "won":
            position = state
            for move in line:
                position = game.apply(position, to_move(core, move))
            assert position.outcome is not None and position.outcome.result == "won"
        elif plain.nodes < nodes:
            shared += 1
        verdicts.add(status)
    assert passed > 0 and shared > 0
    assert verdicts <= {"won", "unwinnable"} and verdicts


def test_only_a_search_that_keeps_its_proofs_hands_them_on(tmp_path):
    game = _mini(tmp_path, MINI_GOLF, {})
    core = game.native
    state = game.deal(seed=3)
    root = to_native(core, state.zones, state.redeals)
    quiet = core.search(root, 10**9, [], [])
    quiet.run()
    assert quiet.proved > 0 and len(quiet.new_proofs()) == 0
    keeping = core.search(root, 10**9, [], [])
    keeping.keep_proofs()
    keeping.run()
    proofs = keeping.new_proofs()
    assert len(proofs) == keeping.proved  # each once
    assert len(keeping.new_proofs()) == 0  # taken
    fresh = core.search(root, 10**9, [], [])
    assert fresh.take_proofs(proofs) == len(proofs) - 1  # all but the root, met already
    assert len(fresh.new_proofs()) == 0  # not its own proofs
    partner = core.search(root, 10**9, [], [], reversed_depth=6)
    with pytest.raises(ValueError, match="partner"):
        partner.save(str(tmp_path / "p.bin"), [], bytes(32))


def test_proofs_from_a_search_of_another_game_are_refused(tmp_path):
    golf, klondike = (_mini(tmp_path, text, {}) for text in (MINI_GOLF, MINI_KLONDIKE))
    searches = []
    for game in (golf, klondike):
        state = game.deal(seed=1)
        root = to_native(game.native, state.zones, state.redeals)
        searches.append(game.native.search(root, 10**9, [], []))
    with pytest.raises(ValueError, match="another game"):
        searches[0].run(5, None, searches[1])
    with pytest.raises(ValueError, match="another game"):
        searches[0].absorb(searches[1])
    searches[1].keep_proofs()
    searches[1].run()
    with pytest.raises(ValueError, match="another game"):
        searches[0].take_proofs(searches[1].new_proofs())


def test_acc_v1_mandatory_moves_run_in_the_core_as_the_python_filter_runs_them():
    """ACC-V1: a playable pile must be moved before another card is dealt. The plugin's filter
    is handed to the core as data (MoveFilter.ir()), and the core's legal moves, positions and
    outcome follow the Python engine's, move for move."""
    native = cardwright.load("accordion", engine="native", moves="mandatory")
    python = cardwright.load("accordion", engine="python", moves="mandatory")
    narrowed = 0
    for seed in range(25):
        a, b = native.deal(seed=seed), python.deal(seed=seed)
        rng = random.Random(seed)
        while True:
            moves = [str(m) for m in a.legal_moves()]
            assert moves == [str(m) for m in b.legal_moves()]
            assert a == b and a.outcome == b.outcome
            if a.outcome is not None or not moves:
                break
            if "deal" not in moves and any(m.action == "deal" for m in python.generate(b, 0)):
                narrowed += 1
                with pytest.raises(IllegalMove, match="moves are mandatory"):
                    a.play("deal")
            pick = rng.choice(moves)
            a, b = a.play(pick), b.play(pick)
    assert narrowed > 20


def test_a_filter_the_core_does_not_know_is_refused_by_name():
    core_ir = json.dumps(rules_to_json(cardwright.load("golf").rules))
    with pytest.raises(CardwrightError, match='move filter kind "tea_leaves"'):
        NativeGame(core_ir, json.dumps([{"kind": "tea_leaves"}]))
