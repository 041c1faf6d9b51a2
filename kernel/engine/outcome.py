"""When a game ends: won, lost, stuck (no progress is possible) or drawn, and the scores.

"Stuck" is decided by a search, not a move cap: from the position, every position reachable by
a player's legal moves is visited (each once) until one improves a progress measure of the
variant. If none does, no sequence of moves can ever make progress. With several players each
is searched on their own moves (as if it were their turn), and the game ends when nobody can
progress. Positions equal up to the order of interchangeable piles are visited once. The search
is exact up to ``PROGRESS_SEARCH_LIMIT`` positions; past that the engine says the game goes on
(it never declares a block without proof). See docs/state.md.
"""

from __future__ import annotations

from collections import Counter, deque
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING

from ..cards import Card
from ..rules import Measure
from ..rules.phrases import progress_words
from .movegen import _condition_holds, row_order
from .moves import Move, Outcome

if TYPE_CHECKING:
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
    return progress_path(state, player, limit) is not None


def progress_path(
    state: State, player: int | None = None, limit: int = PROGRESS_SEARCH_LIMIT
) -> list[Move] | None:
    """The shortest sequence of ``player``'s moves that makes progress ([] when the limit is hit
    first, as progress cannot be ruled out), or None when no sequence can."""
    game = state.game
    if player is None and game.players == 1:
        player = 0
    # What one player can do depends only on their own piles, the shared ones and their own
    # action counts: remember the answer, so an opponent's private moves cost no new search.
    key = (player, limit, _view_key(state, player))
    cache = game._progress_cache
    if key in cache:
        cached: list[Move] | None = cache[key]
        return cached
    path = _search(state, player, limit)
    if len(cache) >= _CACHE_SIZE:
        cache.clear()
    cache[key] = path
    return path


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


def _search(state: State, player: int | None, limit: int) -> list[Move] | None:
    game = state.game
    measures = game.rules.progress
    if player is not None:
        state = state.with_turn(player)
    if not measures:
        moves = state.legal_moves(player)
        return moves[:1] if moves else None
    base = measure(game, state, measures, player)
    # Visited positions are remembered by a canonical key: piles of a zone whose piles are
    # interchangeable are sorted, so "the King to empty pile 3" and "to empty pile 7" are one.
    parents: dict[object, tuple[object, Move] | None] = {canonical(state): None}
    queue = deque([(state, canonical(state))])
    while queue:
        current, current_key = queue.popleft()
        moves = (
            game.distinct_moves(current, player)
            if player is not None
            else current.legal_moves(player)
        )
        for move in moves:
            following = game.apply(current, move)
            if player is not None:
                following = following.with_turn(player)
            values = measure(game, following, measures, player)
            if any(v > b for v, b in zip(values, base, strict=True)):
                path = [move]
                node: object = current_key
                while (link := parents[node]) is not None:
                    node, step = link
                    path.append(step)
                return path[::-1]
            key = canonical(following)
            if key not in parents:
                if len(parents) >= limit:
                    return []
                parents[key] = (current_key, move)
                queue.append((following, key))
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


def compute_outcome(state: State) -> Outcome | None:
    game = state.game
    rules = game.rules
    points = scores(state)
    # Conditions about a player's own cards or own zones are asked of each player in turn.
    owned = game.players > 1 and any(
        c.kind == "all_own_cards" or any(game.zones[z].spec.per_player for z in c.zones)
        for c in rules.won
    )
    for player in range(game.players) if owned else (None,):
        if all(_condition_holds(game, state, c, player) for c in rules.won):
            if game.players == 1:
                return Outcome("won", 0, points, "Won.")
            if player is None:
                return _by_score(game, points, "Every card is home.")
            return Outcome(
                "won", player, points, f"Player {player + 1} has put all their cards home."
            )
    if game.players == 1:
        if not state.legal_moves():
            if rules.lost_when_no_moves:
                return Outcome("lost", None, points, "Lost: no move is left.")
            return Outcome("stuck", None, points, "Stuck: no move is left.")
        if rules.progress and not can_progress(state):
            return Outcome(
                "stuck", None, points, f"Stuck: no move can {progress_words(rules.progress)}."
            )
        return None
    if any(can_progress(state, player) for player in range(game.players)):
        return None
    return _by_score(game, points, "Blocked: no player can make progress.")


def _by_score(game: Game, points: dict[int, int], reason: str) -> Outcome:
    """Nobody can go on: the score decides, equal scores draw (DBL-10 for two players)."""
    higher = game.rules.score is None or game.rules.score.higher_wins
    ranked = sorted(points.items(), key=lambda item: item[1], reverse=higher)
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return Outcome("draw", None, points, f"{reason} Equal scores: a draw.")
    best = ranked[0][0]
    return Outcome("won", best, points, f"{reason} Player {best + 1} scores best.")
