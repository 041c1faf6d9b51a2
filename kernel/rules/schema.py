"""The IR's schema, read from the annotations of the classes in :mod:`.ir`, and the one reader
of IR data from outside.

Each term is an attrs class; its fields' annotations say what the JSON may hold (``int``,
``bool``, a name, one of some words, a list, a pair, another term, a card relation). That one
description serves three readers:

- :func:`from_json` reads JSON into terms, checking every value against it and naming the JSON
  path of the first one that does not fit (``zones[2].deal.face: 'sideways' is not one of ...``);
- :func:`rules_from_json` reads a whole variant's rules, then checks what the types alone cannot
  say (:func:`.validate.validate`: limits, and every name used refers to a zone or action);
- :func:`schema` writes it out as plain data: docs/ir.md lists it, and tests hold the native
  core's IR types to it (a field or word one side lacks is an error on the other).
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, Literal

import attrs

from . import ir
from .ir import IR_VERSION, MAX_NUMBER, IRError, Name, VariantRules
from .validate import validate

# Terms nest (a relation of relations): deeper than this is not a game anyone wrote, and
# refusing it keeps the readers (here and in the core) off the interpreter's recursion limit.
MAX_DEPTH = 32

TERMS: dict[str, type[Any]] = {
    cls.TERM: cls
    for cls in (
        ir.OptionSpec,
        ir.DealSpec,
        ir.RankStep,
        ir.RankSum,
        ir.NotOn,
        ir.SuitMatch,
        ir.AllOf,
        ir.AnyOf,
        ir.GivesRule,
        ir.EmptyRule,
        ir.ZoneSpec,
        ir.Condition,
        ir.ActionSpec,
        ir.Measure,
        ir.ScoreSpec,
        VariantRules,
    )
}

# A reader turns one JSON value into its IR value, or raises IRError naming ``where``.
Reader = Callable[[Any, str, int], Any]


def _field(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name


def _words(value: Any) -> str:
    return ", ".join(repr(item) for item in value)


def _int(data: Any, where: str, depth: int) -> int:
    if isinstance(data, bool) or not isinstance(data, int):
        raise IRError(f"{_shown(data)} is not a whole number", path=where)
    if not -MAX_NUMBER <= data <= MAX_NUMBER:
        raise IRError(
            f"{data} is out of range: a number in the IR is at most {MAX_NUMBER}", path=where
        )
    return data


def _bool(data: Any, where: str, depth: int) -> bool:
    if not isinstance(data, bool):
        raise IRError(f"{_shown(data)} is not true or false", path=where)
    return data


def _str(data: Any, where: str, depth: int) -> str:
    if not isinstance(data, str):
        raise IRError(f"{_shown(data)} is not a text", path=where)
    if len(data) > MAX_NUMBER:
        raise IRError(f"a text of {len(data)} characters (at most {MAX_NUMBER})", path=where)
    return data


def _shown(data: Any) -> str:
    """A value as the error shows it: JSON's type for containers, the value itself else."""
    if isinstance(data, Mapping):
        return "an object"
    if isinstance(data, list):
        return "a list"
    if data is None:
        return "null"
    text = repr(data)
    return text if len(text) <= 40 else text[:37] + "..."


def _choice(words: tuple[Any, ...]) -> Reader:
    def read(data: Any, where: str, depth: int) -> Any:
        if isinstance(data, bool) or data not in words:
            raise IRError(f"{_shown(data)} is not one of {_words(words)}", path=where)
        return data

    return read


def _optional(inner: Reader) -> Reader:
    def read(data: Any, where: str, depth: int) -> Any:
        return None if data is None else inner(data, where, depth)

    return read


def _list(inner: Reader, into: Callable[[Any], Any] = tuple) -> Reader:
    def read(data: Any, where: str, depth: int) -> Any:
        if not isinstance(data, list):
            raise IRError(f"{_shown(data)} is not a list", path=where)
        if len(data) > MAX_NUMBER:
            raise IRError(f"a list of {len(data)} items (at most {MAX_NUMBER})", path=where)
        return into(inner(item, f"{where}[{k}]", depth) for k, item in enumerate(data))

    return read


def _pair(parts: tuple[Reader, ...]) -> Reader:
    def read(data: Any, where: str, depth: int) -> Any:
        if not isinstance(data, list) or len(data) != len(parts):
            raise IRError(f"{_shown(data)} is not a list of {len(parts)} items", path=where)
        return tuple(
            part(item, f"{where}[{k}]", depth)
            for k, (part, item) in enumerate(zip(parts, data, strict=True))
        )

    return read


def _either(readers: tuple[Reader, ...], kinds: str) -> Reader:
    def read(data: Any, where: str, depth: int) -> Any:
        for reader in readers:
            try:
                return reader(data, where, depth)
            except IRError:
                continue
        raise IRError(f"{_shown(data)} is not {kinds}", path=where)

    return read


def _terms(classes: tuple[type[Any], ...]) -> Reader:
    known = {cls.TERM: cls for cls in classes}

    def read(data: Any, where: str, depth: int) -> Any:
        if not isinstance(data, Mapping):
            raise IRError(f"{_shown(data)} is not a term (an object with 'term')", path=where)
        term = data.get("term")
        cls = known.get(term) if isinstance(term, str) else None
        if cls is None:
            raise IRError(
                f"unknown term {_shown(term)} (known here: {_words(sorted(known))})", path=where
            )
        return _read_term(cls, data, where, depth)

    return read


