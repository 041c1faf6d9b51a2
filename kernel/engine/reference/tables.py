"""Lookup tables compiled from the rules: which card may lie on which, zone by zone."""

from __future__ import annotations

import attrs

from ...cards import RED_SUITS, SUITS, Card
from ...rules import AllOf, NotOn, RankStep, RankSum, Relation, SuitMatch, ZoneSpec


def relates(relation: Relation, moving: int, target: int) -> bool:
    """Whether the card with key ``moving`` relates by ``relation`` to the card with key
    ``target`` (lies on it, or in a run above it). Evaluated once per pair of card faces when a
    game is compiled, never during play."""
    if isinstance(relation, RankStep):
        delta = (moving // 4) - (target // 4)
        if relation.wrap:
            return any((delta - step) % 13 == 0 for step in relation.steps)
        return delta in relation.steps
    if isinstance(relation, RankSum):
        return moving // 4 + target // 4 + 2 == relation.total
    if isinstance(relation, NotOn):
        return target // 4 + 1 not in relation.ranks
    if isinstance(relation, SuitMatch):
        m_suit, t_suit = SUITS[moving % 4], SUITS[target % 4]
        kind = relation.relation
        if kind == "same":
            return m_suit == t_suit
        if kind == "other":
            return m_suit != t_suit
        if kind == "any":
            return True
        same_colour = (m_suit in RED_SUITS) == (t_suit in RED_SUITS)
        return same_colour if kind == "colour" else not same_colour
    if isinstance(relation, AllOf):
        return all(relates(term, moving, target) for term in relation.terms)
    return any(relates(term, moving, target) for term in relation.terms)


def compile_build(
    rule: Relation, only: frozenset[int] = frozenset()
) -> tuple[tuple[frozenset[int], ...], tuple[tuple[int, ...], ...]]:
    """Two tables over card keys: ``accepts[target]`` = moving keys that may go on ``target``;
    ``onto[moving]`` = target keys ``moving`` may go on (sorted, for generating moves). ``only``:
    the ranks a zone ``takes only`` (all when empty), built into the tables so play never
    checks it."""
    accepts = tuple(
        frozenset(m for m in range(52) if relates(rule, m, t) and (not only or m // 4 + 1 in only))
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
    right_accepts: tuple[frozenset[int], ...] | None = None  # by the right neighbour's top key
    # With a card named per row ("2C 2H at the start of rows 1 2"): the first pile of each row
    # named -> (rank, suit) of that card; None when row starts take ranks (empty_ranks).
    row_cards: dict[int, tuple[int, str]] | None = None

    def takes_at_row_start(self, j: int, card: Card) -> bool:
        """Whether pile ``j``, the first of its row, takes ``card`` under ``empty accepts ...
        from its left neighbour``: the card named for its row, or a card of the row-start
        ranks."""
        if self.row_cards is not None:
            return self.row_cards.get(j) == (card.rank, card.suit)
        return card.rank in self.empty_ranks

    def instance(self, player: int) -> int:
        return self.instances[player] if self.spec.per_player else self.instances[0]
