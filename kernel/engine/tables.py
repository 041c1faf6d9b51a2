"""Lookup tables compiled from the rules: which card may lie on which, zone by zone."""

from __future__ import annotations

import attrs

from ..cards import RED_SUITS, SUITS
from ..rules import BuildRule, ZoneSpec


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
