"""Move generation: the hot path. Every generator is a closure compiled once per zone and player
from the tables in :mod:`.tables`; the idioms that make Python fast here live only in this module.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from itertools import compress
from itertools import count as counting
from operator import attrgetter, contains, itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from ...cards import RANK_NAMES, Card
from ...rules import ActionSpec, Condition, ZoneSpec
from ...rules.phrases import describe_condition
from ..moves import Draw, Move, Pile, Piles
from .tables import ZoneRuntime

if TYPE_CHECKING:
    from ..game import Game
    from ..state import State


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
                if not zone.takes_at_row_start(start, card):
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
    capacity = target.spec.capacity
    empties_ok = target.empty_kind != "nothing"

    def generate(state: State, out: list[Move], memo: dict[int, Any]) -> None:
        piles = state.zones[s_inst]
        if all(piles):
            keys = list(map(_play_key, map(_top, piles)))
        else:
            keys = [p[-1].play_key if p else -2 for p in piles]
        found: list[tuple[int, int, int]] = []
        for order, offset in offsets:
            if not offset:
                continue  # never a pile onto itself
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
            if capacity and len(piles[j]) + count > capacity:
                continue
            out.append(_tuple_new(Move, (player, (name, i), (name, j), count, None)))

    return generate


class _TargetPlan(NamedTuple):
    """What a source zone's generator knows of one zone it gives to, read once per game."""

    target: ZoneRuntime
    t_inst: int
    t_name: str
    same: bool  # the target is the source zone itself
    by_offset: bool  # only piles a fixed number of places away
    onto: tuple[tuple[int, ...], ...] | None  # by moving key: the top keys it may go on
    single: bool  # takes one card at a time
    empties_ok: bool  # an empty pile may take something
    interchangeable: bool  # its piles may be reordered without changing the game
    by_place: bool  # an empty pile's rule depends on where it is (its left neighbour)
    base_inst: int | None  # the instance whose first card sets the base rank, if another's
    capacity: int  # the most cards a pile holds (0: no limit)


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
    unit_count = source.spec.gives.count
    partial = source.spec.gives.partial_for
    covers = source.covers
    cells = [
        i
        for i, (spec, owner) in enumerate(game.instances)
        if spec.kind == "cell" and owner in (None, player)
    ]
    plan = [
        _TargetPlan(
            target=target,
            t_inst=t_inst,
            t_name=target.name,
            same=t_inst == s_inst,
            by_offset=t_inst == s_inst and bool(offsets),
            onto=target.onto,
            single=target.spec.one_card_at_a_time,
            empties_ok=target.empty_kind != "nothing",
            interchangeable=game._interchangeable[t_inst],
            by_place=target.empty_kind == "left",
            base_inst=_base_instance(game, target, player),
            capacity=target.spec.capacity,
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
            elif unit in ("runs", "face_up"):
                units = _runs(pile, runs)
                if partial is not None and len(units) > 2:
                    units = partial_runs(game, source, pile, units, zones, player)
            else:
                units = _fixed_units(unit, pile, unit_count)
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
                base_inst,
                capacity,
            ) in plan:
                t_piles = zones[t_inst]
                if by_offset:
                    for offset in offsets:
                        j = i + offset
                        if offset and 0 <= j < len(t_piles):
                            for count, card in units:
                                base_piles = None if base_inst is None else zones[base_inst]
                                if _accepts(target, t_piles, j, card, count, name, base_piles):
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
                                if capacity and len(t_piles[j]) + count > capacity:
                                    continue
                                if not (same and j == i):
                                    out.append(
                                        _tuple_new(Move, (player, here, (t_name, j), count, None))
                                    )
                    if supermove and count > (limit_onto_empty if same else limit_onto_card):
                        continue
                    if not empties or not empties_ok or (capacity and count > capacity):
                        continue
                    base_piles = None if base_inst is None else zones[base_inst]
                    if by_place:  # each empty pile has its own rule: ask it for each
                        for j in empties:
                            if _empty_accepts(target, t_piles, j, card, name, base_piles):
                                out.append(Move(player, here, (t_name, j), count))
                    elif _empty_accepts(target, t_piles, -1, card, name, base_piles):
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
    if mode == "draw":
        return _draw_generator(game, player, action)
    if mode == "close_up":

        def close_up(state: State, out: list[Move], memo: dict[int, Any]) -> None:
            source = state.zones[s_inst]
            count = closing_up(state.zones[t_inst], len(source[0]) if source else 0)
            if not count:
                return  # no gap to close, nor one to fill
            if checked and _action_blocked(game, state, action, player) is not None:
                return
            out.append(Move(player, source_ref, None, count, name))

        return close_up
    if action.from_each:

        def take_all(state: State, out: list[Move], memo: dict[int, Any]) -> None:
            count = sum(len(pile) for pile in state.zones[s_inst])
            if not count or not state.zones[t_inst]:
                return  # nothing to take, or no pile to give to
            if checked and _action_blocked(game, state, action, player) is not None:
                return
            out.append(Move(player, source_ref, (action.target, 0), count, name))

        return take_all

    def generate(state: State, out: list[Move], memo: dict[int, Any]) -> None:
        source = state.zones[s_inst]
        if not source or not source[0]:
            return
        if mode != "new_pile" and not state.zones[t_inst]:
            return  # no pile to give to (a growing zone that has none yet)
        if checked and _action_blocked(game, state, action, player) is not None:
            return
        size = len(source[0])
        target: tuple[str, int] | None
        if mode == "each":
            # N to each pile: N rows, one card per pile at a time; "all" deals the whole source.
            target = None
            receivers = len(receiving(state.zones[t_inst], action.fewer_than))
            if not receivers:
                return  # every pile is as deep as the deal allows
            count = size if amount is None else min(size, amount * receivers)
        elif mode == "new_pile":
            target = (action.target, len(state.zones[t_inst]))
            count = size if amount is None or amount > size else amount
        else:
            target = (action.target, 0)
            count = size if amount is None or amount > size else amount
        out.append(Move(player, source_ref, target, count, name))

    return generate


def _draw_generator(game: Game, player: int, action: ActionSpec) -> Generator:
    """A ``draw`` action (``play one buried card from ZONE``): each face-up card under the top
    card of a pile of the zone, not covered by the covering map, onto every other pile where
    the zone's top card could go (the zones it gives to, their build and empty rules). With
    ``bottom`` (``play a bottom card from ZONE``) only the bottom card of each pile."""
    zone = game.zones[action.source]
    s_inst = zone.instance(player)
    name = str(action.name)
    zone_name = zone.name
    offsets = zone.offsets
    targets = [
        (target, target.instance(player), _base_instance(game, target, player))
        for target in zone.targets
    ]

    def draw(state: State, out: list[Move], memo: dict[int, Any]) -> None:
        piles = state.zones[s_inst]
        if not any(len(pile) > 1 for pile in piles):
            return
        if _action_blocked(game, state, action, player) is not None:
            return
        zones = state.zones
        for i, pile in enumerate(piles):
            if len(pile) < 2 or (zone.covers and any(piles[c] for c in zone.covers[i])):
                continue
            for depth in range(len(pile) if action.bottom else 2, len(pile) + 1):
                card = pile[-depth]
                if not card.face_up:
                    continue
                for target, t_inst, base_inst in targets:
                    t_piles = zones[t_inst]
                    base_piles = None if base_inst is None else zones[base_inst]
                    same = t_inst == s_inst
                    for j in range(len(t_piles)):
                        if same and (j == i or (offsets and j - i not in offsets)):
                            continue
                        if _accepts(target, t_piles, j, card, 1, zone_name, base_piles):
                            out.append(Draw(player, (zone_name, i), (target.name, j), depth, name))

    return draw


def _base_instance(game: Game, target: ZoneRuntime, player: int) -> int | None:
    """The zone instance whose first card sets ``target``'s base rank, when another zone's."""
    empty = target.spec.empty
    if empty is None or empty.base_zone is None:
        return None
    return game.zones[empty.base_zone].instance(player)


def _complete_suit(pile: Pile, ranks: Sequence[int]) -> bool:
    """The top cards run from the highest rank down to the lowest in one suit, all face up
    (K down to A in a full deck)."""
    n = len(ranks)
    if len(pile) < n:
        return False
    run = pile[-n:]
    suit = run[0].suit
    return all(
        c.face_up and c.suit == suit and c.rank == ranks[n - 1 - k] for k, c in enumerate(run)
    )


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


def movable_units(source: ZoneRuntime, pile: Pile) -> Sequence[tuple[int, Card]]:
    """(count, card it is matched by) for every group that may leave ``pile`` of ``source``
    together (the generator inlines the two commonest units)."""
    unit = source.unit
    if unit == "top":
        return ((1, pile[-1]),)
    if unit == "pile":
        return ((len(pile), pile[-1]),)
    if unit in ("runs", "face_up"):
        return _runs(pile, source.runs)
    return _fixed_units(unit, pile, source.spec.gives.count)


def partial_runs(
    game: Game,
    source: ZoneRuntime,
    pile: Pile,
    units: Sequence[tuple[int, Card]],
    zones: Sequence[Piles],
    player: int,
) -> list[tuple[int, Card]]:
    """``units`` (the runs on top of ``pile``, shortest first) under ``part of a run only to
    uncover a card for ZONE``: the top card and the whole run always; a part of the run only
    when the card it leaves on top could then go to a pile of that zone."""
    name = source.spec.gives.partial_for
    assert name is not None
    zone = game.zones[name]
    piles = zones[zone.instance(player)]
    base_inst = _base_instance(game, zone, player)
    base_piles = None if base_inst is None else zones[base_inst]
    last = len(units) - 1
    return [
        (count, card)
        for k, (count, card) in enumerate(units)
        if k in (0, last)
        or any(
            _accepts(zone, piles, j, pile[-count - 1], 1, source.name, base_piles)
            for j in range(len(piles))
        )
    ]


def _fixed_units(unit: str, pile: Pile, count: int) -> Sequence[tuple[int, Card]]:
    """(count, base card) for ``top_or_pile`` (the top card, or the whole pile when every card of
    it is face up, matched by its bottom card) and ``count`` (exactly ``count`` face-up cards,
    matched by the lowest of them)."""
    if unit == "top_or_pile":
        if len(pile) > 1 and pile[0].face_up:  # face-down cards lie only at the bottom
            return ((1, pile[-1]), (len(pile), pile[0]))
        return ((1, pile[-1]),)
    if len(pile) >= count and pile[-count].face_up:
        return ((count, pile[-count]),)
    return ()


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


def base_rank(target: ZoneRuntime, t_piles: Piles, base_piles: Piles | None) -> int | None:
    """The rank an empty pile of ``target`` takes under ``empty accepts the base rank``: that of
    the bottom card of the first pile (or, chosen by the first card played, of the first pile
    holding a card) of the base zone, shifted by the rule's offset. None while there is none."""
    empty = target.spec.empty
    assert empty is not None
    piles = t_piles if base_piles is None else base_piles
    if empty.base_from == "first_pile":
        bottom = piles[0][0] if piles and piles[0] else None
    else:
        bottom = next((pile[0] for pile in piles if pile), None)
    if bottom is None:
        return None
    return (bottom.rank + empty.offset - 1) % 13 + 1


def base_rank_of(game: Game, state: State, zone: str, player: int | None) -> int | None:
    """The base rank of ``zone`` (the rank its empty piles take under ``empty accepts the base
    rank``), None while it has none."""
    target = game.zones[zone]
    empty = target.spec.empty
    base_zone = zone if empty is None or empty.base_zone is None else empty.base_zone
    return base_rank(target, (), state.zones[game.instance(base_zone, player)])


def _fits_neighbour(pile: Pile, card: Card, table: tuple[frozenset[int], ...] | None) -> bool:
    """Whether ``card`` may fill a gap beside ``pile`` by ``table`` (by its face-up top)."""
    return bool(pile) and pile[-1].face_up and table is not None and card.key in table[pile[-1].key]


def _empty_accepts(
    target: ZoneRuntime,
    t_piles: Piles,
    j: int,
    card: Card,
    source_name: str,
    base_piles: Piles | None = None,
) -> bool:
    """Whether empty pile ``j`` of ``target`` takes ``card`` (the card that lands);
    ``base_piles``: the piles of the zone that sets the base rank, when another zone's."""
    kind = target.empty_kind
    if kind == "nothing":
        return False
    if kind == "ranks" and card.rank not in target.empty_ranks:
        return False
    if kind == "base":
        rank = base_rank(target, t_piles, base_piles)
        if rank is not None and card.rank != rank:
            return False
    if kind == "left":
        if j in target.row_starts:
            if not target.takes_at_row_start(j, card):
                return False
        elif not (
            _fits_neighbour(t_piles[j - 1], card, target.left_accepts)
            or (
                target.right_accepts is not None
                and j + 1 < len(t_piles)
                and j + 1 not in target.row_starts
                and _fits_neighbour(t_piles[j + 1], card, target.right_accepts)
            )
        ):
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
    return not (target.spec.rank_colours and colour_taken(t_piles, card))


def colour_taken(piles: Piles, card: Card) -> bool:
    """Whether ``card`` may not start a pile among ``piles`` under ``each starting rank has a
    colour of its own``: a pile its rank started is of the other colour, or a pile another rank
    started is of its colour."""
    return any(pile and (pile[0].rank == card.rank) != (pile[0].red == card.red) for pile in piles)


def _accepts(
    target: ZoneRuntime,
    t_piles: Piles,
    j: int,
    card: Card,
    count: int,
    source_name: str,
    base_piles: Piles | None = None,
) -> bool:
    if count > 1 and target.spec.one_card_at_a_time:
        return False
    if target.spec.capacity and len(t_piles[j]) + count > target.spec.capacity:
        return False
    if target.covers and any(t_piles[c] for c in target.covers[j]):
        return False
    t_pile = t_piles[j]
    if t_pile:
        top = t_pile[-1]
        return target.accepts is not None and top.face_up and card.key in target.accepts[top.key]
    return _empty_accepts(target, t_piles, j, card, source_name, base_piles)


def _condition_holds(game: Game, state: State, condition: Condition, player: int | None) -> bool:
    zones = state.zones
    if condition.kind == "empty":
        return not any(pile for z in condition.zones for pile in zones[game.instance(z, player)])
    if condition.kind == "piles":
        return len(zones[game.instance(condition.zones[0], player)]) == condition.count
    if condition.kind == "cards":
        held = sum(len(p) for z in condition.zones for p in zones[game.instance(z, player)])
        return held == condition.count
    if condition.kind == "in_order":
        name = condition.zones[0]
        piles = zones[game.instance(name, player)]
        return all(
            not any(piles[start + k : start + length])
            for start, length, k in row_order(game.zones[name], piles)
        )
    if condition.kind == "face_up":
        return all(
            c.face_up for z in condition.zones for p in zones[game.instance(z, player)] for c in p
        )
    if condition.kind == "used_up":
        counted = game._counted_actions
        k = next((k for k, a in enumerate(counted) if a.name == condition.action), None)
        if k is None:
            return False  # no such limited action (the language refuses it; hand-written IR)
        passes = counted[k].passes
        assert passes is not None
        return state.redeals[k * game.players + (player or 0)] >= passes - 1
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


def outranks(top: Card, card: Card, aces_high: bool) -> bool:
    """Whether ``top`` is of ``card``'s suit and a higher rank (Aces above Kings with
    ``aces_high``)."""
    if top.suit != card.suit:
        return False
    if aces_high:
        return (top.rank == 1 or top.rank > card.rank) and card.rank != 1
    return top.rank > card.rank


def built_way(piles: Piles) -> int | None:
    """The way the first pile holding two cards is built, as a rank step round the corner (1:
    up, 12: down), or None while no pile is (``once a pile is built up or down, ...``)."""
    for pile in piles:
        if len(pile) >= 2:
            step = (pile[-1].rank - pile[-2].rank) % 13
            if step in (1, 12):
                return step
    return None


def card_of(state: State, game: Game, move: Move) -> Card:
    """The card a move by hand lands with: the lowest of those that move, or the buried card
    played (its count is its place from the top)."""
    return state.zones[game.instance(move.source[0], move.player)][move.source[1]][-move.count]


def receiving(piles: Piles, fewer_than: int | None) -> list[int]:
    """The piles an ``each`` deal gives to: all, or those holding fewer than ``fewer_than``
    cards (``to each pile of ZONE with fewer than N cards``)."""
    return [j for j, pile in enumerate(piles) if fewer_than is None or len(pile) < fewer_than]


def lone_card(piles: Piles, j: int) -> Card | None:
    """The card alone on pile ``j``, face up (None when it holds no card, or more, or a
    face-down one)."""
    pile = piles[j]
    return pile[0] if len(pile) == 1 and pile[0].face_up else None


def is_exchange(game: Game, state: State, move: Move) -> bool:
    """Whether ``move`` is a card move that trades two lone cards (``exchanges a lone card with
    a lone card of ZONE when each is the other's base``): its source zone names the target's, each
    pile holds one card, and each card has a rank the other's zone takes on an empty pile."""
    if move.action is not None or move.target is None or move.count != 1:
        return False
    source, target = game.zones[move.source[0]].spec, game.zones[move.target[0]].spec
    if move.target[0] not in source.exchanges_with:
        return False
    assert source.empty is not None and target.empty is not None  # checked by the language
    card = lone_card(state.zones[game.instance(move.source[0], move.player)], move.source[1])
    other = lone_card(state.zones[game.instance(move.target[0], move.player)], move.target[1])
    return (
        card is not None
        and other is not None
        and card.rank in target.empty.ranks
        and other.rank in source.empty.ranks
    )


def exchange_moves(game: Game, state: State, player: int) -> list[Move]:
    """Every exchange of two lone cards ``player`` may make, source pile first, then the zones
    in the order the clause names them, then their piles."""
    out: list[Move] = []
    for spec in game.rules.zones:
        if not spec.exchanges_with:
            continue
        piles = state.zones[game.instance(spec.name, player)]
        for i in range(len(piles)):
            if lone_card(piles, i) is None:
                continue
            for other in spec.exchanges_with:
                others = state.zones[game.instance(other, player)]
                for j in range(len(others)):
                    move = Move(player, (str(spec.name), i), (str(other), j))
                    if is_exchange(game, state, move):
                        out.append(move)
    return out


def under_face_down(pile: Pile, card: Card) -> Pile:
    """``pile`` with ``card`` put beneath its face-down cards (those on top of it), face up."""
    i = len(pile)
    while i and not pile[i - 1].face_up:
        i -= 1
    return (*pile[:i], card, *pile[i:])


def settled(pile: Pile, rank: int) -> Pile:
    """``pile``, the pile of ``rank`` in a zone that sends cards to the pile of their rank,
    with each face-up top card of that rank lying on a face-down card put beneath the
    face-down cards and the new top turned up, until the top is another card or has no
    face-down card under it (PySolFC's Clock: a King turned up goes under the centre)."""
    while len(pile) >= 2 and pile[-1].face_up and pile[-1].rank == rank and not pile[-2].face_up:
        pile = under_face_down(pile[:-1], pile[-1])
        pile = (*pile[:-1], pile[-1].turned(True))
    return pile


def by_rank_moves(game: Game, state: State, player: int) -> list[Move]:
    """The moves of the zones that send a top card to the pile of its rank: each face-up top
    card to its rank's pile, when that is another pile, first pile first."""
    out: list[Move] = []
    ranks = game.rules.ranks
    for spec in game.rules.zones:
        if not spec.under_by_rank:
            continue
        piles = state.zones[game.instance(spec.name, player)]
        for i, pile in enumerate(piles):
            if pile and pile[-1].face_up and pile[-1].rank in ranks:
                j = ranks.index(pile[-1].rank)
                if j != i:
                    out.append(Move(player, (str(spec.name), i), (str(spec.name), j)))
    return out


def closing_up(piles: Piles, supply: int) -> int:
    """How many cards ``close up ZONE and refill it from ...`` moves on ``piles`` with
    ``supply`` cards in the source's first pile: those of each pile after an empty one (they
    move up), and one for each empty pile while the supply lasts."""
    moved, gaps = 0, 0
    for pile in piles:
        if not pile:
            gaps += 1
        elif gaps:
            moved += len(pile)
    return moved + min(gaps, supply)


@functools.cache
def _places(rows: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The (row, place) of each pile of a zone laid out in rows of these lengths; made once per
    layout, as a move generator asks for every pair of piles."""
    return tuple((row, place) for row, length in enumerate(rows) for place in range(length))


def touching(spec: ZoneSpec, pile: int, other: int) -> bool:
    """Whether piles ``pile`` and ``other`` of zone ``spec`` touch in its rows: next to each
    other in a row, or at most one place apart in rows next to each other."""
    places = _places(spec.rows or (spec.count,))
    if pile >= len(places) or other >= len(places) or pile == other:
        return False
    (row, place), (other_row, other_place) = places[pile], places[other]
    return abs(row - other_row) <= 1 and abs(place - other_place) <= 1


def in_line_pile(spec: ZoneSpec, pile: int, target: str) -> int | None:
    """The pile of ``target`` in line with pile ``pile`` of zone ``spec`` (its place in its
    row; a place ``target`` lacks takes nothing), or None when moves from it to ``target`` may
    land anywhere (``row N gives only to the ZONE pile in line with it``)."""
    if spec.in_line_to != target:
        return None
    row, start = 0, 0
    for length in spec.rows or (spec.count,):
        if pile < start + length:
            break
        row, start = row + 1, start + length
    if spec.in_line_rows and row not in spec.in_line_rows:
        return None
    return pile - start


def gate_reason(game: Game, state: State, move: Move) -> str | None:
    """Why a move by hand (a card move, or a buried card played) may not leave its zone or
    enter the target's now: a condition of the source's ``gives cards only if`` or of the
    target's ``takes cards only if`` does not hold, or the target's card rules refuse it: not
    the N cards of ``takes N cards at a time``, no card outranking the one that lands on top of
    a pile of ZONE (``takes a card only if a higher card of its suit tops ZONE``), no card of
    its rank in the pile before the target (``... lies in the pile before it``). None when
    none stands in the way."""
    if move.target is None:
        return None
    spec = game.zones[move.target[0]].spec
    moved = 1 if move.action is not None else move.count  # a buried card played: one card
    if spec.takes_count and moved != spec.takes_count:
        return f"the {move.target[0]} takes {spec.takes_count} cards at a time"
    if spec.outranked_in is not None or spec.rank_in_pile_before:
        card = state.zones[game.instance(move.source[0], move.player)][move.source[1]][-move.count]
    if spec.outranked_in is not None:
        tops = state.zones[game.instance(spec.outranked_in, move.player)]
        if not any(p and p[-1].face_up and outranks(p[-1], card, spec.aces_high) for p in tops):
            return (
                f"the {move.target[0]} takes a card only while a higher card of its suit tops "
                f"a {spec.outranked_in} pile"
            )
    j = move.target[1]
    if spec.rank_in_pile_before and j > 0:
        before = state.zones[game.instance(move.target[0], move.player)][j - 1]
        if not any(c.rank == card.rank for c in before):
            return (
                f"{move.target[0]} {j + 1} takes a card only while {move.target[0]} {j} holds a "
                "card of its rank"
            )
    if spec.one_way:
        way = built_way(state.zones[game.instance(move.target[0], move.player)])
        on = state.zones[game.instance(move.target[0], move.player)][j]
        if way is not None and on and (card_of(state, game, move).rank - on[-1].rank) % 13 != way:
            return (
                f"the {move.target[0]} is built {'up' if way == 1 else 'down'}: every pile "
                "builds that way"
            )
    if spec.on_base:
        on = state.zones[game.instance(move.target[0], move.player)][j]
        assert spec.empty is not None  # checked by the language
        if on and on[0].rank not in spec.empty.ranks:
            return (
                f"{move.target[0]} {j + 1} builds only on its base, and its bottom card "
                f"{on[0]} is not"
            )
    if spec.nothing_on_base is not None:
        on = state.zones[game.instance(move.target[0], move.player)][j]
        base = base_rank_of(game, state, spec.nothing_on_base, move.player)
        if on and base is not None and on[-1].rank == base:
            return (
                f"nothing goes on a {RANK_NAMES[base]} in the {move.target[0]}: it is the base "
                f"rank of the {spec.nothing_on_base}"
            )
    source_spec = game.zones[move.source[0]].spec
    only_to = source_spec.gives.part_only_to
    if only_to is not None and move.action is None and move.target[0] != only_to:
        pile = state.zones[game.instance(move.source[0], move.player)][move.source[1]]
        if move.count < len(pile):
            return (
                f"a part of a {move.source[0]} pile goes only to the {only_to}: move the whole "
                f"pile ({len(pile)} cards)"
            )
    if (
        source_spec.gives.touching
        and move.target[0] == move.source[0]
        and not touching(source_spec, move.source[1], j)
    ):
        return f"{move.source[0]} {move.source[1] + 1} gives only to a pile touching it"
    in_line = in_line_pile(source_spec, move.source[1], move.target[0])
    if in_line is not None and in_line != j:
        until = game.zones[move.source[0]].spec.in_line_until
        # No condition: in line for good.
        if not until or not all(_condition_holds(game, state, c, move.player) for c in until):
            return (
                f"{move.source[0]} {move.source[1] + 1} gives to the {move.target[0]} only "
                f"the pile in line with it ({move.target[0]} {in_line + 1})"
                + (f" until {' and '.join(describe_condition(c) for c in until)}" if until else "")
            )
    for zone, conditions, does in (
        (move.source[0], game.zones[move.source[0]].spec.gives_if, "gives"),
        (move.target[0], game.zones[move.target[0]].spec.takes_if, "takes"),
    ):
        for condition in conditions:
            if not _condition_holds(game, state, condition, move.player):
                return f"the {zone} {does} cards only when {describe_condition(condition)}"
    return None


def _action_blocked(game: Game, state: State, action: ActionSpec, player: int) -> str | None:
    """Why ``action`` is not available (None when it is), besides an empty source."""
    for condition in action.when:
        if not _condition_holds(game, state, condition, player):
            return f"'{action.name}' is only possible when {describe_condition(condition)}"
    if action.passes is not None:
        slot = game._counted_actions.index(action) * game.players + player
        if state.redeals[slot] >= action.passes - 1:
            passes = action.passes
            if action.mode == "draw":
                times = "once" if passes == 2 else f"{passes - 1} times"
                return f"'{action.name}' may be played {times} in a game, and has been"
            return f"no passes left: the {action.target} may be gone through {passes} time{'s' if passes > 1 else ''}"
    if action.blocked_by_empty is not None:
        piles = state.zones[game.instance(action.blocked_by_empty, player)]
        if any(not p for p in piles):
            return f"'{action.name}' is not allowed while a {action.blocked_by_empty} pile is empty"
    return None


# ---------------------------------------------------------------------------------------------
