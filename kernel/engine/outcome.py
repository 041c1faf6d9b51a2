"""When a game ends: won, lost, stuck (no progress is possible) or drawn, and the scores.

"Stuck" is decided by a search, not a move cap: from the position, every position reachable by
a player's legal moves is visited (each once) until one improves a progress measure of the
variant. If none does, no sequence of moves can ever make progress. With several players each
is searched on their own moves (as if it were their turn), and the game ends when nobody can
progress. Positions equal up to the order of interchangeable piles are visited once. The search
is exact up to ``PROGRESS_SEARCH_LIMIT`` positions; past that the engine says the game goes on
(it never declares a block without proof). See docs/state.md.

Reading the outcome after every move stays cheap: what a position proves about progress (an
:class:`Evidence`) is kept in its cache, a child made by ``Game.apply`` is linked to it, and the
child reuses it where that is sound (:func:`evidence`); else cheap proofs are tried (one move
deep, the parent's path checked move by move, the stock turned) before the full search. The
answer is always the full search's (docs/state.md, "Reading the outcome after every move").
"""

from __future__ import annotations

import time
from collections import Counter, deque
from collections.abc import Callable, Sequence
from itertools import chain
from operator import attrgetter, gt
from typing import TYPE_CHECKING, Literal, NamedTuple

from ..cards import Card
from ..rules import Measure
from ..rules.phrases import progress_words
from .moves import Move, Outcome, Piles
from .native import from_move, numbered_moves, to_move, to_native
from .reference.movegen import _condition_holds, row_order
from .state import EVERY, LISTED, OUTCOME, core_played, view_with_cache

if TYPE_CHECKING:
    from .._native import NativeEvidence, NativeGame, NativeState
    from .game import Game
    from .state import State

PROGRESS_SEARCH_LIMIT = 20_000


def scores(state: State) -> dict[int, int]:
    """Each player's score under the variant's ``score`` line (0 when it has none)."""
    game = state.game
    spec = game.rules.score
    players = range(game.players)
    if spec is None:
        return dict.fromkeys(players, 0)
    core = game.native
    if core is not None:  # the core counts the same (tests/test_native.py)
        return dict(enumerate(core.scores(state.core_position(core))))
    result = {}
    for player in players:
        if spec.kind == "cards_by_owner":
            instances = [i for z in spec.zones for i in game.zones[z].instances]
            value = sum(
                1 for i in instances for p in state.zones[i] for c in p if c.owner == player
            )
        else:
            instances = [game.instance(z, player) for z in spec.zones]
            if spec.kind == "piles":
                value = sum(len(state.zones[i]) for i in instances)
            elif spec.kind == "cards_in_order":
                value = _in_order(game, state, spec.zones, player)
            else:
                value = sum(len(p) for i in instances for p in state.zones[i])
        result[player] = value
    return result


def _instances(game: Game, zones: tuple[str, ...], player: int | None) -> list[int]:
    """The zone instances a measure looks at: a player's own, and the shared ones."""
    names = zones or tuple(game.zones)
    found = []
    for name in names:
        runtime = game.zones[name]
        if runtime.spec.per_player and player is not None:
            found.append(runtime.instances[player])
        else:
            found.extend(runtime.instances)
    return found


def measure(
    game: Game, state: State, measures: tuple[Measure, ...], player: int | None
) -> tuple[int, ...]:
    """The variant's progress measures for ``player``, each oriented so larger is better."""
    values = []
    for index, m in enumerate(measures):
        key = (index, player)
        instances = game._measure_instances.get(key)
        if instances is None:
            instances = game._measure_instances[key] = _instances(game, m.zones, player)
        if m.kind == "fewer_face_down":
            values.append(
                -sum(1 for i in instances for p in state.zones[i] for c in p if not c.face_up)
            )
            continue
        if m.kind == "more_in_order":
            values.append(_in_order(game, state, m.zones, player))
            continue
        held = sum(len(p) for i in instances for p in state.zones[i])
        values.append(held if m.kind == "more" else -held)
    return tuple(values)


def _in_order(game: Game, state: State, zones: tuple[str, ...], player: int | None) -> int:
    """The cards lying in order in the rows of ``zones`` (see engine.row_order)."""
    return sum(
        k
        for name in zones
        for _, _, k in row_order(game.zones[name], state.zones[game.instance(name, player)])
    )


_CACHE_SIZE = 4096


