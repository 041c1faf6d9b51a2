"""Positions as plain text, for the line-mode player, logs and screen readers.

Every zone is labelled; piles are numbered from 1 as in move notation; a face-down card shows
as ``##`` (its identity is not printed: players do not see face-down cards).
"""

from __future__ import annotations

from ..cards import Card
from ..engine.state import State

FACE_DOWN = "##"


def card_text(card: Card, *, symbols: bool = False) -> str:
    if not card.face_up:
        return FACE_DOWN
    return card.symbol if symbols else card.face_text


def render(state: State, *, symbols: bool = False, width: int = 80) -> str:
    """The whole position, one line per pile (short piles of a zone share a line)."""
    game = state.game
    lines: list[str] = []
    for (spec, owner), piles in zip(game.instances, state.zones, strict=True):
        label = spec.name if owner is None else f"p{owner + 1} {spec.name}"
        if spec.kind in ("stock",) and all(all(not c.face_up for c in p) for p in piles):
            counts = ", ".join(str(len(p)) for p in piles)
            lines.append(f"{label}: {counts} card{'s' if counts != '1' else ''} face down")
            continue
        if spec.kind in ("waste", "reserve", "foundation", "cell") or spec.growing:
            _row(lines, label, piles, symbols, width)
            continue
        lines.append(f"{label}:")
        for index, pile in enumerate(piles, 1):
            cards = " ".join(card_text(c, symbols=symbols) for c in pile) or "(empty)"
            lines.append(f"  {index:>2}: {cards}")
    return "\n".join(lines)


def _row(
    lines: list[str], label: str, piles: tuple[tuple[Card, ...], ...], symbols: bool, width: int
) -> None:
    """Piles shown by their top card in one wrapped row (a growing row, a waste, a reserve)."""
    if not piles:
        lines.append(f"{label}: (none)")
        return
    if len(piles) == 1:
        pile = piles[0]
        if not pile:
            lines.append(f"{label}: (empty)")
            return
        shown = " ".join(card_text(c, symbols=symbols) for c in pile[-3:])
        more = f"{len(pile) - 3} more under " if len(pile) > 3 else ""
        lines.append(f"{label}: {more}{shown}")
        return
    cells = []
    for index, pile in enumerate(piles, 1):
        top = card_text(pile[-1], symbols=symbols) if pile else "--"
        size = f"({len(pile)})" if len(pile) > 1 else ""
        cells.append(f"{index}:{top}{size}")
    line = f"{label}:"
    for cell in cells:
        if len(line) + 1 + len(cell) > width:
            lines.append(line)
            line = " " * (len(label) + 1)
        line += " " + cell
    lines.append(line)
