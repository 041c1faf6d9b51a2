"""The plugin seam: pluggy hook specifications and the registry of installed plugins.

A plugin is an object with a ``name`` (what a variant file writes after ``use``), a one-line
``summary`` and any of the hooks below, marked with :data:`hookimpl`. Built-in plugins live in
``builtin_plugins.py`` and are registered exactly like third-party ones: through the
``cardwright.plugins`` entry-point group (an entry point names a module with a ``PLUGINS`` list,
or a single plugin object). See docs/plugins.md.

Every hook is called once, when a game is loaded (the solver guide: when a search starts), and
only on the plugins that variant turns on.
It returns a small object (or ``None``) that the engine then calls on the hot path, so a plugin
costs nothing per move unless it has work to do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from importlib import import_module
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any, Protocol

import pluggy

from ._version import __version__

if TYPE_CHECKING:
    from .engine.moves import Move
    from .engine.state import State
    from .rules import VariantRules

PROJECT = "cardwright"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)
ENTRY_POINT_GROUP = "cardwright.plugins"


class MoveFilter(Protocol):
    """Returned by :func:`cardwright_move_filter`."""

    def filter(self, state: State, moves: list[Move]) -> list[Move]:
        """The moves that stay legal; the kernel's moves in, a subset (same order) out."""

    def reason(self, state: State, move: Move) -> str:
        """Why ``move``, which the kernel's rules allow, was filtered out (for IllegalMove)."""

    # Optional: without ``ir`` the native core calls ``filter`` back (slower, the same game).
    def ir(self) -> dict[str, object] | None:
        """The filter as plain data the native core can run (a ``kind`` and that kind's fields,
        nothing callable: docs/plugins.md lists the kinds), or None: Python only. The core then
        narrows every list of legal moves as ``filter`` does, without calling it."""


class SolverGuide(Protocol):
    """Returned by :func:`cardwright_solver_guide`: game knowledge for the solver."""

    def order(self, state: State, moves: list[Move]) -> list[Move]:
        """The same moves, most promising first (the solver tries them in this order)."""

    def lost(self, state: State) -> bool:
        """True only when no sequence of moves can win from ``state`` (a proof: the solver
        stops searching there, and reports ``unwinnable`` on the strength of it)."""

    def key(self, state: State) -> bytes | None:
        """A key for the transposition table under which positions with one fate may meet
        (positions equal in every card that can still matter), or None for the solver's own."""

    # Optional: a guide without ``ir`` runs in Python (and keeps the search there).
    def ir(self) -> dict[str, object] | None:
        """The guide as plain data the native core can run (a ``kind`` and that kind's fields,
        nothing callable: docs/plugins.md lists the kinds), or None: Python only. The core's
        search then does what ``order``, ``lost`` and ``key`` do, without calling them."""


AfterMove = Callable[["State", "Move"], "State"]
Policy = Callable[["State", int], "Move | None"]


class HookSpecs:
    """The documented hooks. Each receives the variant's resolved rules."""

    @hookspec
    def cardwright_move_filter(self, rules: VariantRules) -> MoveFilter | None:
        """Return a :class:`MoveFilter` that narrows every list of legal moves, or ``None``.

        Use it for rules about *which* of the allowed moves a player may choose (mandatory moves,
        turn order). Filters of several plugins apply in the order the variant lists
        the plugins.
        """

    @hookspec
    def cardwright_after_move(self, rules: VariantRules) -> AfterMove | None:
        """Return a function ``(state, move) -> state`` applied after every move, or ``None``.

        Use it for automatic actions that follow a move (autoplay, passing the turn). It must only
        move cards through :meth:`State.moved`, so no card is created or lost.
        """

    @hookspec
    def cardwright_solver_guide(self, rules: VariantRules) -> SolverGuide | None:
        """Return a :class:`SolverGuide` for the solver, or ``None`` when the plugin has no
        knowledge of games shaped like ``rules``.

        Use it for what the generic search cannot know: a better move order, or a test that
        proves a position lost. Guides of several plugins apply in the order the variant lists
        them (each orders the previous one's list; a position is lost if any guide says so).
        """

    @hookspec
    def cardwright_policies(self) -> Mapping[str, Policy] | None:
        """Return computer-player policies by name (``{"greedy": choose}``), or ``None``.

        Called on every installed plugin (a policy is chosen by the user, not by a variant). A
        policy is ``choose(state, player) -> Move | None``: the move to play now, or None to wait.
        """

    @hookspec
    def cardwright_describe(self, rules: VariantRules) -> str | None:
        """Return one or two plain-English sentences saying what this plugin does in ``rules``,
        for ``cardwright describe``."""


# Plugin name -> the distribution and version that installed it ("cardwright 0.1.0"), so that
# what a plugin decided (a checkpoint of a search it guided) is tied to the code that decided it.
_PROVENANCE: dict[str, str] = {}


def _register_source(manager: pluggy.PluginManager, source: Any, provenance: str) -> None:
    plugins: Iterable[Any] = getattr(source, "PLUGINS", None) or [source]
    for plugin in plugins:
        name = getattr(plugin, "name", None)
        if not isinstance(name, str) or not name:
            raise TypeError(f"plugin {plugin!r} has no 'name'")
        existing = manager.get_plugin(name)
        if existing is plugin:
            continue
        if existing is not None:
            raise ValueError(f"two installed plugins are both named {name!r}")
        manager.register(plugin, name=name)
        _PROVENANCE[name] = provenance


@cache
def manager() -> pluggy.PluginManager:
    """The plugin manager with every installed plugin registered (built once)."""
    pm = pluggy.PluginManager(PROJECT)
    pm.add_hookspecs(HookSpecs)
    seen_builtin = False
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        source = entry.load()
        seen_builtin |= getattr(source, "__name__", "") == f"{PROJECT}.builtin_plugins"
        dist = entry.dist
        _register_source(pm, source, f"{dist.name} {dist.version}" if dist else entry.value)
    if not seen_builtin:
        # Running from a source tree that was never installed: register the built-ins the
        # same way the entry point would.
        _register_source(
            pm, import_module(".builtin_plugins", __package__), f"{PROJECT} {__version__}"
        )
    return pm


def provenance(name: str) -> str:
    """The distribution and version that installed plugin ``name`` ("cardwright 0.1.0")."""
    manager()
    return _PROVENANCE[name]


def installed() -> dict[str, str]:
    """Name → one-line summary of every installed plugin."""
    return {
        name: getattr(plugin, "summary", "")
        for name, plugin in sorted(manager().list_name_plugin())
        if plugin is not None
    }


def policies() -> dict[str, Policy]:
    """Every computer-player policy offered by an installed plugin, by name."""
    found: dict[str, Policy] = {}
    for offered in manager().hook.cardwright_policies():
        if offered:
            found.update(offered)
    return dict(sorted(found.items()))


def hook_results(hook_name: str, enabled: Sequence[str], rules: VariantRules) -> list[Any]:
    """Call ``hook_name`` on the plugins in ``enabled`` only, in that order; drop ``None``."""
    pm = manager()
    everyone = [p for _, p in pm.list_name_plugin() if p is not None]
    results: list[Any] = []
    for name in enabled:
        plugin = pm.get_plugin(name)
        others = [p for p in everyone if p is not plugin]
        caller = pm.subset_hook_caller(hook_name, remove_plugins=others)
        results.extend(r for r in caller(rules=rules) if r is not None)
    return results
