"""Small helpers for the words every layer writes: numbers, lists, did-you-mean."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def plural(n: int, word: str) -> str:
    return f"{number(n)} {word}{'' if n == 1 else 's'}"


def join_words(words: Sequence[str], last: str = "and") -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def suggest(name: str, known: Iterable[str]) -> str:
    """``" — did you mean 'tableau'?"`` when a close known name exists, else ``""``."""
    matches = difflib.get_close_matches(name, list(known), n=1, cutoff=0.6)
    return f" — did you mean '{matches[0]}'?" if matches else ""


def counted(n: int, word: str, many: str | None = None) -> str:
    """``"1 move"``, ``"2 moves"``: a count in digits with its noun in the right number (``many``
    for irregular plurals: ``counted(n, "match", "matches")``)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def nearest(name: str, known: Iterable[str], n: int = 3) -> list[str]:
    """Up to ``n`` known names closest to ``name``, closest first: the ones with a similar
    spelling, or failing that those that start or contain what was typed."""
    names = list(known)
    found = difflib.get_close_matches(name, names, n=n, cutoff=0.6)
    if not found and name:
        found = [k for k in names if k.startswith(name)][:n] or [k for k in names if name in k][:n]
    return found


def suggest_some(name: str, known: Iterable[str], n: int = 3) -> str:
    """``" — did you mean 'spider' or 'spiderette'?"`` with up to ``n`` close names, else ``""``."""
    found = nearest(name, known, n)
    if not found:
        return ""
    quoted = [f"'{k}'" for k in found]
    return f" — did you mean {join_words(quoted, 'or')}?"
