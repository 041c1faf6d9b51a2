"""Lark's parse tree → typed statements (:mod:`.statements`). Only shapes change here; meaning
is checked by :mod:`.assemble`. A few values are checked as they are read (a rank step of 1 to
12, ...): the ``ValueError`` raised here gets the position of its rule from :func:`.grammar.parse`.
"""

from __future__ import annotations

from typing import Literal, TypedDict, cast

import attrs
from lark import Token, Transformer, v_args
from lark.tree import Meta

from ..cards import parse_rank
from ..rules import (
    ANY_CARD,
    MAX_DECKS,
    MAX_NUMBER,
    MAX_PLAYERS,
    AllOf,
    AnyOf,
    Condition,
    EmptyRule,
    GivesRule,
    Kind,
    Measure,
    Name,
    NotOn,
    RankStep,
    RankSum,
    Relation,
    ScoreSpec,
    SuitMatch,
)
from ..rules.ir import SuitRelation
from .statements import (
    REFILL_PLUGINS,
    ActionDetail,
    ActionStmt,
    AliasesStmt,
    BottomFaceDown,
    BuildsClause,
    CapacityClause,
    CollectsClause,
    Count,
    CoveredClause,
    DealAmount,
    DealBack,
    DealBaseRank,
    DealCard,
    DealCards,
    DealClause,
    DealFace,
    DealNothing,
    DealRank,
    DealRest,
    DecksStmt,
    DrawStmt,
    Each,
    EmptyClause,
    ExchangeClause,
    ExtendsStmt,
    Face,
    Facing,
    GameStmt,
    GatherDetail,
    GatherStmt,
    GivesClause,
    GivesIfClause,
    InLineClause,
    KeepsTopFaceUpClause,
    Listed,
    LostStmt,
    OnBaseClause,
    OneCardAtATimeClause,
    OnePilePerSuitClause,
    OneWayClause,
    OnlyIf,
    OptionDefaultStmt,
    OptionStmt,
    OutrankedClause,
    Packets,
    PairsClause,
    Passes,
    PileCounts,
    PileCoveredClause,
    PlayersStmt,
    ProgressStmt,
    RankBeforeClause,
    RankColourClause,
    RanksStmt,
    RefillClause,
    RowsClause,
    ScoreStmt,
    Shuffled,
    SourceStmt,
    Statement,
    Steps,
    SuitsStmt,
    TakesCountClause,
    TakesIfClause,
    TakesOnlyClause,
    TitleStmt,
    TurnsUpClause,
    UnderByRankClause,
    UnlessEmpty,
    UseStmt,
    Value,
    WhenStmt,
    WonStmt,
    ZoneClause,
    ZoneHead,
    ZoneStmt,
)


class _At(TypedDict):
    """The position fields of a :class:`.statements.Located`."""

    line: int
    column: int
    file: str


@attrs.frozen
class _AnyRank:
    """``builds any rank ...`` (None would read as "no rank given")."""


_ANY_RANK = _AnyRank()


@attrs.frozen
class _Piles:
    """``7 piles per player`` in a zone's head."""

    count: Count
    per_player: bool


RankTerm = frozenset[int] | RankSum | _AnyRank  # steps, a sum, or any rank
RowCards = tuple[tuple[int, int, str], ...]  # (row from 0, rank, suit) for each row named
SuitJoin = tuple[Literal["and", "or"], SuitRelation]  # "in suit", "or in suit"
HeadFlag = Literal["growing", "closes_gaps", "shared", "from_scratch"]
# The mode, the target zone, and for "each" the pile size a receiving pile stays under.
Target = tuple[Literal["top", "new_pile", "each"], Name, int | None]
ScoreWhat = tuple[Literal["piles", "cards", "cards_by_owner", "cards_in_order"], tuple[Name, ...]]


def _name(token: Token) -> Name:
    return Name(str(token), token.line, token.column)


@attrs.frozen
class _BaseBarred:
    """A build rule with ``, nothing on the base rank of ZONE``: the relation, and ZONE."""

    rule: Relation
    zone: Name


_Flag = str | NotOn | _BaseBarred


@attrs.frozen
class _PartOnlyTo:
    """``part of a pile only to ZONE`` (a class of its own: the optional parts of a gives
    clause arrive by position, and this one must not pass for ``partial_runs``' name)."""

    zone: Name


def _text(token: Token) -> str:
    """A ``STRING`` without its quotes."""
    return str(token)[1:-1]


