"""Why a move is illegal, in words a player can read. Only called when play() rejects a move,
so it may be slow and thorough; legality itself is decided by the move generator."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import RANK_NAMES, SUIT_NAMES
from ...rules.phrases import card_words, describe_build, describe_offsets
from ...text import join_words
from ..moves import Move
from .movegen import (
    _action_blocked,
    _fits_neighbour,
    base_rank,
    closing_up,
    colour_taken,
    gate_reason,
    gathering,
    movable_units,
    partial_runs,
    receiving,
)

if TYPE_CHECKING:
    from ...cards import Card
    from ..moves import Pile, Piles
    from ..state import State
    from .tables import ZoneRuntime


def explain(state: State, move: Move) -> str:
    reason = _kernel_reason(state, move)
    if reason is not None:
        return reason
    game = state.game
    kernel_moves = game.generate(state, move.player)
    if move in kernel_moves:
        for move_filter in game._filters:
            kept = move_filter.filter(state, kernel_moves)
            if move not in kept:
                return move_filter.reason(state, move)
            kernel_moves = kept
    return f"{move} is not a legal move here"


def _draw_reason(state: State, move: Move, zone: str, bottom: bool) -> str | None:
    """Why a ``draw`` move (``merci tableau3@2>foundation1``) cannot be read on this table
    (``bottom``: the action plays only the bottom card of a pile)."""
    game = state.game
    name = move.action
    if move.target is None:
        return f"'{name}' plays a card: say which and where, as in '{name} {zone}3@2>{zone}1'"
    if move.source[0] != zone:
        return f"'{name}' plays a buried card of the {zone}, not of the {move.source[0]}"
    piles = state.piles(zone, move.player)
    i = move.source[1]
    if not 0 <= i < len(piles):
        return f"there is no {zone} {i + 1}: the {zone} has {len(piles)} piles"
    pile, depth = piles[i], move.count
    if depth < 2 or depth > len(pile):
        return (
            f"{zone} {i + 1} has {len(pile)} card{'s' if len(pile) != 1 else ''}: '{name}' "
            f"plays a card under the top one, @2 (the one just under it) to @{len(pile)}"
            if len(pile) > 1
            else f"{zone} {i + 1} has no card under its top card for '{name}'"
        )
    if bottom and depth != len(pile):
        return (
            f"'{name}' plays the bottom card of a pile: {zone} {i + 1}'s is @{len(pile)}, "
            f"not @{depth}"
        )
    target_zone, j = move.target
    if target_zone not in game.zones:
        return f"unknown zone '{target_zone}'"
    targets = state.piles(target_zone, move.player)
    if not 0 <= j < len(targets):
        return f"there is no {target_zone} {j + 1}: the {target_zone} has {len(targets)} piles"
    if (target_zone, j) == move.source:
        return f"'{name}' plays the card onto another pile, not onto its own"
    action = next(a for a in game._actions if a.name == name)
    blocked = _action_blocked(game, state, action, move.player) or gate_reason(game, state, move)
    if blocked is not None:
        return blocked
    if move in game.generate(state, move.player):
        return None  # legal by the rules: a plugin's filter says why not
    return f"{pile[-depth]} cannot go on {target_zone} {j + 1}"


def _by_rank_reason(state: State, move: Move, pile: Pile) -> str | None:
    """Why a card of a zone that sends cards to the pile of their rank cannot make ``move``
    (None when it can, as far as the rule goes)."""
    zone, i = move.source
    if not pile[-1].face_up:
        return f"the top card of {zone} {i + 1} is face down"
    ranks = state.game.rules.ranks
    home = ranks.index(pile[-1].rank) if pile[-1].rank in ranks else None
    if home == i:
        return f"{pile[-1]} is on the pile of its rank, {zone} {i + 1}: it stays"
    if move.count != 1 or move.target != (zone, home):
        where = f"{zone} {home + 1}" if home is not None else "no pile"
        return f"the top card of {zone} {i + 1} goes only to the pile of its rank, {where}"
    return None


def _kernel_reason(state: State, move: Move) -> str | None:
    game = state.game
    player = move.player
    if move.action is not None:
        action = next((a for a in game._actions if a.name == move.action), None)
        if action is None:
            return f"no action '{move.action}' in {game.title}"
        if action.mode == "draw":
            return _draw_reason(state, move, action.source, action.bottom)
        supply = state.piles(action.source, player)
        if action.mode == "gather":
            places, receivers = gathering(game.zones[action.source], supply, action)
            if not any(supply[j] for j in places):
                what = "out of order " if action.out_of_order else ""
                return f"no card of the {action.source} is {what}to gather"
            if not receivers:
                return f"no {action.source} pile is left to deal the gathered cards into"
        elif action.mode == "close_up":
            if not closing_up(state.piles(action.target, player), len(supply[0]) if supply else 0):
                return (
                    f"no gap in the {action.target} to close up or to fill from the "
                    f"{action.source}: nothing to {action.name}"
                )
        elif action.from_each:
            if not any(supply):
                return f"every {action.source} pile is empty: nothing to {action.name}"
        elif not supply or not supply[0]:
            return f"the {action.source} is empty: nothing to {action.name}"
        elif action.mode == "each" and not receiving(
            state.piles(action.target, player), action.fewer_than
        ):
            return (
                f"every {action.target} pile holds {action.fewer_than} cards or more: "
                f"nothing to {action.name}"
            )
        return _action_blocked(game, state, action, player)
    source_name, i = move.source
    source = game.zones.get(source_name)
    if source is None:
        return f"unknown zone '{source_name}'"
    piles = state.piles(source_name, player)
    if not 0 <= i < len(piles):
        return f"there is no {source_name} {i + 1}: the {source_name} has {len(piles)} pile{'s' if len(piles) != 1 else ''}"
    pile = piles[i]
    if not pile:
        return f"{source_name} {i + 1} is empty"
    if source.spec.under_by_rank:
        return _by_rank_reason(state, move, pile)
    if source.unit == "nothing":
        uses = [a.name for a in game._actions if a.source == source_name]
        hint = f" (use '{uses[0]}')" if uses else ""
        return f"cards never leave the {source_name} by hand{hint}"
    covering = _covering(source.covers, piles, i)
    if covering:  # (before the face: a covered card may lie face down until it is uncovered)
        return f"{source_name} {i + 1} is covered by {source_name} {covering}: it cannot move yet"
    if not pile[-1].face_up:
        return f"the top card of {source_name} {i + 1} is face down"
    units = dict(movable_units(source, pile))
    if move.count in units and len(units) > 2 and source.spec.gives.partial_for is not None:
        kept = dict(partial_runs(game, source, pile, list(units.items()), state.zones, player))
        if move.count not in kept:
            left = pile[-move.count - 1]
            return (
                f"a part of a run leaves the {source_name} only to uncover a card for the "
                f"{source.spec.gives.partial_for}: {left} could not go there"
            )
    if move.count not in units:
        if source.unit == "top":
            return f"only one card at a time leaves the {source_name}"
        if source.unit == "pile":
            return f"{source_name} piles move whole: {source_name} {i + 1} has {len(pile)} card{'s' if len(pile) != 1 else ''}"
        if source.unit == "top_or_pile":
            return f"only the top card or the whole pile leaves the {source_name}"
        if source.unit == "count":
            return f"cards leave the {source_name} exactly {source.spec.gives.count} at a time"
        return f"the top {move.count} cards of {source_name} {i + 1} are not a group that may move together"
    card = units[move.count]
    if move.target is None:
        return f"{move} has no target"
    target_name, j = move.target
    target = game.zones.get(target_name)
    if target is None:
        return f"unknown zone '{target_name}'"
    if target not in source.targets:
        allowed = join_words([t.name for t in source.targets], "or")
        return (
            f"cards from the {source_name} cannot go to the {target_name} (only to the {allowed})"
        )
    t_piles = state.piles(target_name, player)
    if not 0 <= j < len(t_piles):
        return f"there is no {target_name} {j + 1}: the {target_name} has {len(t_piles)} pile{'s' if len(t_piles) != 1 else ''}"
    same = target is source and game.instance(target_name, player) == game.instance(
        source_name, player
    )
    if same and i == j:
        return "a pile cannot move onto itself"
    gated = gate_reason(game, state, move)
    if gated is not None:
        return gated
    if same and source.offsets and j - i not in source.offsets:
        return f"{source_name} piles move only {describe_offsets(source.offsets)}"
    if move.count > 1 and target.spec.one_card_at_a_time:
        return f"the {target_name} takes one card at a time"
    capacity = target.spec.capacity
    if capacity and len(t_piles[j]) + move.count > capacity:
        return f"a {target_name} pile holds at most {capacity} cards"
    covering = _covering(target.covers, t_piles, j)
    if covering:
        return (
            f"{target_name} {j + 1} is covered by {target_name} {covering}: nothing may be put "
            "on it yet"
        )
    only = target.spec.takes_only
    if only and card.rank not in only:
        ranks = join_words([RANK_NAMES[r] + "s" for r in sorted(only)], "or")
        return f"the {target_name} takes only {ranks}, not {card.symbol}"
    t_pile = t_piles[j]
    if t_pile:
        top = t_pile[-1]
        if not top.face_up:
            return f"the top card of {target_name} {j + 1} is face down"
        if target.accepts is None or target.spec.builds is None:
            return f"nothing can be built on a {target_name} pile"
        if card.key not in target.accepts[top.key]:
            return f"{card.symbol} cannot go on {top.symbol}: the {target_name} builds {describe_build(target.spec.builds)}"
        return None
    if target.empty_kind == "nothing":
        return f"an empty {target_name} pile takes nothing"
    if target.empty_kind == "ranks" and card.rank not in target.empty_ranks:
        ranks = join_words([RANK_NAMES[r] for r in sorted(target.empty_ranks)], "or")
        article = "an" if ranks[:1] in ("A", "8") else "a"
        return f"an empty {target_name} pile takes only {article} {ranks}, not {card.symbol}"
    if target.empty_kind == "base":
        empty = target.spec.empty
        assert empty is not None
        base_piles = None if empty.base_zone is None else state.piles(empty.base_zone, player)
        rank = base_rank(target, t_piles, base_piles)
        if rank is not None and card.rank != rank:
            return (
                f"an empty {target_name} pile takes only the base rank, {RANK_NAMES[rank]}, "
                f"not {card.symbol}"
            )
    if target.empty_kind == "left":
        reason = _left_reason(target, t_piles, j, card, target_name)
        if reason is not None:
            return reason
    if target.empty_from is not None and source_name not in target.empty_from:
        return f"an empty {target_name} pile takes cards only from the {join_words(sorted(target.empty_from), 'or')}"
    if target.spec.one_pile_per_suit and any(p and p[0].suit == card.suit for p in t_piles):
        return f"the {target_name} already has a {SUIT_NAMES[card.suit]} pile: each suit opens only one pile there"
    if target.spec.rank_colours and colour_taken(t_piles, card):
        return (
            f"{card.symbol} cannot start a {target_name} pile: each rank starts piles of one "
            f"colour there, and no two ranks share a colour"
        )
    refiller = game.refill_blocks(state, move)
    if refiller is not None:
        return (
            f"while the {refiller} has cards, an empty {target_name} pile takes only the "
            f"{refiller}'s top card (it is refilled by hand)"
        )
    return None


def _covering(covers: tuple[tuple[int, ...], ...], piles: Piles, index: int) -> str:
    """The piles still covering pile ``index`` ("22 and 23"), or "" when none does."""
    if not covers:
        return ""
    return join_words([str(c + 1) for c in covers[index] if piles[c]])


def _left_reason(target: ZoneRuntime, piles: Piles, j: int, card: Card, name: str) -> str | None:
    """Why empty pile ``j`` of a zone whose gaps follow their left neighbour refuses ``card``."""
    spec = target.spec.empty
    assert spec is not None and spec.left_rule is not None and target.left_accepts is not None
    if j in target.row_starts:
        if target.takes_at_row_start(j, card):
            return None
        if target.row_cards is not None:
            named = target.row_cards.get(j)
            row = sorted(target.row_starts).index(j) + 1
            wanted = "nothing" if named is None else card_words(*named)
            return f"{name} {j + 1} starts row {row}: it takes only {wanted}, not {card.symbol}"
        ranks = join_words([RANK_NAMES[r] for r in sorted(target.empty_ranks)], "or")
        article = "an" if ranks[:1] in ("A", "8") else "a"
        wanted = f"{article} {ranks}" if ranks else "nothing"
        return f"{name} {j + 1} starts a row: it takes only {wanted}, not {card.symbol}"
    right = piles[j + 1] if j + 1 < len(piles) and j + 1 not in target.row_starts else ()
    if spec.right_rule is not None and _fits_neighbour(right, card, target.right_accepts):
        return None
    either = ""
    if spec.right_rule is not None:
        right_top = f" {right[-1].symbol}" if right and right[-1].face_up else " no card"
        either = f", nor {describe_build(spec.right_rule)} from{right_top} on its right"
    left = piles[j - 1]
    if not left or not left[-1].face_up:
        return f"{name} {j + 1} has no card to its left to follow{either}: it takes nothing"
    if card.key not in target.left_accepts[left[-1].key]:
        rule = describe_build(spec.left_rule)
        return (
            f"{name} {j + 1} takes only a card going {rule} from {left[-1].symbol} on its left"
            f"{either}, not {card.symbol}"
        )
    return None
