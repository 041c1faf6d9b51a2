"""The built-in behaviours. They are ordinary plugins: registered through the
``cardwright.plugins`` entry point like any third-party plugin, turned on by a variant with
``use NAME``. Each reads what it needs from the variant's data, so it serves any game that
declares that data (stock actions, players), not one game by name.

(The refill plugins of old, ``automatic-refill`` and ``manual-refill``, are gone: a zone's
``refills from`` clause says how it is refilled, and the engine does it. The language still reads
``use automatic-refill`` and ``use manual-refill``, deprecated, as that clause's two forms.)
"""

from __future__ import annotations

from .engine.moves import Move
from .engine.reference.tables import compile_build
from .engine.state import State
from .plugins import AfterMove, MoveFilter, Policy, SolverGuide, hookimpl
from .rules import VariantRules
from .search.opponent import greedy


class OptionalMoves:
    """Every legal move is offered, and a stock action may be taken at any moment."""

    name = "optional-moves"
    summary = "Any legal move may be made, or a stock action taken first (no move is forced)."

    @hookimpl
    def cardwright_move_filter(self, rules: VariantRules) -> MoveFilter | None:
        return None  # the kernel's move list is already the answer: nothing is removed

    @hookimpl
    def cardwright_describe(self, rules: VariantRules) -> str:
        actions = " or ".join(f"'{a.name}'" for a in rules.actions) or "a stock action"
        return f"moves are optional: at any moment the player may make any legal move or {actions}."


class _NoActionWhileCardMoves:
    def __init__(self, actions: frozenset[str]) -> None:
        self.actions = actions

    def filter(self, state: State, moves: list[Move]) -> list[Move]:
        if any(m.action is None for m in moves):
            return [m for m in moves if m.action not in self.actions]
        return moves

    def ir(self) -> dict[str, object]:
        return {"kind": "no_action_while_card_moves", "actions": sorted(self.actions)}

    def reason(self, state: State, move: Move) -> str:
        return (
            f"moves are mandatory: a playable pile must be moved before '{move.action}' "
            f"(for example {next(str(m) for m in state.legal_moves(move.player))})"
        )


class MandatoryMoves:
    """While any card can move, stock actions are not allowed."""

    name = "mandatory-moves"
    summary = "A card that can move must move before the next stock action."

    @hookimpl
    def cardwright_move_filter(self, rules: VariantRules) -> MoveFilter | None:
        return _NoActionWhileCardMoves(frozenset(a.name for a in rules.actions))

    @hookimpl
    def cardwright_describe(self, rules: VariantRules) -> str:
        actions = " or ".join(f"'{a.name}'" for a in rules.actions) or "a stock action"
        return f"moves are mandatory: while any pile can move, {actions} is not allowed."


class RacePlay:
    """All players play at the same time; nobody waits for a turn. Conflicts between
    simultaneous moves are settled by the live table (docs/embedding.md), not by the rules."""

    name = "race-play"
    summary = "Every player may move at any moment (a race); the table orders the moves."

    @hookimpl
    def cardwright_move_filter(self, rules: VariantRules) -> MoveFilter | None:
        return None  # every player's legal moves stay legal at every moment

    @hookimpl
    def cardwright_describe(self, rules: VariantRules) -> str:
        return (
            "a race: all players play at once, each on their own piles and the shared ones; "
            "the first card legally placed stands."
        )


def _turn_enders(rules: VariantRules) -> frozenset[str]:
    """Actions that end a turn: those taking cards from a stock-kind zone."""
    stocks = {z.name for z in rules.zones if z.kind == "stock"}
    return frozenset(a.name for a in rules.actions if a.source in stocks)


def _turns_ir(enders: frozenset[str]) -> dict[str, object]:
    """Alternating turns as plain data (docs/plugins.md), the one rule its filter and its
    after-move hook make together: the native core runs it."""
    return {"kind": "turns", "enders": sorted(enders)}


