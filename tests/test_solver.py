"""The generic solver: it uses only the public rules, so it works on any one-player variant."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from positions import build

import cardwright
from cardwright.frontends.cli import main
from cardwright.search.safety import proven_ranks, safe_moves
from cardwright.search.solver import guides, luby, native_guides, solve


def test_a_won_result_replays_to_a_won_position():
    game = cardwright.load("accordion", deal="open")
    state = game.deal(seed=2)
    result = solve(state, time_limit=30)
    assert result.status == "won"
    for move in result.moves:
        state = state.play(move)
    assert state.outcome.result == "won"
    assert len(result.moves) == 51


def test_an_exhausted_search_proves_a_deal_unwinnable():
    # Accordion, open deal: three piles left whose tops share no suit and no rank.
    game = cardwright.load("accordion", deal="open")
    state = build(game, {"row": [["AS"], ["2H"], ["3D"]]}, filler="row", filler_index=0)
    assert [str(p[-1]) for p in state.piles("row")] == ["AS", "2H", "3D"]
    result = solve(state, guided=False)
    assert result.status == "unwinnable"
    assert result.reason == "every reachable position searched"


def test_the_one_pile_guide_proves_a_position_lost_when_its_tops_cannot_all_join():
    # The same three piles: no top matches another, so no chain of moves can join them. The
    # guide of the variant's 'one-pile-search' plugin says so without searching.
    game = cardwright.load("accordion", deal="open")
    state = build(game, {"row": [["AS"], ["2H"], ["3D"]]}, filler="row", filler_index=0)
    result = solve(state)
    assert (result.status, result.nodes, result.reason) == ("unwinnable", 0, "lost at the start")


def test_the_one_pile_guide_does_not_claim_a_joinable_position():
    # A♠ 2♥ 2♠: every top matches another (2♥-2♠ by rank, A♠-2♠ by suit), and 2♠ onto 2♥ then
    # onto A♠ wins.
    game = cardwright.load("accordion", deal="open")
    state = build(game, {"row": [["AS"], ["2H"], ["2S"]]}, filler="row", filler_index=0)
    assert not any(guide.lost(state) for guide in guides(game))
    result = solve(state)
    assert result.status == "won"
    assert [str(m) for m in result.moves] == ["row3>row2", "row2:2>row1"]


def test_a_limit_gives_unknown():
    game = cardwright.load("chequers")
    result = solve(game.deal(seed=1), node_limit=50)
    assert result.status == "unknown"
    assert result.nodes == 51


def test_a_memory_limit_keeps_the_table_small():
    game = cardwright.load("accordion", deal="open")
    limit = 40_000  # bytes
    result = solve(game.deal(seed=4), node_limit=3000, memory_limit=limit)
    if game.native is not None:  # the core counts what its searches hold
        assert 0 < result.peak_bytes <= limit
    else:  # the Python engine's table: about 400 bytes a position
        assert result.peak_table <= limit // 400


def test_the_native_searches_hold_no_more_than_the_memory_limit():
    """docs/solver.md, "Limits": the table, the positions not yet proved lost and the line,
    of every search the solver runs at once, counted in bytes as they grow."""
    from cardwright.engine import native

    if not native.built():
        pytest.skip("the native core is not built")
    for name, seed in [("freecell", 3), ("golf", 3), ("canfield-strict", 13)]:
        state = cardwright.load(name).deal(seed=seed)
        for limit in [60_000, 1_000_000]:
            for threads in [1, 2]:
                result = solve(state, memory_limit=limit, threads=threads, time_limit=5)
                assert 0 < result.peak_bytes <= limit, (name, limit, threads)
                assert result.status == "won" or result.reason == "memory limit reached"


def test_multi_player_variants_are_refused():
    with pytest.raises(cardwright.CardwrightError, match="one-player games"):
        solve(cardwright.load("double-solitaire").deal(seed=1))


def test_the_solve_command_prints_the_verdict_and_saves_a_replayable_record(capsys, tmp_path):
    saved = tmp_path / "won.json"
    code = main(["solve", "accordion", "-o", "deal=open", "--seed", "2", "--save", str(saved)])
    out = capsys.readouterr().out
    assert code == 0
    assert ": won" in out and "solution (51 moves)" in out
    record = cardwright.Record.load(saved)
    assert record.final().outcome.result == "won"


def test_unwinnable_after_searching_every_line_of_play():
    # A♥ may go onto A♠ (same rank), and then nothing more can move: two piles at best.
    game = cardwright.load("accordion", deal="open")
    state = build(game, {"row": [["AS"], ["AH"], ["2D"], ["3C"]]}, filler="row", filler_index=0)
    assert [str(m) for m in state.legal_moves()] == ["row2>row1"]
    result = solve(state, guided=False, restarts=False)
    assert result.status == "unwinnable"
    assert result.nodes == 1


# -- the guide is a proof, never a guess -------------------------------------------------------

_CARDS = [r + s for r in "A23456789TJQK" for s in "SHDC"]


@given(st.lists(st.sampled_from(_CARDS), min_size=2, max_size=7, unique=True))
def test_the_guide_only_calls_lost_what_a_full_search_proves_lost(tops):
    game = cardwright.load("accordion", deal="open")
    state = build(game, {"row": [[card] for card in tops]}, filler="row", filler_index=0)
    plain = solve(state, guided=False, restarts=False)
    assert plain.status in ("won", "unwinnable")
    if any(guide.lost(state) for guide in guides(game)):
        assert plain.status == "unwinnable"
    assert solve(state).status == plain.status


def test_restarts_repeat_exactly():
    game = cardwright.load("accordion", deal="open")
    first = solve(game.deal(seed=19), node_limit=60_000)
    again = solve(game.deal(seed=19), node_limit=60_000)
    assert (first.status, first.nodes, first.moves) == (again.status, again.nodes, again.moves)


# -- safe moves: played as the only move only where no solution can need the card elsewhere ----


def _proven(name, zone="foundation", **options):
    game = cardwright.load(name, **options)
    return set(proven_ranks(game, game.rules.zone(zone)))


def test_aces_and_twos_are_proven_safe_where_the_tableau_builds_down():
    # Klondike, FreeCell: only an Ace could ever lie on a 2 in the tableau, and it goes home.
    assert _proven("klondike") == {1, 2}
    assert _proven("freecell") == {1, 2}


def test_nothing_is_proven_safe_where_a_card_has_two_homes_or_the_tableau_takes_anything():
    # Chequers: ascending and descending foundations (a card may be wanted on either), and
    # tableaux that build up or down, so a 2 may be wanted under a 3.
    assert _proven("chequers", "ascending") == set()
    assert _proven("chequers", "descending") == set()


def test_a_card_in_the_waste_is_never_forced_home():
    # Klondike: A♠ on the waste could go home, but taking it out changes what later turns of
    # the stock show, so the solver keeps its choice there; from the tableau it is forced.
    game = cardwright.load("klondike")
    state = build(game, {"waste": [["AS"]], "tableau": [["AH"], [], [], [], [], [], []]})
    assert {m.source for m in safe_moves(state, 0, proven=True)} == {("tableau", 0)}
    assert {m.source for m in safe_moves(state, 0)} == {("tableau", 0), ("waste", 0)}


# -- hints answer after a fixed time (issue 15, item 8) -------------------------------------------


class FakeClock:
    """A clock that moves only when told: by the fake search, or by the hint's wait."""

    def __init__(self) -> None:
        self.now = 100.0
        self.waits: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)
        self.now += seconds


