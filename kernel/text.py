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
