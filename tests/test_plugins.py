"""The plugin seam: built-ins are ordinary plugins, found by name; third-party ones plug in."""

from importlib.metadata import entry_points

import pytest

import cardwright
from cardwright import hookimpl
from cardwright.plugins import ENTRY_POINT_GROUP, installed, manager

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


def test_a_third_party_plugin_is_found_by_name_and_changes_the_moves(tmp_path, third_party_plugin):
    path = tmp_path / "tiny.cw"
    path.write_text(ACCORDION_HEAD + "use test-even-rows-block-deal\n")
    game = cardwright.load(str(path))
    # Its filter has no plain-data form (no ir()): the Python engine runs the variant.
    assert game.engine == "python"
    state = game.deal(order=["AS", "KD"]).play("deal").play("deal")  # two piles, no match
    assert len(state.piles("row")) == 2
    assert [m.action for m in state.legal_moves()] == ["deal"]  # nothing else: deal stays
    state = game.deal(order=["AS", "AD"]).play("deal").play("deal")  # A♦ can go on A♠
    assert "deal" not in [m.action for m in state.legal_moves()]
    with pytest.raises(cardwright.IllegalMove, match="even row"):
        state.play("deal")
    assert "dealing waits" in cardwright.words.describe.describe(game)


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