def can_progress(
    state: State, player: int | None = None, limit: int = PROGRESS_SEARCH_LIMIT
) -> bool:
    """Whether a sequence of ``player``'s legal moves reaches a position that improves a
    progress measure. True when the search hits ``limit`` without an answer."""
    game = state.game
    if player is None and game.players == 1:
        player = 0
    core = game.native
    if player is not None and limit == PROGRESS_SEARCH_LIMIT and core is not None:
        if game.players > 1:  # the same search, run by the core for that player
            return core.can_progress(state.core_position(core), player)
        if game.rules.progress:  # from the evidence the core passes on
            return twin(state).evidence.can_progress
    if player is not None and limit == PROGRESS_SEARCH_LIMIT and game.rules.progress:
        # The same answer as the search's, often for much less: from evidence.
        return evidence(state, player).path is not None
    return progress_path(state, player, limit) is not None


def twin(state: State) -> _Twin:
    """A one-player position of a game the native core runs, as the core's, with what it
    proves about progress: made from its parent's twin by the move played (the parent's
    evidence passed on in the core, as :func:`evidence` does in Python), else converted."""
    cache = state._cache
    found: _Twin | None = cache.get(TWIN)
    if found is not None:
        return found
    core = state.game.native
    assert core is not None
    link: _Link | None = cache.get(_LINK)
    if link is not None and link.twin is not None:
        parent = link.twin
        found = _Twin(*core.follow(parent.state, from_move(core, link.move), parent.evidence))
    else:
        position = state.core_position(core)
        found = _Twin(position, core.evidence(position))
    cache[TWIN] = found
    return found


def core_apply(state: State, move: Move, core: NativeGame) -> State:
    """``state`` after ``move`` (legal in it), played by the native core: by its place in the
    state's listed moves when they were listed (:func:`core_stepper`), else as a move tuple."""
    listed: list[Move] | None = state._cache.get(LISTED)
    try:
        index = -1 if listed is None else listed.index(move)
    except ValueError:
        index = -1
    if index >= 0:
        return state.game.play_listed(state, index)
    new = core_played(state, core, move)
    if EVIDENCE in state._cache:  # the Python engine's evidence, asked for by name: passed on
        inherit(state, move, new)
    return new


def core_stepper(
    core: NativeGame, table: list[Move], players: int
) -> Callable[[State, int], State]:
    """The function that plays the move at an index of a state's listed moves (``LISTED`` in
    its cache) on the native core, in one call (``core.step``), for a game of ``players``
    whose moves the core numbers into ``table``. Made once per game, with what it needs at
    hand: it is the hot path of play through the API. When the position's twin is known (its
    outcome was read), the core passes its evidence on to the next position's, as
    :func:`twin` would later."""
    step, one_player = core.step, players == 1
    whose_moves = 0 if one_player else EVERY  # every player's moves, 0's first

    def play_listed(state: State, index: int) -> State:
        # One call to the core: the next position, what it proves about progress, its moves
        # and, where that needs no search, whether the game has ended, all kept in the cache.
        cache = state._cache
        found: _Twin | None = cache.get(TWIN)
        try:
            here = state._position
        except AttributeError:  # a state of the Python engine's hot path
            here = None
        if here is None:
            here = state.core_position(core)
        position, proved, moves, stands = step(
            here, index, table, None if found is None else found.evidence
        )
        known: dict[object, object] = {}
        turn = 0 if one_player else core.turn(position)
        new = view_with_cache(state.game, position, turn, known)
        if moves is None:  # moves met for the first time
            moves = numbered_moves(core, core.move_ids(position, None))
        known[whose_moves] = known[LISTED] = moves
        if proved is not None:
            known[TWIN] = _Twin(position, proved)
        if stands is not None:
            known[OUTCOME] = None if stands == "" else _ended(new, stands)
        if EVIDENCE in cache:  # the Python engine's evidence, asked for by name: passed on too
            inherit(state, cache[LISTED][index], new)
        return new

    return play_listed


def progress_path(
    state: State,
    player: int | None = None,
    limit: int = PROGRESS_SEARCH_LIMIT,
    *,
    deadline: float | None = None,
) -> list[Move] | None:
    """The shortest sequence of ``player``'s moves that makes progress ([] when the limit is hit
    first, as progress cannot be ruled out), or None when no sequence can. ``deadline`` (a
    ``time.monotonic()`` value) stops the search as the limit does."""
    return _searched(state, player, limit, deadline)[0]


