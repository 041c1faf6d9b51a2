"""When a game ends: won, lost, stuck (no progress is possible) or drawn, and the scores.

"Stuck" is decided by a search, not a move cap: from the position, every position reachable by
legal moves is visited (each once) until one improves a progress measure of the variant. If
none does, no sequence of moves can ever make progress, so the game is stuck. The search is
exact up to ``PROGRESS_SEARCH_LIMIT`` positions; past that the engine says the game goes on
(it never calls a game stuck without proof). See docs/state.md.
"""

from __future__ import annotations

from collections import deque

from .engine import Game, Outcome, State, _condition_holds
from .rules import Measure

PROGRESS_SEARCH_LIMIT = 100_000


def scores(state: State) -> dict[int, int]:
    """Each player's score under the variant's ``score`` line (0 when it has none)."""
    game = state.game
    spec = game.rules.score
    players = range(game.players)
    if spec is None:
        return dict.fromkeys(players, 0)
    result = {}
    for player in players:
        instances = [game.instance(z, player) for z in spec.zones]
        if spec.kind == "piles":
            value = sum(len(state.zones[i]) for i in instances)
        elif spec.kind == "cards":
            value = sum(len(p) for i in instances for p in state.zones[i])
        else:
            value = sum(
                1 for i in instances for p in state.zones[i] for c in p if c.owner == player
            )
        result[player] = value
    return result


def measure(game: Game, state: State, measures: tuple[Measure, ...]) -> tuple[int, ...]:
    """The variant's progress measures, each oriented so that larger is better."""
    values = []
    for m in measures:
        if m.kind == "fewer_face_down":
            values.append(-sum(1 for c in state.cards() if not c.face_up))
            continue
        held = sum(len(p) for z in m.zones for i in game.zones[z].instances for p in state.zones[i])
        values.append(held if m.kind == "more" else -held)
    return tuple(values)


def can_progress(state: State, limit: int = PROGRESS_SEARCH_LIMIT) -> bool:
    """Whether some sequence of legal moves reaches a position that improves a progress measure.
    True when the search hits ``limit`` without an answer."""
    game = state.game
    measures = game.rules.progress
    if not measures:
        return bool(state.legal_moves())
    base = measure(game, state, measures)
    seen = {state}
    queue = deque([state])
    while queue:
        current = queue.popleft()
        for move in current.legal_moves():
            following = game.apply(current, move)
            values = measure(game, following, measures)
            if any(v > b for v, b in zip(values, base, strict=True)):
                return True
            if following not in seen:
                if len(seen) >= limit:
                    return True
                seen.add(following)
                queue.append(following)
    return False


def _progress_words(measures: tuple[Measure, ...]) -> str:
    from .describe import join_words

    words = []
    for m in measures:
        zones = join_words(list(m.zones), "or")
        if m.kind == "more":
            words.append(f"put another card on the {zones}")
        elif m.kind == "fewer":
            words.append(f"take another card from the {zones}")
        else:
            words.append("turn up a face-down card")
    return " or ".join(words)


def compute_outcome(state: State) -> Outcome | None:
    game = state.game
    rules = game.rules
    points = scores(state)
    owned = any(c.kind == "all_own_cards" for c in rules.won)
    for player in range(game.players) if owned else (None,):
        if all(_condition_holds(game, state, c, player) for c in rules.won):
            winner = player if player is not None else (0 if game.players == 1 else None)
            who = "" if game.players == 1 else f"Player {(winner or 0) + 1} "
            return Outcome("won", winner, points, f"{who}won.".strip())
    moves = state.legal_moves()
    if not moves:
        if rules.lost_when_no_moves:
            return _ended(game, "lost", points, "Lost: no move is left.")
        return _ended(game, "stuck", points, "Stuck: no move is left.")
    if rules.progress and not can_progress(state):
        reason = f"Stuck: no move can {_progress_words(rules.progress)}."
        return _ended(game, "stuck", points, reason)
    return None


def _ended(game: Game, result: str, points: dict[int, int], reason: str) -> Outcome:
    if game.players == 1:
        return Outcome(result, None, points, reason)  # type: ignore[arg-type]
    # Several players and nobody can go on: the score decides (equal scores draw).
    higher = game.rules.score is None or game.rules.score.higher_wins
    ranked = sorted(points.items(), key=lambda item: item[1], reverse=higher)
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return Outcome("draw", None, points, reason + " Equal scores: a draw.")
    return Outcome("won", ranked[0][0], points, reason + f" Player {ranked[0][0] + 1} scores best.")
