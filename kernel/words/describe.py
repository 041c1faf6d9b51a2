"""The rules of a variant in plain English, generated from its data (``cardwright describe``).

The same phrases explain illegal moves, so what ``describe`` says and what ``play`` enforces
come from one place.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cards import RANK_NAMES, SUIT_NAMES
from ..plugins import hook_results
from ..rules import ActionSpec, DealSpec, EmptyRule, ZoneSpec
from ..rules.phrases import (
    describe_build,
    describe_condition,
    describe_offsets,
    progress_words,
    row_cards_words,
)
from ..text import join_words, number, plural

if TYPE_CHECKING:
    from ..engine.game import Game


def _deal(deal: DealSpec, suits: str, rows: Sequence[int] = ()) -> str:
    if deal.amount == "nothing":
        return "nothing is dealt here"
    if deal.amount == "each":
        what = f"{plural(deal.count, 'card')} to each pile"
    elif deal.amount == "steps":
        what = (
            f"{deal.start} to {deal.stop} cards (the first pile {deal.start}, each next one more)"
        )
    elif (
        deal.amount == "list"
        and len(set(rows)) == 1
        and deal.counts == deal.counts[: rows[0]] * len(rows)
    ):
        what = f"{', '.join(map(str, deal.counts[: rows[0]]))} cards, pile by pile, in each row"
    elif deal.amount == "list":
        what = f"{', '.join(map(str, deal.counts))} cards, pile by pile"
    elif deal.amount == "rank":
        what = f"one {RANK_NAMES[deal.rank]} to each pile, of each suit in turn ({' '.join(suits)})"
    elif deal.amount == "card":
        what = f"the {RANK_NAMES[deal.rank]} of {SUIT_NAMES[deal.suit]}"
    elif deal.amount == "cards":
        named = ", ".join(f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}" for rank, suit in deal.cards)
        what = f"one named card to each pile, pile by pile: {named}"
    elif deal.amount == "base_rank":
        what = (
            f"the other cards of the rank of the first card dealt to the {deal.base_zone}'s "
            "first pile (its base rank), one to each pile"
        )
    else:
        what = "the rest of the deck"
    if deal.face == "bottom":
        downs = sorted(set(deal.bottom_down))
        if downs == [0]:
            face = "face up"
        elif len(downs) == 1:
            face = f"the bottom {downs[0]} of each pile face down, the rest face up"
        else:
            counts = ", ".join(map(str, deal.bottom_down))
            face = f"the bottom {counts} cards (pile by pile) face down, the rest face up"
    else:
        face = {
            "up": "face up",
            "down": "face down",
            "top": "only the top card face up"
            if deal.top_up == 1
            else f"the top {deal.top_up} face up",
            "covered": "face down on the piles that are covered, face up on the others",
        }[deal.face]
    if deal.row_start_rank is not None:
        what = (
            f"first one {RANK_NAMES[deal.row_start_rank]} at the start of each row, of each suit "
            f"in turn ({' '.join(suits)}), then {what}"
        )
    if deal.under:
        ranks = join_words([RANK_NAMES[r] + "s" for r in sorted(deal.under)], "and")
        face += f"; each pile's {ranks} are put beneath its other cards, which keep their order"
    if deal.distinct_ranks:
        face += (
            "; a card whose rank the pile already holds is exchanged, as it is dealt, with the "
            "first later card of a rank it does not hold"
        )
    return f"dealt {what}, {face}"


def _rows(rows: Sequence[int]) -> str:
    """``rows of 13`` -> "four rows of 13"; ``rows 1..7`` -> "seven rows of 1 to 7 piles"."""
    if len(set(rows)) == 1:
        return f"{plural(len(rows), 'row')} of {rows[0]}"
    steps = list(rows) == list(range(rows[0], rows[0] + len(rows)))
    sizes = f"{rows[0]} to {rows[-1]}" if steps else ", ".join(map(str, rows))
    return f"{plural(len(rows), 'row')} of {sizes} piles"


def _base_words(empty: EmptyRule) -> str:
    rank = {0: "the base rank", -1: "the rank below the base", 1: "the rank above the base"}.get(
        empty.offset, f"the base rank {empty.offset:+d}"
    )
    whose = f"the {empty.base_zone}'s" if empty.base_zone else "the first pile's"
    if empty.base_from == "first_card_played":
        origin = "the base is chosen by the first card played there; until then any card"
        if empty.base_zone:
            origin = f"the base is that of the first card played to the {empty.base_zone}"
        return f"an empty pile takes only a card of {rank} ({origin})"
    return f"an empty pile takes only a card of {rank} (the base: {whose} bottom card)"


def _zone(game: Game, zone: ZoneSpec) -> str:
    sentences = []
    grows = any(a.mode == "new_pile" and a.target == zone.name for a in game.rules.actions)
    if zone.growing and grows:
        count = "starts empty" if zone.count == 0 else f"starts with {plural(zone.count, 'pile')}"
        sentences.append(f"{count} and grows by a new pile at its right end")
    elif zone.growing:  # growing only so that its gaps may close
        sentences.append(f"starts with {plural(zone.count, 'pile')}")
    else:
        sentences.append(plural(zone.count, "pile"))
    if zone.per_player:
        sentences[-1] += " for each player"
    if zone.rows:
        sentences[-1] += f" in {_rows(zone.rows)}"
    if zone.covered and zone.rows:
        two = any(len(c) == 2 for c in zone.covered)
        sentences.append(
            "each pile is covered by the "
            + ("two piles of the row below that overlap it" if two else "pile below it")
            + ": until they are empty, its cards may not move and nothing may be put on it"
        )
    elif zone.covered:
        covering = [
            f"{pile + 1} by {join_words([str(c + 1) for c in by])}"
            for pile, by in enumerate(zone.covered)
            if by
        ]
        sentences.append(
            f"piles are covered by others ({'; '.join(covering)}): until those are empty, a "
            "covered pile's cards may not move and nothing may be put on it"
        )
    if zone.closes_gaps:
        sentences.append("when a pile empties, it is removed and the gap closes")
    if zone.deal is not None:
        sentences.append(_deal(zone.deal, game.rules.suits, zone.rows))
    if zone.builds is not None:
        built = f"builds {describe_build(zone.builds)}"
        if zone.nothing_on_base is not None:
            built += f", but nothing on a card of the base rank of the {zone.nothing_on_base}"
        sentences.append(built)
    if zone.pairs_to is not None:
        sentences.append(
            f"a card put on a card here is discarded with it (a pair), to the {zone.pairs_to}"
        )
    gives = zone.gives
    if gives.unit == "nothing":
        uses = [a.name for a in game.rules.actions if a.source == zone.name]
        sentences.append(
            "cards never leave it by hand" + (f" (only by '{uses[0]}')" if uses else "")
        )
    else:
        unit = {
            "top": "its top card may move",
            "pile": "a whole pile moves at once, matched by its top card",
            "runs": "the top card or a run on top"
            + (f" (built {describe_build(gives.run_rule)})" if gives.run_rule else "")
            + " may move",
            "face_up": "any group of face-up cards on top may move",
            "top_or_pile": "its top card or the whole pile may move (the pile matched by its "
            "bottom card)",
            "count": f"exactly {number(gives.count)} cards move together (matched by the lowest)",
        }[gives.unit]
        runtime = game.zones[zone.name]
        targets = [t.name for t in runtime.targets]
        if gives.supermove:
            unit += " (as many cards as free cells allow: free cells plus one, doubled for each empty pile)"
        if gives.offsets:
            unit += f", onto the pile {describe_offsets(gives.offsets)}"
        elif targets:
            unit += f" to the {join_words(targets, 'or')}"
        if gives.touching:
            unit += (
                f" (within the {zone.name}, only onto a pile touching its own: next to it in its "
                "row or in the row before or after, diagonals included)"
            )
        if gives.partial_for is not None:
            unit += (
                f", but a part of a run only when the card it uncovers can then go to the "
                f"{gives.partial_for}"
            )
        if gives.part_only_to is not None:
            unit += f"; a part of a pile (fewer cards than it holds) goes only to the {gives.part_only_to}"
        sentences.append(unit)
    if zone.empty is not None:
        empty = zone.empty
        if empty.what == "nothing":
            sentences.append("an empty pile takes nothing")
        elif empty.what == "any":
            sentences.append("an empty pile takes any card")
        elif empty.what == "base":
            sentences.append(_base_words(empty))
        elif empty.what == "left":
            assert empty.left_rule is not None
            text = (
                "an empty pile takes only a card going "
                f"{describe_build(empty.left_rule)} from the top card of the pile to its left"
            )
            if empty.right_rule is not None:
                text += (
                    f" or {describe_build(empty.right_rule)} from the top card of the pile to "
                    "its right in the row"
                )
            if empty.row_cards:
                named = len(empty.row_cards) < len(zone.rows or (zone.count,))
                text += f", or only {row_cards_words(empty.row_cards)}"
                text += " (nothing at the start of the other rows)" if named else ""
            elif empty.ranks:
                ranks = join_words([RANK_NAMES[r] for r in sorted(empty.ranks)], "or")
                article = "an" if ranks[:1] in ("A", "8") else "a"
                text += f", or {article} {ranks} at the start of a row"
            else:
                text += ", and nothing at the start of a row"
            text += (
                "; a row's cards are in order from its start while each could be put where it "
                "lies by this rule"
            )
            sentences.append(text)
        else:
            ranks = join_words([RANK_NAMES[r] for r in sorted(empty.ranks)], "or")
            article = "an" if ranks[:1] in ("A", "8") else "a"
            groups = not zone.one_card_at_a_time and any(
                z.unit in ("runs", "face_up") and game.zones[zone.name] in z.targets
                for z in game.zones.values()
            )
            headed = " (or a group headed by one)" if groups else ""
            sentences.append(f"an empty pile takes only {article} {ranks}{headed}")
        if empty.from_zones:
            sentences[-1] += f", and only from the {join_words(list(empty.from_zones), 'or')}"
    if zone.one_pile_per_suit:
        sentences.append("each suit may start only one pile here")
    if zone.rank_colours:
        sentences.append(
            "the piles a rank starts here are all of one colour, and no two ranks start piles "
            "of the same colour"
        )
    if zone.one_card_at_a_time:
        sentences.append("it takes one card at a time")
    if zone.capacity:
        sentences.append(f"a pile holds at most {plural(zone.capacity, 'card')}")
    if zone.takes_only:
        ranks = join_words([RANK_NAMES[r] + "s" for r in sorted(zone.takes_only)], "or")
        sentences.append(f"only {ranks} may be put here")
    if zone.collects_from is not None and zone.collects_ranks:
        ranks = join_words([RANK_NAMES[r] for r in sorted(zone.collects_ranks)], "or")
        article = "an" if ranks[:1] in ("A", "8") else "a"
        sentences.append(
            f"{article} {ranks} on top of a {zone.collects_from} pile moves here at once, also "
            "from the deal (to the first empty pile)"
        )
    elif zone.collects_from is not None:
        sentences.append(
            f"a complete suit (King down to Ace, in suit) on top of a {zone.collects_from} pile "
            "moves here at once"
        )
    for conditions, does in ((zone.takes_if, "takes"), (zone.gives_if, "gives")):
        if conditions:
            when = join_words([describe_condition(c) for c in conditions], "and")
            sentences.append(f"it {does} cards by hand only when {when}")
    if zone.outranked_in is not None:
        high = ", Aces ranking above Kings," if zone.aces_high else ""
        sentences.append(
            f"a card may be put here only while a higher card of its suit{high} tops a "
            f"{zone.outranked_in} pile"
        )
    if zone.takes_count:
        sentences.append(f"it takes {zone.takes_count} cards at a time, no more and no fewer")
    if zone.rank_in_pile_before:
        sentences.append(
            "a card may be put on a pile here, other than the first, only while the pile before "
            "it holds a card of its rank"
        )
    if zone.one_way:
        sentences.append(
            "once a pile here is built up or down (it holds two cards), every pile builds that "
            "way, round the corner"
        )
    if zone.under_by_rank:
        sentences.append(
            "its piles are the ranks', Ace first: a face-up top card goes beneath the face-down "
            "cards of the pile of its rank, whose top card turns up and takes its place; a card "
            "turned up on its own rank's pile goes beneath that pile's face-down cards too"
        )
    if zone.on_base:
        sentences.append(
            "a pile here whose bottom card is not its base (a card its empty piles take) takes "
            "no card"
        )
    if zone.exchanges_with:
        others = join_words([str(z) for z in zone.exchanges_with], "or")
        sentences.append(
            f"a card alone on a pile here and a card alone on a pile of the {others} trade "
            "places, in one move written as the first going onto the second, when each is the "
            "base of the other's zone (a rank its empty piles take)"
        )
    if zone.in_line_to is not None:
        rows = zone.in_line_rows
        which = (
            f"a card from row{'s' if len(rows) > 1 else ''} "
            f"{join_words([str(r + 1) for r in rows], 'and')}"
            if rows
            else "a card from here"
        )
        until = join_words([describe_condition(c) for c in zone.in_line_until], "and")
        sentences.append(
            f"{which} goes to the {zone.in_line_to} only onto the pile in line with its own "
            f"(at the same place in the {zone.in_line_to} as its pile in its row)"
            + (f", until {until}" if until else "")
        )
    if zone.top_face_up:
        sentences.append(
            "its top card always lies face up: one dealt, put or left face down is turned up at once"
        )
    if zone.turns_up and any(zone.covered):
        sentences.append(
            "a face-down card left on top is turned face up, and so is the top card of a "
            "covered pile once every pile covering it is empty"
        )
    elif zone.turns_up:
        sentences.append("a face-down card left on top is turned face up")
    if zone.refill_from is not None:
        supply = zone.refill_from
        sentences.append(
            f"an emptied pile stays empty until the player fills it: while the {supply} has "
            f"cards, only the {supply}'s top card may go there"
            if zone.refill_by_hand
            else f"an emptied pile is at once refilled with the top card of the {supply}, as "
            f"long as the {supply} has cards"
            + "".join(
                f", then of the {then} once the one before is empty" for then in zone.refill_then
            )
        )
    return "; ".join(sentences) + "."


def _action(action: ActionSpec) -> str:
    amount = "all the cards" if action.amount is None else plural(action.amount, "card")
    face = "face up" if action.face_up else "face down"
    if action.mode == "gather":
        which = "that are not in order" if action.out_of_order else ""
        text = f"'{action.name}': pick up the cards of the {action.source} {which}".rstrip()
        text += ", pile by pile"
        if action.shuffled:
            text += ", shuffle them"
        places = "the places they came from" if action.out_of_order else "its piles"
        packets = "one card at a time" if action.packets == 1 else f"{action.packets} at a time"
        if action.as_dealt:
            text += (
                ", and deal them back as the game starts, the face-down cards first, while they "
                "last"
            )
        else:
            text += f", and deal them back {face} across {places}, {packets}"
        if action.leave_gaps:
            first = "the first of them" if action.out_of_order else "the first pile"
            text += f", leaving {first} in each row empty"
        if action.random_gaps:
            text += ", one to each place while they last, the places left empty chosen at random"
    elif action.mode == "draw" and action.bottom:
        text = (
            f"'{action.name}': take the bottom card of a {action.source} pile of two or more "
            f"cards (the cards above it stay) and play it at once where the top card of a "
            f"{action.source} pile could go, onto another pile"
        )
    elif action.mode == "draw":
        text = (
            f"'{action.name}': take one face-up card from under the top card of a "
            f"{action.source} pile (the cards above it stay) and play it at once where the "
            f"top card of a {action.source} pile could go, onto another pile"
        )
    elif action.mode == "close_up":
        text = (
            f"'{action.name}': close up the {action.target}: its cards move up, pile by pile in "
            f"order, to fill its empty piles; then each empty pile left, in order, takes one card "
            f"from the {action.source}, {face}, while it lasts (only while there is a gap to "
            "close or to fill)"
        )
    elif action.mode == "each":
        rows = (
            "all the cards, row after row"
            if action.amount is None
            else ("one row" if action.amount == 1 else f"{number(action.amount)} rows")
        )
        text = (
            f"'{action.name}': deal {rows} from the {action.source}: one card onto each pile of "
            f"the {action.target} at a time, {face} (the first piles first when cards run short)"
        )
        if action.fewer_than is not None:
            text += (
                f", but only onto the piles holding fewer than "
                f"{plural(action.fewer_than, 'card')} as the deal starts (no deal while there "
                "is none)"
            )
    else:
        if action.mode == "new_pile":
            each = "" if action.amount == 1 else "each "
            where = f"{each}onto a new pile at the right end of the {action.target}"
        else:
            where = f"onto the {action.target}"
        text = f"'{action.name}': move {amount} from the {action.source} {where}, one at a time, {face}"
        if action.amount is not None and action.amount > 1:
            text += " (fewer when fewer are left)"
    if action.when:
        text += ", only when " + join_words([describe_condition(c) for c in action.when])
    if action.passes is not None and action.mode == "draw":
        uses = "once" if action.passes == 2 else f"{number(action.passes - 1)} times"
        text += f"; {uses} in a game"
    elif action.passes is not None and action.mode == "gather":
        text += f"; {plural(action.passes, 'deal')} in all, the first one included"
    elif action.passes is not None:
        text += f"; the cards may be gone through {plural(action.passes, 'time')} in all"
    if action.blocked_by_empty is not None:
        text += f"; not while a {action.blocked_by_empty} pile is empty"
    return text + "."


_SEED = re.compile(r"^Seed \d+ \((?P<what>[^)]*)\); digest rules \S+$")
_SEED_VARIATION = re.compile(r"^Digest rule \S+ of seed \d+(?: \((?P<what>[^)]*)\))?$")
_CODE_PATH = re.compile(r"\s*\([\w./-]+\.py\)")


def source_words(source: str) -> str:
    """A variant's ``source`` line as a player reads it: the project's own rule ids and seed
    numbers (kept in the file and in ``cardwright describe --json``) become words, and paths
    into other programs' code are left out."""
    seed = _SEED.match(source)
    if seed:
        return f"Cardwright's reference rules for this game ({seed['what']})"
    variation = _SEED_VARIATION.match(source)
    if variation:
        what = f" ({variation['what']})" if variation["what"] else ""
        return f"a variation in Cardwright's reference rules{what}"
    return _CODE_PATH.sub("", source)


