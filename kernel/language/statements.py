"""What a variant file says, as typed values: one class per statement, one per zone clause.

:mod:`.reader` builds these from Lark's tree (only shapes change there) and :mod:`.assemble`
gives them meaning. Every statement and clause remembers where it was written, for the errors.
Parts that are already rules (a build relation, a condition, a measure) are the rules IR's own
values (:mod:`cardwright.rules`); the rest says what was written, before options are chosen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Literal

import attrs

from ..rules import (
    Condition,
    EmptyRule,
    GivesRule,
    Kind,
    Measure,
    Name,
    Relation,
    ScoreSpec,
)

Value = int | Name  # an option value as written: a number or a name
Count = int | Name  # a number, or the name of an option whose value is that number

# The refill plugins of old, still read (deprecated) as the way every `refills from` clause of the
# variant refills: name -> by hand.
REFILL_PLUGINS: Mapping[str, bool] = {"automatic-refill": False, "manual-refill": True}


@attrs.frozen(kw_only=True)
class Located:
    """Where a statement or clause was written: line and column (from 1) in ``file``."""

    line: int
    column: int
    file: str


# ---------------------------------------------------------------------------------------------
# The header


@attrs.frozen
class GameStmt(Located):
    """``game klondike "Klondike"``: the first line of every file."""

    KEYWORD: ClassVar[str] = "game"
    name: Name
    title: str | None


@attrs.frozen
class ExtendsStmt(Located):
    """``extends klondike``"""

    KEYWORD: ClassVar[str] = "extends"
    parent: Name


@attrs.frozen
class TitleStmt(Located):
    """``title "Klondike"`` (deprecated: the title goes on the game line)."""

    KEYWORD: ClassVar[str] = "title"
    title: str


@attrs.frozen
class AliasesStmt(Located):
    """``aliases "Patience", "Fascination"``"""

    KEYWORD: ClassVar[str] = "aliases"
    aliases: tuple[str, ...]


@attrs.frozen
class SourceStmt(Located):
    """``source "Morehead and Mott-Smith"``"""

    KEYWORD: ClassVar[str] = "source"
    source: str


# ---------------------------------------------------------------------------------------------
# Decks, players, options


@attrs.frozen
class DecksStmt(Located):
    """``decks 2`` or ``decks 1 per player``."""

    KEYWORD: ClassVar[str] = "decks"
    decks: int
    per_player: bool


@attrs.frozen
class PlayersStmt(Located):
    """``players 2``"""

    KEYWORD: ClassVar[str] = "players"
    players: int


@attrs.frozen
class SuitsStmt(Located):
    """``suits S H``: the suits as written (one letter each, in order)."""

    KEYWORD: ClassVar[str] = "suits"
    suits: str


@attrs.frozen
class RanksStmt(Located):
    """``ranks A 7 8 9 10 J Q K``: the ranks as written."""

    KEYWORD: ClassVar[str] = "ranks"
    ranks: tuple[int, ...]


@attrs.frozen
class OptionStmt(Located):
    """``option draw: 1, 3 = 3 "cards turned from the stock at a time"``"""

    KEYWORD: ClassVar[str] = "option"
    name: Name
    choices: tuple[Value, ...]
    default: Value
    doc: str


@attrs.frozen
class OptionDefaultStmt(Located):
    """``option draw = 1``: a new default for an option declared by a parent."""

    KEYWORD: ClassVar[str] = "option"
    name: Name
    default: Value


# ---------------------------------------------------------------------------------------------
# Zones: a head, then indented clauses


@attrs.frozen
class ZoneHead:
    """The line ``zone NAME: KIND, ...``: the kind, then the count and flags, each optional."""

    kind: Kind
    count: Count = 1
    per_player: bool = False
    growing: bool = False
    closes_gaps: bool = False
    shared: bool = False
    from_scratch: bool = False  # earlier statements about the zone are forgotten


@attrs.frozen
class ZoneClause(Located):
    """One indented line of a zone. A later clause replaces an earlier one of the same
    :attr:`key`, whether in the same statement or in a later one (a child's)."""

    @property
    def key(self) -> str:
        return type(self).__name__


# How many cards each pile gets (`deal ...`) or has face down (`bottom ... face down`).


@attrs.frozen
class Each:
    """``deal 3``: the same number for every pile."""

    count: Count


@attrs.frozen
class Steps:
    """``deal 1..7``: ``start`` for the first pile, one more for each pile after it."""

    start: Count
    stop: Count


@attrs.frozen
class Listed:
    """``deal 1 2 3``: pile by pile; ``deal 0 1 1 in each row``: pile by pile of every row
    (``per_row``)."""

    counts: tuple[int, ...]
    per_row: bool = False


PileCounts = Each | Steps | Listed


@attrs.frozen
class DealRest:
    """``deal rest``: every card not dealt elsewhere."""


@attrs.frozen
class DealNothing:
    """``deal nothing``"""


@attrs.frozen
class DealRank:
    """``deal rank A, one of each suit``"""

    rank: int


@attrs.frozen
class DealCard:
    """``deal card QS``"""

    rank: int
    suit: str


@attrs.frozen
class DealCards:
    """``deal cards 2S 3H 4C``: (rank, suit) for each pile, in pile order."""

    cards: tuple[tuple[int, str], ...]


@attrs.frozen
class DealBaseRank:
    """``deal the other cards of the base rank of tableau``: the cards of the rank of the first
    card dealt to that zone's first pile, that card excepted, one per pile."""

    zone: Name


DealAmount = PileCounts | DealRest | DealNothing | DealRank | DealCard | DealCards | DealBaseRank


@attrs.frozen
class Facing:
    """``face up``, ``face down``, ``top face up``, ``top N face up``, ``covered face down``
    (and ``top face down``, which the grammar reads so that the assembler can say what to
    write instead)."""

    face: Literal["up", "down", "top", "top_down", "covered"]
    top: Count = 1


@attrs.frozen
class BottomFaceDown:
    """``bottom 1..7 face down``"""

    counts: PileCounts


DealFace = Facing | BottomFaceDown


@attrs.frozen
class DealClause(ZoneClause):
    """``deal 1..7, top face up``; ``deal rest face up, K at the bottom`` (``under``: the ranks
    put beneath the other cards of each pile)."""

    amount: DealAmount
    face: DealFace
    under: frozenset[int] = frozenset()
    distinct_ranks: bool = False  # ``, no rank twice in a pile``
    row_start_rank: int | None = None  # ``, A at the start of each row``


@attrs.frozen
class BuildsClause(ZoneClause):
    """``builds down in alternate colours``; ``, nothing on the base rank of foundation``
    names the zone in ``nothing_on_base``."""

    rule: Relation
    nothing_on_base: Name | None = None


@attrs.frozen
class GivesClause(ZoneClause):
    """``gives runs down in alternate colours to foundation``"""

    rule: GivesRule


@attrs.frozen
class EmptyClause(ZoneClause):
    """``empty accepts K``"""

    rule: EmptyRule


@attrs.frozen
class RefillClause(ZoneClause):
    """``refills from reserve``, ``refills from reserve, then waste`` or ``refills from reserve,
    by hand``."""

    zone: Name
    by_hand: bool
    then: tuple[Name, ...] = ()


@attrs.frozen
class TurnsUpClause(ZoneClause):
    """``turns up exposed cards``"""


@attrs.frozen
class KeepsTopFaceUpClause(ZoneClause):
    """``keeps its top card face up``"""


@attrs.frozen
class OnePilePerSuitClause(ZoneClause):
    """``one pile per suit``"""


@attrs.frozen
class RankColourClause(ZoneClause):
    """``each starting rank has a colour of its own``"""


@attrs.frozen
class OneCardAtATimeClause(ZoneClause):
    """``takes one card at a time``"""


@attrs.frozen
class CollectsClause(ZoneClause):
    """``collects complete suits from tableau`` (no ranks) or ``collects A or K from reserve``."""

    zone: Name
    ranks: frozenset[int]


@attrs.frozen
class RowsClause(ZoneClause):
    """``rows of 13`` (``shape`` 13: rows of that many piles), ``rows 1..7`` or ``rows 3 6 9 10``
    (``shape`` the piles of each row, in order)."""

    shape: int | tuple[int, ...]


@attrs.frozen
class CoveredClause(ZoneClause):
    """``covered by the row below``"""


@attrs.frozen
class PileCoveredClause(ZoneClause):
    """``pile 1 covered by 4 5``: one line of a covering map (piles numbered from 1)."""

    pile: int
    by: tuple[int, ...]

    @property
    def key(self) -> str:
        return f"pile {self.pile} covered"  # one clause per pile


@attrs.frozen
class TakesOnlyClause(ZoneClause):
    """``takes only A or K``"""

    ranks: frozenset[int]


@attrs.frozen
class PairsClause(ZoneClause):
    """``removes pairs to foundation``"""

    zone: Name


@attrs.frozen
class CapacityClause(ZoneClause):
    """``holds at most 2 cards``"""

    cards: int


@attrs.frozen
class TakesIfClause(ZoneClause):
    """``takes cards only if stock is empty``"""

    conditions: tuple[Condition, ...]


@attrs.frozen
class OutrankedClause(ZoneClause):
    """``takes a card only if a higher card of its suit tops tableau, aces high``"""

    zone: Name
    aces_high: bool


@attrs.frozen
class TakesCountClause(ZoneClause):
    """``takes 4 cards at a time``"""

    cards: int


@attrs.frozen
class RankBeforeClause(ZoneClause):
    """``takes a card only if a card of its rank lies in the pile before it``"""


@attrs.frozen
class OneWayClause(ZoneClause):
    """``once a pile is built up or down, every pile builds that way``"""


@attrs.frozen
class OnBaseClause(ZoneClause):
    """``builds only on its base``"""


@attrs.frozen
class UnderByRankClause(ZoneClause):
    """``sends its top card under the face-down cards of the pile of its rank, whose top card
    comes back turned up``"""


@attrs.frozen
class ExchangeClause(ZoneClause):
    """``exchanges a lone card with a lone card of row2, row3 when each is the other's base``"""

    zones: tuple[Name, ...]


@attrs.frozen
class InLineClause(ZoneClause):
    """``row 2 gives only to the foundation pile in line with it, until stock is empty``"""

    rows: tuple[int, ...]  # as written: counted from 1
    zone: Name
    until: tuple[Condition, ...]


@attrs.frozen
class GivesIfClause(ZoneClause):
    """``gives cards only if stock is empty``"""

    conditions: tuple[Condition, ...]


@attrs.frozen
class ZoneStmt(Located):
    """``zone tableau: tableau, 7 piles`` and its clauses."""

    KEYWORD: ClassVar[str] = "zone"
    name: Name
    head: ZoneHead
    clauses: tuple[ZoneClause, ...]


# ---------------------------------------------------------------------------------------------
# Actions: what follows the comma-separated parts, in the order written


@attrs.frozen
class Face:
    """``, face up`` or ``, face down``."""

    up: bool


@attrs.frozen
class OnlyIf:
    """``, only if stock is empty``"""

    condition: Condition


@attrs.frozen
class Passes:
    """``, passes 3`` (or an option: ``passes passes``)."""

    count: Count


@attrs.frozen
class UnlessEmpty:
    """``, unless tableau has an empty pile``"""

    zone: Name


ActionDetail = Face | OnlyIf | Passes | UnlessEmpty


@attrs.frozen
class Shuffled:
    """``, shuffled``"""


@attrs.frozen
class Packets:
    """``, in packets of 3``"""

    count: Count


@attrs.frozen
class DealBack:
    """``, deal back``, ``, deal back leaving a gap in each row`` (``leave_gaps``) or ``, deal
    back leaving the gaps at random`` (``random_gaps``)."""

    leave_gaps: bool
    random_gaps: bool = False
    as_dealt: bool = False  # ``, deal back as at the start``


GatherDetail = ActionDetail | Shuffled | Packets | DealBack


@attrs.frozen
class ActionStmt(Located):
    """``action deal: 1 from stock to each pile of tableau, face up``. ``amount`` None: all."""

    KEYWORD: ClassVar[str] = "action"
    name: Name
    amount: Count | None
    source: Name
    target: Name
    mode: Literal["top", "new_pile", "each", "close_up"]
    details: tuple[ActionDetail, ...]
    from_each: bool = False  # ``from each pile of ZONE``: every pile, first pile first
    fewer_than: int | None = None  # ``to each pile of ZONE with fewer than N cards``


@attrs.frozen
class DrawStmt(Located):
    """``action merci: play one buried card from tableau, once, only after the last redeal``;
    ``action lift: play a bottom card from tableau`` (``bottom``)."""

    KEYWORD: ClassVar[str] = "action"
    name: Name
    zone: Name
    details: tuple[ActionDetail, ...]
    bottom: bool = False


@attrs.frozen
class GatherStmt(Located):
    """``action redeal: gather tableau out of order, shuffled, deal back``"""

    KEYWORD: ClassVar[str] = "action"
    name: Name
    zone: Name
    out_of_order: bool
    details: tuple[GatherDetail, ...]


# ---------------------------------------------------------------------------------------------
# Plugins, `when` blocks, the end of the game


@attrs.frozen
class UseStmt(Located):
    """``use mandatory-moves``"""

    KEYWORD: ClassVar[str] = "use"
    plugin: Name


@attrs.frozen
class WhenStmt(Located):
    """``when draw is 1: ...``: ``body`` applies when the option has that value."""

    KEYWORD: ClassVar[str] = "when"
    option: Name
    value: Value
    body: tuple[Statement, ...]


@attrs.frozen
class WonStmt(Located):
    """``won if all cards in foundation``"""

    KEYWORD: ClassVar[str] = "won"
    conditions: tuple[Condition, ...]


@attrs.frozen
class LostStmt(Located):
    """``lost if no moves``"""

    KEYWORD: ClassVar[str] = "lost"


@attrs.frozen
class ProgressStmt(Located):
    """``progress: more cards in foundation and fewer cards in stock``"""

    KEYWORD: ClassVar[str] = "progress"
    measures: tuple[Measure, ...]


@attrs.frozen
class ScoreStmt(Located):
    """``score cards in foundation (higher wins)``"""

    KEYWORD: ClassVar[str] = "score"
    score: ScoreSpec


Statement = (
    GameStmt
    | ExtendsStmt
    | TitleStmt
    | AliasesStmt
    | SourceStmt
    | DecksStmt
    | PlayersStmt
    | SuitsStmt
    | RanksStmt
    | OptionStmt
    | OptionDefaultStmt
    | ZoneStmt
    | ActionStmt
    | GatherStmt
    | DrawStmt
    | UseStmt
    | WhenStmt
    | WonStmt
    | LostStmt
    | ProgressStmt
    | ScoreStmt
)


@attrs.frozen
class Definition:
    """A parsed file, before inheritance and options are applied."""

    name: Name
    file: str
    text: str
    statements: tuple[Statement, ...]
    parent: Name | None
    title: str
    aliases: tuple[str, ...]
    shipped: bool = False  # one of the variant files installed with cardwright
    # (line, column, message) of each deprecated form the file uses (docs/language.md,
    # "Deprecated forms"); they still work, and `cardwright check` lists them.
    deprecated: tuple[tuple[int, int, str], ...] = ()