def _searched(
    state: State, player: int | None, limit: int, deadline: float | None = None
) -> tuple[list[Move] | None, tuple[int, ...]]:
    """:func:`progress_path` and the measures where the path ends (() without a path)."""
    game = state.game
    if player is None and game.players == 1:
        player = 0
    # What one player can do depends only on their own piles, the shared ones and their own
    # action counts: remember the answer, so an opponent's private moves cost no new search.
    key = (player, limit, _view_key(state, player))
    cache = game._progress_cache
    if key in cache:
        cached: tuple[list[Move] | None, tuple[int, ...]] = cache[key]
        return cached
    core = game.native
    if core is not None and game.rules.progress and game.players == 1:
        found = _searched_natively(state, limit, deadline, core)  # the same search, in the core
    else:
        found = _search(state, player, limit, deadline)
    if deadline is not None and found[0] == []:
        return found  # stopped by the clock, perhaps: not an answer to remember
    if len(cache) >= _CACHE_SIZE:
        cache.clear()
    cache[key] = found
    return found


def _searched_natively(
    state: State, limit: int, deadline: float | None, core: NativeGame
) -> tuple[list[Move] | None, tuple[int, ...]]:
    seconds = None if deadline is None else max(0.0, deadline - time.monotonic())
    found = core.shortest_progress_path(to_native(core, state.zones, state.redeals), limit, seconds)
    if not found:
        return (None if found is None else []), ()
    path = [to_move(core, move) for move in found]
    return path, _measures_after(state, path, 0)


def _measures_after(state: State, path: Sequence[Move], player: int) -> tuple[int, ...]:
    """The progress measures where the core's line ``path`` from ``state`` ends."""
    game = state.game
    for move in path:
        state = _after(game, state, move, player)
    return measure(game, state, game.rules.progress, player)


def _view_key(state: State, player: int | None) -> tuple[object, ...]:
    game = state.game
    if player is None or game.players == 1:
        return (state.zones, state.redeals, state.turn)
    mine = tuple(
        state.zones[i]
        for i, (spec, owner) in enumerate(game.instances)
        if owner is None or owner == player
    )
    return (mine, state.redeals[player :: game.players])


def _search(
    state: State, player: int | None, limit: int, deadline: float | None = None
) -> tuple[list[Move] | None, tuple[int, ...]]:
    game = state.game
    measures = game.rules.progress
    if player is not None:
        state = state.with_turn(player)
    if not measures:
        moves = state.legal_moves(player)
        return (moves[:1] if moves else None), ()
    base = measure(game, state, measures, player)
    moves = _search_moves(game, state, player)
    # One move deep first, without canonical keys (the costly part): often some move makes
    # progress at once. The answer is the full search's, which tries these moves first and in
    # this order, as long as the limit cannot be reached among them.
    if limit > len(moves):
        for move in moves:
            values = measure(game, _after(game, state, move, player), measures, player)
            if _better(values, base):
                return [move], values
    # Visited positions are remembered by a canonical key: piles of a zone whose piles are
    # interchangeable are sorted, so "the King to empty pile 3" and "to empty pile 7" are one.
    # The keys are made from the parts of the position's key, kept with it: a move leaves all
    # but a pile or two as they were (:func:`_packed`).
    packed = _packed(game, state, None, None)
    root_key = _key(state, packed)
    parents: dict[object, tuple[object, Move] | None] = {root_key: None}
    queue = deque([(state, root_key, packed)])
    while queue:
        current, current_key, current_packed = queue.popleft()
        for move in moves if current is state else _search_moves(game, current, player):
            following = _after(game, current, move, player)
            values = measure(game, following, measures, player)
            if _better(values, base):
                path = [move]
                node: object = current_key
                while (link := parents[node]) is not None:
                    node, step = link
                    path.append(step)
                return path[::-1], values
            packed = _packed(game, following, current, current_packed)
            key = _key(following, packed)
            if key not in parents:
                if len(parents) >= limit:
                    return [], ()
                if deadline is not None and not len(parents) % 256 and time.monotonic() > deadline:
                    return [], ()
                parents[key] = (current_key, move)
                queue.append((following, key, packed))
    return None, ()


def _search_moves(game: Game, state: State, player: int | None) -> list[Move]:
    if player is not None:
        return game.distinct_moves(state, player)
    return state.legal_moves(player)


def _after(game: Game, state: State, move: Move, player: int | None) -> State:
    """The position after ``move``, with ``player`` to move again (searches follow one player)."""
    following = game.apply(state, move)
    return following if player is None else following.with_turn(player)


