"""Tvete's Grandfather (issue 28) against PySolFC's class Grandfather (games/yukon.py): the
deal and the redeals, whose rows are replayed here by a small model of its startGame (with
dealRowAvail: each row only while the talon has cards), and the moves of Russian Solitaire.
"""

import positions
import pytest

import cardwright

RANKS = "A23456789TJQK"

# Grandfather.startGame: (first, end) of the face-down rows, then the face-up ones.
FACE_DOWN_ROWS = ((1, 7), (1, 6), (2, 6), (2, 5), (3, 5), (3, 4))
FACE_UP_ROWS = ((0, 7), (1, 7), (1, 7), (1, 7), (1, 7))


def pysolfc_shape(cards):
    """(cards, face-down cards) of each column once startGame has dealt ``cards`` cards: each
    row dealt while the talon lasts (dealRowAvail), then a face-down top card turned up (the
    automatic flip)."""
    columns = [[] for _ in range(7)]
    left = cards
    for rows, up in ((FACE_DOWN_ROWS, False), (FACE_UP_ROWS, True)):
        for first, end in rows:
            for j in range(first, end)[:left]:
                columns[j].append(up)
                left -= 1
    return [(len(c), c[:-1].count(False)) for c in columns]


def shape(state):
    return [
        (len(pile), sum(card.startswith("-") for card in pile))
        for pile in state.to_dict()["zones"]["tableau"]
    ]


def moves(state):
    return {str(move) for move in state.legal_moves()}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_deal_is_grandfathers_rows(seed):
    state = cardwright.load("tvetes-grandfather").deal(seed=seed)
    assert (
        shape(state)
        == pysolfc_shape(52)
        == [(1, 0), (7, 2), (9, 4), (11, 6), (10, 5), (8, 3), (6, 1)]
    )


@pytest.mark.parametrize("home", [0, 4, 13, 20, 26, 31, 38, 45, 51])
def test_a_redeal_deals_the_cards_left_in_grandfathers_rows_while_they_last(home):
    game = cardwright.load("tvetes-grandfather")
    # ``home`` cards on the foundations (suit by suit, from the Ace), the others in column 1.
    cards = [r + s for s in "SHDC" for r in RANKS]
    foundation = [
        [c for c in cards[13 * k : 13 * k + 13] if cards.index(c) < home] for k in range(4)
    ]
    rest = cards[home:]
    state = positions.build(
        game, {"foundation": foundation, "tableau": [rest] + [[]] * 6}, filler="tableau"
    )
    after = state.play("redeal")
    assert shape(after) == pysolfc_shape(52 - home)
    assert sorted(c.lstrip("-") for p in after.to_dict()["zones"]["tableau"] for c in p) == sorted(
        rest
    )


def test_grandfather_redeals_twice_and_keeps_the_foundations():
    state = cardwright.load("tvetes-grandfather").deal(seed=5)
    rounds = 0
    while "redeal" in moves(state):
        state = state.play("redeal")
        rounds += 1
    assert rounds == 2  # max_rounds 3


def test_columns_build_down_in_suit_move_any_face_up_group_and_foundations_give_nothing():
    game = cardwright.load("tvetes-grandfather")
    layout = {
        "tableau": [["9H"], ["-2C", "8H", "KS"], ["TH"], ["7S", "8D"], [], ["-3C", "QS"], ["AS"]],
        "foundation": [["AH", "2H"], [], [], []],
    }
    state = positions.build(game, layout, filler="tableau", filler_index=4)
    legal = moves(state)
    assert "tableau2:2>tableau1" in legal  # the 8H, with the KS above it, onto the 9H
    assert "tableau2:2>tableau3" not in legal  # not onto the TH
    assert "tableau4>tableau1" not in legal  # the 8D is not of the 9H's suit
    assert "tableau6>tableau2" in legal  # the QS onto the KS
    assert "tableau7>foundation2" in legal  # an Ace home
    assert not any(m.startswith("foundation") for m in legal)  # max_move 0