@pytest.mark.parametrize(
    ("status", "searched"),
    [("won", 0.05), ("unwinnable", 0.3), ("unknown", 0.75), ("unknown", 0.74)],
)
def test_a_fixed_time_hint_answers_after_its_limit_whatever_the_search_found(
    monkeypatch, status, searched
):
    from cardwright.search import solver

    game = cardwright.load("accordion", deal="open")
    state = game.deal(seed=2)
    clock, asked = FakeClock(), []
    win = solve(state, time_limit=30).moves

    def fake_solve(state, *, time_limit):
        asked.append(time_limit)
        clock.now += searched
        moves = win if status == "won" else ()
        return solver.SolveResult(status, moves, 1, searched, 1, "fake")

    monkeypatch.setattr(solver, "_clock", clock)
    monkeypatch.setattr(solver, "_sleep", clock.sleep)
    monkeypatch.setattr(solver, "solve", fake_solve)
    found = solver.hint(state, time_limit=1.0, fixed_time=True)
    assert found.basis == {"won": "win", "unwinnable": "lost", "unknown": "greedy"}[status]
    assert asked == [1.0 * solver.FIXED_TIME_SEARCH_SHARE]  # room left for the greedy answer
    assert clock.now == pytest.approx(101.0)  # the same moment, whatever was found


