"""Compiled games and immutable states: the hot path.

A :class:`Game` is compiled once from :class:`VariantRules`: every build rule becomes a lookup
table over the 52 card faces, every zone a small record of flags and target lists. A
:class:`State` is a frozen value holding one tuple of piles per zone instance; playing a move
builds a new state that shares every pile the move did not touch.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import compress
from itertools import count as counting
from operator import attrgetter, contains, itemgetter
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

import attrs

from .cards import RED_SUITS, SUITS, Card, standard_deck
from .describe import describe_condition
from .errors import IllegalMove, StateError
from .language import suggest
from .plugins import AfterMove, MoveFilter, hook_results
from .rules import ActionSpec, BuildRule, Condition, OptionSpec, OptionValue, VariantRules, ZoneSpec
from .shuffle import shuffle

if TYPE_CHECKING:
    from .table import Table

Pile = tuple[Card, ...]
Piles = tuple[Pile, ...]

# ---------------------------------------------------------------------------------------------
# Moves and outcomes


class Move(NamedTuple):
    """A move. ``source`` and ``target`` are ``(zone, index)`` with 0-based pile indices;
    ``target`` is ``None`` for actions without one. ``action`` names a stock action.
    ``str(move)`` is its notation (docs/notation.md). A named tuple: immutable, hashable and
    cheap to build, since move generation makes many of them."""

    player: int
    source: tuple[str, int]
    target: tuple[str, int] | None
    count: int = 1  # type: ignore[assignment]  # shadows tuple.count on purpose: the API names it so
    action: str | None = None

    def __str__(self) -> str:
        prefix = f"p{self.player + 1} " if self.player else ""
        if self.action is not None:
            return prefix + self.action
        zone, index = self.source
        text = f"{prefix}{zone}{index + 1}"
        if self.count > 1:
            text += f":{self.count}"
        assert self.target is not None
        return f"{text}>{self.target[0]}{self.target[1] + 1}"


@attrs.frozen
class Outcome:
    """How a finished game ended. ``result`` is ``"won"``, ``"lost"``, ``"stuck"`` or ``"draw"``;
    ``scores`` maps each player (0-based) to the variant's score; ``reason`` is for people."""

    result: Literal["won", "lost", "stuck", "draw"]
    winner: int | None
    scores: Mapping[int, int] = attrs.field(hash=False)
    reason: str = ""


# ---------------------------------------------------------------------------------------------
# Compiled zones


def _relates(rule: BuildRule, moving: int, target: int) -> bool:
    """Whether the card with key ``moving`` may lie on the card with key ``target``."""
    m_rank, m_suit = moving // 4 + 1, SUITS[moving % 4]
    t_rank, t_suit = target // 4 + 1, SUITS[target % 4]
    if rule.rank_sum:
        rank_ok = m_rank + t_rank == rule.rank_sum
    elif rule.rank_steps is None:
        rank_ok = True
    else:
        delta = m_rank - t_rank
        if rule.wrap:
            rank_ok = any((delta - step) % 13 == 0 for step in rule.rank_steps)
        else:
            rank_ok = delta in rule.rank_steps
    m_red, t_red = m_suit in RED_SUITS, t_suit in RED_SUITS
    suit_ok = {
        "same": m_suit == t_suit,
        "alternate": m_red != t_red,
        "colour": m_red == t_red,
        "other": m_suit != t_suit,
        "any": True,
    }[rule.suit]
    return rank_ok and suit_ok if rule.join == "and" else rank_ok or suit_ok


