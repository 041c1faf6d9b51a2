"""Deterministic shuffling on a documented generator (see docs/deals.md).

The generator is PCG32 (PCG-XSH-RR 64/32, M. E. O'Neill, 2014) seeded as in the reference
``pcg32_srandom_r(seed, stream)``; bounded draws use rejection sampling so they are unbiased;
the shuffle is Fisher–Yates from the last position down. Everything is integer arithmetic,
so a seed gives the same layout on every platform and Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK64 = (1 << 64) - 1
_MULTIPLIER = 6364136223846793005

T = TypeVar("T")


class PCG32:
    """PCG-XSH-RR with 64-bit state and 32-bit output."""

    __slots__ = ("_increment", "_state")

    def __init__(self, seed: int, stream: int = 0) -> None:
        self._state = 0
        self._increment = ((stream << 1) | 1) & _MASK64
        self.next_u32()
        self._state = (self._state + (seed & _MASK64)) & _MASK64
        self.next_u32()

    def next_u32(self) -> int:
        old = self._state
        self._state = (old * _MULTIPLIER + self._increment) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rotation = old >> 59
        return ((xorshifted >> rotation) | (xorshifted << ((-rotation) & 31))) & 0xFFFFFFFF

    def below(self, bound: int) -> int:
        """A uniform integer in ``[0, bound)`` (``pcg32_boundedrand_r``)."""
        if not 0 < bound <= 1 << 32:
            raise ValueError("bound must be in 1..2**32")
        threshold = ((1 << 32) - bound) % bound
        while True:
            value = self.next_u32()
            if value >= threshold:
                return value % bound


def shuffle(items: MutableSequence[T], seed: int, stream: int = 0) -> None:
    """Shuffle ``items`` in place, the same way everywhere for the same seed and stream."""
    generator = PCG32(seed, stream)
    for i in range(len(items) - 1, 0, -1):
        j = generator.below(i + 1)
        items[i], items[j] = items[j], items[i]