def test_a_hint_without_fixed_time_or_at_a_table_does_not_wait(monkeypatch):
    from cardwright.search import solver

    clock = FakeClock()
    monkeypatch.setattr(solver, "_clock", clock)
    monkeypatch.setattr(solver, "_sleep", clock.sleep)
    solo = cardwright.load("accordion", deal="open").deal(seed=2)
    assert solver.hint(solo, time_limit=0.05).move is not None
    table = cardwright.load("double-solitaire").deal(seed=1)  # no search: the greedy policy
    assert solver.hint(table, time_limit=1.0, fixed_time=True).basis == "greedy"
    assert clock.waits == []


@pytest.mark.parametrize("engine", ["native", "python"])
def test_a_progress_search_stops_at_its_deadline(engine):
    """Issue 13: the solver's dive asks for the way to the next progress with its deadline; a
    search past its deadline stops at its next check (every 256 positions) as at its limit."""
    import time

    from cardwright.engine import native
    from cardwright.engine.outcome import progress_path

    if engine == "native" and not native.built():
        pytest.skip("the native core is not built")
    state = cardwright.load("mrs-mop", engine=engine).deal(seed=1)  # progress is far away
    assert progress_path(state, 0, 20_000, deadline=time.monotonic() - 1) == []
    assert progress_path(state, 0, 300) == []  # the limit alone says the same


def _black_hole_endgame(engine, seed):
    """Black Hole with twelve cards left in four fans of three, the hole's top card the AS.
    Even seeds: the cards of a walk up and down from the Ace, dealt so that they can be played
    in that order (a win); odd seeds: twelve cards at random."""
    from positions import build

    from cardwright.shuffle import PCG32

    game = cardwright.load("black-hole", engine=engine)
    ranks = "A23456789TJQK"
    left = [f"{r}{s}" for r in ranks for s in "SHDC" if f"{r}{s}" != "AS"]
    random, picks, rank = PCG32(seed, 3), [], 0
    while len(picks) < 12:
        if seed % 2:
            picks.append(left.pop(random.below(len(left))))
            continue
        rank = (rank + (1 if random.below(2) else -1)) % 13  # wrapping, as the hole builds
        choices = [c for c in left if c[0] == ranks[rank]]
        if choices:
            card = choices[random.below(len(choices))]
            left.remove(card)
            picks.append(card)
    # Fan i holds the (8+i)th, (4+i)th and ith cards, bottom to top: they come off in order.
    fans = [[picks[8 + i], picks[4 + i], picks[i]] for i in range(4)] + [[] for _ in range(13)]
    return build(game, {"tableau": fans, "foundation": [["AS"]]}, filler="foundation")


@pytest.mark.parametrize("seed", range(8))
def test_the_native_solver_gives_the_python_solvers_verdict_and_a_line_that_wins(seed):
    """Issue 12: on small positions, where both searches run to the end, the native core's
    depth-first search and the Python one agree; a win comes with a line that replays."""
    from cardwright.engine import native

    if not native.built():
        pytest.skip("the native core is not built")
    python = solve(_black_hole_endgame("python", seed), restarts=False)
    fast = solve(_black_hole_endgame("native", seed), restarts=False)
    assert python.status in ("won", "unwinnable") and fast.status == python.status
    if fast.status == "won":
        state = _black_hole_endgame("python", seed)
        for move in fast.moves:
            state = state.play(move)
        assert state.outcome is not None and state.outcome.result == "won"