def describe(game: Game) -> str:
    """The whole variant, as a reader would want it explained."""
    rules = game.rules
    lines = [f"{rules.title} ({rules.name})"]
    if rules.aliases:
        lines.append("Also known as: " + ", ".join(rules.aliases) + ".")
    if rules.parents:
        lines.append("Based on: " + " → ".join(rules.parents) + ".")
    if rules.source:
        lines.append(f"Rules from: {source_words(rules.source)}.")
    lines.append("")
    size = len(rules.ranks) * len(rules.suits)
    decks = (
        f"one {size}-card deck" if rules.decks == 1 else f"{number(rules.decks)} {size}-card decks"
    )
    if rules.suits != "SHDC":
        names = join_words([SUIT_NAMES[s] for s in rules.suits])
        decks += f" of {names} only"
    if len(rules.ranks) < 13:
        decks += f" (ranks {' '.join(RANK_NAMES[r] for r in rules.ranks)})"
    if rules.players > 1:
        lines.append(
            f"{number(rules.players).capitalize()} players"
            + (
                f", each with {decks} of their own ({rules.total_cards} cards)."
                if rules.decks_per_player
                else f" sharing {decks}."
            )
        )
    else:
        lines.append(f"One player, {decks} ({rules.total_cards} cards).")
    lines.append("")
    lines.append("Layout:")
    for zone in rules.zones:
        lines.append(f"- {zone.name} ({zone.kind}): {_zone(game, zone)}")
    if rules.actions:
        lines.append("")
        lines.append("Actions:")
        lines.extend(f"- {_action(a)}" for a in rules.actions)
    if rules.plugins:
        lines.append("")
        lines.append("Behaviours (plugins) in force:")
        for name in rules.plugins:
            texts = hook_results("cardwright_describe", [name], rules)
            lines.append(f"- {name}: {' '.join(texts) or 'no description.'}")
    lines.append("")
    won = join_words([describe_condition(c) for c in rules.won])
    if rules.players > 1 and any(c.kind == "all_own_cards" for c in rules.won):
        theirs = won.replace("a player's own", "their own")
        lines.append(f"A player wins at once when {theirs}.")
    else:
        lines.append(f"Won when {won}.")
    if rules.lost_when_no_moves:
        lines.append("Lost when no move is left.")
    if rules.progress:
        if rules.players > 1:
            lines.append(
                "The game ends when no player can, by any sequence of their own moves, "
                f"{progress_words(rules.progress)}; then the score decides, equal scores draw."
            )
        else:
            lines.append(f"Stuck when no sequence of moves can {progress_words(rules.progress)}.")
    if rules.score is not None:
        spec = rules.score
        what = {
            "piles": "piles",
            "cards": "cards",
            "cards_by_owner": "each player's own cards",
            "cards_in_order": "cards in order",
        }[spec.kind]
        lines.append(
            f"Score: {what} in the {join_words(list(spec.zones))}; {'higher' if spec.higher_wins else 'lower'} is better."
        )
    if rules.option_specs:
        lines.append("")
        lines.append("Options (change with -o NAME=VALUE):")
        for option in rules.option_specs:
            value = game.options[option.name]
            choices = " | ".join(map(str, option.choices))
            doc = f" — {option.doc}" if option.doc else ""
            lines.append(
                f"- {option.name} = {value} (choices: {choices}; default {option.default}){doc}"
            )
    return "\n".join(lines)


def engine_words(game: Game) -> str:
    """Which engine runs ``game`` and, when it is not the native core, why (docs/native.md)."""
    if game.engine == "native":
        return "Engine: the native core."
    return f"Engine: Python ({game.native_reason})."
