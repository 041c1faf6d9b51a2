"""Each rules term in plain English: the phrases that descriptions, error messages and reasons
for rejected moves are made of."""

from __future__ import annotations

from collections.abc import Sequence

from ..text import join_words, plural
from .ir import BuildRule, Condition, Measure


def describe_build(rule: BuildRule) -> str:
    """E.g. ``up or down by one in suit, wrapping between King and Ace``."""
    steps = rule.rank_steps
    if rule.rank_sum:
        rank = f"ranks adding up to {rule.rank_sum}"
    elif steps is None:
        rank = "any rank"
    elif steps == {0}:
        rank = "the same rank"
    else:
        words = {1: "up", -1: "down"}
        rank = (
            join_words([words.get(s, f"{s:+d}") for s in sorted(steps, reverse=True)], "or")
            + " by one"
        )
    suit = {
        "same": "in suit",
        "alternate": "in alternating colours",
        "colour": "in the same colour",
        "other": "in a different suit",
        "any": "regardless of suit",
    }[rule.suit]
    if rule.join == "or" and not rule.rank_sum:
        rank = {
            None: "any rank",
            frozenset({0}): "the same rank",
            frozenset({1}): "one rank up",
            frozenset({-1}): "one rank down",
            frozenset({1, -1}): "one rank up or down",
        }.get(steps, rank)
        suit_alone = {
            "same": "the same suit",
            "alternate": "the other colour",
            "colour": "the same colour",
            "other": "a different suit",
            "any": "any suit",
        }[rule.suit]
        text = f"on {rank} or {suit_alone}"
    elif rule.join == "or":
        text = f"{rank} or {suit}"
    elif rule.rank_sum and rule.suit == "any":
        text = rank  # "ranks adding up to 13": the suit was never in question
    else:
        text = f"{rank} {suit}"
    if rule.wrap:
        text += ", wrapping between King and Ace"
    return text


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
    if condition.kind == "all_cards":
        return f"every card is in the {zones}"
    if condition.kind == "in_order":
        return f"every card of the {zones} is in order (each row from its start, no gap between)"
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