def test_the_native_solver_plays_a_proven_safe_move_alone():
    """Where a move to the foundation can never lose a win (search.safety.proven_ranks: an Ace
    or a 2 in FreeCell), it is the only move the native search tries, as in Python's."""
    from cardwright.engine import native

    if not native.built():
        pytest.skip("the native core is not built")
    from cardwright.engine.native import to_move, to_native
    from cardwright.search.solver import native_safe_table

    game = cardwright.load("freecell", engine="native")
    state = game.deal(seed=1)
    assert "tableau4>foundation1" in [str(m) for m in safe_moves(state, 0, proven=True)]
    # The search's own line, as solve runs it (solve returns a line searched for afresh
    # after the win: docs/solver.md, "Lines a player can follow").
    core = game.native
    safe_ranks, safe_not_from = native_safe_table(game, core)
    root = to_native(core, state.zones, state.redeals)
    search = core.search(root, 10**9, safe_ranks, safe_not_from, safe_cards=True)
    status, line, *_ = search.run(None, 30)
    assert status == "won" and str(to_move(core, line[0])) == "tableau4>foundation1"


def test_native_restart_runs_grow_by_the_luby_sequence():
    """Run lengths 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 (times a unit): docs/solver.md, restarts."""
    assert [luby(i) for i in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]
    assert luby(31) == 16 and luby(32) == 1


def test_the_native_restarts_get_their_share_of_what_the_first_run_left(monkeypatch):
    """docs/solver.md, "On the native core": the first plain run gets 15 % of the limits, the
    streamlined run 20 % of what is left then and the restarts the rest of 45 % of it, and the
    plain search goes on with the rest."""
    from cardwright.engine import native
    from cardwright.search import solver

    if not native.built():
        pytest.skip("the native core is not built")
    marks = []

    def spend_it_all(self, search, budget, until, held=0, proofs=None):
        marks.append(until[1])
        self.nodes = until[1]  # every run uses all the nodes it may
        return None

    monkeypatch.setattr(solver._Search, "_natively", spend_it_all)
    state = cardwright.load("klondike", engine="native").deal(seed=43)
    search = solver._Search(state, None, 10_000, None, True)
    search.run_natively(state.game.native)
    assert marks[0] == 1_500  # the first plain run
    assert marks[1] == 1_500 + 1_700  # the streamlined run: 20 % of the 8 500 nodes left
    assert set(marks[2:-1]) == {1_500 + 3_825}  # the restarts: to 45 % of the 8 500 left
    assert marks[-1] == 10_000  # the plain search again, to the limit


# Somerset cut down: open columns built down in alternate colours, one card at a time, any
# card to a space, foundation cards may come back; every deal is searched to the end at once.
MINI_SOMERSET = """\
game mini-somerset "Mini Somerset"
decks 1
suits S H D
ranks A 2 3 4 5 6 7
zone foundation: foundation, 3 piles
  builds up in suit
  empty accepts A
  one pile per suit
  takes one card at a time
  gives top card to tableau
zone tableau: tableau, 6 piles
  deal 1 2 3 4 5 6 face up
  builds down in alternate colours
  gives top card
  empty accepts any card
won if all cards in foundation
"""


