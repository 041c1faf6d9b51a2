"""The incremental outcome (kernel/engine/outcome.py, docs/state.md): a position's evidence about
progress, found one move deep before any search, and reused by its children where sound, must
give exactly the outcome a fresh computation gives, and never claim "stuck" without proof."""

import random
from collections import deque

import pytest

import cardwright
from cardwright.engine import outcome
from cardwright.engine.outcome import canonical, evidence, measure, progress_path

# Variants with progress measures, one and two players, with and without turn-taking plugins.
VARIANTS = [
    ("chequers", {}),
    ("klondike", {}),
    ("klondike", {"draw": "1"}),
    ("double-solitaire", {}),
    ("double-solitaire", {"play": "alternate"}),
    ("freecell", {}),
    ("spider", {}),
    ("golf", {}),
    ("yukon", {}),
]
IDS = [
    f"{name}-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'default'}"
    for name, options in VARIANTS
]


def reference_path(state, player, limit=outcome.PROGRESS_SEARCH_LIMIT):
    """The progress search as it was before the incremental outcome: breadth first over
    canonical keys from the first move on (the answer progress_path must still give)."""
    game = state.game
    measures = game.rules.progress
    state = state.with_turn(player)
    base = measure(game, state, measures, player)
    parents = {canonical(state): None}
    queue = deque([(state, canonical(state))])
    while queue:
        current, key = queue.popleft()
        for move in game.distinct_moves(current, player):
            following = game.apply(current, move).with_turn(player)
            values = measure(game, following, measures, player)
            if any(v > b for v, b in zip(values, base, strict=True)):
                path = [move]
                node = key
                while (link := parents[node]) is not None:
                    node, step = link
                    path.append(step)
                return path[::-1]
            following_key = canonical(following)
            if following_key not in parents:
                if len(parents) >= limit:
                    return []
                parents[following_key] = (key, move)
                queue.append((following, following_key))
    return None


def walk(game, seed, steps, *, read=True):
    """The positions of a random game (``random.Random(seed)`` picks the moves), reading the
    outcome after every move as frontends do (so children inherit their parent's evidence)."""
    rng = random.Random(seed)
    state = game.deal(seed=seed)
    yield state
    for _ in range(steps):
        moves = state.legal_moves()
        if not moves:
            return
        state = state.play(moves[rng.randrange(len(moves))])
        if read:
            _ = state.outcome
        yield state


def fresh(state):
    """The same position in a newly loaded game: no cached evidence, no cached searches."""
    game = cardwright.load(state.game.name, **state.game.options)
    return game.from_dict(state.to_dict())


def count_searches(monkeypatch):
    """Counts the full progress searches made from now on."""
    calls = []
    searched = outcome._searched

    def counting(state, player, limit):
        calls.append(state)
        return searched(state, player, limit)

    monkeypatch.setattr(outcome, "_searched", counting)
    return calls


def forbid_searches(monkeypatch):
    def refuse(state, player, limit):
        raise AssertionError("a full progress search was made")

    monkeypatch.setattr(outcome, "_searched", refuse)


def assert_witness(state, player, found):
    """``found`` is real: its path is legal move after legal move from a fresh copy of the
    position and ends where the measures are ``reached``, better than the position's."""
    game = state.game
    position = fresh(state).with_turn(player)
    measures = game.rules.progress
    assert found.values == measure(position.game, position, measures, player)
    for move in found.path:
        assert move in position.legal_moves(player), f"{move} is not legal on the witness path"
        position = position.game.apply(position, move).with_turn(player)
    assert found.reached == measure(position.game, position, measures, player)
    assert any(r > v for r, v in zip(found.reached, found.values, strict=True))


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=IDS)
def test_a_child_inheriting_evidence_has_the_outcome_of_a_fresh_computation(name, options):
    game = cardwright.load(name, **options)
    for seed in (1, 2):
        for step, state in enumerate(walk(game, seed, 60)):
            assert state.outcome == fresh(state).outcome, f"seed {seed}, step {step}"


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=IDS)
def test_every_evidence_is_a_real_witness_or_a_proof(name, options):
    """Witness paths replay move by move from a fresh copy; "no progress" agrees with the
    breadth-first search as it was, and so does "progress" (checked where the search is small)."""
    game = cardwright.load(name, **options)
    for seed in (3, 4):
        for state in walk(game, seed, 40):
            for player in range(game.players):
                found = evidence(state, player)
                if found.path:
                    assert_witness(state, player, found)
                elif found.path is None:
                    assert reference_path(fresh(state), player) is None


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=IDS)
def test_the_one_move_shortcut_gives_the_full_searchs_answer_on_random_positions(name, options):
    """progress_path tries one move deep without canonical keys first; its answer (the path
    itself) is still the breadth-first search's, and evidence agrees on whether progress is
    possible."""
    game = cardwright.load(name, **options)
    rng = random.Random(7)
    for seed in (5, 6):
        for state in walk(game, seed, 40, read=False):
            if rng.random() > 0.3:
                continue
            for player in range(game.players):
                expected = reference_path(fresh(state), player)
                assert progress_path(fresh(state), player) == expected
                assert (evidence(fresh(state), player).path is None) == (expected is None)


