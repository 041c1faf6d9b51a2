"""The one key map of both tables: the terminal table (tui.py) binds these keys, the browser
table (web/table.js) reads them from the server's ``/keys.json``, and docs/keys.md lists them
(tests/test_docs.py checks that the page and this table agree)."""

from __future__ import annotations

from typing import Any, Literal

import attrs

Table = Literal["terminal", "browser"]
BOTH: frozenset[Table] = frozenset({"terminal", "browser"})


@attrs.frozen
class Key:
    """One key (or a few that do the same) and what it does, at the tables it applies to."""

    shown: str  # as the help screens and docs/keys.md write it
    action: str  # the table's action; names a key that applies to some variants only
    words: str
    textual: str = ""  # Textual's key names, comma-separated (the terminal table's binding)
    browser: tuple[str, ...] = ()  # KeyboardEvent.key values (the browser table)
    tables: frozenset[Table] = BOTH


KEYMAP: tuple[Key, ...] = (
    Key(
        "u", "undo", "undo your last move (with the automatic moves that followed it)", "u", ("u",)
    ),
    Key("y", "redo", "redo the move undone last", "y", ("y",)),
    Key("h", "hint", "hint: the solver's move, highlighted; h again plays it", "h", ("h",)),
    Key(
        "d",
        "stock",
        "the stock's action: deal, turn or redeal (clicking the stock too)",
        "d",
        ("d",),
    ),
    Key(
        "g",
        "gather",
        "the action that involves no stock (a redeal that gathers the tableau; the browser has its button)",
        "g",
        tables=frozenset({"terminal"}),
    ),
    Key("a", "auto", "automatic moves to the foundations on / off", "a", ("a",)),
    Key(
        "n",
        "new_deal",
        "new deal (asks first when leaving this one would count as lost)",
        "n",
        ("n",),
    ),
    Key(
        "r", "restart", "restart this deal (asks first when that would count as lost)", "r", ("r",)
    ),
    Key("s", "save", "save the game record (the browser downloads it)", "s", ("s",)),
    Key("t", "statistics", "statistics: games played and won, streaks, best times", "t", ("t",)),
    Key(
        ": or m",
        "type_move",
        "type a move in notation (docs/notation.md); Enter plays it",
        "colon,m",
        (":", "m"),
    ),
    Key("Esc", "cancel", "cancel the selection or a drag; close a panel", "escape", ("Escape",)),
    Key("? or F1", "help", "this list of keys", "question_mark,f1", ("?", "F1")),
    Key(
        "← → ↑ ↓",
        "cursor",
        "move the pile cursor (↑ ↓: to the line or zone above or below)",
        tables=frozenset({"terminal"}),
    ),
    Key(
        "Enter, Space",
        "pick",
        "pick the pile under the cursor: first the source, then the target",
        tables=frozenset({"terminal"}),
    ),
    Key(
        "1-9, pick again",
        "count",
        "how many cards to take from the selected pile (default: most that fit)",
        tables=frozenset({"terminal"}),
    ),
    Key(
        "+ / - / p",
        "speed",
        "race: computer faster / slower / pause",
        tables=frozenset({"terminal"}),
    ),
    Key(
        "q",
        "quit",
        "quit (saving first when a save file was given)",
        "q",
        tables=frozenset({"terminal"}),
    ),
    Key(
        "click",
        "click",
        "pick a pile; a card deep in a pile takes it and those above it",
        tables=BOTH,
    ),
    Key(
        "drag",
        "drag",
        "press on a card, release on a pile: the same move as clicking both",
        tables=BOTH,
    ),
    Key(
        "double-click or double tap",
        "send_home",
        "send the card (or the run it heads) to a foundation that takes it",
        tables=frozenset({"browser"}),
    ),
)


def key_for(action: str) -> Key:
    return next(key for key in KEYMAP if key.action == action)


def keys_json() -> list[dict[str, Any]]:
    """The browser table's keys, as ``/keys.json`` serves them."""
    return [
        {"shown": key.shown, "action": key.action, "words": key.words, "keys": list(key.browser)}
        for key in KEYMAP
        if "browser" in key.tables
    ]