@pytest.mark.parametrize(
    ("building", "seeds"),
    [
        ("builds down in alternate colours", range(1, 41)),
        ("builds down", range(31, 61)),  # seeds 1-30 are all won
    ],
    ids=["somerset", "spanish"],
)
def test_the_streamlined_run_keeps_every_verdict_and_finds_wins(
    tmp_path, monkeypatch, building, seeds
):
    """docs/solver.md, "Streamlined run" (in the digging order): on small Somerset and Spanish
    Patience deals the streamlined search wins only deals that are won, with a line that
    replays, never ends "unwinnable", and finds some wins; and `solve` gives every deal the
    same verdict with the streamlined run and without."""
    from cardwright.engine import native
    from cardwright.engine.native import to_move, to_native
    from cardwright.search import solver

    if not native.built():
        pytest.skip("the native core is not built")
    path = tmp_path / "mini.cw"
    path.write_text(MINI_SOMERSET.replace("builds down in alternate colours", building), "utf-8")
    game = cardwright.load(path, engine="native")
    core = game.native
    monkeypatch.setattr(solver, "NATIVE_FIRST_SHARE", 0.0001)  # the streamlined run comes soon
    verdicts, found = [], 0
    for seed in seeds:
        state = game.deal(seed=seed)
        root = to_native(core, state.zones, state.redeals)
        plain, *_ = core.solve(root, None, None, 10**9, [], [], safe_cards=True)
        streamlined = core.search(root, 10**9, [], [], safe_cards=True, streamlined=True)
        status, line, reason, *_ = streamlined.run()
        assert status in (plain, "unknown"), f"seed {seed}"
        if status == "won":
            final = state
            for move in line:
                final = final.play(to_move(core, move))
            assert final.outcome is not None and final.outcome.result == "won", f"seed {seed}"
            found += 1
        else:
            assert reason == "the streamlined search ended without a win"
        monkeypatch.setattr(solver, "NATIVE_STREAMLINED_SHARE", 0.2)
        monkeypatch.setattr(solver, "STREAMLINED_RESTARTS", True)
        with_it = solve(state, node_limit=10**6)
        monkeypatch.setattr(solver, "NATIVE_STREAMLINED_SHARE", 0.0)
        monkeypatch.setattr(solver, "STREAMLINED_RESTARTS", False)
        without = solve(state, node_limit=10**6)
        assert with_it.status == plain, f"seed {seed}"
        assert without.status in (plain, "unknown"), f"seed {seed}"  # the harder way to a win
        verdicts.append(plain)
    assert set(verdicts) == {"won", "unwinnable"}  # both kinds of deal were compared
    assert found > 0  # the streamlined search found wins of its own


def test_the_digging_order_wins_spanish_patience_deals_the_usual_order_left_unknown():
    """docs/solver.md, "The digging order": Spanish Patience seeds 4 and 8, unknown after
    10 s a deal in the usual order, are won within 200 000 moves; the lines replay."""
    from cardwright.engine import native

    if not native.built():
        pytest.skip("the native core is not built")
    game = cardwright.load("spanish-patience", engine="native")
    for seed in (4, 8):
        state = game.deal(seed=seed)
        result = solve(state, node_limit=200_000)
        assert result.status == "won", f"seed {seed}"
        for move in result.moves:
            state = state.play(move)
        assert state.outcome is not None and state.outcome.result == "won", f"seed {seed}"


@pytest.mark.parametrize(
    ("building", "seeds"),
    [
        ("builds down in alternate colours", range(1, 31)),
        ("builds down", range(31, 61)),  # seeds 1-30 are all won
    ],
    ids=["somerset", "spanish"],
)
def test_a_card_settled_home_is_never_taken_back_and_no_verdict_changes(tmp_path, building, seeds):
    """docs/solver.md, "Settled cards": once every card that could ever lie on a card (and on
    those, and under them at home) is home with it, the search never takes it back from the
    foundation. On small Somerset and Spanish Patience deals (foundation cards may come back)
    every verdict is the one of the search with every move, with the cut and without it, wins
    replay, and the cut makes some searches smaller."""
    from cardwright.engine import native
    from cardwright.engine.native import to_move, to_native

    if not native.built():
        pytest.skip("the native core is not built")
    path = tmp_path / "mini.cw"
    path.write_text(MINI_SOMERSET.replace("builds down in alternate colours", building), "utf-8")
    game = cardwright.load(path, engine="native")
    core = game.native
    verdicts, smaller = [], 0
    for seed in seeds:
        state = game.deal(seed=seed)
        root = to_native(core, state.zones, state.redeals)
        every_move = core.solve(root, None, None, 10**9, [], [])
        without = core.solve(root, None, None, 10**9, [], [], safe_cards=True, settled_cards=False)
        settled = core.solve(root, None, None, 10**9, [], [], safe_cards=True)
        assert every_move[0] == without[0] == settled[0], f"seed {seed}"
        if settled[0] == "won":
            final = state
            for move in settled[1]:
                final = final.play(to_move(core, move))
            assert final.outcome is not None and final.outcome.result == "won", f"seed {seed}"
        smaller += settled[4] < without[4]
        verdicts.append(settled[0])
    assert set(verdicts) == {"won", "unwinnable"}  # both kinds of deal were compared
    assert smaller > 0  # the cut took effect