def _better(values: tuple[int, ...], base: tuple[int, ...]) -> bool:
    """Whether some measure is better than in ``base`` (progress)."""
    return any(map(gt, values, base))


# -- evidence: what a position proves about progress, passed on to its children ---------------

EVIDENCE = "progress evidence"  # a state's cache: {player: Evidence}
TWIN = "native twin"  # a state's cache, on the native core: its _Twin
_LINK = "progress link"  # a child's cache: its parent's evidence (set by inherit)


class Evidence(NamedTuple):
    """What is known of one player's progress from a position whose measures are ``values``.

    ``path`` is None when no sequence of the player's moves can improve any measure (proved by
    a search that ran out of positions); ``()`` when the search hit its limit (progress cannot
    be ruled out); else legal moves, played one after another from the position (with the
    player to move), that end where the measures are ``reached``, some better than ``values``.
    ``ceiling``, when known, bounds the measures of every position the player can reach from
    here (an ancestor's proof of no progress): once ``values`` reach it, nothing can progress.
    """

    values: tuple[int, ...]
    path: tuple[Move, ...] | None
    reached: tuple[int, ...] = ()
    ceiling: tuple[int, ...] | None = None


class _Twin(NamedTuple):
    """A one-player position as the native core's, with what it proves about progress (the
    core's own evidence, kept by the core in the same way as :class:`Evidence`)."""

    state: NativeState
    evidence: NativeEvidence


class _Link(NamedTuple):
    """A child's memory of its parent: the parent's evidence, position and the move played."""

    evidence: dict[int, Evidence]
    twin: _Twin | None
    zones: tuple[Piles, ...]
    redeals: tuple[int, ...]
    turn: int
    move: Move


def inherit(parent: State, move: Move, child: State) -> None:
    """Link ``child`` (``parent`` after ``move``, by ``Game.apply``) to the parent's evidence.
    Cheap: the evidence is only looked at if the child's outcome is read."""
    cache = parent._cache
    if child is not parent:
        child._cache[_LINK] = _Link(
            cache.get(EVIDENCE, {}),
            cache.get(TWIN),
            parent.zones,
            parent.redeals,
            parent.turn,
            move,
        )


def evidence(state: State, player: int) -> Evidence:
    """What ``state`` proves about ``player``'s progress (the variant has progress measures).
    Kept in the state's cache; taken from the parent's evidence where that is sound, else
    found as cheaply as possible (:func:`_from_parent`, :func:`_fresh`)."""
    cache = state._cache
    table: dict[int, Evidence] | None = cache.get(EVIDENCE)
    if table is not None and player in table:
        return table[player]
    link: _Link | None = cache.get(_LINK)
    before = link.evidence.get(player) if link is not None else None
    if link is None or before is None:
        game = state.game
        values = measure(game, state, game.rules.progress, player)
        found = _fresh(state, player, values, (), None)
    elif _unseen(state, player, link):
        found = before
    else:
        found = _from_parent(state, player, link, before)
    if table is None:
        table = cache[EVIDENCE] = {}
    table[player] = found
    return found


def _unseen(state: State, player: int, link: _Link) -> bool:
    """Whether the move was another player's and left all that ``player`` sees unchanged: the
    parent's evidence then holds as it is (a player's progress depends only on their own
    piles, the shared ones and their own action counts: see _searched)."""
    game = state.game
    if link.move.player == player or (
        state.redeals[player :: game.players] != link.redeals[player :: game.players]
    ):
        return False
    zones, before = state.zones, link.zones
    return all(
        zones[i] is before[i] or owner not in (None, player)
        for i, (_, owner) in enumerate(game.instances)
    )


