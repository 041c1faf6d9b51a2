"""The rules model: plain, frozen values built by the language Transformer.

Nothing here knows about Lark; nothing here runs during play. The compiler in
``engine.py`` turns these values into lookup tables and closures.
"""

from __future__ import annotations

from typing import Any, Literal

import attrs

from ..errors import VariantError

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
    """``option draw: 1 | 3 = 3 "doc"``."""

    name: str
    choices: tuple[OptionValue, ...]
    default: OptionValue
    doc: str = ""


@attrs.frozen
class DealSpec:
    """How many cards each pile of a zone gets at the deal, and which are face up.

    ``amount``: ``"each"`` (``count`` cards per pile), ``"steps"`` (pile i gets ``start + i``),
    ``"list"`` (pile i gets ``counts[i]``), ``"rest"`` (every card not dealt elsewhere),
    ``"rank"`` (pile i gets a card of rank ``rank`` of the i-th suit), ``"card"`` (the one card
    ``rank``/``suit``), ``"nothing"``.
    ``face``: ``"up"``, ``"down"``, ``"top"`` (only the top ``top_up`` cards face up) or
    ``"bottom"`` (the bottom ``bottom_down[i]`` cards of pile i face down, the rest up).
    """

    amount: Literal["each", "steps", "list", "rest", "rank", "card", "nothing"]
    count: int = 0
    start: int = 0
    stop: int = 0
    counts: tuple[int, ...] = ()
    rank: int = 0
    suit: str = ""
    face: Literal["up", "down", "top", "bottom"] = "up"
    top_up: int = 1
    bottom_down: tuple[int, ...] = ()

    def pile_size(self, index: int) -> int:
        """Cards pile ``index`` gets from a fixed deal ("each", "steps", "list", "rank", "card")."""
        if self.amount == "each":
            return self.count
        if self.amount == "steps":
            return self.start + index
        if self.amount == "list":
            return self.counts[index]
        if self.amount in ("rank", "card"):
            return 1
        return 0


@attrs.frozen
class BuildRule:
    """How a moving card relates to the card it lands on.

    ``rank_steps``: allowed values of (moving rank - target rank), ``None`` for any rank.
    ``suit``: ``same``, ``alternate`` (colours), ``colour`` (same colour), ``other``, ``any``.
    ``join``: ``and`` (both must hold) or ``or`` (either is enough).
    ``wrap``: rank steps wrap between King and Ace.
    ``rank_sum``: when not 0, the two ranks must add up to it instead (``ranks adding up to
    13``: pairs that add up to 13); ``rank_steps`` is then ``None``.
    """

    rank_steps: frozenset[int] | None
    suit: Literal["same", "alternate", "colour", "other", "any"] = "any"
    join: Literal["and", "or"] = "and"
    wrap: bool = False
    rank_sum: int = 0


@attrs.frozen
class GivesRule:
    """What may leave a pile of the zone, and where to.

    ``unit``: ``top`` (the top card), ``pile`` (the whole pile, matched by its top card),
    ``runs`` (the top k cards when they form a run by ``run_rule``), ``face_up`` (any number of
    face-up top cards), ``nothing``. ``offsets``: signed distances to the target pile inside the
    same zone (negative = left); empty means any pile. ``to``: target zones, ``None`` = default.
    """

    unit: Literal["top", "pile", "runs", "face_up", "nothing"]
    run_rule: BuildRule | None = None
    offsets: tuple[int, ...] = ()
    to: tuple[Name, ...] | None = None
    supermove: bool = False  # runs limited to (free cells + 1) x 2^(empty piles), FreeCell's rule


@attrs.frozen
class EmptyRule:
    """What an empty pile of the zone accepts: ``any``, ``nothing``, cards of ``ranks`` (the base
    card of what moves) or of the ``base`` rank (that of the card at the bottom of the zone's first
    pile), optionally only ``from_zones``.

    ``left``: the card that relates by ``left_rule`` to the top card of the pile to its left in
    the same row; a pile at the start of a row takes a card of ``ranks`` instead."""

    what: Literal["any", "nothing", "ranks", "base", "left"]
    ranks: frozenset[int] = frozenset()
    from_zones: tuple[Name, ...] | None = None
    left_rule: BuildRule | None = None


Kind = Literal["tableau", "foundation", "stock", "waste", "reserve", "cell", "row"]


@attrs.frozen
class ZoneSpec:
    name: Name
    kind: Kind
    count: int
    per_player: bool = False
    growing: bool = False
    closes_gaps: bool = False
    deal: DealSpec | None = None
    builds: BuildRule | None = None
    gives: GivesRule = GivesRule("nothing")
    empty: EmptyRule | None = None
    refill_from: Name | None = None
    turns_up: bool = False
    one_pile_per_suit: bool = False
    one_card_at_a_time: bool = False
    collects_from: Name | None = None  # complete suits (K down to A) move here from that zone
    collects_ranks: frozenset[int] = frozenset()  # instead of suits: top cards of these ranks
    rows: tuple[int, ...] = ()  # piles per row, in pile order (empty: one row)
    covered: tuple[tuple[int, ...], ...] = ()  # per pile: the piles that must be empty first
    takes_only: frozenset[int] = frozenset()  # only cards of these ranks may be put here
    pairs_to: Name | None = None  # a card put on a card here leaves with it for that zone

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
class Condition:
    """``stock is empty``, ``row has 1 pile``, ``all cards in a, b``, ``all own cards in a``,
    ``tableau is in order``."""

    kind: Literal["empty", "piles", "all_cards", "all_own_cards", "in_order"]
    zones: tuple[Name, ...]
    count: int = 0


@attrs.frozen
class ActionSpec:
    """A move that is not a card-by-card transfer: turning stock cards, dealing a row."""

    name: Name
    amount: int | None  # None: all cards of the source pile
    source: Name
    target: Name
    mode: Literal["top", "new_pile", "each", "gather"]
    face_up: bool = True
    when: tuple[Condition, ...] = ()
    passes: int | None = None  # how many times the source may be gone through; None = unlimited
    blocked_by_empty: Name | None = None
    # "gather": the source zone's cards (only those out of order) are picked up, shuffled or
    # not, and dealt back into it (leaving the first receiving pile of each row empty).
    out_of_order: bool = False
    shuffled: bool = False
    leave_gaps: bool = False


@attrs.frozen
class Measure:
    """One progress measure: ``more`` cards in zones, ``fewer`` cards in zones,
    ``fewer_face_down`` cards in zones (anywhere when no zone is named), or ``more_in_order``
    cards in order in zones (see :class:`EmptyRule` ``left``)."""

    kind: Literal["more", "fewer", "fewer_face_down", "more_in_order"]
    zones: tuple[Name, ...] = ()


@attrs.frozen
class ScoreSpec:
    kind: Literal["piles", "cards", "cards_by_owner", "cards_in_order"]
    zones: tuple[Name, ...]
    higher_wins: bool = True


@attrs.frozen
class VariantRules:
    """A variant with its options chosen: everything the engine needs, nothing it does not."""

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

    def zone(self, name: str) -> ZoneSpec:
        for zone in self.zones:
            if zone.name == name:
                return zone
        raise KeyError(name)

    @property
    def cards_per_owner(self) -> int:
        return 13 * len(self.suits) * self.decks

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
