"""Move notation (docs/notation.md): readable, round-trips, and errors that say what is wrong."""

import pytest

import cardwright
from cardwright import IllegalMove, Move


@pytest.fixture
def chequers():
    return cardwright.load("chequers").deal(seed=1)


def test_card_moves_read_zone_and_pile_number_from_one(chequers):
    move = chequers.legal_moves()[0]
    assert str(move) == f"{move.source[0]}{move.source[1] + 1}>{move.target[0]}{move.target[1] + 1}"
    assert chequers.parse_move(str(move)) == move


def test_unique_zone_prefixes_and_any_case_are_accepted(chequers):
    move = next(m for m in chequers.legal_moves() if m.target[0] == "tableau")
    short = f"T{move.source[1] + 1}>t{move.target[1] + 1}"
    assert chequers.parse_move(short) == move


def test_actions_are_written_by_name():
    state = cardwright.load("accordion").deal(seed=1)
    (deal,) = state.legal_moves()
    assert str(deal) == "deal" and deal.action == "deal"
    assert state.play("deal") == state.play(deal)


def test_a_count_is_written_when_more_than_one_card_moves():
    move = Move(0, ("row", 3), ("row", 0), 2)
    assert str(move) == "row4:2>row1"
    assert str(Move(1, ("tableau", 0), ("foundation", 2), 1)) == "p2 tableau1>foundation3"


def test_a_whole_pile_needs_no_count():
    game = cardwright.load("accordion", deal="open")
    state = game.deal(order=["5D", "4S", "4D"]).play("row3>row2")  # 4♦ onto 4♠ by rank
    assert [len(p) for p in state.piles("row")[:2]] == [1, 2]
    move = state.parse_move("row2>row1")  # the pile 4♠ 4♦ onto 5♦ by suit
    assert move.count == 2
    assert str(move) == "row2:2>row1"
    assert [str(c) for c in state.play("row2>row1").piles("row")[0]] == ["5D", "4S", "4D"]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "cannot read move"),
        ("tableau>tableau2", "cannot read move"),
        ("xyz1>tableau2", "unknown zone 'xyz'"),
        ("tableau99>tableau1", "there is no tableau 99"),
        ("fly", "no action 'fly'"),
        ("p3 tableau1>tableau2", "there is no player 3"),
    ],
)
def test_unreadable_or_impossible_text_is_an_illegal_move_with_a_reason(chequers, text, words):
    with pytest.raises(IllegalMove) as raised:
        chequers.play(text)
    assert words in raised.value.reason
    assert isinstance(raised.value, ValueError)


def test_a_zone_of_one_pile_may_leave_out_its_number_and_prints_with_it():
    state = cardwright.load("klondike", draw=1).deal(seed=2).play("turn").play("turn")
    assert "waste1>tableau3" in [str(m) for m in state.legal_moves()]
    for text in ("waste>tableau3", "W > t3", "waste1>tableau3"):
        move = state.parse_move(text)
        assert move == Move(0, ("waste", 0), ("tableau", 2), 1)
        assert str(move) == "waste1>tableau3"  # printing stays canonical
    assert state.play("waste>tableau3") == state.play("waste1>tableau3")
    # A one-pile zone as the target too (the move is read, then judged by the rules).
    assert state.parse_move("tableau1>waste").target == ("waste", 0)


@pytest.mark.parametrize(
    ("variant", "text", "words"),
    [
        ("klondike", "tableau>tableau2", "the tableau has 7 piles, so its pile number is needed"),
        ("klondike", "tableau1>foundation", "the foundation has 4 piles"),
        ("klondike", "tableau:2>tableau2", "the tableau has 7 piles"),
        ("accordion", "row>row1", "the row has a changing number of piles"),
    ],
)
def test_a_zone_of_several_piles_still_needs_the_number(variant, text, words):
    state = cardwright.load(variant).deal(seed=1)
    with pytest.raises(IllegalMove) as raised:
        state.play(text)
    assert raised.value.reason.startswith(f"cannot read move '{text}'")
    assert words in raised.value.reason