class _TurnOrder:
    def __init__(self, enders: frozenset[str]) -> None:
        self.enders = enders

    def filter(self, state: State, moves: list[Move]) -> list[Move]:
        turn = state.turn
        kept = [m for m in moves if m.player == turn]
        if len(kept) == len(moves):
            return moves
        if state.game.generate(state, turn):
            return kept
        return moves  # the player to move cannot move at all: the others may

    def reason(self, state: State, move: Move) -> str:
        return f"it is player {state.turn + 1}'s turn"

    def ir(self) -> dict[str, object]:
        return _turns_ir(self.enders)


class _NextTurn:
    """After a move: a turn ender passes the turn on; any other move gives the turn to its
    player (one who moved out of turn, because the player to move could not, now has it)."""

    def __init__(self, enders: frozenset[str], players: int) -> None:
        self.enders = enders
        self.players = players

    def __call__(self, state: State, move: Move) -> State:
        if move.action in self.enders:
            return state.with_turn((move.player + 1) % self.players)
        return state.with_turn(move.player)

    def ir(self) -> dict[str, object]:
        return _turns_ir(self.enders)


class AlternatingTurns:
    """Players take turns; a turn ends when the player turns cards from the stock (the
    convention of rule DBL-V3; docs/embedding.md compares it with the Bicycle rules). A player
    who cannot move at all passes the turn."""

    name = "alternating-turns"
    summary = "Players take turns; a turn ends when the player turns cards from the stock."

    @hookimpl
    def cardwright_move_filter(self, rules: VariantRules) -> MoveFilter | None:
        return _TurnOrder(_turn_enders(rules)) if rules.players > 1 else None

    @hookimpl
    def cardwright_after_move(self, rules: VariantRules) -> AfterMove | None:
        if rules.players < 2:
            return None
        return _NextTurn(_turn_enders(rules), rules.players)

    @hookimpl
    def cardwright_describe(self, rules: VariantRules) -> str:
        enders = " or ".join(f"'{name}'" for name in sorted(_turn_enders(rules)))
        return (
            f"players take turns; a turn ends when the player turns cards from the stock "
            f"({enders}); a player who cannot move passes."
        )


class GreedyPolicy:
    """The built-in computer player (see opponent.greedy)."""

    name = "greedy-policy"
    summary = "Computer player 'greedy': foundations first, then uncovering cards, then the stock."

    @hookimpl
    def cardwright_policies(self) -> dict[str, Policy]:
        return {"greedy": greedy}