def test_a_guide_without_a_plain_form_keeps_the_search_in_python():
    class PythonOnly:  # order, lost and key, but no ir(): the core cannot run it
        def order(self, state, moves):
            return moves

        def lost(self, state):
            return False

        def key(self, state):
            return None

    assert native_guides([PythonOnly()]) is None
    accordion = guides(cardwright.load("accordion", deal="open"))
    assert json.loads(native_guides(accordion)) == [
        {"kind": "tops_must_join", "zone": "row", "closed": False}
    ]


@pytest.mark.parametrize("engine", ["python", "auto"])
def test_a_labyrinth_win_plays_bottom_cards_and_replays(engine):
    """Labyrinth's columns give their bottom card too (a `draw` action, `lift`): the solver
    takes those moves like any other, and its winning line replays on the Python engine."""
    result = solve(cardwright.load("labyrinth", engine=engine).deal(seed=12), time_limit=60)
    assert result.status == "won"
    assert any(str(move).startswith("lift ") for move in result.moves)
    state = cardwright.load("labyrinth", engine="python").deal(seed=12)
    for move in result.moves:
        state = state.play(str(move))
    assert state.outcome is not None and state.outcome.result == "won"
    lost = solve(cardwright.load("labyrinth", engine=engine).deal(seed=3), time_limit=60)
    assert lost.status == "unwinnable"


def _royal_parade_endgame(engine):
    """Royal Parade with every card home but a 3 and a 2 of spades lying alone on each other's
    row (twos 1 and threes 1) and the spades that build on them in the waste: won only by the
    exchange of the two lone cards."""
    game = cardwright.load("royal-parade", engine=engine)
    suits = "SSHHDDCC"
    rows = {
        row: [[f"{'A23456789TJQK'[base + 3 * k]}{s}" for k in range(4)] for s in suits]
        for row, base in (("twos", 1), ("threes", 2), ("fours", 3))
    }
    rows["twos"][0], rows["threes"][0] = ["3S"], ["2S"]
    waste = [["5S"], ["8S"], ["JS"], ["6S"], ["9S"], ["QS"], [], []]
    layout = {**rows, "waste": waste, "foundation": [[f"A{s}" for s in suits]]}
    return build(game, layout)


@pytest.mark.parametrize("engine", ["python", "auto"])
def test_the_solver_wins_a_deal_only_an_exchange_of_lone_cards_wins(engine):
    state = _royal_parade_endgame(engine)
    result = solve(state, restarts=False)
    assert result.status == "won"
    assert {"twos1>threes1", "threes1>twos1"} & {str(move) for move in result.moves}
    for move in result.moves:
        state = state.play(move)
    assert state.outcome is not None and state.outcome.result == "won"


# Canfield (strict) deals the plain search decides in well under a second: won and lost.
QUICK_CANFIELD_SEEDS = (2, 3, 5, 7, 11, 22)


@pytest.mark.parametrize("threads", [2, 3])
@pytest.mark.parametrize("seed", QUICK_CANFIELD_SEEDS)
def test_more_threads_give_one_threads_verdict_and_a_line_that_wins(seed, threads):
    """docs/solver.md, "Threads": the plain search on one thread, the partner on the next and
    the restarts on a third, their proofs passed between them; no limit, so they run until
    one decides."""
    from cardwright.engine import native

    if not native.built():
        pytest.skip("the native core is not built")
    game = cardwright.load("canfield-strict")
    one = solve(game.deal(seed=seed))
    two = solve(game.deal(seed=seed), threads=threads)
    assert one.status in ("won", "unwinnable") and two.status == one.status
    if two.status == "won":
        state = game.deal(seed=seed)
        for move in two.moves:
            state = state.play(move)
        assert state.outcome is not None and state.outcome.result == "won"


def test_a_time_limit_stops_every_thread():
    import threading

    from cardwright.engine import native

    if not native.built():
        pytest.skip("the native core is not built")
    before = threading.active_count()
    # Seed 13 takes the plain search about 9 s: a 1 s limit stops it (and the restarts).
    result = solve(cardwright.load("canfield-strict").deal(seed=13), time_limit=1.0, threads=3)
    assert (result.status, result.reason) == ("unknown", "time limit reached")
    assert threading.active_count() == before  # no restart left running


