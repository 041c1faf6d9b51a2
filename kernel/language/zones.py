"""A zone's statements, merged, → its :class:`ZoneSpec`: the deal, the rows and covering map
read and checked against the zone's piles, the clauses copied into the rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol, TypeVar

import attrs

from ..errors import VariantError
from ..rules import DealSpec, GivesRule, Name, Relation, ZoneSpec
from .statements import (
    BottomFaceDown,
    BuildsClause,
    CapacityClause,
    CollectsClause,
    Count,
    CoveredClause,
    DealBaseRank,
    DealCard,
    DealCards,
    DealClause,
    DealNothing,
    DealRank,
    DealRest,
    Each,
    EmptyClause,
    ExchangeClause,
    Facing,
    GivesClause,
    GivesIfClause,
    InLineClause,
    KeepsTopFaceUpClause,
    Listed,
    Located,
    OnBaseClause,
    OneCardAtATimeClause,
    OnePilePerSuitClause,
    OneWayClause,
    OutrankedClause,
    PairsClause,
    PileCounts,
    PileCoveredClause,
    RankBeforeClause,
    RankColourClause,
    RefillClause,
    RowsClause,
    Steps,
    TakesCountClause,
    TakesIfClause,
    TakesOnlyClause,
    TurnsUpClause,
    UnderByRankClause,
    ZoneClause,
    ZoneHead,
    ZoneStmt,
)

C = TypeVar("C", bound=ZoneClause)


class Fail(Protocol):
    def __call__(
        self, message: str, where: Located | Name | None, file: str | None = None
    ) -> VariantError: ...


@attrs.define
class Zone:
    """A zone as its statements so far make it: the latest head (``count`` resolved) and the
    latest clause of each kind. The first statement naming the zone gives its position."""

    first: ZoneStmt
    head: ZoneHead
    count: int
    clauses: dict[str, ZoneClause] = attrs.Factory(dict)

    @property
    def name(self) -> Name:
        return self.first.name

    def clause(self, kind: type[C]) -> C | None:
        for clause in self.clauses.values():
            if isinstance(clause, kind):
                return clause
        return None


class ZoneBuilder:
    """Builds :class:`ZoneSpec` values, reporting through ``fail`` and resolving counts (that
    may name options) through ``number``."""

    def __init__(self, fail: Fail, number: Callable[[Count, Located], int]) -> None:
        self.fail = fail
        self.number = number

    def spec(self, zone: Zone) -> ZoneSpec:
        head, where = zone.head, zone.first
        deal = zone.clause(DealClause)
        builds = zone.clause(BuildsClause)
        refill = zone.clause(RefillClause)
        collects = zone.clause(CollectsClause)
        rows_clause = zone.clause(RowsClause)
        takes_only = zone.clause(TakesOnlyClause)
        pairs = zone.clause(PairsClause)
        capacity = zone.clause(CapacityClause)
        takes_if = zone.clause(TakesIfClause)
        gives_if = zone.clause(GivesIfClause)
        outranked = zone.clause(OutrankedClause)
        takes_count = zone.clause(TakesCountClause)
        in_line = zone.clause(InLineClause)
        if refill and refill.by_hand and refill.then:
            raise self.fail(
                f"zone '{zone.name}' is refilled by hand from one zone: drop ', then "
                f"{refill.then[0]}' or ', by hand'",
                refill,
            )
        rows = self.rows(zone, rows_clause) if rows_clause else ()
        deal_spec = self.deal(zone, deal, rows) if deal else None
        if in_line is not None:
            self.check_in_line(zone, rows, in_line)
        covered_clause = zone.clause(CoveredClause)
        covered = self.covered(zone, rows, covered_clause) if covered_clause else ()
        pile_covers = [c for c in zone.clauses.values() if isinstance(c, PileCoveredClause)]
        if pile_covers:
            covered = self.covering_map(zone, pile_covers)
        if deal and deal_spec and deal_spec.face == "covered" and not any(covered):
            raise self.fail(
                f"zone '{zone.name}' deals its covered piles face down, but no pile of it is "
                "covered: give it a covering map ('pile N covered by ...' or 'covered by the row "
                "below')",
                deal,
            )
        gives = self.gives(zone, builds.rule if builds else None)
        self.check_head(zone)
        empty = zone.clause(EmptyClause)
        if empty is not None and empty.rule.row_cards:
            self.check_row_cards(zone, rows, empty)
        on_base = zone.clause(OnBaseClause)
        exchange = zone.clause(ExchangeClause)
        for clause in (on_base, exchange):
            if clause is not None and (empty is None or empty.rule.what != "ranks"):
                raise self.fail(
                    f"zone '{zone.name}' has no base: its piles' base is the rank its empty "
                    "piles take, so add 'empty accepts RANK'",
                    clause,
                )
        return ZoneSpec(
            name=Name(zone.name, where.line, where.column),
            kind=head.kind,
            count=zone.count,
            per_player=head.per_player,
            growing=head.growing,
            closes_gaps=head.closes_gaps,
            deal=deal_spec,
            builds=builds.rule if builds else None,
            gives=gives,
            empty=empty.rule if empty else None,
            refill_from=refill.zone if refill else None,
            refill_by_hand=refill.by_hand if refill else False,
            refill_then=refill.then if refill else (),
            turns_up=zone.clause(TurnsUpClause) is not None,
            one_pile_per_suit=zone.clause(OnePilePerSuitClause) is not None,
            rank_colours=zone.clause(RankColourClause) is not None,
            one_card_at_a_time=zone.clause(OneCardAtATimeClause) is not None,
            collects_from=collects.zone if collects else None,
            collects_ranks=collects.ranks if collects else frozenset(),
            rows=rows,
            covered=covered,
            takes_only=takes_only.ranks if takes_only else frozenset(),
            pairs_to=pairs.zone if pairs else None,
            capacity=capacity.cards if capacity else 0,
            top_face_up=zone.clause(KeepsTopFaceUpClause) is not None,
            takes_if=takes_if.conditions if takes_if else (),
            gives_if=gives_if.conditions if gives_if else (),
            outranked_in=outranked.zone if outranked else None,
            aces_high=outranked.aces_high if outranked else False,
            rank_in_pile_before=zone.clause(RankBeforeClause) is not None,
            takes_count=takes_count.cards if takes_count else 0,
            one_way=zone.clause(OneWayClause) is not None,
            on_base=on_base is not None,
            nothing_on_base=builds.nothing_on_base if builds else None,
            exchanges_with=exchange.zones if exchange else (),
            under_by_rank=zone.clause(UnderByRankClause) is not None,
            in_line_to=in_line.zone if in_line else None,
            in_line_rows=tuple(r - 1 for r in in_line.rows) if in_line else (),
            in_line_until=in_line.until if in_line else (),
        )

    def check_head(self, zone: Zone) -> None:
        if zone.head.shared and zone.head.per_player:
            raise self.fail(f"zone '{zone.name}' cannot be both shared and per player", zone.first)
        if zone.head.closes_gaps and not zone.head.growing:
            raise self.fail(
                f"zone '{zone.name}' closes gaps, so its number of piles changes: it must be "
                "'growing'",
                zone.first,
            )

    def check_row_cards(self, zone: Zone, rows: tuple[int, ...], clause: EmptyClause) -> None:
        """``, or 2C 2H at the start of rows 1 2``: every row named is a row of the zone."""
        count = len(rows) or 1
        for row, _, _ in clause.rule.row_cards:
            if row >= count:
                raise self.fail(
                    f"zone '{zone.name}' has {count} row{'s' if count != 1 else ''} ('rows ...'): "
                    f"there is no row {row + 1}",
                    clause,
                )

    def check_in_line(self, zone: Zone, rows: tuple[int, ...], clause: InLineClause) -> None:
        """``row 2 gives only to ...``: every row named is a row of the zone."""
        count = len(rows) or 1
        for row in clause.rows:
            if row > count:
                raise self.fail(
                    f"zone '{zone.name}' has {count} row{'s' if count != 1 else ''} ('rows ...'): "
                    f"there is no row {row}",
                    clause,
                )

    def gives(self, zone: Zone, builds: Relation | None) -> GivesRule:
        """What leaves the zone: runs with no rule of their own are runs as it builds."""
        clause = zone.clause(GivesClause)
        if clause is None:
            return GivesRule("nothing")
        gives = clause.rule
        if gives.unit == "runs" and gives.run_rule is None:
            if builds is None:
                raise self.fail(
                    f"zone '{zone.name}' gives runs but has no 'builds' rule to say what a run "
                    "is: write 'gives runs down in alternate colours' or add a 'builds' line",
                    clause,
                )
            gives = attrs.evolve(gives, run_rule=builds)
        if gives.partial_for is not None and gives.unit != "runs":
            raise self.fail(
                f"zone '{zone.name}': 'part of a run only to uncover a card for "
                f"{gives.partial_for}' restricts runs; it gives {gives.unit.replace('_', ' ')}",
                clause,
            )
        if gives.offsets and zone.count == 1 and not zone.head.growing:
            raise self.fail(
                f"zone '{zone.name}' has one pile, so it cannot move to other piles of itself",
                clause,
            )
        if gives.touching and (gives.offsets or zone.head.growing):
            raise self.fail(
                f"zone '{zone.name}': 'only to a pile touching it' reads the places of fixed "
                "piles in their rows: give it no places and no 'growing'",
                clause,
            )
        return gives

    # the deal ---------------------------------------------------------------------------------
    def deal(self, zone: Zone, clause: DealClause, rows: tuple[int, ...]) -> DealSpec:
        name, piles = zone.name, zone.count
        bottom_down: tuple[int, ...] = ()
        face: Literal["up", "down", "top", "bottom", "top_down", "covered"]
        match clause.face:
            case BottomFaceDown(counts=counts):
                face, top_up = "bottom", 0
                bottom_down = self.pile_counts(counts, piles, clause)
            case Facing(face=face, top=top):
                top_up = self.number(top, clause)
        match clause.amount:
            case Listed(counts=listed, per_row=True):
                counts_ = tuple(self.number(c, clause) for c in listed)
                if any(length != len(counts_) for length in rows or (piles,)):
                    raise self.fail(
                        f"the deal lists {len(counts_)} counts for each row, but the rows of "
                        f"zone '{name}' hold {' '.join(map(str, sorted(set(rows or (piles,)))))} "
                        "piles",
                        clause,
                    )
                deal = DealSpec("list", counts=counts_ * len(rows or (piles,)))
            case Listed(counts=listed):
                counts_ = tuple(self.number(c, clause) for c in listed)
                if len(counts_) != piles:
                    raise self.fail(
                        f"the deal lists {len(counts_)} counts, but zone '{name}' has {piles} "
                        "piles",
                        clause,
                    )
                deal = DealSpec("list", counts=counts_)
            case DealRank(rank=rank):
                self.check_one_card_per_pile(zone, clause, exactly_one=False)
                deal = DealSpec("rank", rank=rank)
            case DealCard(rank=rank, suit=suit):
                self.check_one_card_per_pile(zone, clause, exactly_one=True)
                deal = DealSpec("card", rank=rank, suit=suit)
            case DealCards(cards=cards):
                if len(cards) != piles:
                    raise self.fail(
                        f"the deal names {len(cards)} card{'s' if len(cards) != 1 else ''}, but "
                        f"zone '{name}' has {piles} piles: name one card for each pile",
                        clause,
                    )
                deal = DealSpec("cards", cards=cards)
            case DealBaseRank(zone=base):
                if base == name:
                    raise self.fail(
                        f"zone '{name}' cannot be dealt the other cards of its own base rank: "
                        "name the zone whose first card sets it",
                        base,
                        clause.file,
                    )
                if piles < 1:
                    raise self.fail(
                        f"zone '{name}' has no piles to take the other cards of the base rank",
                        clause,
                    )
                deal = DealSpec("base_rank", base_zone=base)
            case Each(count=count):
                deal = DealSpec("each", count=self.number(count, clause))
            case Steps(start=start_, stop=stop_):
                start, stop = self.number(start_, clause), self.number(stop_, clause)
                self.check_deal_steps(zone, clause, start, stop)
                deal = DealSpec("steps", start=start, stop=stop)
            case DealRest():
                deal = DealSpec("rest")
                if piles == 0 and not zone.head.growing:
                    raise self.fail(
                        f"zone '{name}' has no piles to take the rest of the deck: give it piles "
                        "or make it 'growing'",
                        clause,
                    )
            case DealNothing():
                deal = DealSpec("nothing")
        if face == "top_down":
            raise self.fail("write 'top face up' (the rest face down) or 'face down'", clause)
        if clause.under:
            self.check_under(zone, clause, deal)
        if clause.row_start_rank is not None and deal.amount not in ("each", "steps", "list"):
            raise self.fail(
                f"zone '{zone.name}': 'at the start of each row' puts a card beneath those a "
                "fixed number is dealt to each pile ('deal 6', 'deal 1..7' or a list), not with "
                f"'deal {deal.amount.replace('_', ' ')}'",
                clause,
            )
        if clause.distinct_ranks and deal.amount not in ("each", "steps", "list"):
            raise self.fail(
                f"zone '{zone.name}': 'no rank twice in a pile' exchanges cards as a fixed "
                "number is dealt to each pile ('deal 6', 'deal 1..7' or a list), not with "
                f"'deal {deal.amount.replace('_', ' ')}'",
                clause,
            )
        return attrs.evolve(
            deal,
            face=face,
            top_up=top_up,
            bottom_down=bottom_down,
            under=clause.under,
            distinct_ranks=clause.distinct_ranks,
            row_start_rank=clause.row_start_rank,
        )

    def check_under(self, zone: Zone, clause: DealClause, deal: DealSpec) -> None:
        """``K at the bottom`` reorders the cards of a pile: the deal gives piles several."""
        one_each = deal.names_cards or deal.amount in ("nothing", "base_rank")
        if one_each or (deal.amount == "rest" and zone.head.growing):
            what = "no card" if deal.amount == "nothing" else "one card"
            raise self.fail(
                f"zone '{zone.name}' is dealt {what} to a pile, so no card can go beneath "
                "another: 'at the bottom' needs a deal of several cards to a pile",
                clause,
            )

    def check_one_card_per_pile(self, zone: Zone, clause: DealClause, exactly_one: bool) -> None:
        """``deal rank`` deals one card to each of one or more piles, ``deal card`` to one."""
        piles = zone.count
        if piles < 1 or (exactly_one and piles != 1):
            raise self.fail(
                f"zone '{zone.name}' has {piles} piles: 'deal card' needs exactly one, "
                "'deal rank' one or more",
                clause,
            )

    def check_deal_steps(self, zone: Zone, clause: DealClause, start: int, stop: int) -> None:
        """``deal 1..7`` gives each pile one card more than the one before."""
        if start < 0 or stop < start:
            raise self.fail(
                f"deal {start}..{stop}: the first count must be 0 or more and not above the last",
                clause,
            )
        if stop - start + 1 != zone.count:
            raise self.fail(
                f"deal {start}..{stop} gives {stop - start + 1} piles, but zone '{zone.name}' "
                f"has {zone.count}",
                clause,
            )

    def pile_counts(self, counts: PileCounts, piles: int, clause: DealClause) -> tuple[int, ...]:
        """``bottom N face down``: one count for every pile, from a number, a range or a list."""
        match counts:
            case Each(count=count):
                return (self.number(count, clause),) * piles
            case Steps(start=start, stop=stop):
                first, last = self.number(start, clause), self.number(stop, clause)
                values = tuple(range(first, last + 1))
            case Listed(counts=listed):
                values = tuple(self.number(c, clause) for c in listed)
        if len(values) != piles:
            raise self.fail(
                f"'bottom ... face down' gives {len(values)} counts for {piles} piles", clause
            )
        return values

    # rows and covering ------------------------------------------------------------------------
    def rows(self, zone: Zone, clause: RowsClause) -> tuple[int, ...]:
        """``rows of 13``, ``rows 1..7``, ``rows 3 6 9 10``: the piles per row, adding up to the
        zone's piles (which must not change: rows are places on the table)."""
        name, piles = zone.name, zone.count
        if zone.head.growing:
            raise self.fail(f"zone '{name}' is growing: rows need a fixed number of piles", clause)
        if isinstance(clause.shape, int):
            length = clause.shape
            if length < 1 or piles % length:
                raise self.fail(
                    f"zone '{name}' has {piles} piles, which do not make rows of {length}", clause
                )
            return (length,) * (piles // length)
        lengths = clause.shape
        if min(lengths) < 1 or sum(lengths) != piles:
            raise self.fail(
                f"rows of {' + '.join(map(str, lengths))} = {sum(lengths)} piles, but zone "
                f"'{name}' has {piles} (and every row needs a pile)",
                clause,
            )
        return lengths

    def covered(
        self, zone: Zone, rows: tuple[int, ...], clause: CoveredClause
    ) -> tuple[tuple[int, ...], ...]:
        """``covered by the row below``: each pile is covered by the piles of the next row that
        overlap it: the two below it when that row is one pile longer (a triangle), the one
        below it when the rows are as long."""
        if len(rows) < 2:
            raise self.fail(
                f"zone '{zone.name}' needs at least two rows ('rows ...') to be covered by a row "
                "below",
                clause,
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
                )
            start = under
        return tuple(covers)

    def covering_map(
        self, zone: Zone, clauses: list[PileCoveredClause]
    ) -> tuple[tuple[int, ...], ...]:
        """``pile 1 covered by 4 5`` lines: the covering map, pile by pile (piles numbered from
        1; a pile no line names is not covered)."""
        name, piles, first = zone.name, zone.count, clauses[0]
        if zone.clause(CoveredClause) is not None:
            raise self.fail(
                f"zone '{name}' is already 'covered by the row below': give the map either way",
                first,
            )
        if zone.head.growing:
            raise self.fail(
                f"zone '{name}' is growing: a covering map needs a fixed number of piles", first
            )
        covers: list[tuple[int, ...]] = [() for _ in range(piles)]
        for clause in clauses:
            for number in (clause.pile, *clause.by):
                if not 1 <= number <= piles:
                    raise self.fail(
                        f"zone '{name}' has piles 1 to {piles}: there is no pile {number}", clause
                    )
            if clause.pile in clause.by:
                raise self.fail(f"pile {clause.pile} cannot cover itself", clause)
            covers[clause.pile - 1] = tuple(sorted({b - 1 for b in clause.by}))
        return tuple(covers)