class _TopsMustJoin:
    """The solver guide of :class:`OnePileSearch`, for one zone whose whole piles merge."""

    def __init__(self, zone: str, accepts: tuple[frozenset[int], ...], closed: bool) -> None:
        self.zone = zone
        self.accepts = accepts
        self.closed = closed  # no card can ever come into the zone from elsewhere
        self.instance: int | None = None

    def _tops(self, state: State) -> list[int] | None:
        """The keys of the zone's top cards, or None while cards elsewhere may still come in
        (more tops may arrive, so nothing can be proved)."""
        cache = state._cache  # the solver asks three times per position: read them once
        if self in cache:
            tops: list[int] | None = cache[self]
            return tops
        if self.instance is None:
            self.instance = state.game.instance(self.zone, None)
        zones = state.zones
        if not self.closed and any(
            piles for i, piles in enumerate(zones) if i != self.instance and any(piles)
        ):
            tops = None
        else:
            tops = [pile[-1].key for pile in zones[self.instance]]
        cache[self] = tops
        return tops

    def lost(self, state: State) -> bool:
        # A covered top card is gone for good and the covering card stays on top, so every top
        # card must be joined, through a chain of matches among the tops, to the card that ends
        # on top of the last pile: the tops must form one connected group.
        tops = self._tops(state)
        if tops is None or len(tops) < 2:
            return False
        accepts = self.accepts
        unreached = set(tops)
        frontier = [unreached.pop()]
        while frontier and unreached:
            found = unreached & accepts[frontier.pop()]
            unreached -= found
            frontier.extend(found)
        return bool(unreached)

    def key(self, state: State) -> bytes | None:
        # Only the top cards can ever matter again (a covered card is gone for good): positions
        # with the same tops in the same order have the same fate.
        tops = self._tops(state)
        return None if tops is None else bytes(tops)

    def order(self, state: State, moves: list[Move]) -> list[Move]:
        # Prefer covering a card whose loss leaves every other top card with the most partners
        # (the weakest link as strong as possible), then the most pairs overall.
        tops = self._tops(state)
        if tops is None or len(moves) < 2:
            return moves
        accepts = self.accepts
        present = set(tops)
        degree = {k: len(accepts[k] & present) - (k in accepts[k]) for k in present}
        pairs = sum(degree.values())
        # Covering one card lowers another's degree by at most 1, so the weakest card afterwards
        # is among those at most 1 above the weakest now (unless that is the covered card).
        floor = min(degree.values())
        weak = [(k, d) for k, d in degree.items() if d <= floor + 1]
        zone = state.zones[state.game.instance(self.zone, None)]
        scores: dict[int, tuple[int, int]] = {}

        def score(move: Move) -> tuple[int, int]:
            if move.target is None:
                return (0, 0)
            covered = zone[move.target[1]][-1].key
            known = scores.get(covered)
            if known is None:
                others = [(k, d) for k, d in weak if k != covered] or [
                    (k, d) for k, d in degree.items() if k != covered
                ]
                weakest = min((d - (covered in accepts[k]) for k, d in others), default=0)
                known = scores[covered] = (-weakest, -(pairs - 2 * degree[covered]))
            return known

        return sorted(moves, key=score)

    def ir(self) -> dict[str, object]:
        # The native core reads the zone's build relation from the rules IR itself.
        return {"kind": "tops_must_join", "zone": self.zone, "closed": self.closed}


class OnePileSearch:
    """Solver knowledge for games won by gathering one zone into a single pile."""

    name = "one-pile-search"
    summary = (
        "Solver guide for games won when a zone has 1 pile and whole piles merge onto matching "
        "tops: proves a position lost when its top cards fall into unmatched groups."
    )

    @hookimpl
    def cardwright_solver_guide(self, rules: VariantRules) -> SolverGuide | None:
        for condition in rules.won:
            if condition.kind != "piles" or condition.count != 1:
                continue
            zone = rules.zone(condition.zones[0])
            if zone.builds is None or zone.gives.unit != "pile" or zone.per_player:
                continue
            if any(action.source == zone.name for action in rules.actions):
                continue  # cards taken back from the zone would bring new tops
            if zone.empty is not None and zone.empty.what != "nothing":
                continue  # a pile could start afresh in a gap: the tops argument fails
            if zone.pairs_to is not None or zone.covered:
                continue  # cards leave the zone, or piles are blocked: another game
            accepts, _ = compile_build(zone.builds)
            symmetric = all(
                m in accepts[t] for t in range(52) for m in range(52) if t in accepts[m]
            )
            closed = not any(action.target == zone.name for action in rules.actions) and all(
                other.gives.unit == "nothing" for other in rules.zones if other.name != zone.name
            )
            if symmetric:  # the argument above joins groups both ways
                return _TopsMustJoin(str(zone.name), accepts, closed)
        return None

    @hookimpl
    def cardwright_describe(self, rules: VariantRules) -> str | None:
        if self.cardwright_solver_guide(rules) is None:
            return None
        return (
            "the solver knows a position is lost when its top cards cannot all be joined "
            "through matches, and tries first the moves that keep every top card matchable."
        )


PLUGINS = [
    OptionalMoves(),
    MandatoryMoves(),
    RacePlay(),
    AlternatingTurns(),
    GreedyPolicy(),
    OnePileSearch(),
]
