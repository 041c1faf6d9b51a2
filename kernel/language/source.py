"""Reading variant files: Lark parse tree → statements → resolved :class:`VariantRules`.

Three steps, each knowing only the one before it:

1. :func:`parse` turns text into a :class:`Definition` (a list of statements with positions).
   Lark's tree never leaves this module.
2. :func:`flatten` follows ``extends`` so a variant is its parents' statements followed by its own.
3. :func:`assemble` chooses options, keeps the ``when`` blocks that apply, merges statements in
   order (a later zone clause replaces an earlier one of the same kind) and checks every
   reference, raising :class:`VariantError` with the file, line and column.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache
from importlib import resources
from typing import Any, cast

import attrs
from lark import Lark, Token, Transformer, v_args
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)
from lark.indenter import DedentError, Indenter

from ..cards import RANK_NAMES, parse_rank
from ..errors import VariantError
from ..rules import (
    ANY_CARD,
    RANKS,
    ActionSpec,
    AllOf,
    AnyOf,
    Condition,
    DealSpec,
    EmptyRule,
    GivesRule,
    Measure,
    Name,
    OptionSpec,
    OptionValue,
    RankStep,
    RankSum,
    Relation,
    ScoreSpec,
    SuitMatch,
    VariantRules,
    ZoneSpec,
    coerce_option,
)
from ..text import suggest

Count = int | Name  # a number, or the name of an option whose value is that number
# The refill plugins of old, still read (deprecated) as the way every `refills from` clause of the
# variant refills: name -> by hand.
REFILL_PLUGINS: Mapping[str, bool] = {"automatic-refill": False, "manual-refill": True}
_ANY_RANK = "any rank"  # "builds any rank ..." (None would read as "no rank given")

# ---------------------------------------------------------------------------------------------
# Statements: what the Transformer produces


@attrs.frozen
class Stmt:
    """One statement of a variant file. ``kind`` says which; ``value`` holds its content."""

    kind: str
    value: Any
    line: int
    column: int
    file: str = ""


@attrs.frozen
class Clause:
    kind: str
    value: Any
    line: int
    column: int


@attrs.frozen
class Definition:
    """A parsed file, before inheritance and options are applied."""

    name: Name
    file: str
    text: str
    statements: tuple[Stmt, ...]
    parent: Name | None
    title: str
    aliases: tuple[str, ...]
    shipped: bool = False  # one of the variant files installed with cardwright
    # (line, column, message) of each deprecated form the file uses (docs/language.md,
    # "Deprecated forms"); they still work, and `cardwright check` lists them.
    deprecated: tuple[tuple[int, int, str], ...] = ()


class _IndentationError(Exception):
    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(message)
        self.line, self.column = line, column


class _Indenter(Indenter):
    """Lark's indenter, with the position of a bad dedent kept for the error message."""

    def handle_NL(self, token: Token) -> Iterator[Token]:
        try:
            yield from super().handle_NL(token)
        except DedentError:
            indent = len(token.rsplit("\n", 1)[1].expandtabs(self.tab_len))
            line = (token.end_line or token.line or 1) if token.end_line else (token.line or 1)
            raise _IndentationError(
                line,
                indent + 1,
                f"this line is indented to column {indent + 1}, which matches no enclosing block",
            ) from None

    NL_type = "_NL"
    OPEN_PAREN_types: list[str] = []  # noqa: RUF012 (lark reads these class attributes)
    CLOSE_PAREN_types: list[str] = []  # noqa: RUF012
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 8


@cache
def _parser() -> Lark:
    grammar = resources.files("cardwright.grammars").joinpath("variant.lark").read_text("utf-8")
    return Lark(
        grammar,
        parser="lalr",
        postlex=_Indenter(),
        propagate_positions=True,
        maybe_placeholders=True,
    )


def _name(token: Token) -> Name:
    return Name(str(token), token.line, token.column)


def _pos(meta: Any) -> tuple[int, int]:
    return (getattr(meta, "line", 0) or 0, getattr(meta, "column", 0) or 0)