def test_one_move_deep_is_tried_before_any_search(monkeypatch):
    """Where some legal move makes progress at once, the outcome needs no search."""
    game = cardwright.load("chequers")
    checked = 0
    for state in walk(game, 1, 80, read=False):
        path = reference_path(fresh(state), 0)
        if path is None or len(path) != 1:
            continue
        position = fresh(state)
        with monkeypatch.context() as patch:
            forbid_searches(patch)
            assert position.outcome is None
            assert len(evidence(position, 0).path) == 1
        checked += 1
    assert checked > 20


def test_a_stuck_proof_carries_to_children_whose_measures_are_unchanged(monkeypatch):
    """Klondike seed 2 is stuck after one move (docs/state.md); turning the stock round and
    round changes no measure, so each child is stuck by its parent's proof, with no search."""
    state = cardwright.load("klondike").deal(seed=2).play("tableau6>tableau4")
    assert state.outcome.result == "stuck"
    forbid_searches(monkeypatch)
    for _ in range(30):
        state = state.play(state.legal_moves()[0])
        assert state.outcome.result == "stuck"
        assert evidence(state, 0).path is None
    monkeypatch.undo()
    assert fresh(state).outcome.result == "stuck"


def test_a_stuck_proof_bounds_children_but_one_whose_measures_fell_can_progress(monkeypatch):
    """In a stuck Klondike, a card taken back from a foundation can go home again: that child
    is not stuck (its measures fell below the proof's bound), and once the card is home again
    the proof holds once more, with no search."""
    game = cardwright.load("klondike")
    for state in walk(game, 1, 100):
        if state.outcome is not None and state.outcome.result == "stuck":
            fallen = [m for m in state.legal_moves() if m.source[0] == "foundation"]
            if fallen:
                break
    else:
        pytest.fail("no stuck position with a foundation card to take back")
    child = state.play(fallen[0])
    assert child.outcome is None
    assert child.outcome == fresh(child).outcome
    back = fallen[0]._replace(source=fallen[0].target, target=fallen[0].source)
    forbid_searches(monkeypatch)
    assert child.play(back).outcome.result == "stuck"


def test_the_rest_of_the_path_carries_when_its_first_move_is_played(monkeypatch):
    """A parent whose evidence is a path of several moves: playing its first move leaves the
    child the rest, with no search and no replay."""
    game = cardwright.load("klondike")
    for state in walk(game, 1, 200):
        found = evidence(state, 0)
        if found.path and len(found.path) > 1 and unchanged(state, found.path[0]):
            break
    else:
        pytest.fail("no position with a path of several moves")
    with monkeypatch.context() as patch:
        forbid_searches(patch)
        patch.setattr(outcome, "_replayed", None)  # carrying needs no replay either
        child = state.play(found.path[0])
        assert evidence(child, 0).path == found.path[1:]
    assert child.outcome == fresh(child).outcome


def measures_after(state, move):
    """The progress measures before and after ``move`` (player 1's)."""
    game = state.game
    measures = game.rules.progress
    return measure(game, state, measures, 0), measure(game, state.play(move), measures, 0)


def unchanged(state, move):
    before, after = measures_after(state, move)
    return before == after


def progresses(state, move):
    before, after = measures_after(state, move)
    return any(a > b for a, b in zip(after, before, strict=True))


