"""The terminal table: play any installed variant in a terminal (``pip install 'cardwright[tui]'``).

Built on Textual and rich, and on nothing of the engine but its public API: ``Game``, ``State``,
``Move``, the live ``Table``, ``Record``, the ``greedy`` policy and ``describe``. The layout is
decided from the zones' kinds, never from a variant's name: tableau piles fan downwards, other
zones of several piles show their top cards (wrapping across lines when they grow), a zone of one
pile shows its last few cards. See docs/tui.md for the keys and the rules the table follows.

Positions can take seconds to judge (whether any move can still make progress is a search), and
so can the computer's and the hint's choices. Those run in worker threads; every submission waits
until the current position has been judged, so the screen never freezes while the engine thinks.
"""

from __future__ import annotations

import contextlib
import json
import math
import random
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, Literal

from rich.style import Style
from rich.table import Table as Grid
from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.errors import NoWidget
from textual.geometry import Offset, Size
from textual.message import Message
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Footer, Input, Static

from ..cards import Card
from ..engine.game import Game
from ..engine.moves import Move, Outcome
from ..engine.records import Record
from ..engine.state import State
from ..errors import CardwrightError, IllegalMove
from ..search.opponent import Opponent
from ..search.safety import safe_moves
from ..search.solver import Hint, hint
from ..words.describe import describe
from .keymap import KEYMAP, key_for
from .statistics import VariantStatistics, load_statistics, record_game, statistics_path

if TYPE_CHECKING:
    from textual.timer import Timer

    from ..engine.table import Submission, Table
    from ..rules import ActionSpec, ZoneSpec

HUMAN = 0  # the person at the keyboard is always player 1
POLICY = "greedy"
HINT_SECONDS = 1.0  # the solver's time for a hint (one-player games); then the greedy policy
SPEEDS = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0, 8.0, 12.0)  # computer moves per second

Pile = tuple[Card, ...]
Origin = Literal["you", "hint", "auto", "redo", "computer"]

# ---------------------------------------------------------------------------------------------
# Drawing zones (pure functions of the piles: no widget state)

CELL = 4  # a card is three characters wide, then a space
FACE = "#f4f1e6"
THEIR_FACE = "#d6e2ff"  # the faces of other players' cards (their contributions stay visible)
INK = {True: "#c8102e", False: "#111111"}  # red suits, black suits
LIT = "#ffd75f"  # the cards of the selected source
BACK = Style(color="#a9bfff", bgcolor="#24408e")
EMPTY = Style(color="#7a7a7a")
NUMBER = Style(color="#8a8a8a")
SELECTED = Style(color="#000000", bgcolor=LIT, bold=True)
HINTED = Style(color="#000000", bgcolor="#87d787", bold=True)
CURSOR = Style(reverse=True, bold=True)


def card_cell(card: Card, *, lit: bool = False) -> Text:
    """A face-up card as three characters, ``10♦`` or `` 9♠``; red suits in red, another
    player's card on a bluish face."""
    face = LIT if lit else FACE if card.owner == HUMAN else THEIR_FACE
    style = Style(color=INK[card.red], bgcolor=face, bold=True)
    return Text(card.symbol.rjust(3), style)


def back_cell(count: int = 1) -> Text:
    """Face-down cards: a back, with how many when several lie together (``▒6▒``)."""
    return Text("▒▒▒" if count == 1 else str(count).center(3, "▒"), BACK)


def empty_cell(spec: ZoneSpec) -> Text:
    """An empty pile, with the rank it takes when there is only one (``[A]``, ``[K]``)."""
    mark = " "
    rule = spec.empty
    if rule is not None and rule.what == "ranks" and len(rule.ranks) == 1:
        letter = Card(next(iter(rule.ranks)), "S").symbol[:-1]
        mark = letter if len(letter) == 1 else " "
    return Text(f"[{mark}]", EMPTY)


@dataclass(frozen=True)
class Marks:
    """What to highlight in one zone: the keyboard cursor, the selected source and how many of
    its cards, and the piles of a hint."""

    cursor: int | None = None
    selected: int | None = None
    count: int = 0
    hint: frozenset[int] = frozenset()

    def number_style(self, pile: int) -> Style:
        style = NUMBER
        if pile in self.hint:
            style = HINTED
        if pile == self.selected:
            style = SELECTED
        if pile == self.cursor:
            style = style + CURSOR
        return style

    def lit_from(self, pile: int, size: int) -> int:
        """Cards of ``pile`` at this index or above are highlighted."""
        return size - self.count if pile == self.selected else size + 1


@dataclass(frozen=True)
class Hit:
    """A clickable rectangle: a pile, and the card in it (its index) when one is under it."""

    x: int
    y: int
    width: int
    height: int
    pile: int
    card: int | None = None

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height


@dataclass
class Drawing:
    lines: list[Text]
    hits: list[Hit]
    per_band: int = 1

    @property
    def width(self) -> int:
        return max((line.cell_len for line in self.lines), default=0)


def fan_entries(
    spec: ZoneSpec, pile: Pile, lit_from: int, *, counted: bool = True
) -> list[tuple[Text, int | None]]:
    """A pile's cells bottom to top; face-down cards lying together share one back (which says
    how many they are when ``counted``)."""
    if not pile:
        return [(empty_cell(spec), None)]
    entries: list[tuple[Text, int | None]] = []
    k = 0
    while k < len(pile):
        if not pile[k].face_up:
            j = k
            while j < len(pile) and not pile[j].face_up:
                j += 1
            entries.append((back_cell(j - k if counted else 1), None))
            k = j
            continue
        entries.append((card_cell(pile[k], lit=k >= lit_from), k))
        k += 1
    return entries


def zone_style(spec: ZoneSpec) -> Literal["fan", "tops", "single"]:
    """How a zone is drawn, from its kind: tableaux fan out, a lone pile shows its last cards,
    other zones show the top card of each pile."""
    if spec.kind == "tableau":
        return "fan"
    if spec.count == 1 and not spec.growing:
        return "single"
    return "tops"