def _from_parent(state: State, player: int, link: _Link, before: Evidence) -> Evidence:
    """The child's evidence from its parent's, cheapest first:

    - when the child follows the parent (``_follows``), every position reachable from the
      child is reachable from the parent. So the parent's ceiling bounds the child too: if the
      child's measures reach it, no move can progress (and a fresh search would prove it
      within the same limit, visiting no more positions than the search that set the
      ceiling). And when the parent's path began with the move, the rest of it leads from the
      child to the same end: progress, if that end beats the child's measures;
    - the parent's path with the move taken out (it was played early), when one move is left;
    - the move undone, back to exactly the parent's position, then the parent's path;
    - else :func:`_fresh`, trying the parent's path (the move taken out) after one move deep.
    """
    game = state.game
    values = measure(game, state, game.rules.progress, player)
    move = link.move
    ceiling = before.ceiling if _follows(state, player, link) else None
    if ceiling is not None and not _better(ceiling, values):
        return Evidence(values, None, (), ceiling)
    path = before.path
    if path == () and values == before.values and _back(_to_move(state, player), player, link):
        # The parent's search hit its limit, and the parent is one move back with the same
        # measures: every position it reaches without progress, the child reaches too, so the
        # child's search would find progress or hit the limit as well. Either way: not stuck.
        return Evidence(values, (), (), ceiling)
    if not path:  # proved stuck (the measures changed since) or the limit hit: nothing to reuse
        return _fresh(state, player, values, (), ceiling)
    if (
        len(path) > 1
        and path[0] == move
        and _follows(state, player, link)
        and _better(before.reached, values)
    ):
        return Evidence(values, path[1:], before.reached, ceiling)
    rest = _without(path, move)
    root = _to_move(state, player)
    found = None
    if len(rest) == 1:
        found = _replayed(root, player, values, rest, ceiling)
    if found is None:
        found = _undone(root, player, link, before, values, ceiling)
    return found or _fresh(state, player, values, rest if len(rest) > 1 else (), ceiling)


def _follows(state: State, player: int, link: _Link) -> bool:
    """Whether the child, with ``player`` to move, is the position the parent's search reaches
    by the move: the move is the player's own (legal: Game.apply is given legal moves), and
    the turn changes nothing, as it was the player's or does not matter (:func:`_to_move`)."""
    return link.move.player == player and (link.turn == player or _turn_free(state.game))


def _turn_free(game: Game) -> bool:
    """Whether whose turn it is changes nothing: the kernel only carries it, so only plugins
    (move filters, after-move hooks) can look at it."""
    return not (game._filters or game._after)


def _to_move(state: State, player: int) -> State:
    """The position with ``player`` to move, as searches see it: ``state`` itself when the
    turn changes nothing (its legal moves are then listed already, and kept)."""
    return state if _turn_free(state.game) else state.with_turn(player)


def _without(path: tuple[Move, ...], move: Move) -> tuple[Move, ...]:
    """``path`` without its first ``move`` (all of it when the move is not in it)."""
    if move not in path:
        return path
    at = path.index(move)
    return path[:at] + path[at + 1 :]


_LONGEST_PATH = 64  # a witness path grows by a move per move undone; past this, search again


def _undone(
    root: State,
    player: int,
    link: _Link,
    before: Evidence,
    values: tuple[int, ...],
    ceiling: tuple[int, ...] | None,
) -> Evidence | None:
    """When the player can move the cards straight back, to exactly the parent's position: the
    parent's path after that move, if its end beats the child's measures. (Random play shuffles
    cards back and forth where progress is many moves away: this keeps its path.)"""
    path = before.path
    if not path or len(path) >= _LONGEST_PATH or not _better(before.reached, values):
        return None
    back = _back(root, player, link)
    if back is None:
        return None
    return Evidence(values, (back, *path), before.reached, ceiling)


def _back(root: State, player: int, link: _Link) -> Move | None:
    """The player's move that puts the cards of the link's move straight back, when it is legal
    and leads to exactly the parent's position; else None."""
    move = link.move
    if move.target is None or move.player != player:
        return None
    back = Move(player, move.target, move.source, move.count)
    if back not in root.legal_moves(player):
        return None
    parent = _after(root.game, root, back, player)
    if parent.zones != link.zones or parent.redeals != link.redeals:
        return None
    return back


def _fresh(
    state: State,
    player: int,
    values: tuple[int, ...],
    hint: tuple[Move, ...],
    ceiling: tuple[int, ...] | None,
) -> Evidence:
    """Evidence without the parent's: one move deep (no canonical keys, and the moves the
    state lists anyway), the ``hint`` path, the stock turned (:func:`_dealt`), then the full
    search. ``ceiling`` is kept."""
    game = state.game
    root = _to_move(state, player)
    found = _one_deep(root, player, values, (), ceiling)
    if found is None and game.native is not None and game.players == 1:
        return _natively(state, player, values, hint, ceiling, game.native)  # the rest, in the core
    if found is None and hint:
        found = _replayed(root, player, values, hint, ceiling)
    if found is None and game._actions:
        found = _dealt(root, player, values, ceiling)
    # Breadth first and depth first by turns, each with a budget that grows fourfold: progress a
    # few moves away is found on the shortest line, far-away progress along the first line that
    # reaches it, and neither way can cost much more than the better of the two.
    for budget in _BUDGETS:
        if found is not None:
            return found
        path, reached = _searched(state, player, budget)
        if path is None:
            return Evidence(values, None, (), values)  # ran out of positions: no progress
        if path:
            return Evidence(values, tuple(path), reached, ceiling)
        found = _dived(root, player, values, ceiling, budget)
    if found is not None:
        return found
    path, reached = _searched(state, player, PROGRESS_SEARCH_LIMIT)
    if path is None:
        return Evidence(values, None, (), values)  # proved: nothing reachable beats values
    return Evidence(values, tuple(path), reached, ceiling)


