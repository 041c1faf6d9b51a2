"""Reading variant text: the grammar (``grammars/variant.lark``, LALR with an indenter) and
:func:`parse`, which turns text into a :class:`.statements.Definition`. Every problem is a
:class:`VariantError` with the file, line and column; Lark's tree and errors never leave here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from importlib import resources

from lark import Lark, Token
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)
from lark.indenter import DedentError, Indenter

from ..errors import VariantError
from .reader import ToStatements, position
from .statements import AliasesStmt, Definition, ExtendsStmt, GameStmt, Statement, TitleStmt


class _IndentationError(Exception):
    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(message)
        self.line, self.column = line, column


class _Indenter(Indenter):
    """Lark's indenter, with the position of a bad dedent kept for the error message."""

    def handle_NL(self, token: Token) -> Iterator[Token]:
        try:
            yield from super().handle_NL(token)
        except DedentError:
            indent = len(token.rsplit("\n", 1)[1].expandtabs(self.tab_len))
            line = (token.end_line or token.line or 1) if token.end_line else (token.line or 1)
            raise _IndentationError(
                line,
                indent + 1,
                f"this line is indented to column {indent + 1}, which matches no enclosing block",
            ) from None

    NL_type = "_NL"
    OPEN_PAREN_types: list[str] = []  # noqa: RUF012 (lark reads these class attributes)
    CLOSE_PAREN_types: list[str] = []  # noqa: RUF012
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 8


@cache
def _parser() -> Lark:
    grammar = resources.files("cardwright.grammars").joinpath("variant.lark").read_text("utf-8")
    return Lark(
        grammar,
        parser="lalr",
        postlex=_Indenter(),
        propagate_positions=True,
        maybe_placeholders=True,
    )


# ---------------------------------------------------------------------------------------------
# Errors


def located_error(
    message: str, file: str, text: str, line: int | None, column: int | None
) -> VariantError:
    """A :class:`VariantError` at ``line``:``column`` of ``file``, quoting that line of ``text``."""
    source_line = None
    if line is not None and line >= 1:
        lines = text.splitlines()
        if line <= len(lines):
            source_line = lines[line - 1]
    return VariantError(message, file=file, line=line, column=column, source_line=source_line)


_READABLE = {
    "_NL": "end of line",
    "_INDENT": "an indented line",
    "_DEDENT": "end of the indented block",
    "NAME": "a name",
    "INT": "a number",
    "STRING": 'a "quoted text"',
    "KIND": "a zone kind (tableau, foundation, stock, waste, reserve, cell, row)",
    "RANK": "a rank (A 2-9 T J Q K)",
    "PILES": "'piles'",
    "PER_PLAYER": "'per player'",
    "UP_DOWN": "'up' or 'down'",
    "LEFT_RIGHT": "'left' or 'right'",
    "PLUGIN_NAME": "a plugin name",
    "PLACES": "'places'",
    "SCORE_BETTER": "'lower wins' or 'higher wins'",
    "$END": "end of file",
}

_FOUND = {
    "_NL": "end of line",
    "_INDENT": "indentation",
    "_DEDENT": "end of the indented block",
    "$END": "end of file",
}


def _describe_terminal(name: str) -> str:
    if name in _READABLE:
        return _READABLE[name]
    try:
        pattern = _parser().get_terminal(name).pattern
    except KeyError:
        return name
    return f"'{pattern.value}'" if pattern.type == "str" else name.lower()


def _expected(names: Iterable[str]) -> str:
    items = sorted({_describe_terminal(n) for n in names})
    if not items:
        return ""
    if len(items) == 1:
        return f"; expected {items[0]}"
    return "; expected one of: " + ", ".join(items)


def _unexpected_token(error: UnexpectedToken, file: str, text: str) -> VariantError:
    token = error.token
    found = _FOUND.get(token.type, repr(str(token)))
    message = f"unexpected {found}" + _expected(error.accepts or error.expected)
    line: int | None = error.line
    column: int | None = error.column
    if token.type in ("_NL", "_DEDENT", "$END") and line is not None:
        # Point at the end of the line that is unfinished, not at the next one.
        lines = text.splitlines()
        if token.type != "_NL" and line - 1 >= 1:
            line -= 1
        if 1 <= line <= len(lines):
            column = len(lines[line - 1].split("#")[0].rstrip()) + 1
    return located_error(message, file, text, line, column)


# ---------------------------------------------------------------------------------------------
# Parsing


def parse(text: str, file: str = "<variant>") -> Definition:
    """Parse variant text into a :class:`Definition`; any problem is a :class:`VariantError`."""
    text = text.removeprefix("\ufeff")  # a UTF-8 byte-order mark, as some editors write
    if not text.endswith("\n"):
        text += "\n"
    reader = ToStatements(file)
    try:
        statements = reader.transform(_parser().parse(text))
    except UnexpectedCharacters as error:
        at = error.pos_in_stream or 0
        char = text[at] if at < len(text) else ""
        message = f"unexpected character {char!r}" + _expected(error.allowed or ())
        raise located_error(message, file, text, error.line, error.column) from None
    except UnexpectedToken as error:
        raise _unexpected_token(error, file, text) from None
    except UnexpectedEOF as error:
        raise located_error(
            "unexpected end of file" + _expected(error.expected), file, text, None, None
        ) from None
    except UnexpectedInput as error:  # any other Lark input error
        message = str(error).splitlines()[0]
        raise located_error(message, file, text, error.line, error.column) from None
    except _IndentationError as error:
        raise located_error(str(error), file, text, error.line, error.column) from None
    except DedentError as error:
        message = f"inconsistent indentation: {error}"
        raise located_error(message, file, text, None, None) from None
    except VisitError as error:  # a ValueError from the reader: at the rule it was reading
        original = error.orig_exc
        if isinstance(original, VariantError):
            raise original from None
        meta = getattr(error.obj, "meta", None)
        line, column = position(meta) if meta is not None else (None, None)
        raise located_error(str(original), file, text, line, column) from None
    return _definition(statements, file, text, tuple(reader.deprecated))


def _definition(
    statements: tuple[Statement, ...],
    file: str,
    text: str,
    deprecated: tuple[tuple[int, int, str], ...],
) -> Definition:
    """The file's header read from its statements: one game line, first; at most one parent."""
    header = [s for s in statements if isinstance(s, GameStmt)]
    if not header:
        raise located_error('a variant file must start with: game NAME "Title"', file, text, 1, 1)
    first = statements[0]
    if not isinstance(first, GameStmt):
        raise located_error("the 'game' line must come first", file, text, first.line, first.column)
    for extra in header[1:]:
        raise located_error("only one 'game' line per file", file, text, extra.line, extra.column)
    parents = [s for s in statements if isinstance(s, ExtendsStmt)]
    for again in parents[1:]:
        raise located_error(
            "a variant extends at most one other", file, text, again.line, again.column
        )
    titles = [s.title for s in statements if isinstance(s, TitleStmt)]
    aliases = tuple(a for s in statements if isinstance(s, AliasesStmt) for a in s.aliases)
    return Definition(
        name=first.name,
        file=file,
        text=text,
        statements=statements,
        parent=parents[0].parent if parents else None,
        title=titles[-1] if titles else (first.title or ""),
        aliases=aliases,
        deprecated=deprecated,
    )
