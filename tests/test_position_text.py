"""Position text (docs/state.md, "Position text"): a whole state on one line, read back equal,
on both engines; a player's view shows no hidden card; bad text names its column."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import game_id, option_sets, random_walk

import cardwright
from cardwright import PositionTextError, StateError
from cardwright.engine.native import built

VARIANTS = cardwright.variants()
GAMES = [(name, options) for name in VARIANTS for options in option_sets(name)]
# "auto": the native core wherever it runs the variant (one-player games), else Python.
ENGINES = ["python", "auto"] if built() else ["python"]


walks = st.tuples(st.integers(0, 2**32 - 1), st.lists(st.integers(0, 10_000), max_size=30))


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(("name", "options"), GAMES, ids=[game_id(n, o) for n, o in GAMES])
@settings(max_examples=8)
@given(walk=walks)
def test_every_reachable_state_round_trips_through_its_position_text(engine, name, options, walk):
    seed, choices = walk
    game = cardwright.load(name, engine=engine, **options)
    for state in random_walk(game.deal(seed=seed), choices):
        text = state.to_text()
        assert "\n" not in text and text.startswith(f"cw1 {game.name} ")
        again = game.from_text(text)
        assert again == state and again.to_text() == text
        # What a player may see: no face-down card's identity, and it is not read back.
        for player in range(game.players):
            view = state.to_text(player)
            hidden = sum(not card.face_up for card in state.cards())
            assert view.count("?") == hidden
            if hidden:
                with pytest.raises(PositionTextError, match=r"'\?' is a face-down card"):
                    game.from_text(view)
            else:
                assert game.from_text(view) == state


def test_the_text_reads_as_the_docs_say():
    game = cardwright.load("accordion", engine="python")
    state = game.deal(seed=1).play("deal").play("deal")
    text = state.to_text()
    assert text.startswith("cw1 accordion moves=optional,deal=dealt stock:-AH.-4H.")
    assert text.endswith(" row:3S|6S")
    assert game.deal(seed=1).to_text().endswith(" row:")  # no piles yet
    assert " foundation:_|_|_|_ " in cardwright.load("klondike").deal(seed=1).to_text()
    race = cardwright.load("double-solitaire").deal(seed=1)
    assert " tableau@2:2H@2|-5D@2.5S@2|" in race.to_text() and race.to_text().endswith(" turn=1")


BAD = [
    ("cw2 accordion - row:", 1, "starts with 'cw1'"),
    ("cw1 accordion moves=optional,deal row:", 30, "is not NAME=VALUE"),
    ("cw1 klondike - stock: waste:_ foundation:_|_|_|_ tableau:QS|-KX.JS", 61, "unknown suit"),
    ("cw1 klondike - stock:_ waste:_ foundation:_||_|_", 45, "an empty pile is written '_'"),
    ("cw1 accordion - pile:AS", 17, "has no zone 'pile'"),
    ("cw1 accordion - stock: row:AS..2S", 31, "an empty card"),
    ("cw1 accordion - stock: row:AS turn=x", 36, "whole number"),
    ("cw1 accordion - stock:_ row:AS", 1, "does not hold exactly the game's cards"),
    ("cw1 accordion - stock: row:AS", 1, "zone 'stock' has 1 piles"),
]


@pytest.mark.parametrize(("text", "column", "words"), BAD)
def test_bad_text_says_what_is_wrong_and_where(text, column, words):
    game = cardwright.load(text.split()[1], engine="python")
    with pytest.raises(PositionTextError) as raised:
        game.from_text(text)
    assert raised.value.column == column and words in str(raised.value)
    assert isinstance(raised.value, StateError) and isinstance(raised.value, ValueError)
    caret = str(raised.value).splitlines()[-1]
    assert caret.strip() == "^"


def test_a_position_of_another_game_or_options_is_refused():
    text = cardwright.load("klondike", draw=1).deal(seed=2).to_text()
    with pytest.raises(StateError, match="other options"):
        cardwright.load("klondike", draw=3).from_text(text)
    with pytest.raises(StateError, match="variant 'klondike'"):
        cardwright.load("accordion").from_text(text)
