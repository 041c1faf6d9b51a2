"""Compiled games: a :class:`Game` is compiled once from the rules. Every build rule becomes a
lookup table over the 52 card faces (:mod:`.tables`), every zone a move generator
(:mod:`.reference.movegen`); playing a move builds a new :class:`State` that shares every pile the move did
not touch.
"""

from __future__ import annotations

import hashlib
import weakref
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any, cast

from ..cards import Card, standard_deck
from ..errors import IllegalMove, StateError
from ..plugins import AfterMove, MoveFilter, hook_results
from ..rules import ActionSpec, OptionSpec, OptionValue, VariantRules, ZoneSpec, rules_from_json
from ..shuffle import shuffle
from ..text import suggest
from . import outcome as _outcome
from . import position as _position
from . import serialize as _serialize
from .moves import Move, Outcome, Pile, Piles
from .native import (
    Engine,
    HostCall,
    MoveTuple,
    NativeUnavailable,
    PythonHook,
    chosen_engine,
    from_native,
    moves_numbered,
    native_game,
    native_reason,
    to_move,
    to_native,
)
from .reference import explain as _explain
from .reference.movegen import (
    DISTINCT,
    Generator,
    _action_generator,
    _complete_suit,
    _offset_generator,
    _source_generator,
    by_rank_moves,
    exchange_moves,
    gate_reason,
    gathering,
    is_exchange,
    receiving,
    settled,
    under_face_down,
)
from .reference.tables import ZoneRuntime, compile_build
from .state import State, _make_state, _move_cards, core_state, turn_up_uncovered
from .table import Table

if TYPE_CHECKING:
    from .._native import NativeGame, NativeState


