"""What a variant's rules must hold beyond their types (:mod:`.schema` checks those): the limits
both engines are built for, and that every name used refers to a zone or action there is.

:func:`validate` runs on rules read from IR data (``Game.from_ir``, ``cardwright check`` on a
JSON file); the language layer checks the same things with the file's line and column. Each
fault is an :class:`IRError` whose ``path`` says where it is in the JSON (``zones[2].deal``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..cards import SUITS
from .ir import (
    MAX_DECKS,
    MAX_PILES,
    MAX_PLAYERS,
    ActionSpec,
    AllOf,
    AnyOf,
    Condition,
    IRError,
    NotOn,
    RankStep,
    RankSum,
    Relation,
    VariantRules,
    ZoneSpec,
)

MAX_NESTED_RELATIONS = 16  # all_of / any_of inside one another
# The language's NAME without digits: move notation puts the pile number right after the name.
NAME = re.compile(r"[a-z][a-z_-]*")


def validate(rules: VariantRules) -> None:
    """Raise an :class:`IRError` at the first thing in ``rules`` no engine can play."""
    _check_decks(rules)
    zones = _names([z.name for z in rules.zones], "zones", "zone")
    actions = _names([a.name for a in rules.actions], "actions", "action")
    for i, zone in enumerate(rules.zones):
        _check_zone(rules, zone, f"zones[{i}]", zones)
        _check_conditions(rules, zone.takes_if, f"zones[{i}].takes_if", zones, actions)
        _check_conditions(rules, zone.gives_if, f"zones[{i}].gives_if", zones, actions)
        _check_conditions(rules, zone.in_line_until, f"zones[{i}].in_line_until", zones, actions)
    for i, action in enumerate(rules.actions):
        _check_action(rules, action, f"actions[{i}]", zones, actions)
    _check_conditions(rules, rules.won, "won", zones, actions)
    if not rules.won:
        raise IRError("a game needs at least one condition for its win", path="won")
    for i, measure in enumerate(rules.progress):
        _check_refs(measure.zones, f"progress[{i}].zones", zones)
    if rules.score is not None:
        _check_refs(rules.score.zones, "score.zones", zones)
    _check_options(rules)
    _check_deal_fits(rules)


def _check_decks(rules: VariantRules) -> None:
    if not 1 <= rules.decks <= MAX_DECKS:
        raise IRError(f"{rules.decks} decks: a game has 1 to {MAX_DECKS}", path="decks")
    if not 1 <= rules.players <= MAX_PLAYERS:
        raise IRError(f"{rules.players} players: a game has 1 to {MAX_PLAYERS}", path="players")
    if not rules.suits or any(s not in SUITS for s in rules.suits):
        raise IRError(f"{rules.suits!r}: one or more of the suits {SUITS}", path="suits")
    if len(set(rules.suits)) < len(rules.suits):
        raise IRError(f"{rules.suits!r} names a suit twice", path="suits")
    if not rules.ranks or any(not 1 <= r <= 13 for r in rules.ranks):
        raise IRError("the decks hold one or more of the ranks 1 to 13", path="ranks")
    if len(set(rules.ranks)) < len(rules.ranks):
        raise IRError("a rank is named twice", path="ranks")


def _names(names: Sequence[str], where: str, what: str) -> frozenset[str]:
    seen: set[str] = set()
    for i, name in enumerate(names):
        if not NAME.fullmatch(name):
            raise IRError(
                f"{what} name {name!r}: small letters, '-' and '_', starting with a letter (no "
                "digits: move notation puts the pile number right after the name)",
                path=f"{where}[{i}].name",
            )
        if name in seen:
            raise IRError(f"two {what}s are named '{name}'", path=f"{where}[{i}].name")
        seen.add(name)
    return frozenset(seen)


def _check_refs(names: Iterable[str] | None, where: str, known: frozenset[str]) -> None:
    for k, name in enumerate(names or ()):
        if name not in known:
            raise IRError(
                f"no zone '{name}' (zones: {', '.join(sorted(known)) or 'none'})",
                path=f"{where}[{k}]",
            )


def _check_ref(name: str | None, where: str, known: frozenset[str], what: str = "zone") -> None:
    if name is not None and name not in known:
        raise IRError(
            f"no {what} '{name}' ({what}s: {', '.join(sorted(known)) or 'none'})", path=where
        )


def _check_ranks(ranks: Iterable[int], where: str) -> None:
    if any(not 1 <= r <= 13 for r in ranks):
        raise IRError("ranks are 1 (Ace) to 13 (King)", path=where)


def _check_relation(relation: Relation | None, where: str, depth: int = 0) -> None:
    if depth > MAX_NESTED_RELATIONS:
        raise IRError(f"relations nested deeper than {MAX_NESTED_RELATIONS}", path=where)
    if isinstance(relation, RankStep) and any(not -12 <= s <= 12 for s in relation.steps):
        raise IRError("a rank step is between -12 and 12", path=f"{where}.steps")
    if isinstance(relation, RankSum) and not 2 <= relation.total <= 26:
        raise IRError("two ranks add up to 2 to 26", path=f"{where}.total")
    if isinstance(relation, NotOn):
        _check_ranks(relation.ranks, f"{where}.ranks")
    if isinstance(relation, AllOf | AnyOf):
        for k, term in enumerate(relation.terms):
            _check_relation(term, f"{where}.terms[{k}]", depth + 1)


def _check_zone(rules: VariantRules, zone: ZoneSpec, where: str, zones: frozenset[str]) -> None:
    count = zone.count
    if not 0 <= count <= MAX_PILES:
        raise IRError(f"{count} piles: a zone has 0 to {MAX_PILES}", path=f"{where}.count")
    _check_relation(zone.builds, f"{where}.builds")
    _check_relation(zone.gives.run_rule, f"{where}.gives.run_rule")
    gives = zone.gives
    if gives.count < 1:
        raise IRError("a zone gives at least one card at a time", path=f"{where}.gives.count")
    if any(offset == 0 or abs(offset) > MAX_PILES for offset in gives.offsets):
        raise IRError(f"offsets are -{MAX_PILES} to {MAX_PILES}, not 0", path=f"{where}.gives")
    _check_refs(gives.to, f"{where}.gives.to", zones)
    _check_ref(gives.partial_for, f"{where}.gives.partial_for", zones)
    _check_ref(gives.part_only_to, f"{where}.gives.part_only_to", zones)
    if zone.empty is not None:
        empty = zone.empty
        _check_ranks(empty.ranks, f"{where}.empty.ranks")
        if empty.what == "ranks" and not empty.ranks:
            raise IRError(
                "an empty pile that takes 'ranks' names at least one", path=f"{where}.empty.ranks"
            )
        _check_refs(empty.from_zones, f"{where}.empty.from_zones", zones)
        _check_ref(empty.base_zone, f"{where}.empty.base_zone", zones)
        _check_relation(empty.left_rule, f"{where}.empty.left_rule")
        _check_relation(empty.right_rule, f"{where}.empty.right_rule")
        if empty.right_rule is not None and empty.what != "left":
            raise IRError(
                "a right neighbour's rule comes with a left one ('left')",
                path=f"{where}.empty.right_rule",
            )
        if not -12 <= empty.offset <= 12:
            raise IRError("a base rank is shifted by -12 to 12", path=f"{where}.empty.offset")
        rows = len(zone.rows) or 1
        for k, (row, rank, suit) in enumerate(empty.row_cards):
            if not 0 <= row < rows or not 1 <= rank <= 13 or suit not in SUITS:
                raise IRError(
                    f"({row}, {rank}, {suit!r}) names no card of a row the zone has ({rows})",
                    path=f"{where}.empty.row_cards[{k}]",
                )
    if zone.nothing_on_base is not None:
        _check_ref(zone.nothing_on_base, f"{where}.nothing_on_base", zones)
        base = next(z for z in rules.zones if z.name == zone.nothing_on_base)
        if base.empty is None or base.empty.what != "base":
            raise IRError(
                f"zone '{base.name}' has no base rank: its empty piles take no "
                "'base' rank ('empty accepts the base rank')",
                path=f"{where}.nothing_on_base",
            )
        if zone.builds is None:
            raise IRError(
                "nothing on the base rank, in a zone that builds nothing",
                path=f"{where}.nothing_on_base",
            )
    for field in ("refill_from", "collects_from", "pairs_to", "outranked_in", "in_line_to"):
        _check_ref(getattr(zone, field), f"{where}.{field}", zones)
    _check_refs(zone.refill_then, f"{where}.refill_then", zones)
    _check_ranks(zone.collects_ranks, f"{where}.collects_ranks")
    _check_ranks(zone.takes_only, f"{where}.takes_only")
    if any(row < 0 or row >= max(len(zone.rows), 1) for row in zone.in_line_rows):
        raise IRError("a row of the zone, counted from 0", path=f"{where}.in_line_rows")
    if (zone.in_line_rows or zone.in_line_until) and zone.in_line_to is None:
        raise IRError("rows in line with no zone they give to", path=f"{where}.in_line_to")
    _check_refs(zone.exchanges_with, f"{where}.exchanges_with", zones)
    if zone.under_by_rank and zone.gives.unit != "nothing":
        raise IRError(
            "a zone whose piles are the ranks' gives cards only to them", path=f"{where}.gives"
        )
    if zone.under_by_rank and (zone.growing or zone.count != len(rules.ranks)):
        raise IRError(
            f"a zone whose piles are the ranks' has one pile per rank ({len(rules.ranks)})",
            path=f"{where}.count",
        )
    based = {z.name for z in rules.zones if z.empty is not None and z.empty.what == "ranks"}
    if (zone.on_base or zone.exchanges_with) and zone.name not in based:
        raise IRError(
            "a zone that builds only on its base or exchanges cards needs a base: an empty "
            "pile that takes 'ranks'",
            path=f"{where}.empty",
        )
    if any(other == zone.name or other not in based for other in zone.exchanges_with):
        raise IRError(
            "a zone exchanges cards with other zones that have a base ('ranks')",
            path=f"{where}.exchanges_with",
        )
    if zone.takes_count < 0:
        raise IRError("a number of cards is 0 (any) or more", path=f"{where}.takes_count")
    if zone.capacity < 0:
        raise IRError("a capacity is 0 (no limit) or more", path=f"{where}.capacity")
    if zone.rows and (any(n < 1 for n in zone.rows) or sum(zone.rows) != count):
        raise IRError(
            f"rows of 1 pile or more that add up to the zone's {count}", path=f"{where}.rows"
        )
    if len(zone.covered) > count:
        raise IRError(
            f"a covering map of {len(zone.covered)} piles for {count}", path=f"{where}.covered"
        )
    for k, covering in enumerate(zone.covered):
        if any(not 0 <= c < count for c in covering):
            raise IRError(f"a pile of 0 to {count - 1}", path=f"{where}.covered[{k}]")
    _check_deal(rules, zone, f"{where}.deal", zones)


def _check_deal(rules: VariantRules, zone: ZoneSpec, where: str, zones: frozenset[str]) -> None:
    deal = zone.deal
    if deal is None:
        return
    per_pile = {"list": deal.counts, "cards": deal.cards}.get(deal.amount)
    if per_pile is not None and len(per_pile) != zone.count:
        raise IRError(
            f"a deal '{deal.amount}' names one per pile: {len(per_pile)} for {zone.count} piles",
            path=where,
        )
    if deal.face == "bottom" and len(deal.bottom_down) != zone.count:
        raise IRError(f"one face-down count per pile ({zone.count})", path=f"{where}.bottom_down")
    _check_ranks(deal.under, f"{where}.under")
    numbers = (deal.count, deal.start, deal.stop, deal.top_up, *deal.counts, *deal.bottom_down)
    if any(n < 0 for n in numbers):
        raise IRError("a deal counts 0 cards or more", path=where)
    if deal.names_cards:
        for i in range(zone.count):
            rank, suit = deal.named_card(i, rules.suits)
            if rank not in rules.ranks or suit not in rules.suits:
                raise IRError(f"pile {i + 1} is dealt a card the decks do not hold", path=where)
    if deal.row_start_rank is not None:
        if deal.amount not in ("each", "steps", "list"):
            raise IRError(
                "cards start the rows of a fixed deal ('each', 'steps' or 'list')",
                path=f"{where}.row_start_rank",
            )
        if deal.row_start_rank not in rules.ranks:
            raise IRError(
                "the rows start with a rank the decks hold", path=f"{where}.row_start_rank"
            )
    if deal.amount == "base_rank":
        _check_ref(deal.base_zone, f"{where}.base_zone", zones)
        base = next((z for z in rules.zones if z.name == deal.base_zone), None)
        fixed = (
            base is not None
            and base.deal is not None
            and base.deal.amount in ("each", "steps", "list")
        )
        if (
            base is None
            or base is zone
            or not fixed
            or base.count < 1
            or base.deal is None
            or base.deal.pile_size(0) < 1
        ):
            raise IRError(
                "the base zone deals no fixed number of cards to its first pile",
                path=f"{where}.base_zone",
            )


def _check_action(
    rules: VariantRules,
    action: ActionSpec,
    where: str,
    zones: frozenset[str],
    actions: frozenset[str],
) -> None:
    _check_ref(action.source, f"{where}.source", zones)
    _check_ref(action.target, f"{where}.target", zones)
    _check_ref(action.blocked_by_empty, f"{where}.blocked_by_empty", zones)
    if action.amount is not None and action.amount < 1:
        raise IRError("an action moves at least one card (null: all)", path=f"{where}.amount")
    if action.passes is not None and action.passes < 0:
        raise IRError("an action's passes are 0 or more (null: no limit)", path=f"{where}.passes")
    if action.packets < 1:
        raise IRError("cards are dealt back in packets of 1 or more", path=f"{where}.packets")
    if action.as_dealt:
        zone = rules.zone(action.source)
        fixed = zone.deal is not None and zone.deal.amount in ("each", "steps", "list")
        plain = not (action.out_of_order or action.leave_gaps or action.random_gaps)
        if action.mode != "gather" or not fixed or not plain or action.packets != 1:
            raise IRError(
                "cards are dealt back as at the start by a gather of every pile of a zone "
                "dealt a fixed number of cards, one at a time",
                path=f"{where}.as_dealt",
            )
    if action.random_gaps and (action.mode != "gather" or action.leave_gaps or action.packets != 1):
        raise IRError(
            "gaps left at random come with a gather that deals one card at a time and leaves "
            "no gap in each row",
            path=f"{where}.random_gaps",
        )
    if action.from_each and (action.mode != "top" or action.amount is not None):
        raise IRError("'from_each' takes all the cards, to the top of a pile", path=where)
    if action.bottom and action.mode != "draw":
        raise IRError("'bottom' plays a pile's bottom card: a draw's", path=f"{where}.bottom")
    if action.fewer_than is not None and (action.mode != "each" or action.fewer_than < 1):
        raise IRError(
            "'fewer_than' is 1 or more, on a deal to each pile of a zone",
            path=f"{where}.fewer_than",
        )
    if action.mode == "new_pile" and not rules.zone(action.target).growing:
        raise IRError("only a growing zone takes new piles", path=f"{where}.target")
    _check_conditions(rules, action.when, f"{where}.when", zones, actions)


def _check_conditions(
    rules: VariantRules,
    conditions: Sequence[Condition],
    where: str,
    zones: frozenset[str],
    actions: frozenset[str],
) -> None:
    for k, condition in enumerate(conditions):
        at = f"{where}[{k}]"
        _check_refs(condition.zones, f"{at}.zones", zones)
        if condition.kind == "used_up":
            _check_ref(condition.action, f"{at}.action", actions, "action")
            limited = any(
                a.name == condition.action and a.passes is not None for a in rules.actions
            )
            if not limited:
                raise IRError("'used_up' names an action with limited passes", path=f"{at}.action")
        elif not condition.zones:
            raise IRError("a condition names at least one zone", path=f"{at}.zones")
        if condition.kind in ("piles", "in_order") and len(condition.zones) != 1:
            raise IRError(f"'{condition.kind}' names one zone", path=f"{at}.zones")
        if condition.count < 0:
            raise IRError("a count of 0 or more", path=f"{at}.count")


def _check_options(rules: VariantRules) -> None:
    specs = {spec.name: spec for spec in rules.option_specs}
    for k, (name, value) in enumerate(rules.options):
        spec = specs.get(name)
        if spec is None:
            raise IRError(f"no option '{name}' among option_specs", path=f"options[{k}]")
        if value not in spec.choices:
            raise IRError(f"{value!r} is not a choice of option '{name}'", path=f"options[{k}]")


def _check_deal_fits(rules: VariantRules) -> None:
    """The deal uses every card once: what the zones are dealt fits the decks, and one zone takes
    the rest unless the fixed deals take every card."""
    fixed, rest = 0, []
    for i, zone in enumerate(rules.zones):
        deal = zone.deal
        if deal is None or deal.amount == "nothing":
            continue
        copies = rules.players if zone.per_player and not rules.decks_per_player else 1
        if deal.amount == "rest":
            rest.append(i)
        elif deal.amount == "base_rank":
            fixed += min(zone.count, rules.decks * len(rules.suits) - 1)
        else:
            fixed += sum(deal.pile_size(p) for p in range(zone.count)) * copies
            if deal.row_start_rank is not None:
                fixed += len(zone.row_starts()) * copies
    cards = rules.cards_per_owner if rules.decks_per_player else rules.total_cards
    if len(rest) > 1:
        raise IRError("only one zone can take the rest of the deck", path=f"zones[{rest[1]}].deal")
    if fixed > cards or (fixed < cards and not rest):
        raise IRError(f"the deal places {fixed} of the {cards} cards the decks hold", path="zones")
