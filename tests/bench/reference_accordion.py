"""Accordion, written by hand: an independent reference for the benchmark and the cross-check.

Rules: /work/shared/rules/accordion.md (ACC-1..ACC-9, optional moves). Plain Python, no engine
code: a card is a ``(rank, suit)`` tuple, a pile a tuple of cards (bottom first, top last), a
state a pair ``(stock, row)`` where ``stock`` is a tuple of cards (the next card to deal is the
last one) and ``row`` a tuple of piles, left to right.

A move is either ``DEAL`` or a pair ``(source, target)`` of 0-based row indices: the whole
pile at ``source`` goes onto the pile at ``target`` (1 or 3 places to its left).
"""

DEAL = "deal"


def from_engine_state(state):
    """The engine's Accordion ``State`` in this module's representation."""
    stock_piles = state.piles("stock")
    stock = tuple((c.rank, c.suit) for c in stock_piles[0]) if stock_piles else ()
    row = tuple(tuple((c.rank, c.suit) for c in pile) for pile in state.piles("row"))
    return stock, row


def legal_moves(state):
    """Every legal move, pile moves first (left to right, 1 place before 3), then the deal."""
    stock, row = state
    moves = []
    for i in range(1, len(row)):
        rank, suit = row[i][-1]
        for distance in (1, 3):
            j = i - distance
            if j < 0:
                break
            other_rank, other_suit = row[j][-1]
            if rank == other_rank or suit == other_suit:
                moves.append((i, j))
    if stock:
        moves.append(DEAL)
    return moves


def play(state, move):
    """The new state after ``move`` (``state`` is left unchanged)."""
    stock, row = state
    if move == DEAL:
        return stock[:-1], (*row, (stock[-1],))
    source, target = move
    new_row = list(row)
    new_row[target] = row[target] + row[source]
    del new_row[source]
    return stock, tuple(new_row)


def common_moves(state, moves):
    """``moves`` as ``(action, source zone, source index, target zone, target index, count)``,
    the form the cross-check compares with the engine's moves."""
    stock, row = state
    out = []
    for move in moves:
        if move == DEAL:
            out.append(("deal", "stock", 0, "row", len(row), 1))
        else:
            source, target = move
            out.append((None, "row", source, "row", target, len(row[source])))
    return out


def from_common(state, move):
    """The reference move for a common-form move (the inverse of :func:`common_moves`)."""
    action, _, source, _, target, _ = move
    if action == "deal":
        return DEAL
    return source, target


def won(state):
    stock, row = state
    return not stock and len(row) == 1