class Game:
    """A variant compiled with its options. Create with :func:`cardwright.load`."""

    def __init__(self, rules: VariantRules, *, engine: str | None = None) -> None:
        self.rules = rules
        # Which engine runs it (docs/native.md): the native core when chosen and able to.
        choice = chosen_engine(engine)
        self.native_reason = (
            "the Python engine was chosen" if choice == "python" else native_reason(rules)
        )
        if choice == "native" and self.native_reason is not None:
            raise NativeUnavailable(f"{rules.title} cannot run natively: {self.native_reason}")
        self.engine: Engine = "native" if self.native_reason is None else "python"
        self.definitions: tuple[Any, ...] = ()  # the parsed files, set by the loader
        self.name = rules.name
        self.title = rules.title
        self.aliases = rules.aliases
        self.players = rules.players
        self.options: dict[str, OptionValue] = dict(rules.options)
        self.option_specs: dict[str, OptionSpec] = {s.name: s for s in rules.option_specs}
        self.instances: list[tuple[ZoneSpec, int | None]] = []
        self.zones: dict[str, ZoneRuntime] = {}
        for spec in rules.zones:
            owners: Sequence[int | None] = range(rules.players) if spec.per_player else (None,)
            ids = []
            for owner in owners:
                ids.append(len(self.instances))
                self.instances.append((spec, owner))
            accepts = onto = runs = left = right = None
            if spec.builds is not None:
                accepts, onto = compile_build(spec.builds, spec.takes_only)
            if spec.gives.run_rule is not None:
                runs = compile_build(spec.gives.run_rule)[0]
            empty = spec.empty
            if empty is not None and empty.left_rule is not None:
                left = compile_build(empty.left_rule, spec.takes_only)[0]
            if empty is not None and empty.right_rule is not None:
                right = compile_build(empty.right_rule, spec.takes_only)[0]
            self.zones[spec.name] = ZoneRuntime(
                spec=spec,
                name=str(spec.name),
                instances=tuple(ids),
                unit=spec.gives.unit,
                offsets=spec.gives.offsets,
                accepts=accepts,
                onto=onto,
                runs=runs,
                empty_kind=empty.what if empty is not None else "nothing",
                empty_ranks=empty.ranks if empty is not None else frozenset(),
                empty_from=frozenset(empty.from_zones) if empty and empty.from_zones else None,
                covers=spec.covered,
                row_starts=spec.row_starts(),
                left_accepts=left,
                right_accepts=right,
                row_cards=_row_cards(spec),
            )
        for zone in self.zones.values():
            if zone.unit == "nothing":
                continue
            names = zone.spec.gives.to
            if names is None:
                zone.targets = [z for z in self.zones.values() if z.spec.accepts_cards]
            else:
                zone.targets = [self.zones[n] for n in names]
        self._sources = [z for z in self.zones.values() if z.unit != "nothing" and z.targets]
        self._generator_cache: dict[int, list[Generator]] = {}
        self._instance_ids: dict[tuple[str, int], int] = {
            (name, player): runtime.instance(player)
            for name, runtime in self.zones.items()
            for player in range(self.players)
        }
        self._progress_cache: dict[Any, Any] = {}  # used by outcome.progress_path
        self._measure_instances: dict[tuple[int, int | None], list[int]] = {}  # outcome.measure
        self._won_instances: list[tuple[int, ...]] | None = None  # outcome._holds, by condition
        self._actions = rules.actions
        self._action_by_name = {str(a.name): a for a in rules.actions}
        self._counted_actions = [a for a in rules.actions if a.passes is not None]
        self._filters: list[MoveFilter] = hook_results(
            "cardwright_move_filter", rules.plugins, rules
        )
        self._after: list[AfterMove] = hook_results("cardwright_after_move", rules.plugins, rules)
        self._collectors = [
            (zone, self.zones[zone.spec.collects_from])
            for zone in self.zones.values()
            if zone.spec.collects_from is not None
        ]
        # A card put on a card of these instances leaves with it: target -> the pairs' instance.
        self._pairs: dict[int, int] = {
            runtime.instance(player): self.zones[runtime.spec.pairs_to].instance(player)
            for runtime in self.zones.values()
            if runtime.spec.pairs_to is not None
            for player in range(self.players)
        }
        # Zones whose piles can be reordered without changing the game (for canonical keys).
        dealt_by_row = {a.target for a in rules.actions if a.mode in ("each", "gather", "close_up")}
        # Piles a zone gives to in line: their place says which pile plays to them.
        lined_up = {spec.in_line_to for spec in rules.zones} | {
            spec.name for spec in rules.zones if spec.in_line_to
        }
        self._interchangeable = tuple(
            not spec.growing
            and not spec.gives.offsets
            and not spec.gives.touching  # a pile's place decides where its cards may go
            and not (spec.empty is not None and spec.empty.what in ("base", "left"))
            and not spec.covered  # a pile's place decides what covers it
            and spec.name not in dealt_by_row  # a row deal gives pile 1 the first card
            and spec.name not in lined_up
            and spec.count > 1
            for spec, _ in self.instances
        )
        self._turn_up = frozenset(i for i, (spec, _) in enumerate(self.instances) if spec.turns_up)
        # Instances whose piles keep their top card face up ("keeps its top card face up").
        self._tops_up = tuple(i for i, (spec, _) in enumerate(self.instances) if spec.top_face_up)
        # Instances that turn up the cards a covering map uncovers: instance -> (per pile, the
        # piles covering it; per pile, the piles it covers).
        self._uncovers: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]]
        self._uncovers = {
            i: (spec.covered, _uncovering(spec.covered, spec.count))
            for i, (spec, _) in enumerate(self.instances)
            if spec.turns_up and any(spec.covered)
        }
        self._closes = frozenset(
            i for i, (spec, _) in enumerate(self.instances) if spec.closes_gaps
        )

    def __repr__(self) -> str:
        options = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"<Game {self.name}({options})>"

    @cached_property
    def native(self) -> NativeGame | None:
        """The native core's compiled game when this game runs natively (docs/native.md)."""
        return native_game(self.rules, self._host_call) if self.engine == "native" else None

    def _host_call(self, hook: PythonHook) -> HostCall:
        """A plugin's Python filter or after-move hook (one without a data form) as the core
        calls it back: with the core's positions and move tuples, answering a keep flag per
        move or the next position. It holds this game weakly: the game holds the core."""
        owner = weakref.ref(self)

        def game() -> Game:
            alive = owner()
            if alive is None:
                raise NativeUnavailable("the game this native core was compiled for is gone")
            return alive

        kind, plugin_hook = hook
        if kind == "filter":
            move_filter = cast(MoveFilter, plugin_hook)

            def keep(position: NativeState, player: int, found: list[MoveTuple]) -> list[bool]:
                me = game()
                core = me._core()
                moves = [to_move(core, each) for each in found]
                kept = set(move_filter.filter(core_state(me, position), moves))
                return [move in kept for move in moves]

            return keep
        after = cast(AfterMove, plugin_hook)

        def after_move(position: NativeState, found: MoveTuple) -> NativeState:
            me = game()
            core = me._core()
            return after(core_state(me, position), to_move(core, found)).core_position(core)

        return after_move

    @cached_property
    def play_listed(self) -> Callable[[State, int], State]:
        """Plays the move at an index of a state's listed moves (the core's list, ``LISTED`` in
        the state's cache) on the core: its one call, reached without a detour (the hot path
        of play through the API)."""
        return _outcome.core_stepper(self._core(), self.core_numbering[0], self.players)

    @cached_property
    def core_numbering(self) -> tuple[list[Move], dict[Move, int]]:
        """The moves the native core has numbered, both ways (``native.moves_numbered``), kept
        here for the hot path of play."""
        return moves_numbered(self._core())

    def to_native(self, state: State) -> NativeState:
        """``state`` as the native core's position (docs/native.md); :class:`NativeUnavailable`
        when this game does not run natively."""
        return to_native(self._core(), state.zones, state.redeals, state.turn)

    def from_native(self, position: NativeState) -> State:
        """The native core's ``position`` as a :class:`State` of this game, the same piles,
        cards and action counts (``game.from_native(game.to_native(s)) == s``); a
        :class:`StateError` when it is not a position of this game."""
        zones, redeals, turn = from_native(self._core(), position, self.title)
        return State(self, zones, redeals, turn)

    def _core(self) -> NativeGame:
        core = self.native
        if core is None:
            reason = native_reason(self.rules) or f"it was loaded with engine={self.engine!r}"
            raise NativeUnavailable(f"{self.title} does not run natively: {reason}")
        return core

    @property
    def ir(self) -> VariantRules:
        """The rules IR this game was compiled from (docs/ir.md); ``rules_to_json(game.ir)``
        gives its JSON form."""
        return self.rules

    @classmethod
    def from_ir(cls, data: Mapping[str, Any], *, engine: str | None = None) -> Game:
        """A game compiled from rules IR in JSON form (``rules_to_json`` output)."""
        return cls(rules_from_json(data), engine=engine)

    # -- dealing --------------------------------------------------------------------------------
    def deal(
        self,
        seed: int | None = None,
        *,
        order: Sequence[str] | Sequence[Sequence[str]] | None = None,
    ) -> State:
        """A new game. ``seed`` gives the same layout everywhere (docs/deals.md); ``order`` gives
        the deck explicitly, ``order[0]`` dealt first (in multi-deck games list every card; a
        shorter list is followed by the missing cards in standard order). With a deck per player,
        ``order`` is a list of such lists."""
        if (seed is None) == (order is None):
            raise TypeError("deal() takes either seed= or order=")
        core = self.native
        if core is not None and seed is not None and 0 <= seed < 2**64:
            return core_state(self, core.deal(seed))  # the same layout (docs/deals.md)
        owners: Sequence[int] = range(self.players) if self.rules.decks_per_player else (0,)
        decks: list[list[Card]] = []
        for owner in owners:
            cards = standard_deck(self.rules.decks, owner, self.rules.suits, self.rules.ranks)
            if order is not None:
                if self.rules.decks_per_player and len(owners) > 1:
                    if len(order) != len(owners) or isinstance(order[0], str):
                        raise StateError(
                            f"order= needs one list of cards per player ({len(owners)})"
                        )
                    cards = _ordered(cards, order[owner])
                else:
                    cards = _ordered(cards, order)  # type: ignore[arg-type]
            else:
                assert seed is not None
                shuffle(cards, seed, stream=owner)
            decks.append(cards)
        piles: list[list[list[Card]]] = [[] for _ in self.instances]
        for index, (spec, _) in enumerate(self.instances):
            piles[index] = [[] for _ in range(spec.count)]
        for owner_index, cards in enumerate(decks):
            # A player's own deck fills their zones; one shared deck fills every player's.
            receivers = (
                (owners[owner_index],) if self.rules.decks_per_player else range(self.players)
            )
            cards = list(cards)
            # Named cards first ("deal rank A, one of each suit", "deal card AS"): the first copy
            # in deck order is taken out; the others keep their order.
            # Cards that start the rows ("A at the start of each row") likewise, zone by zone.
            for spec in self.rules.zones:
                deal = spec.deal
                if deal is None or not (deal.names_cards or deal.row_start_rank is not None):
                    continue
                for receiver in receivers if spec.per_player else receivers[:1]:
                    target = piles[self.zones[spec.name].instance(receiver)]
                    wanted = (
                        [(i, deal.named_card(i, self.rules.suits)) for i in range(len(target))]
                        if deal.names_cards
                        else [
                            (start, deal.row_start_card(row, self.rules.suits))
                            for row, start in enumerate(sorted(spec.row_starts()))
                        ]
                    )
                    for i, (rank, suit) in wanted:
                        found = next(
                            k for k, c in enumerate(cards) if c.rank == rank and c.suit == suit
                        )
                        target[i].append(cards.pop(found))
            for spec in self.rules.zones:
                if spec.deal is not None and spec.deal.amount == "base_rank":
                    target = piles[self.zones[spec.name].instance(receivers[0])]
                    at = self._base_card_at(spec.deal.base_zone, receivers)
                    cards = _deal_base_rank(cards, target, at)
            rest_zones = []
            position = 0
            for spec in self.rules.zones:
                if spec.deal is None or spec.deal.amount in ("nothing", "base_rank"):
                    continue
                if spec.deal.names_cards:
                    continue
                if spec.deal.amount == "rest":
                    rest_zones.append(spec)
                    continue
                for receiver in receivers if spec.per_player else receivers[:1]:
                    target = piles[self.zones[spec.name].instance(receiver)]
                    for i, pile in enumerate(target):
                        size = spec.deal.pile_size(i)
                        if spec.deal.distinct_ranks:
                            _exchange_repeated_ranks(cards, position, size)
                        pile.extend(cards[position : position + size])
                        position += size
            remaining = cards[position:]
            for spec in rest_zones:
                takers = receivers if spec.per_player else receivers[:1]
                share = -(-len(remaining) // len(takers))  # the rest split evenly, player 1 first
                for k, receiver in enumerate(takers):
                    part = remaining[k * share : (k + 1) * share]
                    target = piles[self.zones[spec.name].instance(receiver)]
                    if spec.growing:
                        target.extend([card] for card in part)
                    elif len(target) == 1:
                        target[0].extend(reversed(part))  # the next card of the deck on top
                    else:
                        for j, card in enumerate(part):
                            target[j % len(target)].append(card)
        zones = []
        for index, (spec, _) in enumerate(self.instances):
            deal = spec.deal
            built: list[Pile] = []
            for pile in piles[index]:
                if deal is not None and deal.under:
                    # "K at the bottom": those ranks beneath the others, each group in its order
                    pile = [c for c in pile if c.rank in deal.under] + [
                        c for c in pile if c.rank not in deal.under
                    ]
                if deal is None or deal.face == "up":
                    faced = [c.turned(True) for c in pile]
                elif deal.face == "down":
                    faced = [c.turned(False) for c in pile]
                elif deal.face == "bottom":
                    down = deal.bottom_down[len(built)] if deal.bottom_down else 0
                    faced = [c.turned(k >= down) for k, c in enumerate(pile)]
                elif deal.face == "covered":
                    index = len(built)
                    up = index >= len(spec.covered) or not spec.covered[index]
                    faced = [c.turned(up) for c in pile]
                else:
                    cut = len(pile) - deal.top_up
                    faced = [c.turned(k >= cut) for k, c in enumerate(pile)]
                built.append(tuple(faced))
            zones.append(tuple(built))
        state = State(self, tuple(zones), (0,) * (len(self._counted_actions) * self.players))
        if self._by_rank:
            state = self._settle_by_rank(state)
        if self._tops_up:
            state = self._turn_tops_up(state)
        # Cards a zone collects leave at once, also from the deal (a collected rank dealt on top).
        return self._collect(state) if self._collectors else state

    def _base_card_at(self, base_zone: str | None, receivers: Sequence[int]) -> int:
        """Where the first card dealt to the first pile of ``base_zone`` (``deal the other cards
        of the base rank of ZONE``) lies in the deck, the named cards taken out: after the
        fixed deals of the zones before it."""
        position = 0
        for zone in self.rules.zones:
            if zone.name == base_zone:
                break
            deal = zone.deal
            if deal is not None and deal.amount in ("each", "steps", "list"):
                copies = len(receivers) if zone.per_player else 1
                position += sum(deal.pile_size(i) for i in range(zone.count)) * copies
        return position

    def table(
        self,
        seed: int | None = None,
        *,
        order: Sequence[str] | Sequence[Sequence[str]] | None = None,
        state: State | None = None,
        tie_window: float = 0.05,
    ) -> Table:
        """A live table (docs/embedding.md) starting from a new deal or from ``state``."""
        start = state if state is not None else self.deal(seed, order=order)
        return Table(start, tie_window=tie_window)

    def from_dict(self, data: Mapping[str, Any]) -> State:
        """Rebuild a state from :meth:`State.to_dict` output (or a hand-written position)."""
        return _serialize.state_from_dict(self, data)

    # -- what a state asks of its game (see State) -------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        """None while the game goes on; else how it ended (docs/state.md)."""
        return _outcome.compute_outcome(state)

    def can_progress(self, state: State, player: int | None = None) -> bool:
        return _outcome.can_progress(state, player)

    def scores(self, state: State) -> dict[int, int]:
        return _outcome.scores(state)

    def explain(self, state: State, move: Move) -> str:
        """Why ``move`` is not legal in ``state``, for people."""
        return _explain.explain(state, move)

    def to_dict(self, state: State) -> dict[str, Any]:
        return _serialize.state_to_dict(state)

    def view(self, state: State, player: int) -> dict[str, Any]:
        return _serialize.state_view(state, player)

    def to_text(self, state: State, player: int | None = None) -> str:
        return _position.state_to_text(state, player)

    def from_text(self, text: str) -> State:
        """Read a position text (:meth:`State.to_text`; docs/state.md, "Position text"). Text
        that cannot be read raises :class:`~cardwright.errors.PositionTextError` (a
        ``StateError``) naming the column."""
        return _position.state_from_text(self, text)

    # -- instance helpers ---------------------------------------------------------------------
    def instance(self, zone: str, player: int | None) -> int:
        runtime = self.zones.get(zone)
        if runtime is None:
            raise KeyError(zone)
        if runtime.spec.per_player:
            if player is None:
                if self.players == 1:
                    player = 0
                else:
                    raise ValueError(f"zone '{zone}' belongs to each player: say which (player=)")
            return runtime.instances[player]
        return runtime.instances[0]

    def resolve_zone(self, text: str) -> str:
        """A zone name from its full name or a unique prefix (for move notation)."""
        if text in self.zones:
            return text
        matches = [name for name in self.zones if name.startswith(text)]
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise IllegalMove(f"zone '{text}' is ambiguous: {', '.join(matches)}")
        raise IllegalMove(f"unknown zone '{text}'{suggest(text, self.zones)}")

    # -- move generation (hot path) --------------------------------------------------------
    # -- move generation (hot path) --------------------------------------------------------
    def _generators(self, player: int) -> list[Generator]:
        """For ``player``: one compiled closure per source zone and per action (made once)."""
        generators = self._generator_cache.get(player)
        if generators is None:
            generators = []
            for source in self._sources:
                s_inst = source.instance(player)
                targets = [(t, t.instance(player)) for t in source.targets]
                if (
                    len(targets) == 1
                    and targets[0][1] == s_inst
                    and source.offsets
                    and source.unit in ("top", "pile")
                    and not source.covers
                    and source.empty_kind != "left"
                    and not (source.spec.empty and source.spec.empty.base_zone)
                ):
                    generators.append(_offset_generator(player, source, s_inst, targets[0][0]))
                else:
                    generators.append(_source_generator(self, player, source, s_inst, targets))
            generators.extend(_action_generator(self, player, a) for a in self._actions)
            self._generator_cache[player] = generators
        return generators

    def generate(self, state: State, player: int, *, distinct: bool = False) -> list[Move]:
        """Every move the kernel's rules allow ``player``, before plugin filters. With
        ``distinct``, moves onto empty piles of a zone whose piles are interchangeable name
        only the first such pile (the others lead to the same position up to pile order)."""
        out: list[Move] = []
        memo: dict[int, Any] = {DISTINCT: True} if distinct else {}
        for generator in self._generators(player):
            generator(state, out, memo)
        if self._by_hand:
            out = [m for m in out if self.refill_blocks(state, m) is None]
        if self._gated:
            out = [m for m in out if gate_reason(self, state, m) is None]
        if self._exchanges:
            out += exchange_moves(self, state, player)
        if self._by_rank:
            out += by_rank_moves(self, state, player)
        return out

    @cached_property
    def _by_rank(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """(instance, the rank of each of its piles) of every zone that sends a top card to the
        pile of its rank."""
        return tuple(
            (inst, self.rules.ranks)
            for spec in self.rules.zones
            if spec.under_by_rank
            for inst in self.zones[spec.name].instances
        )

    def _send_by_rank(self, state: State, move: Move) -> State:
        """The top card of the source goes beneath the face-down cards of the pile of its rank,
        whose top card turns up and comes onto the source pile."""
        assert move.target is not None
        inst = self._instance_ids[move.source[0], move.player]
        piles = list(state.zones[inst])
        i, j = move.source[1], move.target[1]
        card, piles[i] = piles[i][-1], piles[i][:-1]
        target = under_face_down(piles[j], card)
        if target[-1].face_up:
            piles[j] = target  # no face-down card there: the card stays on top
        else:
            piles[j], piles[i] = target[:-1], (*piles[i], target[-1].turned(True))
        zones = list(state.zones)
        zones[inst] = tuple(piles)
        return _make_state(self, tuple(zones), state.redeals, state.turn)

    def _settle_by_rank(self, state: State) -> State:
        """Every pile of a zone that sends cards to the pile of their rank, settled (a face-up
        top card of the pile's own rank over face-down cards goes beneath them)."""
        zones = list(state.zones)
        for inst, ranks in self._by_rank:
            zones[inst] = tuple(settled(p, ranks[j]) for j, p in enumerate(zones[inst]))
        if tuple(zones) == state.zones:
            return state
        return _make_state(self, tuple(zones), state.redeals, state.turn)

    @cached_property
    def _exchanges(self) -> bool:
        """Whether some zone exchanges lone cards with another."""
        return any(spec.exchanges_with for spec in self.rules.zones)

    @cached_property
    def _gated(self) -> bool:
        """Whether some zone takes or gives cards only under conditions."""
        return any(
            spec.takes_if
            or spec.gives_if
            or spec.outranked_in
            or spec.rank_in_pile_before
            or spec.takes_count
            or spec.in_line_to
            or spec.gives.touching
            or spec.one_way
            or spec.on_base
            or spec.nothing_on_base
            or spec.gives.part_only_to
            for spec in self.rules.zones
        )

    def distinct_moves(self, state: State, player: int) -> list[Move]:
        """The legal moves of ``player`` up to the order of interchangeable piles (for
        searches: plugin filters applied, one empty pile per interchangeable zone)."""
        moves = self.generate(state, player, distinct=True)
        for move_filter in self._filters:
            moves = move_filter.filter(state, moves)
        return moves

    # -- applying moves -----------------------------------------------------------------------
    def apply(self, state: State, move: Move) -> State:
        """Play a move already known to be legal."""
        native = self.native
        if native is not None:
            return _outcome.core_apply(state, move, native)
        if move.action is not None:
            new = self._apply_action(state, move)
        elif self._exchanges and is_exchange(self, state, move):
            new = self._exchange(state, move)
        elif (
            self._by_rank
            and self.zones[move.source[0]].spec.under_by_rank
            and move.target is not None
            and move.target[0] == move.source[0]
        ):
            new = self._send_by_rank(state, move)
        else:
            target = move.target
            assert target is not None
            instance = self._instance_ids
            t_inst = instance[target[0], move.player]
            new = _move_cards(
                state,
                instance[move.source[0], move.player],
                move.source[1],
                t_inst,
                target[1],
                move.count,
                None,
            )
            if self._pairs and t_inst in self._pairs and state.zones[t_inst][target[1]]:
                new = self._pair_off(state, new, move, t_inst)
        if self._by_rank:
            new = self._settle_by_rank(new)
        if self._refills:
            new = self._refill(new)
        if self._tops_up:
            new = self._turn_tops_up(new)
        for after in self._after:
            new = after(new, move)
        if self._collectors:
            new = self._collect(new)
        cache = state._cache
        if _outcome.EVIDENCE in cache or _outcome.TWIN in cache:  # what is known of progress
            _outcome.inherit(state, move, new)
        return new

    @cached_property
    def _refills(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """(instance refilled, the instances it is refilled from, in order) for each zone that
        ``refills from`` others at once, player by player."""
        pairs: list[tuple[int, tuple[int, ...]]] = []
        for spec in self.rules.zones:
            if spec.refill_from is None or spec.refill_by_hand:
                continue
            for player in range(self.players):
                supplies = tuple(
                    self.instance(name, player) for name in (spec.refill_from, *spec.refill_then)
                )
                pair = (self.instance(spec.name, player), supplies)
                if pair not in pairs:
                    pairs.append(pair)
        return tuple(pairs)

    def _refill(self, state: State) -> State:
        """After a move, before the plugins' after-move hooks: every empty pile of a zone that
        ``refills from`` others (not by hand) takes the top card of the first pile of the first
        of them that has a card, face up, pile after pile, while there are cards."""
        for inst, supplies in self._refills:
            if all(state.zones[inst]):
                continue  # the common case: nothing emptied
            for index in range(len(state.zones[inst])):
                if state.zones[inst][index]:
                    continue
                supply = next((s for s in supplies if state.zones[s] and state.zones[s][0]), None)
                if supply is None:
                    break
                state = _move_cards(state, supply, 0, inst, index, 1, True)
        return state

    def _turn_tops_up(self, state: State) -> State:
        """``keeps its top card face up``: a face-down top card of a pile of such a zone (dealt,
        put or left there) is turned face up, after the deal and after every move (after the
        refills, before the plugins' after-move hooks)."""
        zones = None
        for inst in self._tops_up:
            piles = state.zones[inst]
            if all(not pile or pile[-1].face_up for pile in piles):
                continue
            zones = zones or list(state.zones)
            zones[inst] = tuple(
                (*pile[:-1], pile[-1].turned(True)) if pile and not pile[-1].face_up else pile
                for pile in piles
            )
        if zones is None:
            return state
        return _make_state(self, tuple(zones), state.redeals, state.turn)

    @cached_property
    def _by_hand(self) -> dict[str, str]:
        """Zone -> the zone it ``refills from``, by hand."""
        return {
            str(spec.name): str(spec.refill_from)
            for spec in self.rules.zones
            if spec.refill_from is not None and spec.refill_by_hand
        }

    def refill_blocks(self, state: State, move: Move) -> str | None:
        """The zone a pile is refilled from by hand, when ``move`` puts cards from elsewhere into
        an empty pile of it while that zone has cards (only its top card may go there); else
        None."""
        if move.action is not None or move.target is None:
            return None
        zone, index = move.target
        supply = self._by_hand.get(zone)
        if supply is None or move.source[0] == supply:
            return None
        supplies = state.zones[self._instance_ids[supply, move.player]]
        if (
            not supplies
            or not supplies[0]
            or state.zones[self._instance_ids[zone, move.player]][index]
        ):
            return None
        return supply

    def _exchange(self, state: State, move: Move) -> State:
        """The two lone cards of an exchange trade places."""
        assert move.target is not None
        s_inst = self._instance_ids[move.source[0], move.player]
        t_inst = self._instance_ids[move.target[0], move.player]
        zones = list(state.zones)
        mine, theirs = zones[s_inst][move.source[1]], zones[t_inst][move.target[1]]
        for inst, index, pile in ((s_inst, move.source[1], theirs), (t_inst, move.target[1], mine)):
            piles = list(zones[inst])
            piles[index] = pile
            zones[inst] = tuple(piles)
        return _make_state(self, tuple(zones), state.redeals, state.turn)

    def _pair_off(self, before: State, after: State, move: Move, t_inst: int) -> State:
        """The cards just put on a card of a ``removes pairs to`` zone leave with that card for
        the pairs' zone (its first pile)."""
        assert move.target is not None
        j = move.target[1]
        s_inst = self._instance_ids[move.source[0], move.player]
        closed = s_inst == t_inst and len(after.zones[t_inst]) < len(before.zones[t_inst])
        if closed and move.source[1] < j:
            j -= 1  # the emptied source pile closed its gap, left of the target
        return _move_cards(after, t_inst, j, self._pairs[t_inst], 0, move.count + 1, None)

    def _collect(self, state: State) -> State:
        """Move every complete suit (K down to A, in suit, face up) on top of a pile of a zone
        that a ``collects complete suits from`` clause names to that clause's zone; with
        ``collects RANK from``, every face-up top card of that rank (to the first empty pile,
        or onto the last pile when none is empty)."""
        for collector, source in self._collectors:
            ranks = collector.spec.collects_ranks
            for player in range(self.players):
                c_inst, s_inst = collector.instance(player), source.instance(player)
                moved = True
                while moved:
                    moved = False
                    for index, pile in enumerate(state.zones[s_inst]):
                        if ranks:
                            if not pile or not pile[-1].face_up or pile[-1].rank not in ranks:
                                continue
                            count = 1
                        elif _complete_suit(pile, self.rules.ranks):
                            count = len(self.rules.ranks)  # a suit: 13 cards in a full deck
                        else:
                            continue
                        piles = state.zones[c_inst]
                        free = next((j for j, p in enumerate(piles) if not p), None)
                        if free is None:
                            if not ranks or not piles:
                                return state
                            free = len(piles) - 1
                        state = _move_cards(state, s_inst, index, c_inst, free, count, None)
                        moved = True
                        break
        return state

    def _apply_action(self, state: State, move: Move) -> State:
        action = self._action_by_name[move.action]  # type: ignore[index]
        s_inst = self._instance_ids[action.source, move.player]
        t_inst = self._instance_ids[action.target, move.player]
        zones = list(state.zones)
        if action.mode == "gather":
            zones[s_inst] = _gather(self.zones[action.source], state, s_inst, action)
            return _make_state(self, tuple(zones), self._count_use(state, action, move), state.turn)
        if action.mode == "close_up":
            # The piles holding cards move up, in order; the empty ones left, in order, take
            # one card each from the top of the source's first pile while it lasts.
            held = [pile for pile in zones[t_inst] if pile]
            gaps = len(zones[t_inst]) - len(held)
            supply = zones[s_inst][0]
            dealt = min(gaps, len(supply))
            cards = [
                card.turned(action.face_up) for card in reversed(supply[len(supply) - dealt :])
            ]
            zones[t_inst] = (
                *held,
                *((card,) for card in cards),
                *(() for _ in range(gaps - dealt)),
            )
            zones[s_inst] = (supply[: len(supply) - dealt], *zones[s_inst][1:])
            return _make_state(self, tuple(zones), self._count_use(state, action, move), state.turn)
        if action.mode == "draw":
            # The buried card leaves its pile (the cards above it stay) for the target pile.
            assert move.target is not None
            i, depth = move.source[1], move.count
            piles = list(zones[s_inst])
            pile = piles[i]
            card = pile[-depth]
            piles[i] = (*pile[:-depth], *pile[len(pile) - depth + 1 :])
            zones[s_inst] = tuple(piles)
            t_inst = self._instance_ids[move.target[0], move.player]
            target = list(zones[t_inst])
            target[move.target[1]] = (*target[move.target[1]], card)
            zones[t_inst] = tuple(target)
            return _make_state(self, tuple(zones), self._count_use(state, action, move), state.turn)
        if action.from_each:
            # Every pile in turn, each taken from the top and turned over (as a first pile is).
            taken_all = tuple(
                card.turned(action.face_up) for pile in zones[s_inst] for card in reversed(pile)
            )
            zones[s_inst] = tuple(() for _ in zones[s_inst])
            t_piles = zones[t_inst]
            zones[t_inst] = (t_piles[0] + taken_all, *t_piles[1:])
            return _make_state(self, tuple(zones), self._count_use(state, action, move), state.turn)
        source_piles = zones[s_inst]
        pile = source_piles[0]
        count = move.count
        # Cards are taken one at a time from the top, each turned over: the packet reverses.
        face_up = action.face_up
        if count == 1:
            taken: tuple[Card, ...] = (pile[-1].turned(face_up),)
        else:
            taken = tuple([card.turned(face_up) for card in reversed(pile[-count:])])
        rest = pile[:-count]
        if rest and s_inst in self._turn_up and not rest[-1].face_up:
            rest = (*rest[:-1], rest[-1].turned(True))
        if not rest and s_inst in self._closes:
            zones[s_inst] = source_piles[1:]
        else:
            zones[s_inst] = (rest, *source_piles[1:]) if len(source_piles) > 1 else (rest,)
        if not rest and s_inst in self._uncovers:
            piles = list(zones[s_inst])
            turn_up_uncovered(piles, 0, *self._uncovers[s_inst])
            zones[s_inst] = tuple(piles)
        t_piles = zones[t_inst]
        if action.mode == "top":
            t_piles = (t_piles[0] + taken, *t_piles[1:])
        elif action.mode == "new_pile":
            t_piles = (*t_piles, *[(card,) for card in taken])
        else:
            listed = list(t_piles)
            receivers = receiving(t_piles, action.fewer_than)
            for k, card in enumerate(taken):  # row by row: one card per pile, in pile order
                j = receivers[k % len(receivers)]
                listed[j] = (*listed[j], card)
            t_piles = tuple(listed)
        zones[t_inst] = t_piles
        return _make_state(self, tuple(zones), self._count_use(state, action, move), state.turn)

    def _count_use(self, state: State, action: ActionSpec, move: Move) -> tuple[int, ...]:
        """The action counts after ``move`` (an action limited by ``passes`` counts one more)."""
        redeals = state.redeals
        if action.passes is not None:
            slot = self._counted_actions.index(action) * self.players + move.player
            redeals = (*redeals[:slot], redeals[slot] + 1, *redeals[slot + 1 :])
        return redeals


def _exchange_repeated_ranks(cards: list[Card], start: int, size: int) -> None:
    """``no rank twice in a pile``: each of the ``size`` cards from ``start`` whose rank an
    earlier one of them has is exchanged with the first card after it whose rank none has."""
    for k in range(start, min(start + size, len(cards))):
        held = {card.rank for card in cards[start:k]}
        if cards[k].rank not in held:
            continue
        swap = next((m for m in range(k + 1, len(cards)) if cards[m].rank not in held), None)
        if swap is not None:
            cards[k], cards[swap] = cards[swap], cards[k]


def _deal_base_rank(cards: list[Card], target: list[list[Card]], at: int) -> list[Card]:
    """``deal the other cards of the base rank of ZONE``: the card at ``at`` is the base card;
    the other cards of its rank leave ``cards`` in deck order, one to each pile of ``target``
    while both last, and the base card keeps its place ``at``. The cards left, in order."""
    if at >= len(cards):
        return cards
    rank = cards[at].rank
    taken = [k for k, c in enumerate(cards) if k != at and c.rank == rank][: len(target)]
    for pile, k in zip(target, taken, strict=False):
        pile.append(cards[k])
    gone = set(taken)
    kept = [c for k, c in enumerate(cards) if k not in gone]
    before = sum(1 for k in taken if k < at)
    if before:
        kept.insert(at, kept.pop(at - before))
    return kept


def _row_cards(spec: ZoneSpec) -> dict[int, tuple[int, str]] | None:
    """The first pile of each row named by ``..., or CARD ... at the start of rows N ...`` ->
    (rank, suit) of its card; None without such a rule."""
    empty = spec.empty
    if empty is None or not empty.row_cards:
        return None
    firsts = sorted(spec.row_starts())
    return {firsts[row]: (rank, suit) for row, rank, suit in empty.row_cards}


def _uncovering(covers: tuple[tuple[int, ...], ...], count: int) -> tuple[tuple[int, ...], ...]:
    """Per pile, the piles it covers (the covering map read the other way)."""
    covering: list[list[int]] = [[] for _ in range(count)]
    for pile, by in enumerate(covers):
        for c in by:
            covering[c].append(pile)
    return tuple(map(tuple, covering))


def _ordered(cards: list[Card], order: Sequence[str]) -> list[Card]:
    if isinstance(order, str):
        raise StateError("order= is a list of card texts, like ['AS', '7H', ...]")
    pool: dict[tuple[int, str], list[Card]] = {}
    for card in cards:
        pool.setdefault((card.rank, card.suit), []).append(card)
    result = []
    for text in order:
        card = Card.from_text(text)
        copies = pool.get((card.rank, card.suit))
        if not copies:
            raise StateError(f"order= names {card.symbol} more often than the deck holds it")
        result.append(copies.pop(0))
    chosen = set(map(id, result))
    result.extend(c for c in cards if id(c) not in chosen)
    return result


def _position_seed(state: State) -> int:
    """A shuffle seed read from the position itself: a shuffle during play is then the same for
    the same position, in a replay or a saved game, with nothing more to store (docs/deals.md)."""
    text = ";".join(
        ",".join(card.to_text(owners=True) for card in pile)
        for piles in state.zones
        for pile in piles
    )
    text += ";" + ",".join(map(str, state.redeals))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def _deal_back_as_at_the_start(zone: ZoneRuntime, piles: Piles, cards: list[Card]) -> Piles:
    """``deal back as at the start``: the cards in the order the zone's deal puts cards down
    (its face-down cards first), faces as it sets them, while they last; any more go round the
    piles face up. A face-down top card left is turned up where the zone turns up exposed
    cards (as PySolFC turns it)."""
    order = zone.spec.dealing_order()
    dealt: list[list[Card]] = [[] for _ in piles]
    for k, card in enumerate(cards):
        j, up = order[k] if k < len(order) else ((k - len(order)) % len(piles), True)
        dealt[j].append(card.turned(up))
    if zone.spec.turns_up:
        for pile in dealt:
            if pile and not pile[-1].face_up:
                pile[-1] = pile[-1].turned(True)
    return tuple(tuple(pile) for pile in dealt)


def _gather(zone: ZoneRuntime, state: State, inst: int, action: ActionSpec) -> Piles:
    """A ``gather`` action's piles: the cards of the gathered piles, in pile order (bottom
    first), shuffled if the action says so, dealt back one at a time across the receiving piles,
    first pile first."""
    piles = state.zones[inst]
    places, receivers = gathering(zone, piles, action)
    cards = [card for j in places for card in piles[j]]
    if action.shuffled:
        shuffle(cards, _position_seed(state))
    if action.as_dealt:
        return _deal_back_as_at_the_start(zone, piles, cards)
    if action.random_gaps:
        # One card to each of as many places as there are cards, chosen by a shuffle of the
        # places (the position's seed, stream 1); the others stay empty.
        chosen = list(places)
        shuffle(chosen, _position_seed(state), stream=1)
        kept = set(chosen[: len(cards)])
        receivers = [j for j in places if j in kept]
    dealt: dict[int, list[Card]] = {j: [] for j in places}
    for k, card in enumerate(cards):
        # Packets of N: cards N at a time to each receiving pile in turn (N = 1: round-robin).
        dealt[receivers[k // action.packets % len(receivers)]].append(card.turned(action.face_up))
    new = list(piles)
    for j, pile in dealt.items():
        new[j] = tuple(pile)
    return tuple(new)