def compile_build(
    rule: BuildRule, only: frozenset[int] = frozenset()
) -> tuple[tuple[frozenset[int], ...], tuple[tuple[int, ...], ...]]:
    """Two tables over card keys: ``accepts[target]`` = moving keys that may go on ``target``;
    ``onto[moving]`` = target keys ``moving`` may go on (sorted, for generating moves). ``only``:
    the ranks a zone ``takes only`` (all when empty), built into the tables so play never
    checks it."""
    accepts = tuple(
        frozenset(m for m in range(52) if _relates(rule, m, t) and (not only or m // 4 + 1 in only))
        for t in range(52)
    )
    onto = tuple(tuple(t for t in range(52) if m in accepts[t]) for m in range(52))
    return accepts, onto


@attrs.define(slots=True, eq=False)
class ZoneRuntime:
    """One zone of a compiled game."""

    spec: ZoneSpec
    name: str
    instances: tuple[int, ...]
    unit: str
    offsets: tuple[int, ...]
    accepts: tuple[frozenset[int], ...] | None
    onto: tuple[tuple[int, ...], ...] | None
    runs: tuple[frozenset[int], ...] | None
    empty_kind: str
    empty_ranks: frozenset[int]
    empty_from: frozenset[str] | None
    targets: list[ZoneRuntime] = attrs.field(factory=list)
    # Rows and the rules that read them (gaps that follow a neighbour, covered piles).
    covers: tuple[tuple[int, ...], ...] = ()  # per pile, the piles that cover it
    row_starts: frozenset[int] = frozenset()
    left_accepts: tuple[frozenset[int], ...] | None = None  # by the left neighbour's top key

    def instance(self, player: int) -> int:
        return self.instances[player] if self.spec.per_player else self.instances[0]


class Game:
    """A variant compiled with its options. Create with :func:`cardwright.load`."""

    def __init__(self, rules: VariantRules) -> None:
        self.rules = rules
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
            accepts = onto = runs = left = None
            if spec.builds is not None:
                accepts, onto = compile_build(spec.builds, spec.takes_only)
            if spec.gives.run_rule is not None:
                runs = compile_build(spec.gives.run_rule)[0]
            empty = spec.empty
            if empty is not None and empty.left_rule is not None:
                left = compile_build(empty.left_rule, spec.takes_only)[0]
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
        dealt_by_row = {a.target for a in rules.actions if a.mode in ("each", "gather")}
        self._interchangeable = tuple(
            not spec.growing
            and not spec.gives.offsets
            and not (spec.empty is not None and spec.empty.what in ("base", "left"))
            and not spec.covered  # a pile's place decides what covers it
            and spec.name not in dealt_by_row  # a row deal gives pile 1 the first card
            and spec.count > 1
            for spec, _ in self.instances
        )
        self._turn_up = frozenset(i for i, (spec, _) in enumerate(self.instances) if spec.turns_up)
        self._closes = frozenset(
            i for i, (spec, _) in enumerate(self.instances) if spec.closes_gaps
        )

    def __repr__(self) -> str:
        options = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"<Game {self.name}({options})>"

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
        owners: Sequence[int] = range(self.players) if self.rules.decks_per_player else (0,)
        decks: list[list[Card]] = []
        for owner in owners:
            cards = standard_deck(self.rules.decks, owner, self.rules.suits)
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
            for spec in self.rules.zones:
                deal = spec.deal
                if deal is None or deal.amount not in ("rank", "card"):
                    continue
                for receiver in receivers if spec.per_player else receivers[:1]:
                    target = piles[self.zones[spec.name].instance(receiver)]
                    for i, pile in enumerate(target):
                        suits = self.rules.suits
                        suit = deal.suit if deal.amount == "card" else suits[i % len(suits)]
                        found = next(
                            k for k, c in enumerate(cards) if c.rank == deal.rank and c.suit == suit
                        )
                        pile.append(cards.pop(found))
            rest_zones = []
            position = 0
            for spec in self.rules.zones:
                if spec.deal is None or spec.deal.amount in ("nothing", "rank", "card"):
                    continue
                if spec.deal.amount == "rest":
                    rest_zones.append(spec)
                    continue
                for receiver in receivers if spec.per_player else receivers[:1]:
                    target = piles[self.zones[spec.name].instance(receiver)]
                    for i, pile in enumerate(target):
                        size = spec.deal.pile_size(i)
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
                if deal is None or deal.face == "up":
                    faced = [c.turned(True) for c in pile]
                elif deal.face == "down":
                    faced = [c.turned(False) for c in pile]
                elif deal.face == "bottom":
                    down = deal.bottom_down[len(built)] if deal.bottom_down else 0
                    faced = [c.turned(k >= down) for k, c in enumerate(pile)]
                else:
                    cut = len(pile) - deal.top_up
                    faced = [c.turned(k >= cut) for k, c in enumerate(pile)]
                built.append(tuple(faced))
            zones.append(tuple(built))
        state = State(self, tuple(zones), (0,) * (len(self._counted_actions) * self.players))
        # Cards a zone collects leave at once, also from the deal (a collected rank dealt on top).
        return self._collect(state) if self._collectors else state

    def table(
        self,
        seed: int | None = None,
        *,
        order: Sequence[str] | Sequence[Sequence[str]] | None = None,
        state: State | None = None,
        tie_window: float = 0.05,
    ) -> Table:
        """A live table (docs/embedding.md) starting from a new deal or from ``state``."""
        from .table import Table

        start = state if state is not None else self.deal(seed, order=order)
        return Table(start, tie_window=tie_window)

    def from_dict(self, data: Mapping[str, Any]) -> State:
        """Rebuild a state from :meth:`State.to_dict` output (or a hand-written position)."""
        from .serialize import state_from_dict

        return state_from_dict(self, data)

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
        return out

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
        if move.action is not None:
            new = self._apply_action(state, move)
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
        for after in self._after:
            new = after(new, move)
        if self._collectors:
            new = self._collect(new)
        return new

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
                        elif _complete_suit(pile):
                            count = 13
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
        t_piles = zones[t_inst]
        if action.mode == "top":
            t_piles = (t_piles[0] + taken, *t_piles[1:])
        elif action.mode == "new_pile":
            t_piles = (*t_piles, *[(card,) for card in taken])
        else:
            listed = list(t_piles)
            for k, card in enumerate(taken):  # row by row: one card per pile, in pile order
                j = k % len(listed)
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


def row_order(zone: ZoneRuntime, piles: Piles) -> list[tuple[int, int, int]]:
    """(first pile, length, piles in order) for each row of ``zone``: a row's cards are in
    order from its start while each top card is one its pile could take if it were empty (a
    rank the row start takes, then each card by the rule of its left neighbour)."""
    result = []
    start = 0
    left = zone.left_accepts
    for length in zone.spec.rows or (len(piles),):
        k = 0
        below: Card | None = None
        while k < length:
            pile = piles[start + k]
            if not pile or not pile[-1].face_up:
                break
            card = pile[-1]
            if below is None:
                if card.rank not in zone.empty_ranks:
                    break
            elif left is None or card.key not in left[below.key]:
                break
            below = card
            k += 1
        result.append((start, length, k))
        start += length
    return result


def gathering(zone: ZoneRuntime, piles: Piles, action: ActionSpec) -> tuple[list[int], list[int]]:
    """The piles a ``gather`` action picks up, and those it deals back into."""
    if action.out_of_order:
        rows = row_order(zone, piles)
        places = [j for start, length, k in rows for j in range(start + k, start + length)]
        firsts = {start + k for start, length, k in rows if k < length}
    else:
        places = list(range(len(piles)))
        firsts = set(zone.row_starts)
    receivers = [j for j in places if not (action.leave_gaps and j in firsts)]
    return places, receivers


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


def _gather(zone: ZoneRuntime, state: State, inst: int, action: ActionSpec) -> Piles:
    """A ``gather`` action's piles: the cards of the gathered piles, in pile order (bottom
    first), shuffled if the action says so, dealt back one at a time across the receiving piles,
    first pile first."""
    piles = state.zones[inst]
    places, receivers = gathering(zone, piles, action)
    cards = [card for j in places for card in piles[j]]
    if action.shuffled:
        shuffle(cards, _position_seed(state))
    dealt: dict[int, list[Card]] = {j: [] for j in places}
    for k, card in enumerate(cards):
        dealt[receivers[k % len(receivers)]].append(card.turned(action.face_up))
    new = list(piles)
    for j, pile in dealt.items():
        new[j] = tuple(pile)
    return tuple(new)


Generator = Callable[["State", list[Move], dict[int, Any]], None]
DISTINCT = -1  # a memo key: generate() was asked for distinct moves only

# Move(...) runs NamedTuple's Python-level __new__; generators build the same tuple directly.
_tuple_new = tuple.__new__
_top = itemgetter(-1)
_play_key = attrgetter("play_key")


def _offset_generator(
    player: int, source: ZoneRuntime, s_inst: int, target: ZoneRuntime
) -> Generator:
    """Moves onto piles a fixed number of places away in the same zone (a row that closes its
    gaps). Each top card's key is read once; then, per offset, one comprehension pairs every pile
    with the pile that far away and keeps the pairs the build table allows."""
    name = source.name
    offsets = list(enumerate(source.offsets))
    # Keys -1 (face-down top) and -2 (empty pile) index the two empty sets at the end.
    accepts = [*(target.accepts or [frozenset()] * 52), frozenset(), frozenset()]
    accepts_of = accepts.__getitem__
    whole = source.unit == "pile"
    single = target.spec.one_card_at_a_time
    empties_ok = target.empty_kind != "nothing"

    def generate(state: State, out: list[Move], memo: dict[int, Any]) -> None:
        piles = state.zones[s_inst]
        if all(piles):
            keys = list(map(_play_key, map(_top, piles)))
        else:
            keys = [p[-1].play_key if p else -2 for p in piles]
        found: list[tuple[int, int, int]] = []
        for order, offset in offsets:
            # C-level loops: for each pair (target top, source top) ``offset`` apart, is the
            # source key in the target's accept set? compress() keeps the indices where it is.
            if offset < 0:
                d = -offset
                for j in compress(counting(), map(contains, map(accepts_of, keys), keys[d:])):
                    found.append((j + d, order, j))
            else:
                for i in compress(counting(), map(contains, map(accepts_of, keys[offset:]), keys)):
                    found.append((i, order, i + offset))
            if empties_ok and -2 in keys:
                n = len(keys)
                for i in range(n):
                    j = i + offset
                    if (
                        keys[i] >= 0
                        and 0 <= j < n
                        and keys[j] == -2
                        and _empty_accepts(target, piles, j, piles[i][-1], name)
                    ):
                        found.append((i, order, j))
        if len(found) > 1:
            found.sort()  # source pile first, then offsets in the order the file gives them
        for i, _, j in found:
            count = len(piles[i]) if whole else 1
            if count > 1 and single:
                continue
            out.append(_tuple_new(Move, (player, (name, i), (name, j), count, None)))

    return generate


def _source_generator(
    game: Game,
    player: int,
    source: ZoneRuntime,
    s_inst: int,
    targets: list[tuple[ZoneRuntime, int]],
) -> Generator:
    """Moves from the piles of one zone to every zone it gives to. Target piles are indexed by
    their top card once per position (shared through ``memo``), so each movable card looks up
    only the few piles its build table allows instead of scanning every pile."""
    name = source.name
    unit = source.unit
    runs = source.runs
    offsets = source.offsets
    supermove = source.spec.gives.supermove
    covers = source.covers
    cells = [
        i
        for i, (spec, owner) in enumerate(game.instances)
        if spec.kind == "cell" and owner in (None, player)
    ]
    plan = [
        (
            target,
            t_inst,
            target.name,
            t_inst == s_inst,
            t_inst == s_inst and bool(offsets),
            target.onto,
            target.spec.one_card_at_a_time,
            target.empty_kind != "nothing",
            game._interchangeable[t_inst],
            target.empty_kind == "left",  # whether an empty pile's rule depends on its place
        )
        for target, t_inst in targets
    ]

    def generate(state: State, out: list[Move], memo: dict[int, Any]) -> None:
        zones = state.zones
        distinct = DISTINCT in memo
        if supermove:
            # FreeCell's rule: (free cells + 1) x 2^(empty piles of this zone, not the target).
            free = sum(1 for c in cells for pile in zones[c] if not pile)
            empty_here = sum(1 for pile in zones[s_inst] if not pile)
            limit_onto_card = (free + 1) << empty_here
            limit_onto_empty = (free + 1) << max(0, empty_here - 1)
        piles = zones[s_inst]
        for i, pile in enumerate(piles):
            if not pile:
                continue
            top = pile[-1]
            if not top.face_up:
                continue
            if covers and any(piles[c] for c in covers[i]):
                continue  # a covered card cannot move
            if unit == "top":
                units: Sequence[tuple[int, Card]] = ((1, top),)
            elif unit == "pile":
                units = ((len(pile), top),)
            else:
                units = _runs(pile, runs)
            here = (name, i)
            for (
                target,
                t_inst,
                t_name,
                same,
                by_offset,
                onto,
                single,
                empties_ok,
                interchangeable,
                by_place,
            ) in plan:
                t_piles = zones[t_inst]
                if by_offset:
                    for offset in offsets:
                        j = i + offset
                        if 0 <= j < len(t_piles):
                            for count, card in units:
                                if _accepts(target, t_piles, j, card, count, name):
                                    out.append(Move(player, here, (t_name, j), count))
                    continue
                index = memo.get(t_inst)
                if index is None:
                    index = memo[t_inst] = _index_tops(t_piles, target.covers)
                by_top, empties = index
                for count, card in units:
                    if count > 1 and single:
                        continue
                    if onto is not None and not (supermove and count > limit_onto_card):
                        for key in onto[card.key]:
                            for j in by_top.get(key, ()):
                                if not (same and j == i):
                                    out.append(
                                        _tuple_new(Move, (player, here, (t_name, j), count, None))
                                    )
                    if supermove and count > (limit_onto_empty if same else limit_onto_card):
                        continue
                    if not empties or not empties_ok:
                        continue
                    if by_place:  # each empty pile has its own rule: ask it for each
                        for j in empties:
                            if _empty_accepts(target, t_piles, j, card, name):
                                out.append(Move(player, here, (t_name, j), count))
                    elif _empty_accepts(target, t_piles, -1, card, name):
                        for j in empties:
                            if not (same and j == i):
                                out.append(Move(player, here, (t_name, j), count))
                                if distinct and interchangeable:
                                    break  # searches need one empty pile of such a zone

    return generate


def _action_generator(game: Game, player: int, action: ActionSpec) -> Generator:
    """The stock action ``action`` of ``player``, when it is available."""
    s_inst = game.zones[action.source].instance(player)
    t_inst = game.zones[action.target].instance(player)
    source_ref = (str(action.source), 0)
    name = str(action.name)
    amount = action.amount
    mode = action.mode
    checked = bool(action.when) or action.passes is not None or action.blocked_by_empty is not None
    if mode == "gather":
        zone = game.zones[action.source]

        def gather(state: State, out: list[Move], memo: dict[int, Any]) -> None:
            piles = state.zones[s_inst]
            places, receivers = gathering(zone, piles, action)
            count = sum(len(piles[j]) for j in places)
            if not count or not receivers:
                return  # nothing to gather, or nowhere to deal it
            if checked and _action_blocked(game, state, action, player) is not None:
                return
            out.append(Move(player, source_ref, None, count, name))

        return gather

    def generate(state: State, out: list[Move], memo: dict[int, Any]) -> None:
        source = state.zones[s_inst]
        if not source or not source[0]:
            return
        if checked and _action_blocked(game, state, action, player) is not None:
            return
        size = len(source[0])
        target: tuple[str, int] | None
        if mode == "each":
            # N to each pile: N rows, one card per pile at a time; "all" deals the whole source.
            target = None
            count = size if amount is None else min(size, amount * len(state.zones[t_inst]))
        elif mode == "new_pile":
            target = (action.target, len(state.zones[t_inst]))
            count = size if amount is None or amount > size else amount
        else:
            target = (action.target, 0)
            count = size if amount is None or amount > size else amount
        out.append(Move(player, source_ref, target, count, name))

    return generate


def _move_cards(
    state: State,
    s_inst: int,
    source_index: int,
    t_inst: int,
    target_index: int,
    count: int,
    face_up: bool | None,
) -> State:
    """The one primitive that moves cards between piles (see :meth:`State.moved`)."""
    game = state.game
    zones = list(state.zones)
    source_piles = list(zones[s_inst])
    pile = source_piles[source_index]
    moving = pile[-count:]
    rest = pile[:-count]
    if face_up is not None:
        moving = tuple(c.turned(face_up) for c in moving)
    if rest and s_inst in game._turn_up and not rest[-1].face_up:
        rest = (*rest[:-1], rest[-1].turned(True))
    if s_inst == t_inst:
        source_piles[target_index] = source_piles[target_index] + moving
    else:
        target_piles = list(zones[t_inst])
        target_piles[target_index] = target_piles[target_index] + moving
        zones[t_inst] = tuple(target_piles)
    if not rest and s_inst in game._closes:
        del source_piles[source_index]
    else:
        source_piles[source_index] = rest
    zones[s_inst] = tuple(source_piles)
    return _make_state(game, tuple(zones), state.redeals, state.turn)


def _complete_suit(pile: Pile) -> bool:
    """The top 13 cards run from K down to A in one suit, all face up."""
    if len(pile) < 13:
        return False
    run = pile[-13:]
    suit = run[0].suit
    return all(c.face_up and c.suit == suit and c.rank == 13 - k for k, c in enumerate(run))


def _index_tops(
    piles: Piles, covers: tuple[tuple[int, ...], ...] = ()
) -> tuple[dict[int, list[int]], list[int]]:
    """Pile indices by the key of their face-up top card, and the indices of empty piles
    (leaving out covered piles: nothing may be put on them)."""
    by_top: dict[int, list[int]] = {}
    empties = []
    for j, pile in enumerate(piles):
        if covers and any(piles[c] for c in covers[j]):
            continue
        if pile:
            top = pile[-1]
            if top.face_up:
                by_top.setdefault(top.key, []).append(j)
        else:
            empties.append(j)
    return by_top, empties


def _runs(pile: Pile, table: tuple[frozenset[int], ...] | None) -> list[tuple[int, Card]]:
    """(count, base card) for every movable group on top of ``pile``: runs by ``table``, or any
    face-up group when ``table`` is None."""
    units = [(1, pile[-1])]
    for k in range(len(pile) - 2, -1, -1):
        below, above = pile[k], pile[k + 1]
        if not below.face_up or (table is not None and above.key not in table[below.key]):
            break
        units.append((len(pile) - k, below))
    return units


def _empty_accepts(
    target: ZoneRuntime, t_piles: Piles, j: int, card: Card, source_name: str
) -> bool:
    """Whether empty pile ``j`` of ``target`` takes ``card`` (the card that lands)."""
    kind = target.empty_kind
    if kind == "nothing":
        return False
    if kind == "ranks" and card.rank not in target.empty_ranks:
        return False
    if kind == "base" and t_piles[0] and card.rank != t_piles[0][0].rank:
        return False  # the base rank: that of the card at the bottom of the zone's first pile
    if kind == "left":
        if j in target.row_starts:
            if card.rank not in target.empty_ranks:
                return False
        else:
            left = t_piles[j - 1]
            if not left or not left[-1].face_up:
                return False
            assert target.left_accepts is not None
            if card.key not in target.left_accepts[left[-1].key]:
                return False
    if target.spec.takes_only and card.rank not in target.spec.takes_only:
        return False
    if target.empty_from is not None and source_name not in target.empty_from:
        return False
    if target.spec.one_pile_per_suit:
        suit = card.suit
        for pile in t_piles:
            if pile and pile[0].suit == suit:
                return False
    return True


def _accepts(
    target: ZoneRuntime, t_piles: Piles, j: int, card: Card, count: int, source_name: str
) -> bool:
    if count > 1 and target.spec.one_card_at_a_time:
        return False
    if target.covers and any(t_piles[c] for c in target.covers[j]):
        return False
    t_pile = t_piles[j]
    if t_pile:
        top = t_pile[-1]
        return target.accepts is not None and top.face_up and card.key in target.accepts[top.key]
    return _empty_accepts(target, t_piles, j, card, source_name)


def _condition_holds(game: Game, state: State, condition: Condition, player: int | None) -> bool:
    zones = state.zones
    if condition.kind == "empty":
        return not any(pile for z in condition.zones for pile in zones[game.instance(z, player)])
    if condition.kind == "piles":
        return len(zones[game.instance(condition.zones[0], player)]) == condition.count
    if condition.kind == "in_order":
        name = condition.zones[0]
        piles = zones[game.instance(name, player)]
        return all(
            not any(piles[start + k : start + length])
            for start, length, k in row_order(game.zones[name], piles)
        )
    if condition.kind == "all_cards":
        held = sum(
            len(p) for z in condition.zones for i in game.zones[z].instances for p in zones[i]
        )
        return held == game.rules.total_cards
    # all own cards: every card owned by `player` lies in the zones
    owned = sum(
        1
        for z in condition.zones
        for i in game.zones[z].instances
        for p in zones[i]
        for c in p
        if c.owner == player
    )
    return owned == game.rules.cards_per_owner


def _action_blocked(game: Game, state: State, action: ActionSpec, player: int) -> str | None:
    """Why ``action`` is not available (None when it is), besides an empty source."""
    for condition in action.when:
        if not _condition_holds(game, state, condition, player):
            return f"'{action.name}' is only possible when {describe_condition(condition)}"
    if action.passes is not None:
        slot = game._counted_actions.index(action) * game.players + player
        if state.redeals[slot] >= action.passes - 1:
            passes = action.passes
            return f"no passes left: the {action.target} may be gone through {passes} time{'s' if passes > 1 else ''}"
    if action.blocked_by_empty is not None:
        piles = state.zones[game.instance(action.blocked_by_empty, player)]
        if any(not p for p in piles):
            return f"'{action.name}' is not allowed while a {action.blocked_by_empty} pile is empty"
    return None


# ---------------------------------------------------------------------------------------------
# States

_NOTATION = re.compile(
    r"^\s*(?:p(?P<player>\d+)\s+)?(?:"
    r"(?P<src>[a-z][a-z_-]*?)(?P<si>\d+)(?::(?P<count>\d+))?\s*>\s*(?P<dst>[a-z][a-z_-]*?)(?P<ti>\d+)"
    r"|(?P<action>[a-z][a-z_-]*))\s*$"
)


@attrs.frozen(slots=True, repr=False, hash=False)
class State:
    """A position: one tuple of piles per zone instance (a pile is a tuple of cards, bottom →
    top), the count of limited actions used, and whose turn it is (only turn-based play
    changes it). Immutable and hashable; states of one game compare by position only."""

    game: Game = attrs.field(eq=False, hash=False)
    zones: tuple[Piles, ...]
    redeals: tuple[int, ...] = ()
    turn: int = 0
    _cache: dict[Any, Any] = attrs.field(eq=False, hash=False, init=False, factory=dict)
    _hash: int | None = attrs.field(eq=False, hash=False, init=False, default=None)

    def __hash__(self) -> int:
        # Cached: solvers and searches hash the same state many times.
        value = self._hash
        if value is None:
            value = hash((self.zones, self.redeals, self.turn))
            object.__setattr__(self, "_hash", value)
        return value

    def __repr__(self) -> str:
        return f"<State {self.game.name}: {self.summary()}>"

    def summary(self) -> str:
        parts = []
        for (spec, owner), piles in zip(self.game.instances, self.zones, strict=True):
            label = spec.name if owner is None else f"p{owner + 1} {spec.name}"
            parts.append(f"{label} {sum(map(len, piles))}")
        return ", ".join(parts)

    # -- reading ------------------------------------------------------------------------------
    def piles(self, zone: str, player: int | None = None) -> Piles:
        """The piles of ``zone`` (of ``player`` for per-player zones)."""
        try:
            return self.zones[self.game.instance(zone, player)]
        except KeyError:
            raise KeyError(f"unknown zone '{zone}'{suggest(zone, self.game.zones)}") from None

    def cards(self) -> Iterator[Card]:
        for piles in self.zones:
            for pile in piles:
                yield from pile

    # -- moves --------------------------------------------------------------------------------
    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every legal move of ``player`` (every player's when None in a multi-player game)."""
        if player is None:
            if self.game.players == 1:
                player = 0
            else:
                return [m for p in range(self.game.players) for m in self.legal_moves(p)]
        cached = self._cache.get(player)
        if cached is not None:
            return list(cached)
        game = self.game
        moves = game.generate(self, player)
        for move_filter in game._filters:
            moves = move_filter.filter(self, moves)
        self._cache[player] = moves
        return list(moves)

    def parse_move(self, text: str, player: int | None = None) -> Move:
        """Read move notation (docs/notation.md) into a :class:`Move`; IllegalMove if unreadable."""
        match = _NOTATION.match(text.lower())
        if match is None:
            raise IllegalMove(
                f"cannot read move {text!r}: expected 'zone3>zone1', 'zone3:2>zone1' or an action "
                f"name ({', '.join(a.name for a in self.game._actions) or 'none in this game'})"
            )
        if match["player"]:
            said = int(match["player"]) - 1
            if player is not None and said != player:
                raise IllegalMove(
                    f"move {text!r} is player {said + 1}'s, not player {player + 1}'s"
                )
            player = said
        player = 0 if player is None else player
        if not 0 <= player < self.game.players:
            raise IllegalMove(f"there is no player {player + 1} in {self.game.title}")
        if match["action"]:
            name = match["action"]
            # A legal move first; else the kernel's own (a plugin may have filtered it out,
            # and explain() can then say which plugin and why).
            for move in [*self.legal_moves(player), *self.game.generate(self, player)]:
                if move.action == name:
                    return move
            names = [str(a.name) for a in self.game._actions]
            if name not in names:
                raise IllegalMove(f"no action '{name}' in {self.game.title}{suggest(name, names)}")
            action = next(a for a in self.game._actions if a.name == name)
            return Move(player, (action.source, 0), None, 1, name)
        source = self.game.resolve_zone(match["src"])
        target = self.game.resolve_zone(match["dst"])
        si, ti = int(match["si"]) - 1, int(match["ti"]) - 1
        if match["count"]:
            count = int(match["count"])
        else:
            count = 1
            if self.game.zones[source].unit == "pile":
                try:
                    count = max(1, len(self.piles(source, player)[si]))
                except IndexError:
                    count = 1
        return Move(player, (source, si), (target, ti), count)

    def play(self, move: Move | str, player: int | None = None) -> State:
        """The state after ``move`` (a :class:`Move` or its notation). Raises
        :class:`IllegalMove` with a reason, leaving this state unchanged."""
        if player is None and type(move) is Move:
            listed = self._cache.get(move.player)
            if listed is not None and move in listed:  # the usual case: a move just listed
                return self.game.apply(self, move)
        if isinstance(move, str):
            move = self.parse_move(move, player)
        elif not isinstance(move, Move):
            raise IllegalMove(f"not a move: {move!r}")
        elif player is not None and move.player != player:
            raise IllegalMove(f"that move is player {move.player + 1}'s, not player {player + 1}'s")
        if not 0 <= move.player < self.game.players:
            raise IllegalMove(f"there is no player {move.player + 1} in {self.game.title}")
        listed = self._cache.get(move.player)
        if listed is None:
            self.legal_moves(move.player)
            listed = self._cache[move.player]
        if move not in listed:  # identity is tried first, so this is quick for listed moves
            from .explain import explain

            raise IllegalMove(explain(self, move))
        return self.game.apply(self, move)

    # -- the one primitive that moves cards ----------------------------------------------
    def moved(
        self,
        source_zone: str,
        source_index: int,
        target_zone: str,
        target_index: int,
        count: int = 1,
        *,
        player: int | None = None,
        face_up: bool | None = None,
    ) -> State:
        """A copy with the top ``count`` cards of one pile put on another, keeping their order,
        then the zones' automatic rules applied (exposed cards turned up, gaps closed). Does not
        check legality: play() does. Plugins use this to move cards."""
        game = self.game
        return _move_cards(
            self,
            game.instance(source_zone, player),
            source_index,
            game.instance(target_zone, player),
            target_index,
            count,
            face_up,
        )

    # -- the end ------------------------------------------------------------------------------
    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on; else how it ended (docs/state.md)."""
        if "outcome" not in self._cache:
            from .outcome import compute_outcome

            self._cache["outcome"] = compute_outcome(self)
        result: Outcome | None = self._cache["outcome"]
        return result

    def with_turn(self, player: int) -> State:
        """The same position with ``player`` to move (for turn-based plugins and searches)."""
        if player == self.turn:
            return self
        return State(self.game, self.zones, self.redeals, player)

    def can_progress(self, player: int | None = None) -> bool:
        """Whether ``player`` (everyone, in a one-player game) can still make progress by some
        sequence of their own moves (docs/state.md)."""
        from .outcome import can_progress

        return can_progress(self, player)

    def scores(self) -> dict[int, int]:
        from .outcome import scores

        return scores(self)

    # -- text ---------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict (docs/state.md); ``game.from_dict`` gives an equal state back."""
        from .serialize import state_to_dict

        return state_to_dict(self)

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` (0-based) may see: :meth:`to_dict` with every face-down card hidden
        as ``"??"`` (docs/state.md). The only form of a state fit to send to a player."""
        from .serialize import state_view

        return state_view(self, player)


_new_object = object.__new__
_set_game, _set_zones, _set_redeals, _set_turn, _set_cache, _set_hash = (
    State.__dict__[slot].__set__ for slot in ("game", "zones", "redeals", "turn", "_cache", "_hash")
)


def _make_state(game: Game, zones: tuple[Piles, ...], redeals: tuple[int, ...], turn: int) -> State:
    """``State(game, zones, redeals, turn)`` for the hot path: the same object, built by setting
    its slots directly (attrs' frozen ``__init__`` costs three times as much)."""
    state: State = _new_object(State)
    _set_game(state, game)
    _set_zones(state, zones)
    _set_redeals(state, redeals)
    _set_turn(state, turn)
    _set_cache(state, {})
    _set_hash(state, None)
    return state