def _int(token: Token, limit: int = MAX_NUMBER, what: str = "a number in a variant file") -> int:
    """An ``INT`` token read as a number of at most ``limit`` (the limits are in
    docs/language.md); beyond it a ``ValueError`` that parse() locates at the rule."""
    text = str(token).lstrip("0") or "0"
    if len(text) > len(str(limit)) or int(text) > limit:
        shown = text if len(text) <= 12 else f"{text[:6]}... ({len(text)} digits)"
        raise ValueError(f"{shown} is too large: {what} is at most {limit}")
    return int(text)


def _ranks(tokens: tuple[Token, ...]) -> frozenset[int]:
    return frozenset(parse_rank(str(t)) for t in tokens)


def position(meta: Meta | None) -> tuple[int, int]:
    """Line and column of a rule (0 when Lark has none for it)."""
    return (getattr(meta, "line", 0) or 0, getattr(meta, "column", 0) or 0)


@v_args(inline=True)
class ToStatements(Transformer[Token, tuple[Statement, ...]]):
    """Parse tree → :class:`.statements.Statement` objects, noting each deprecated form."""

    def __init__(self, file: str) -> None:
        super().__init__()
        self.file = file
        self.deprecated: list[tuple[int, int, str]] = []

    def _at(self, meta: Meta) -> _At:
        line, column = position(meta)
        return {"line": line, "column": column, "file": self.file}

    def _deprecated(self, meta: Meta, message: str) -> None:
        """Note a deprecated form at ``meta``'s position (it is still read)."""
        self.deprecated.append((*position(meta), message))

    # values -----------------------------------------------------------------------------------
    def int_value(self, token: Token) -> int:
        return _int(token)

    def name_value(self, token: Token) -> Name:
        return _name(token)

    def count_int(self, token: Token) -> int:
        return _int(token)

    def count_option(self, token: Token) -> Name:
        return _name(token)

    def name_list(self, *tokens: Token) -> tuple[Name, ...]:
        return tuple(_name(t) for t in tokens)

    # header -----------------------------------------------------------------------------------
    @v_args(inline=True, meta=True)
    def game_stmt(self, meta: Meta, name: Token, title: Token | None) -> GameStmt:
        return GameStmt(_name(name), _text(title) if title else None, **self._at(meta))

    @v_args(inline=True, meta=True)
    def extends_stmt(self, meta: Meta, parent: Token) -> ExtendsStmt:
        return ExtendsStmt(_name(parent), **self._at(meta))

    @v_args(inline=True, meta=True)
    def title_stmt(self, meta: Meta, title: Token) -> TitleStmt:
        text = _text(title)
        self._deprecated(
            meta, f"'title' is deprecated: put the title on the game line (game NAME \"{text}\")"
        )
        return TitleStmt(text, **self._at(meta))

    @v_args(inline=True, meta=True)
    def aliases_stmt(self, meta: Meta, *aliases: Token) -> AliasesStmt:
        return AliasesStmt(tuple(_text(a) for a in aliases), **self._at(meta))

    @v_args(inline=True, meta=True)
    def source_stmt(self, meta: Meta, source: Token) -> SourceStmt:
        return SourceStmt(_text(source), **self._at(meta))

    @v_args(inline=True, meta=True)
    def decks_stmt(self, meta: Meta, decks: Token, per_player: Token | None) -> DecksStmt:
        return DecksStmt(
            _int(decks, MAX_DECKS, "the number of decks"), per_player is not None, **self._at(meta)
        )

    @v_args(inline=True, meta=True)
    def players_stmt(self, meta: Meta, players: Token) -> PlayersStmt:
        return PlayersStmt(_int(players, MAX_PLAYERS, "the number of players"), **self._at(meta))

    @v_args(inline=True, meta=True)
    def suits_stmt(self, meta: Meta, *suits: Token) -> SuitsStmt:
        return SuitsStmt("".join(str(t) for t in suits), **self._at(meta))

    @v_args(inline=True, meta=True)
    def ranks_stmt(self, meta: Meta, *ranks: Token) -> RanksStmt:
        return RanksStmt(tuple(parse_rank(str(t)) for t in ranks), **self._at(meta))

    @v_args(inline=True, meta=True)
    def option_full(
        self,
        meta: Meta,
        name: Token,
        choices: tuple[Value, ...],
        default: Value,
        doc: Token | None,
    ) -> OptionStmt:
        return OptionStmt(
            _name(name), choices, default, _text(doc) if doc else "", **self._at(meta)
        )

    def option_choices(self, *values: Value) -> tuple[Value, ...]:
        return values

    @v_args(inline=True, meta=True)
    def option_choices_piped(self, meta: Meta, *values: Value) -> tuple[Value, ...]:
        self._deprecated(
            meta,
            f"choices separated by '|' are deprecated: separate them with commas "
            f"({', '.join(map(str, values))})",
        )
        return values

    @v_args(inline=True, meta=True)
    def option_default(self, meta: Meta, name: Token, default: Value) -> OptionDefaultStmt:
        return OptionDefaultStmt(_name(name), default, **self._at(meta))

    # zones ------------------------------------------------------------------------------------
    @v_args(inline=True, meta=True)
    def zone_stmt(
        self, meta: Meta, name: Token, kind: Token, *rest: _Piles | HeadFlag | ZoneClause | None
    ) -> ZoneStmt:
        piles = _Piles(1, per_player=False)
        flags: set[HeadFlag] = set()
        clauses: list[ZoneClause] = []
        for item in rest:
            if isinstance(item, _Piles):
                piles = item  # the last count written counts
            elif isinstance(item, ZoneClause):
                clauses.append(item)
            elif item is not None:
                flags.add(item)
        head = ZoneHead(
            cast(Kind, str(kind)),
            piles.count,
            piles.per_player,
            growing="growing" in flags,
            closes_gaps="closes_gaps" in flags,
            shared="shared" in flags,
            from_scratch="from_scratch" in flags,
        )
        return ZoneStmt(_name(name), head, tuple(clauses), **self._at(meta))

    def zone_count(self, count: Count, _piles: Token, per_player: Token | None) -> _Piles:
        return _Piles(count, per_player is not None)

    def zone_growing(self) -> HeadFlag:
        return "growing"

    def zone_closes_gaps(self) -> HeadFlag:
        return "closes_gaps"

    def zone_shared(self) -> HeadFlag:
        return "shared"

    def zone_from_scratch(self) -> HeadFlag:
        return "from_scratch"

    @v_args(inline=True, meta=True)
    def deal_clause(
        self,
        meta: Meta,
        amount: DealAmount,
        face: DealFace | None,
        row_start: int | None = None,
        under: frozenset[int] | None = None,
        distinct: bool | None = None,
    ) -> DealClause:
        return DealClause(
            amount,
            face or Facing("up"),
            under or frozenset(),
            bool(distinct),
            row_start,
            **self._at(meta),
        )

    def deal_row_start(self, rank: Token) -> int:
        return parse_rank(str(rank))

    def deal_distinct(self) -> bool:
        return True

    def deal_under(self, *ranks: Token) -> frozenset[int]:
        return _ranks(ranks)

    def deal_each(self, count: Count) -> Each:
        return Each(count)

    def deal_steps(self, start: Count, stop: Count) -> Steps:
        return Steps(start, stop)

    def deal_rest(self) -> DealRest:
        return DealRest()

    def deal_list(self, *counts: Token) -> Listed:
        return Listed(tuple(_int(c) for c in counts))

    def deal_row_list(self, *counts: Token) -> Listed:
        return Listed(tuple(_int(c) for c in counts), per_row=True)

    def deal_rank(self, rank: Token) -> DealRank:
        return DealRank(parse_rank(str(rank)))

    def deal_card(self, card: Token) -> DealCard:
        text = str(card)
        return DealCard(parse_rank(text[:-1]), text[-1])

    def deal_cards(self, *cards: Token) -> DealCards:
        return DealCards(tuple((parse_rank(str(c)[:-1]), str(c)[-1]) for c in cards))

    def deal_base_rank(self, zone: Token) -> DealBaseRank:
        return DealBaseRank(_name(zone))

    def deal_nothing(self) -> DealNothing:
        return DealNothing()

    def face_bottom(self, counts: PileCounts) -> BottomFaceDown:
        return BottomFaceDown(counts)

    def counts_one(self, count: Count) -> Each:
        return Each(count)

    def counts_steps(self, start: Count, stop: Count) -> Steps:
        return Steps(start, stop)

    def counts_list(self, *counts: Token) -> Listed:
        return Listed(tuple(_int(c) for c in counts))

    def face_all(self, up_down: Token) -> Facing:
        return Facing("up" if up_down == "up" else "down")

    def face_top(self, up_down: Token) -> Facing:
        return Facing("top" if up_down == "up" else "top_down")

    def face_top_n(self, count: Count, up_down: Token) -> Facing:
        return Facing("top" if up_down == "up" else "top_down", count)

    def face_covered(self) -> Facing:
        return Facing("covered")

    @v_args(inline=True, meta=True)
    def builds_clause(self, meta: Meta, rule: Relation | _BaseBarred) -> BuildsClause:
        if isinstance(rule, _BaseBarred):
            return BuildsClause(rule.rule, rule.zone, **self._at(meta))
        return BuildsClause(rule, **self._at(meta))

    def build_rule(
        self, rank: RankTerm, suit: SuitJoin | None, *flags: _Flag
    ) -> Relation | _BaseBarred:
        """A rank term and a suit term, joined by "and" (``down in suit``) or "or"
        (``same rank or in suit``); ``, nothing on K`` adds that the card landed on is not a
        King; ``, nothing on the base rank of ZONE`` that it is not of ZONE's base rank (read
        in play, so kept beside the relation, not in it)."""
        rule = self._rank_and_suit(rank, suit, flags)
        barred = frozenset(r for flag in flags if isinstance(flag, NotOn) for r in flag.ranks)
        if barred:
            terms = rule.terms if isinstance(rule, AllOf) else (rule,)
            rule = AllOf((*terms, NotOn(barred)))
        base = next((flag for flag in flags if isinstance(flag, _BaseBarred)), None)
        return rule if base is None else _BaseBarred(rule, base.zone)

    def _rank_and_suit(
        self, rank: RankTerm, suit: SuitJoin | None, flags: tuple[_Flag, ...]
    ) -> Relation:
        join, suit_rel = suit if suit is not None else ("and", "any")
        rank_term: Relation | None
        if isinstance(rank, RankSum):  # "ranks adding up to N"
            if "wrap" in flags:
                # A ValueError: parse() gives it the position of the rule (VisitError's meta).
                raise ValueError("'wrapping' has no meaning for ranks adding up to a total")
            rank_term = rank
        elif isinstance(rank, _AnyRank):
            if "wrap" in flags:
                raise ValueError("'wrapping' has no meaning for any rank")
            rank_term = None
        else:
            rank_term = RankStep(rank, "wrap" in flags)
        suit_term = SuitMatch(suit_rel)
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
        if not 1 <= _int(step) <= 12:
            raise ValueError(f"a rank step of {_int(step)}: give 1 to 12")
        return _int(step)

    def rank_same(self) -> frozenset[int]:
        return frozenset({0})

    def rank_any(self) -> _AnyRank:
        return _ANY_RANK

    def rank_sum(self, total: Token) -> RankSum:
        if not 2 <= _int(total) <= 26:
            raise ValueError(f"two ranks cannot add up to {_int(total)}: give 2 to 26")
        return RankSum(_int(total))

    def suit_and(self, rel: SuitRelation) -> SuitJoin:
        return ("and", rel)

    def suit_or(self, rel: SuitRelation) -> SuitJoin:
        return ("or", rel)

    def suit_same(self) -> SuitRelation:
        return "same"

    def suit_alternate(self) -> SuitRelation:
        return "alternate"

    def suit_colour(self) -> SuitRelation:
        return "colour"

    def suit_any(self) -> SuitRelation:
        return "any"

    def suit_other(self) -> SuitRelation:
        return "other"

    def flag_wrap(self) -> str:
        return "wrap"

    def flag_not_on(self, *ranks: Token) -> NotOn:
        return NotOn(_ranks(ranks))

    def flag_not_on_base(self, zone: Token) -> _BaseBarred:
        return _BaseBarred(AllOf(()), _name(zone))

    @v_args(inline=True, meta=True)
    def gives_clause(
        self,
        meta: Meta,
        unit: GivesRule,
        offsets: tuple[int, ...] | None,
        touching: bool | None,
        supermove: bool | None,
        partial_for: Name | None,
        part_only_to: _PartOnlyTo | None,
        to: tuple[Name, ...] | None,
    ) -> GivesClause:
        rule = attrs.evolve(
            unit,
            offsets=offsets or (),
            touching=touching is not None,
            to=to,
            supermove=supermove is not None,
            partial_for=partial_for,
            part_only_to=part_only_to.zone if part_only_to else None,
        )
        return GivesClause(rule, **self._at(meta))

    def supermove(self) -> bool:
        return True

    def touching(self) -> bool:
        return True

    def partial_runs(self, zone: Token) -> Name:
        return _name(zone)

    def partial_pile(self, zone: Token) -> _PartOnlyTo:
        return _PartOnlyTo(_name(zone))

    # The unit alone: gives_clause() adds the rest.
    def unit_top(self) -> GivesRule:
        return GivesRule("top")

    def unit_pile(self) -> GivesRule:
        return GivesRule("pile")

    def unit_top_or_pile(self) -> GivesRule:
        return GivesRule("top_or_pile")

    def unit_count(self, count: Token) -> GivesRule:
        if not 2 <= _int(count) <= 52:
            raise ValueError(f"'{_int(count)} cards at a time': give 2 to 52 (or 'top card')")
        return GivesRule("count", count=_int(count))

    def unit_runs(self, rank: RankTerm | None, suit: SuitJoin | None) -> GivesRule:
        if rank is None:  # (the grammar gives a suit only after a rank)
            return GivesRule("runs")  # runs as the zone builds
        return GivesRule("runs", self._rank_and_suit(rank, suit, ()))

    def unit_face_up(self) -> GivesRule:
        return GivesRule("face_up")

    def unit_nothing(self) -> GivesRule:
        return GivesRule("nothing")

    def offsets(self, *items: Token | None) -> tuple[int, ...]:
        *numbers, _places, direction, other = items
        if other is not None and other == direction:
            raise ValueError(f"'{direction} or {other}': write 'left or right'")
        signs = [-1 if d == "left" else 1 for d in (direction, other) if d is not None]
        distances = [_int(n) for n in numbers]  # type: ignore[arg-type]
        if 0 in distances:
            raise ValueError("a pile cannot move 0 places (onto itself): give 1 or more places")
        return tuple(sign * d for sign in signs for d in distances)

    @v_args(inline=True, meta=True)
    def empty_clause(
        self, meta: Meta, what: EmptyRule, from_zones: tuple[Name, ...] | None
    ) -> EmptyClause:
        return EmptyClause(attrs.evolve(what, from_zones=from_zones), **self._at(meta))

    # What an empty pile accepts: empty_clause() adds the zones it may come from.
    def empty_any(self) -> EmptyRule:
        return EmptyRule("any")

    def empty_nothing(self) -> EmptyRule:
        return EmptyRule("nothing")

    def empty_base(self, shift: int | None, zone: Token | None, chosen: bool | None) -> EmptyRule:
        return EmptyRule(
            "base",
            base_zone=_name(zone) if zone else None,
            base_from="first_card_played" if chosen else "first_pile",
            offset=shift or 0,
        )

    def base_shift(self, direction: Token) -> int:
        return -1 if direction == "below" else 1

    def base_chosen(self) -> bool:
        return True

    def empty_ranks(self, *ranks: Token) -> EmptyRule:
        return EmptyRule("ranks", _ranks(ranks))

    def empty_left(
        self,
        rule: Relation | _BaseBarred,
        right: Relation | _BaseBarred | None,
        starts: frozenset[int] | RowCards | None,
    ) -> EmptyRule:
        if isinstance(rule, _BaseBarred) or isinstance(right, _BaseBarred):
            raise ValueError(
                "'nothing on the base rank' is said on a zone's 'builds' line, not of a "
                "neighbour's card"
            )
        if isinstance(starts, tuple):  # a card for each row named
            return EmptyRule("left", left_rule=rule, right_rule=right, row_cards=starts)
        return EmptyRule("left", starts or frozenset(), left_rule=rule, right_rule=right)

    def right_too(self, rule: Relation | _BaseBarred) -> Relation | _BaseBarred:
        return rule

    def row_start(self, *ranks: Token) -> frozenset[int]:
        return _ranks(ranks)

    def row_cards(self, *tokens: Token) -> RowCards:
        """``2C 2H at the start of rows 1 2``: (row from 0, rank, suit), by row; a
        ``ValueError`` (located by parse()) when the cards and rows do not pair up."""
        cards = [str(t) for t in tokens if t.type == "CARD"]
        rows = [_int(t) for t in tokens if t.type == "INT"]
        if len(cards) != len(rows):
            raise ValueError(
                f"{len(cards)} card{'s' if len(cards) != 1 else ''} for {len(rows)} "
                f"row{'s' if len(rows) != 1 else ''}: name one row for each card, in the same order"
            )
        if 0 in rows:
            raise ValueError("rows are numbered from 1")
        if len(set(rows)) != len(rows):
            twice = next(r for r in rows if rows.count(r) > 1)
            raise ValueError(f"row {twice} is named twice: a row start takes one card")
        return tuple(
            sorted(
                (row - 1, parse_rank(card[:-1]), card[-1])
                for card, row in zip(cards, rows, strict=True)
            )
        )

    @v_args(inline=True, meta=True)
    def refill_clause(self, meta: Meta, zone: Token, *rest: Name | bool | None) -> RefillClause:
        then = tuple(item for item in rest if isinstance(item, Name))
        by_hand = rest[-1] is True if rest else False
        return RefillClause(_name(zone), by_hand, then, **self._at(meta))

    def refill_then(self, zone: Token) -> Name:
        return _name(zone)

    def refill_by_hand(self) -> bool:
        return True

    @v_args(inline=True, meta=True)
    def turnup_clause(self, meta: Meta) -> TurnsUpClause:
        return TurnsUpClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def top_up_clause(self, meta: Meta) -> KeepsTopFaceUpClause:
        return KeepsTopFaceUpClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def suit_once_clause(self, meta: Meta) -> OnePilePerSuitClause:
        return OnePilePerSuitClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def rank_colour_clause(self, meta: Meta) -> RankColourClause:
        return RankColourClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def single_clause(self, meta: Meta) -> OneCardAtATimeClause:
        return OneCardAtATimeClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def collects_clause(self, meta: Meta, zone: Token) -> CollectsClause:
        return CollectsClause(_name(zone), frozenset(), **self._at(meta))

    @v_args(inline=True, meta=True)
    def collects_ranks_clause(self, meta: Meta, *children: Token) -> CollectsClause:
        *ranks, zone = children
        return CollectsClause(_name(zone), _ranks(tuple(ranks)), **self._at(meta))

    @v_args(inline=True, meta=True)
    def rows_clause(self, meta: Meta, shape: int | tuple[int, ...]) -> RowsClause:
        return RowsClause(shape, **self._at(meta))

    def rows_of(self, length: Token) -> int:
        return _int(length)

    def rows_steps(self, first: Token, last: Token) -> tuple[int, ...]:
        if _int(last) < _int(first):
            # A ValueError: parse() gives it the position of the clause.
            raise ValueError(f"rows {first}..{last} count down: write the smaller number first")
        return tuple(range(_int(first), _int(last) + 1))

    def rows_list(self, *lengths: Token) -> tuple[int, ...]:
        return tuple(_int(n) for n in lengths)

    @v_args(inline=True, meta=True)
    def covered_clause(self, meta: Meta) -> CoveredClause:
        return CoveredClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def capacity_clause(self, meta: Meta, cards: Token) -> CapacityClause:
        if _int(cards) < 1:
            raise ValueError("a pile holds at least one card")
        return CapacityClause(_int(cards), **self._at(meta))

    @v_args(inline=True, meta=True)
    def pile_covered_clause(self, meta: Meta, *numbers: Token) -> PileCoveredClause:
        pile, *by = (_int(t) for t in numbers)
        # One clause per pile: the assembler gathers them into the zone's covering map.
        return PileCoveredClause(pile, tuple(by), **self._at(meta))

    @v_args(inline=True, meta=True)
    def takes_only_clause(self, meta: Meta, *ranks: Token) -> TakesOnlyClause:
        return TakesOnlyClause(_ranks(ranks), **self._at(meta))

    @v_args(inline=True, meta=True)
    def takes_if_clause(self, meta: Meta, *conditions: Condition) -> TakesIfClause:
        return TakesIfClause(conditions, **self._at(meta))

    @v_args(inline=True, meta=True)
    def gives_if_clause(self, meta: Meta, *conditions: Condition) -> GivesIfClause:
        return GivesIfClause(conditions, **self._at(meta))

    @v_args(inline=True, meta=True)
    def one_way_clause(self, meta: Meta) -> OneWayClause:
        return OneWayClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def under_by_rank_clause(self, meta: Meta) -> UnderByRankClause:
        return UnderByRankClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def on_base_clause(self, meta: Meta) -> OnBaseClause:
        return OnBaseClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def exchange_clause(self, meta: Meta, zones: tuple[Name, ...]) -> ExchangeClause:
        return ExchangeClause(zones, **self._at(meta))

    @v_args(inline=True, meta=True)
    def in_line_clause(self, meta: Meta, *parts: Token | Condition | None) -> InLineClause:
        numbers = [p for p in parts if isinstance(p, Token) and p.type == "INT"]
        zone = next(p for p in parts if isinstance(p, Token) and p.type == "NAME")
        until = tuple(p for p in parts if isinstance(p, Condition))
        if any(_int(n) < 1 for n in numbers):
            raise ValueError("rows are counted from 1")
        return InLineClause(tuple(_int(n) for n in numbers), _name(zone), until, **self._at(meta))

    @v_args(inline=True, meta=True)
    def outranked_clause(self, meta: Meta, zone: Token, aces_high: bool | None) -> OutrankedClause:
        return OutrankedClause(_name(zone), bool(aces_high), **self._at(meta))

    def aces_high(self) -> bool:
        return True

    @v_args(inline=True, meta=True)
    def takes_count_clause(self, meta: Meta, cards: Token) -> TakesCountClause:
        if _int(cards) < 2:
            raise ValueError("a group is 2 cards or more: write 'takes one card at a time'")
        return TakesCountClause(_int(cards), **self._at(meta))

    @v_args(inline=True, meta=True)
    def rank_before_clause(self, meta: Meta) -> RankBeforeClause:
        return RankBeforeClause(**self._at(meta))

    @v_args(inline=True, meta=True)
    def pairs_clause(self, meta: Meta, zone: Token) -> PairsClause:
        return PairsClause(_name(zone), **self._at(meta))

    # actions ----------------------------------------------------------------------------------
    @v_args(inline=True, meta=True)
    def action_stmt(
        self,
        meta: Meta,
        name: Token,
        amount: Count | None,
        each_pile: bool | None,
        source: Token,
        target: Target,
        *details: ActionDetail,
    ) -> ActionStmt:
        mode, zone, fewer_than = target
        return ActionStmt(
            _name(name),
            amount,
            _name(source),
            zone,
            mode,
            details,
            each_pile is not None,
            fewer_than,
            **self._at(meta),
        )

    def each_pile(self) -> bool:
        return True

    def amount_all(self) -> None:
        return None

    @v_args(inline=True, meta=True)
    def gather_stmt(
        self,
        meta: Meta,
        name: Token,
        zone: Token,
        out_of_order: bool | None,
        *details: GatherDetail,
    ) -> GatherStmt:
        return GatherStmt(
            _name(name), _name(zone), out_of_order is not None, details, **self._at(meta)
        )

    def out_of_order(self) -> bool:
        return True

    @v_args(inline=True, meta=True)
    def close_up_stmt(
        self, meta: Meta, name: Token, target: Token, source: Token, *details: ActionDetail
    ) -> ActionStmt:
        return ActionStmt(
            _name(name), None, _name(source), _name(target), "close_up", details, **self._at(meta)
        )

    @v_args(inline=True, meta=True)
    def draw_stmt(self, meta: Meta, name: Token, zone: Token, *details: ActionDetail) -> DrawStmt:
        return DrawStmt(_name(name), _name(zone), details, **self._at(meta))

    @v_args(inline=True, meta=True)
    def bottom_stmt(self, meta: Meta, name: Token, zone: Token, *details: ActionDetail) -> DrawStmt:
        return DrawStmt(_name(name), _name(zone), details, bottom=True, **self._at(meta))

    def gather_shuffled(self) -> Shuffled:
        return Shuffled()

    def gather_packets(self, count: Count) -> Packets:
        return Packets(count)

    def gather_back(self) -> DealBack:
        return DealBack(leave_gaps=False)

    def gather_back_gaps(self) -> DealBack:
        return DealBack(leave_gaps=True)

    def gather_back_random_gaps(self) -> DealBack:
        return DealBack(leave_gaps=False, random_gaps=True)

    def gather_back_as_dealt(self) -> DealBack:
        return DealBack(leave_gaps=False, as_dealt=True)

    def target_top(self, name: Token) -> Target:
        return ("top", _name(name), None)

    def target_new_pile(self, name: Token) -> Target:
        return ("new_pile", _name(name), None)

    def target_each(self, name: Token, fewer_than: int | None) -> Target:
        return ("each", _name(name), fewer_than)

    def fewer_than(self, count: Token) -> int:
        return int(count)

    def action_face(self, up_down: Token) -> Face:
        return Face(up_down == "up")

    def action_when(self, condition: Condition) -> OnlyIf:
        return OnlyIf(condition)

    @v_args(inline=True, meta=True)
    def action_when_deprecated(self, meta: Meta, condition: Condition) -> OnlyIf:
        self._deprecated(meta, "', when CONDITION' is deprecated: write ', only if CONDITION'")
        return OnlyIf(condition)

    def action_passes(self, count: Count) -> Passes:
        return Passes(count)

    def action_once(self) -> Passes:
        return Passes(2)  # taken once: the first pass and one more

    def action_after_last(self, name: Token) -> OnlyIf:
        return OnlyIf(Condition("used_up", (), action=_name(name)))

    def action_needs_full(self, name: Token) -> UnlessEmpty:
        return UnlessEmpty(_name(name))

    @v_args(inline=True, meta=True)
    def action_needs_full_deprecated(self, meta: Meta, zone: Token) -> UnlessEmpty:
        self._deprecated(
            meta,
            f"'not when {zone} has an empty pile' is deprecated: write 'unless {zone} has an "
            "empty pile'",
        )
        return UnlessEmpty(_name(zone))

    # plugins, `when` blocks, the end of the game ----------------------------------------------
    @v_args(inline=True, meta=True)
    def use_stmt(self, meta: Meta, plugin: Token) -> UseStmt:
        name = _name(plugin)
        if name in REFILL_PLUGINS:
            by_hand = ", by hand" if REFILL_PLUGINS[name] else ""
            self._deprecated(
                meta,
                f"'use {name}' is deprecated: write 'refills from ZONE{by_hand}' on the zone "
                "that is refilled",
            )
        return UseStmt(name, **self._at(meta))

    @v_args(inline=True, meta=True)
    def when_stmt(self, meta: Meta, option: Token, value: Value, *body: Statement) -> WhenStmt:
        return WhenStmt(_name(option), value, body, **self._at(meta))

    @v_args(inline=True, meta=True)
    def won_stmt(self, meta: Meta, *conditions: Condition) -> WonStmt:
        return WonStmt(conditions, **self._at(meta))

    @v_args(inline=True, meta=True)
    def won_when_stmt(self, meta: Meta, *conditions: Condition) -> WonStmt:
        self._deprecated(meta, "'won when' is deprecated: write 'won if'")
        return WonStmt(conditions, **self._at(meta))

    @v_args(inline=True, meta=True)
    def lost_stmt(self, meta: Meta) -> LostStmt:
        return LostStmt(**self._at(meta))

    @v_args(inline=True, meta=True)
    def lost_when_stmt(self, meta: Meta) -> LostStmt:
        self._deprecated(meta, "'lost when no moves' is deprecated: write 'lost if no moves'")
        return LostStmt(**self._at(meta))

    @v_args(inline=True, meta=True)
    def progress_stmt(self, meta: Meta, *measures: Measure) -> ProgressStmt:
        return ProgressStmt(measures, **self._at(meta))

    @v_args(inline=True, meta=True)
    def progress_semicolons(self, meta: Meta, *measures: Measure) -> ProgressStmt:
        self._deprecated(meta, "measures separated by ';' are deprecated: join them with 'and'")
        return ProgressStmt(measures, **self._at(meta))

    def more_cards(self, names: tuple[Name, ...]) -> Measure:
        return Measure("more", names)

    def fewer_cards(self, names: tuple[Name, ...]) -> Measure:
        return Measure("fewer", names)

    def fewer_face_down(self, names: tuple[Name, ...] | None) -> Measure:
        return Measure("fewer_face_down", names or ())

    def more_in_order(self, names: tuple[Name, ...]) -> Measure:
        return Measure("more_in_order", names)

    @v_args(inline=True, meta=True)
    def score_stmt(self, meta: Meta, what: ScoreWhat, better: Token | None) -> ScoreStmt:
        kind, zones = what
        higher = better is None or str(better).startswith("higher")
        return ScoreStmt(ScoreSpec(kind, zones, higher), **self._at(meta))

    def score_piles(self, names: tuple[Name, ...]) -> ScoreWhat:
        return ("piles", names)

    def score_cards(self, names: tuple[Name, ...]) -> ScoreWhat:
        return ("cards", names)

    def score_cards_by_owner(self, names: tuple[Name, ...]) -> ScoreWhat:
        return ("cards_by_owner", names)

    def score_in_order(self, names: tuple[Name, ...]) -> ScoreWhat:
        return ("cards_in_order", names)

    def cond_empty(self, name: Token) -> Condition:
        return Condition("empty", (_name(name),))

    def cond_piles(self, name: Token, count: Token, _piles: Token) -> Condition:
        return Condition("piles", (_name(name),), _int(count))

    def cond_cards(self, name: Token, count: Token) -> Condition:
        return Condition("cards", (_name(name),), _int(count))

    def cond_all_cards(self, names: tuple[Name, ...]) -> Condition:
        return Condition("all_cards", names)

    def cond_all_own_cards(self, names: tuple[Name, ...]) -> Condition:
        return Condition("all_own_cards", names)

    def cond_in_order(self, name: Token) -> Condition:
        return Condition("in_order", (_name(name),))

    def cond_face_up(self, zones: tuple[Name, ...]) -> Condition:
        return Condition("face_up", zones)

    def start(self, *statements: Statement) -> tuple[Statement, ...]:
        return statements
