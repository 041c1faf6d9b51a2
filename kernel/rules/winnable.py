"""Warnings for rules that cannot be won by construction, read from the rules IR alone.

A file can be valid and still unwinnable whatever the deal: foundations too small for the cards
the won condition sends there, ``one pile per suit`` with more piles than suits, an empty pile
(or a row start) waiting for a rank or card the decks do not hold, a zone the won condition needs
that no card can reach.
``cardwright check`` prints these as warnings (the file still loads: a variant under
construction may be unwinnable on purpose).
"""

from __future__ import annotations

import attrs

from ..cards import RANK_TEXT
from .ir import AllOf, Name, RankStep, Relation, SuitMatch, VariantRules, ZoneSpec


@attrs.frozen
class RuleWarning:
    """One reason the rules cannot be won, located at the name it is about when known."""

    message: str
    at: Name | None = None

    @property
    def line(self) -> int | None:
        return self.at.line if self.at is not None else None

    @property
    def column(self) -> int | None:
        return self.at.column if self.at is not None else None


def unwinnable_warnings(rules: VariantRules) -> list[RuleWarning]:
    """Every reason found why no deal of ``rules`` can be won (empty when none is found: the
    checks are sufficient conditions, not a proof that the game can be won)."""
    warnings = [w for zone in rules.zones for w in _missing_ranks(rules, zone)]
    for condition in rules.won:
        if condition.kind not in ("all_cards", "all_own_cards"):
            continue
        needed = rules.cards_per_owner if condition.kind == "all_own_cards" else rules.total_cards
        zones = [rules.zone(name) for name in condition.zones]
        for zone in zones:
            if not _reachable(rules, zone):
                warnings.append(
                    RuleWarning(
                        f"the game is won with all cards in {_names(condition.zones)}, but no card "
                        f"can ever move to zone '{zone.name}' (nothing is dealt there, and "
                        "neither a move nor an action can put a first card on its empty piles)",
                        zone.name,
                    )
                )
        limits = [_holds_at_most(rules, zone) for zone in zones]
        if all(limit is not None for limit in limits):
            room = sum(limit for limit in limits if limit is not None)
            if room < needed:
                warnings.append(
                    RuleWarning(
                        f"the game is won with all {needed} cards in {_names(condition.zones)}, "
                        f"but {_names(condition.zones)} can hold at most {room}"
                        + _why_small(rules, zones),
                        zones[0].name,
                    )
                )
    return warnings


def _names(names: tuple[Name, ...]) -> str:
    return ", ".join(f"'{name}'" for name in names)


def _missing_ranks(rules: VariantRules, zone: ZoneSpec) -> list[RuleWarning]:
    """An empty pile that waits for ranks the decks do not hold (a stripped deck and an
    ``empty accepts A`` left from the full-deck game)."""
    empty = zone.empty
    if empty is not None and empty.row_cards:
        return _missing_row_cards(rules, zone)
    if empty is None or empty.what != "ranks" or not zone.count:
        return []
    if empty.ranks & set(rules.ranks):
        return []
    wanted = " or ".join(RANK_TEXT[rank] for rank in sorted(empty.ranks))
    return [
        RuleWarning(
            f"the empty piles of zone '{zone.name}' take only {wanted}, and the decks hold no "
            f"such card (ranks {' '.join(RANK_TEXT[rank] for rank in rules.ranks)})",
            zone.name,
        )
    ]


def _missing_row_cards(rules: VariantRules, zone: ZoneSpec) -> list[RuleWarning]:
    """A row start waiting for a card the decks do not hold (``2D at the start of rows 4`` in
    a child that keeps only spades and hearts)."""
    assert zone.empty is not None
    return [
        RuleWarning(
            f"row {row + 1} of zone '{zone.name}' starts only with {RANK_TEXT[rank]}{suit}, and "
            f"the decks hold no such card (suits {' '.join(rules.suits)}, ranks "
            f"{' '.join(RANK_TEXT[r] for r in rules.ranks)})",
            zone.name,
        )
        for row, rank, suit in zone.empty.row_cards
        if suit not in rules.suits or rank not in rules.ranks
    ]


def _reachable(rules: VariantRules, zone: ZoneSpec) -> bool:
    """Whether cards can end in ``zone``: dealt there, or moved there by hand, by an action, a
    refill, a collection or a pairing."""
    if zone.deal is not None and zone.deal.amount != "nothing":
        return True
    if zone.collects_from is not None or zone.refill_from is not None:
        return True
    if any(action.target == zone.name for action in rules.actions):
        return True
    if any(other.pairs_to == zone.name for other in rules.zones):
        return True
    if zone.empty is None or zone.empty.what == "nothing":
        return False  # it starts empty, and an empty pile takes no first card
    for other in rules.zones:
        gives = other.gives
        if gives.unit == "nothing" or other.name == zone.name:
            continue
        if gives.to is None or zone.name in gives.to:
            return True
    return False


def _holds_at_most(rules: VariantRules, zone: ZoneSpec) -> int | None:
    """The most cards ``zone`` can ever hold, when the rules bound it; None when they do not.

    A pile bounds its size by its capacity, or by building one rank step in suit without
    wrapping from a single starting rank (then a pile holds at most one card of each rank); a
    zone that collects complete suits holds one suit per pile. ``one pile per suit`` leaves
    at most one pile for each suit in use."""
    if zone.growing:
        return None
    per_pile: int | None = None
    if zone.capacity:
        per_pile = zone.capacity
    elif _collects_suits(zone) or (_one_step_in_suit(zone.builds) and _one_starting_rank(zone)):
        per_pile = len(rules.ranks)  # one card of each rank
    if per_pile is None:
        return None
    piles = zone.count
    if zone.one_pile_per_suit:
        piles = min(piles, len(rules.suits))
    return piles * per_pile


def _why_small(rules: VariantRules, zones: list[ZoneSpec]) -> str:
    for zone in zones:
        if zone.one_pile_per_suit and zone.count > len(rules.suits):
            return (
                f": zone '{zone.name}' has 'one pile per suit', so only {len(rules.suits)} of its "
                f"{zone.count} piles can be used with {rules.decks} decks"
            )
    return ""


def _collects_suits(zone: ZoneSpec) -> bool:
    return zone.collects_from is not None and not zone.collects_ranks and zone.builds is None


def _one_starting_rank(zone: ZoneSpec) -> bool:
    return zone.empty is not None and zone.empty.what == "ranks" and len(zone.empty.ranks) == 1


def _one_step_in_suit(relation: Relation | None) -> bool:
    """``builds up in suit`` or ``builds down in suit``, without wrapping."""
    if not isinstance(relation, AllOf):
        return False
    steps = [t for t in relation.terms if isinstance(t, RankStep)]
    suits = [t for t in relation.terms if isinstance(t, SuitMatch)]
    return (
        len(steps) == 1
        and steps[0].steps in ((1,), (-1,))
        and not steps[0].wrap
        and any(s.relation == "same" for s in suits)
    )
