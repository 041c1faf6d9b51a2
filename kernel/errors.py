"""The exceptions a user of cardwright can meet. All of them subclass ``ValueError``."""

from __future__ import annotations


class CardwrightError(ValueError):
    """Base class of every error raised on bad input to cardwright."""


class VariantError(CardwrightError):
    """A variant file, or the options given for it, is malformed or inconsistent.

    ``str(error)`` reads ``file:line:column: message``, followed by the offending source line
    and a caret under the spot when the position is known.
    """

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        line: int | None = None,
        column: int | None = None,
        source_line: str | None = None,
    ) -> None:
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.source_line = source_line
        super().__init__(self._render())

    @property
    def location(self) -> str:
        parts = [self.file or "<variant>"]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)

    def _render(self) -> str:
        if self.file is None and self.line is None:
            return self.message
        text = f"{self.location}: {self.message}"
        if self.source_line is not None and self.column is not None:
            text += f"\n    {self.source_line.rstrip()}\n    {' ' * (self.column - 1)}^"
        return text


class IllegalMove(CardwrightError):
    """A move that the rules do not allow in this position; ``reason`` says why."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


class StateError(CardwrightError):
    """A saved state, a card text or a deck order that cannot be read."""


class PositionTextError(StateError):
    """Position text that cannot be read: ``column`` (1-based) is where, in ``text``."""

    def __init__(self, message: str, text: str, column: int) -> None:
        self.reason = message
        self.text = text
        self.column = column
        start = max(0, column - 1 - 30)
        shown = text[start : column - 1 + 30]
        lead = "..." if start else ""
        caret = " " * (len(lead) + column - 1 - start) + "^"
        super().__init__(
            f"position text, column {column}: {message}\n    {lead}{shown}\n    {caret}"
        )