def _natively(
    state: State,
    player: int,
    values: tuple[int, ...],
    hint: tuple[Move, ...],
    ceiling: tuple[int, ...] | None,
    core: NativeGame,
) -> Evidence:
    """The rest of :func:`_fresh` run by the native core in one call (``fresh_progress``: one
    move deep again, which finds nothing here either, the ``hint`` path checked, then the
    searches with the same budgets and the same limit), so the same evidence; the core also
    gives the measures where its line ends. (One move deep is tried in Python first: the moves
    are listed already, and converting the position costs more than it does.)"""
    found = core.fresh_progress(
        to_native(core, state.zones, state.redeals), [from_move(core, move) for move in hint]
    )
    if found is None:
        return Evidence(values, None, (), values)  # proved: nothing reachable beats values
    line, reached = found
    if not line:
        return Evidence(values, (), (), ceiling)  # the limit was hit
    path = tuple(to_move(core, move) for move in line)
    return Evidence(values, path, tuple(reached), ceiling)


def _one_deep(
    position: State,
    player: int,
    values: tuple[int, ...],
    before: tuple[Move, ...],
    ceiling: tuple[int, ...] | None,
) -> Evidence | None:
    """A legal move of ``position`` that beats ``values`` (reached by the moves ``before``)."""
    game = position.game
    measures = game.rules.progress
    for move in position.legal_moves(player):
        reached = measure(game, _after(game, position, move, player), measures, player)
        if _better(reached, values):
            return Evidence(values, (*before, move), reached, ceiling)
    return None


_LONGEST_DEAL = 32  # stock actions followed by _dealt at most


def _dealt(
    root: State, player: int, values: tuple[int, ...], ceiling: tuple[int, ...] | None
) -> Evidence | None:
    """Progress after turning the stock: the player's first legal action (turn, redeal, ...)
    played again and again, one move deep after each, until back where it began. Progress
    in stock games is often a card some turns away, found so for far less than a search."""
    game = root.game
    current = root
    dealt: tuple[Move, ...] = ()
    for _ in range(_LONGEST_DEAL):
        action = next((m for m in current.legal_moves(player) if m.action is not None), None)
        if action is None:
            return None
        current = _after(game, current, action, player)
        dealt = (*dealt, action)
        if current.zones == root.zones and current.redeals == root.redeals:
            return None  # round the stock and back
        found = _one_deep(current, player, values, dealt, ceiling)
        if found is not None:
            return found
    return None


# The budgets (positions) of the breadth-first searches and dives tried in turn, before the
# full search with its limit.
_BUDGETS = tuple(b for b in (100, 400, 1_600, 6_400) if b < PROGRESS_SEARCH_LIMIT)


def _dived(
    root: State,
    player: int,
    values: tuple[int, ...],
    ceiling: tuple[int, ...] | None,
    limit: int = PROGRESS_SEARCH_LIMIT,
) -> Evidence | None:
    """Depth first over the positions the breadth-first search would visit (the same moves, the
    same canonical keys), up to the same limit. Progress several moves away is found along the
    first line that reaches it instead of after every shorter line: any path will do for the
    outcome. Running out of positions explores exactly the set the breadth-first search would
    (every position reachable without progress), so it proves "no progress" as that one does;
    reaching ``limit`` answers nothing (None)."""
    game = root.game
    measures = game.rules.progress
    packed = _packed(game, root, None, None)
    seen = {_key(root, packed)}
    stack = [(root, packed, iter(_search_moves(game, root, player)))]
    path: list[Move] = []
    while stack:
        current, current_packed, moves = stack[-1]
        move = next(moves, None)
        if move is None:
            stack.pop()
            if path:
                path.pop()
            continue
        following = _after(game, current, move, player)
        reached = measure(game, following, measures, player)
        if _better(reached, values):
            return Evidence(values, (*path, move), reached, ceiling)
        following_packed = _packed(game, following, current, current_packed)
        key = _key(following, following_packed)
        if key in seen:
            continue
        if len(seen) >= limit:
            return None
        seen.add(key)
        path.append(move)
        stack.append((following, following_packed, iter(_search_moves(game, following, player))))
    return Evidence(values, None, (), values)  # every reachable position seen: no progress