def _reader(hint: Any) -> Reader:
    """The reader of the JSON form of a field annotated ``hint``."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is int:
        return _int
    if hint is bool:
        return _bool
    if hint is str or hint is Name:
        return _str
    if origin is Literal:
        return _choice(args)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _list(_reader(args[0]))
    if origin is tuple:
        return _pair(tuple(_reader(arg) for arg in args))
    if origin is frozenset:
        return _list(_reader(args[0]), frozenset)
    if attrs.has(hint):
        return _terms((hint,))
    if origin in (typing.Union, types.UnionType):
        members = tuple(arg for arg in args if arg is not type(None))
        if len(members) < len(args):
            inner = members[0] if len(members) == 1 else typing.Union[members]  # noqa: UP007
            return _optional(_reader(inner))
        if all(attrs.has(member) for member in members):
            return _terms(members)
        return _either(tuple(_reader(m) for m in members), " or ".join(_kind(m) for m in members))
    raise TypeError(f"the IR schema has no reader for {hint!r}")  # a new annotation: teach it here


def _kind(hint: Any) -> str:
    return {int: "a whole number", str: "a text", bool: "true or false"}.get(hint, repr(hint))


_FIELDS: dict[type[Any], dict[str, tuple[Reader, Any]]] = {}


def _fields(cls: type[Any]) -> dict[str, tuple[Reader, Any]]:
    """Each field of term ``cls``: its reader and its default (``attrs.NOTHING``: required)."""
    if cls not in _FIELDS:
        hints = typing.get_type_hints(cls, vars(ir))
        _FIELDS[cls] = {
            field.name: (_reader(hints[field.name]), field.default) for field in attrs.fields(cls)
        }
    return _FIELDS[cls]


def _term(cls: Any) -> str:
    """The name a term class is written with in JSON."""
    return str(cls.TERM)


def _read_term(cls: type[Any], data: Mapping[str, Any], where: str, depth: int) -> Any:
    if depth >= MAX_DEPTH:
        raise IRError(f"terms nested deeper than {MAX_DEPTH}", path=where)
    fields = _fields(cls)
    unknown = sorted(set(data) - set(fields) - {"term"}, key=str)
    if unknown:
        raise IRError(
            f"term '{cls.TERM}' has no field {_words(unknown)} (its fields: {_words(fields)})",
            path=where,
        )
    missing = [
        name
        for name, (_, default) in fields.items()
        if default is attrs.NOTHING and name not in data
    ]
    if missing:
        raise IRError(f"term '{cls.TERM}' needs the field {_words(missing)}", path=where)
    values = {
        name: fields[name][0](item, _field(where, name), depth + 1)
        for name, item in data.items()
        if name != "term"
    }
    return cls(**values)


def from_json(data: Any, where: str = "") -> Any:
    """The IR term that :func:`.ir.to_json` gave ``data`` for (any term: its ``term`` says
    which); an :class:`IRError` naming the JSON path of anything that does not fit the schema."""
    return _terms(tuple(TERMS.values()))(data, where, 0)


def rules_from_json(data: Any) -> VariantRules:
    """The rules :func:`.ir.rules_to_json` gave ``data`` for, checked against the schema and
    then as a whole (:func:`.validate.validate`): an :class:`IRError` naming the JSON path of
    the first thing wrong."""
    if not isinstance(data, Mapping):
        raise IRError(f"the rules are a JSON object, not {_shown(data)}")
    version = data.get("ir_version")
    if version != IR_VERSION or isinstance(version, bool):
        raise IRError(f"version {_shown(version)}: this engine reads version {IR_VERSION}")
    body = {key: value for key, value in data.items() if key != "ir_version"}
    if body.get("term") != VariantRules.TERM:
        raise IRError(f"the top term must be 'rules', not {_shown(body.get('term'))}")
    rules: VariantRules = _read_term(VariantRules, body, "", 0)
    validate(rules)
    return rules


def _describe(hint: Any) -> Any:
    """``hint`` as plain data: ``"int"``, ``"bool"``, ``"str"``, ``{"one_of": [...]}``,
    ``{"list": ...}``, ``{"set": ...}``, ``{"tuple": [...]}``, ``{"optional": ...}``,
    ``{"term": name}``, ``{"terms": [names]}``, ``{"either": [...]}``."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint in (int, bool, str):
        return hint.__name__
    if hint is Name:
        return "str"
    if origin is Literal:
        return {"one_of": list(args)}
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return {"list": _describe(args[0])}
    if origin is tuple:
        return {"tuple": [_describe(arg) for arg in args]}
    if origin is frozenset:
        return {"set": _describe(args[0])}
    if attrs.has(hint):
        return {"term": _term(hint)}
    members = tuple(arg for arg in args if arg is not type(None))
    if len(members) < len(args):
        inner = members[0] if len(members) == 1 else typing.Union[members]  # noqa: UP007
        return {"optional": _describe(inner)}
    if all(attrs.has(member) for member in members):
        return {"terms": sorted(_term(member) for member in members)}
    return {"either": [_describe(member) for member in members]}


def schema() -> dict[str, Any]:
    """Every term's fields, as plain data: ``{term: {field: {"type": ..., "default": ...}}}``
    (``default`` only for a field that may be left out: :func:`.ir.to_json` leaves out a field
    holding its default, and every reader must then take that default)."""
    out: dict[str, Any] = {}
    for term, cls in sorted(TERMS.items()):
        hints = typing.get_type_hints(cls, vars(ir))
        fields: dict[str, Any] = {}
        for field in attrs.fields(cls):
            entry: dict[str, Any] = {"type": _describe(hints[field.name])}
            if field.default is not attrs.NOTHING:
                entry["default"] = ir.to_json(field.default, defaults=True)
            fields[field.name] = entry
        out[term] = fields
    return out