def band_size(piles: int, width: int) -> int:
    """Piles per line of piles: as many as fit, spread evenly over the lines needed."""
    fit = max(1, (width + 1) // CELL)
    if piles <= fit:
        return max(piles, 1)
    bands = math.ceil(piles / fit)
    return math.ceil(piles / bands)


def draw_zone(
    spec: ZoneSpec, label: str, piles: Sequence[Pile], marks: Marks, width: int
) -> Drawing:
    """The zone's lines of text at ``width`` columns, and where each pile is on them."""
    style = zone_style(spec)
    if style == "single":
        return _draw_single(spec, label, piles[0] if piles else (), marks)
    head = Text(label, Style(bold=True))
    head.truncate(max(width, 1))
    lines = [head]
    hits: list[Hit] = []
    per_band = band_size(len(piles), width)
    for start in range(0, len(piles), per_band):
        band = range(start, min(start + per_band, len(piles)))
        top = len(lines)
        numbers = Text()
        columns: list[list[tuple[Text, int | None]]] = []
        for column, index in enumerate(band):
            pile = piles[index]
            numbers.append(f"{index + 1:>3}", marks.number_style(index))
            numbers.append(" ")
            entries = fan_entries(spec, pile, marks.lit_from(index, len(pile)))
            if style == "tops":
                entries = entries[-1:]  # the top card only
            columns.append(entries)
            x = column * CELL
            for row, (_, card) in enumerate(entries):
                hits.append(Hit(x, top + 1 + row, 3, 1, index, card))
        depth = max(len(entries) for entries in columns)
        for column, index in enumerate(band):
            hits.append(Hit(column * CELL, top, CELL, depth + 1, index))
        lines.append(numbers)
        for row in range(depth):
            line = Text()
            for entries in columns:
                line.append_text(entries[row][0] if row < len(entries) else Text("   "))
                line.append(" ")
            line.rstrip()
            lines.append(line)
    if not piles:
        lines.append(Text("(no piles yet)", EMPTY))
    return Drawing(lines, hits, per_band)


def _draw_single(spec: ZoneSpec, label: str, pile: Pile, marks: Marks) -> Drawing:
    head = Text(f"{label} ({len(pile)})", marks.number_style(0) + Style(bold=True))
    entries = fan_entries(spec, pile, marks.lit_from(0, len(pile)), counted=False)[-3:]
    line = Text()
    hits = [Hit(0, 0, max(head.cell_len, 1), 1, 0)]
    for column, (cell, card) in enumerate(entries):
        line.append_text(cell)
        line.append(" ")
        hits.append(Hit(column * CELL, 1, 3, 1, 0, card))
    line.rstrip()
    hits.append(Hit(0, 1, max(len(entries) * CELL, head.cell_len), 1, 0))
    return Drawing([head, line], hits)


# ---------------------------------------------------------------------------------------------
# Rules of thumb the table applies (from zone data only; safe moves are in safety.py)


def notation_example(game: Game) -> str:
    """A move of ``game`` in notation, for the move line's placeholder: from a zone that gives
    cards to one that takes them (a foundation when there is one), else an action."""
    specs = [spec for spec, owner in game.instances if owner in (None, HUMAN)]
    givers = [s for s in specs if s.gives.unit != "nothing"]
    takers = sorted((s for s in specs if s.accepts_cards), key=lambda s: s.kind != "foundation")
    if givers and takers:
        source, target = max(givers, key=lambda s: s.count), takers[0]
        if source.name == target.name:
            return f"{source.name}2>{target.name}1"
        return f"{source.name}{min(source.count, 3) or 1}>{target.name}1"
    return str(game.rules.actions[0].name) if game.rules.actions else "?"


def score_words(game: Game, scores: Mapping[int, int]) -> str:
    """``score 26 (lower is better)``; with several players, everyone's."""
    spec = game.rules.score
    if spec is None:
        return ""
    better = "higher" if spec.higher_wins else "lower"
    if game.players == 1:
        return f"score {scores.get(HUMAN, 0)} ({better} is better)"
    named = [
        f"{'you' if p == HUMAN else f'computer (p{p + 1})'} {scores.get(p, 0)}"
        for p in range(game.players)
    ]
    return f"score: {', '.join(named)} ({better} is better)"


def verdict(outcome: Outcome) -> str:
    """Who won a race, from the person's side."""
    if outcome.winner is None:
        return "A draw." if outcome.result == "draw" else "Nobody wins."
    return "You win!" if outcome.winner == HUMAN else "The computer wins."


def pass_words(game: Game, state: State, record: Record) -> str:
    """Which pass through the stock this is (``pass 2``, ``pass 2/3`` when limited), for
    variants whose cards go back to a stock by an action; else nothing."""
    kinds = {str(spec.name): spec.kind for spec, _ in game.instances}
    backs = [a for a in game.rules.actions if kinds.get(str(a.target)) == "stock"]
    gathers = [a for a in game.rules.actions if a.mode == "gather" and a.passes is not None]
    if not backs and gathers:  # a redeal that gathers the tableau: which deal this is
        used = state.to_dict().get("actions_used", {}).get(str(gathers[0].name), [])
        taken = used[HUMAN] if len(used) > HUMAN else 0
        return f"deal {taken + 1}/{gathers[0].passes}"
    if not backs:
        return ""
    action = backs[0]
    if action.passes is not None:  # the state counts them (docs/state.md: actions_used)
        used = state.to_dict().get("actions_used", {}).get(str(action.name), [])
        taken = used[HUMAN] if len(used) > HUMAN else 0
        return f"pass {taken + 1}/{action.passes}"
    taken = sum(1 for m in record.moves if m.player == HUMAN and m.move == str(action.name))
    return f"pass {taken + 1}"


def move_words(before: State, text: str, player: int) -> str:
    """A submitted move for people: its notation with the card it moves (``5♥ tableau3>...``)."""
    try:
        move = before.parse_move(text, player)
    except IllegalMove:
        return text
    shown = text.removeprefix(f"p{player + 1} ")
    if move.action is not None:
        return shown
    try:
        pile = before.piles(move.source[0], player)[move.source[1]]
    except (KeyError, IndexError):
        return shown
    if not 0 < move.count <= len(pile):
        return shown
    card = pile[-move.count]
    more = f" and {move.count - 1} more" if move.count > 1 else ""
    return f"{card.symbol if card.face_up else 'a face-down card'}{more} {shown}"


# ---------------------------------------------------------------------------------------------
# Widgets


@dataclass(frozen=True)
class Zone:
    """One zone instance: its place in ``game.instances`` (and ``state.zones``) and its owner."""

    index: int
    spec: ZoneSpec
    owner: int | None

    @property
    def name(self) -> str:
        return str(self.spec.name)

    @property
    def mine(self) -> bool:
        return self.owner is None or self.owner == HUMAN

    @property
    def inert(self) -> bool:
        """Cards neither leave nor land here by hand (a stock): picking it plays its action."""
        return self.spec.gives.unit == "nothing" and not self.spec.accepts_cards

    @property
    def side(self) -> bool:
        """Drawn in the row of small zones above the tableau (not a tableau, not growing)."""
        return zone_style(self.spec) != "fan" and not self.spec.growing


class ZoneView(Widget):
    """One zone instance: its label and piles; a click picks a pile (and card), a drag moves
    cards from one pile to another."""

    ALLOW_SELECT = False  # a drag moves cards, it does not select text

    DEFAULT_CSS = """
    ZoneView { height: auto; width: 1fr; margin: 0 0 1 0; }
    ZoneView.-side { width: auto; margin: 0 3 1 0; }
    """

    class Picked(Message):
        """A pile of ``zone`` was clicked (``card``: the index of the card under the pointer)."""

        def __init__(self, zone: Zone, pile: int, card: int | None) -> None:
            super().__init__()
            self.zone = zone
            self.pile = pile
            self.card = card

    class Dragged(Message):
        """The pointer left pile ``pile`` of ``zone`` with the button down (pressed on its card
        ``card``): a drag has begun."""

        def __init__(self, zone: Zone, pile: int, card: int | None) -> None:
            super().__init__()
            self.zone, self.pile, self.card = zone, pile, card

    class Dropped(Message):
        """A drag from pile ``pile`` of ``zone`` (pressed on its card ``card``) released on pile
        ``target_pile`` of ``target`` (None: away from every pile)."""

        def __init__(
            self, zone: Zone, pile: int, card: int | None, target: Zone | None, target_pile: int
        ) -> None:
            super().__init__()
            self.zone, self.pile, self.card = zone, pile, card
            self.target, self.target_pile = target, target_pile

    def __init__(self, zone: Zone, label: str, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="-side" if zone.side else "")
        self.zone = zone
        self.label = label
        self.piles: tuple[Pile, ...] = ()
        self.marks = Marks()
        self._drawn: tuple[int, Drawing] | None = None
        self.pressed: Hit | None = None  # where the mouse button went down, until it comes up
        self.dragging = False  # and the pointer has left that pile since

    def show(self, piles: tuple[Pile, ...], marks: Marks) -> None:
        if piles == self.piles and marks == self.marks:
            return
        self.piles, self.marks, self._drawn = piles, marks, None
        self.refresh(layout=True)

    def drawing(self, width: int | None = None) -> Drawing:
        width = self.content_size.width if width is None else width
        if self._drawn is None or self._drawn[0] != width:
            self._drawn = (
                width,
                draw_zone(self.zone.spec, self.label, self.piles, self.marks, width),
            )
        return self._drawn[1]

    @property
    def text(self) -> str:
        """The zone as plain text, as drawn now."""
        return "\n".join(line.plain for line in self.drawing().lines)

    def render(self) -> Text:
        return Text("\n", no_wrap=True, overflow="crop").join(self.drawing().lines)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        natural = draw_zone(self.zone.spec, self.label, self.piles, self.marks, 10_000).width
        return min(natural, container.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.drawing(width).lines)

    def locate(self, pile: int, card: int | None = None) -> tuple[int, int]:
        """Where (x, y) pile ``pile`` (and its card ``card``) is drawn: for clicks in tests."""
        for hit in self.drawing().hits:
            if hit.pile == pile and hit.card == card:
                return hit.x, hit.y
        raise LookupError(f"{self.zone.name} pile {pile + 1} is not drawn")

    def hit_at(self, screen_offset: Offset) -> Hit | None:
        """The pile (and card) at this point of the screen, if it is one of this zone's."""
        region = self.content_region
        if not region.contains_point(screen_offset):
            return None
        x, y = screen_offset - region.offset
        return next((hit for hit in self.drawing().hits if hit.contains(x, y)), None)

    # A press on a pile starts a gesture that its release ends: released on the same pile, it is
    # a click (pick that pile); released on another pile (of any zone), a drag (the move from the
    # pressed pile to that one). The mouse is captured meanwhile, so the release comes here
    # wherever it happens. Textual's Click event is not used: it also follows a drag between two
    # piles of one zone.
    def on_mouse_down(self, event: events.MouseDown) -> None:
        hit = self.hit_at(event.screen_offset)
        if hit is None or event.button != 1:
            return
        event.stop()
        self.pressed, self.dragging = hit, False
        self.capture_mouse()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        pressed = self.pressed
        if pressed is None or self.dragging or self.zone.inert:
            return
        hit = self.hit_at(event.screen_offset)
        if hit is None or hit.pile != pressed.pile:  # the pointer has left the pressed pile
            self.dragging = True
            self.post_message(self.Dragged(self.zone, pressed.pile, pressed.card))

    def on_mouse_up(self, event: events.MouseUp) -> None:
        pressed, self.pressed = self.pressed, None
        dragging, self.dragging = self.dragging, False
        if pressed is None:
            return
        event.stop()
        self.release_mouse()
        if self.zone.inert:  # a stock: released anywhere, the press plays its action
            self.post_message(self.Picked(self.zone, pressed.pile, None))
            return
        try:
            under, _ = self.screen.get_widget_at(*event.screen_offset)
        except NoWidget:
            under = None
        hit = under.hit_at(event.screen_offset) if isinstance(under, ZoneView) else None
        if hit is None or not isinstance(under, ZoneView):  # away from every pile
            if dragging:
                self.post_message(self.Dropped(self.zone, pressed.pile, pressed.card, None, 0))
        elif under is self and hit.pile == pressed.pile and not dragging:  # a click
            card = hit.card if hit.card is not None else pressed.card
            self.post_message(self.Picked(self.zone, pressed.pile, card))
        else:
            self.post_message(
                self.Dropped(self.zone, pressed.pile, pressed.card, under.zone, hit.pile)
            )


class Board(VerticalScroll):
    """The table top; it takes the focus, and the arrow keys move the pile cursor (App)."""

    inherit_bindings = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("pageup", "scroll_page_up", show=False),
        Binding("pagedown", "scroll_page_down", show=False),
    ]


