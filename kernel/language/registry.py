"""Finding variants: the files shipped in ``cardwright.variants``, by name or alias, or a file
given by path."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

from ..errors import VariantError
from ..plugins import installed
from ..rules import Name, VariantRules
from ..text import suggest_some
from .assemble import assemble
from .grammar import parse
from .statements import Definition

EXTENSION = ".cw"


def normalise(name: str) -> str:
    """How names and aliases are compared: ``"The Idle Year"`` → ``"the-idle-year"``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


_BROKEN: dict[str, VariantError] = {}


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
def _index() -> dict[str, str]:
    index: dict[str, str] = {}
    for name, definition in _shipped().items():
        index[normalise(name)] = name
        for alias in definition.aliases:
            index.setdefault(normalise(alias), name)
    return index


def variants() -> list[str]:
    """Sorted names of the installed variants."""
    return sorted(_shipped())


def definition(name: str) -> Definition:
    """The parsed definition of an installed variant, by name or alias."""
    key = _index().get(normalise(name))
    if key is None and normalise(name) in _BROKEN:
        raise _BROKEN[normalise(name)]
    if key is None:
        known = list(_shipped())
        raise VariantError(
            f"unknown variant '{name}'{suggest_some(name, known)} ('cardwright list' names the "
            "installed ones)"
        )
    return _shipped()[key]


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
            return definition(name)
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