@v_args(inline=True)
class _ToStatements(Transformer[Token, Any]):
    """Parse tree → :class:`Stmt` objects. Only shapes change here; meaning is checked later."""

    def __init__(self) -> None:
        super().__init__()
        self.deprecated: list[tuple[int, int, str]] = []

    def _deprecated(self, meta: Any, message: str) -> None:
        """Note a deprecated form at ``meta``'s position (it is still read)."""
        self.deprecated.append((*_pos(meta), message))

    # values -----------------------------------------------------------------------------------
    def int_value(self, token: Token) -> int:
        return int(token)

    def name_value(self, token: Token) -> Name:
        return _name(token)

    def count_int(self, token: Token) -> int:
        return int(token)

    def count_option(self, token: Token) -> Name:
        return _name(token)

    def name_list(self, *tokens: Token) -> tuple[Name, ...]:
        return tuple(_name(t) for t in tokens)

    # header -----------------------------------------------------------------------------------
    @v_args(meta=True)
    def game_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        name, title = children
        return Stmt("game", (_name(name), title[1:-1] if title else None), *_pos(meta))

    @v_args(meta=True)
    def extends_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("extends", _name(children[0]), *_pos(meta))

    @v_args(meta=True)
    def title_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        title = str(children[0])[1:-1]
        self._deprecated(
            meta, f"'title' is deprecated: put the title on the game line (game NAME \"{title}\")"
        )
        return Stmt("title", title, *_pos(meta))

    @v_args(meta=True)
    def aliases_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("aliases", tuple(str(s)[1:-1] for s in children), *_pos(meta))

    @v_args(meta=True)
    def source_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("source", str(children[0])[1:-1], *_pos(meta))

    @v_args(meta=True)
    def decks_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("decks", (int(children[0]), children[1] is not None), *_pos(meta))

    @v_args(meta=True)
    def players_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("players", int(children[0]), *_pos(meta))

    @v_args(meta=True)
    def suits_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("suits", "".join(str(t) for t in children), *_pos(meta))

    @v_args(meta=True)
    def ranks_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("ranks", tuple(parse_rank(str(t)) for t in children), *_pos(meta))

    @v_args(meta=True)
    def option_full(self, meta: Any, children: list[Any]) -> Stmt:
        name, choices, default, doc = children
        return Stmt(
            "option", (_name(name), choices, default, doc[1:-1] if doc else ""), *_pos(meta)
        )

    def option_choices(self, *values: Any) -> tuple[Any, ...]:
        return values

    @v_args(meta=True)
    def option_choices_piped(self, meta: Any, children: list[Any]) -> tuple[Any, ...]:
        self._deprecated(
            meta,
            f"choices separated by '|' are deprecated: separate them with commas "
            f"({', '.join(map(str, children))})",
        )
        return tuple(children)

    @v_args(meta=True)
    def option_default(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("option_default", (_name(children[0]), children[1]), *_pos(meta))

    # zones ------------------------------------------------------------------------------------
    @v_args(meta=True)
    def zone_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        name, kind, *rest = children
        head: dict[str, Any] = {"kind": str(kind), "count": 1, "per_player": False}
        clauses: list[Clause] = []
        for item in rest:
            if item is None:
                continue
            if isinstance(item, Clause):
                clauses.append(item)
            else:
                key, value = item
                head.update(value) if key == "count" else head.__setitem__(key, value)
        return Stmt("zone", (_name(name), head, tuple(clauses)), *_pos(meta))

    def zone_count(self, count: Count, _piles: Token, per_player: Token | None) -> tuple[str, Any]:
        return ("count", {"count": count, "per_player": per_player is not None})

    def zone_growing(self) -> tuple[str, bool]:
        return ("growing", True)

    def zone_closes_gaps(self) -> tuple[str, bool]:
        return ("closes_gaps", True)

    def zone_shared(self) -> tuple[str, bool]:
        return ("shared", True)

    def zone_from_scratch(self) -> tuple[str, bool]:
        return ("from_scratch", True)

    @v_args(meta=True)
    def deal_clause(self, meta: Any, children: list[Any]) -> Clause:
        amount, face = children
        return Clause("deal", (amount, face or ("up", 1)), *_pos(meta))

    def deal_each(self, count: Count) -> tuple[Any, ...]:
        return ("each", count)

    def deal_steps(self, start: Count, stop: Count) -> tuple[Any, ...]:
        return ("steps", start, stop)

    def deal_rest(self) -> tuple[Any, ...]:
        return ("rest",)

    def deal_list(self, *counts: Token) -> tuple[Any, ...]:
        return ("list", tuple(int(c) for c in counts))

    def deal_rank(self, rank: Token) -> tuple[Any, ...]:
        return ("rank", parse_rank(str(rank)))

    def deal_card(self, card: Token) -> tuple[Any, ...]:
        text = str(card)
        return ("card", parse_rank(text[:-1]), text[-1])

    def face_bottom(self, counts: tuple[Any, ...]) -> tuple[str, Any]:
        return ("bottom", counts)

    def counts_one(self, count: Count) -> tuple[Any, ...]:
        return ("one", count)

    def counts_steps(self, start: Count, stop: Count) -> tuple[Any, ...]:
        return ("steps", start, stop)

    def counts_list(self, *counts: Token) -> tuple[Any, ...]:
        return ("list", tuple(int(c) for c in counts))

    def deal_nothing(self) -> tuple[Any, ...]:
        return ("nothing",)

    def face_all(self, up_down: Token) -> tuple[str, Count]:
        return (str(up_down), 1)

    def face_top(self, up_down: Token) -> tuple[str, Count]:
        return ("top" if up_down == "up" else "top_down", 1)

    def face_top_n(self, count: Count, up_down: Token) -> tuple[str, Count]:
        return ("top" if up_down == "up" else "top_down", count)

    @v_args(meta=True)
    def builds_clause(self, meta: Any, children: list[Any]) -> Clause:
        return Clause("builds", children[0], *_pos(meta))

    def build_rule(self, rank: Any, suit: Any, *flags: str) -> Relation:
        """A rank term and a suit term, joined by "and" (``down in suit``) or "or"
        (``same rank or in suit``)."""
        join, suit_rel = suit if suit is not None else ("and", "any")
        rank_term: Relation | None
        if isinstance(rank, int):  # "ranks adding up to N"
            if "wrap" in flags:
                # A ValueError: parse() gives it the position of the rule (VisitError's meta).
                raise ValueError("'wrapping' has no meaning for ranks adding up to a total")
            rank_term = RankSum(rank)
        elif rank == _ANY_RANK:
            if "wrap" in flags:
                raise ValueError("'wrapping' has no meaning for any rank")
            rank_term = None
        else:
            rank_term = RankStep(rank, "wrap" in flags)
        suit_term = SuitMatch(cast(Any, suit_rel))
        if rank_term is None:
            # Any rank "or" a suit relation is any card at all.
            return AllOf((suit_term,)) if join == "and" else ANY_CARD
        return AllOf((rank_term, suit_term)) if join == "and" else AnyOf((rank_term, suit_term))

    def rank_up(self) -> frozenset[int]:
        return frozenset({1})

    def rank_down(self) -> frozenset[int]:
        return frozenset({-1})

    def rank_either(self) -> frozenset[int]:
        return frozenset({1, -1})

    def rank_up_by(self, step: Token) -> frozenset[int]:
        return frozenset({self._step(step)})

    def rank_down_by(self, step: Token) -> frozenset[int]:
        return frozenset({-self._step(step)})

    def rank_either_by(self, step: Token) -> frozenset[int]:
        return frozenset({self._step(step), -self._step(step)})

    @staticmethod
    def _step(step: Token) -> int:
        if not 1 <= int(step) <= 12:
            raise ValueError(f"a rank step of {int(step)}: give 1 to 12")
        return int(step)

    def rank_same(self) -> frozenset[int]:
        return frozenset({0})

    def rank_any(self) -> str:
        return _ANY_RANK

    def rank_sum(self, total: Token) -> int:
        if not 2 <= int(total) <= 26:
            raise ValueError(f"two ranks cannot add up to {int(total)}: give 2 to 26")
        return int(total)

    def suit_and(self, rel: str) -> tuple[str, str]:
        return ("and", rel)

    def suit_or(self, rel: str) -> tuple[str, str]:
        return ("or", rel)

    def suit_same(self) -> str:
        return "same"

    def suit_alternate(self) -> str:
        return "alternate"

    def suit_colour(self) -> str:
        return "colour"

    def suit_any(self) -> str:
        return "any"

    def suit_other(self) -> str:
        return "other"

    def flag_wrap(self) -> str:
        return "wrap"

    @v_args(meta=True)
    def gives_clause(self, meta: Any, children: list[Any]) -> Clause:
        unit, offsets, supermove, to = children
        unit_name, run_rule, *count = unit
        rule = GivesRule(
            unit_name, run_rule, offsets or (), to, supermove is not None, *[int(c) for c in count]
        )
        return Clause("gives", rule, *_pos(meta))

    def supermove(self) -> bool:
        return True

    def unit_top(self) -> tuple[str, None]:
        return ("top", None)

    def unit_pile(self) -> tuple[str, None]:
        return ("pile", None)

    def unit_top_or_pile(self) -> tuple[str, None]:
        return ("top_or_pile", None)

    def unit_count(self, count: Token) -> tuple[str, None, int]:
        if not 2 <= int(count) <= 52:
            raise ValueError(f"'{int(count)} cards at a time': give 2 to 52 (or 'top card')")
        return ("count", None, int(count))

    def unit_runs(self, rank: Any, suit: Any) -> tuple[str, Relation | None]:
        if rank is None and suit is None:
            return ("runs", None)  # runs as the zone builds
        return ("runs", self.build_rule(rank, suit))

    def unit_face_up(self) -> tuple[str, None]:
        return ("face_up", None)

    def unit_nothing(self) -> tuple[str, None]:
        return ("nothing", None)

    def offsets(self, *items: Token | None) -> tuple[int, ...]:
        *numbers, _places, direction, other = items
        if other is not None and other == direction:
            raise ValueError(f"'{direction} or {other}': write 'left or right'")
        signs = [-1 if d == "left" else 1 for d in (direction, other) if d is not None]
        return tuple(sign * int(str(n)) for sign in signs for n in numbers)

    @v_args(meta=True)
    def empty_clause(self, meta: Any, children: list[Any]) -> Clause:
        what, from_zones = children
        kind, ranks, *more = what
        if kind == "base":
            shift, base_zone, chosen = more
            rule = EmptyRule(
                "base",
                from_zones=from_zones,
                base_zone=base_zone,
                base_from="first_card_played" if chosen else "first_pile",
                offset=shift,
            )
        else:
            rule = EmptyRule(kind, ranks, from_zones, more[0] if more else None)
        return Clause("empty", rule, *_pos(meta))

    def empty_any(self) -> tuple[str, frozenset[int]]:
        return ("any", frozenset())

    def empty_nothing(self) -> tuple[str, frozenset[int]]:
        return ("nothing", frozenset())

    def empty_base(
        self, shift: int | None, zone: Token | None, chosen: bool | None
    ) -> tuple[str, frozenset[int], int, Name | None, bool]:
        return ("base", frozenset(), shift or 0, _name(zone) if zone else None, bool(chosen))

    def base_shift(self, direction: Token) -> int:
        return -1 if direction == "below" else 1

    def base_chosen(self) -> bool:
        return True

    def empty_ranks(self, *ranks: Token) -> tuple[str, frozenset[int]]:
        return ("ranks", frozenset(parse_rank(str(r)) for r in ranks))

    def empty_left(
        self, rule: Relation, starts: frozenset[int] | None
    ) -> tuple[str, frozenset[int], Relation]:
        return ("left", starts or frozenset(), rule)

    def row_start(self, *ranks: Token) -> frozenset[int]:
        return frozenset(parse_rank(str(r)) for r in ranks)

    @v_args(meta=True)
    def refill_clause(self, meta: Any, children: list[Any]) -> Clause:
        zone, by_hand = children
        return Clause("refill", (_name(zone), by_hand is not None), *_pos(meta))

    def refill_by_hand(self) -> bool:
        return True

    @v_args(meta=True)
    def turnup_clause(self, meta: Any, children: list[Any]) -> Clause:
        return Clause("turns_up", True, *_pos(meta))

    @v_args(meta=True)
    def suit_once_clause(self, meta: Any, children: list[Any]) -> Clause:
        return Clause("one_pile_per_suit", True, *_pos(meta))

    @v_args(meta=True)
    def single_clause(self, meta: Any, children: list[Any]) -> Clause:
        return Clause("one_card_at_a_time", True, *_pos(meta))

    @v_args(meta=True)
    def collects_clause(self, meta: Any, children: list[Any]) -> Clause:
        return Clause("collects_from", (_name(children[0]), frozenset()), *_pos(meta))

    @v_args(meta=True)
    def collects_ranks_clause(self, meta: Any, children: list[Any]) -> Clause:
        *ranks, zone = children
        value = (_name(zone), frozenset(parse_rank(str(r)) for r in ranks))
        return Clause("collects_from", value, *_pos(meta))

    @v_args(meta=True)
    def rows_clause(self, meta: Any, children: list[Any]) -> Clause:
        return Clause("rows", children[0], *_pos(meta))

    def rows_of(self, length: Token) -> tuple[str, int]:
        return ("of", int(length))

    def rows_steps(self, first: Token, last: Token) -> tuple[str, tuple[int, ...]]:
        return ("list", tuple(range(int(first), int(last) + 1)))

    def rows_list(self, *lengths: Token) -> tuple[str, tuple[int, ...]]:
        return ("list", tuple(int(n) for n in lengths))

    @v_args(meta=True)
    def covered_clause(self, meta: Any, children: list[Any]) -> Clause:
        return Clause("covered", True, *_pos(meta))

    @v_args(meta=True)
    def capacity_clause(self, meta: Any, children: list[Any]) -> Clause:
        if int(children[0]) < 1:
            raise ValueError("a pile holds at least one card")
        return Clause("capacity", int(children[0]), *_pos(meta))

    @v_args(meta=True)
    def pile_covered_clause(self, meta: Any, children: list[Any]) -> Clause:
        pile, *by = (int(t) for t in children)
        # One clause per pile: the assembler gathers them into the zone's covering map.
        return Clause(f"pile {pile} covered", (pile, tuple(by)), *_pos(meta))

    @v_args(meta=True)
    def takes_only_clause(self, meta: Any, children: list[Any]) -> Clause:
        ranks = frozenset(parse_rank(str(r)) for r in children)
        return Clause("takes_only", ranks, *_pos(meta))

    @v_args(meta=True)
    def pairs_clause(self, meta: Any, children: list[Any]) -> Clause:
        return Clause("pairs_to", _name(children[0]), *_pos(meta))

    # actions, plugins, conditions -----------------------------------------------------------------
    @v_args(meta=True)
    def action_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        name, amount, source, target, *details = children
        return Stmt(
            "action",
            {
                "name": _name(name),
                "amount": amount,
                "source": _name(source),
                "target": target,
                "details": details,
            },
            *_pos(meta),
        )

    def amount_all(self) -> None:
        return None

    @v_args(meta=True)
    def gather_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        name, zone, out_of_order, *details = children
        return Stmt(
            "action",
            {
                "name": _name(name),
                "amount": None,
                "source": _name(zone),
                "target": ("gather", _name(zone)),
                "details": [("out_of_order", out_of_order is not None), *details],
            },
            *_pos(meta),
        )

    def out_of_order(self) -> bool:
        return True

    def gather_shuffled(self) -> tuple[str, bool]:
        return ("shuffled", True)

    def gather_packets(self, count: Count) -> tuple[str, Count]:
        return ("packets", count)

    def gather_back(self) -> tuple[str, bool]:
        return ("deal_back", False)

    def gather_back_gaps(self) -> tuple[str, bool]:
        return ("deal_back", True)

    def target_top(self, name: Token) -> tuple[str, Name]:
        return ("top", _name(name))

    def target_new_pile(self, name: Token) -> tuple[str, Name]:
        return ("new_pile", _name(name))

    def target_each(self, name: Token) -> tuple[str, Name]:
        return ("each", _name(name))

    def action_face(self, up_down: Token) -> tuple[str, bool]:
        return ("face_up", up_down == "up")

    def action_when(self, condition: Condition) -> tuple[str, Condition]:
        return ("when", condition)

    @v_args(meta=True)
    def action_when_deprecated(self, meta: Any, children: list[Any]) -> tuple[str, Condition]:
        self._deprecated(meta, "', when CONDITION' is deprecated: write ', only if CONDITION'")
        return ("when", children[0])

    def action_passes(self, count: Count) -> tuple[str, Count]:
        return ("passes", count)

    def action_needs_full(self, name: Token) -> tuple[str, Name]:
        return ("blocked_by_empty", _name(name))

    @v_args(meta=True)
    def action_needs_full_deprecated(self, meta: Any, children: list[Any]) -> tuple[str, Name]:
        zone = children[0]
        self._deprecated(
            meta,
            f"'not when {zone} has an empty pile' is deprecated: write 'unless {zone} has an "
            "empty pile'",
        )
        return ("blocked_by_empty", _name(zone))

    @v_args(meta=True)
    def use_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        name = _name(children[0])
        if name in REFILL_PLUGINS:
            by_hand = ", by hand" if REFILL_PLUGINS[name] else ""
            self._deprecated(
                meta,
                f"'use {name}' is deprecated: write 'refills from ZONE{by_hand}' on the zone "
                "that is refilled",
            )
        return Stmt("use", name, *_pos(meta))

    @v_args(meta=True)
    def when_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        option, value, *body = children
        return Stmt("when", (_name(option), value, tuple(body)), *_pos(meta))

    @v_args(meta=True)
    def won_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("won", tuple(children), *_pos(meta))

    @v_args(meta=True)
    def won_when_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        self._deprecated(meta, "'won when' is deprecated: write 'won if'")
        return Stmt("won", tuple(children), *_pos(meta))

    @v_args(meta=True)
    def lost_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("lost", True, *_pos(meta))

    @v_args(meta=True)
    def lost_when_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        self._deprecated(meta, "'lost when no moves' is deprecated: write 'lost if no moves'")
        return Stmt("lost", True, *_pos(meta))

    @v_args(meta=True)
    def progress_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        return Stmt("progress", tuple(children), *_pos(meta))

    @v_args(meta=True)
    def progress_semicolons(self, meta: Any, children: list[Any]) -> Stmt:
        self._deprecated(meta, "measures separated by ';' are deprecated: join them with 'and'")
        return Stmt("progress", tuple(children), *_pos(meta))

    def more_cards(self, names: tuple[Name, ...]) -> Measure:
        return Measure("more", names)

    def fewer_cards(self, names: tuple[Name, ...]) -> Measure:
        return Measure("fewer", names)

    def fewer_face_down(self, names: tuple[Name, ...] | None) -> Measure:
        return Measure("fewer_face_down", names or ())

    def more_in_order(self, names: tuple[Name, ...]) -> Measure:
        return Measure("more_in_order", names)

    @v_args(meta=True)
    def score_stmt(self, meta: Any, children: list[Any]) -> Stmt:
        (kind, zones), better = children
        higher = better is None or str(better).startswith("higher")
        return Stmt("score", ScoreSpec(kind, zones, higher), *_pos(meta))

    def score_piles(self, names: tuple[Name, ...]) -> tuple[str, tuple[Name, ...]]:
        return ("piles", names)

    def score_cards(self, names: tuple[Name, ...]) -> tuple[str, tuple[Name, ...]]:
        return ("cards", names)

    def score_cards_by_owner(self, names: tuple[Name, ...]) -> tuple[str, tuple[Name, ...]]:
        return ("cards_by_owner", names)

    def score_in_order(self, names: tuple[Name, ...]) -> tuple[str, tuple[Name, ...]]:
        return ("cards_in_order", names)

    def cond_empty(self, name: Token) -> Condition:
        return Condition("empty", (_name(name),))

    def cond_piles(self, name: Token, count: Token, _piles: Token) -> Condition:
        return Condition("piles", (_name(name),), int(count))

    def cond_all_cards(self, names: tuple[Name, ...]) -> Condition:
        return Condition("all_cards", names)

    def cond_all_own_cards(self, names: tuple[Name, ...]) -> Condition:
        return Condition("all_own_cards", names)

    def cond_in_order(self, name: Token) -> Condition:
        return Condition("in_order", (_name(name),))

    def start(self, *statements: Stmt) -> tuple[Stmt, ...]:
        return statements


# ---------------------------------------------------------------------------------------------
# Step 1: parse


def _describe_terminal(name: str) -> str:
    readable = {
        "_NL": "end of line",
        "_INDENT": "an indented line",
        "_DEDENT": "end of the indented block",
        "NAME": "a name",
        "INT": "a number",
        "STRING": 'a "quoted text"',
        "KIND": "a zone kind (tableau, foundation, stock, waste, reserve, cell, row)",
        "RANK": "a rank (A 2-9 T J Q K)",
        "PILES": "'piles'",
        "PER_PLAYER": "'per player'",
        "UP_DOWN": "'up' or 'down'",
        "LEFT_RIGHT": "'left' or 'right'",
        "PLUGIN_NAME": "a plugin name",
        "PLACES": "'places'",
        "SCORE_BETTER": "'lower wins' or 'higher wins'",
        "$END": "end of file",
    }
    if name in readable:
        return readable[name]
    try:
        pattern = _parser().get_terminal(name).pattern
    except KeyError:
        return name
    return f"'{pattern.value}'" if pattern.type == "str" else name.lower()


def _expected(names: Iterable[str]) -> str:
    items = sorted({_describe_terminal(n) for n in names})
    if not items:
        return ""
    if len(items) == 1:
        return f"; expected {items[0]}"
    return "; expected one of: " + ", ".join(items)


def _error(
    message: str, file: str, text: str, line: int | None, column: int | None
) -> VariantError:
    source_line = None
    if line is not None and line >= 1:
        lines = text.splitlines()
        if line <= len(lines):
            source_line = lines[line - 1]
    return VariantError(message, file=file, line=line, column=column, source_line=source_line)


def parse(text: str, file: str = "<variant>") -> Definition:
    """Parse variant text into a :class:`Definition`; any problem is a :class:`VariantError`."""
    if not text.endswith("\n"):
        text += "\n"
    reader = _ToStatements()
    try:
        tree = _parser().parse(text)
        statements: tuple[Stmt, ...] = reader.transform(tree)
    except UnexpectedCharacters as error:
        position = error.pos_in_stream or 0
        char = text[position] if position < len(text) else ""
        message = f"unexpected character {char!r}" + _expected(error.allowed or ())
        raise _error(message, file, text, error.line, error.column) from None
    except UnexpectedToken as error:
        token = error.token
        if token.type == "_NL":
            found = "end of line"
        elif token.type == "_INDENT":
            found = "indentation"
        elif token.type == "_DEDENT":
            found = "end of the indented block"
        elif token.type == "$END":
            found = "end of file"
        else:
            found = repr(str(token))
        message = f"unexpected {found}" + _expected(error.accepts or error.expected)
        line: int | None = error.line
        column: int | None = error.column
        if token.type in ("_NL", "_DEDENT", "$END") and line is not None:
            # Point at the end of the line that is unfinished, not at the next one.
            lines = text.splitlines()
            if token.type != "_NL" and line - 1 >= 1:
                line -= 1
            if 1 <= line <= len(lines):
                column = len(lines[line - 1].split("#")[0].rstrip()) + 1
        raise _error(message, file, text, line, column) from None
    except UnexpectedEOF as error:
        raise _error(
            "unexpected end of file" + _expected(error.expected), file, text, None, None
        ) from None
    except UnexpectedInput as error:  # any other Lark input error
        raise _error(str(error).splitlines()[0], file, text, error.line, error.column) from None
    except _IndentationError as error:
        raise _error(str(error), file, text, error.line, error.column) from None
    except DedentError as error:
        raise _error(f"inconsistent indentation: {error}", file, text, None, None) from None
    except VisitError as error:
        original = error.orig_exc
        if isinstance(original, VariantError):
            raise original from None
        meta = getattr(error.obj, "meta", None)
        at = _pos(meta) if meta is not None else (None, None)
        raise _error(str(original), file, text, at[0], at[1]) from None

    statements = tuple(_with_file(s, file) for s in statements)
    header = [s for s in statements if s.kind == "game"]
    if not header:
        raise _error('a variant file must start with: game NAME "Title"', file, text, 1, 1)
    if statements[0].kind != "game":
        first = statements[0]
        raise _error("the 'game' line must come first", file, text, first.line, first.column)
    for extra in header[1:]:
        raise _error("only one 'game' line per file", file, text, extra.line, extra.column)
    name, title = header[0].value
    parents = [s for s in statements if s.kind == "extends"]
    for extra in parents[1:]:
        raise _error("a variant extends at most one other", file, text, extra.line, extra.column)
    titles = [s.value for s in statements if s.kind == "title"]
    aliases: tuple[str, ...] = ()
    for s in statements:
        if s.kind == "aliases":
            aliases += s.value
    return Definition(
        name=name,
        file=file,
        text=text,
        statements=statements,
        parent=parents[0].value if parents else None,
        title=titles[-1] if titles else (title or ""),
        aliases=aliases,
        deprecated=tuple(reader.deprecated),
    )


def _with_file(statement: Stmt, file: str) -> Stmt:
    if statement.kind == "when":
        option, value, body = statement.value
        body = tuple(_with_file(s, file) for s in body)
        return attrs.evolve(statement, value=(option, value, body), file=file)
    return attrs.evolve(statement, file=file)


# ---------------------------------------------------------------------------------------------
# Step 2: inheritance


def flatten(
    definition: Definition, find_parent: Callable[[Name, Definition], Definition]
) -> tuple[list[Stmt], tuple[str, ...], dict[str, str]]:
    """The statements of ``definition`` after those of its ancestors, the ancestors' names and
    the text of every file involved (for error messages)."""
    chain = [definition]
    seen = {definition.name}
    while chain[-1].parent is not None:
        parent_name = chain[-1].parent
        parent = find_parent(parent_name, chain[-1])
        if parent.name in seen:
            raise _error(
                f"variant '{parent.name}' extends itself (through {' -> '.join(d.name for d in chain)})",
                chain[-1].file,
                chain[-1].text,
                parent_name.line,
                parent_name.column,
            )
        seen.add(parent.name)
        chain.append(parent)
    statements: list[Stmt] = []
    texts: dict[str, str] = {}
    for item in reversed(chain):
        texts[item.file] = item.text
        statements.extend(s for s in item.statements if s.kind not in ("game", "extends"))
    return statements, tuple(d.name for d in chain[1:]), texts


# ---------------------------------------------------------------------------------------------
# Step 3: options, `when` blocks, merging and checks


class _Assembler:
    def __init__(
        self,
        definition: Definition,
        statements: list[Stmt],
        parents: tuple[str, ...],
        texts: dict[str, str],
        plugin_names: Iterable[str],
    ) -> None:
        self.definition = definition
        self.statements = statements
        self.parents = parents
        self.texts = texts
        self.plugin_names = set(plugin_names)

    def fail(
        self, message: str, where: Stmt | Clause | Name | None, file: str | None = None
    ) -> VariantError:
        file = file or (where.file if isinstance(where, Stmt) else None) or self.definition.file
        line = getattr(where, "line", None)
        column = getattr(where, "column", None)
        return _error(message, file, self.texts.get(file, ""), line, column)

    # options --------------------------------------------------------------------------------
    def option_specs(self) -> dict[str, OptionSpec]:
        specs: dict[str, OptionSpec] = {}
        for s in self.statements:
            if s.kind == "option":
                name, choices, default, doc = s.value
                if len(set(choices)) != len(choices):
                    raise self.fail(f"option '{name}' lists a choice twice", s)
                if default not in choices:
                    raise self.fail(
                        f"the default of option '{name}' is {default!r}, which is not one of its "
                        f"choices ({', '.join(map(str, choices))})",
                        s,
                    )
                specs[name] = OptionSpec(
                    str(name), tuple(_plain(c) for c in choices), _plain(default), doc
                )
            elif s.kind == "option_default":
                name, default = s.value
                if name not in specs:
                    raise self.fail(f"unknown option '{name}'{suggest(name, specs)}", name, s.file)
                spec = specs[name]
                if _plain(default) not in spec.choices:
                    raise self.fail(
                        f"{default!r} is not a choice of option '{name}' "
                        f"({', '.join(map(str, spec.choices))})",
                        s,
                    )
                specs[name] = attrs.evolve(spec, default=_plain(default))
            elif s.kind == "when":
                for inner in _walk(s.value[2]):
                    if inner.kind in ("option", "option_default"):
                        raise self.fail("options cannot be declared inside a 'when' block", inner)
                    if inner.kind in ("game", "extends", "title", "aliases"):
                        raise self.fail(f"'{inner.kind}' cannot be inside a 'when' block", inner)
        return specs

    def choose(
        self, specs: Mapping[str, OptionSpec], given: Mapping[str, Any]
    ) -> dict[str, OptionValue]:
        chosen = {name: spec.default for name, spec in specs.items()}
        for name, raw in given.items():
            if name not in specs:
                valid = ", ".join(specs) or "none"
                raise VariantError(
                    f"variant '{self.definition.name}' has no option '{name}'"
                    f"{suggest(name, specs)} (its options: {valid})",
                    file=self.definition.file,
                )
            chosen[name] = coerce_option(specs[name], raw)
        return chosen

    # statements -----------------------------------------------------------------------------
    def active(
        self,
        statements: Iterable[Stmt],
        options: Mapping[str, OptionValue],
        specs: Mapping[str, OptionSpec],
    ) -> Iterator[Stmt]:
        for s in statements:
            if s.kind != "when":
                yield s
                continue
            option, value, body = s.value
            if option not in specs:
                raise self.fail(
                    f"unknown option '{option}'{suggest(option, specs)}", option, s.file
                )
            if _plain(value) not in specs[option].choices:
                raise self.fail(
                    f"{_plain(value)!r} is not a choice of option '{option}' "
                    f"({', '.join(map(str, specs[option].choices))})",
                    s,
                )
            if options[option] == _plain(value):
                yield from self.active(body, options, specs)

    def check_plugins(self) -> None:
        """Every ``use`` names an installed plugin, in every ``when`` block, active or not."""
        for s in _walk(self.statements):
            if s.kind == "use" and s.value not in self.plugin_names | REFILL_PLUGINS.keys():
                raise self.fail(
                    f"unknown plugin '{s.value}'{suggest(s.value, self.plugin_names)} "
                    f"(installed: {', '.join(sorted(self.plugin_names)) or 'none'})",
                    s,
                )

    def assemble(self, given: Mapping[str, Any]) -> VariantRules:
        self.check_plugins()
        specs = self.option_specs()
        options = self.choose(specs, given)
        definition = self.definition
        decks, decks_per_player, players = 1, False, 1
        suits = "SHDC"
        ranks: tuple[int, ...] = RANKS
        title, source = definition.title or str(definition.name), ""
        aliases: list[str] = []
        zones: dict[str, dict[str, Any]] = {}
        zone_where: dict[str, Stmt] = {}
        actions: dict[str, Stmt] = {}
        plugins: list[Name] = []
        refill_plugins: set[str] = set()  # deprecated 'use automatic-refill' / 'manual-refill'
        won: tuple[Condition, ...] = ()
        won_at: Stmt | None = None
        lost = False
        progress: tuple[Measure, ...] = ()
        progress_at: Stmt | None = None
        score: ScoreSpec | None = None
        score_at: Stmt | None = None

        def count(value: Count, where: Stmt | Clause | Name, file: str) -> int:
            result = count_or_unlimited(value, where, file)
            if result is None:
                raise self.fail(
                    f"option '{value}' is 'unlimited' here, but a number is needed", where, file
                )
            return result

        def count_or_unlimited(value: Count, where: Stmt | Clause | Name, file: str) -> int | None:
            if isinstance(value, int):
                return value
            if value == "unlimited":
                return None
            if value not in options:
                raise self.fail(f"unknown option '{value}'{suggest(value, options)}", value, file)
            chosen = options[value]
            if chosen == "unlimited":
                return None
            if not isinstance(chosen, int):
                raise self.fail(
                    f"option '{value}' is {chosen!r} here, but a number is needed", value, file
                )
            return chosen

        for s in self.active(self.statements, options, specs):
            if s.kind == "title":
                pass  # the title is this file's own (parse() took it): a child is its own game
            elif s.kind == "aliases" and s.file == definition.file:
                # Aliases name this file's game only; a child is not known by its parent's names.
                aliases.extend(a for a in s.value if a not in aliases)
            elif s.kind == "source":
                source = s.value
            elif s.kind == "decks":
                decks, decks_per_player = s.value
                self.decks_at = s
                if decks < 1:
                    raise self.fail("a game needs at least one deck", s)
            elif s.kind == "suits":
                suits = "".join(dict.fromkeys(s.value))  # each once, in the order written
                if len(suits) != len(s.value):
                    raise self.fail("a suit is listed twice", s)
            elif s.kind == "ranks":
                ranks = tuple(sorted(set(s.value)))
                if len(ranks) != len(s.value):
                    raise self.fail("a rank is listed twice", s)
            elif s.kind == "players":
                players = s.value
                if players < 1:
                    raise self.fail("a game needs at least one player", s)
            elif s.kind == "zone":
                name, head, clauses = s.value
                head = {"growing": False, "closes_gaps": False, "shared": False, **head}
                if head.pop("from_scratch", False) and name in zones:
                    zones[name].clear()  # redefined: nothing of the earlier zone is kept
                merged = zones.setdefault(name, {})
                head["count"] = count(head["count"], s, s.file)
                merged.update(head)
                merged.setdefault("clauses", {})
                for clause in clauses:
                    merged["clauses"][clause.kind] = (clause, s.file)
                zone_where.setdefault(name, s)
            elif s.kind == "action":
                actions[s.value["name"]] = s
            elif s.kind == "use" and s.value in REFILL_PLUGINS:
                refill_plugins.add(s.value)
            elif s.kind == "use":
                if s.value not in plugins:
                    plugins.append(s.value)
            elif s.kind == "won":
                won, won_at = s.value, s
            elif s.kind == "lost":
                lost = True
            elif s.kind == "progress":
                progress, progress_at = s.value, s
            elif s.kind == "score":
                score, score_at = s.value, s

        if not zones:
            raise self.fail(
                f"variant '{definition.name}' declares no zones", definition.name, definition.file
            )

        zone_specs = tuple(
            self.zone_spec(name, data, zone_where[name], count) for name, data in zones.items()
        )
        if refill_plugins:
            # What the old plugins did: the automatic one refilled every such zone at once, the
            # manual one (alone) let the player do it.
            by_hand = "automatic-refill" not in refill_plugins
            zone_specs = tuple(
                attrs.evolve(z, refill_by_hand=by_hand) if z.refill_from is not None else z
                for z in zone_specs
            )
        known = {z.name for z in zone_specs}

        def check_zone(ref: Name, file: str) -> None:
            if ref not in known:
                raise self.fail(f"unknown zone '{ref}'{suggest(ref, known)}", ref, file)

        for z in zone_specs:
            file = zone_where[z.name].file
            for ref in z.gives.to or ():
                check_zone(ref, file)
            if z.empty is not None:
                for ref in z.empty.from_zones or ():
                    check_zone(ref, file)
                if z.empty.base_zone is not None:
                    check_zone(z.empty.base_zone, file)
            if z.refill_from is not None:
                check_zone(z.refill_from, file)
                if z.refill_from == z.name:
                    raise self.fail(
                        f"zone '{z.name}' refills from itself: name another zone",
                        z.refill_from,
                        file,
                    )
            if z.collects_from is not None:
                check_zone(z.collects_from, file)
            if z.pairs_to is not None:
                check_zone(z.pairs_to, file)
                if z.pairs_to == z.name:
                    raise self.fail(
                        f"zone '{z.name}' removes pairs to itself: name another zone",
                        z.pairs_to,
                        file,
                    )
            if z.gives.supermove and z.gives.unit not in ("runs", "face_up"):
                raise self.fail(
                    f"zone '{z.name}': 'as many as free cells allow' limits runs; it gives "
                    f"{z.gives.unit.replace('_', ' ')}",
                    zone_where[z.name],
                )
        action_specs = tuple(
            self.action_spec(s, count, count_or_unlimited, check_zone) for s in actions.values()
        )
        growing = {z.name for z in zone_specs if z.growing}
        for action, s in zip(action_specs, actions.values(), strict=True):
            if action.mode == "new_pile" and action.target not in growing:
                raise self.fail(
                    f"'as new pile' needs a growing zone, and '{action.target}' is not: "
                    "add 'growing' to its head",
                    s,
                )
            if action.mode == "gather" and action.target in growing:
                raise self.fail(
                    f"'gather' deals the cards back into the places they came from, so "
                    f"'{action.target}' must keep its piles: it cannot be growing",
                    s,
                )
        for cond in won:
            for ref in cond.zones:
                check_zone(ref, won_at.file if won_at else definition.file)
        for measure in progress:
            for ref in measure.zones:
                check_zone(ref, progress_at.file if progress_at else definition.file)
        if score is not None:
            for ref in score.zones:
                check_zone(ref, score_at.file if score_at else definition.file)
        ordered = {z.name for z in zone_specs if z.empty is not None and z.empty.what == "left"}

        def check_ordered(ref: Name, what: str, at: Stmt | None) -> None:
            """'in order' is read from the zone's own rule for its empty piles."""
            if ref not in ordered:
                raise self.fail(
                    f"{what} needs zone '{ref}' to say what order its rows follow: give it "
                    "'empty accepts ... from its left neighbour'",
                    ref,
                    at.file if at else definition.file,
                )

        for cond in won:
            if cond.kind == "in_order":
                check_ordered(cond.zones[0], f"'{cond.zones[0]} is in order'", won_at)
        for action, s in zip(action_specs, actions.values(), strict=True):
            for cond in action.when:
                if cond.kind == "in_order":
                    check_ordered(cond.zones[0], f"'{cond.zones[0]} is in order'", s)
            if action.out_of_order:
                check_ordered(action.source, f"'gather {action.source} out of order'", s)
        for measure in progress:
            if measure.kind == "more_in_order":
                for ref in measure.zones:
                    check_ordered(ref, "'more cards in order'", progress_at)
        if score is not None and score.kind == "cards_in_order":
            for ref in score.zones:
                check_ordered(ref, "'score cards in order'", score_at)
        if not won:
            raise self.fail(
                f"variant '{definition.name}' never says when it is won: add a 'won if ...' line",
                definition.name,
                definition.file,
            )
        for ref, where in _names_with_digits(zone_specs, action_specs):
            raise self.fail(
                f"'{ref}' has a digit: zone and action names cannot, because move notation puts "
                "the pile number right after the name (tableau3)",
                where,
            )

        rules = VariantRules(
            name=str(definition.name),
            title=title,
            aliases=tuple(aliases),
            source=source,
            file=definition.file,
            decks=decks,
            decks_per_player=decks_per_player,
            suits=suits,
            ranks=ranks,
            players=players,
            option_specs=tuple(specs.values()),
            options=tuple(options.items()),
            zones=zone_specs,
            actions=action_specs,
            plugins=tuple(plugins),
            won=won,
            lost_when_no_moves=lost,
            progress=progress,
            score=score,
            parents=self.parents,
        )
        self.check_deal(rules, zone_where)
        return rules

    def zone_spec(
        self, name: str, data: dict[str, Any], where: Stmt, count: Callable[[Count, Any, str], int]
    ) -> ZoneSpec:
        clauses: dict[str, tuple[Clause, str]] = data["clauses"]
        values: dict[str, Any] = {}
        if "deal" in clauses:
            clause, file = clauses["deal"]
            (amount, *args), (face, top) = clause.value
            piles = data["count"]
            bottom_down: tuple[int, ...] = ()
            if face == "bottom":
                bottom_down = self.pile_counts(top, piles, clause, file, count)
                top_up = 0
            else:
                top_up = count(top, clause, file)
            if amount == "list":
                counts = tuple(count(c, clause, file) for c in args[0])
                if len(counts) != piles:
                    raise self.fail(
                        f"the deal lists {len(counts)} counts, but zone '{name}' has {piles} piles",
                        clause,
                        file,
                    )
                deal = DealSpec("list", counts=counts)
            elif amount in ("rank", "card"):
                if piles < 1 or (amount == "card" and piles != 1):
                    raise self.fail(
                        f"zone '{name}' has {piles} piles: 'deal card' needs exactly one, "
                        "'deal rank' one or more",
                        clause,
                        file,
                    )
                deal = DealSpec(amount, rank=args[0], suit=args[1] if amount == "card" else "")
            elif amount == "each":
                deal = DealSpec("each", count=count(args[0], clause, file))
            elif amount == "steps":
                start, stop = (count(a, clause, file) for a in args)
                if start < 0 or stop < start:
                    raise self.fail(
                        f"deal {start}..{stop}: the first count must be 0 or more and not above "
                        "the last",
                        clause,
                        file,
                    )
                if stop - start + 1 != data["count"]:
                    raise self.fail(
                        f"deal {start}..{stop} gives {stop - start + 1} piles, but zone '{name}' "
                        f"has {data['count']}",
                        clause,
                        file,
                    )
                deal = DealSpec("steps", start=start, stop=stop)
            else:
                deal = DealSpec(amount)
                if amount == "rest" and data["count"] == 0 and not data.get("growing"):
                    raise self.fail(
                        f"zone '{name}' has no piles to take the rest of the deck: give it piles "
                        "or make it 'growing'",
                        clause,
                        file,
                    )
            if face == "top_down":
                raise self.fail(
                    "write 'top face up' (the rest face down) or 'face down'", clause, file
                )
            values["deal"] = attrs.evolve(deal, face=face, top_up=top_up, bottom_down=bottom_down)
        simple = {
            "builds": "builds",
            "gives": "gives",
            "empty": "empty",
            "turns_up": "turns_up",
            "one_pile_per_suit": "one_pile_per_suit",
            "one_card_at_a_time": "one_card_at_a_time",
            "takes_only": "takes_only",
            "pairs_to": "pairs_to",
            "capacity": "capacity",
        }
        for key, attribute in simple.items():
            if key in clauses:
                values[attribute] = clauses[key][0].value
        if "refill" in clauses:
            values["refill_from"], values["refill_by_hand"] = clauses["refill"][0].value
        if "collects_from" in clauses:
            values["collects_from"], values["collects_ranks"] = clauses["collects_from"][0].value
        if "rows" in clauses:
            values["rows"] = self.rows(name, data, *clauses["rows"])
        if "covered" in clauses:
            clause, file = clauses["covered"]
            values["covered"] = self.covered(name, values.get("rows", ()), clause, file)
        pile_covers = [clauses[key] for key in clauses if key.startswith("pile ")]
        if pile_covers:
            values["covered"] = self.covering_map(name, data, values, pile_covers)
        gives: GivesRule = values.get("gives", GivesRule("nothing"))
        if gives.unit == "runs" and gives.run_rule is None:
            if "builds" not in values:
                raise self.fail(
                    f"zone '{name}' gives runs but has no 'builds' rule to say what a run is: "
                    "write 'gives runs down in alternate colours' or add a 'builds' line",
                    clauses["gives"][0],
                    clauses["gives"][1],
                )
            gives = attrs.evolve(gives, run_rule=values["builds"])
            values["gives"] = gives
        if gives.offsets and data.get("count", 0) == 1 and not data.get("growing"):
            raise self.fail(
                f"zone '{name}' has one pile, so it cannot move to other piles of itself",
                clauses["gives"][0],
                clauses["gives"][1],
            )
        if data.get("shared") and data.get("per_player"):
            raise self.fail(f"zone '{name}' cannot be both shared and per player", where)
        if data.get("closes_gaps") and not data.get("growing"):
            raise self.fail(
                f"zone '{name}' closes gaps, so its number of piles changes: it must be 'growing'",
                where,
            )
        return ZoneSpec(
            name=Name(name, where.line, where.column),
            kind=data["kind"],
            count=data["count"],
            per_player=data.get("per_player", False),
            growing=data.get("growing", False),
            closes_gaps=data.get("closes_gaps", False),
            **values,
        )

    def rows(self, name: str, data: dict[str, Any], clause: Clause, file: str) -> tuple[int, ...]:
        """``rows of 13``, ``rows 1..7``, ``rows 3 6 9 10``: the piles per row, adding up to the
        zone's piles (which must not change: rows are places on the table)."""
        piles: int = data["count"]
        if data.get("growing"):
            raise self.fail(
                f"zone '{name}' is growing: rows need a fixed number of piles", clause, file
            )
        kind, value = clause.value
        if kind == "of":
            length: int = value
            if length < 1 or piles % length:
                raise self.fail(
                    f"zone '{name}' has {piles} piles, which do not make rows of {length}",
                    clause,
                    file,
                )
            return (length,) * (piles // length)
        if min(value) < 1 or sum(value) != piles:
            raise self.fail(
                f"rows of {' + '.join(map(str, value))} = {sum(value)} piles, but zone '{name}' "
                f"has {piles} (and every row needs a pile)",
                clause,
                file,
            )
        return tuple(value)

    def covered(
        self, name: str, rows: tuple[int, ...], clause: Clause, file: str
    ) -> tuple[tuple[int, ...], ...]:
        """``covered by the row below``: each pile is covered by the piles of the next row that
        overlap it: the two below it when that row is one pile longer (a triangle), the one
        below it when the rows are as long."""
        if len(rows) < 2:
            raise self.fail(
                f"zone '{name}' needs at least two rows ('rows ...') to be covered by a row below",
                clause,
                file,
            )
        covers: list[tuple[int, ...]] = []
        start = 0
        for length, below in zip(rows, (*rows[1:], 0), strict=True):
            under = start + length  # the first pile of the row below
            if below == 0:
                covers.extend(() for _ in range(length))
            elif below == length + 1:
                covers.extend((under + j, under + j + 1) for j in range(length))
            elif below == length:
                covers.extend((under + j,) for j in range(length))
            else:
                raise self.fail(
                    f"a row of {length} piles cannot be covered by a row of {below}: the row "
                    "below must have as many piles or one more",
                    clause,
                    file,
                )
            start = under
        return tuple(covers)

    def covering_map(
        self,
        name: str,
        data: dict[str, Any],
        values: dict[str, Any],
        clauses: list[tuple[Clause, str]],
    ) -> tuple[tuple[int, ...], ...]:
        """``pile 1 covered by 4 5`` lines: the covering map, pile by pile (piles numbered from
        1; a pile no line names is not covered)."""
        first, file = clauses[0]
        if "covered" in values:
            raise self.fail(
                f"zone '{name}' is already 'covered by the row below': give the map either way",
                first,
                file,
            )
        piles: int = data["count"]
        if data.get("growing"):
            raise self.fail(
                f"zone '{name}' is growing: a covering map needs a fixed number of piles",
                first,
                file,
            )
        covers: list[tuple[int, ...]] = [() for _ in range(piles)]
        for clause, file in clauses:
            pile, by = clause.value
            for number in (pile, *by):
                if not 1 <= number <= piles:
                    raise self.fail(
                        f"zone '{name}' has piles 1 to {piles}: there is no pile {number}",
                        clause,
                        file,
                    )
            if pile in by:
                raise self.fail(f"pile {pile} cannot cover itself", clause, file)
            covers[pile - 1] = tuple(sorted({b - 1 for b in by}))
        return tuple(covers)

    def pile_counts(
        self,
        spec: tuple[Any, ...],
        piles: int,
        clause: Clause,
        file: str,
        count: Callable[[Count, Any, str], int],
    ) -> tuple[int, ...]:
        """``bottom N face down``: one count for every pile, from a number, a range or a list."""
        kind, *args = spec
        if kind == "one":
            return (count(args[0], clause, file),) * piles
        if kind == "steps":
            start, stop = (count(a, clause, file) for a in args)
            values = tuple(range(start, stop + 1))
        else:
            values = tuple(count(c, clause, file) for c in args[0])
        if len(values) != piles:
            raise self.fail(
                f"'bottom ... face down' gives {len(values)} counts for {piles} piles", clause, file
            )
        return values

    def action_spec(
        self,
        s: Stmt,
        count: Callable[[Count, Any, str], int],
        count_or_unlimited: Callable[[Count, Any, str], int | None],
        check_zone: Callable[[Name, str], None],
    ) -> ActionSpec:
        data = s.value
        mode, target = data["target"]
        check_zone(data["source"], s.file)
        check_zone(target, s.file)
        amount = None if data["amount"] is None else count(data["amount"], s, s.file)
        if amount is not None and amount < 1:
            raise self.fail("an action moves at least one card", s)
        face_up, passes, blocked = True, None, None
        gather: dict[str, Any] = {"out_of_order": False, "shuffled": False, "leave_gaps": False}
        dealt_back = False
        when: list[Condition] = []
        for key, value in data["details"]:
            if key == "face_up":
                face_up = value
            elif key in ("out_of_order", "shuffled"):
                gather[key] = value
            elif key == "deal_back":
                dealt_back, gather["leave_gaps"] = True, value
            elif key == "packets":
                gather["packets"] = count(value, s, s.file)
                if gather["packets"] < 1:
                    raise self.fail("cards are dealt back in packets of at least one", s)
            elif key == "when":
                for ref in value.zones:
                    check_zone(ref, s.file)
                when.append(value)
            elif key == "passes":
                passes = count_or_unlimited(value, s, s.file)
                if passes is not None and passes < 1:
                    raise self.fail("an action needs at least one pass", s)
            elif key == "blocked_by_empty":
                check_zone(value, s.file)
                blocked = value
        if mode == "gather" and not dealt_back:
            raise self.fail(
                f"'{data['name']}' gathers the {target} but does not say where the cards go: "
                "add ', deal back'",
                s,
            )
        return ActionSpec(
            data["name"],
            amount,
            data["source"],
            target,
            mode,
            face_up,
            tuple(when),
            passes,
            blocked,
            **gather,
        )

    decks_at: Stmt | None = None

    def check_deal(self, rules: VariantRules, where: Mapping[str, Stmt]) -> None:
        fixed = 0
        last_dealt: Stmt | None = None
        rest_zones = []
        for z in rules.zones:
            if z.deal is None:
                continue
            if (
                rules.players > 1
                and rules.decks_per_player
                and not z.per_player
                and z.deal.amount != "nothing"
            ):
                raise self.fail(
                    f"zone '{z.name}' is shared, but each player deals from their own deck: "
                    "deal only into per-player zones",
                    where[z.name],
                )
            if z.deal.amount in ("each", "steps", "list", "rank", "card"):
                last_dealt = where[z.name]
            copies = rules.players if z.per_player and not rules.decks_per_player else 1
            if z.deal.amount in ("each", "steps", "list", "rank", "card"):
                fixed += sum(z.deal.pile_size(i) for i in range(z.count)) * copies
            if z.deal.amount in ("rank", "card"):
                wanted = (
                    [z.deal.suit]
                    if z.deal.amount == "card"
                    else [rules.suits[i % len(rules.suits)] for i in range(z.count)]
                )
                for suit in wanted:
                    if suit not in rules.suits:
                        raise self.fail(
                            f"zone '{z.name}' is dealt a card of suit {suit}, which the decks "
                            f"do not hold (suits {' '.join(rules.suits)})",
                            where[z.name],
                        )
                if z.deal.rank not in rules.ranks:
                    raise self.fail(
                        f"zone '{z.name}' is dealt a card of rank {RANK_NAMES[z.deal.rank]}, which "
                        f"the decks do not hold (ranks {' '.join(RANK_NAMES[r] for r in rules.ranks)})",
                        where[z.name],
                    )
            elif z.deal.amount == "rest":
                rest_zones.append(z)
        per_deal = rules.cards_per_owner if rules.decks_per_player else rules.total_cards
        if len(rest_zones) > 1:
            raise self.fail(
                f"only one zone can take the rest of the deck, but {', '.join(z.name for z in rest_zones)} all do",
                where[rest_zones[1].name],
            )
        if fixed > per_deal:
            raise self.fail(
                f"the deal needs {fixed} cards but {'each player has' if rules.decks_per_player else 'the decks hold'} "
                f"{per_deal} ({rules.decks} deck{'s' if rules.decks > 1 else ''})",
                last_dealt or self.decks_at,
            )
        if fixed < per_deal and not rest_zones:
            raise self.fail(
                f"the deal places {fixed} of the {per_deal} cards: add 'deal rest ...' to one zone "
                "or deal more",
                last_dealt or self.decks_at,
            )


def _names_with_digits(
    zones: tuple[ZoneSpec, ...], actions: tuple[ActionSpec, ...]
) -> Iterator[tuple[Name, Name]]:
    for name in [*(z.name for z in zones), *(a.name for a in actions)]:
        if any(ch.isdigit() for ch in name):
            yield name, name


def _plain(value: Any) -> OptionValue:
    return int(value) if isinstance(value, int) else str(value)


def _walk(statements: Iterable[Stmt]) -> Iterator[Stmt]:
    for s in statements:
        yield s
        if s.kind == "when":
            yield from _walk(s.value[2])


def assemble(
    definition: Definition,
    find_parent: Callable[[Name, Definition], Definition],
    plugin_names: Iterable[str],
    options: Mapping[str, Any],
) -> VariantRules:
    """Resolve ``definition`` with ``options`` into checked :class:`VariantRules`."""
    statements, parents, texts = flatten(definition, find_parent)
    assembler = _Assembler(definition, statements, parents, texts, plugin_names)
    return assembler.assemble(options)
