"""Position text: a whole state on one line, to paste and share (docs/state.md, "Position text").

It says what :func:`~cardwright.engine.serialize.state_to_dict` says, in this grammar::

    position = "cw1" " " variant " " options (" " zone)+ [" turn=" N] [" used=" counts]
    options  = "-" | name "=" value ("," name "=" value)*     values %-escaped
    zone     = name ["@" N] ":" [pile ("|" pile)*]             one per zone, in the game's order
    pile     = "_" | card ("." card)*                          "_": empty; else bottom to top
    card     = ["-"] rank suit ["@" N]                         "-": face down; "@N": its owner
             | "?" ["@" N]                                     a face-down card in a player's view
    counts   = action ":" N ("." N)* ("," action ":" N ("." N)*)*

The full text (``state.to_text()``) reads back to an equal state. A player's view
(``state.to_text(player=0)``) writes each face-down card ``?``: it shows only what that player
may see, and cannot be read back (the hidden cards are not in it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, unquote

from ..cards import Card
from ..errors import PositionTextError, StateError
from .serialize import state_to_dict, state_view

if TYPE_CHECKING:
    from .game import Game
    from .state import State

TAG = "cw1"
HIDDEN = "?"
EMPTY = "_"  # an empty pile (a zone with no piles at all is written with nothing after ':')
_NAME = re.compile(r"[A-Za-z0-9_-]+")
_ZONE = re.compile(r"([A-Za-z0-9_-]+)(?:@([0-9]{1,4}))?:(.*)")
_COUNTS = re.compile(r"[0-9]{1,9}(?:\.[0-9]{1,9})*")
_SAFE = "-_.~+"  # option values keep these as they are; spaces, ",", "=" and "%" are escaped


def state_to_text(state: State, player: int | None = None) -> str:
    """The state on one line; with ``player`` (0-based), what that player may see."""
    data = state_to_dict(state) if player is None else state_view(state, player)
    fields = [TAG, data["variant"], _options_text(data["options"])]
    for name, zone in data["zones"].items():
        if isinstance(zone, dict):  # a zone each player has: p1, p2, ...
            fields += [f"{name}@{key[1:]}:{_piles_text(piles)}" for key, piles in zone.items()]
        else:
            fields.append(f"{name}:{_piles_text(zone)}")
    if "turn" in data:
        fields.append(f"turn={data['turn']}")
    if data.get("actions_used"):
        used = ",".join(
            f"{action}:{'.'.join(str(c) for c in counts)}"
            for action, counts in data["actions_used"].items()
        )
        fields.append(f"used={used}")
    return " ".join(fields)


def _options_text(options: dict[str, Any]) -> str:
    if not options:
        return "-"
    return ",".join(f"{name}={quote(str(value), safe=_SAFE)}" for name, value in options.items())


def _piles_text(piles: list[list[str]]) -> str:
    return "|".join(".".join(_card_text(card) for card in pile) or EMPTY for pile in piles)


def _card_text(card: str) -> str:
    return HIDDEN + card[2:] if card.startswith("??") else card  # "??@2" -> "?@2"


def _fields(text: str) -> Iterator[tuple[int, str]]:
    """Each space-separated field with its 1-based column."""
    column = 1
    for field in text.split(" "):
        yield column, field
        column += len(field) + 1


def read_header(text: str) -> tuple[str, dict[str, str]]:
    """The variant name and options a position text names (to load its game first)."""
    if not isinstance(text, str):
        raise StateError(f"position text is a str, not {type(text).__name__}")
    line = text.strip()
    if "\n" in line or "\r" in line:
        raise PositionTextError("position text is one line", line, line.find("\n") + 1)
    fields = list(_fields(line))
    if fields[0][1] != TAG:
        raise PositionTextError(
            f"position text starts with '{TAG}' (this engine reads that form)", line, 1
        )
    if len(fields) < 4:
        raise PositionTextError(
            "expected 'cw1 VARIANT OPTIONS ZONE...' (options '-' when there are none)",
            line,
            len(line) + 1,
        )
    (vcol, variant), (ocol, options_text) = fields[1], fields[2]
    if not _NAME.fullmatch(variant):
        raise PositionTextError(f"{variant!r} is not a variant name", line, vcol)
    options: dict[str, str] = {}
    if options_text != "-":
        column = ocol
        for part in options_text.split(","):
            name, sep, value = part.partition("=")
            if not sep or not _NAME.fullmatch(name) or not value:
                raise PositionTextError(f"option {part!r} is not NAME=VALUE", line, column)
            if name in options:
                raise PositionTextError(f"option '{name}' is given twice", line, column)
            options[name] = unquote(value)
            column += len(part) + 1
    return variant, options


def state_from_text(game: Game, text: str) -> State:
    """The state ``text`` writes (:func:`state_to_text`, full form) in ``game``."""
    variant, options = read_header(text)
    line = text.strip()
    if variant != game.name:
        raise PositionTextError(
            f"this position is for variant '{variant}', not '{game.name}'", line, len(TAG) + 2
        )
    fields = list(_fields(line))[3:]
    zones: dict[str, Any] = {}
    data: dict[str, Any] = {"variant": variant, "options": options, "zones": zones}
    for column, field in fields:
        if field.startswith("turn="):
            data["turn"] = _number(field[5:], line, column + 5, "turn")
            continue
        if field.startswith("used="):
            data["actions_used"] = _used(field[5:], line, column + 5)
            continue
        found = _ZONE.fullmatch(field)
        if found is None:
            raise PositionTextError(
                f"expected a zone (NAME:piles), 'turn=N' or 'used=...', not {field[:30]!r}",
                line,
                column,
            )
        name, player, piles = found.groups()
        if name not in game.zones:
            known = ", ".join(game.zones)
            raise PositionTextError(
                f"{game.name} has no zone '{name}' (its zones: {known})", line, column
            )
        start = column + len(name) + (len(player) + 1 if player else 0) + 1
        read = _piles(piles, line, start)
        per_player = game.zones[name].spec.per_player
        if per_player != (player is not None):
            wanted = f"{name}@1:..., {name}@2:..." if per_player else f"{name}:..."
            raise PositionTextError(f"zone '{name}' is written {wanted}", line, column)
        if player is None:
            if name in zones:
                raise PositionTextError(f"zone '{name}' is given twice", line, column)
            zones[name] = read
        else:
            seats = zones.setdefault(name, {})
            if f"p{player}" in seats:
                raise PositionTextError(f"zone '{name}@{player}' is given twice", line, column)
            seats[f"p{player}"] = read
    try:
        return game.from_dict(data)
    except PositionTextError:
        raise
    except StateError as error:  # what needs the whole position: missing zones, the cards
        raise PositionTextError(str(error), line, 1) from None


def _piles(text: str, line: str, column: int) -> list[list[str]]:
    piles: list[list[str]] = []
    if not text:
        return piles  # a zone without piles (one that grows, such as Accordion's row)
    for pile_text in text.split("|"):
        cards: list[str] = []
        if not pile_text:
            raise PositionTextError(f"an empty pile is written '{EMPTY}'", line, column)
        if pile_text != EMPTY:
            at = column
            for card in pile_text.split("."):
                if card.startswith(HIDDEN):
                    raise PositionTextError(
                        "'?' is a face-down card hidden in a player's view, which cannot be "
                        "read back: only the full position text (state.to_text()) can",
                        line,
                        at,
                    )
                if not card:
                    raise PositionTextError("an empty card between two '.'", line, at)
                _check_card(card, line, at)
                cards.append(card)
                at += len(card) + 1
        piles.append(cards)
        column += len(pile_text) + 1
    return piles


def _check_card(card: str, line: str, column: int) -> None:
    try:
        Card.from_text(card)
    except StateError as error:
        raise PositionTextError(str(error), line, column) from None


def _number(text: str, line: str, column: int, what: str) -> int:
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        raise PositionTextError(f"{what} is a whole number, not {text[:20]!r}", line, column)
    return int(text)


def _used(text: str, line: str, column: int) -> dict[str, list[int]]:
    used: dict[str, list[int]] = {}
    for part in text.split(","):
        action, sep, counts = part.partition(":")
        if not sep or not _NAME.fullmatch(action) or not _COUNTS.fullmatch(counts):
            raise PositionTextError(
                f"{part[:30]!r} is not ACTION:COUNT (one count per player, '.' between)",
                line,
                column,
            )
        used[action] = [int(c) for c in counts.split(".")]
        column += len(part) + 1
    return used
