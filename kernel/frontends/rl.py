"""Reinforcement-learning environments (docs/rl.md): a Gymnasium environment for every
one-player variant, its vectorised form run by the native core (``gymnasium.make_vec``), and a
PettingZoo parallel environment for the races (Double Solitaire).

Needs the ``rl`` extra (``pip install 'cardwright[rl]'``: gymnasium, pettingzoo, numpy); importing
``cardwright`` alone never imports them. Importing this module registers one Gymnasium id per
shipped one-player variant, ``cardwright/Klondike-v0`` and so on (:func:`register`).

On the native core the Gymnasium environments are run by the core's batch of games, which
plays, scores and writes observations and masks (``_CoreGames``); the race plays on a live
``Table`` and the core writes each player's observation and mask (``_CoreViews``). On the
Python engine they play through the public API (``load``, ``deal``, ``legal_moves``, ``play``,
``outcome``, ``scores``, ``Table``) and encode with the layouts below, the reference the core's
writers are tested against; what stays fixed is worked out once from the compiled zones
(``game.zones``):

- the **actions**: every move shape the rules could ever produce (source pile, target pile, and
  the number of cards where a zone gives a choice), then the stock actions by name, and in the
  race a last ``wait``. An id means the same move for a variant and its options in every
  position; ``action_mask`` marks the ids legal now, exactly ``state.legal_moves()``.
- the **observation**: per zone, an array (piles x cards, bottom card first) of card codes,
  face-down cards as one "unknown" code, padded with 0.
- the **reward**: the change of the variant's score (signed so that better is positive), plus
  ``win_reward`` when the game is won.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Literal, NamedTuple, SupportsFloat

import attrs

try:
    import gymnasium
    import numpy as np
    from gymnasium import spaces
    from gymnasium.envs.registration import registry
    from gymnasium.utils import seeding
    from numpy.typing import NDArray
    from pettingzoo import ParallelEnv
except ModuleNotFoundError as missing:  # pragma: no cover - exercised without the extra
    raise ModuleNotFoundError(
        f"cardwright's reinforcement-learning environments need the 'rl' extra "
        f"({missing.name} is not installed): pip install 'cardwright[rl]'",
        name=missing.name,
    ) from missing

from ..engine.game import Game
from ..engine.loading import load
from ..engine.moves import Move
from ..engine.native import (
    NativeUnavailable,
    numbered_moves,
    player_indices,
    zone_and_action_indices,
)
from ..engine.native import batch as native_batch
from ..engine.native import views as native_views
from ..engine.state import State, core_state
from ..engine.table import Table
from ..errors import CardwrightError, IllegalMove
from ..language.registry import definition, rules_for, variants
from ..rules import rank_step_of

__all__ = [
    "NAMESPACE",
    "ActionLayout",
    "CardwrightEnv",
    "CardwrightRaceEnv",
    "CardwrightVectorEnv",
    "ObservationLayout",
    "env_id",
    "parallel_env",
    "register",
]

NAMESPACE = "cardwright"
WAIT = "wait"

Observation = dict[str, NDArray[np.int16]]
MoveKey = tuple[Any, ...]  # (source zone, pile, target zone, pile, count) or ("action", name)


# ---------------------------------------------------------------------------------------------
# The fixed tables


def _max_piles(game: Game) -> dict[str, int]:
    """The most piles each zone can ever hold: its count, or for a growing zone (piles made by
    dealing, like Accordion's row) one per card, plus its own count when gaps stay open."""
    total = game.rules.total_cards
    bounds = {}
    for name, zone in game.zones.items():
        spec = zone.spec
        if spec.growing:
            bounds[name] = max(spec.count, total + (0 if spec.closes_gaps else spec.count))
        else:
            bounds[name] = spec.count
    return bounds


def _run_bound(game: Game, name: str) -> int:
    """The most cards one move from ``name`` can take (runs, face-up groups): a run whose ranks
    strictly rise or fall, without wrapping, holds at most one card per rank; else any pile."""
    spec = game.zones[name].spec
    if spec.gives.unit == "runs":
        step = rank_step_of(spec.gives.run_rule)
        if (
            step is not None
            and not step.wrap
            and step.steps
            and (all(s > 0 for s in step.steps) or all(s < 0 for s in step.steps))
        ):
            return len(game.rules.ranks)
    return game.rules.total_cards


def _counts(game: Game, source: str, target: str) -> list[int]:
    """The count slots of moves from ``source`` to ``target``: the number of cards moved, or 0
    for "the whole pile" (zones that give whole piles, whatever their size)."""
    zone, into = game.zones[source], game.zones[target].spec
    unit = zone.unit
    single = into.one_card_at_a_time
    if unit == "top":
        return [1]
    if unit == "pile":
        return [0]
    if unit == "top_or_pile":
        return [1] if single else [1, 0]
    if unit == "count":
        count = zone.spec.gives.count
        return [] if single and count > 1 else [count]
    most = 1 if single else _run_bound(game, source)
    if into.capacity:
        most = min(most, into.capacity)
    return list(range(1, most + 1))


class ActionLayout:
    """The fixed discrete actions of a game: ``names[i]`` says what action ``i`` does, in move
    notation (docs/notation.md) with pile numbers from 1. In order: for each zone that gives cards
    (in the variant's order), each of its piles, each zone it gives to, each pile there (only
    those its offsets reach, in a row that moves by offsets), each count (``tableau3:2>tableau5``;
    ``:all`` is "the whole pile", for zones that move whole piles); then each stock action by
    name; then, with ``wait``, the race's do-nothing action."""

    def __init__(self, game: Game, *, wait: bool = False) -> None:
        self.game = game
        piles = _max_piles(game)
        keys: list[MoveKey] = []
        names: list[str] = []
        for name, zone in game.zones.items():
            if zone.unit == "nothing" or not zone.targets:
                continue
            whole = zone.unit == "pile"
            for i in range(piles[name]):
                for target in zone.targets:
                    if target.name == name and zone.offsets:
                        places = [i + d for d in zone.offsets if d and 0 <= i + d < piles[name]]
                    else:
                        places = [
                            j for j in range(piles[target.name]) if target.name != name or j != i
                        ]
                    counts = _counts(game, name, target.name)
                    for j in places:
                        for count in counts:
                            keys.append((name, i, target.name, j, count))
                            if whole or count == 1:
                                amount = ""
                            else:
                                amount = ":all" if count == 0 else f":{count}"
                            names.append(f"{name}{i + 1}{amount}>{target.name}{j + 1}")
        # Card moves of the zones' own moves, where the zone's gives line does not list them:
        # a lone card exchanged (Royal Parade), a card sent to the pile of its rank (Clock).
        listed = set(keys)
        for name, zone in game.zones.items():
            partners = [str(other) for other in zone.spec.exchanges_with]
            if zone.spec.under_by_rank:
                partners.append(name)
            for other in partners:
                for i in range(piles[name]):
                    for j in range(piles[other]):
                        key = (name, i, other, j, 1)
                        if key not in listed and (name, i) != (other, j):
                            listed.add(key)
                            keys.append(key)
                            names.append(f"{name}{i + 1}>{other}{j + 1}")
        for action in game.rules.actions:
            if action.mode == "draw":  # a buried card played: each card place and target
                self._draw_keys(game, str(action.name), piles, keys, names)
                continue
            keys.append(("action", str(action.name)))
            names.append(str(action.name))
        self.wait: int | None = None
        if wait:
            self.wait = len(keys)
            keys.append((WAIT,))
            names.append(WAIT)
        self.names: tuple[str, ...] = tuple(names)
        self._keys = tuple(keys)
        self._ids = {key: k for k, key in enumerate(keys)}
        self._units = {name: zone.unit for name, zone in game.zones.items()}
        self._draws = {str(a.name) for a in game.rules.actions if a.mode == "draw"}

    @staticmethod
    def _draw_keys(
        game: Game, name: str, piles: dict[str, int], keys: list[MoveKey], names: list[str]
    ) -> None:
        """A ``draw`` action (``merci tableau3@2>foundation1``): for each pile of its zone, each
        place under the top card (down to the bottom of a pile holding every card), each pile
        of each zone a top card of it could go to."""
        action = next(a for a in game.rules.actions if a.name == name)
        zone = game.zones[action.source]
        deepest = game.rules.total_cards
        for i in range(piles[zone.name]):
            for depth in range(2, deepest + 1):
                for target in zone.targets:
                    for j in range(piles[target.name]):
                        if target.name == zone.name and j == i:
                            continue
                        keys.append(("draw", name, i, depth, target.name, j))
                        names.append(f"{name} {zone.name}{i + 1}@{depth}>{target.name}{j + 1}")

    def __len__(self) -> int:
        return len(self._keys)

    def key(self, move: Move) -> MoveKey:
        """The shape of ``move`` that its action id stands for."""
        if move.action is not None and move.action in self._draws:
            assert move.target is not None
            return ("draw", move.action, move.source[1], move.count, *move.target)
        if move.action is not None:
            return ("action", move.action)
        assert move.target is not None
        unit = self._units[move.source[0]]
        whole = unit == "pile" or (unit == "top_or_pile" and move.count > 1)
        return (*move.source, *move.target, 0 if whole else move.count)

    def id_of(self, move: Move) -> int:
        """The action id of ``move`` (a legal move of the game)."""
        try:
            return self._ids[self.key(move)]
        except KeyError:
            raise ValueError(
                f"move {move} of {self.game.title} has no action id: the action table has no "
                "room for it (a bug in cardwright.frontends.rl: please report it)"
            ) from None

    def legal(self, state: State, player: int = 0) -> dict[int, Move]:
        """The legal moves of ``player`` by action id (with ``wait`` when this layout has it)."""
        moves = state.legal_moves(player)
        found = {self.id_of(move): move for move in moves}
        if len(found) != len(moves):  # two legal moves of one shape: the mask would lie
            raise ValueError(
                f"two legal moves of {self.game.title} share an action id (a bug in "
                "cardwright.frontends.rl: please report it)"
            )
        if self.wait is not None:
            found[self.wait] = Move(player, (WAIT, 0), None, 1, WAIT)
        return found

    def mask(self, legal: Iterable[int]) -> NDArray[np.int8]:
        mask = np.zeros(len(self), dtype=np.int8)
        mask[list(legal)] = 1
        return mask


class ObservationLayout:
    """The observation of a game seen by one player: a dict of arrays (docs/rl.md).

    ``encode(state, viewer)[name]`` is an ``int16`` array of shape (most piles, most cards): row ``i`` is pile
    ``i + 1``, bottom card first, padded with 0. A face-up card is ``1 + (rank - 1) * 4 +
    suit`` (suits in the order S H D C), plus 52 per owner counted from the viewer (in games
    where each player has a deck: 1-52 the viewer's cards, 53-104 the next player's); a
    face-down card is ``unknown`` (53 in a one-deck game; one value per owner after the face-up
    codes with several owners). Per-player zones appear as ``name`` (the viewer's) and
    ``opponent_name`` (``opponentN_name`` with more than two players). ``actions_used`` counts
    the uses of limited actions (redeals), when the variant has some."""

    def __init__(self, game: Game) -> None:
        self.game = game
        rules = game.rules
        self.owners = rules.players if rules.decks_per_player else 1
        self.unknown = 52 * self.owners + 1  # + the owner, counted from the viewer
        self.high = 52 * self.owners + self.owners
        piles = _max_piles(game)
        self.depth = rules.total_cards
        self.shapes: dict[str, tuple[int, int]] = {
            name: (piles[name], self.depth) for name in game.zones
        }
        self.limited = [a for a in rules.actions if a.passes is not None]

    def keys(self, viewer: int) -> list[tuple[str, str, int]]:
        """(key, zone, player) for each array, in order."""
        game = self.game
        players = game.players
        found = []
        for name in game.zones:
            found.append((name, name, viewer))
        for k in range(1, players):
            prefix = "opponent_" if players == 2 else f"opponent{k}_"
            for name, zone in game.zones.items():
                if zone.spec.per_player:
                    found.append((prefix + name, name, (viewer + k) % players))
        return found

    def space(self, viewer: int = 0) -> spaces.Dict:
        entries: dict[str, spaces.Space[Any]] = {
            key: spaces.Box(0, self.high, self.shapes[zone], dtype=np.int16)
            for key, zone, _ in self.keys(viewer)
        }
        if self.limited:
            most = max(a.passes or 1 for a in self.limited)
            for prefix in self._action_prefixes():
                entries[prefix + "actions_used"] = spaces.Box(
                    0, most, (len(self.limited),), dtype=np.int16
                )
        return spaces.Dict(entries)

    def _action_prefixes(self) -> list[str]:
        players = self.game.players
        return ["", *("opponent_" if players == 2 else f"opponent{k}_" for k in range(1, players))]

    def encode(self, state: State, viewer: int = 0) -> Observation:
        owners, unknown = self.owners, self.unknown
        result: Observation = {}
        for key, zone, player in self.keys(viewer):
            rows, depth = self.shapes[zone]
            array = np.zeros((rows, depth), dtype=np.int16)
            piles = state.piles(zone, player)
            if len(piles) > rows:
                raise ValueError(f"{zone} holds {len(piles)} piles, more than {rows}")
            for i, pile in enumerate(piles):
                if not pile:
                    continue
                array[i, : len(pile)] = [
                    (card.key + 1 + 52 * ((card.owner - viewer) % owners))
                    if card.face_up
                    else unknown + (card.owner - viewer) % owners
                    for card in pile
                ]
            result[key] = array
        if self.limited:
            players = self.game.players
            counted = [a for a in self.game.rules.actions if a.passes is not None]
            for k, prefix in enumerate(self._action_prefixes()):
                player = (viewer + k) % players
                result[prefix + "actions_used"] = np.array(
                    [state.redeals[counted.index(a) * players + player] for a in self.limited],
                    dtype=np.int16,
                )
        return result


def _score(state: State, player: int) -> int:
    """The variant's score of ``player``, signed so that higher is better."""
    score = state.scores().get(player, 0)
    spec = state.game.rules.score
    return score if spec is None or spec.higher_wins else -score


# A reset skips at most this many deals that are over at once (a few in a thousand are, in
# Klondike); more in a row means the rules never start a game.
MOST_DEALS_SKIPPED = 1000


def _start(
    game: Game, seed: int | None, options: Mapping[str, Any] | None, rng: np.random.Generator
) -> tuple[State, int | None, list[int]]:
    """The first position of an episode, the seed it was dealt from, and the seeds skipped:
    ``options["state"]`` (a :class:`State` or its ``to_dict()``) when given, else the deal of
    ``seed``, else of a seed drawn from ``rng``. A deal that is over at once (won, lost or stuck
    before a move) is never handed out: the next seed is dealt instead, so a training loop never
    gets a terminal reset (Gymnasium has none); a given position that is over is an error."""
    given = (options or {}).get("state")
    if given is not None:
        data = given.to_dict() if isinstance(given, State) else given
        state = game.from_dict(data)
        if state.outcome is not None:
            raise ValueError(f"the given position is already over ({state.outcome.reason})")
        return state, None, []
    deal_seed = seed if seed is not None else int(rng.integers(0, 2**31))
    skipped: list[int] = []
    state = game.deal(seed=deal_seed)
    while state.outcome is not None:
        skipped.append(deal_seed)
        if len(skipped) >= MOST_DEALS_SKIPPED:
            raise RuntimeError(
                f"{game.title}: the {len(skipped)} deals from seed {skipped[0]} are all over "
                "before the first move"
            )
        deal_seed = (deal_seed + 1) % 2**64
        state = game.deal(seed=deal_seed)
    return state, deal_seed, skipped


def _text(state: State, viewer: int) -> str:
    """The position as ``state.view`` shows it, one zone a line (render mode "ansi")."""
    lines = []
    for name, value in state.view(viewer)["zones"].items():
        owned = value.items() if isinstance(value, dict) else [("", value)]
        for owner, piles in owned:
            label = f"{owner} {name}" if owner else name
            shown = " | ".join(" ".join(pile) or "--" for pile in piles)
            lines.append(f"{label}: {shown}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# One player: Gymnasium


class CardwrightEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """A one-player variant as a Gymnasium environment (docs/rl.md).

    ``variant`` is a name, alias or path (as for :func:`cardwright.load`); other keyword
    arguments are the variant's options (``draw=1``). ``reset(seed=N)`` deals
    ``game.deal(seed=N)``; ``reset()`` without a seed deals a seed drawn from the environment's
    generator (``info["seed"]`` tells which); ``reset(options={"state": s})`` starts from a
    given position (a :class:`State` or its ``to_dict()``). The episode terminates when the game
    has an outcome (``state.outcome``) and is truncated after ``max_steps`` steps.

    Each step's reward is the change of the variant's score for the player (higher is better;
    for a game scored by what is left, like Golf, fewer cards left gives a positive reward),
    plus ``win_reward`` on a win and ``loss_reward`` when the game ends otherwise.

    ``stuck_search=False`` skips the engine's test for a game that can still move but never
    progress (a search of up to 20,000 positions, slow in games like Spider): the episode then
    terminates only on a win or when no move is left, and a game going round in circles runs
    until ``max_steps``.

    An action that is not legal now (``info["action_mask"][action] == 0``) leaves the game as it
    was and gives ``illegal_reward`` with ``info["illegal"] = True``; with
    ``illegal="raise"`` it raises :class:`cardwright.IllegalMove` instead. An id outside the
    action space is always a ``ValueError``.
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012 - Gymnasium's convention

    def __init__(
        self,
        variant: str = "klondike",
        *,
        max_steps: int = 1000,
        win_reward: float = 10.0,
        loss_reward: float = 0.0,
        illegal_reward: float = -1.0,
        illegal: Literal["penalize", "raise"] = "penalize",
        stuck_search: bool = True,
        render_mode: str | None = None,
        engine: str | None = None,
        **options: Any,
    ) -> None:
        game = load(variant, engine=engine, **options)
        if not stuck_search:
            # The same rules without progress measures: the outcome is then the win or "no move
            # is left", never the search for a position that improves them (docs/state.md).
            game = Game(attrs.evolve(game.rules, progress=()), engine=engine)
        if game.players != 1:
            raise ValueError(
                f"{game.title} is played by {game.players} players: use "
                "cardwright.frontends.rl.parallel_env (PettingZoo) for it"
            )
        if illegal not in ("penalize", "raise"):
            raise ValueError(f"illegal= is 'penalize' or 'raise', not {illegal!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        self.game = game
        self.max_steps = max_steps
        self.win_reward = win_reward
        self.loss_reward = loss_reward
        self.illegal_reward = illegal_reward
        self.illegal = illegal
        self.render_mode = render_mode
        self.actions = ActionLayout(game)
        self.observations = ObservationLayout(game)
        self.action_space = spaces.Discrete(len(self.actions))
        self.observation_space = self.observations.space()
        self._state: State | None = None
        self._legal: dict[int, Move] = {}
        self._steps = 0
        self._seed: int | None = None
        self._skipped: list[int] = []
        # On the native core, the core plays and writes observations, masks and rewards (the
        # vectorised environment's machinery with one game); else the Python engine does.
        self._core: _CoreGames | None = None
        if game.native is not None:
            self._core = _CoreGames(
                game,
                self.actions,
                self.observations,
                1,
                rewards=(min(max_steps, 2**32 - 1), win_reward, loss_reward, illegal_reward),
                stuck_search=stuck_search,
                autoreset=False,
            )
            self._notation: dict[int, str] = {}  # each move's notation, by its number
            self._raises = illegal == "raise"
            # Game 0's rows, viewed once: a step copies them (indexing each again cost more
            # than the copy).
            self._rows = [(key, view[0]) for key, view in self._core.views.items()]
            # The core's step and game 0's outputs, looked up once.
            self._step_one = self._core.batch.step_one
            self._first = self._core.first
            # The mask row read as int8 (its values are 0 and 1): a plain copy of it is the
            # info's mask, cheaper than converting it at every step.
            self._mask_row = self._core.mask[0].view(np.int8)
            # The same row as booleans (the core writes only 0 and 1), for `action_masks`.
            self._flags_row = self._core.mask[0].view(np.bool_)
            # Game 0's legal ids and their count as memoryviews: a slice's `tolist()` is the
            # list `legal_actions` returns, without numpy.
            self._legal_row = self._core.legal[0].data
            self._count = self._core.count.data
        self._size = len(self.actions)
        self._started = self._dealt = False

    @property
    def state(self) -> State:
        """The position now (reset first)."""
        if not self._started:
            raise RuntimeError("call reset() first")
        if self._state is None:  # the core's position, made into a State when asked for
            assert self._core is not None
            self._state = core_state(self.game, self._core.batch.position(0))
        return self._state

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions now, as booleans (what sb3-contrib's MaskablePPO asks for)."""
        if self._core is not None:
            flags: NDArray[np.bool_] = self._flags_row.copy()
            return flags
        return self.actions.mask(self._legal).astype(bool)

    def legal_actions(self) -> list[int]:
        """The ids of the legal actions now, in the order of the legal moves: the actions
        whose ``info["action_mask"]`` is 1, as a list (OpenSpiel's ``state.legal_actions()``).
        ``random.choice(env.legal_actions())`` picks a random legal action for a fraction of
        what finding the ones of the mask costs."""
        if self._core is not None:
            ids: list[int] = self._legal_row[: self._count[0]].tolist()
            return ids
        return list(self._legal)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        self._steps = 0
        self._started = True
        core = self._core
        if core is None:
            self._state, self._seed, self._skipped = _start(
                self.game, seed, options, self.np_random
            )
            self._legal = self.actions.legal(self._state)
            return self._observe(), self._info()
        if (options or {}).get("state") is not None:
            given, _, _ = _start(self.game, seed, options, self.np_random)
            if not self._dealt:  # the core's game exists once dealt: deal, then move it
                core.batch.reset([0])
            core.batch.start_at(0, given.core_position(core.core))
            self._state, self._seed, self._skipped = given, None, []
        else:
            dealt = seed if seed is not None else int(self.np_random.integers(0, 2**31))
            if not 0 <= dealt < 2**64:
                raise ValueError(f"seed is a whole number from 0 to 2**64 - 1, not {seed!r}")
            try:
                core.batch.reset([dealt])
                self._dealt = True
            except CardwrightError as error:  # every deal over at once: as _start says it
                raise RuntimeError(f"{self.game.title}: {error}") from None
            seeds, skipped = core.episodes()
            self._state, self._seed = None, int(seeds[0])
            self._skipped = [(dealt + k) % 2**64 for k in range(int(skipped[0]))]
        return self._observe(), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        core = self._core
        if core is not None:
            # The native core's step, inline (each call and lookup saved is a share of a
            # step: docs/rl.md, "Speed"): one call to the core plays, scores and writes.
            if not self._started:
                raise RuntimeError("call reset() first")
            first = self._first
            if first.end[0]:
                raise RuntimeError("the game is over: call reset()")
            index = int(action)
            if not 0 <= index < self._size:
                raise ValueError(f"action {action!r} is not in Discrete({self._size})")
            if self._raises and not first.mask[index]:
                name = self.actions.names[index]
                raise IllegalMove(f"action {index} ({name}) is not legal now")
            played, reward, terminated, truncated, illegal, end = self._step_one(index)
            if played is None:
                name = self.actions.names[index]
            else:
                self._state = None  # a new position: made from the core's when asked for
                name = self._notation.get(played) or self._notation.setdefault(
                    played, str(numbered_moves(core.core, [played])[0])
                )
            info = {
                "action_mask": self._mask_row.copy(),
                "seed": self._seed,
                "skipped_seeds": list(self._skipped),
                "outcome": ENDS[end],
                "illegal": illegal,
                "move": name,
            }
            observation = {key: row.copy() for key, row in self._rows}
            return observation, reward, terminated, truncated, info
        state = self.state
        if state.outcome is not None:
            raise RuntimeError("the game is over: call reset()")
        index = int(action)
        if not 0 <= index < len(self.actions):
            raise ValueError(f"action {action!r} is not in Discrete({len(self.actions)})")
        self._steps += 1
        truncated = self._steps >= self.max_steps
        move = self._legal.get(index)
        if move is None:
            name = self.actions.names[index]
            if self.illegal == "raise":
                raise IllegalMove(f"action {index} ({name}) is not legal now")
            info = self._info() | {"illegal": True, "move": name}
            return self._observe(), self.illegal_reward, False, truncated, info
        after = state.play(move)
        reward = float(_score(after, 0) - _score(state, 0))
        outcome = after.outcome
        if outcome is not None:
            reward += self.win_reward if outcome.result == "won" else self.loss_reward
        self._state = after
        self._legal = self.actions.legal(after)
        info = self._info() | {"illegal": False, "move": str(move)}
        return self._observe(), reward, outcome is not None, truncated, info

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return _text(self.state, 0)

    def _observe(self) -> Observation:
        if self._core is not None:
            return {key: row.copy() for key, row in self._rows}
        return self.observations.encode(self.state)

    def _info(self) -> dict[str, Any]:
        if self._core is not None:
            mask = self._mask_row.copy()
            result = ENDS[self._core.first.end[0]]
        else:
            mask = self.actions.mask(self._legal)
            outcome = self.state.outcome
            result = None if outcome is None else outcome.result
        return {
            "action_mask": mask,
            "seed": self._seed,
            "skipped_seeds": list(self._skipped),
            "outcome": result,
        }


# ---------------------------------------------------------------------------------------------
# One player, many games at once: the core's batch


class _CoreGames:
    """Games of one variant run by the native core's batch (``NativeBatch``), with the numpy
    arrays it writes: the machinery under both the single and the vectorised environment, so
    observations, masks and rewards are made one way (crate::vector)."""

    def __init__(
        self,
        game: Game,
        actions: ActionLayout,
        observations: ObservationLayout,
        games: int,
        *,
        rewards: tuple[int, float, float, float],
        stuck_search: bool,
        autoreset: bool,
        threads: int = 1,
    ) -> None:
        core = game.native
        assert core is not None
        self.core = core
        zones, named_actions = zone_and_action_indices(core)
        blocks, offset = [], 0
        views: dict[str, tuple[int, tuple[int, ...]]] = {}
        for key, zone, _ in observations.keys(0):
            rows, depth = observations.shapes[zone]
            blocks.append((zones[zone], offset, rows, depth))
            views[key] = (offset, (rows, depth))
            offset += rows * depth
        counted = [a for a in game.rules.actions if a.passes is not None]
        limited = [counted.index(a) for a in observations.limited]
        if limited:
            views["actions_used"] = (offset, (len(limited),))
        width = offset + len(limited)
        size = len(actions)
        self.observation = np.zeros((games, width), dtype=np.int16)
        self.mask = np.zeros((games, size), dtype=np.uint8)
        self.legal = np.zeros((games, size), dtype=np.int32)
        self.count = np.zeros(games, dtype=np.int32)
        self.end = np.zeros(games, dtype=np.uint8)  # 0 going on, 1 won, 2 lost, 3 stuck
        self.reward = np.zeros(games, dtype=np.float64)
        self.terminated = np.zeros(games, dtype=np.uint8)
        self.truncated = np.zeros(games, dtype=np.uint8)
        self.illegal = np.zeros(games, dtype=np.uint8)
        self.views = {
            key: self.observation[:, start : start + int(np.prod(shape))].reshape(games, *shape)
            for key, (start, shape) in views.items()
        }
        # Game 0's values as Python numbers, read cheaply by the single environment.
        self.first = _First(
            self.mask.data.cast("B"),
            self.end.data,
            self.reward.data,
            self.terminated.data,
            self.truncated.data,
        )
        by_name = {str(a.name): a for a in game.rules.actions}
        higher = game.rules.score is None or game.rules.score.higher_wins
        self.batch = native_batch(
            core,
            games,
            [_shape(key, zones, named_actions, game) for key in actions._keys],
            [_whole(game.zones[name].unit) for name in zones],
            [by_name[name].mode == "draw" for name in named_actions],
            blocks,
            limited,
            width,
            (*rewards, stuck_search, higher, autoreset),
            [
                self.observation,
                self.mask,
                self.legal,
                self.count,
                self.end,
                self.reward,
                self.terminated,
                self.truncated,
                self.illegal,
            ],
            threads=threads,
        )

    def episodes(self) -> tuple[NDArray[np.uint64], NDArray[np.int64]]:
        """The seed each game's episode was dealt from, and the deals it skipped first."""
        games = len(self.reward)
        seeds = np.empty(games, dtype=np.uint64)
        skipped = np.empty(games, dtype=np.int64)
        self.batch.episodes(seeds, skipped)
        return seeds, skipped


ENDS = (None, "won", "lost", "stuck")  # the core's end codes, as Outcome.result
_END_WORDS = np.array(["", "won", "lost", "stuck"])  # the same, for the vectorised env's infos


class _First(NamedTuple):
    """Game 0's outputs as memoryviews: indexing one gives a Python number, for a fraction of
    what indexing a numpy array costs (the single environment reads them every step)."""

    mask: memoryview
    end: memoryview
    reward: memoryview
    terminated: memoryview
    truncated: memoryview


# Gymnasium >= 1.1 names its autoreset modes; 1.0 has none (its vector envs reset at the next
# step), so the same words stand in for them there.
_NEXT_STEP: Any = getattr(getattr(gymnasium.vector, "AutoresetMode", None), "NEXT_STEP", "NextStep")
_SAME_STEP: Any = getattr(getattr(gymnasium.vector, "AutoresetMode", None), "SAME_STEP", "SameStep")


def _value(mode: Any) -> str:
    return str(getattr(mode, "value", mode))


class CardwrightVectorEnv(gymnasium.vector.VectorEnv[dict[str, Any], NDArray[np.int64], Any]):
    """``num_envs`` games of a one-player variant stepped together by the native core, in one
    call a step, without the GIL (docs/rl.md, "The vectorised environment"). What
    ``gymnasium.make_vec("cardwright/Klondike-v0", num_envs=N)`` returns.

    Each game is a :class:`CardwrightEnv` with the same arguments: the same action ids,
    observations, rewards and ends for the same seeds and actions. Observations are a dict of
    ``int16`` arrays with a leading axis of games; ``infos["action_mask"]`` holds the masks
    (also :meth:`action_masks`), ``infos["seed"]`` the seed each game's episode was dealt from,
    ``infos["outcome"]`` how each game stands (``""`` going on, else ``"won"``, ``"lost"`` or
    ``"stuck"``) and ``infos["illegal"]`` which actions were not legal (they change nothing
    and give ``illegal_reward``).

    Autoreset is Gymnasium's "next step" mode by default: after a step that ends a game's
    episode (terminated or truncated), that game's next step ignores its action and deals the
    next episode, returning its first observation with reward 0. With
    ``autoreset_mode="same_step"`` the step that ends an episode deals the next one at once: it
    returns the new episode's first observation and mask, with the ended episode's reward and
    flags, and its last observation in ``infos["final_obs"]`` (``infos["final_info"]`` its
    ``outcome`` and ``seed``; ``infos["_final_obs"]`` marks the games). Game ``i`` deals its episodes from
    seeds ``s + i``, ``s + i + N``, ``s + i + 2N``, ... (``s`` the seed given to ``reset``, else
    drawn from the environment's generator); a deal that is over at once is skipped to the next
    seed of its stream, so no episode starts over.

    ``threads`` > 1 splits the games among that many threads of the core. ``copy=False``
    returns the core's own arrays, overwritten by the next step (faster; copy what you keep).
    """

    metadata = {"autoreset_mode": _NEXT_STEP}  # noqa: RUF012

    def __init__(
        self,
        variant: str = "klondike",
        num_envs: int = 8,
        *,
        max_steps: int = 1000,
        win_reward: float = 10.0,
        loss_reward: float = 0.0,
        illegal_reward: float = -1.0,
        stuck_search: bool = True,
        threads: int = 1,
        copy: bool = True,
        autoreset_mode: Any = "next_step",
        engine: str | None = None,
        **options: Any,
    ) -> None:
        # Gymnasium's enum, its values ("SameStep") or their snake_case ("same_step").
        modes = {_value(mode).lower(): mode for mode in (_NEXT_STEP, _SAME_STEP)}
        given = _value(autoreset_mode)
        mode = modes.get(given.replace("_", "").lower())
        if mode is None:
            raise ValueError(
                f"autoreset_mode is 'next_step' or 'same_step', not {autoreset_mode!r}"
            )
        game = load(variant, engine=engine, **options)
        if game.players != 1:
            raise ValueError(f"{game.title} is played by {game.players} players: one is needed")
        if type(num_envs) is not int or num_envs < 1:
            raise ValueError(f"num_envs is a whole number of games, at least 1, not {num_envs!r}")
        if game.native is None:
            raise NativeUnavailable(
                f"the vectorised environment runs on the native core: {game.native_reason}"
            )
        self.game = game
        self.num_envs = num_envs
        self.copy = copy
        self.metadata = {**self.metadata, "autoreset_mode": mode}
        self.actions = ActionLayout(game)
        self.observations = ObservationLayout(game)
        self.single_action_space = spaces.Discrete(len(self.actions))
        self.single_observation_space = self.observations.space()
        self.action_space = spaces.MultiDiscrete([len(self.actions)] * num_envs)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, num_envs
        )
        self._games = _CoreGames(
            game,
            self.actions,
            self.observations,
            num_envs,
            rewards=(max_steps, win_reward, loss_reward, illegal_reward),
            stuck_search=stuck_search,
            autoreset=True,
            threads=threads,
        )
        self._started = False

    def reset(
        self,
        *,
        seed: int | list[int] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Deals every game: game ``i`` from ``seed + i`` (or ``seed[i]`` for a list)."""
        if options:
            raise ValueError(f"reset() takes no options here, got {sorted(options)}")
        if isinstance(seed, list):
            if len(seed) != self.num_envs:
                raise ValueError(f"{len(seed)} seeds for {self.num_envs} games")
            seeds = [int(s) for s in seed]
            self._np_random, _ = seeding.np_random(seeds[0])
        else:
            if seed is not None:
                self._np_random, _ = seeding.np_random(seed)
            base = seed if seed is not None else int(self.np_random.integers(0, 2**31))
            seeds = [base + i for i in range(self.num_envs)]
        if any(not 0 <= s < 2**64 for s in seeds):
            raise ValueError("seeds are whole numbers from 0 to 2**64 - 1")
        self._games.batch.reset(seeds)
        self._started = True
        return self._observe(), self._infos()

    def step(
        self, actions: Any
    ) -> tuple[
        dict[str, Any], NDArray[np.float64], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]
    ]:
        if not self._started:
            raise RuntimeError("call reset() first")
        chosen = np.ascontiguousarray(actions, dtype=np.int64)
        if chosen.shape != (self.num_envs,):
            raise ValueError(f"actions: one per game, shape ({self.num_envs},), not {chosen.shape}")
        games = self._games
        games.batch.step(chosen)
        if self.metadata["autoreset_mode"] is _SAME_STEP:
            return self._restart_ended()
        infos = self._infos()
        infos["illegal"] = self._flags(games.illegal)
        return (
            self._observe(),
            games.reward.copy() if self.copy else games.reward,
            self._flags(games.terminated),
            self._flags(games.truncated),
            infos,
        )

    def _restart_ended(
        self,
    ) -> tuple[
        dict[str, Any], NDArray[np.float64], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]
    ]:
        """The "same step" autoreset: the step's results are read, then the games whose
        episode ended deal their next one at once (the core zeroes their rewards and flags)."""
        games = self._games
        reward = games.reward.copy()
        terminated = games.terminated.view(np.bool_).copy()
        truncated = games.truncated.view(np.bool_).copy()
        illegal = games.illegal.view(np.bool_).copy()
        ended = terminated | truncated
        infos: dict[str, Any] = {}
        if ended.any():
            final = self._infos()
            views = games.views
            final_obs = np.full(self.num_envs, None, dtype=object)
            for i in np.flatnonzero(ended):
                final_obs[i] = {key: view[i].copy() for key, view in views.items()}
            infos["final_obs"], infos["_final_obs"] = final_obs, ended
            infos["final_info"] = {"outcome": final["outcome"], "seed": final["seed"]}
            infos["_final_info"] = ended
            games.batch.restart([int(i) for i in np.flatnonzero(ended)])
        infos = {**self._infos(), **infos, "illegal": illegal}
        return self._observe(), reward, terminated, truncated, infos

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions of every game now (games x actions), as booleans."""
        return self._flags(self._games.mask)

    def legal_actions(self) -> tuple[NDArray[np.int32], NDArray[np.int32]]:
        """The legal action ids of every game now, sparse: ``ids[i, :counts[i]]`` are game
        ``i``'s (in the order of its legal moves), the rest of the row is stale. A random legal
        action of each game is then ``ids[arange(N), (random(N) * counts).astype(int)]``, in
        time linear in the number of games rather than in games x actions."""
        games = self._games
        if self.copy:
            return games.legal.copy(), games.count.copy()
        return games.legal, games.count

    def _flags(self, array: NDArray[np.uint8]) -> NDArray[np.bool_]:
        flags = array.view(np.bool_)  # the core writes only 0 and 1
        return flags.copy() if self.copy else flags

    def _observe(self) -> dict[str, Any]:
        views = self._games.views
        if self.copy:
            return {key: view.copy() for key, view in views.items()}
        return dict(views)

    def _infos(self) -> dict[str, Any]:
        seeds, skipped = self._games.episodes()
        outcome = _END_WORDS[self._games.end]
        return {
            "action_mask": self.action_masks(),
            "seed": seeds,
            "skipped": skipped,
            "outcome": outcome,
        }


def _shape(
    key: MoveKey, zones: Mapping[str, int], actions: Mapping[str, int], game: Game
) -> tuple[int, int, int, int, int, int]:
    """An action id's move shape as the core's batch reads it (crate::vector::Shape)."""
    no_action = 2**32 - 1
    if key[0] == WAIT:  # no move has it: an action index no game reaches
        return (no_action - 1, 0, 0, 0, 0, 0)
    if key[0] == "action":
        return (actions[key[1]], 0, 0, 0, 0, 0)
    if key[0] == "draw":
        _, name, pile, depth, target, target_pile = key
        source = next(a.source for a in game.rules.actions if a.name == name)
        return (actions[name], zones[source], pile, zones[target], target_pile, depth)
    zone, pile, target, target_pile, count = key
    return (no_action, zones[zone], pile, zones[target], target_pile, count)


def _whole(unit: str) -> int:
    """How a zone's moves count cards for their action ids: 0 by count, 1 the whole pile, 2
    the whole pile when more than one card moves (``ActionLayout.key``)."""
    return {"pile": 1, "top_or_pile": 2}.get(unit, 0)


class _CoreViews:
    """What each player of a race sees, written by the native core (``NativeViews``) into
    numpy arrays: one observation row and one action mask per player, the same values as
    :class:`ObservationLayout` and :class:`ActionLayout` give (crate::vector::view)."""

    def __init__(self, game: Game, actions: ActionLayout, observations: ObservationLayout) -> None:
        core = game.native
        assert core is not None
        self.core = core
        players = game.players
        keys = observations.keys(0)  # the same keys and shapes for every viewer
        views: dict[str, tuple[int, tuple[int, ...]]] = {}
        offset = 0
        for key, zone, _ in keys:
            shape = observations.shapes[zone]
            views[key] = (offset, shape)
            offset += shape[0] * shape[1]
        counted = [a for a in game.rules.actions if a.passes is not None]
        used = len(observations.limited)
        prefixes = observations._action_prefixes() if used else []
        for k, prefix in enumerate(prefixes):
            views[prefix + "actions_used"] = (offset + k * used, (used,))
        width = offset + used * len(prefixes)
        shapes, blocks, limited = [], [], []
        for viewer in range(players):
            zones, named = player_indices(core, viewer)
            shapes.append([_shape(key, zones, named, game) for key in actions._keys])
            start = 0
            placed = []
            for _, zone, player in observations.keys(viewer):
                rows, depth = observations.shapes[zone]
                own, _ = player_indices(core, player)
                placed.append((own[zone], start, rows, depth))
                start += rows * depth
            blocks.append(placed)
            limited.append(
                [
                    counted.index(a) * players + (viewer + k) % players
                    for k in range(len(prefixes))
                    for a in observations.limited
                ]
            )
        self.rows = np.zeros((players, width), dtype=np.int16)
        self.masks = np.zeros((players, len(actions)), dtype=np.uint8)
        self.views = [
            [
                (key, self.rows[p, start : start + int(np.prod(shape))].reshape(shape))
                for key, (start, shape) in views.items()
            ]
            for p in range(players)
        ]
        self.writer = native_views(
            core,
            shapes,
            [_whole(game.zones[name].unit) for name in core.zone_names],
            [mode == "draw" for mode in core.action_modes],
            blocks,
            limited,
            width,
            observations.owners,
            actions.wait,
        )

    def write(self, state: State, player: int) -> dict[int, int]:
        """Writes ``player``'s observation and mask of ``state``; the number of the move
        (``numbered_moves``) of each legal action id (``wait`` aside)."""
        position = state.core_position(self.core)
        return dict(self.writer.write(position, player, self.rows[player], self.masks[player]))

    def observation(self, player: int) -> Observation:
        return {key: view.copy() for key, view in self.views[player]}

    def mask(self, player: int) -> NDArray[np.int8]:
        mask: NDArray[np.int8] = self.masks[player].view(np.int8).copy()
        return mask


# ---------------------------------------------------------------------------------------------
# Races: PettingZoo


class CardwrightRaceEnv(ParallelEnv):  # type: ignore[misc]  # pettingzoo is untyped
    """A multi-player variant (Double Solitaire) as a PettingZoo parallel environment
    (docs/rl.md). Agents are ``player_1``, ``player_2``, ...

    Every step each live agent gives one action; the legal ones are played on a live
    :class:`cardwright.Table`, one after the other in an order drawn at random each step (from
    the environment's generator, so a seeded episode replays). A move that an earlier move of the
    same step made illegal (both players aimed at one foundation pile) is *beaten*: nothing
    changes for its player and ``info["beaten"]`` gives the table's reason. The last action id
    is ``wait``, always legal. Each observation carries its ``action_mask``; ``infos`` too.

    Rewards: the change of the player's own score (their cards on the foundations), plus
    ``win_reward`` to the winner and ``loss_reward`` to the others when the game ends. Illegal
    actions change nothing and give ``illegal_reward``. All agents terminate when the game has
    an outcome and are truncated after ``max_cycles`` steps.
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo's convention
        "name": "cardwright_race_v0",
        "render_modes": ["ansi"],
        "render_fps": 1,
        "is_parallelizable": True,
    }

    def __init__(
        self,
        variant: str = "double-solitaire",
        *,
        max_cycles: int = 1000,
        win_reward: float = 10.0,
        loss_reward: float = 0.0,
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
        engine: str | None = None,
        **options: Any,
    ) -> None:
        game = load(variant, engine=engine, **options)
        if game.players < 2:
            raise ValueError(
                f"{game.title} is a one-player game: use gymnasium.make"
                f"({env_id(game.name)!r}) (CardwrightEnv) for it"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        self.game = game
        self.max_cycles = max_cycles
        self.win_reward = win_reward
        self.loss_reward = loss_reward
        self.illegal_reward = illegal_reward
        self.render_mode = render_mode
        self.possible_agents: list[str] = [f"player_{p + 1}" for p in range(game.players)]
        self.agents: list[str] = []
        self.actions = ActionLayout(game, wait=True)
        self.observations = ObservationLayout(game)
        self._players = {agent: p for p, agent in enumerate(self.possible_agents)}
        self._action_spaces = {agent: spaces.Discrete(len(self.actions)) for agent in self._players}
        self._observation_spaces = {}
        for agent, player in self._players.items():
            entries = dict(self.observations.space(player).spaces)
            entries["action_mask"] = spaces.Box(0, 1, (len(self.actions),), dtype=np.int8)
            self._observation_spaces[agent] = spaces.Dict(entries)
        self._rng: np.random.Generator | None = None
        self._table: Table | None = None
        # On the native core, the core writes each player's observation and mask, and tells
        # the number of the move of each legal action id; else the Python engine's moves.
        self._views = (
            None if game.native is None else _CoreViews(game, self.actions, self.observations)
        )
        self._legal: dict[str, dict[int, Move]] = {}
        self._numbers: dict[str, dict[int, int]] = {}
        self._cycles = 0
        self._seed: int | None = None
        self._skipped: list[int] = []

    @property
    def table(self) -> Table:
        """The live table of this episode: ``table.record_dict()`` replays it (reset first)."""
        if self._table is None:
            raise RuntimeError("call reset() first")
        return self._table

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_spaces[agent]

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        if seed is not None or self._rng is None:
            self._rng, _ = seeding.np_random(seed)
        start, self._seed, self._skipped = _start(self.game, seed, options, self._rng)
        self._table = Table(start, tie_window=0.0)
        self._cycles = 0
        self.agents = list(self.possible_agents)
        self._refresh()
        observations = {agent: self._observe(agent) for agent in self.agents}
        return observations, {agent: self._info(agent) for agent in self.agents}

    def step(
        self, actions: Mapping[str, Any]
    ) -> tuple[
        dict[str, Any],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        table = self.table
        assert self._rng is not None
        live = list(self.agents)
        if not live:
            raise RuntimeError("the game is over: call reset()")
        before = table.state
        rewards = dict.fromkeys(live, 0.0)
        notes: dict[str, dict[str, Any]] = {agent: {"illegal": False} for agent in live}
        chosen: list[tuple[str, Move]] = []
        for agent in live:
            index = int(actions.get(agent, self.actions.wait))
            if not 0 <= index < len(self.actions):
                raise ValueError(
                    f"action {index} of {agent} is not in Discrete({len(self.actions)})"
                )
            notes[agent]["move"] = self.actions.names[index]
            if index == self.actions.wait:
                continue
            move = self._move(agent, index)
            if move is None:
                rewards[agent] += self.illegal_reward
                notes[agent]["illegal"] = True
            else:
                chosen.append((agent, move))
        for order, k in enumerate(self._rng.permutation(len(chosen))):
            agent, move = chosen[int(k)]
            stamp = self._cycles + order / (len(chosen) + 1)  # the table's record: in order
            submission = table.submit(move.player, move, timestamp=stamp)
            if submission.status != "accepted":
                notes[agent]["beaten"] = submission.reason
        self._cycles += 1
        after = table.state
        outcome = after.outcome
        for agent in live:
            player = self._players[agent]
            rewards[agent] += float(_score(after, player) - _score(before, player))
            if outcome is not None:
                won = outcome.result == "won" and outcome.winner == player
                rewards[agent] += self.win_reward if won else self.loss_reward
        over = outcome is not None
        truncated = not over and self._cycles >= self.max_cycles
        self._refresh()
        observations = {agent: self._observe(agent) for agent in live}
        infos = {agent: self._info(agent) | notes[agent] for agent in live}
        terminations = dict.fromkeys(live, over)
        truncations = dict.fromkeys(live, truncated)
        if over or truncated:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return _text(self.table.state, 0)

    def close(self) -> None:
        pass

    def _refresh(self) -> None:
        state = self.table.state
        players = self._players.items()
        if self._views is not None:
            self._numbers = {agent: self._views.write(state, player) for agent, player in players}
        else:
            self._legal = {agent: self.actions.legal(state, player) for agent, player in players}

    def _move(self, agent: str, index: int) -> Move | None:
        """The legal move of ``agent`` that action ``index`` stands for, or None."""
        if self._views is None:
            return self._legal[agent].get(index)
        number = self._numbers[agent].get(index)
        return None if number is None else numbered_moves(self._views.core, [number])[0]

    def _mask(self, agent: str) -> NDArray[np.int8]:
        if self._views is not None:
            return self._views.mask(self._players[agent])
        return self.actions.mask(self._legal[agent])

    def _observe(self, agent: str) -> dict[str, Any]:
        player = self._players[agent]
        observation: dict[str, Any]
        if self._views is not None:
            observation = dict(self._views.observation(player))
        else:
            observation = dict(self.observations.encode(self.table.state, player))
        observation["action_mask"] = self._mask(agent)
        return observation

    def _info(self, agent: str) -> dict[str, Any]:
        state = self.table.state
        outcome = state.outcome
        names = self.possible_agents  # players by the agents' names, as the protocol's seats
        winner = None if outcome is None or outcome.winner is None else names[outcome.winner]
        return {
            "action_mask": self._mask(agent),
            "seed": self._seed,
            "skipped_seeds": list(self._skipped),
            "outcome": None if outcome is None else outcome.result,
            "winner": winner,
            "scores": {names[player]: score for player, score in state.scores().items()},
        }


def parallel_env(variant: str = "double-solitaire", **kwargs: Any) -> CardwrightRaceEnv:
    """PettingZoo's usual constructor name: ``parallel_env(draw=1)`` for Double Solitaire."""
    return CardwrightRaceEnv(variant, **kwargs)


# ---------------------------------------------------------------------------------------------
# Gymnasium ids


def env_id(variant: str) -> str:
    """The Gymnasium id of a variant: ``klondike`` → ``cardwright/Klondike-v0``,
    ``spider-one-suit`` → ``cardwright/SpiderOneSuit-v0``."""
    return f"{NAMESPACE}/{''.join(part.capitalize() for part in variant.split('-'))}-v0"


def _one_player_variants() -> list[str]:
    return [name for name in variants() if rules_for(definition(name), {}).players == 1]


def register() -> list[str]:
    """Register a Gymnasium id for every installed one-player variant (done when this module is
    imported; calling it again registers only the ids not yet registered). Returns every id."""
    ids = []
    for name in _one_player_variants():
        gym_id = env_id(name)
        ids.append(gym_id)
        if gym_id not in registry:
            gymnasium.register(
                id=gym_id,
                entry_point="cardwright.frontends.rl:CardwrightEnv",
                vector_entry_point="cardwright.frontends.rl:CardwrightVectorEnv",
                kwargs={"variant": name},
            )
    return ids


register()
