"""Reading what comes from outside (saved files, JSON): only regular files, never more bytes than
a valid one can need, and JSON objects without a key given twice."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from .errors import CardwrightError


def read_regular(
    path: str | Path,
    largest: int,
    what: str,
    error: type[CardwrightError] = CardwrightError,
) -> bytes:
    """The bytes of the file at ``path`` when it is a regular file of at most ``largest`` bytes;
    else an ``error`` naming ``what`` it should be and the file. A directory, a device or a
    FIFO (which could be read from without end, or block) is refused before a byte is read."""
    try:
        # Non-blocking: opening a FIFO would otherwise wait for a writer.
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as problem:
        raise error(f"cannot read {what} {path}: {problem.strerror or problem}") from None
    with os.fdopen(descriptor, "rb") as file:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise error(f"{path}: not a regular file (a {what} is one)")
        try:
            data = file.read(largest + 1)
        except OSError as problem:
            raise error(f"cannot read {what} {path}: {problem.strerror or problem}") from None
    if len(data) > largest:
        raise error(f"{path} is larger than a {what} may be ({largest} bytes)")
    return data


def is_regular_or_absent(path: Path) -> bool:
    """Whether ``path`` is a regular file (or a link to one), or nothing yet."""
    return path.is_file() or not os.path.lexists(path)


class DuplicateKey(ValueError):
    """A JSON object that gives one key twice (``json`` would keep the last silently)."""


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json``'s ``object_pairs_hook``: the object, or DuplicateKey naming the repeated key."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            shown = key if len(key) <= 40 else key[:37] + "..."
            raise DuplicateKey(f"the key {shown!r} is given twice in one object")
        found[key] = value
    return found
