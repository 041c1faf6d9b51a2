"""The rules IR: the compiled form of a variant, as plain data.

A variant file is read by the language layer into these frozen values; the engine compiles them
into lookup tables and move generators, and reads nothing else. Nothing here knows about Lark,
nothing here runs during play, and nothing here is a Python callable: plugins are named, so a
second engine (native, JavaScript) can run the same data. Every value serialises to JSON
(:func:`to_json` / :func:`from_json`, versioned by :data:`IR_VERSION`); docs/ir.md documents every
term with an example.

Card relations (how a moving card relates to the card it lands on, or each card of a run to the
one below it) form a small algebra: :class:`RankStep`, :class:`RankSum` and :class:`SuitMatch`
terms (and :class:`NotOn`, a rank the card landed on may not have) combined with
:class:`AllOf` and :class:`AnyOf`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar, Literal

import attrs

from ..errors import VariantError

IR_VERSION = 1
RANKS = tuple(range(1, 14))

# Limits (docs/language.md, "Limits"): what the engines are built and tested for. A variant file
# beyond them is refused with a located error, IR data with its JSON path, so rules that load
# cannot exhaust time or memory.
MAX_NUMBER = 10_000  # any number in a variant file or the IR
MAX_DECKS = 8
MAX_PLAYERS = 8
MAX_PILES = 1_000  # piles of one zone (of each player's copy of a per-player zone)

OptionValue = int | str


class Name(str):
    """A name read from a variant file, remembering where it was written."""

    line: int | None
    column: int | None

    def __new__(cls, text: str, line: int | None = None, column: int | None = None) -> Name:
        self = super().__new__(cls, text)
        self.line = line
        self.column = column
        return self


@attrs.frozen
class OptionSpec:
    """``option draw: 1, 3 = 3 "doc"``."""

    TERM: ClassVar[str] = "option"

    name: str
    choices: tuple[OptionValue, ...]
    default: OptionValue
    doc: str = ""


def _ints(values: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(set(values)))


def _rank_set(values: Iterable[int]) -> frozenset[int]:
    return frozenset(values)


@attrs.frozen
class DealSpec:
    """How many cards each pile of a zone gets at the deal, and which are face up.

    ``amount``: ``"each"`` (``count`` cards per pile), ``"steps"`` (pile i gets ``start + i``),
    ``"list"`` (pile i gets ``counts[i]``), ``"rest"`` (every card not dealt elsewhere),
    ``"rank"`` (pile i gets a card of rank ``rank`` of the i-th suit), ``"card"`` (the one card
    ``rank``/``suit``), ``"cards"`` (pile i gets the card ``cards[i]``, as (rank, suit)),
    ``"base_rank"`` (pile i gets the i-th of the other cards of the base rank of ``base_zone``:
    the rank of the first card dealt to that zone's first pile; those cards are taken out of the
    deck in deck order, the first card itself still dealt where it was), ``"nothing"``.
    ``face``: ``"up"``, ``"down"``, ``"top"`` (only the top ``top_up`` cards face up),
    ``"bottom"`` (the bottom ``bottom_down[i]`` cards of pile i face down, the rest up) or
    ``"covered"`` (the cards of the piles the zone's covering map covers face down, the others
    face up). ``under``: the cards of these ranks in each pile are put beneath its other cards
    before the faces are set, each group keeping its order (Baker's Dozen's Kings).
    ``distinct_ranks`` (a fixed deal): a card whose rank the pile already holds is exchanged,
    as it is dealt, with the first card after it in the deck whose rank the pile does not hold
    (Nestor: no pile starts with two cards of a rank). ``row_start_rank`` (a fixed deal of a
    zone in rows): before the other cards are dealt, the cards of this rank are taken out of the
    deck (the first copy in deck order), one for each row, the suits going round as for
    ``"rank"``, and each starts its row's first pile, beneath the cards counted for it (Red
    Moon's Aces).
    """

    TERM: ClassVar[str] = "deal"

    amount: Literal[
        "each", "steps", "list", "rest", "rank", "card", "cards", "base_rank", "nothing"
    ]
    count: int = 0
    start: int = 0
    stop: int = 0
    counts: tuple[int, ...] = ()
    rank: int = 0
    suit: str = ""
    face: Literal["up", "down", "top", "bottom", "covered"] = "up"
    top_up: int = 1
    bottom_down: tuple[int, ...] = ()
    cards: tuple[tuple[int, str], ...] = ()
    base_zone: Name | None = None
    under: frozenset[int] = attrs.field(default=frozenset(), converter=_rank_set)
    distinct_ranks: bool = False
    row_start_rank: int | None = None

    @property
    def names_cards(self) -> bool:
        """Whether the deal names the cards it deals ("rank", "card", "cards"): those are taken
        out of the deck before any other zone is dealt."""
        return self.amount in ("rank", "card", "cards")

    def named_card(self, index: int, suits: str) -> tuple[int, str]:
        """(rank, suit) of the card pile ``index`` gets from a deal that names its cards, the
        decks holding ``suits`` (``rank`` goes round them)."""
        if self.amount == "cards":
            return self.cards[index]
        if self.amount == "card":
            return self.rank, self.suit
        return self.rank, suits[index % len(suits)]

    def row_start_card(self, row: int, suits: str) -> tuple[int, str]:
        """(rank, suit) of the card that starts row ``row`` (``row_start_rank``), the decks
        holding ``suits``."""
        assert self.row_start_rank is not None
        return self.row_start_rank, suits[row % len(suits)]

    def pile_size(self, index: int) -> int:
        """Cards pile ``index`` gets from a fixed deal ("each", "steps", "list", or one named
        card)."""
        if self.amount == "each":
            return self.count
        if self.amount == "steps":
            return self.start + index
        if self.amount == "list":
            return self.counts[index]
        if self.names_cards:
            return 1
        return 0


# ---------------------------------------------------------------------------------------------
# Card relations: "may card m lie on card t?" (or, in a run, "may m lie on t below it?")


@attrs.frozen
class RankStep:
    """The moving card's rank minus the target's is one of ``steps`` (``(-1,)``: one down;
    ``(0,)``: the same rank; ``(2,)``: two up). ``wrap``: ranks count round between King and Ace
    (steps are taken modulo 13)."""

    TERM: ClassVar[str] = "rank_step"
    steps: tuple[int, ...] = attrs.field(converter=_ints)
    wrap: bool = False


@attrs.frozen
class RankSum:
    """The two ranks add up to ``total`` (pairs that make 13: Pyramid)."""

    TERM: ClassVar[str] = "rank_sum"
    total: int


@attrs.frozen
class NotOn:
    """The card landed on is of none of ``ranks`` (nothing may go on a King: Dead King Golf)."""

    TERM: ClassVar[str] = "not_on"
    ranks: frozenset[int] = attrs.field(converter=_rank_set)


SuitRelation = Literal["same", "alternate", "colour", "other", "any"]


@attrs.frozen
class SuitMatch:
    """The suits relate: ``same`` suit, ``alternate`` colours, same ``colour``, ``other`` suits,
    or ``any``."""

    TERM: ClassVar[str] = "suit"
    relation: SuitRelation


@attrs.frozen
class AllOf:
    """Every term holds (``AllOf(())``: any card on any card)."""

    TERM: ClassVar[str] = "all_of"
    terms: tuple[Relation, ...]


@attrs.frozen
class AnyOf:
    """At least one term holds."""

    TERM: ClassVar[str] = "any_of"
    terms: tuple[Relation, ...]


Relation = RankStep | RankSum | NotOn | SuitMatch | AllOf | AnyOf
ANY_CARD: Relation = AllOf(())


def rank_step_of(relation: Relation | None) -> RankStep | None:
    """The rank step every pair related by ``relation`` must keep, when there is one: the
    relation is a rank step, or all of terms one of which is (for reasoning about safe moves)."""
    if isinstance(relation, RankStep):
        return relation
    if isinstance(relation, AllOf):
        for term in relation.terms:
            if isinstance(term, RankStep):
                return term
    return None


@attrs.frozen
class GivesRule:
    """What may leave a pile of the zone, and where to.

    ``unit``: ``top`` (the top card), ``pile`` (the whole pile, matched by its top card),
    ``top_or_pile`` (either the top card or the whole pile), ``count`` (exactly ``count`` face-up
    top cards together), ``runs`` (the top k cards when they form a run by ``run_rule``),
    ``face_up`` (any number of face-up top cards), ``nothing``. ``offsets``: signed distances to
    the target pile inside the same zone (negative = left); empty means any pile. ``to``: target
    zones, ``None`` = every zone that accepts cards. ``supermove``: runs limited to
    (free cells + 1) x 2^(empty piles), FreeCell's rule. ``partial_for``: with runs, a part of
    the run on top (more than the top card, less than the whole run) moves only when the card it
    leaves on top could then go to that zone.
    """

    TERM: ClassVar[str] = "gives"
    unit: Literal["top", "pile", "top_or_pile", "count", "runs", "face_up", "nothing"]
    run_rule: Relation | None = None
    offsets: tuple[int, ...] = ()
    to: tuple[Name, ...] | None = None
    supermove: bool = False
    count: int = 1
    partial_for: Name | None = None
    # A move of fewer cards than the source pile holds goes only to that zone (Solvitaire's
    # "whole-pile" Canfield: a top card alone goes home, piles move between columns whole).
    part_only_to: Name | None = None
    # Within the zone, only onto a pile touching the source pile in the zone's rows (the next
    # place in its row or in the row before or after, diagonals included: Monte Carlo).
    touching: bool = False


@attrs.frozen
class EmptyRule:
    """What an empty pile of the zone accepts: ``any``, ``nothing``, cards of ``ranks`` (the base
    card of what moves) or of the ``base`` rank, optionally only ``from_zones``.

    The base rank is that of the card at the bottom of the first pile of ``base_zone`` (this zone
    when None); with ``base_from="first_card_played"``, of the first pile there that holds a card,
    so the first card played to the zone chooses it. Until there is one, any card is taken.
    ``offset`` shifts it (``-1``: one rank below the base, wrapping between Ace and King).

    ``left``: the card that relates by ``left_rule`` to the top card of the pile to its left in
    the same row; a pile at the start of a row takes a card of ``ranks`` instead, or, with
    ``row_cards``, only the card named for its row: (row, rank, suit), rows counted from 0 in
    pile order (a row not named takes nothing at its start). ``right_rule``: with ``left``, a
    pile not at the start of a row also takes the card that relates by it to the top card of the
    pile to its right in the same row."""

    TERM: ClassVar[str] = "empty"
    what: Literal["any", "nothing", "ranks", "base", "left"]
    ranks: frozenset[int] = attrs.field(default=frozenset(), converter=_rank_set)
    from_zones: tuple[Name, ...] | None = None
    left_rule: Relation | None = None
    right_rule: Relation | None = None
    base_zone: Name | None = None
    base_from: Literal["first_pile", "first_card_played"] = "first_pile"
    offset: int = 0
    row_cards: tuple[tuple[int, int, str], ...] = ()


@attrs.frozen
class Condition:
    """``stock is empty``, ``row has 1 pile``, ``foundation has 48 cards`` (``cards``: the zones
    hold exactly ``count`` cards), ``all cards in a, b``, ``all own cards in a``,
    ``tableau is in order``; in an action, ``only after the last redeal`` (``used_up``: the
    limited action ``action`` has no use left)."""

    TERM: ClassVar[str] = "condition"

    kind: Literal[
        "empty", "piles", "cards", "all_cards", "all_own_cards", "in_order", "used_up", "face_up"
    ]
    zones: tuple[Name, ...]
    count: int = 0
    action: Name | None = None  # "used_up": the action whose uses are all made


Kind = Literal["tableau", "foundation", "stock", "waste", "reserve", "cell", "row"]


@attrs.frozen
class ZoneSpec:
    TERM: ClassVar[str] = "zone"
    name: Name
    kind: Kind
    count: int
    per_player: bool = False
    growing: bool = False
    closes_gaps: bool = False
    deal: DealSpec | None = None
    builds: Relation | None = None
    gives: GivesRule = GivesRule("nothing")
    empty: EmptyRule | None = None
    refill_from: Name | None = None  # an empty pile is refilled from that zone's top card ...
    refill_by_hand: bool = False  # ... by the player (else at once, after every move)
    refill_then: tuple[Name, ...] = ()  # ... or, when that zone is empty, from these in order
    turns_up: bool = (
        False  # a face-down card left on top (or, with ``covered``, uncovered) turns up
    )
    one_pile_per_suit: bool = False
    # An empty pile takes a card only in the colour its rank already starts piles of here, and
    # never in a colour another rank starts piles of (Little Spider: two Aces of one colour, two
    # Kings of the other).
    rank_colours: bool = False
    one_card_at_a_time: bool = False
    collects_from: Name | None = None  # complete suits (K down to A) move here from that zone
    collects_ranks: frozenset[int] = attrs.field(
        default=frozenset(), converter=_rank_set
    )  # instead of suits: top cards of these ranks
    rows: tuple[int, ...] = ()  # piles per row, in pile order (empty: one row)
    covered: tuple[tuple[int, ...], ...] = ()  # per pile: the piles that must be empty first
    takes_only: frozenset[int] = attrs.field(
        default=frozenset(), converter=_rank_set
    )  # only cards of these ranks may be put here
    pairs_to: Name | None = None
    capacity: int = 0  # the most cards a pile may hold after a move by hand (0: no limit)  # a card put on a card here leaves with it for that zone
    top_face_up: bool = False  # a face-down top card (dealt, put or left there) turns up at once
    # Card moves by hand onto this zone's piles (takes_if) or from them (gives_if) are legal only
    # while every condition holds (Strategy's foundations wait for the stock to be gone).
    takes_if: tuple[Condition, ...] = ()
    gives_if: tuple[Condition, ...] = ()
    # A card moves here only while a card of its suit and a higher rank (Aces above Kings with
    # ``aces_high``) tops a pile of that zone (Aces Up's discards).
    outranked_in: Name | None = None
    aces_high: bool = False
    # A card moves onto a pile here (other than the first) only while the pile before it holds
    # a card of its rank (Osmosis's foundations).
    rank_in_pile_before: bool = False
    takes_count: int = 0  # moves by hand put exactly this many cards here (0: any number)
    # Once a pile here holds two cards, a move by hand onto a pile here goes the way (one rank
    # up or down, round the corner) that pile's top card lies on the card under it (Braid's
    # foundations: the first one built sets the direction of all).
    one_way: bool = False
    # A move by hand onto a pile here holding cards is legal only while its bottom card has a
    # rank the zone's empty piles take (``empty accepts RANK``: Royal Parade's rows, where a
    # pile dealt the wrong card takes nothing).
    on_base: bool = False
    # Nothing may be put on a card of the base rank of that zone (the rank its empty piles take
    # under ``empty accepts the base rank``), while it has one: Solvitaire's Canfield, whose
    # tableau turns the corner between King and Ace but not at the foundations' base.
    nothing_on_base: Name | None = None
    # A card alone on a pile here and a card alone on a pile of one of these zones trade places
    # in one move (written as the first onto the second) when each has a rank the other's zone
    # takes on an empty pile (Royal Parade's rows swap misplaced base cards).
    exchanges_with: tuple[Name, ...] = ()
    # Pile N here is the pile of the Nth rank of the deck. A face-up top card moves by hand to
    # the pile of its rank, beneath that pile's face-down cards, whose top card turns up and
    # comes back onto the pile the card left; a face-up top card of its own pile's rank with
    # face-down cards under it goes beneath them too and the new top turns up, after the deal
    # and after every move (PySolFC's Clock: the Kings go under the centre pile).
    under_by_rank: bool = False
    # A card moved by hand from a pile of rows ``in_line_rows`` (counted from 0; empty: every
    # row) to zone ``in_line_to`` lands only on the pile of that zone at the place the source
    # pile has in its row, until every condition of ``in_line_until`` holds (Little Spider's
    # lower row plays to the foundation above it while the stock lasts).
    in_line_to: Name | None = None
    in_line_rows: tuple[int, ...] = ()
    in_line_until: tuple[Condition, ...] = ()

    def dealing_order(self) -> tuple[tuple[int, bool], ...]:
        """(pile, face up) for each card of the zone's fixed deal, in the order a ``gather``
        that deals back as at the start puts them down: the face-down cards first, then the
        face-up ones, each round one card to every pile that still takes one, first pile
        first (PySolFC's rows of a deal)."""
        deal = self.deal
        assert deal is not None
        sizes = [deal.pile_size(j) for j in range(self.count)]
        downs = [min(self._dealt_face_down(j), size) for j, size in enumerate(sizes)]
        ups = [size - down for size, down in zip(sizes, downs, strict=True)]
        order: list[tuple[int, bool]] = []
        for counts, face_up in ((downs, False), (ups, True)):
            for layer in range(max(counts, default=0)):
                order += [(j, face_up) for j, n in enumerate(counts) if n > layer]
        return tuple(order)

    def _dealt_face_down(self, j: int) -> int:
        """How many of the cards the deal gives pile ``j`` lie face down (all, for "down")."""
        deal = self.deal
        assert deal is not None
        size = deal.pile_size(j)
        if deal.face == "down":
            return size
        if deal.face == "top":
            return max(size - deal.top_up, 0)
        if deal.face == "bottom":
            return deal.bottom_down[j] if deal.bottom_down else 0
        if deal.face == "covered":
            return size if j < len(self.covered) and self.covered[j] else 0
        return 0

    def row_starts(self) -> frozenset[int]:
        """The indices of the piles that start a row."""
        starts, index = set(), 0
        for length in self.rows or (self.count,):
            starts.add(index)
            index += length
        return frozenset(starts)

    @property
    def accepts_cards(self) -> bool:
        """Whether moves may ever land here (a build rule, or something its empty piles take)."""
        return self.builds is not None or (self.empty is not None and self.empty.what != "nothing")


@attrs.frozen
class ActionSpec:
    """A move that is not a card-by-card transfer: turning stock cards, dealing a row."""

    TERM: ClassVar[str] = "action"

    name: Name
    amount: int | None  # None: all cards of the source pile
    source: Name
    target: Name
    # "close_up": the target's piles move up to fill its empty piles (each pile's cards
    # together, in pile order), then each empty pile left takes one card from the source.
    mode: Literal["top", "new_pile", "each", "gather", "draw", "close_up"]
    face_up: bool = True
    when: tuple[Condition, ...] = ()
    passes: int | None = None  # how many times the source may be gone through; None = unlimited
    blocked_by_empty: Name | None = None
    # "gather": the source zone's cards (only those out of order) are picked up, shuffled or
    # not, and dealt back into it (leaving the first receiving pile of each row empty).
    out_of_order: bool = False
    shuffled: bool = False
    leave_gaps: bool = False
    # "gather": one card to each place picked up while cards last, the places left empty chosen
    # at random (seeded by the position, as the shuffle): Spaces' gaps.
    random_gaps: bool = False
    # "gather": the cards dealt back as the zone's fixed deal puts them down (its counts and
    # faces, face-down cards first; ZoneSpec.dealing_order) while they last (Tvete's
    # Grandfather).
    as_dealt: bool = False
    packets: int = 1  # "gather": cards dealt back this many at a time to each receiving pile
    # "top" with ``from_each`` (and all cards): the cards of every pile of the source, first pile
    # first, each pile taken from the top as a first pile would be (Puss in the Corner's redeal).
    from_each: bool = False
    # "draw": one face-up card under the top card of a pile of the source zone is played at
    # once, as that zone's top card could be, onto another pile (La Belle Lucie's merci).
    # "draw" with ``bottom``: only the bottom card of a pile of two or more cards (Labyrinth's
    # columns, whose top and bottom cards both play).
    bottom: bool = False
    # "each": only the target's piles holding fewer than this many cards as the deal starts
    # take cards, in pile order (Labyrinth deals only to the columns not yet six deep).
    fewer_than: int | None = None


@attrs.frozen
class Measure:
    """One progress measure: ``more`` cards in zones, ``fewer`` cards in zones,
    ``fewer_face_down`` cards in zones (anywhere when no zone is named), or ``more_in_order``
    cards in order in zones (see :class:`EmptyRule` ``left``)."""

    TERM: ClassVar[str] = "measure"

    kind: Literal["more", "fewer", "fewer_face_down", "more_in_order"]
    zones: tuple[Name, ...] = ()


@attrs.frozen
class ScoreSpec:
    TERM: ClassVar[str] = "score"
    kind: Literal["piles", "cards", "cards_by_owner", "cards_in_order"]
    zones: tuple[Name, ...]
    higher_wins: bool = True


@attrs.frozen
class VariantRules:
    """A variant with its options chosen: everything the engine needs, nothing it does not."""

    TERM: ClassVar[str] = "rules"

    name: str
    title: str
    aliases: tuple[str, ...]
    source: str
    file: str
    decks: int
    decks_per_player: bool
    suits: str
    players: int
    option_specs: tuple[OptionSpec, ...]
    options: tuple[tuple[str, OptionValue], ...]
    zones: tuple[ZoneSpec, ...]
    actions: tuple[ActionSpec, ...]
    plugins: tuple[Name, ...]
    won: tuple[Condition, ...]
    lost_when_no_moves: bool
    progress: tuple[Measure, ...]
    score: ScoreSpec | None
    parents: tuple[str, ...] = ()
    ranks: tuple[int, ...] = RANKS  # the ranks each suit holds (a stripped deck holds fewer)

    def zone(self, name: str) -> ZoneSpec:
        for zone in self.zones:
            if zone.name == name:
                return zone
        raise KeyError(name)

    @property
    def cards_per_owner(self) -> int:
        return len(self.ranks) * len(self.suits) * self.decks

    @property
    def total_cards(self) -> int:
        return self.cards_per_owner * (self.players if self.decks_per_player else 1)


def coerce_option(spec: OptionSpec, raw: Any) -> OptionValue:
    """Turn a value given by a user (``3`` or ``"3"`` or ``"draw3"``) into one of the option's
    choices, or raise :class:`VariantError` listing them."""
    for choice in spec.choices:
        if raw == choice or str(raw).strip().lower() == str(choice).lower():
            return choice
    raise VariantError(
        f"{raw!r} is not a valid value for option '{spec.name}': choose one of "
        f"{', '.join(map(str, spec.choices))}"
    )


# ---------------------------------------------------------------------------------------------
# JSON: every value is an object tagged with its term; fields left at their default are omitted.
# Reading it back, checked against the schema, is :mod:`.schema`'s.


class IRError(VariantError):
    """Rules IR data that cannot be read or cannot be a game: an unknown term or field, a value
    of the wrong type or out of range, a name that refers to nothing, another IR version.
    ``path`` is where in the JSON (``zones[2].deal.face``), when the fault is in one place."""

    def __init__(self, message: str, *, path: str | None = None) -> None:
        self.path = path
        super().__init__(f"{path}: {message}" if path else f"rules IR: {message}")


def to_json(value: Any, *, defaults: bool = False) -> Any:
    """``value`` (an IR term, or a tuple, set or scalar inside one) as JSON-ready data; a field
    holding its default is left out unless ``defaults``."""
    if attrs.has(type(value)):
        out: dict[str, Any] = {"term": value.TERM}
        for field in attrs.fields(type(value)):
            item = getattr(value, field.name)
            if not defaults and field.default is not attrs.NOTHING and item == field.default:
                continue
            out[field.name] = to_json(item, defaults=defaults)
        return out
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return [to_json(item, defaults=defaults) for item in value]
    if isinstance(value, str):
        return str(value)  # a Name forgets where it was written
    return value


def rules_to_json(rules: VariantRules, *, defaults: bool = False) -> dict[str, Any]:
    """A variant's rules as JSON-ready data, stamped with the IR version (every field written
    with ``defaults``, else only those that differ from their default)."""
    data: dict[str, Any] = to_json(rules, defaults=defaults)
    return {"ir_version": IR_VERSION, **data}
