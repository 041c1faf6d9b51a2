"""The optional native core: the same rules IR run in Rust (kernel/native, docs/native.md).

``cardwright._native`` is built by setuptools-rust when a Rust toolchain is present at install
time; without one, everything runs on the Python engine. A game runs natively when the module
is built, the engine chosen is ``auto`` or ``native``, and its rules use only terms the native
engine supports (one or two players). A plugin that changes play runs in the core as its
plain-data form (``ir()``) or, without one, as its Python hook called back by the core.
:func:`native_reason` says why not, in words.
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal

import attrs

from ..cards import SUITS, Card
from ..errors import CardwrightError, StateError
from ..plugins import AfterMove, MoveFilter, hook_results
from ..rules import VariantRules, rules_to_json
from .moves import Draw, Move, Piles

if TYPE_CHECKING:
    from .._native import NativeBatch, NativeGame, NativeState, NativeViews

_native: ModuleType | None
try:
    # By name: the extension module is not a Python file, so import-linter would read a
    # relative import of it as one of the whole package.
    _native = importlib.import_module("cardwright._native")
except ImportError:  # not built: no Rust toolchain when the package was installed
    _native = None

Engine = Literal["auto", "native", "python"]
ENGINES: tuple[Engine, ...] = ("auto", "native", "python")
ENGINE_VARIABLE = "CARDWRIGHT_ENGINE"


class NativeUnavailable(CardwrightError):
    """``engine="native"`` was asked for a game the native core cannot run (the reason says
    why: not built, or a rule it does not support yet)."""


def built() -> bool:
    """Whether the native core is built and importable."""
    return _native is not None


def build_status() -> str:
    """One line for ``cardwright --version``."""
    if built():
        return "native core built (cardwright._native, docs/native.md)"
    return "pure-Python engine (the native core is not built: no Rust toolchain at install)"


def chosen_engine(engine: str | None = None) -> Engine:
    """``engine`` if given, else ``$CARDWRIGHT_ENGINE``, else ``auto``; a clear error for any
    other value."""
    value = engine if engine is not None else os.environ.get(ENGINE_VARIABLE, "auto")
    value = value.strip().lower()
    for known in ENGINES:
        if value == known:
            return known
    where = "engine=" if engine is not None else f"${ENGINE_VARIABLE}"
    raise CardwrightError(f"{where} is {value!r}: choose auto, native or python")


@cache
def _compiled(ir_json: str, filters: str) -> NativeGame:
    assert _native is not None
    game: NativeGame = _native.NativeGame(ir_json, filters)
    return game


def native_reason(rules: VariantRules) -> str | None:
    """None when the native core can run ``rules``; else why not, for people."""
    return _unsupported(_core_input(rules)[0])


def _unsupported(ir_json: str) -> str | None:
    """:func:`native_reason` for the IR handed to the core."""
    if _native is None:
        return "the native core is not built"
    reason: str | None = _native.NativeGame.unsupported(ir_json)
    return None if reason is None else f"the native core does not support {reason} yet"


HostKind = Literal["filter", "after"]
PythonHook = tuple[HostKind, MoveFilter | AfterMove]
HostCall = Callable[..., object]


def native_game(
    rules: VariantRules, host: Callable[[PythonHook], HostCall] | None = None
) -> NativeGame:
    """``rules`` compiled by the native core (cached when no plugin hook runs in Python);
    :class:`NativeUnavailable` if it cannot. A plugin's hook without a data form is handed to
    the core as ``host`` makes it (the function the core calls: ``Game`` makes them, since
    they answer with its states and moves)."""
    ir_json, forms, hooks = _core_input(rules)  # once: each plugin's hook factory runs once
    reason = _unsupported(ir_json)
    if reason is not None:
        raise NativeUnavailable(f"{rules.title} cannot run natively: {reason}")
    if not hooks:
        return _compiled(ir_json, forms)
    if host is None:
        raise NativeUnavailable(
            f"{rules.title}: its plugins' Python hooks run in the core only for a Game"
        )
    assert _native is not None
    game: NativeGame = _native.NativeGame(
        ir_json, forms, [(kind, host((kind, hook))) for kind, hook in hooks]
    )
    return game


def _core_input(rules: VariantRules) -> tuple[str, str, list[PythonHook]]:
    """The IR handed to the native core; the plugins' move filters and after-move hooks, in
    the order the variant lists its plugins, as a JSON list of their plain-data forms
    (``ir()``; a filter and a hook that make one rule give the same form, kept once) where
    a ``{"kind": "host_filter"}`` or ``"host_after"`` stands for a hook without one; and those
    hooks, in that order, which the core calls back (slower: the same game). Plugins are
    Python: the IR names none of them."""
    forms: list[dict[str, object]] = []
    hooks: list[PythonHook] = []
    for name in rules.plugins:
        found: list[PythonHook] = [
            *(("filter", hook) for hook in hook_results("cardwright_move_filter", (name,), rules)),
            *(("after", hook) for hook in hook_results("cardwright_after_move", (name,), rules)),
        ]
        for kind, hook in found:
            form = _data_form(hook)
            if form is None:
                forms.append({"kind": f"host_{kind}", "plugin": str(name)})
                hooks.append((kind, hook))
            elif form not in forms:
                forms.append(form)
    ir_json = json.dumps(rules_to_json(attrs.evolve(rules, plugins=())), sort_keys=True)
    return ir_json, json.dumps(forms, sort_keys=True), hooks


def _data_form(hook: MoveFilter | AfterMove) -> dict[str, object] | None:
    """A filter's or after-move hook's plain-data form, or None when it has none (``ir`` is
    optional)."""
    ir = getattr(hook, "ir", None)
    form: dict[str, object] | None = ir() if callable(ir) else None
    return form


_OWNER_BIT = 64  # a card of the second player's deck, in the core's card codes
_FACE_DOWN_BIT = 128


def to_native(
    game: NativeGame, zones: tuple[Piles, ...], redeals: tuple[int, ...], turn: int = 0
) -> NativeState:
    """A Python engine's position as the native core's (cards as their key, plus 64 for the
    second player's cards, plus 128 when face down), with ``turn`` the player to move; a
    position that does not fit the game is a :class:`StateError` naming what differs."""
    try:
        codes = [[[_CODES[card] for card in pile] for pile in piles] for piles in zones]
    except KeyError:
        owners = {card.owner + 1 for piles in zones for pile in piles for card in pile}
        raise StateError(
            f"cards of player {max(owners)}: the native core holds the cards of 2 players at most"
        ) from None
    return game.state(codes, list(redeals), turn)


def from_native(
    game: NativeGame, position: NativeState, title: str
) -> tuple[tuple[Piles, ...], tuple[int, ...], int]:
    """The piles (zone by zone) and action counts of the native core's ``position``, as the
    Python engine's (:func:`to_native` back); a :class:`StateError` when it is not a position
    of ``game`` (the game's ``title``), naming what differs."""
    codes, redeals, turn = game.cards(position), game.redeals(position), game.turn(position)
    try:
        game.state(codes, redeals, turn)  # a position of another game does not fit this one
    except (ValueError, StateError) as error:
        raise StateError(f"not a position of {title}: {error}") from None
    zones = tuple(tuple(tuple(_CARDS[code] for code in pile) for pile in piles) for piles in codes)
    return zones, tuple(redeals), turn


# Each card the native core can hold, by its code (key, plus 64 for the second player's
# cards, plus 128 when face down), and each card's code.
_CARDS = {
    key | (_OWNER_BIT * owner) | (0 if up else _FACE_DOWN_BIT): Card(
        key // 4 + 1, SUITS[key % 4], up, owner
    )
    for key in range(52)
    for up in (True, False)
    for owner in (0, 1)
}
_CODES = {card: code for code, card in _CARDS.items()}

MoveTuple = tuple[int, int, tuple[int, int] | None, int, int | None]


@cache
def _names(game: NativeGame) -> tuple[list[str], list[str]]:
    """The zone and action names of a compiled game (read once: games are compiled once)."""
    return game.zone_names, game.action_names


@cache
def _draws(game: NativeGame) -> frozenset[int]:
    """The indices of a compiled game's ``draw`` actions (their moves play a buried card)."""
    return frozenset(i for i, mode in enumerate(game.action_modes) if mode == "draw")


@cache
def _indices(
    game: NativeGame,
) -> tuple[dict[tuple[str, int | None], int], dict[tuple[str, int], int]]:
    """The index of each zone instance by (name, owner), None for a shared zone, and of each
    action by (name, player), of a compiled game."""
    zones, actions = _names(game)
    owners, players = _players(game)
    return (
        {(name, owner): i for i, (name, owner) in enumerate(zip(zones, owners, strict=True))},
        {(name, p): i for i, (name, p) in enumerate(zip(actions, players, strict=True))},
    )


@cache
def _players(game: NativeGame) -> tuple[list[int | None], list[int]]:
    """Per zone instance its owner (None: shared), per action its player, of a compiled game."""
    return game.zone_owners, game.action_players


def to_move(game: NativeGame, found: MoveTuple) -> Move:
    """A native move tuple as the Python engine's :class:`Move` (a :class:`Draw` for a
    ``draw`` action's, so its text is ``merci tableau3@2>foundation1``). Its player is the
    action's, or the owner of the zone its cards leave (0 when shared: a shared zone gives
    cards only in a one-player game on the core)."""
    zone, pile, target, count, action = found
    names, actions = _names(game)
    owners, players = _players(game)
    kind = Draw if action is not None and action in _draws(game) else Move
    player = players[action] if action is not None else owners[zone] or 0
    return kind(
        player,
        (names[zone], pile),
        None if target is None else (names[target[0]], target[1]),
        count,
        None if action is None else actions[action],
    )


@cache
def moves_numbered(game: NativeGame) -> tuple[list[Move], dict[Move, int]]:
    """The moves of a compiled game the core has numbered (``move_ids``), in number order, and
    each move's number: a game has a bounded number of distinct moves, each made once."""
    return [], {}


def core_moves(game: NativeGame, position: NativeState, player: int | None = None) -> list[Move]:
    """The legal moves of the core's ``position`` (``player``'s, or every player's when None),
    as :class:`Move` objects."""
    return numbered_moves(game, game.move_ids(position, player))


def numbered_moves(game: NativeGame, numbers: list[int]) -> list[Move]:
    """The moves the core numbered ``numbers``, as :class:`Move` objects."""
    table, known = moves_numbered(game)
    try:
        return [table[n] for n in numbers]
    except IndexError:  # moves met for the first time: make them once
        for found in game.move_table(len(table)):
            move = to_move(game, found)
            known[move] = len(table)
            table.append(move)
        return [table[n] for n in numbers]


def core_piles(
    game: NativeGame, position: NativeState
) -> tuple[tuple[Piles, ...], tuple[int, ...]]:
    """The piles (zone by zone) and action counts of the core's own ``position``."""
    codes = game.cards(position)
    zones = tuple(tuple(tuple(_CARDS[code] for code in pile) for pile in piles) for piles in codes)
    return zones, tuple(game.redeals(position))


def from_move(game: NativeGame, move: Move) -> MoveTuple:
    """A move of the Python engine as the native core's tuple (:func:`to_move` back): each
    zone the player's own instance, or the shared one."""
    zones, actions = _indices(game)
    player = move.player

    def place(zone: str) -> int:
        found = zones.get((zone, player))
        return zones[zone, None] if found is None else found

    target = move.target
    return (
        place(move.source[0]),
        move.source[1],
        None if target is None else (place(target[0]), target[1]),
        move.count,
        None if move.action is None else actions[move.action, player],
    )


def batch(core: NativeGame, *arguments: Any, threads: int = 1) -> NativeBatch:
    """The core's batch of games of ``core`` for the vectorised environment
    (``cardwright.frontends.rl.CardwrightVectorEnv``, which passes ``arguments``)."""
    assert _native is not None  # a NativeGame exists only when the core is built
    made: NativeBatch = _native.NativeBatch(core, *arguments, threads=threads)
    return made


def views(core: NativeGame, *arguments: Any) -> NativeViews:
    """The core's writer of each player's observation and action mask, for the race
    environment (``cardwright.frontends.rl.CardwrightRaceEnv``, which passes ``arguments``)."""
    assert _native is not None  # a NativeGame exists only when the core is built
    made: NativeViews = _native.NativeViews(core, *arguments)
    return made


def player_indices(core: NativeGame, player: int) -> tuple[dict[str, int], dict[str, int]]:
    """The index of each zone name and action name of the core's compiled game as ``player``
    has them: its own instance of a per-player zone or action, else the shared zone."""
    zones, actions = _indices(core)
    return (
        {name: i for (name, owner), i in zones.items() if owner in (None, player)},
        {name: i for (name, p), i in actions.items() if p == player},
    )


def zone_and_action_indices(core: NativeGame) -> tuple[dict[str, int], dict[str, int]]:
    """The index of each zone name and action name of the core's compiled one-player game
    (player 0's, where a zone or action is per player)."""
    zones, actions = _indices(core)
    return (
        {name: i for (name, owner), i in zones.items() if owner in (None, 0)},
        {name: i for (name, player), i in actions.items() if player == 0},
    )
