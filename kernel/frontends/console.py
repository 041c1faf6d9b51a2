"""What the command line prints for people: tables and colour drawn by rich on a terminal, plain
text elsewhere (a pipe, a file, ``NO_COLOR`` set, or rich not installed: it comes with the
``tui`` and ``test`` extras). Machine-readable output (``--json``) never comes through here."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import sys
import textwrap
from collections.abc import Callable, Iterator, Sequence
from typing import Literal, NamedTuple, TextIO

WIDTH = 80  # plain tables fit this many columns

Align = Literal["<", ">"]


class Column(NamedTuple):
    """A table column: its header, alignment, whether long cells may wrap onto more lines
    (columns that may not wrap keep their widest cell's width), and for the first column a
    ``limit``: a longer cell stands alone on its line, the rest of its row beneath (as
    ``--help`` lists long option names)."""

    header: str
    align: Align = "<"
    wrap: bool = False
    limit: int = 0


def fancy(stream: TextIO | None = None) -> bool:
    """Whether to draw with rich on ``stream`` (standard output by default): a terminal,
    ``NO_COLOR`` unset or empty (https://no-color.org), and rich installed."""
    stream = sys.stdout if stream is None else stream
    if os.environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    if isatty is None or not isatty():
        return False
    return importlib.util.find_spec("rich") is not None


def say(text: str, style: str | None = None, *, stream: TextIO | None = None) -> None:
    """Print one message, in ``style`` (a rich style such as ``"bold green"``) when drawing."""
    out = sys.stdout if stream is None else stream
    if style is None or not fancy(out):
        print(text, file=out)
        return
    from rich.console import Console

    Console(file=out, highlight=False, soft_wrap=True).print(text, style=style, markup=False)


def plain_table(
    columns: Sequence[Column], rows: Sequence[Sequence[str]], width: int = WIDTH, rule: bool = False
) -> str:
    """A plain text table at most ``width`` columns wide where it can be: wrapping columns are
    narrowed (the widest first, never below their longest word) and their cells wrapped onto
    more lines. With ``rule``, a line of dashes under the header."""
    gap = 2
    natural = [max([len(c.header), *(len(row[i]) for row in rows)]) for i, c in enumerate(columns)]
    natural = [min(n, c.limit) if c.limit else n for n, c in zip(natural, columns, strict=True)]
    least = [
        max([len(c.header), *(min(12, len(word)) for row in rows for word in row[i].split())])
        if c.wrap
        else natural[i]
        for i, c in enumerate(columns)
    ]
    widths = list(natural)
    excess = sum(widths) + gap * (len(widths) - 1) - width
    while excess > 0:
        room = [(widths[i] - least[i], i) for i in range(len(widths)) if widths[i] > least[i]]
        if not room:
            break
        _, i = max(room)
        widths[i] -= 1
        excess -= 1

    def lines(cells: Sequence[str]) -> list[str]:
        out = []
        if columns[0].limit and len(cells[0]) > widths[0]:
            out.append(cells[0])
            cells = ["", *cells[1:]]
        wrapped = [
            (textwrap.wrap(cell, w, break_on_hyphens=False) or [""]) if c.wrap else [cell]
            for cell, c, w in zip(cells, columns, widths, strict=True)
        ]
        for k in range(max(len(w) for w in wrapped)):
            parts = [
                f"{w[k] if k < len(w) else '':{c.align}{width}}"
                for w, c, width in zip(wrapped, columns, widths, strict=True)
            ]
            out.append((" " * gap).join(parts).rstrip())
        return out

    text = lines([c.header for c in columns])
    if rule:
        text.append((" " * gap).join("-" * w for w in widths))
    for row in rows:
        text.extend(lines(row))
    return "\n".join(text)


def print_table(
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    *,
    title: str | None = None,
    plain: str | None = None,
) -> None:
    """A table on standard output: drawn by rich on a terminal, else ``plain`` (or
    :func:`plain_table` of the rows when not given)."""
    if not fancy():
        print(plain if plain is not None else plain_table(columns, rows))
        return
    from rich import box
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False)
    natural = [max([len(c.header), *(len(row[i]) for row in rows)]) for i, c in enumerate(columns)]
    if sum(natural) + 3 * len(columns) > console.width:
        # Too narrow for the whole table without cutting names: the plain layout, its header
        # styled.
        text = plain if plain is not None else plain_table(columns, rows, width=console.width)
        header, _, body = text.partition("\n")
        console.print(header, style="bold cyan", markup=False, soft_wrap=True)
        print(body)
        return
    table = Table(title=title, header_style="bold cyan", title_style="bold", box=box.SIMPLE_HEAD)
    for column in columns:
        align: Literal["left", "right"] = "right" if column.align == ">" else "left"
        table.add_column(column.header, justify=align, no_wrap=not column.wrap)
    for row in rows:
        table.add_row(*row)
    console.print(table)


@contextlib.contextmanager
def progress(label: str, unit: str) -> Iterator[Callable[[int, int, str], None]]:
    """A progress callback ``(done, total, what)`` on standard error, never on standard output
    (it may carry --json): a rich bar on a terminal, else ``label: done/total unit`` lines, every
    step when there are few, about every 5 % when there are many (for logs)."""
    if fancy(sys.stderr):
        from rich.console import Console
        from rich.progress import Progress

        with Progress(console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task(label, total=None)

            def update(done: int, total: int, what: str = "") -> None:
                shown = f"{label}: {what}" if what else label
                bar.update(task, completed=done, total=total, description=shown)

            yield update
        return
    interactive = getattr(sys.stderr, "isatty", lambda: False)()

    def plain(done: int, total: int, what: str = "") -> None:
        about = f" done, now {what}" if what else ""
        if interactive:
            end = "" if done < total else "\n"
            print(f"\r{label}: {done}/{total} {unit}{about}\033[K", end=end, file=sys.stderr)
        elif done == total or total <= 20 or done % max(1, total // 20) == 0:
            print(f"{label}: {done}/{total} {unit}{about}", file=sys.stderr, flush=True)

    yield plain