def test_a_node_limit_keeps_the_search_on_one_thread():
    # Node counts are exact on one thread only: the same nodes as threads=1.
    game = cardwright.load("canfield-strict")
    one = solve(game.deal(seed=13), node_limit=30_000)
    two = solve(game.deal(seed=13), node_limit=30_000, threads=2)
    assert (two.status, two.nodes) == (one.status, one.nodes)


def test_the_restarts_beside_the_plain_search_get_their_one_thread_share(monkeypatch):
    """docs/solver.md, "Threads": on a third thread each restart runs until the same point,
    about 38 % of the time limit from the start (the restarts' share on one thread), whatever
    the plain search's steps do meanwhile."""
    import time

    from cardwright.engine import native
    from cardwright.search import solver

    if not native.built():
        pytest.skip("the native core is not built")
    ends = []
    steps = solver._Search._steps

    def recording(self, search, budget, stop, until):
        ends.append(until)
        return steps(self, search, budget, stop, until)

    monkeypatch.setattr(solver._Search, "_steps", recording)
    deal = cardwright.load("canfield-strict").deal(seed=13)
    started = time.monotonic()
    solve(deal, time_limit=2.0, threads=3)
    ends = sorted(ends)[1:]  # the streamlined run's end, the earliest, set aside
    assert len(ends) > 1 and len(set(ends)) == 1  # several restarts, one end for all
    # Past the plain search's first slices, short of the limit (the share of what is left
    # once the greedy dive is done).
    assert solver.PARALLEL_SLICE < ends[0] - started < 2.0 * (1 - solver.LINE_RESERVE)


def test_a_full_table_ends_a_search_on_threads_without_a_time_limit():
    from cardwright.engine import native

    if not native.built():
        pytest.skip("the native core is not built")
    # About 200 kB for the searches: seed 13 needs 223 MB.
    result = solve(
        cardwright.load("canfield-strict").deal(seed=13), memory_limit=200_000, threads=2
    )
    assert (result.status, result.reason) == ("unknown", "memory limit reached")


def test_a_restart_whose_share_is_full_hands_back_at_once():
    """A search beside the plain one that fills its share of the memory limit ends its run
    (its proofs go to the plain search, the next restart gets a fresh share) rather than asking
    again and again for a step it cannot take."""
    import threading

    from cardwright.search import solver

    class Full:
        runs = 0

        def run(self, *args, **kwargs):
            Full.runs += 1
            assert Full.runs < 5, "asked again for a step it cannot take"
            return ("unknown", [], "memory limit reached", 0, 10, 1000)

    search = solver._Search(cardwright.load("golf").deal(seed=1), None, None, 10_000, guided=False)
    answer = search._steps(Full(), 10**6, threading.Event(), None)
    assert answer == ("unknown", [], "memory limit reached", 0, 10, 1000)
    assert Full.runs == 1


def test_the_partners_room_goes_to_the_plain_search_when_its_table_is_full():
    """docs/solver.md, "Threads": the plain search and the partner each hold half of the
    memory limit; when the plain search's half is full, the partner stops and its room is
    the plain search's, so two threads prove lost what one proves within the same limit."""
    from cardwright.engine import native

    if not native.built():
        pytest.skip("the native core is not built")
    deal = cardwright.load("canfield-strict").deal(seed=22)  # lost: 2 236 positions, 297 kB
    half = solve(deal, memory_limit=150_000)
    assert (half.status, half.reason) == ("unknown", "memory limit reached")
    one = solve(deal, memory_limit=350_000)
    two = solve(deal, memory_limit=350_000, threads=2)
    assert one.status == two.status == "unwinnable"
    assert two.peak_bytes <= 350_000


@pytest.mark.parametrize("threads", [0, -1, 257])
def test_a_thread_count_out_of_bounds_is_refused(threads):
    with pytest.raises(cardwright.CardwrightError, match="threads"):
        solve(cardwright.load("canfield-strict").deal(seed=2), threads=threads)