def _replayed(
    root: State,
    player: int,
    values: tuple[int, ...],
    path: tuple[Move, ...],
    ceiling: tuple[int, ...] | None,
) -> Evidence | None:
    """The moves of ``path`` that are legal when their turn comes, played from ``root`` in
    order (the others passed over), up to the first position that beats ``values``: the
    evidence of the moves played, or None. Any legal line that ends better is evidence, and a
    line broken by the move just played often still leads there without one of its steps."""
    game = root.game
    measures = game.rules.progress
    current = root
    played: list[Move] = []
    for move in path:
        if move not in current.legal_moves(player):
            continue
        current = _after(game, current, move, player)
        played.append(move)
        reached = measure(game, current, measures, player)
        if _better(reached, values):
            return Evidence(values, tuple(played), reached, ceiling)
    return None


def canonical(state: State) -> object:
    """A key equal for positions that differ only by the order of interchangeable piles (a
    zone whose piles play alike: not growing, no moves by distance, no 'base rank' pile):
    such a zone is keyed by the multiset of its piles.

    The position is packed into bytes (one byte per card, its ``code``, one per pile, its
    length): bytes hash once and compare fast, where tuples of cards would hash every card at
    each look-up. Games too large for a byte per card (more than two owners, or piles that
    could pass 254 cards) get a tuple."""
    game = state.game
    flags = game._interchangeable
    if game.players > 2 or game.rules.total_cards > 254:
        return (
            tuple(
                frozenset(Counter(piles).items()) if flags[i] else piles
                for i, piles in enumerate(state.zones)
            ),
            state.redeals,
            state.turn,
        )
    parts = [repr((state.redeals, state.turn)).encode()]
    for flag, piles in zip(flags, state.zones, strict=True):
        if flag:
            packed = sorted(map(_pile_bytes, piles))
            parts.append(bytes(map(len, packed)))
            parts.append(b"".join(packed))
        else:
            parts.append(bytes(map(len, piles)))
            parts.append(bytes(map(_code_of, _chain(piles))))
    return b"\xff".join(parts)  # no code or length reaches 255: the parts stay apart


_code_of = attrgetter("code")
_chain = chain.from_iterable


def _pile_bytes(pile: tuple[Card, ...]) -> bytes:
    return bytes(map(_code_of, pile))


# A zone's part of a search key and its piles' bytes; None where canonical() keys by tuples.
_Packed = list[tuple[bytes, tuple[bytes, ...]]] | None


def _packed(game: Game, state: State, before: State | None, known: _Packed) -> _Packed:
    """The parts of ``state``'s :func:`canonical` key, zone by zone, reusing those of the
    position ``before`` it (whose parts are ``known``) for every zone and pile left as it was."""
    if game.players > 2 or game.rules.total_cards > 254:
        return None
    parts = []
    for i, (flag, zone) in enumerate(zip(game._interchangeable, state.zones, strict=True)):
        old_zone = before.zones[i] if before is not None else ()
        if known is not None and zone is old_zone:
            parts.append(known[i])
            continue
        old = known[i][1] if known is not None else ()
        piles = tuple(
            old[j] if j < len(old) and pile is old_zone[j] else _pile_bytes(pile)
            for j, pile in enumerate(zone)
        )
        if flag:
            ordered = sorted(piles)
            parts.append((bytes(map(len, ordered)) + b"\xff" + b"".join(ordered), piles))
        else:
            parts.append((bytes(map(len, zone)) + b"\xff" + b"".join(piles), piles))
    return parts


def _key(state: State, packed: _Packed) -> object:
    """:func:`canonical`, from the parts :func:`_packed` made (the same bytes)."""
    if packed is None:
        return canonical(state)
    head = repr((state.redeals, state.turn)).encode()
    return b"\xff".join([head, *[part for part, _ in packed]])


