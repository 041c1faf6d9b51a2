"""Setting up positions by hand for rule tests: write the piles that matter, let the rest of the
cards fill one pile (face down), so the position always holds exactly the game's cards."""

from collections import Counter

import pytest

import cardwright
from cardwright import Card, IllegalMove


def build(game, zones, *, filler="stock", filler_index=0, turn=1):
    """A state of ``game`` from ``zones`` (the to_dict layout; zones not named are empty and
    fixed zones get their empty piles). Every card not written goes face down onto
    ``filler``/``filler_index`` (per player, for per-player zones)."""
    owners = game.players > 1
    layout = {}
    for name, runtime in game.zones.items():
        empty = [[] for _ in range(0 if runtime.spec.growing else runtime.spec.count)]
        given = zones.get(name)
        if runtime.spec.per_player:
            layout[name] = {
                f"p{p + 1}": [list(pile) for pile in (given or {}).get(f"p{p + 1}", empty)]
                for p in range(game.players)
            }
        else:
            layout[name] = [list(pile) for pile in (given if given is not None else empty)]
    used = Counter()
    for value in layout.values():
        groups = value.values() if isinstance(value, dict) else [value]
        for piles in groups:
            for pile in piles:
                for text in pile:
                    card = Card.from_text(text)
                    used[(card.rank, card.suit, card.owner)] += 1
    per_owner = range(game.players) if game.rules.decks_per_player else (0,)
    for owner in per_owner:
        rest = []
        for suit in game.rules.suits:  # only the suits the decks hold ("suits S H")
            for rank in game.rules.ranks:  # only the ranks they hold ("ranks A 7 8 ...")
                key = (rank, suit, owner)
                missing = game.rules.decks - used[key]
                rest += [Card(rank, suit, False, owner).to_text(owners=owners)] * max(0, missing)
        target = layout[filler]
        if isinstance(target, dict):
            target[f"p{owner + 1}"][filler_index] = rest + target[f"p{owner + 1}"][filler_index]
        else:
            target[filler_index] = rest + target[filler_index]
    data = {"variant": game.name, "zones": layout}
    if owners:
        data["turn"] = turn
    return game.from_dict(data)


def owned(text, owner):
    """``"7H"`` -> ``"7H@1"`` for player 1; texts that name an owner are kept."""
    return text if "@" in text else f"{text}@{owner}"


def two_player_position(game, p1=None, p2=None, foundation=None, *, filler="stock", turn=1):
    """A full Double Solitaire position. ``p1``/``p2`` map "tableau" to {column: cards} and
    "stock" and "waste" to a list of cards; ``foundation`` maps a pile number (1-8) to its
    cards; every other card lies face down in its owner's stock."""
    zones = {}
    for zone, count in (("tableau", 7), ("stock", 1), ("waste", 1)):
        zones[zone] = {}
        for key, owner, mine in (("p1", 1, p1 or {}), ("p2", 2, p2 or {})):
            given = mine.get(zone, {})
            if isinstance(given, list):
                given = {1: given}
            zones[zone][key] = [
                [owned(text, owner) for text in given.get(i + 1, [])] for i in range(count)
            ]
    zones["foundation"] = [list((foundation or {}).get(i + 1, [])) for i in range(8)]
    return build(game, zones, filler=filler, turn=turn)


# -- small readers shared by the rule tests ---------------------------------------------------


def option_sets(name):
    """The default options of variant ``name``, then each choice of each option on its own."""
    game = cardwright.load(name, engine="python")
    yield {}
    for spec in game.option_specs.values():
        for choice in spec.choices:
            if choice != spec.default:
                yield {spec.name: choice}


# Games whose only progress lies far away (a complete suit to build with no stock, a long
# reshuffle of a bouquet): reading their outcome runs the progress search to its limit of 20 000
# positions, seconds per move on the Python engine. The tests that read the outcome after every
# move play them for fewer examples, or read it at the end only.
FAR_PROGRESS = frozenset({"mrs-mop", "simple-simon", "simon-jester", "flower-garden", "thirty"})


def game_id(name, options):
    """``klondike-draw=1``: a test id for a variant with options."""
    return f"{name}-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'default'}"


def load(name, **options):
    return cardwright.load(name, **options)


def legal(state):
    """The legal moves of ``state`` in notation."""
    return {str(move) for move in state.legal_moves()}


def zones(state):
    """The zones of ``state`` as in its JSON form."""
    return state.to_dict()["zones"]


def identities(state):
    """How many of each card (rank, suit) the position holds."""
    return Counter((card.rank, card.suit) for card in state.cards())


def assert_rejected(state, move, *words):
    """``move`` is illegal here: play() raises IllegalMove, the reason mentions each of
    ``words`` (case-insensitive), and the position is left exactly as it was."""
    before = state.to_dict()
    assert str(move) not in legal(state)
    with pytest.raises(IllegalMove) as caught:
        state.play(move)
    reason = caught.value.reason.lower()
    for word in words:
        assert word.lower() in reason, f"reason {caught.value.reason!r} does not mention {word!r}"
    assert state.to_dict() == before
    return caught.value.reason


def random_walk(state, choices):
    """The states met while playing the move picked by each number in ``choices`` (the
    property tests' walks: a number picks among the legal moves, modulo their count)."""
    yield state
    for pick in choices:
        moves = state.legal_moves()
        if not moves:
            return
        state = state.play(moves[pick % len(moves)])
        yield state
