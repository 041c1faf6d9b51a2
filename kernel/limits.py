"""The bounds of the numbers a user gives cardwright (limits, seeds, counts), and the one check
every boundary runs them through: the command line, the Python API and the protocol call
:meth:`Bound.check` with the name the user wrote (``--node-limit``, ``node_limit``), so a number
out of range is a one-line error naming its bound, and no number reaches the native core's
integer types unchecked."""

from __future__ import annotations

from typing import TypeVar

import attrs

from .errors import CardwrightError

N = TypeVar("N", int, float)


@attrs.frozen
class Bound:
    """Numbers from ``low`` to ``high`` (both included); whole ones only when ``whole``."""

    low: float
    high: float
    whole: bool = True
    # How the bound reads in errors ("2**53" rather than 16 digits).
    shown_high: str = ""

    def check(self, value: N, name: str) -> N:
        """``value`` when it is within the bound, else a CardwrightError naming ``name`` and
        the bound. Booleans are not numbers here."""
        kind = "a whole number" if self.whole else "a number"
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise CardwrightError(f"{name} must be {kind}, not {value!r}")
        if self.whole and not isinstance(value, int):
            raise CardwrightError(f"{name} must be {kind}, not {value!r}")
        if not self.low <= value <= self.high:  # NaN too: it compares false
            raise CardwrightError(
                f"{name} must be {kind} from {_number(self.low)} to "
                f"{self.shown_high or _number(self.high)}, not {_shown(value)}"
            )
        return value


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def _shown(value: float) -> str:
    """``value`` as an error shows it: a huge whole number by its size (Python will not even
    print one of more than 4 300 digits)."""
    if isinstance(value, int) and abs(value) >= 10**40:
        return f"a number of {value.bit_length() * 30103 // 100000 + 1} digits"
    return _number(value) if isinstance(value, int) else f"{value:g}"


# Positions to expand (solve, survey): 2**53 is about 28 years of the native core at its
# speed, and exact as a JSON number.
NODE_LIMIT = Bound(1, 2**53, shown_high="2**53")
# Seconds (solve, survey, hints): 0 stops at once; a billion is about 32 years.
TIME_LIMIT = Bound(0, 1e9, whole=False)
# Bytes for the solver's table (the API), and MiB (the command line's unit).
MEMORY_LIMIT = Bound(1, 2**53, shown_high="2**53")
MEMORY_LIMIT_MIB = Bound(0.001, 2**33, whole=False, shown_high="2**33")
# Deals: docs/deals.md takes a seed modulo 2**64; where a user names one, it is one of those.
SEED = Bound(0, 2**64 - 1, shown_high="2**64 - 1")
# Deals in one survey or benchmark: each is a row held in memory.
DEALS = Bound(1, 10**7)
JOBS = Bound(1, 1024)
# Threads of one solve: one plain search, a partner search, the restarts on the others.
THREADS = Bound(1, 256)
MAX_MOVES = Bound(1, 10**9)
