"""Invariants every installed variant must keep, over random deals and random play."""

import contextlib
import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st
from positions import game_id, option_sets, random_walk

import cardwright
from cardwright import IllegalMove, Move

VARIANTS = cardwright.variants()


GAMES = [(name, options) for name in VARIANTS for options in option_sets(name)]
GAME_IDS = [game_id(n, o) for n, o in GAMES]


def identities(state):
    return Counter((c.rank, c.suit, c.owner) for c in state.cards())


walks = st.tuples(st.integers(0, 2**32 - 1), st.lists(st.integers(0, 10_000), max_size=40))


@pytest.mark.parametrize(("name", "options"), GAMES, ids=GAME_IDS)
@given(walk=walks)
def test_no_card_is_ever_created_or_lost(name, options, walk):
    seed, choices = walk
    game = cardwright.load(name, **options)
    start = game.deal(seed=seed)
    expected = identities(start)
    assert sum(expected.values()) == game.rules.total_cards
    for state in random_walk(start, choices):
        assert identities(state) == expected


@pytest.mark.parametrize(("name", "options"), GAMES, ids=GAME_IDS)
@given(walk=walks)
def test_every_generated_move_applies_and_moves_are_unique(name, options, walk):
    seed, choices = walk
    game = cardwright.load(name, **options)
    for state in random_walk(game.deal(seed=seed), choices):
        moves = state.legal_moves()
        assert len(moves) == len(set(moves))
        for move in moves:
            after = state.play(move)
            assert isinstance(after, cardwright.State)


@pytest.mark.parametrize(("name", "options"), GAMES, ids=GAME_IDS)
@given(walk=walks, data=st.data())
def test_every_rejected_move_leaves_the_state_unchanged(name, options, walk, data):
    seed, choices = walk
    game = cardwright.load(name, **options)
    zones = list(game.zones)
    for state in random_walk(game.deal(seed=seed), choices[:10]):
        legal = set(state.legal_moves())
        before = state.to_dict()
        candidate = Move(
            0,
            (data.draw(st.sampled_from(zones)), data.draw(st.integers(0, 30))),
            (data.draw(st.sampled_from(zones)), data.draw(st.integers(0, 30))),
            data.draw(st.integers(1, 5)),
        )
        if candidate in legal:
            continue
        with pytest.raises(IllegalMove) as raised:
            state.play(candidate)
        assert raised.value.reason
        assert state.to_dict() == before
        text = str(candidate)
        # Without a count, the text of a whole-pile move means the whole pile (docs/notation.md),
        # so the text of an illegal one-card move may name a legal move.
        with contextlib.suppress(IllegalMove):
            if state.parse_move(text) in legal:
                continue
        with pytest.raises(IllegalMove):
            state.play(text)
        assert state.to_dict() == before


@pytest.mark.parametrize(("name", "options"), GAMES, ids=GAME_IDS)
@given(walk=walks)
def test_every_state_round_trips_through_json(name, options, walk):
    seed, choices = walk
    game = cardwright.load(name, **options)
    for state in random_walk(game.deal(seed=seed), choices):
        text = json.dumps(state.to_dict())
        again = game.from_dict(json.loads(text))
        assert again == state
        assert hash(again) == hash(state)
        assert again.to_dict() == state.to_dict()


@pytest.mark.parametrize(("name", "options"), GAMES, ids=GAME_IDS)
@given(walk=walks)
def test_notation_round_trips(name, options, walk):
    seed, choices = walk
    game = cardwright.load(name, **options)
    for state in random_walk(game.deal(seed=seed), choices[:15]):
        for move in state.legal_moves():
            assert state.parse_move(str(move), move.player) == move
            assert state.play(str(move)) == state.play(move)


@pytest.mark.parametrize("name", VARIANTS)
@given(seed=st.integers(0, 2**64 - 1))
def test_the_same_seed_gives_the_same_deal(name, seed):
    game = cardwright.load(name)
    assert game.deal(seed=seed) == game.deal(seed=seed)
    assert game.deal(seed=seed).to_dict() == cardwright.load(name).deal(seed=seed).to_dict()


@pytest.mark.parametrize("name", VARIANTS)
def test_different_seeds_give_different_deals(name):
    game = cardwright.load(name)
    deals = {json.dumps(game.deal(seed=s).to_dict()) for s in range(20)}
    assert len(deals) == 20


@pytest.mark.parametrize(("name", "options"), GAMES, ids=GAME_IDS)
@given(walk=walks)
def test_playing_never_changes_the_state_played_from(name, options, walk):
    seed, choices = walk
    game = cardwright.load(name, **options)
    state = game.deal(seed=seed)
    snapshot = state.to_dict()
    for following in random_walk(state, choices):
        del following
    assert state.to_dict() == snapshot


@pytest.mark.parametrize(("name", "options"), GAMES, ids=GAME_IDS)
def test_every_variant_can_be_described_in_plain_english(name, options):
    from cardwright.words.describe import describe

    text = describe(cardwright.load(name, **options))
    game = cardwright.load(name, **options)
    assert text.startswith(f"{game.title} ({game.name})")
    for zone in game.zones:
        assert f"- {zone} (" in text