def test_a_move_played_back_keeps_the_parents_path(monkeypatch):
    """Random play shuffles cards back and forth where progress is far: a child that can move
    the cards straight back to its parent's position inherits the parent's path after that."""
    game = cardwright.load("klondike")
    for state in walk(game, 1, 200):
        found = evidence(state, 0)
        if not found.path or len(found.path) < 2:
            continue
        for move in state.legal_moves():
            if move.target is None or move in found.path or progresses(state, move):
                continue
            back = move._replace(source=move.target, target=move.source)
            child = state.play(move)
            if back in child.legal_moves() and child.play(back) == state:
                with monkeypatch.context() as patch:
                    forbid_searches(patch)
                    inherited = evidence(child, 0)
                if inherited.path[0] == back:
                    assert inherited.path[1:] == found.path
                    assert_witness(child, 0, inherited)
                    # Only exactly the parent's position counts as back.
                    link = child._cache[outcome._LINK]
                    elsewhere = link._replace(zones=game.deal(seed=99).zones)
                    values = inherited.values
                    assert outcome._undone(child, 0, link, found, values, None) is not None
                    assert outcome._undone(child, 0, elsewhere, found, values, None) is None
                    return
    pytest.fail("no move was played back")


@pytest.mark.parametrize(("name", "options"), VARIANTS[:4], ids=IDS[:4])
def test_reading_the_outcome_every_move_rarely_needs_a_search(monkeypatch, name, options):
    """What makes reading the outcome cheap: most positions inherit, or find progress one move
    deep; before the incremental outcome every non-winning position was searched."""
    calls = count_searches(monkeypatch)
    game = cardwright.load(name, **options)
    positions = sum(1 for _ in walk(game, 1, 150))
    assert len(calls) < positions / 4


@pytest.mark.parametrize(("name", "options"), VARIANTS[:3], ids=IDS[:3])
def test_the_depth_first_dive_finds_a_real_path_or_proves_what_the_breadth_first_search_does(
    name, options
):
    """The dive (tried before the breadth-first search) may find a longer path, but a real one;
    when it runs out of positions, the breadth-first search finds no progress either."""
    game = cardwright.load(name, **options)
    for seed in (8, 9):
        for state in walk(game, seed, 30, read=False):
            values = measure(game, state, game.rules.progress, 0)
            found = outcome._dived(state.with_turn(0), 0, values, None)
            if found is None:
                continue  # the limit: the breadth-first search decides
            if found.path is None:
                assert reference_path(fresh(state), 0) is None
            else:
                assert_witness(state, 0, found)


NATIVE = ["chequers", "klondike", "golf", "freecell", "yukon"]


def native_core(name):
    core = cardwright.load(name).native
    if core is None:
        pytest.skip("the native core is not built or does not run this variant")
    return core


@pytest.mark.parametrize("name", NATIVE)
def test_the_cores_evidence_passed_on_move_after_move_answers_as_a_fresh_outcome(name):
    """On the native core, State.outcome takes each position's evidence from its parent's in
    the core (``core.follow``): whether progress is possible is always the fresh answer."""
    core = native_core(name)
    stuck = 0
    for seed in range(1, 6):
        rng = random.Random(seed)
        state = core.deal(seed)
        known = core.evidence(state)
        for step in range(120):
            ended = core.outcome(state)
            if ended in (None, "stuck"):  # (won and lost are told apart before progress)
                assert known.can_progress == (ended != "stuck"), f"seed {seed}, step {step}"
                assert known.can_progress == core.evidence(state).can_progress
            moves = core.legal_moves(state)
            if ended is not None or not moves:
                stuck += ended == "stuck"
                break
            index = rng.randrange(len(moves))
            following, known = core.follow(state, moves[index], known)
            assert following == core.play(state, index), "follow plays the move as play does"
            state = following
    assert name != "freecell" or stuck, "random FreeCell games get stuck: the proof is tested"


def test_the_core_refuses_to_follow_a_move_that_is_not_legal():
    core = native_core("klondike")
    state = core.deal(1)
    known = core.evidence(state)
    legal = core.legal_moves(state)
    illegal = next(
        (zone, pile, target, 5, None)
        for (zone, pile, target, _, action) in legal
        if action is None and target is not None
    )
    with pytest.raises(ValueError, match="not a legal move"):
        core.follow(state, illegal, known)


def test_a_game_without_progress_measures_has_no_evidence_to_give():
    core = native_core("accordion")
    with pytest.raises(ValueError, match="no progress measures"):
        core.evidence(core.deal(1))


@pytest.mark.parametrize("name", ["chequers", "klondike"])
def test_state_outcome_on_the_core_is_the_python_engines(name):
    native = cardwright.load(name)
    if native.native is None:
        pytest.skip("the game does not run on the native core here")
    python = cardwright.load(name, engine="python")
    for seed in (1, 2, 3):
        for step, (here, there) in enumerate(
            zip(walk(native, seed, 150), walk(python, seed, 150), strict=True)
        ):
            assert here.outcome == there.outcome, f"seed {seed}, step {step}"