def compute_outcome(state: State) -> Outcome | None:
    """How the game ended, or None (docs/state.md): the win is checked first, then whether
    anyone can go on (from evidence, see :func:`evidence`); scores are counted only at the end.
    Frontends read it after every move, so the one-player path is kept short."""
    game = state.game
    rules = game.rules
    if game.players == 1:
        core = game.native
        if core is not None:
            return _core_outcome(state, core)
        if _won(game, state, None):
            return Outcome("won", 0, scores(state), "Won.")
        if not state.legal_moves():
            if rules.lost_when_no_moves:
                return Outcome("lost", None, scores(state), "Lost: no move is left.")
            return Outcome("stuck", None, scores(state), "Stuck: no move is left.")
        if rules.progress and not can_progress(state, 0):
            return Outcome(
                "stuck",
                None,
                scores(state),
                f"Stuck: no move can {progress_words(rules.progress)}.",
            )
        return None
    core = game.native
    if core is not None:
        return _core_finish(state, core)
    # Conditions about a player's own cards or own zones are asked of each player in turn.
    owned = any(
        c.kind == "all_own_cards" or any(game.zones[z].spec.per_player for z in c.zones)
        for c in rules.won
    )
    for player in range(game.players) if owned else (None,):
        if _won(game, state, player):
            points = scores(state)
            if player is None:
                return _by_score(game, points, "Every card is home.")
            return Outcome(
                "won", player, points, f"Player {player + 1} has put all their cards home."
            )
    if any(can_progress(state, player) for player in range(game.players)):
        return None
    return _by_score(game, scores(state), "Blocked: no player can make progress.")


def _core_finish(state: State, core: NativeGame) -> Outcome | None:
    """:func:`compute_outcome` of a game of several players on the native core: the core says
    whether and how it has ended (the won line read for each player, else whether anyone can
    progress, each by their own moves), the scores decide the rest here."""
    finished = core.finish(state.core_position(core))
    if finished is None:
        return None
    how, player = finished
    points = scores(state)
    if how == "home":
        assert player is not None
        return Outcome("won", player, points, f"Player {player + 1} has put all their cards home.")
    if how == "all_home":
        return _by_score(state.game, points, "Every card is home.")
    return _by_score(state.game, points, "Blocked: no player can make progress.")


def _core_outcome(state: State, core: NativeGame) -> Outcome | None:
    """:func:`compute_outcome` of a one-player game on the native core, in one call to it:
    progress is read from the position's evidence (its twin, passed on from its parent)."""
    proof = twin(state).evidence if state.game.rules.progress else None
    ended = core.ended(state.core_position(core), proof)
    return None if ended is None else _ended(state, ended)


def _ended(state: State, result: Literal["won", "lost", "stuck"]) -> Outcome:
    """The outcome of a one-player game the core says has ended with ``result``."""
    if result == "won":
        return Outcome("won", 0, scores(state), "Won.")
    if not state.legal_moves():
        reason = "Lost: no move is left." if result == "lost" else "Stuck: no move is left."
    else:
        reason = f"Stuck: no move can {progress_words(state.game.rules.progress)}."
    return Outcome(result, None, scores(state), reason)


def _won(game: Game, state: State, player: int | None) -> bool:
    """Whether every condition of the ``won`` line holds (for ``player``)."""
    return all(_holds(game, state, index, player) for index in range(len(game.rules.won)))


def _holds(game: Game, state: State, index: int, player: int | None) -> bool:
    """Condition ``index`` of the ``won`` line, read after every move: "all cards in ..." is a
    count of the cards there, and "all own cards in ..." first counts them too (fewer than a
    player owns rules it out without reading every card's owner)."""
    condition = game.rules.won[index]
    kind = condition.kind
    if kind == "all_cards" or kind == "all_own_cards":
        listed = game._won_instances
        if listed is None:
            listed = game._won_instances = [
                tuple(i for z in c.zones for i in game.zones[z].instances) for c in game.rules.won
            ]
        zones = state.zones
        held = 0
        for i in listed[index]:
            held += sum(map(len, zones[i]))
        if kind == "all_cards":
            return held == game.rules.total_cards
        if held < game.rules.cards_per_owner:
            return False
    return _condition_holds(game, state, condition, player)


def _by_score(game: Game, points: dict[int, int], reason: str) -> Outcome:
    """Nobody can go on: the score decides, equal scores draw (DBL-10 for two players)."""
    higher = game.rules.score is None or game.rules.score.higher_wins
    ranked = sorted(points.items(), key=lambda item: item[1], reverse=higher)
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return Outcome("draw", None, points, f"{reason} Equal scores: a draw.")
    best = ranked[0][0]
    return Outcome("won", best, points, f"{reason} Player {best + 1} scores best.")
