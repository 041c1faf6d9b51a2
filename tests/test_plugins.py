"""The plugin seam: built-ins are ordinary plugins, found by name; third-party ones plug in."""

import random
from importlib.metadata import entry_points

import attrs
import pytest

import cardwright
from cardwright import hookimpl
from cardwright.engine.native import built
from cardwright.plugins import ENTRY_POINT_GROUP, hook_results, installed, manager
from cardwright.search.solver import solve
from cardwright.words.describe import describe

ENGINES = ["python", "native"] if built() else ["python"]
needs_core = pytest.mark.skipif(not built(), reason="the native core is not built")

ACCORDION_HEAD = """
game tiny "Tiny"
decks 1
zone stock: stock, 1 pile
  deal rest face down
zone row: row, 0 piles, growing, closes gaps
  gives whole pile, 1 place left
  builds same rank or in suit
action deal: 1 from stock to row as new pile, face up
won when stock is empty and row has 1 pile
lost when no moves
"""


def test_built_in_plugins_are_registered_through_the_entry_point_group():
    groups = {ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}
    assert "cardwright.builtin_plugins" in groups
    assert {"optional-moves", "mandatory-moves", "race-play", "alternating-turns"} <= set(
        installed()
    )
    assert all(installed().values()), "every plugin has a one-line summary"


class NoDealOnFridays:
    """A third-party plugin: forbids the 'deal' action while the row has an even number of piles."""

    name = "test-even-rows-block-deal"
    summary = "No deal while the row has an even number of piles."

    @hookimpl
    def cardwright_move_filter(self, rules):
        return self

    def filter(self, state, moves):
        if len(state.piles("row")) % 2 == 0 and len(state.piles("row")) > 0:
            return [m for m in moves if m.action != "deal"] or moves
        return moves

    def reason(self, state, move):
        return "no dealing on an even row"

    @hookimpl
    def cardwright_describe(self, rules):
        return "dealing waits while the row is even."


@pytest.fixture
def third_party_plugin():
    plugin = NoDealOnFridays()
    manager().register(plugin, name=plugin.name)
    yield plugin
    manager().unregister(plugin)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_third_party_plugin_is_found_by_name_and_changes_the_moves(
    tmp_path, third_party_plugin, engine
):
    path = tmp_path / "tiny.cw"
    path.write_text(ACCORDION_HEAD + "use test-even-rows-block-deal\n")
    game = cardwright.load(str(path), engine=engine)
    # Its filter has no plain-data form (no ir()): the core calls the Python filter back.
    assert game.engine == engine
    state = game.deal(order=["AS", "KD"]).play("deal").play("deal")  # two piles, no match
    assert len(state.piles("row")) == 2
    assert [m.action for m in state.legal_moves()] == ["deal"]  # nothing else: deal stays
    state = game.deal(order=["AS", "AD"]).play("deal").play("deal")  # A♦ can go on A♠
    assert "deal" not in [m.action for m in state.legal_moves()]
    with pytest.raises(cardwright.IllegalMove, match="even row"):
        state.play("deal")
    assert "dealing waits" in describe(game)


def test_plugins_run_only_for_variants_that_use_them(tmp_path, third_party_plugin):
    path = tmp_path / "tiny.cw"
    path.write_text(ACCORDION_HEAD)
    state = cardwright.load(str(path)).deal(order=["AS", "AD"]).play("deal").play("deal")
    assert "deal" in [m.action for m in state.legal_moves()]


def test_a_variant_naming_an_unknown_plugin_fails_at_load_time(tmp_path):
    path = tmp_path / "tiny.cw"
    path.write_text(ACCORDION_HEAD + "use no-such-plugin\n")
    with pytest.raises(cardwright.VariantError, match="unknown plugin 'no-such-plugin'"):
        cardwright.load(str(path))


def test_the_option_swaps_one_documented_behaviour_for_another():
    optional = cardwright.load("double-solitaire")
    turns = cardwright.load("double-solitaire", play="alternate")
    assert optional.rules.plugins == ("race-play",)
    assert turns.rules.plugins == ("alternating-turns",)


def test_refilling_is_a_zone_rule_and_the_refill_plugins_are_gone():
    """`refills from` refills by itself (CHQ-9); `, by hand` is Chequers' manual option (CHQ-V1).
    The plugins that used to do it are not installed; their names are read as deprecated forms
    of the clause (tests/test_language.py)."""
    assert not {"automatic-refill", "manual-refill"} & set(installed())
    automatic = cardwright.load("chequers")
    manual = cardwright.load("chequers", refill="manual")
    assert automatic.rules.plugins == manual.rules.plugins == ()
    assert automatic.rules.zone("tableau").refill_by_hand is False
    assert manual.rules.zone("tableau").refill_by_hand is True
    assert cardwright.load("chequers-manual").rules.zone("tableau").refill_by_hand is True


