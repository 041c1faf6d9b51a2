"""The position: an immutable value of piles. Everything a state can do it asks of its game.

In a game the native core runs, a state is a view of the core's position: its moves come from
the core and playing one makes the next position in the core, so a game played through the API
runs at the core's speed; the piles are read from the core only when asked for (``zones``,
``to_dict``, ...). Either way a state is the same value: states of one game compare, hash and
serialise by their piles, whichever engine made them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import attrs

from ..cards import Card
from ..errors import IllegalMove
from ..text import suggest
from .moves import Draw, Move, Outcome, Pile, Piles, shape_problem
from .native import core_moves, core_piles, from_move, to_native

if TYPE_CHECKING:
    from .._native import NativeGame, NativeState
    from .game import Game

_NOTATION = re.compile(
    r"^\s*(?:p(?P<player>\d+)\s+)?(?:"
    r"(?P<draw>[a-z][a-z_-]*)\s+(?P<dsrc>[a-z][a-z_-]*?)(?P<dsi>\d*)@(?P<depth>\d+)"
    r"\s*>\s*(?P<ddst>[a-z][a-z_-]*?)(?P<dti>\d*)"
    r"|(?P<src>[a-z][a-z_-]*?)(?P<si>\d*)(?::(?P<count>\d+))?\s*>\s*(?P<dst>[a-z][a-z_-]*?)(?P<ti>\d*)"
    r"|(?P<action>[a-z][a-z_-]*))\s*$",
    re.ASCII,
)
_MOST_DIGITS = 6  # pile numbers, counts and players in move notation: at most 999999
OUTCOME = "outcome"  # a state's cache: its outcome, once known (None: the game goes on)
EVERY = "every player"  # a state's cache: every player's legal moves (several players)
LISTED = "listed"  # a state's cache: every player's moves as the core listed them, in its order


@attrs.frozen(slots=True, repr=False, eq=False, hash=False)
class State:
    """A position: one tuple of piles per zone instance (a pile is a tuple of cards, bottom →
    top), the count of limited actions used, and whose turn it is (only turn-based play
    changes it). Immutable and hashable; states of one game compare by position only."""

    game: Game
    # Read through the ``zones`` and ``redeals`` properties: in a state the core made, unset
    # (or None) until read from the core's position. The hot paths of play build states with
    # only the slots they know set (``_make_state``, ``core_state``): a slot left unset reads
    # as None here, which costs nothing until it is read.
    _zones: tuple[Piles, ...] | None
    _redeals: tuple[int, ...] | None = ()
    turn: int = 0
    _cache: dict[Any, Any] = attrs.field(init=False, factory=dict)
    _position: NativeState | None = attrs.field(init=False, default=None)

    @property
    def zones(self) -> tuple[Piles, ...]:
        """The piles, one tuple of piles per zone instance."""
        try:
            zones = self._zones
        except AttributeError:  # a view of the core's position, not read yet
            zones = None
        if zones is None:
            zones = self._read_core()[0]
        return zones

    @property
    def redeals(self) -> tuple[int, ...]:
        """How many times each limited action has been used."""
        try:
            redeals = self._redeals
        except AttributeError:  # a view of the core's position, not read yet
            redeals = None
        if redeals is None:
            redeals = self._read_core()[1]
        return redeals

    def _read_core(self) -> tuple[tuple[Piles, ...], tuple[int, ...]]:
        """The piles and action counts of the core's position, read once and kept."""
        core, position = self.game.native, self._position
        assert core is not None and position is not None
        zones, redeals = core_piles(core, position)
        object.__setattr__(self, "_zones", zones)
        object.__setattr__(self, "_redeals", redeals)
        return zones, redeals

    def core_position(self, core: NativeGame) -> NativeState:
        """This position as the native core's (``core``: its game's), made once and kept."""
        try:
            position = self._position
        except AttributeError:  # a state of the Python engine's hot path
            position = None
        if position is None:
            position = to_native(core, self.zones, self.redeals, self.turn)
            object.__setattr__(self, "_position", position)
        return position

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        if self is other:
            return True
        return (self.zones, self.redeals, self.turn) == (other.zones, other.redeals, other.turn)

    def __hash__(self) -> int:
        # Cached: solvers and searches hash the same state many times.
        cache = self._cache
        value: int | None = cache.get(_HASH)
        if value is None:
            value = cache[_HASH] = hash((self.zones, self.redeals, self.turn))
        return value

    def __repr__(self) -> str:
        return f"<State {self.game.name}: {self.summary()}>"

    def summary(self) -> str:
        parts = []
        for (spec, owner), piles in zip(self.game.instances, self.zones, strict=True):
            label = spec.name if owner is None else f"p{owner + 1} {spec.name}"
            parts.append(f"{label} {sum(map(len, piles))}")
        return ", ".join(parts)

    # -- reading ------------------------------------------------------------------------------
    def piles(self, zone: str, player: int | None = None) -> Piles:
        """The piles of ``zone`` (of ``player`` for per-player zones)."""
        try:
            return self.zones[self.game.instance(zone, player)]
        except KeyError:
            raise KeyError(f"unknown zone '{zone}'{suggest(zone, self.game.zones)}") from None

    def cards(self) -> Iterator[Card]:
        for piles in self.zones:
            for pile in piles:
                yield from pile

    # -- moves --------------------------------------------------------------------------------
    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every legal move of ``player`` (every player's when None in a multi-player game)."""
        cache = self._cache
        if player is None:
            listed = cache.get(LISTED)  # every player's moves, as the core listed them
            if listed is not None:
                return list(listed)
            if self.game.players == 1:
                player = 0
            else:
                every = cache.get(EVERY)
                if every is None:
                    core = self.game.native
                    if core is not None:  # the core's whole list, 0's moves first: played
                        every = core_moves(core, self.core_position(core))  # by place in it
                        cache[LISTED] = every
                    else:
                        every = [m for p in range(self.game.players) for m in self.legal_moves(p)]
                    cache[EVERY] = every
                return list(every)
        cached = cache.get(player)
        if cached is not None:
            return list(cached)
        game = self.game
        core = game.native
        every = cache.get(EVERY)
        if every is not None:  # every player's moves are known (the core listed them)
            moves = [m for m in every if m.player == player]
        elif core is not None:  # the core applies the filters itself (their data forms)
            whose = None if game.players == 1 else player
            moves = core_moves(core, self.core_position(core), whose)
            if whose is None:  # the core's whole list: a move is played by its place in it
                cache[LISTED] = moves
        else:
            moves = game.generate(self, player)
            for move_filter in game._filters:
                moves = move_filter.filter(self, moves)
        self._cache[player] = moves
        return list(moves)

    def parse_move(self, text: str, player: int | None = None) -> Move:
        """Read move notation (docs/notation.md) into a :class:`Move`; IllegalMove if unreadable."""
        match = _NOTATION.match(text.lower())
        if match is not None:
            for group in ("player", "si", "count", "ti", "dsi", "depth", "dti"):
                number = match[group]
                if number is not None and len(number.lstrip("0")) > _MOST_DIGITS:
                    raise IllegalMove(
                        f"cannot read move {_shown(text)}: the number {_shown(number)} is too "
                        f"large (at most {_MOST_DIGITS} digits)"
                    )
        if match is None:
            raise IllegalMove(
                f"cannot read move {_shown(text)}: expected 'zone3>zone1', 'zone3:2>zone1' or an action "
                f"name ({', '.join(a.name for a in self.game._actions) or 'none in this game'})"
            )
        if match["player"]:
            said = int(match["player"]) - 1
            if player is not None and said != player:
                raise IllegalMove(
                    f"move {text!r} is player {said + 1}'s, not player {player + 1}'s"
                )
            player = said
        player = 0 if player is None else player
        if not 0 <= player < self.game.players:
            raise IllegalMove(f"there is no player {player + 1} in {self.game.title}")
        if match["draw"]:
            return self._parse_draw(text, match, player)
        if match["action"]:
            name = match["action"]
            drawn = next((a for a in self.game._actions if a.name == name), None)
            if drawn is not None and drawn.mode == "draw":
                to = next(iter(self.game.zones[drawn.source].targets), None)
                where = drawn.source if to is None else to.name
                raise IllegalMove(
                    f"'{name}' plays a buried card: say which and where, as in "
                    f"'{name} {drawn.source}3@2>{where}1' (the card just under the top of "
                    f"{drawn.source} 3, onto {where} 1)"
                )
            # A legal move first; else the kernel's own (a plugin may have filtered it out,
            # and explain() can then say which plugin and why).
            for move in [*self.legal_moves(player), *self.game.generate(self, player)]:
                if move.action == name:
                    return move
            names = [str(a.name) for a in self.game._actions]
            if name not in names:
                raise IllegalMove(f"no action '{name}' in {self.game.title}{suggest(name, names)}")
            action = next(a for a in self.game._actions if a.name == name)
            return Move(player, (action.source, 0), None, 1, name)
        source = self.game.resolve_zone(match["src"])
        target = self.game.resolve_zone(match["dst"])
        si, ti = (
            self._pile_index(text, source, match["si"]),
            self._pile_index(text, target, match["ti"]),
        )
        if match["count"]:
            count = int(match["count"])
        else:
            count = 1
            if self.game.zones[source].unit == "pile":
                try:
                    count = max(1, len(self.piles(source, player)[si]))
                except IndexError:
                    count = 1
        return Move(player, (source, si), (target, ti), count)

    def _parse_draw(self, text: str, match: re.Match[str], player: int) -> Move:
        """``merci tableau3@2>foundation1``: a ``draw`` action's move (docs/notation.md)."""
        name = match["draw"]
        action = next((a for a in self.game._actions if a.name == name), None)
        if action is None or action.mode != "draw":
            draws = [str(a.name) for a in self.game._actions if a.mode == "draw"]
            known = f" (its draws: {', '.join(draws)})" if draws else ""
            raise IllegalMove(
                f"cannot read move {_shown(text)}: '{name}' is not an action of "
                f"{self.game.title} that plays a buried card{known}"
            )
        source = self.game.resolve_zone(match["dsrc"])
        target = self.game.resolve_zone(match["ddst"])
        si = self._pile_index(text, source, match["dsi"])
        ti = self._pile_index(text, target, match["dti"])
        return Draw(player, (source, si), (target, ti), int(match["depth"]), str(action.name))

    def _pile_index(self, text: str, zone: str, number: str) -> int:
        """The 0-based pile index of a pile number in move text; a zone of exactly one pile
        (not a growing one) may leave its number out (``waste>foundation1``)."""
        if number:
            return int(number) - 1
        spec = self.game.zones[zone].spec
        if spec.count == 1 and not spec.growing:
            return 0
        many = "a changing number of" if spec.growing else str(spec.count)
        raise IllegalMove(
            f"cannot read move {_shown(text)}: the {zone} has {many} piles, so its pile number "
            f"is needed (as in '{zone}1')"
        )

    def play(self, move: Move | str, player: int | None = None) -> State:
        """The state after ``move`` (a :class:`Move` or its notation). Raises
        :class:`IllegalMove` with a reason, leaving this state unchanged."""
        if player is not None and (type(player) is not int):
            raise IllegalMove(f"player must be a player number (0-based int), not {player!r}")
        if player is None and type(move) is Move:
            cache = self._cache
            listed = cache.get(LISTED)
            if listed is not None:  # the core listed the moves: the usual case on the core
                try:
                    index = listed.index(move)  # identity first: quick for a move just listed
                except ValueError:
                    pass  # not a legal move: the checks below say why
                else:
                    return self.game.play_listed(self, index)
            else:
                listed = cache.get(move.player)
                if listed is None:
                    listed = cache.get(EVERY)  # every player's moves, each naming its player
                if listed is not None and move in listed:  # a move just listed
                    return self.game.apply(self, move)
        if isinstance(move, str):
            move = self.parse_move(move, player)
        elif not isinstance(move, Move):
            raise IllegalMove(f"not a move: {move!r}")
        elif (problem := shape_problem(move)) is not None:
            raise IllegalMove(f"not a well-formed move: {problem}")
        elif player is not None and move.player != player:
            raise IllegalMove(f"that move is player {move.player + 1}'s, not player {player + 1}'s")
        if not 0 <= move.player < self.game.players:
            raise IllegalMove(f"there is no player {move.player + 1} in {self.game.title}")
        listed = self._cache.get(move.player)
        if listed is None:
            self.legal_moves(move.player)
            listed = self._cache[move.player]
        if move not in listed:  # identity is tried first, so this is quick for listed moves
            raise IllegalMove(self.game.explain(self, move))
        return self.game.apply(self, move)

    # -- the one primitive that moves cards ----------------------------------------------
    def moved(
        self,
        source_zone: str,
        source_index: int,
        target_zone: str,
        target_index: int,
        count: int = 1,
        *,
        player: int | None = None,
        face_up: bool | None = None,
    ) -> State:
        """A copy with the top ``count`` cards of one pile put on another, keeping their order,
        then the zones' automatic rules applied (exposed cards turned up, gaps closed). Does not
        check legality: play() does. Plugins use this to move cards."""
        game = self.game
        return _move_cards(
            self,
            game.instance(source_zone, player),
            source_index,
            game.instance(target_zone, player),
            target_index,
            count,
            face_up,
        )

    # -- the end ------------------------------------------------------------------------------
    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on; else how it ended (docs/state.md)."""
        cache = self._cache
        if OUTCOME not in cache:
            cache[OUTCOME] = self.game.outcome(self)
        result: Outcome | None = cache[OUTCOME]
        return result

    def with_turn(self, player: int) -> State:
        """The same position with ``player`` to move (for turn-based plugins and searches)."""
        if player == self.turn:
            return self
        core = self.game.native
        if core is not None:  # the core's position, turned
            return core_state(self.game, core.with_turn(self.core_position(core), player), player)
        return State(self.game, self.zones, self.redeals, player)

    def can_progress(self, player: int | None = None) -> bool:
        """Whether ``player`` (everyone, in a one-player game) can still make progress by some
        sequence of their own moves (docs/state.md)."""
        return self.game.can_progress(self, player)

    def scores(self) -> dict[int, int]:
        return self.game.scores(self)

    # -- text ---------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict (docs/state.md); ``game.from_dict`` gives an equal state back."""
        return self.game.to_dict(self)

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` (0-based) may see: :meth:`to_dict` with every face-down card hidden
        as ``"??"`` (docs/state.md). The only form of a state fit to send to a player."""
        return self.game.view(self, player)

    def to_text(self, player: int | None = None) -> str:
        """The position on one line (docs/state.md, "Position text"); ``game.from_text`` reads
        it back to an equal state. With ``player`` (0-based): what that player may see, each
        face-down card written ``?`` (a view: it cannot be read back)."""
        return self.game.to_text(self, player)


def _shown(text: str) -> str:
    """``text`` quoted for a message, cut short when long."""
    return repr(text) if len(text) <= 40 else repr(text[:30]) + f"... ({len(text)} characters)"


_new_object = object.__new__
_set_game, _set_zones, _set_redeals, _set_turn, _set_cache, _set_position = (
    State.__dict__[slot].__set__
    for slot in ("game", "_zones", "_redeals", "turn", "_cache", "_position")
)
_HASH = "hash"  # a state's cache: its hash


def _make_state(game: Game, zones: tuple[Piles, ...], redeals: tuple[int, ...], turn: int) -> State:
    """``State(game, zones, redeals, turn)`` for the Python engine's hot path: the same object,
    built by setting its slots directly (attrs' frozen ``__init__`` costs three times as much;
    ``_position``, not known, is left unset)."""
    state: State = _new_object(State)
    _set_game(state, game)
    _set_zones(state, zones)
    _set_redeals(state, redeals)
    _set_turn(state, turn)
    _set_cache(state, {})
    return state


def core_state(game: Game, position: NativeState, turn: int | None = None) -> State:
    """The state that is a view of the core's ``position`` (of ``game``'s core), with ``turn``
    (read from the core when not given). Only four slots are set: play through the API makes
    one of these a move, and the piles are read from the core only when asked for."""
    if turn is None:
        core = game.native
        turn = 0 if game.players == 1 or core is None else core.turn(position)
    state: State = _new_object(State)
    _set_game(state, game)
    _set_turn(state, turn)
    _set_cache(state, {})
    _set_position(state, position)
    return state


def view_with_cache(game: Game, position: NativeState, turn: int, cache: dict[Any, Any]) -> State:
    """:func:`core_state` with its ``turn`` known and ``cache`` given (the hot path of play)."""
    state: State = _new_object(State)
    _set_game(state, game)
    _set_turn(state, turn)
    _set_cache(state, cache)
    _set_position(state, position)
    return state


def core_played(state: State, core: NativeGame, move: Move) -> State:
    """``state`` after ``move`` (legal in it) played by the core, its moves not yet listed."""
    return core_state(state.game, core.apply(state.core_position(core), from_move(core, move)))


def _move_cards(
    state: State,
    s_inst: int,
    source_index: int,
    t_inst: int,
    target_index: int,
    count: int,
    face_up: bool | None,
) -> State:
    """The one primitive that moves cards between piles (see :meth:`State.moved`)."""
    game = state.game
    zones = list(state.zones)
    source_piles = list(zones[s_inst])
    pile = source_piles[source_index]
    moving = pile[-count:]
    rest = pile[:-count]
    if face_up is not None:
        moving = tuple(c.turned(face_up) for c in moving)
    if rest and s_inst in game._turn_up and not rest[-1].face_up:
        rest = (*rest[:-1], rest[-1].turned(True))
    if s_inst == t_inst:
        source_piles[target_index] = source_piles[target_index] + moving
    else:
        target_piles = list(zones[t_inst])
        target_piles[target_index] = target_piles[target_index] + moving
        zones[t_inst] = tuple(target_piles)
    if not rest and s_inst in game._closes:
        del source_piles[source_index]
    else:
        source_piles[source_index] = rest
        if not rest and s_inst in game._uncovers:
            turn_up_uncovered(source_piles, source_index, *game._uncovers[s_inst])
    zones[s_inst] = tuple(source_piles)
    return _make_state(game, tuple(zones), state.redeals, state.turn)


def turn_up_uncovered(
    piles: list[Pile],
    emptied: int,
    covers: tuple[tuple[int, ...], ...],
    uncovers: tuple[tuple[int, ...], ...],
) -> None:
    """``turns up exposed cards`` in a zone with a covering map: pile ``emptied`` of ``piles``
    has just emptied, so each pile it covered whose covering piles are now all empty has its
    face-down top card turned face up (in place)."""
    for p in uncovers[emptied]:
        pile = piles[p]
        if pile and not pile[-1].face_up and not any(piles[c] for c in covers[p]):
            piles[p] = (*pile[:-1], pile[-1].turned(True))
