"""Each rules term in plain English: the phrases that descriptions, error messages and reasons
for rejected moves are made of."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANK_NAMES, SUIT_NAMES
from ..text import join_words, number, plural
from .ir import (
    AllOf,
    AnyOf,
    Condition,
    Measure,
    NotOn,
    RankStep,
    RankSum,
    Relation,
    SuitMatch,
    SuitRelation,
)

_SUIT_WORDS = {
    "same": "in suit",
    "alternate": "in alternating colours",
    "colour": "in the same colour",
    "other": "in a different suit",
    "any": "regardless of suit",
}
_SUIT_ALONE = {
    "same": "the same suit",
    "alternate": "the other colour",
    "colour": "the same colour",
    "other": "a different suit",
    "any": "any suit",
}


def _rank_words(rank: RankStep | RankSum | None) -> str:
    if rank is None:
        return "any rank"
    if isinstance(rank, RankSum):
        return f"ranks adding up to {rank.total}"
    steps = rank.steps
    if steps == (0,):
        return "the same rank"
    sizes = {abs(step) for step in steps}
    if len(sizes) == 1 and 0 not in sizes:
        directions = ["up" if step > 0 else "down" for step in sorted(steps, reverse=True)]
        return f"{join_words(directions, 'or')} by {number(sizes.pop())}"
    return "by " + join_words([f"{step:+d}" for step in sorted(steps, reverse=True)], "or")


def _shape(relation: Relation) -> tuple[str, RankStep | RankSum | None, SuitRelation] | None:
    """(join, rank term, suit relation) when ``relation`` is one rank term and one suit term
    joined by "and" or "or" — what every phrase of the language gives; else None."""
    if isinstance(relation, RankStep | RankSum):
        return ("and", relation, "any")
    if isinstance(relation, SuitMatch):
        return ("and", None, relation.relation)
    if isinstance(relation, NotOn):
        return None  # (describe_build words it)
    ranks = [t for t in relation.terms if isinstance(t, RankStep | RankSum)]
    suits = [t for t in relation.terms if isinstance(t, SuitMatch)]
    if len(ranks) > 1 or len(suits) > 1 or len(ranks) + len(suits) != len(relation.terms):
        return None
    join = "and" if isinstance(relation, AllOf) else "or"
    return (join, ranks[0] if ranks else None, suits[0].relation if suits else "any")


def describe_build(relation: Relation) -> str:
    """E.g. ``up or down by one in suit, wrapping between King and Ace``; ``..., nothing on a
    King``."""
    if isinstance(relation, NotOn):
        relation = AllOf((relation,))
    if isinstance(relation, AllOf) and any(isinstance(t, NotOn) for t in relation.terms):
        barred = sorted(r for t in relation.terms if isinstance(t, NotOn) for r in t.ranks)
        rest = tuple(t for t in relation.terms if not isinstance(t, NotOn))
        ranks = join_words([RANK_NAMES[r] for r in barred], "or")
        nothing = f"nothing on {'an' if ranks[:1] in ('A', '8') else 'a'} {ranks}"
        if not rest:
            return f"any card, {nothing}"
        return f"{describe_build(rest[0] if len(rest) == 1 else AllOf(rest))}, {nothing}"
    shape = _shape(relation)
    if shape is None:  # a relation no phrase gives: its terms, spelled out
        assert isinstance(relation, AllOf | AnyOf)
        joined = " and " if isinstance(relation, AllOf) else " or "
        return joined.join(f"({describe_build(term)})" for term in relation.terms)
    join, rank, suit = shape
    text = _rank_words(rank)
    if join == "or" and isinstance(rank, RankStep):
        alone: dict[tuple[int, ...], str] = {
            (0,): "the same rank",
            (1,): "one rank up",
            (-1,): "one rank down",
            (-1, 1): "one rank up or down",
        }
        text = "on " + alone.get(
            rank.steps, "one rank up or down" if rank.steps == (-1, 1) else text
        )
        text += f" or {_SUIT_ALONE[suit]}"
    elif join == "or":
        text = f"{text} or {_SUIT_WORDS[suit]}"
    elif not (isinstance(rank, RankSum) and suit == "any"):
        text = f"{text} {_SUIT_WORDS[suit]}"  # a sum of ranks never asks about the suit
    if isinstance(rank, RankStep) and rank.wrap:
        text += ", wrapping between King and Ace"
    return text


def card_words(rank: int, suit: str) -> str:
    """``(2, "C")`` -> "the 2 of clubs"."""
    return f"the {RANK_NAMES[rank]} of {SUIT_NAMES[suit]}"


def row_cards_words(row_cards: Sequence[tuple[int, int, str]]) -> str:
    """``((0, 2, "C"), (1, 2, "H"))`` (rows from 0) -> "the 2 of clubs at the start of row 1
    and the 2 of hearts at the start of row 2"."""
    return join_words(
        [f"{card_words(rank, suit)} at the start of row {row + 1}" for row, rank, suit in row_cards]
    )


def describe_offsets(offsets: Sequence[int]) -> str:
    left = [str(-o) for o in offsets if o < 0]
    right = [str(o) for o in offsets if o > 0]
    if left and left == right:  # "1 or 3 places left or right"
        return f"{join_words(left, 'or')} place{'s' if left != ['1'] else ''} to the left or right"
    parts = []
    if left:
        parts.append(f"{join_words(left, 'or')} place{'s' if left != ['1'] else ''} to the left")
    if right:
        parts.append(f"{join_words(right, 'or')} place{'s' if right != ['1'] else ''} to the right")
    return " or ".join(parts)


def describe_condition(condition: Condition) -> str:
    zones = join_words(list(condition.zones))
    if condition.kind == "empty":
        return f"the {zones} is empty"
    if condition.kind == "piles":
        return f"the {zones} has {plural(condition.count, 'pile')}"
    if condition.kind == "cards":
        return f"the {zones} {'have' if len(condition.zones) > 1 else 'has'} {plural(condition.count, 'card')} in all"
    if condition.kind == "all_cards":
        return f"every card is in the {zones}"
    if condition.kind == "in_order":
        return f"every card of the {zones} is in order (each row from its start, no gap between)"
    if condition.kind == "face_up":
        return f"no card of the {zones} lies face down"
    if condition.kind == "used_up":
        return f"the last '{condition.action}' has been taken (it has no pass left)"
    return f"all of a player's own cards are in the {zones}"


def progress_words(measures: tuple[Measure, ...]) -> str:
    words = []
    for m in measures:
        zones = join_words(list(m.zones), "or")
        if m.kind == "more":
            words.append(f"put another card on the {zones}")
        elif m.kind == "more_in_order":
            words.append(f"put another card in order in the {zones}")
        elif m.kind == "fewer":
            words.append(f"take another card from the {zones}")
        else:
            words.append(f"turn up a face-down card{f' in the {zones}' if zones else ''}")
    return join_words(words, "or")