class TurnsInPython:
    """Alternating turns again, through its hooks' Python code only: the built-in plugin's
    filter and after-move hook with their data forms (``ir``) hidden, as a third-party
    plugin without them is."""

    name = "test-turns-in-python"
    summary = "Alternating turns, run as Python hooks."

    @hookimpl
    def cardwright_move_filter(self, rules):
        (turns,) = hook_results("cardwright_move_filter", ("alternating-turns",), rules)
        return _WithoutDataForm(turns)

    @hookimpl
    def cardwright_after_move(self, rules):
        (after,) = hook_results("cardwright_after_move", ("alternating-turns",), rules)
        return _WithoutDataForm(after)


class _WithoutDataForm:
    def __init__(self, hook):
        self._hook = hook

    def filter(self, state, moves):
        return self._hook.filter(state, moves)

    def reason(self, state, move):
        return self._hook.reason(state, move)

    def __call__(self, state, move):
        return self._hook(state, move)


@pytest.fixture
def turns_in_python():
    plugin = TurnsInPython()
    manager().register(plugin, name=plugin.name)
    yield plugin
    manager().unregister(plugin)


@needs_core
def test_the_core_calls_a_plugins_python_hooks_and_plays_as_their_data_form(turns_in_python):
    """A filter and an after-move hook without data forms run in the core, called back: the
    game plays move for move as the same rule given as data does (two players, turns)."""
    data = cardwright.load("double-solitaire", play="alternate", engine="native")
    rules = attrs.evolve(data.rules, plugins=("test-turns-in-python",))
    hooked = cardwright.Game(rules, engine="native")
    assert (data.engine, hooked.engine) == ("native", "native")
    for seed in range(4):
        picks = random.Random(seed)
        ours, theirs = data.deal(seed=seed), hooked.deal(seed=seed)
        for _ in range(60):
            moves = ours.legal_moves()
            assert [str(m) for m in theirs.legal_moves()] == [str(m) for m in moves]
            assert (ours.turn, ours.outcome) == (theirs.turn, theirs.outcome)
            if ours.outcome is not None or not moves:
                break
            move = picks.choice(moves)
            ours, theirs = ours.play(move), theirs.play(str(move))


class FailingFilter:
    """A plugin whose filter raises while ``failing`` is set."""

    name = "test-failing-filter"
    summary = "Raises while told to."
    failing = True
    calls_before_failing = 0

    @hookimpl
    def cardwright_move_filter(self, rules):
        return self

    def filter(self, state, moves):
        if self.failing:
            if self.calls_before_failing <= 0:
                raise LookupError("the tea leaves are unreadable")
            self.calls_before_failing -= 1
        return moves

    def reason(self, state, move):
        return "never"


@needs_core
def test_an_error_in_a_python_hook_the_core_calls_is_raised_and_changes_nothing(tmp_path):
    plugin = FailingFilter()
    manager().register(plugin, name=plugin.name)
    try:
        path = tmp_path / "tiny.cw"
        path.write_text(ACCORDION_HEAD + "use test-failing-filter\n")
        game = cardwright.load(str(path), engine="native")
        state = game.deal(order=["AS", "AD", "3C"])
        with pytest.raises(LookupError, match="tea leaves"):
            state.legal_moves()
        with pytest.raises(LookupError, match="tea leaves"):
            state.play("deal")
        plugin.failing = False  # the position kept no half-made list of moves
        assert [m.action for m in state.legal_moves()] == ["deal"]
        assert len(state.play("deal").piles("row")) == 1
    finally:
        manager().unregister(plugin)


@needs_core
@pytest.mark.parametrize("calls_before_failing", [0, 1, 3])
def test_an_error_in_a_python_hook_during_a_solve_is_the_hooks_error(
    tmp_path, calls_before_failing
):
    """The solver's search runs the hook too: its error comes out of ``solve`` as itself (not
    a panic), whether it fails as the search starts or in its middle, and a later solve of the
    same position answers as a fresh game's does."""
    plugin = FailingFilter()
    plugin.calls_before_failing = calls_before_failing
    manager().register(plugin, name=plugin.name)
    try:
        path = tmp_path / "tiny.cw"
        path.write_text(ACCORDION_HEAD + "use test-failing-filter\n")
        game = cardwright.load(str(path), engine="native")
        order = ["AS", "AD", "3C", "3S", "2D"]
        with pytest.raises(LookupError, match="tea leaves"):
            solve(game.deal(order=order), time_limit=5)
        plugin.failing = False
        again = solve(game.deal(order=order), time_limit=5)
        fresh = solve(cardwright.load(str(path), engine="native").deal(order=order), time_limit=5)
        assert again.status == fresh.status != "unknown"
        assert again.moves == fresh.moves
    finally:
        manager().unregister(plugin)


