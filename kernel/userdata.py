"""Where cardwright keeps the user's own files: ``$CARDWRIGHT_DATA_DIR`` when that is set (tests,
portable installs), else the user's data directory: ``$XDG_DATA_HOME/cardwright`` or
``~/.local/share/cardwright`` on Linux and other Unix systems, ``~/Library/Application
Support/cardwright`` on macOS, ``%LOCALAPPDATA%\\cardwright`` on Windows. Found with the standard
library alone (the places ``platformdirs`` gives), so the location never depends on which
extras are installed."""

from __future__ import annotations

import os
import secrets
import sys
from pathlib import Path

from .errors import CardwrightError
from .files import read_regular

ENVIRONMENT = "CARDWRIGHT_DATA_DIR"  # a directory to use instead of the user's data directory
CHECKPOINT_KEY = "checkpoint.key"
KEY_BYTES = 32


def data_directory() -> Path:
    chosen = os.environ.get(ENVIRONMENT)
    if chosen:
        return Path(chosen)
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = str(Path.home() / "Library" / "Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME", "").strip() or str(Path.home() / ".local" / "share")
    return Path(base) / "cardwright"


def checkpoint_key() -> bytes:
    """The key that seals the user's checkpoints (docs/solver.md, "Checkpoints"): 32 random
    bytes in ``checkpoint.key`` of the data directory, made (readable by the user only) the
    first time it is needed. A checkpoint sealed with another key is refused."""
    path = data_directory() / CHECKPOINT_KEY
    if not os.path.lexists(path):
        _make_key(path)
    key = read_regular(path, KEY_BYTES, "checkpoint key")
    if len(key) != KEY_BYTES:
        raise CardwrightError(
            f"{path}: a checkpoint key is {KEY_BYTES} bytes, not {len(key)} (remove it to make "
            "a new one; the checkpoints sealed with it are then refused)"
        )
    return key


def _make_key(path: Path) -> None:
    """A new key at ``path``: written beside it, then linked there, so that a process reading
    it never sees it half written, and two processes making one at once keep the first."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
        descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "wb") as out:
            out.write(secrets.token_bytes(KEY_BYTES))
        try:
            os.link(partial, path)
        except FileExistsError:
            pass  # another process made one first: theirs is the key
        finally:
            partial.unlink()
    except OSError as error:
        raise CardwrightError(f"{path}: cannot make the checkpoint key: {error}") from None
