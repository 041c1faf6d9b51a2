"""Chequers, written by hand: an independent reference for the benchmark and the cross-check.

Rules: /work/shared/rules/chequers.md (CHQ-1..CHQ-11, automatic refill). Plain Python, no
engine code: a card is a ``(rank, suit)`` tuple (rank 1 = Ace .. 13 = King), a pile a tuple of
cards (bottom first, top last). A state is a tuple of four zones, in the order of ``ZONES``:

- ``tableau``: 25 piles; builds up or down in suit, wrapping K-A (CHQ-7);
- ``reserve``: 1 pile; only its top card is in play (CHQ-10);
- ``ascending``: 4 piles; an Ace starts one, then up in suit; one pile per suit (CHQ-3, CHQ-5);
- ``descending``: 4 piles; a King starts one, then down in suit; one pile per suit (CHQ-4, CHQ-5).

A move is ``(source zone, source index, target zone, target index)`` with zone numbers from
``ZONES`` and 0-based pile indices; one card moves at a time (CHQ-8). Top cards move:

- from the tableau to another tableau pile or a foundation (CHQ-8);
- from the reserve to a foundation or the tableau (CHQ-10);
- from a foundation back to the tableau (CHQ-6).

An emptied tableau pile takes the reserve's top card at once; once the reserve is empty, any
card may go to an empty tableau pile (CHQ-9).
"""

TABLEAU, RESERVE, ASCENDING, DESCENDING = 0, 1, 2, 3
ZONES = ("tableau", "reserve", "ascending", "descending")


def from_engine_state(state):
    """The engine's Chequers ``State`` in this module's representation."""
    return tuple(
        tuple(tuple((c.rank, c.suit) for c in pile) for pile in state.piles(zone))
        for zone in ZONES
    )


def neighbours(card):
    """The two cards ``card`` may go on in the tableau, and that may go on it: same suit, one
    rank above or below, King and Ace adjacent (CHQ-7)."""
    rank, suit = card
    return (rank % 13 + 1, suit), ((rank - 2) % 13 + 1, suit)


def foundation_targets(card, piles, step, first_rank):
    """Indices of the foundation piles of one group that take ``card`` (CHQ-3..CHQ-5)."""
    rank, suit = card
    found = []
    empty = []
    suit_started = False
    for j, pile in enumerate(piles):
        if not pile:
            empty.append(j)
            continue
        if pile[0][1] == suit:
            suit_started = True
        top_rank, top_suit = pile[-1]
        if top_suit == suit and rank == top_rank + step:
            found.append(j)
    if rank == first_rank and not suit_started:
        found.extend(empty)
        found.sort()
    return found


def legal_moves(state):
    """Every legal move: sources tableau, reserve, ascending, descending (piles left to
    right); for each source the targets in the order the rules list them, piles left to
    right."""
    tableau, reserve, ascending, descending = state
    moves = []
    reserve_empty = not reserve[0]
    tops = [pile[-1] if pile else None for pile in tableau]

    def to_tableau(card, zone, index):
        up, down = neighbours(card)
        for j, top in enumerate(tops):
            if top is None:
                if reserve_empty and not (zone == TABLEAU and j == index):
                    moves.append((zone, index, TABLEAU, j))  # CHQ-9: any card once it is empty
            elif top == up or top == down:
                moves.append((zone, index, TABLEAU, j))

    def to_foundations(card, zone, index):
        for j in foundation_targets(card, ascending, 1, 1):
            moves.append((zone, index, ASCENDING, j))
        for j in foundation_targets(card, descending, -1, 13):
            moves.append((zone, index, DESCENDING, j))

    for i, top in enumerate(tops):
        if top is not None:
            to_tableau(top, TABLEAU, i)
            to_foundations(top, TABLEAU, i)
    if not reserve_empty:
        to_foundations(reserve[0][-1], RESERVE, 0)
        to_tableau(reserve[0][-1], RESERVE, 0)
    for zone, piles in ((ASCENDING, ascending), (DESCENDING, descending)):
        for i, pile in enumerate(piles):
            if pile:
                to_tableau(pile[-1], zone, i)
    return moves


def play(state, move):
    """The new state after ``move`` (``state`` is left unchanged)."""
    source_zone, source_index, target_zone, target_index = move
    zones = list(state)
    source_piles = list(zones[source_zone])
    card = source_piles[source_index][-1]
    source_piles[source_index] = source_piles[source_index][:-1]
    if target_zone == source_zone:
        source_piles[target_index] = source_piles[target_index] + (card,)
    else:
        target_piles = list(zones[target_zone])
        target_piles[target_index] = target_piles[target_index] + (card,)
        zones[target_zone] = tuple(target_piles)
    zones[source_zone] = tuple(source_piles)
    # CHQ-9: an emptied tableau pile takes the reserve's top card at once.
    if source_zone == TABLEAU and not source_piles[source_index] and zones[RESERVE][0]:
        reserve = zones[RESERVE][0]
        tableau = list(zones[TABLEAU])
        tableau[source_index] = (reserve[-1],)
        zones[TABLEAU] = tuple(tableau)
        zones[RESERVE] = (reserve[:-1],)
    return tuple(zones)


def common_moves(state, moves):
    """``moves`` as ``(action, source zone, source index, target zone, target index, count)``,
    the form the cross-check compares with the engine's moves."""
    return [(None, ZONES[sz], si, ZONES[tz], ti, 1) for sz, si, tz, ti in moves]


def from_common(state, move):
    """The reference move for a common-form move (the inverse of :func:`common_moves`)."""
    _, source_zone, source_index, target_zone, target_index, _ = move
    return ZONES.index(source_zone), source_index, ZONES.index(target_zone), target_index


def won(state):
    tableau, reserve, _, _ = state
    return not reserve[0] and not any(tableau)