class FailingAfterMove:
    """A plugin whose after-move hook raises on the second move it sees."""

    name = "test-failing-after-move"
    summary = "Raises after the first move."
    moves_before_failing = 1

    @hookimpl
    def cardwright_after_move(self, rules):
        return self

    def __call__(self, state, move):
        if self.moves_before_failing <= 0:
            raise LookupError("the dealer looked away")
        self.moves_before_failing -= 1
        return state


@needs_core
def test_an_error_in_an_after_move_hook_the_core_calls_is_raised_and_changes_nothing(tmp_path):
    plugin = FailingAfterMove()
    manager().register(plugin, name=plugin.name)
    try:
        path = tmp_path / "tiny.cw"
        path.write_text(ACCORDION_HEAD + "use test-failing-after-move\n")
        game = cardwright.load(str(path), engine="native")
        one = game.deal(order=["AS", "AD", "3C"]).play("deal")
        before = one.to_dict()
        with pytest.raises(LookupError, match="dealer looked away"):
            one.play("deal")
        assert one.to_dict() == before  # the position is as it was
        plugin.moves_before_failing = 1
        assert len(one.play("deal").piles("row")) == 2
    finally:
        manager().unregister(plugin)


class NoThirdPile:
    """A Python filter without a data form that forbids dealing a third pile to the row."""

    name = "test-no-third-pile"
    summary = "The row takes at most two piles."

    @hookimpl
    def cardwright_move_filter(self, rules):
        return self

    def filter(self, state, moves):
        return [m for m in moves if m.action != "deal" or len(state.piles("row")) < 2]

    def reason(self, state, move):
        return "the row is full"


@needs_core
def test_an_env_on_a_game_with_a_python_filter_masks_what_the_filter_removes(tmp_path):
    pytest.importorskip("gymnasium")
    np = pytest.importorskip("numpy")
    from cardwright.frontends.rl import CardwrightEnv

    plugin = NoThirdPile()
    manager().register(plugin, name=plugin.name)
    try:
        (tmp_path / "tiny.cw").write_text(ACCORDION_HEAD + f"use {plugin.name}\n")
        env = CardwrightEnv(str(tmp_path / "tiny.cw"), engine="native")
        assert env.game.engine == "native"
        env.reset(seed=3)
        for _ in range(2):
            deal = next(a for a, m in env.actions.legal(env.state).items() if m.action == "deal")
            env.step(deal)
        legal = env.actions.legal(env.state)
        assert all(m.action != "deal" for m in legal.values())
        assert sorted(np.flatnonzero(env.action_masks())) == sorted(legal)
    finally:
        manager().unregister(plugin)


class NothingOntoTheFirstPile:
    """A plugin that forbids every move onto the row's first pile: no deal can then close
    up to one pile."""

    name = "test-nothing-onto-the-first-pile"
    summary = "Nothing moves onto the first pile of the row."

    @hookimpl
    def cardwright_move_filter(self, rules):
        return self

    def filter(self, state, moves):
        return [m for m in moves if m.target != ("row", 0)]

    def reason(self, state, move):
        return "the first pile takes nothing"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_solver_sees_a_python_filter_the_core_calls(tmp_path, engine):
    plugin = NothingOntoTheFirstPile()
    manager().register(plugin, name=plugin.name)
    try:
        small = ACCORDION_HEAD.replace("decks 1\n", "decks 1\nsuits S H\nranks A 2 3\n")
        (tmp_path / "plain.cw").write_text(small)
        (tmp_path / "hooked.cw").write_text(small + f"use {plugin.name}\n")
        plain = cardwright.load(str(tmp_path / "plain.cw"), engine=engine)
        hooked = cardwright.load(str(tmp_path / "hooked.cw"), engine=engine)
        won = [seed for seed in range(40) if solve(plain.deal(seed=seed)).status == "won"]
        assert len(won) >= 5
        for seed in won:
            assert solve(hooked.deal(seed=seed)).status == "unwinnable", seed
    finally:
        manager().unregister(plugin)