def stock_actions(game: Game) -> list[ActionSpec]:
    """The actions that involve a zone of kind stock (``d`` plays them; so does a click on the
    stock)."""
    kinds = {str(spec.name): spec.kind for spec, _ in game.instances}
    return [
        a
        for a in game.rules.actions
        if "stock" in (kinds.get(str(a.source)), kinds.get(str(a.target)))
    ]


def other_actions(game: Game) -> list[ActionSpec]:
    """The actions that involve no stock (``g`` plays them): today the redeals that gather a
    tableau and deal it again (Gaps, Montana, Capricieuse, La Belle Lucie)."""
    mine = stock_actions(game)
    return [a for a in game.rules.actions if a not in mine]


def hidden_actions(game: Game) -> frozenset[str]:
    """The table's key actions that do not apply to ``game``: their keys are neither shown nor
    live. ``d`` without a stock, ``g`` without an action that involves none, ``a`` without a
    foundation, undo and redo in a race, the computer's speed and pause alone."""
    hidden: set[str] = set()
    if not stock_actions(game):
        hidden.add("stock")
    if not other_actions(game):
        hidden.add("gather")
    if not any(spec.kind == "foundation" for spec, _ in game.instances):
        hidden.add("auto")
    if game.players > 1:
        hidden |= {"undo", "redo"}
    else:
        hidden |= {"speed", "pause"}
    return frozenset(hidden)


def _bind(
    action: str, label: str = "", *, show: bool = True, key_display: str | None = None
) -> Binding:
    """The terminal table's binding of an action of the shared key map (keymap.py)."""
    return Binding(key_for(action).textual, action, label, show=show, key_display=key_display)


class ConfirmScreen(ModalScreen[bool]):
    """A question before the person leaves a deal that would count as lost: y (or Enter) goes
    on, n (or Esc) stays."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,enter", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]
    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    #confirm { width: 60; height: auto; border: round $warning; background: $surface; padding: 1 2; }
    """

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        yield Static(
            Text.assemble((self.question, "bold"), "\n\ny / Enter: yes    n / Esc: no"),
            id="confirm",
        )

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class HelpScreen(ModalScreen[None]):
    """The keys that apply, then the rules of the variant in play (``cardwright describe``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark,f1", "dismiss", "Close")
    ]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    #help { width: 92%; height: 92%; border: round $accent; background: $surface; padding: 0 1; }
    #help Static { margin-bottom: 1; }
    """

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        keys = Grid.grid(padding=(0, 2))
        keys.add_column(style=Style(bold=True, color="#ffd75f"), justify="right", no_wrap=True)
        keys.add_column()
        hidden = hidden_actions(self.game)
        for key in KEYMAP:  # the key map both tables share (docs/keys.md)
            if "terminal" in key.tables and key.action not in hidden:
                keys.add_row(key.shown, key.words)
        actions = ", ".join(str(a.name) for a in self.game.rules.actions) or "none"
        keys.add_row(
            "", f"(actions in this game: {actions}; a move, e.g. {notation_example(self.game)})"
        )
        with VerticalScroll(id="help"):
            yield Static(Text(f"{self.game.title}: the keys (Esc closes)", Style(bold=True)))
            yield Static(keys)
            yield Static(Text(describe(self.game)), classes="rules")


