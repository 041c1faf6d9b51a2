"""Per-variant statistics of the games a person played at a table: a small JSON file.

The terminal table keeps them in the user's data directory (:mod:`cardwright.userdata`), the
browser table in ``localStorage``; both use the same shape (docs/tui.md, "Statistics")::

    {"klondike": {"played": 12, "won": 5, "streak": 2, "best_streak": 3, "best_seconds": 181.4}}

A variant's name maps to how many of its deals were played and won, the current run of wins
(``streak``), the longest such run, and the fastest win in seconds (``null`` before the first).
Reading forgives a missing or damaged file (it starts afresh); writing replaces the file whole, so
a reader never sees half of one. Fields this module does not know are kept as they were.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from ..userdata import ENVIRONMENT as ENVIRONMENT
from ..userdata import data_directory

FILE = "statistics.json"


def statistics_path() -> Path:
    """Where the statistics file is: ``$CARDWRIGHT_DATA_DIR/statistics.json`` when that is set
    (tests, portable installs), else in the user's data directory (``~/.local/share/cardwright``
    on Linux)."""
    return data_directory() / FILE


def _number(value: object) -> TypeGuard[int | float]:
    """A finite JSON number (not a boolean)."""
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


@dataclass(frozen=True)
class VariantStatistics:
    """One variant's line of the file."""

    played: int = 0
    won: int = 0
    streak: int = 0
    best_streak: int = 0
    best_seconds: float | None = None

    @classmethod
    def from_json(cls, data: object) -> VariantStatistics:
        """From the file's value for one variant; values of the wrong type count as absent."""
        if not isinstance(data, dict):
            return cls()

        def count(key: str) -> int:
            value = data.get(key)
            if not _number(value) or value < 0:
                return 0
            return int(value)

        best = data.get("best_seconds")
        seconds = float(best) if _number(best) and best >= 0 else None
        return cls(count("played"), count("won"), count("streak"), count("best_streak"), seconds)

    def to_json(self) -> dict[str, Any]:
        return {
            "played": self.played,
            "won": self.won,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "best_seconds": self.best_seconds,
        }

    def after(self, *, won: bool, seconds: float | None = None) -> VariantStatistics:
        """These statistics with one more game: won (in ``seconds``) or not."""
        if not won:
            return VariantStatistics(
                self.played + 1, self.won, 0, self.best_streak, self.best_seconds
            )
        streak = self.streak + 1
        best = self.best_seconds
        if seconds is not None:
            seconds = round(max(seconds, 0.0), 1)
            best = seconds if best is None else min(best, seconds)
        return VariantStatistics(
            self.played + 1, self.won + 1, streak, max(self.best_streak, streak), best
        )


def _read(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def load_statistics(path: Path | None = None) -> dict[str, VariantStatistics]:
    """Every variant's statistics in the file (``statistics_path()`` by default)."""
    data = _read(statistics_path() if path is None else path)
    return {str(name): VariantStatistics.from_json(value) for name, value in data.items()}


def record_game(
    variant: str, *, won: bool, seconds: float | None = None, path: Path | None = None
) -> VariantStatistics:
    """Count one game of ``variant`` (won in ``seconds``, or not) in the file; its new line.
    Raises OSError when the file cannot be written."""
    path = statistics_path() if path is None else path
    data = _read(path)
    old = data.get(variant)
    new = VariantStatistics.from_json(old).after(won=won, seconds=seconds)
    data[variant] = {**(old if isinstance(old, dict) else {}), **new.to_json()}
    path.parent.mkdir(parents=True, exist_ok=True)
    spare = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        spare.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")
        os.replace(spare, path)
    finally:
        with contextlib.suppress(OSError):
            spare.unlink()
    return new
