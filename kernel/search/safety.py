"""Which moves to a foundation can be made without thinking, read from zone data only.

Two rules, one stricter than the other:

- :func:`safe_ranks` — what the terminal table plays automatically: a foundation's first cards
  (an Ace where it builds up) and its second rank when only first cards could ever lie on it
  elsewhere. It never costs a move in practice, which is all a player's table needs.
- :func:`proven_ranks` — what the solver may play as the *only* move of a position without
  losing any solution (a dominance: docs/solver.md). A card qualifies when no other zone could
  ever want it as a base except for first cards, which go home themselves, and the variant has
  a single kind of foundation, so the card has no second home it could be needed on. Moves from
a zone that stock actions deal onto (a waste) are left out: taking a card out of the waste
changes which cards later turns of the stock show, so it is not free.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from ..engine.game import Game
from ..engine.moves import Move
from ..engine.state import State
from ..rules import ZoneSpec, rank_step_of


def safe_ranks(game: Game, foundation: ZoneSpec) -> frozenset[int]:
    """The ranks a foundation of ``game`` may take automatically without ever costing a move.

    Its *first* cards are safe: the ranks its empty piles take (Ace when it builds up, King when
    it builds down). So is its *second* rank (one step on in its build direction) when, under
    every other zone's build rule, the only cards that could ever lie on such a card are first
    cards, which go home themselves. In Double Solitaire (tableaux build down) that makes Aces
    and 2s safe; in Chequers (tableaux build up or down) only Aces and Kings."""
    first, second = _first_and_second(foundation)
    safe = set(first)
    for rank in second - first:
        if all(_only_first_on(spec, rank, first) for spec in _building_zones(game)):
            safe.add(rank)
    return frozenset(safe)


def proven_ranks(game: Game, foundation: ZoneSpec) -> frozenset[int]:
    """The ranks whose move onto ``foundation`` can never lose a win (see the module notes)."""
    foundations = {spec.name for spec, _ in game.instances if spec.kind == "foundation"}
    if foundations != {foundation.name}:
        return frozenset()
    first, second = _first_and_second(foundation)
    return frozenset(
        rank
        for rank in first | second
        if all(_only_first_on(spec, rank, first) for spec in _building_zones(game))
    )


def _first_and_second(foundation: ZoneSpec) -> tuple[frozenset[int], frozenset[int]]:
    empty, builds = foundation.empty, rank_step_of(foundation.builds)
    if empty is None or empty.what != "ranks" or builds is None:
        return frozenset(), frozenset()
    if foundation.rank_colours:
        return frozenset(), frozenset()  # a first card commits its colour: never safe alone
    first = frozenset(empty.ranks)
    second = frozenset(
        (base + step - 1) % 13 + 1 if builds.wrap else base + step
        for base in first
        for step in builds.steps
        if builds.wrap or 1 <= base + step <= 13
    )
    return first, second


def _building_zones(game: Game) -> Iterator[ZoneSpec]:
    seen = set()
    for spec, _ in game.instances:
        if spec.kind != "foundation" and spec.builds is not None and spec.name not in seen:
            seen.add(spec.name)
            yield spec


def _only_first_on(spec: ZoneSpec, rank: int, first: frozenset[int]) -> bool:
    """Whether, in ``spec``, only cards of ``first`` ranks could ever be placed on ``rank``."""
    if spec.builds is None:
        return True
    rule = rank_step_of(spec.builds)
    if rule is None:
        return False  # any rank (or any card of a suit) may follow
    landing = set()
    for step in rule.steps:
        if rule.wrap:
            landing.add((rank + step - 1) % 13 + 1)
        elif 1 <= rank + step <= 13:
            landing.add(rank + step)
    return landing <= first


def safe_moves(state: State, player: int, *, proven: bool = False) -> list[Move]:
    """``player``'s legal moves that put one card on a foundation safely: by
    :func:`safe_ranks`, or by :func:`proven_ranks` with ``proven``."""
    game = state.game
    table = _ranks_by_zone(game, proven)
    if not table:
        return []
    dealt_onto = {action.target for action in game.rules.actions} if proven else set()
    found = []
    for move in state.legal_moves(player):
        if move.action is not None or move.target is None or move.count != 1:
            continue
        if move.source[0] in dealt_onto:
            continue
        ranks = table.get(move.target[0])
        if ranks is None:
            continue
        card = state.piles(move.source[0], player)[move.source[1]][-1]
        if card.rank in ranks:
            found.append(move)
    return found


def proven_table(game: Game) -> tuple[dict[str, frozenset[int]], frozenset[str]]:
    """:func:`safe_moves` with ``proven``, as data for the native solver: the ranks each
    foundation zone may take so, and the zones such moves never come from."""
    return _ranks_by_zone(game, True), frozenset(str(a.target) for a in game.rules.actions)


@cache
def _ranks_by_zone(game: Game, proven: bool) -> dict[str, frozenset[int]]:
    # Only foundations with safe ranks: a game with none costs nothing per position.
    rule = proven_ranks if proven else safe_ranks
    ranks = {str(s.name): rule(game, s) for s, _ in game.instances if s.kind == "foundation"}
    return {name: found for name, found in ranks.items() if found}