def duration_words(seconds: float | None) -> str:
    """``3:07``, ``1:02:45``; a dash for none."""
    if seconds is None:
        return "–"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02}:{rest % 60:02}" if hours else f"{rest // 60}:{rest % 60:02}"


def statistics_grid(lines: Mapping[str, VariantStatistics], current: str) -> Grid:
    """The statistics as a table: the variant in play first (bold), then the others by name."""
    grid = Grid(box=None, padding=(0, 1), header_style=Style(bold=True, color="#ffd75f"))
    grid.add_column("variant", overflow="ellipsis", max_width=28)
    for heading in ("played", "won", "won %", "streak", "best", "best time"):
        grid.add_column(heading, justify="right", no_wrap=True)
    for name in sorted(lines, key=lambda name: (name != current, name)):
        line = lines[name]
        share = f"{100 * line.won / line.played:.0f}" if line.played else "–"
        grid.add_row(
            name,
            str(line.played),
            str(line.won),
            share,
            str(line.streak),
            str(line.best_streak),
            duration_words(line.best_seconds),
            style=Style(bold=True) if name == current else None,
        )
    return grid


class StatisticsScreen(ModalScreen[None]):
    """Games played and won, the current and best streaks, the best time, per variant."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,t", "dismiss", "Close")]
    DEFAULT_CSS = """
    StatisticsScreen { align: center middle; }
    #statistics { width: 92%; height: 92%; border: round $accent; background: $surface; padding: 0 1; }
    #statistics Static { margin-bottom: 1; }
    """

    def __init__(self, game: Game, path: Path) -> None:
        super().__init__()
        self.game = game
        self.path = path

    def compose(self) -> ComposeResult:
        lines = dict(load_statistics(self.path))
        lines.setdefault(self.game.name, VariantStatistics())
        with VerticalScroll(id="statistics"):
            yield Static(Text("Statistics (Esc closes)", Style(bold=True)))
            yield Static(statistics_grid(lines, self.game.name), id="statistics-table")
            yield Static(
                Text(
                    "A deal counts once you have moved: won, or lost when it ends without a win "
                    "or when you leave it (n, r, q). Best: the longest streak of wins; best time: "
                    f"the fastest win, from your first move.\nKept in {self.path}",
                    "dim",
                )
            )


# ---------------------------------------------------------------------------------------------
# Messages from worker threads


class OutcomeChecked(Message):
    def __init__(self, generation: int, state: State, outcome: Outcome | None) -> None:
        super().__init__()
        self.generation, self.state, self.outcome = generation, state, outcome


class ComputerChose(Message):
    def __init__(self, generation: int, player: int, move: Move | None) -> None:
        super().__init__()
        self.generation, self.player, self.move = generation, player, move


class EngineFailed(Message):
    def __init__(self, what: str, error: Exception) -> None:
        super().__init__()
        self.what, self.error = what, error


class HintFound(Message):
    def __init__(self, generation: int, state: State, hint: Hint) -> None:
        super().__init__()
        self.generation, self.state, self.hint = generation, state, hint


@dataclass(frozen=True)
class Pending:
    """A move waiting for its turn to be submitted to the table."""

    player: int
    move: Move | str
    at: float
    origin: Origin
    new_group: bool = True  # redo: the first move of an undone group


@dataclass
class Selection:
    zone: int  # index into game.instances
    pile: int
    count: int | None  # None: the most cards that fit the target
    counts: tuple[int, ...]  # the movable counts, largest first


@dataclass
class Session:
    """One deal being played: the live table, the game record, and undo/redo groups."""

    table: Table
    record: Record
    opponents: list[Opponent]
    history: list[list[str]] = field(default_factory=list)
    redo: list[list[str]] = field(default_factory=list)
    doubted: bool = False  # a doubt undid a move: only the table's record holds the game now
    started: float | None = None  # the person's first move (time.monotonic): the deal is played
    counted: bool = False  # its result is in the statistics


@dataclass(frozen=True)
class Say:
    """Something to tell the person instead of a move."""

    text: str
    style: str = ""


def plural_cards(count: int) -> str:
    return f"{count} card{'s' if count != 1 else ''}"


class Picker:
    """Turns picked piles into moves: a source pile, then a target pile; a stock plays its
    action. Each call returns the move to submit (a Move, or notation for the engine to judge
    and explain) or something to say. No Textual here."""

    def __init__(self, zones: Sequence[Zone]) -> None:
        self.zones = list(zones)
        self.selection: Selection | None = None

    def pick(self, state: State, zone: Zone, pile: int, card: int | None) -> Move | str | Say:
        selection = self.selection
        if zone.inert:
            self.selection = None
            return self.action(state, zone)
        if selection is None:
            return self._select(state, zone, pile, card)
        if (selection.zone, selection.pile) == (zone.index, pile):
            return self._again(state, selection, card)
        self.selection = None
        return self._move(state, selection, zone, pile)

    def take(self, count: int) -> Say:
        """How many cards of the selected pile to move (a digit key)."""
        selection = self.selection
        if selection is None:
            return Say("Pick a pile first, then how many of its cards to take.", "yellow")
        selection.count = count
        if count not in selection.counts:
            return Say(f"{plural_cards(count)} cannot move from there now.", "yellow")
        return Say(f"Taking {plural_cards(count)}: now pick the target.")

    def grab(self, state: State, zone: Zone, pile: int, card: int | None) -> Say:
        """A drag begins on ``pile`` of ``zone`` (on its card ``card``): select it, to show
        which cards go."""
        self.selection = None
        said = self._select(state, zone, pile, card)
        selection = self._selected()
        if selection is None or not selection.counts:
            return said
        if selection.count is not None or len(selection.counts) == 1:
            cards = plural_cards(selection.count or selection.counts[0])
        else:
            cards = f"up to {selection.counts[0]} cards"
        return Say(f"Moving {cards} from {where_words(zone, pile)}: release on a pile.")

    def _selected(self) -> Selection | None:
        return self.selection

    def drag(
        self, state: State, zone: Zone, pile: int, card: int | None, target: Zone, to: int
    ) -> Move | str | Say:
        """A drag from ``pile`` of ``zone`` (pressed on its card ``card``) to pile ``to`` of
        ``target``: the move a click on each would make. From a stock: its action."""
        self.selection = None
        if zone.inert:
            return self.action(state, zone)
        return self._drop(state, self._select(state, zone, pile, card), target, to)

    def _drop(self, state: State, said: Say, target: Zone, to: int) -> Move | str | Say:
        """After a drag selected its source: the move to the target (what was said if nothing
        could be selected)."""
        selection, self.selection = self.selection, None
        if selection is None:
            return said
        return self._move(state, selection, target, to)

    def action(self, state: State, zone: Zone | None, *, stock: bool = True) -> Move | str | Say:
        """The legal action involving ``zone`` (when None: any action involving a stock, or with
        ``stock=False`` any action involving none, such as a redeal that gathers the tableau);
        else the first such action by name, for the engine to say why it is not possible now."""
        kinds = {z.name: z.spec.kind for z in self.zones}

        def touches(names: Sequence[str]) -> bool:
            if zone is not None:
                return zone.name in names
            return any(kinds.get(name) == "stock" for name in names) == stock

        # A draw (La Belle Lucie's merci) names its card: typed, never taken by a key.
        draws = {str(a.name) for a in state.game.rules.actions if a.mode == "draw"}
        for move in state.legal_moves(HUMAN):
            ends = [move.source[0], *([move.target[0]] if move.target else [])]
            if move.action is not None and move.action not in draws and touches(ends):
                return move
        for spec in state.game.rules.actions:
            if spec.name not in draws and touches([str(spec.source), str(spec.target)]):
                return str(spec.name)
        return Say("Nothing happens there: it has no action.", "yellow")

    def _select(self, state: State, zone: Zone, pile: int, card: int | None) -> Say:
        piles = state.zones[zone.index]
        cards = piles[pile] if pile < len(piles) else ()
        where = where_words(zone, pile)
        if not cards:
            return Say(f"{where.capitalize()} is empty.", "yellow")
        counts = tuple(
            sorted(
                {
                    m.count
                    for m in state.legal_moves(HUMAN)
                    if m.action is None and m.source == (zone.name, pile)
                },
                reverse=True,
            )
        )
        count = len(cards) - card if card is not None and len(cards) - card in counts else None
        self.selection = Selection(zone.index, pile, count, counts)
        if not counts:
            return Say(f"Nothing can move from {where} now; pick a target to see why, or Esc.")
        more = " · 1-9 or pick it again: how many" if len(counts) > 1 else ""
        return Say(f"From {where}: now pick where it goes (Esc cancels{more}).")

    def _again(self, state: State, selection: Selection, card: int | None) -> Say:
        """The selected pile picked again: the cards from the one clicked, else one card fewer,
        else no selection."""
        counts = selection.counts
        current = selection.count if selection.count is not None else (counts[0] if counts else 0)
        size = len(state.zones[selection.zone][selection.pile])
        if card is not None and size - card in counts and size - card != current:
            selection.count = size - card
            return Say(f"Taking {plural_cards(selection.count)}.")
        position = counts.index(current) if current in counts else len(counts)
        if position + 1 < len(counts):
            selection.count = counts[position + 1]
            return Say(f"Taking {plural_cards(selection.count)}.")
        self.selection = None
        return Say("Selection cancelled.")

    def _move(self, state: State, selection: Selection, zone: Zone, pile: int) -> Move | str:
        """The move from the selection to ``pile``: the chosen count, else the most cards that
        fit; with no legal move, its notation (the engine says why not)."""
        source = self.zones[selection.zone]
        candidates = [
            m
            for m in state.legal_moves(HUMAN)
            if m.action is None
            and m.source == (source.name, selection.pile)
            and m.target == (zone.name, pile)
        ]
        count = selection.count
        if count is not None:
            candidates = [m for m in candidates if m.count == count]
        if candidates:
            return max(candidates, key=lambda m: m.count)
        taken = f":{count}" if count is not None else ""
        return f"{source.name}{selection.pile + 1}{taken}>{zone.name}{pile + 1}"


def where_words(zone: Zone, pile: int) -> str:
    """``tableau 3``, or just ``waste`` for a zone of one pile."""
    return f"{zone.name} {pile + 1}" if zone.spec.count != 1 or zone.spec.growing else zone.name


# ---------------------------------------------------------------------------------------------
# The app


SPEED = Binding.Group("Speed", compact=True)  # "+- Speed" in the key bar


class CardwrightApp(App[int]):
    """A game of ``game`` at the terminal; against the computer when the variant has players
    besides the person (player 1)."""

    TITLE = "Cardwright"
    ENABLE_COMMAND_PALETTE = False
    CSS = """
    Screen { layout: vertical; }
    #title { height: 1; background: $primary-background; color: $text; padding: 0 1; }
    #board { height: 1fr; padding: 0 1; }
    .strip { height: auto; }
    #players { height: auto; }
    #players.-narrow { layout: vertical; }
    .player { width: 1fr; height: auto; margin-right: 2; }
    .heading { height: auto; }
    #message { height: auto; max-height: 3; padding: 0 1; }
    #status { height: auto; max-height: 3; padding: 0 1; background: $boost; }
    #move { height: 1; border: none; padding: 0 1; }
    Footer.-compact KeyGroup.-compact { padding-left: 0; }
    Footer.-compact FooterLabel { margin: 0 1 0 1; }
    """
    # The key bar (Textual's Footer, compact) shows the keys that apply to the variant in play
    # (check_action, hidden_actions). It fits 80 columns whatever the variant: "? help" is on the
    # title line, and s (save) is left to the help screen.
    BINDINGS: ClassVar[list[BindingType]] = [
        _bind("help", "Help", key_display="?", show=False),
        _bind("stock", "Stock"),
        _bind("gather", "Redeal"),
        _bind("undo", "Undo"),
        _bind("redo", "Redo"),
        _bind("hint", "Hint"),
        _bind("auto", "Auto"),
        _bind("new_deal", "New"),
        _bind("restart", "Restart"),
        _bind("save", "Save", show=False),
        _bind("statistics", "Stats"),
        Binding("plus,equals_sign", "speed(1)", "Faster", key_display="+", group=SPEED),
        Binding("minus", "speed(-1)", "Slower", key_display="-", group=SPEED),
        Binding("p", "pause", "Pause"),
        _bind("quit", "Quit"),
        _bind("type_move", "Type", show=False),
        Binding("left", "cursor(-1)", show=False),
        Binding("right", "cursor(1)", show=False),
        Binding("up", "line(-1)", show=False),
        Binding("down", "line(1)", show=False),
        Binding("enter,space", "pick", show=False),
        _bind("cancel", show=False),
        *(Binding(str(k), f"count({k})", show=False) for k in range(1, 10)),
    ]

    def __init__(
        self,
        game: Game,
        *,
        seed: int | None = None,
        state: State | None = None,
        save: str | None = None,
        opponent_speed: float = 1.0,
        auto_safe: bool = True,
        paused: bool = False,
        statistics: str | Path | None = None,
        record: Record | None = None,
    ) -> None:
        super().__init__()
        if record is not None:  # resume a saved game: its start, then its moves
            if seed is not None or state is not None:
                raise TypeError("CardwrightApp takes seed=, state= or record=, one of them")
            seed = record.seed
            state = record.start_state if seed is None else None
        if (seed is None) == (state is None):
            raise TypeError("CardwrightApp takes either seed= or state=")
        if opponent_speed <= 0:
            raise ValueError("opponent_speed is in moves per second and must be above 0")
        self.game = game
        self.seed = seed
        self.start = state
        self.save_path = save
        self.speed = opponent_speed
        self.auto_safe = auto_safe
        self.paused = paused
        self.statistics = None if statistics is None else Path(statistics)
        self.hidden = hidden_actions(game)
        self.zones = [Zone(i, spec, owner) for i, (spec, owner) in enumerate(game.instances)]
        self.views: dict[int, ZoneView] = {}
        self.order: list[Zone] = []  # the person's zones, in the order they are drawn
        self.cursor: tuple[int, int] = (0, 0)  # (position in order, pile)
        self.picker = Picker(self.zones)
        self.queue: deque[Pending] = deque()
        self.generation = 0  # bumped with every new table: late worker results are dropped
        self.checked: State | None = None  # the latest position whose outcome is known
        self.checking: State | None = None
        self.check_started = 0.0
        self.outcome: Outcome | None = None
        self.hint: Move | None = None
        self.plan: dict[State, Move] = {}  # position -> next move of a win the solver found
        self.hint_wanted = False
        self.hint_running = False
        self.thinking: set[int] = set()
        self.armed = True  # safe moves may be played automatically now
        self.message = Text("")
        self.notes: dict[int, Text] = {}  # the computer players' latest news
        self.clock: Timer | None = None
        self.ready = False  # mounted: the widgets can be updated
        self.board = Board(id="board")
        self.title_line = Static(id="title")
        self.message_line = Static(id="message")
        self.status_line = Static(id="status")
        self.move_line = Input(
            placeholder=f"type a move (: or m), e.g. {notation_example(game)} — Enter plays it",
            id="move",
            compact=True,
        )
        self.headings = [
            Static(id=f"heading-{p + 1}", classes="heading") for p in range(game.players)
        ]
        self.session = self._new_session() if record is None else self._resumed(record)

    # -- building the screen ------------------------------------------------------------------
    @property
    def racing(self) -> bool:
        return self.game.players > 1

    def compose(self) -> ComposeResult:
        yield self.title_line
        with self.board:
            yield from self._group(None if self.racing else (None, HUMAN))
            if self.racing:
                with Horizontal(id="players"):
                    for player in range(self.game.players):
                        with Vertical(classes="player", id=f"player-{player + 1}"):
                            yield self.headings[player]
                            yield from self._group((player,))
        yield self.message_line
        yield self.status_line
        yield self.move_line
        yield Footer(compact=True)

    def _group(self, owners: tuple[int | None, ...] | None) -> Iterator[Widget]:
        """The zones of these owners: the small ones side by side, then the big ones."""
        chosen = [z for z in self.zones if z.owner in (owners or (None,))]
        side = [z for z in chosen if z.side]
        if side:
            yield Horizontal(*(self._view(z) for z in side), classes="strip")
        for zone in chosen:
            if not zone.side:
                yield self._view(zone)

    def _view(self, zone: Zone) -> ZoneView:
        ident = f"zone-{zone.name}"
        if self.racing and zone.owner is not None:
            ident += f"-p{zone.owner + 1}"
        view = ZoneView(zone, zone.name.replace("_", " ").replace("-", " ").capitalize(), id=ident)
        self.views[zone.index] = view
        if zone.mine:
            self.order.append(zone)
        return view

    def on_mount(self) -> None:
        self.ready = True
        self.board.focus()
        if self.racing:
            self._start_clock()
        self._changed()

    def on_resize(self, event: events.Resize) -> None:
        if self.racing:
            for players in self.query("#players"):
                players.set_class(event.size.width < 72, "-narrow")

    # -- the deal -----------------------------------------------------------------------------
    def _new_session(self) -> Session:
        game = self.game
        if self.start is not None:
            record = Record.new(game, state=self.start)
        else:
            record = Record.new(game, seed=self.seed)
        table = game.table(state=record.start_state)
        opponents = [
            Opponent(table, player, policy=POLICY, speed=self.speed)
            for player in range(game.players)
            if player != HUMAN
        ]
        return Session(table, record, opponents)

    def _resumed(self, saved: Record) -> Session:
        """A session that goes on from a saved record: its moves can be undone one by one."""
        record = Record.new(self.game, seed=self.seed, state=self.start)
        for recorded in saved.moves:
            record.add(recorded.move, recorded.player, at=recorded.time)
        table = self.game.table(state=record.final())
        history = [[recorded.move] for recorded in record.moves]
        # A resumed game is a game being played: leaving it unfinished counts as lost.
        started = time.monotonic() if record.moves else None
        return Session(table, record, [], history, started=started)

    @property
    def table(self) -> Table:
        return self.session.table

    @property
    def state(self) -> State:
        return self.session.table.state

    def _reset(self, session: Session) -> None:
        self.session = session
        self.generation += 1
        self.queue.clear()
        self.picker.selection = None
        self.hint = None
        self.hint_wanted = self.hint_running = False
        self.thinking.clear()
        self.notes.clear()
        self.checked = self.checking = None
        self.outcome = None
        self._changed()

    def _replace_state(self, state: State) -> None:
        """Go on from ``state`` with the same record (undo, redo)."""
        session = self.session
        table = self.game.table(state=state)
        self._reset(
            Session(
                table,
                session.record,
                [],
                session.history,
                session.redo,
                started=session.started,
                counted=session.counted,
            )
        )

    # -- checking positions and submitting moves ----------------------------------------------
    @property
    def busy(self) -> bool:
        """Whether the table is still judging a position or has moves waiting (for tests)."""
        return self.checked is not self.state or bool(self.queue) or self.hint_running

    @property
    def over(self) -> bool:
        return self.checked is self.state and self.outcome is not None

    def _changed(self) -> None:
        state = self.state
        if self.checked is not state and self.checking is not state:
            self.checking = state
            self.check_started = time.monotonic()
            generation = self.generation

            self._background(
                "judging the position",
                lambda: OutcomeChecked(generation, state, state.outcome),  # may take seconds
            )
            self.set_timer(0.4, self._refresh)  # say "checking" if it takes a while
        self._refresh()

    def _background(self, what: str, work: Callable[[], Message]) -> None:
        """Run ``work`` in a thread and post the message it returns. A daemon thread, not a
        Textual worker: quitting never waits for a search to finish."""

        def run() -> None:
            try:
                message = work()
            except Exception as error:  # shown, not lost: the table must not wait silently
                message = EngineFailed(what, error)
            with contextlib.suppress(RuntimeError):  # the app has closed meanwhile
                self.post_message(message)

        threading.Thread(target=run, name=f"cardwright {what}", daemon=True).start()

    def on_engine_failed(self, message: EngineFailed) -> None:
        self.hint_running = False
        self.thinking.clear()
        self._say(
            f"The engine failed while {message.what}: {message.error!r}", "bold white on #a40000"
        )

    def on_outcome_checked(self, message: OutcomeChecked) -> None:
        if message.generation != self.generation or message.state is not self.state:
            return
        self.checked, self.checking, self.outcome = message.state, None, message.outcome
        if message.outcome is not None:
            self._count(self._won(message.outcome))
        self._drain()

    def _drain(self) -> None:
        """Submit waiting moves while the position is judged; then automatic moves, hints."""
        while self.queue and self.checked is self.state:
            if self._apply(self.queue.popleft()):
                break
        if not self.queue and self.checked is self.state and self.outcome is None:
            if self.auto_safe and self.armed:
                safe = safe_moves(self.state, HUMAN)
                if safe:
                    self._apply(Pending(HUMAN, safe[0], time.monotonic(), "auto"))
            self._start_hint()
        self._refresh()

    def submit(self, move: Move | str, *, player: int = HUMAN, at: float | None = None) -> None:
        """Send ``move`` to the table for ``player`` as if played now (or at time ``at``, on
        the ``time.monotonic`` clock): the way scripts and tests play."""
        origin: Origin = "you" if player == HUMAN else "computer"
        self._submit(Pending(player, move, time.monotonic() if at is None else at, origin))

    def _submit(self, pending: Pending) -> None:
        if self.checked is self.state and not self.queue:
            self._apply(pending)
            self._refresh()
        else:
            self.queue.append(pending)
            if pending.origin == "you":
                self._say("Your move waits until the position is judged…", "italic")

    def _apply(self, pending: Pending) -> bool:
        """Submit one move to the table now; whether the position changed."""
        session = self.session
        before = self.state
        try:
            result = self.table.submit(pending.player, pending.move, pending.at)
        except CardwrightError as error:  # the table could not settle it: say so, go on
            self._say(f"The table failed: {error}", "bold white on #a40000")
            return False
        if result.status == "accepted":
            self._remember(pending, result.move)
        elif result.status == "doubt":
            session.doubted = True
        self._report(pending, result, before)
        if self.state is before:
            return False
        if pending.origin in ("you", "hint"):
            self.armed = True
        self._changed()
        return True

    def _remember(self, pending: Pending, text: str) -> None:
        session = self.session
        if session.started is None and pending.origin in ("you", "hint", "redo"):
            session.started = pending.at
        if not session.doubted:
            session.record.add(text, pending.player)
        if self.racing:
            return
        if pending.origin in ("you", "hint"):
            session.history.append([text])
            session.redo.clear()
        elif session.history and (
            pending.origin == "auto" or (pending.origin == "redo" and not pending.new_group)
        ):
            session.history[-1].append(text)
        else:
            session.history.append([text])

    def _report(self, pending: Pending, result: Submission, before: State) -> None:
        words = move_words(before, result.move, pending.player)
        if result.status == "doubt":
            self._say(f"⚠ Doubt — {result.reason}", "bold black on #ffaf00")
            self.notify(result.reason, title="Doubt", severity="warning")
        elif pending.player != HUMAN:
            if result.status == "accepted":
                self.notes[pending.player] = Text(f"played {words}")
            else:
                self.notes[pending.player] = Text(f"✗ {result.reason}", "bold #ff8787")
        elif result.status == "rejected":
            self._say(f"✗ Rejected — {result.reason}", "bold white on #a40000")
        elif pending.origin == "auto":
            self._say(f"Auto: {words}", "#87d787")
        else:
            self._say(f"You: {words}", "")

    def _say(self, text: str, style: str = "") -> None:
        self.message = Text(text, style)
        self._refresh_lines()

    # -- the computer -------------------------------------------------------------------------
    def _start_clock(self) -> None:
        if self.clock is not None:
            self.clock.stop()
        self.clock = self.set_interval(1.0 / self.speed, self._tick, pause=self.paused)
        for opponent in self.session.opponents:
            opponent.speed = self.speed

    def _tick(self) -> None:
        self.computer_move()

    def computer_move(self) -> None:
        """Let each computer player choose a move (in a thread) and submit it when chosen."""
        if self.over or self.checked is not self.state:
            return
        for opponent in self.session.opponents:
            if opponent.player in self.thinking:
                continue
            self.thinking.add(opponent.player)
            state, generation = self.state, self.generation

            def think(
                opponent: Opponent = opponent, state: State = state, generation: int = generation
            ) -> Message:
                move = opponent.choose(state, opponent.player)
                return ComputerChose(generation, opponent.player, move)

            self._background("choosing the computer's move", think)

    def on_computer_chose(self, message: ComputerChose) -> None:
        if message.generation != self.generation:
            return
        self.thinking.discard(message.player)
        if message.move is None:
            self.notes[message.player] = Text("waits: no move of its own makes progress", "dim")
            self._refresh_lines()
            return
        self._submit(Pending(message.player, message.move, time.monotonic(), "computer"))

    # -- picking piles --------------------------------------------------------------------------
    def on_zone_view_picked(self, message: ZoneView.Picked) -> None:
        if message.zone in self.order:
            self.cursor = (self.order.index(message.zone), message.pile)
        self.board.focus()
        self.pick(message.zone, message.pile, message.card)

    def on_zone_view_dragged(self, message: ZoneView.Dragged) -> None:
        """A drag has begun: its cards light up as a selection does."""
        if message.zone.mine and not self.over:
            self._follow(self.picker.grab(self.state, message.zone, message.pile, message.card))
            self._refresh()

    def on_zone_view_dropped(self, message: ZoneView.Dropped) -> None:
        self.board.focus()
        target, to = message.target, message.target_pile
        if target is None or (target, to) == (message.zone, message.pile):
            self.picker.selection = None
            self._say("Put back: nothing moved.")
            self._refresh()
            return
        if target in self.order:
            self.cursor = (self.order.index(target), to)
        self.drag(message.zone, message.pile, target, to, message.card)

    def drag(self, zone: Zone, pile: int, target: Zone, to: int, card: int | None = None) -> None:
        """A card (``card`` of ``pile``; the top one by default) dragged onto pile ``to`` of
        ``target``: the move that picking both would make."""
        other = next((z for z in (zone, target) if not z.mine), None)
        if other is not None:
            self._say(
                f"Those are player {(other.owner or 0) + 1}'s cards: play your own.", "yellow"
            )
        elif self.over:
            self._say("The game is over: n deals again, r restarts.", "yellow")
        else:
            self._follow(self.picker.drag(self.state, zone, pile, card, target, to))
        self._refresh()

    def pick(self, zone: Zone, pile: int, card: int | None = None) -> None:
        """Pick a pile (and a card in it): the source first, then the target; a stock plays
        its action."""
        if not zone.mine:
            self._say(f"Those are player {(zone.owner or 0) + 1}'s cards: pick your own.", "yellow")
        elif self.over:
            self._say("The game is over: n deals again, r restarts.", "yellow")
        else:
            self._follow(self.picker.pick(self.state, zone, pile, card))
        self._refresh()

    def _follow(self, step: Move | str | Say) -> None:
        """Play what the picker made of a pick, or say what it said."""
        if isinstance(step, Say):
            self._say(step.text, step.style)
        else:
            self._submit(Pending(HUMAN, step, time.monotonic(), "you"))

    # -- key actions ----------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Whether a key's action applies (False: neither shown in the key bar nor live)."""
        if isinstance(self.screen, ModalScreen):
            return action == "quit"  # the game's keys wait while the help or statistics show
        return action not in self.hidden

    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.game))

    def action_cursor(self, step: int) -> None:
        """Left or right: the next pile, on to the next zone at the end of one."""
        if not self.order:
            return
        position, pile = self.cursor
        pile += step
        for _ in range(len(self.order) + 1):
            if 0 <= pile < self._pile_count(self.order[position]):
                break
            position = (position + step) % len(self.order)
            pile = 0 if step > 0 else self._pile_count(self.order[position]) - 1
        self.cursor = (position, max(pile, 0))
        self._show_cursor()

    def action_line(self, step: int) -> None:
        """Up or down: the next line of piles in a wrapped zone, else the next zone."""
        if not self.order:
            return
        position, pile = self.cursor
        zone = self.order[position]
        per_band = self.views[zone.index].drawing().per_band
        if zone_style(zone.spec) != "single" and 0 <= pile + step * per_band < self._pile_count(
            zone
        ):
            self.cursor = (position, pile + step * per_band)
        else:
            position = (position + step) % len(self.order)
            last = self._pile_count(self.order[position]) - 1
            self.cursor = (position, max(0, min(pile % per_band, last)))
        self._show_cursor()

    def _show_cursor(self) -> None:
        self._refresh()
        self.views[self.order[self.cursor[0]].index].scroll_visible()

    def _pile_count(self, zone: Zone) -> int:
        return max(len(self.state.zones[zone.index]), 1 if zone_style(zone.spec) == "single" else 0)

    def action_pick(self) -> None:
        if not self.order:
            return
        position, pile = self.cursor
        zone = self.order[position]
        if pile >= len(self.state.zones[zone.index]):
            self._say("No pile there yet.", "yellow")
            return
        self.pick(zone, pile)

    def action_cancel(self) -> None:
        self.picker.selection = None
        self.board.focus()
        self._refresh()

    def action_count(self, count: int) -> None:
        self._follow(self.picker.take(count))
        self._refresh()

    def action_stock(self) -> None:
        self.picker.selection = None
        if self.over:
            self._say("The game is over: n deals again, r restarts.", "yellow")
        else:
            self._follow(self.picker.action(self.state, None))
        self._refresh()

    def action_gather(self) -> None:
        """The variant's action that involves no stock: Gaps' redeal, for one."""
        self.picker.selection = None
        if self.over:
            self._say("The game is over: n deals again, r restarts.", "yellow")
        else:
            self._follow(self.picker.action(self.state, None, stock=False))
        self._refresh()

    def action_type_move(self) -> None:
        self.move_line.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        event.input.clear()
        if text:
            self.picker.selection = None
            self._submit(Pending(HUMAN, text, time.monotonic(), "you"))

    def action_undo(self) -> None:
        session = self.session
        if self.racing:
            self._say("A race cannot be taken back: no undo.", "yellow")
            return
        if not session.history:
            self._say("Nothing to undo.", "yellow")
            return
        group = session.history.pop()
        for _ in group:
            session.record.undo()
        session.redo.append(group)
        self.armed = False
        self._replace_state(session.record.final())
        self._say(f"Undid {', '.join(group)}.")

    def action_redo(self) -> None:
        session = self.session
        if self.racing:
            self._say("A race cannot be taken back: no redo.", "yellow")
            return
        if not session.redo:
            self._say("Nothing to redo.", "yellow")
            return
        group = session.redo.pop()
        self.armed = False
        for k, text in enumerate(group):
            self._submit(Pending(HUMAN, text, time.monotonic(), "redo", new_group=k == 0))
        self._say(f"Redid {', '.join(group)}.")

    def action_hint(self) -> None:
        if self.over:
            self._say("The game is over: n deals again, r restarts.", "yellow")
            return
        hint = self.hint
        if hint is not None and hint in self.state.legal_moves(HUMAN):
            self.hint = None
            self._submit(Pending(HUMAN, hint, time.monotonic(), "hint"))
            return
        self.hint_wanted = True
        self._say("Looking for a hint…", "italic")
        self._start_hint()

    def _start_hint(self) -> None:
        if not self.hint_wanted or self.hint_running or self.checked is not self.state:
            return
        self.hint_running = True
        state, generation = self.state, self.generation

        planned = self.plan.get(state)
        if planned is not None:  # the player is following a win the solver found
            self.post_message(HintFound(generation, state, Hint(planned, "win")))
            return
        self._background(
            "looking for a hint",
            lambda: HintFound(generation, state, hint(state, HUMAN, time_limit=HINT_SECONDS)),
        )

    def on_hint_found(self, message: HintFound) -> None:
        if message.generation != self.generation:
            return
        self.hint_running = False
        if message.state is not self.state:
            self._start_hint()  # the position moved on: look again
            return
        self.hint_wanted = False
        found = message.hint
        self.hint = found.move
        if found.line:  # remember the whole win: later hints along it are instant
            position = message.state
            for move in found.line:
                self.plan[position] = move
                position = position.play(move)
        if found.move is None:
            self._say("No hint: no move of yours can make progress now.", "yellow")
        else:
            words = move_words(self.state, str(found.move), HUMAN)
            basis = {
                "win": "it leads to a win",
                "lost": "no win is possible from here any more",
                "greedy": "the solver found no verdict in time; the greedy policy's choice",
            }[found.basis]
            self._say(f"Hint: {words} ({basis}) — h again plays it.", "bold #87d787")
        self._refresh()

    def action_auto(self) -> None:
        self.auto_safe = not self.auto_safe
        self.armed = True
        self._say(f"Automatic safe moves {'on' if self.auto_safe else 'off'}.")
        if self.checked is self.state:
            self._drain()

    # -- statistics -----------------------------------------------------------------------------
    def _won(self, outcome: Outcome) -> bool:
        """Whether the person won: the game, or the race."""
        return outcome.winner == HUMAN if self.racing else outcome.result == "won"

    @property
    def statistics_path(self) -> Path:
        return statistics_path() if self.statistics is None else self.statistics

    def _count(self, won: bool) -> None:
        """Count the deal in play in the statistics, once, if the person has moved in it."""
        session = self.session
        if session.counted or session.started is None:
            return
        session.counted = True
        seconds = time.monotonic() - session.started if won else None
        try:
            record_game(self.game.name, won=won, seconds=seconds, path=self.statistics_path)
        except OSError as error:
            self.notify(
                f"Cannot write the statistics to {self.statistics_path}: {error.strerror or error}",
                title="Statistics",
                severity="error",
            )

    def _leave(self) -> None:
        """The person leaves the deal in play (new deal, restart, quit): unfinished, it is lost."""
        self._count(False)

    def action_statistics(self) -> None:
        self.push_screen(StatisticsScreen(self.game, self.statistics_path))

    @property
    def would_lose(self) -> bool:
        """Whether leaving the deal now counts it as lost: the person has moved, it is not over."""
        session = self.session
        return session.started is not None and not session.counted and not self.over

    def _after_asking(self, what: str, then: Callable[[], None]) -> None:
        """``then()`` at once, or after a yes when leaving the deal would count it as lost."""
        if not self.would_lose:
            then()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                then()
            else:
                self._say("The deal goes on.")

        self.push_screen(ConfirmScreen(f"{what}? This deal counts as lost."), answered)

    def action_new_deal(self) -> None:
        self._after_asking("Deal again", self._new_deal)

    def _new_deal(self) -> None:
        self._leave()
        self.start = None
        self.seed = random.randrange(1, 1_000_000)
        self.plan.clear()  # the wins the solver found belong to the old deal
        self._reset(self._new_session())
        self._say(f"New deal: seed {self.seed}.")

    def action_restart(self) -> None:
        self._after_asking("Restart this deal", self._restart)

    def _restart(self) -> None:
        self._leave()
        self._reset(self._new_session())
        self._say("Restarted this deal.")

    def action_speed(self, step: int) -> None:
        faster = [s for s in SPEEDS if s > self.speed]
        slower = [s for s in SPEEDS if s < self.speed]
        if step > 0 and faster:
            self.speed = faster[0]
        elif step < 0 and slower:
            self.speed = slower[-1]
        self._start_clock()
        self._say(f"Computer speed: {self.speed:g} moves a second.")

    def action_pause(self) -> None:
        self.paused = not self.paused
        if self.clock is not None:
            if self.paused:
                self.clock.pause()
            else:
                self.clock.resume()
        self._say("Computer paused." if self.paused else "Computer playing again.")

    def action_save(self) -> Path | None:
        session = self.session
        default = f"{self.game.name}-{self.seed if self.start is None else 'position'}.json"
        path = Path(self.save_path or default)
        try:
            if session.doubted:
                data = json.dumps(self.table.record_dict(), indent=1, ensure_ascii=False)
                path.write_text(data + "\n", "utf-8")
                self._say(
                    f"Saved the table record to {path} (a doubt undid a move, which a game "
                    "record cannot hold; cardwright.engine.table.replay reads it)."
                )
            else:
                session.record.save(path)
                moves = len(session.record.moves)
                self._say(f"Saved the game record ({moves} move{'s' * (moves != 1)}) to {path}.")
        except OSError as error:
            self._say(f"Cannot save to {path}: {error.strerror or error}", "bold white on #a40000")
            return None
        return path

    async def action_quit(self) -> None:
        if self.save_path:
            self.action_save()
        self._leave()
        self.exit(0)

    # -- showing ------------------------------------------------------------------------------
    def _marks(self, zone: Zone) -> Marks:
        cursor = None
        if self.order and self.order[self.cursor[0]] is zone:
            cursor = self.cursor[1]
        selected, count = None, 0
        selection = self.picker.selection
        if selection is not None and selection.zone == zone.index:
            selected = selection.pile
            count = selection.count or (selection.counts[0] if selection.counts else 1)
        hinted: set[int] = set()
        hint = self.hint
        if hint is not None and hint in self.state.legal_moves(HUMAN):
            for ref in (hint.source, hint.target):
                if ref is not None and ref[0] == zone.name and zone.mine:
                    hinted.add(ref[1])
        return Marks(cursor, selected, count, frozenset(hinted))

    def _refresh(self) -> None:
        if not self.ready:
            return
        state = self.state
        if self.order:
            position, pile = self.cursor
            position = min(position, len(self.order) - 1)
            self.cursor = (position, min(pile, max(self._pile_count(self.order[position]) - 1, 0)))
        for zone in self.zones:
            self.views[zone.index].show(state.zones[zone.index], self._marks(zone))
        self._refresh_lines()

    def _refresh_lines(self) -> None:
        if not self.ready:
            return
        start = f"seed {self.seed}" if self.start is None else "a set position"
        title = Text.assemble(
            ("Cardwright", "bold"), f" · {self.game.title} · {start}", ("   ? help", "dim")
        )
        self.title_line.update(title)
        self.message_line.update(self.message)
        self.status_line.update(self.status_text())
        if self.racing:
            for player, heading in enumerate(self.headings):
                heading.update(self._heading(player))

    def _heading(self, player: int) -> Text:
        if player == HUMAN:
            return Text.assemble(("You", "bold"), f" — player {player + 1}")
        state = "paused" if self.paused else f"{self.speed:g} moves/s"
        if player in self.thinking:
            state += ", thinking"
        heading = Text.assemble(
            ("Computer", "bold"), f" — player {player + 1} · {POLICY} · {state}"
        )
        note = self.notes.get(player)
        if note is not None:
            heading.append("\n")
            heading.append_text(note)
        return heading

    def status_text(self) -> Text:
        """The status line: the stock, the pass, the score(s); the outcome once the game ends."""
        state = self.state
        text = Text()
        if self.over and self.outcome is not None:
            text.append("GAME OVER ", "bold white on #005f87")
            text.append(f" {self.outcome.reason}", "bold")
            text.append(f"  {score_words(self.game, self.outcome.scores)}")
            if self.racing:
                text.append(f"  {verdict(self.outcome)}", "bold")
            return text
        stock = sum(
            len(pile)
            for zone in self.zones
            if zone.mine and zone.spec.kind == "stock"
            for pile in state.zones[zone.index]
        )
        parts = []
        if any(zone.spec.kind == "stock" for zone in self.zones):
            parts.append(f"stock {stock}")
        parts.append(pass_words(self.game, state, self.session.record))
        parts.append(score_words(self.game, state.scores()))
        if "auto" not in self.hidden:
            parts.append(f"auto {'on' if self.auto_safe else 'off'}")
        text.append(" · ".join(part for part in parts if part))
        if self.checked is not state and time.monotonic() - self.check_started > 0.3:
            text.append("  · judging the position (can any move still make progress?)…", "italic")
        return text


def run(
    game: Game,
    *,
    seed: int | None = None,
    state: State | None = None,
    record: Record | None = None,
    save: str | None = None,
    opponent_speed: float = 1.0,
) -> int:
    """Play ``game`` at the terminal (deal ``seed``, or from ``state``, or on from a saved
    ``record``); the exit code. ``save`` names the file the game record is written to (on ``s``
    and on quitting); ``opponent_speed`` is the computer's moves per second in a race."""
    app = CardwrightApp(
        game, seed=seed, state=state, record=record, save=save, opponent_speed=opponent_speed
    )
    app.run()
    return app.return_code or 0
