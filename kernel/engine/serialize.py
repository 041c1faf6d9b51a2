"""States as JSON-safe dicts (docs/state.md): the documented way to save a game and to set up
any position by hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..errors import CardwrightError, StateError
from ..rules import coerce_option
from ..text import suggest
from .state import State

if TYPE_CHECKING:
    from .game import Game
    from .moves import Piles

FORMAT = 1


def state_to_dict(state: State) -> dict[str, Any]:
    return _to_dict(state, hide=False)


HIDDEN = "??"  # a face-down card in a view: no rank, no suit, no deck, nothing to tell it apart


def state_view(state: State, player: int) -> dict[str, Any]:
    """What ``player`` (0-based) may see: :func:`state_to_dict` with every face-down card written
    ``"??"`` (``"??@2"`` when cards belong to players: the back shows whose it is), and
    ``"viewer"``, the player counted from 1. Nothing in it depends on a face-down card's
    identity, so it is safe to send to that player (docs/state.md, DBL-5)."""
    game = state.game
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < game.players:
        raise StateError(
            f"there is no player {player!r} to view the state for: counted from 0, "
            f"{game.title} has {game.players}"
        )
    # Today every player sees the same (face-up cards are public, face-down ones nobody's);
    # the viewer is named so a client can tell its views apart and rules may differ later.
    return _to_dict(state, hide=True) | {"viewer": player + 1}


def _to_dict(state: State, *, hide: bool) -> dict[str, Any]:
    game = state.game
    owners = game.players > 1 and game.rules.decks_per_player
    zones: dict[str, Any] = {}
    for name, runtime in game.zones.items():
        if runtime.spec.per_player:
            zones[name] = {
                f"p{p + 1}": _piles_text(state.zones[i], owners, hide)
                for p, i in enumerate(runtime.instances)
            }
        else:
            zones[name] = _piles_text(state.zones[runtime.instances[0]], owners, hide)
    data: dict[str, Any] = {
        "format": FORMAT,
        "variant": game.name,
        "options": dict(game.options),
        "zones": zones,
    }
    if game.players > 1:
        data["turn"] = state.turn + 1
    if game._counted_actions:
        data["actions_used"] = {
            str(action.name): list(state.redeals[k * game.players : (k + 1) * game.players])
            for k, action in enumerate(game._counted_actions)
        }
    return data


def _piles_text(piles: Piles, owners: bool, hide: bool = False) -> list[list[str]]:
    if not hide:
        return [[card.to_text(owners=owners) for card in pile] for pile in piles]
    return [[_visible_text(card, owners) for card in pile] for pile in piles]


def _visible_text(card: Card, owners: bool) -> str:
    if card.face_up:
        return card.to_text(owners=owners)
    return f"{HIDDEN}@{card.owner + 1}" if owners else HIDDEN


def state_from_dict(game: Game, data: Mapping[str, Any]) -> State:
    if not isinstance(data, Mapping):
        raise StateError(f"a state is a JSON object (dict), not {type(data).__name__}")
    unknown = set(data) - {"format", "variant", "options", "zones", "actions_used", "turn"}
    if unknown:
        raise StateError(f"unknown key(s) in state: {', '.join(sorted(unknown))}")
    if data.get("format", FORMAT) != FORMAT:
        raise StateError(
            f"state format {data.get('format')!r} is not supported (this engine reads {FORMAT})"
        )
    variant = data.get("variant", game.name)
    if variant != game.name:
        raise StateError(f"this state is for variant '{variant}', not '{game.name}'")
    options = data.get("options")
    if options is not None:
        if not isinstance(options, Mapping):
            raise StateError("'options' must be an object")
        differences = []
        for name, value in options.items():
            spec = game.option_specs.get(name)
            if spec is None:
                differences.append(f"unknown option '{name}'")
                continue
            try:
                coerced = coerce_option(spec, value)
            except CardwrightError:
                differences.append(f"{name}={value!r} is not a valid value")
                continue
            if coerced != game.options[name]:
                differences.append(
                    f"{name}={coerced!r} (this game has {name}={game.options[name]!r})"
                )
        if differences:
            raise StateError("the state was made with other options: " + "; ".join(differences))
    zones_data = data.get("zones")
    if not isinstance(zones_data, Mapping):
        raise StateError("a state needs 'zones': an object from zone name to piles")
    for name in zones_data:
        if name not in game.zones:
            raise StateError(f"the state names an unknown zone '{name}'{suggest(name, game.zones)}")
    zones: list[Piles] = [() for _ in game.instances]
    decks: Counter[tuple[int, str, int]] = Counter()
    for name, runtime in game.zones.items():
        if name not in zones_data:
            raise StateError(f"zone '{name}' is missing from the state")
        value = zones_data[name]
        if runtime.spec.per_player:
            if not isinstance(value, Mapping):
                raise StateError(
                    f"zone '{name}' belongs to each player: write {{\"p1\": [...], ...}}"
                )
            for p, instance in enumerate(runtime.instances):
                key = f"p{p + 1}"
                if key not in value:
                    raise StateError(f"zone '{name}' has no piles for {key}")
                zones[instance] = _read_piles(
                    game, f"{name}.{key}", runtime.spec, value[key], decks, owner=p
                )
            extra = set(value) - {f"p{p + 1}" for p in range(game.players)}
            if extra:
                raise StateError(f"zone '{name}' names unknown players: {', '.join(sorted(extra))}")
        else:
            zones[runtime.instances[0]] = _read_piles(game, name, runtime.spec, value, decks)
    _check_conservation(game, zones)
    redeals = [0] * (len(game._counted_actions) * game.players)
    used = data.get("actions_used", {})
    if not isinstance(used, Mapping):
        raise StateError("'actions_used' must be an object")
    for name, counts in used.items():
        matches = [k for k, a in enumerate(game._counted_actions) if a.name == name]
        if not matches:
            raise StateError(f"'actions_used' names '{name}', which has no limit in this game")
        if (
            not isinstance(counts, list)
            or len(counts) != game.players
            or not all(isinstance(c, int) and c >= 0 for c in counts)
        ):
            raise StateError(f"'actions_used.{name}' must list one count (0 or more) per player")
        for p, count in enumerate(counts):
            redeals[matches[0] * game.players + p] = count
    turn = data.get("turn", 1)
    if not isinstance(turn, int) or not 1 <= turn <= game.players:
        raise StateError(f"'turn' must be a player number from 1 to {game.players}, not {turn!r}")
    return State(game, tuple(zones), tuple(redeals), turn - 1)


def _read_piles(
    game: Game,
    where: str,
    spec: Any,
    value: Any,
    decks: Counter[tuple[int, str, int]],
    owner: int | None = None,
) -> Piles:
    if not isinstance(value, list) or not all(isinstance(p, list) for p in value):
        raise StateError(f"zone '{where}' must be a list of piles, each a list of cards")
    if not spec.growing and len(value) != spec.count:
        raise StateError(f"zone '{where}' has {spec.count} piles, the state gives {len(value)}")
    piles = []
    for i, pile in enumerate(value):
        cards = []
        for k, text in enumerate(pile):
            if not isinstance(text, str):
                raise StateError(f"{where}[{i}][{k}]: a card is a text like 'AS', not {text!r}")
            try:
                card = Card.from_text(text)
            except StateError as error:
                raise StateError(f"{where}[{i}][{k}]: {error}") from None
            if card.owner >= game.players:
                raise StateError(f"{where}[{i}][{k}]: there is no player {card.owner + 1}")
            if owner is not None and game.rules.decks_per_player and card.owner != owner:
                raise StateError(
                    f"{where}[{i}][{k}]: {text} belongs to player {card.owner + 1}, and a "
                    "player's own piles hold only their own cards"
                )
            if owner is not None and game.rules.decks_per_player and card.owner != owner:
                raise StateError(
                    f"{where}[{i}][{k}]: {text} belongs to player {card.owner + 1}, and a "
                    f"player's own piles hold only their own cards"
                )
            identity = (card.rank, card.suit, card.owner)
            card = Card(card.rank, card.suit, card.face_up, card.owner, decks[identity])
            decks[identity] += 1
            cards.append(card)
        piles.append(tuple(cards))
    return tuple(piles)


def _check_conservation(game: Game, zones: list[Piles]) -> None:
    have = Counter((c.rank, c.suit, c.owner) for piles in zones for p in piles for c in p)
    owners = range(game.players) if game.rules.decks_per_player else (0,)
    want: Counter[tuple[int, int | str, int]] = Counter()
    for owner in owners:
        for suit in game.rules.suits:
            for rank in game.rules.ranks:
                want[(rank, suit, owner)] += game.rules.decks
    if have != want:
        missing = want - have  # type: ignore[operator]
        extra = have - want  # type: ignore[operator]
        parts = []
        if missing:
            parts.append("missing " + ", ".join(_card_names(missing, game)))
        if extra:
            parts.append("too many " + ", ".join(_card_names(extra, game)))
        raise StateError("the state does not hold exactly the game's cards: " + "; ".join(parts))


def _card_names(counter: Counter[Any], game: Game) -> list[str]:
    names = []
    for (rank, suit, owner), n in sorted(
        counter.items(), key=lambda kv: (kv[0][2], str(kv[0][1]), kv[0][0])
    ):
        text = Card(rank, suit, True, owner).to_text(owners=game.players > 1)
        names.append(text if n == 1 else f"{text} x{n}")
    return names[:12] + (["..."] if len(names) > 12 else [])
