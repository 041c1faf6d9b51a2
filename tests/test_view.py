"""A player's view (State.view, docs/state.md): face-down cards are hidden, and nothing a player
is sent depends on which card lies face down where."""

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cardwright
from cardwright import StateError
from cardwright.engine.serialize import HIDDEN

# Variants with face-down cards in the deal: a stock, a reserve, tableau columns.
HIDING = ["accordion", "chequers", "klondike", "double-solitaire", "spider", "canfield"]


def _cards(view):
    """Every card text of a view (or of a to_dict), zone by zone, pile by pile."""
    for zone in view["zones"].values():
        for piles in zone.values() if isinstance(zone, dict) else [zone]:
            for pile in piles:
                yield from pile


def test_face_down_cards_are_hidden_and_face_up_ones_shown():
    state = cardwright.load("klondike").deal(seed=3)
    full, view = state.to_dict(), state.view(0)
    assert view.pop("viewer") == 1
    assert view.keys() == full.keys()
    for shown, real in zip(_cards(view), _cards(full), strict=True):
        assert shown == (HIDDEN if real.startswith("-") else real)
    assert HIDDEN in list(_cards(view)) and not any(c.startswith("-") for c in _cards(view))


def test_cards_of_players_keep_their_owner_and_nothing_else():
    race = cardwright.load("double-solitaire").deal(seed=1)
    view = race.view(1)
    assert view["viewer"] == 2 and view["turn"] == 1
    stock = view["zones"]["stock"]
    assert stock["p1"][0] == ["??@1"] * 24 and stock["p2"][0] == ["??@2"] * 24
    assert view["zones"]["tableau"]["p2"][1] == ["??@2", "5S@2"]
    json.dumps(view)  # plain JSON


def test_every_player_sees_the_same_cards():
    race = cardwright.load("double-solitaire").deal(seed=4).play("p2 turn").play("turn")
    one, two = race.view(0), race.view(1)
    assert one.pop("viewer") == 1 and two.pop("viewer") == 2
    assert one == two
    assert one["zones"]["waste"]["p2"][0] == [
        c for c in race.to_dict()["zones"]["waste"]["p2"][0]
    ]  # the opponent's waste is face up: visible


@pytest.mark.parametrize("player", [-1, 2, "1", None, True, 1.0])
def test_a_view_needs_a_real_player(player):
    race = cardwright.load("double-solitaire").deal(seed=1)
    with pytest.raises(StateError, match="no player"):
        race.view(player)


def test_a_view_is_not_a_state():
    state = cardwright.load("accordion").deal(seed=1)
    with pytest.raises(StateError, match="viewer"):
        state.game.from_dict(state.view(0))


def _shuffle_hidden(state, rng):
    """The same position with the face-down cards of each owner dealt out again at random among
    their places: a position that no player can tell from ``state``."""
    data = state.to_dict()
    places = {}
    for zone in data["zones"].values():
        for piles in zone.values() if isinstance(zone, dict) else [zone]:
            for pile in piles:
                for k, text in enumerate(pile):
                    if text.startswith("-"):
                        places.setdefault(text.partition("@")[2], []).append((pile, k))
    for spots in places.values():
        texts = [pile[k] for pile, k in spots]
        rng.shuffle(texts)
        for (pile, k), text in zip(spots, texts, strict=True):
            pile[k] = text
    return state.game.from_dict(data)


def _probe_moves(state):
    """Move texts aimed at every pile: most are illegal, and their reasons are sent to players."""
    game = state.game
    texts = [str(a.name) for a in game.rules.actions]
    zones = {name: len(state.piles(name, 0)) for name in game.zones}
    for source, count in zones.items():
        for i in range(min(count, 8)):
            for target, size in zones.items():
                for n in (1, 2, 5):
                    texts.append(f"{source}{i + 1}:{n}>{target}{min(size, 3) or 1}")
    return texts


@given(
    name=st.sampled_from(HIDING),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 40),
    shuffle_seed=st.integers(0, 2**32),
)
def test_nothing_sent_depends_on_hidden_cards(name, seed, steps, shuffle_seed):
    """Two positions that differ only in which face-down card lies where give the same views,
    the same legal moves and the same reasons for illegal moves."""
    rng = random.Random(shuffle_seed)
    state = cardwright.load(name).deal(seed=seed)
    for _ in range(steps):
        moves = state.legal_moves()
        if not moves:
            break
        state = state.play(rng.choice(moves))
    twin = _shuffle_hidden(state, rng)
    for player in range(state.game.players):
        assert twin.view(player) == state.view(player)
        assert twin.legal_moves(player) == state.legal_moves(player)
    for text in _probe_moves(state):
        reasons = []
        for position in (state, twin):
            try:
                position.play(text)
                reasons.append("legal")
            except cardwright.IllegalMove as error:
                reasons.append(error.reason)
        assert reasons[0] == reasons[1], text
