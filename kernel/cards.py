"""Cards and their text form.

Card text is rank + suit: rank ``A 2-9 T J Q K`` (``10`` accepted on input), suit ``S H D C``
(``♠ ♥ ♦ ♣`` accepted on input). A leading ``-`` marks a face-down card and a trailing ``@N``
names the owner (player N, counted from 1) in games where cards belong to players:
``TD``, ``-AS``, ``7H@2``.
"""

from __future__ import annotations

import attrs

from .errors import StateError

SUITS = "SHDC"
RANKS = tuple(range(1, 14))  # Ace to King
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()}
RANK_TEXT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
RANK_NAMES = (
    "",
    "Ace",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "Jack",
    "Queen",
    "King",
)
_TEXT_TO_RANK = {t: r for r, t in enumerate(RANK_TEXT) if t} | {"10": 10}
RED_SUITS = frozenset("HD")


def parse_rank(text: str) -> int:
    """``"A"`` → 1, ``"T"`` or ``"10"`` → 10, ``"K"`` → 13."""
    try:
        return _TEXT_TO_RANK[text.upper()]
    except KeyError:
        raise StateError(f"unknown rank {text!r}: expected one of A 2-9 T (or 10) J Q K") from None


@attrs.frozen(slots=True, cache_hash=True, repr=False)
class Card:
    """One playing card. ``deck`` says which copy it is in multi-deck games (it does not take
    part in equality: two 7♠ of one owner are interchangeable)."""

    rank: int
    suit: str
    face_up: bool = True
    owner: int = 0
    deck: int = attrs.field(default=0, eq=False)
    # Index into the kernel's 52-entry lookup tables: (rank - 1) * 4 + suit index.
    key: int = attrs.field(init=False, eq=False, repr=False)
    # ``key`` when face up, -1 when face down: what move generation reads from a top card.
    play_key: int = attrs.field(init=False, eq=False, repr=False)
    # ``key``, plus 52 when face down, plus 104 per owner: the card's whole identity in one
    # number, for compact position keys (the solver packs single-player positions into bytes).
    code: int = attrs.field(init=False, eq=False, repr=False)
    # The same card turned over, made once: turning cards is frequent, building them is not.
    _twin: Card | None = attrs.field(init=False, eq=False, repr=False, default=None)

    def __attrs_post_init__(self) -> None:
        if not 1 <= self.rank <= 13 or self.suit not in SUITS:
            raise StateError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")
        key = (self.rank - 1) * 4 + SUITS.index(self.suit)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "play_key", key if self.face_up else -1)
        object.__setattr__(self, "code", key + (0 if self.face_up else 52) + 104 * self.owner)

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def colour(self) -> str:
        return "red" if self.suit in RED_SUITS else "black"

    def turned(self, face_up: bool) -> Card:
        """This card turned face up (or down); the same object when nothing changes."""
        if face_up == self.face_up:
            return self
        twin = self._twin
        if twin is None:
            twin = Card(self.rank, self.suit, face_up, self.owner, self.deck)
            object.__setattr__(self, "_twin", twin)
            object.__setattr__(twin, "_twin", self)
        return twin

    @property
    def face_text(self) -> str:
        """Rank and suit only, e.g. ``TD``."""
        return RANK_TEXT[self.rank] + self.suit

    @property
    def symbol(self) -> str:
        """Rank and suit symbol for people, e.g. ``10♦``."""
        rank = "10" if self.rank == 10 else RANK_TEXT[self.rank]
        return rank + SUIT_SYMBOLS[self.suit]

    def to_text(self, *, owners: bool = False) -> str:
        """The documented card text: ``-`` if face down, ``@N`` if ``owners`` is set."""
        text = ("" if self.face_up else "-") + self.face_text
        if owners:
            text += f"@{self.owner + 1}"
        return text

    def __str__(self) -> str:
        return self.face_text

    def __repr__(self) -> str:
        return f"Card({self.to_text(owners=self.owner > 0)!r})"

    @classmethod
    def from_text(cls, text: str, *, deck: int = 0) -> Card:
        """Read a card text (see the module docstring)."""
        raw = text.strip()
        body = raw
        face_up = True
        owner = 0
        if body.startswith("-"):
            face_up, body = False, body[1:]
        if "@" in body:
            body, _, owner_text = body.partition("@")
            # ASCII digits only (str.isdigit() takes '²' and '٣'), and few of them.
            if (
                not owner_text.isascii()
                or not owner_text.isdigit()
                or len(owner_text) > 4
                or int(owner_text) < 1
            ):
                raise StateError(f"bad owner in card {text!r}: expected @1, @2, ...")
            owner = int(owner_text) - 1
        if len(body) < 2:
            raise StateError(f"cannot read card {text!r}: expected rank then suit, like 'TD'")
        suit_text = body[-1]
        suit = _SYMBOL_TO_SUIT.get(suit_text, suit_text.upper())
        if suit not in SUITS:
            raise StateError(f"unknown suit in card {text!r}: expected one of S H D C")
        try:
            rank = parse_rank(body[:-1])
        except StateError as error:
            raise StateError(f"cannot read card {text!r}: {error}") from None
        return cls(rank, suit, face_up, owner, deck)


_DECKS: dict[tuple[int, int, str, tuple[int, ...]], tuple[Card, ...]] = {}


def standard_deck(
    decks: int = 1, owner: int = 0, suits: str = SUITS, ranks: tuple[int, ...] = RANKS
) -> list[Card]:
    """The cards of ``decks`` packs in the standard order: deck by deck, suits in the order S H
    D C (only ``suits``), ranks A to K (only ``ranks``), all face up. The same Card objects every time (cards are
    immutable), so a card turned over once keeps its twin for every later deal."""
    key = (decks, owner, suits, ranks)
    cards = _DECKS.get(key)
    if cards is None:
        cards = tuple(
            Card(rank, suit, True, owner, deck)
            for deck in range(decks)
            for suit in SUITS
            if suit in suits
            for rank in ranks
        )
        _DECKS[key] = cards
    return list(cards)
