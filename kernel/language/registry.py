"""Finding variants: the files shipped in ``cardwright.variant_files``, those of packs (the
``cardwright.variants`` entry-point group) and of the user's variants folders, by name or alias;
or a file given by path (docs/language.md, "Your own variants")."""

from __future__ import annotations

import contextlib
import os
import re
from functools import cache
from importlib import metadata, resources
from pathlib import Path
from typing import Any

import attrs

from ..errors import VariantError
from ..plugins import installed
from ..rules import Name, VariantRules
from ..text import suggest_some
from ..userdata import data_directory
from .assemble import assemble
from .grammar import parse
from .statements import Definition

EXTENSION = ".cw"


def normalise(name: str) -> str:
    """How names and aliases are compared: ``"The Idle Year"`` → ``"the-idle-year"``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


_BROKEN: dict[str, VariantError] = {}

# Where variants come from besides the shipped files (docs/language.md, "Your own variants"):
VARIANTS_ENVIRONMENT = "CARDWRIGHT_VARIANTS"  # folders, separated as in PATH (os.pathsep)
ENTRY_POINT_GROUP = "cardwright.variants"  # packs: each entry point names a package of .cw files
USER_FOLDER = "variants"  # in the user's data directory (cardwright.userdata)
MAX_VARIANT_FILE_BYTES = 1_000_000  # a larger file in a variants folder is refused unread
_extra_folders: list[Path] = []  # --variants DIR
_watching = False  # serve --reload: look for saved changes before each look-up
_seen: tuple[Any, ...] | None = None  # what the folders held when they were last read


@attrs.frozen
class Unavailable:
    """A variant file found among the installed ones that cannot be played: why, and where it
    was found ("shipped", "pack NAME" or the folder)."""

    name: str
    source: str
    error: VariantError


_UNAVAILABLE: list[Unavailable] = []


def user_folders() -> list[Path]:
    """The folders whose .cw files are installed variants, in the order they are read: the
    user's own (``variants`` in the data directory), then ``$CARDWRIGHT_VARIANTS``, then those
    given with ``--variants``."""
    folders = [data_directory() / USER_FOLDER]
    listed = os.environ.get(VARIANTS_ENVIRONMENT, "")
    folders += [Path(part) for part in listed.split(os.pathsep) if part.strip()]
    return folders + _extra_folders


def add_folders(folders: list[str] | list[Path]) -> None:
    """Install the variants of ``folders`` too (``--variants DIR``); each must be a folder."""
    for folder in folders:
        path = Path(folder)
        if not path.is_dir():
            raise VariantError(f"--variants {folder}: no such folder")
        _extra_folders.append(path)
    _forget()


def watch(on: bool = True) -> None:
    """Look for saved changes in the variants folders before each look-up (``serve --reload``)."""
    global _watching
    _watching = on


def _entry_points() -> list[Any]:
    return list(metadata.entry_points(group=ENTRY_POINT_GROUP))


def _folder_files() -> list[Path]:
    files: list[Path] = []
    for folder in user_folders():
        with contextlib.suppress(OSError):
            files += sorted(f for f in folder.iterdir() if f.name.endswith(EXTENSION))
    return files


def _signature() -> tuple[Any, ...]:
    marks: list[Any] = [os.environ.get(VARIANTS_ENVIRONMENT), tuple(_extra_folders)]
    for file in _folder_files():
        try:
            status = file.stat()
        except OSError:
            continue
        marks.append((str(file), status.st_mtime_ns, status.st_size))
    return tuple(marks)


def _forget() -> None:
    global _seen
    _seen = None
    _installed.cache_clear()
    _index.cache_clear()
    _failures.cache_clear()


def refresh() -> None:
    """Read the variants folders again if a file was added, changed or removed since."""
    global _seen
    now = _signature()
    if _seen is not None and now != _seen:
        _forget()
    _seen = now


def _look() -> None:
    if _watching:
        refresh()


@cache
def _shipped() -> dict[str, Definition]:
    """Every shipped variant file that parses. One broken file does not hide the others: its
    error is kept and raised when that variant is asked for by its file name."""
    found: dict[str, Definition] = {}
    entries = sorted(resources.files("cardwright.variant_files").iterdir(), key=lambda e: e.name)
    for entry in entries:
        if not entry.name.endswith(EXTENSION):
            continue
        try:
            definition = parse(entry.read_text("utf-8"), f"variants/{entry.name}")
        except VariantError as error:
            _BROKEN[normalise(entry.name[: -len(EXTENSION)])] = error
            continue
        if definition.name in found:
            _BROKEN[normalise(definition.name)] = VariantError(
                f"two shipped variants are named '{definition.name}'", file=definition.file
            )
            continue
        found[definition.name] = attrs.evolve(definition, shipped=True)
    return found


@cache
def _installed() -> dict[str, Definition]:
    """The shipped variants, then those of packs (entry points), then those of the folders. A
    file that does not parse, or whose name is taken already, is unavailable (with its error);
    it never replaces another variant."""
    global _seen
    _seen = _signature()
    found = dict(_shipped())
    _UNAVAILABLE.clear()
    _UNAVAILABLE.extend(Unavailable(n, "shipped", e) for n, e in sorted(_BROKEN.items()))
    sources: list[tuple[str, str, Any]] = []
    for point in _entry_points():
        try:
            files = resources.files(point.module).iterdir()
            sources += [(f"pack {point.name}", f"{point.module}/{f.name}", f) for f in files]
        except (ImportError, OSError, TypeError, ValueError) as error:
            message = f"the pack's package {point.value!r} cannot be read: {error}"
            _UNAVAILABLE.append(
                Unavailable(point.name, f"pack {point.name}", VariantError(message))
            )
    sources += [(str(f.parent), str(f), f) for f in _folder_files()]
    for source, where, file in sources:
        if not file.name.endswith(EXTENSION):
            continue
        stem = file.name[: -len(EXTENSION)]
        try:
            data = file.read_bytes()
            if len(data) > MAX_VARIANT_FILE_BYTES:
                raise VariantError(
                    f"a variant file is at most {MAX_VARIANT_FILE_BYTES} bytes", file=where
                )
            definition = parse(data.decode("utf-8"), where)
        except VariantError as error:
            _UNAVAILABLE.append(Unavailable(stem, source, error))
            continue
        except (OSError, UnicodeDecodeError) as error:
            problem = VariantError(f"cannot read variant file: {error}", file=where)
            _UNAVAILABLE.append(Unavailable(stem, source, problem))
            continue
        taken = found.get(definition.name)
        if taken is not None:
            other = "a shipped variant" if taken.shipped else taken.file
            clash = VariantError(f"the name '{definition.name}' is taken by {other}", file=where)
            _UNAVAILABLE.append(Unavailable(stem, source, clash))
            continue
        found[definition.name] = definition
    return found


@cache
def _failures() -> dict[str, VariantError]:
    """The installed variants that are not shipped and fail their check (with their default
    options): named here, never loaded. The shipped files are checked by the test suite."""
    failed: dict[str, VariantError] = {}
    for name, found in _installed().items():
        if found.shipped:
            continue
        try:
            rules_for(found, {})
        except VariantError as error:
            failed[name] = error
    return failed


@cache
def _index() -> dict[str, str]:
    index: dict[str, str] = {}
    for name, definition in _installed().items():
        index[normalise(name)] = name
        for alias in definition.aliases:
            index.setdefault(normalise(alias), name)
    return index


def variants() -> list[str]:
    """Sorted names of the installed variants that can be played (unavailable() names the
    others)."""
    _look()
    failed = _failures()
    return sorted(name for name in _installed() if name not in failed)


def unavailable() -> list[Unavailable]:
    """The variant files found among the installed ones that cannot be played, with why."""
    _look()
    failed = _failures()
    broken = list(_UNAVAILABLE)
    for name, error in sorted(failed.items()):
        found = _installed()[name]
        broken.append(Unavailable(name, str(Path(found.file).parent), error))
    return broken


def _lookup(name: str) -> Definition:
    """An installed variant by name or alias, checked or not."""
    key = _index().get(normalise(name))
    if key is None and normalise(name) in _BROKEN:
        raise _BROKEN[normalise(name)]
    if key is None:
        for item in _UNAVAILABLE:  # a file of that name that could not be read: say why
            if normalise(item.name) == normalise(name):
                raise item.error
        known = list(_installed())
        raise VariantError(
            # repr: a name read from a file or a record may hold anything (a newline, ...)
            f"unknown variant {name[:60]!r}{suggest_some(name, known)} ('cardwright list' names "
            "the installed ones)"
        )
    return _installed()[key]


def definition(name: str) -> Definition:
    """The parsed definition of an installed variant, by name or alias. A variant whose file
    fails its check raises that error: it is never loaded half-way."""
    _look()
    found = _lookup(name)
    if not found.shipped:
        failed = _failures().get(str(found.name))
        if failed is not None:
            raise failed
    return found


def _looks_like_path(text: str) -> bool:
    return text.endswith(EXTENSION) or "/" in text or "\\" in text


def read_file(path: str | Path) -> Definition:
    file = Path(path)
    try:
        text = file.read_text("utf-8")
    except OSError as error:
        raise VariantError(
            f"cannot read variant file: {error.strerror or error}", file=str(file)
        ) from None
    except UnicodeDecodeError:
        raise VariantError("variant files are UTF-8 text", file=str(file)) from None
    return parse(text, str(file))


def _parent_finder(base: Definition) -> Any:
    def find(name: Name, child: Definition) -> Definition:
        # A file next to the child wins, so local families of variants work before install.
        if not child.shipped:
            sibling = Path(child.file).with_name(f"{name}{EXTENSION}")
            if sibling.is_file():
                return read_file(sibling)
        try:
            return _lookup(name)
        except VariantError as error:
            raise VariantError(
                error.message,
                file=child.file,
                line=name.line,
                column=name.column,
                source_line=child.text.splitlines()[name.line - 1] if name.line else None,
            ) from None

    return find


def rules_for(definition_: Definition, options: dict[str, Any]) -> VariantRules:
    return assemble(definition_, _parent_finder(definition_), installed(), options)


def find(name_or_path: str | Path) -> Definition:
    """A variant's definition by name, alias or path to a file."""
    text = str(name_or_path)
    if isinstance(name_or_path, Path) or _looks_like_path(text):
        return read_file(text)
    return definition(text)


def lineage(found: Definition) -> tuple[Definition, ...]:
    """``found`` and the files it extends, nearest first (for record digests)."""
    chain = [found]
    finder = _parent_finder(found)
    while chain[-1].parent is not None:
        chain.append(finder(chain[-1].parent, chain[-1]))
    return tuple(chain)


def check_file(path: str | Path) -> VariantRules:
    """Parse and check a variant file with its default options (``cardwright check``)."""
    found = read_file(path)
    return rules_for(found, {})
