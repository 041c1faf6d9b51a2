"""Double Solitaire (the race for two), rule by rule.

Each test names the rule it checks (DBL-1 .. DBL-12, DBL-V1 .. DBL-V3) from the digest
/work/shared/rules/double-solitaire.md, which follows the Portuguese seed
000_aaa6658e6fae9ded.txt (where the two differ, the seed wins).

Positions are written with :func:`position`: only the piles a rule is about are named, bottom ->
top, as card texts ("7H" is the seven of hearts, "-AC" a face-down ace of clubs). Cards named
for a player belong to that player ("7H" in p1's tableau is "7H@1"); foundation cards name
their owner. Every card not named goes face down to the bottom of each player's stock (or, with
``filler="tableau"``, under their first tableau column, so that the stock holds only what the
test wrote). Players are 0 and 1 in the API, "p1" and "p2" in texts and in these docstrings.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import two_player_position

import cardwright
from cardwright import IllegalMove, StateError

RANKS = "A23456789TJQK"


# ---------------------------------------------------------------------------------------------
# helpers


@pytest.fixture
def game():
    """The seed's game: the race, draw 3, unlimited passes (DBL-12)."""
    return cardwright.load("double-solitaire")


def suit(letter, owner, first="A", last="K"):
    """A foundation pile: ``letter``'s cards from ``first`` up to ``last``, all of ``owner``."""
    ranks = RANKS[RANKS.index(first) : RANKS.index(last) + 1]
    return [f"{rank}{letter}@{owner}" for rank in ranks]


position = two_player_position


def texts(piles):
    return [[card.to_text(owners=True) for card in pile] for pile in piles]


def tableau(state, player):
    return texts(state.piles("tableau", player))


def waste(state, player):
    return texts(state.piles("waste", player))[0]


def stock(state, player):
    return texts(state.piles("stock", player))[0]


def foundations(state):
    return texts(state.piles("foundation"))


def moves(state, player):
    return [str(move) for move in state.legal_moves(player)]


def reason(state, move, player=None):
    """The reason ``move`` is illegal (the test fails if it is legal)."""
    with pytest.raises(IllegalMove) as caught:
        state.play(move, player)
    return caught.value.reason


def identities(state):
    return Counter((card.rank, card.suit, card.owner) for card in state.cards())


def personal(state, player):
    """How many of ``player``'s own cards are still in their tableau, stock and waste."""
    return sum(
        1
        for zone in ("tableau", "stock", "waste")
        for pile in state.piles(zone, player)
        for card in pile
        if card.owner == player
    )


def run_through(state, player=0):
    """Turn ``player``'s stock until it is empty; the list of cards each turn moved."""
    counts = []
    while state.piles("stock", player)[0]:
        move = state.parse_move("turn", player)
        counts.append(move.count)
        state = state.play(move)
    return state, counts


# ---------------------------------------------------------------------------------------------
# DBL-1: two decks, every card has an owner, nobody touches the opponent's cards


@pytest.mark.parametrize("seed", [0, 7, 2024])
def test_dbl1_two_own_decks_of_52_make_104_cards_each_knowing_its_owner(game, seed):
    """DBL-1: each player has a 52-card deck of their own, no jokers: 104 cards in all."""
    state = game.deal(seed=seed)
    cards = list(state.cards())
    assert len(cards) == 104
    assert Counter(card.owner for card in cards) == {0: 52, 1: 52}
    full_deck = {(rank, suit) for suit in "SHDC" for rank in range(1, 14)}
    for owner in (0, 1):
        mine = Counter((c.rank, c.suit) for c in cards if c.owner == owner)
        assert set(mine) == full_deck and set(mine.values()) == {1}
    # the backs tell whose card it is: every card text names its owner
    for zone in ("tableau", "stock", "waste"):
        for key, owner in (("p1", "@1"), ("p2", "@2")):
            for pile in state.to_dict()["zones"][zone][key]:
                assert all(text.endswith(owner) for text in pile)


def test_dbl1_a_player_may_not_play_the_opponents_moves(game):
    """DBL-1: a player may never take a card of the opponent: playing or submitting a move of
    the other player is refused, with a reason, and changes nothing."""
    state = game.deal(seed=7)
    theirs = state.legal_moves(1)
    assert theirs and all(move.player == 1 for move in theirs)
    assert "player 2's, not player 1's" in reason(state, "p2 turn", player=0)
    assert "player 2's, not player 1's" in reason(state, theirs[0], player=0)
    assert "player 1's, not player 2's" in reason(state, "p1 turn", player=1)

    table = game.table(state=state)
    for submitted in ("p2 turn", theirs[0]):
        result = table.submit(0, submitted, timestamp=1.0)
        assert result.status == "rejected"
        assert "player 2's, not player 1's" in result.reason
    assert table.state == state and table.state.to_dict() == state.to_dict()


def test_dbl1_the_opponents_piles_are_out_of_reach(game):
    """DBL-1, DBL-4: p2's 8♠ would take p1's 7♥ and p2's waste 6♣ would go on p1's 7♥, but
    neither player can use the other's columns or waste."""
    state = position(
        game,
        p1={"tableau": {1: ["-KC", "7H"]}},
        p2={"tableau": {1: ["-KC", "8S"]}, "waste": ["6C"]},
    )
    assert moves(state, 0) == ["turn"]
    assert moves(state, 1) == ["p2 turn"]


def test_dbl1_a_card_in_the_other_players_piles_is_refused_or_cannot_be_moved(game):
    """DBL-1: a card always knows its owner and nobody takes the opponent's cards: a position
    with p2's 7♥ in p1's column is either refused, or p1 cannot move that card."""
    try:
        state = position(game, p1={"tableau": {1: ["-KC", "7H@2"], 2: ["8S"]}})
    except StateError:
        return
    assert "tableau1>tableau2" not in moves(state, 0)


@settings(max_examples=20)
@given(seed=st.integers(0, 2**32 - 1), picks=st.lists(st.integers(0, 10_000), max_size=30))
def test_dbl1_no_legal_move_ever_moves_a_card_of_the_other_player(seed, picks):
    """DBL-1: over random race play, a move of one player never changes where or how any card
    of the other player lies (their cards on the shared foundations included)."""
    game = cardwright.load("double-solitaire")

    def places(state, owner):
        found = {}
        for instance, piles in enumerate(state.zones):
            for j, pile in enumerate(piles):
                for k, card in enumerate(pile):
                    if card.owner == owner:
                        found[card.rank, card.suit] = (instance, j, k, card.face_up)
        return found

    state = game.deal(seed=seed)
    for pick in picks:
        every = state.legal_moves()
        if not every:
            break
        move = every[pick % len(every)]
        other = 1 - move.player
        before = places(state, other)
        state = state.play(move)
        assert places(state, other) == before, str(move)


# ---------------------------------------------------------------------------------------------
# DBL-2: the deal and the shared foundations


@pytest.mark.parametrize("seed", [1, 99])
def test_dbl2_each_deals_seven_columns_a_24_card_stock_and_an_empty_waste(game, seed):
    """DBL-2: 7 columns of 1..7 cards, only the last face up (28 cards); a stock of 24 face
    down; an empty waste; 8 empty shared foundations."""
    state = game.deal(seed=seed)
    for player in (0, 1):
        columns = state.piles("tableau", player)
        assert [len(column) for column in columns] == [1, 2, 3, 4, 5, 6, 7]
        for column in columns:
            assert column[-1].face_up
            assert not any(card.face_up for card in column[:-1])
        assert sum(map(len, columns)) == 28
        (pile,) = state.piles("stock", player)
        assert len(pile) == 24 and not any(card.face_up for card in pile)
        assert state.piles("waste", player) == ((),)
        for zone in ("tableau", "stock"):
            assert {c.owner for p in state.piles(zone, player) for c in p} == {player}
    assert state.piles("foundation") == ((),) * 8


def test_dbl2_each_player_shuffles_their_own_deck(game):
    """DBL-2: each player shuffles separately: the two layouts differ."""
    state = game.deal(seed=5)
    faces = [[[c.face_text for c in p] for p in state.piles("tableau", pl)] for pl in (0, 1)]
    assert faces[0] != faces[1]


def test_dbl2_placing_an_ace_makes_that_foundation_nobodys(game):
    """DBL-2, DBL-6: p1 starts a foundation with A♥; p2 builds 2♥ on it, p1 then 3♥."""
    state = position(
        game,
        p1={"tableau": {1: ["-KC", "AH"], 2: ["-KD", "3H"]}},
        p2={"tableau": {1: ["-KC", "2H"]}},
    )
    state = state.play("tableau1>foundation1")
    assert "p2 tableau1>foundation1" in moves(state, 1)
    state = state.play("p2 tableau1>foundation1").play("tableau2>foundation1")
    assert foundations(state)[0] == ["AH@1", "2H@2", "3H@1"]


def test_dbl2_eight_foundations_two_per_suit(game):
    """DBL-2: 8 shared foundations; both aces of a suit can start a pile of their own."""
    state = position(game, p1={"tableau": {1: ["AH"]}}, p2={"tableau": {1: ["AH"]}})
    assert len(state.piles("foundation")) == 8
    state = state.play("tableau1>foundation3").play("p2 tableau1>foundation6")
    assert foundations(state)[2] == ["AH@1"] and foundations(state)[5] == ["AH@2"]


# ---------------------------------------------------------------------------------------------
# DBL-3: a race


def test_dbl3_in_the_race_both_players_may_move_at_any_moment(game):
    """DBL-3: no turns: both players have moves at once, and may move in any order."""
    state = position(
        game,
        p1={"tableau": {1: ["-KC", "7H"], 2: ["8S"], 3: ["AD"]}},
        p2={"tableau": {1: ["-KC", "7D"], 2: ["8C"], 3: ["AS"]}},
        turn=2,
    )
    assert "tableau1>tableau2" in moves(state, 0)
    assert "p2 tableau1>tableau2" in moves(state, 1)
    state = state.play("tableau1>tableau2").play("tableau3>foundation1")  # p1 twice
    state = state.play("p2 tableau1>tableau2").play("turn").play("p2 tableau3>foundation2")
    assert foundations(state)[:2] == [["AD@1"], ["AS@2"]]
    assert moves(state, 0) and moves(state, 1)


def test_dbl3_the_table_takes_interleaved_submissions_from_both(game):
    """DBL-3: on the live table the two players' submissions interleave freely."""
    table = game.table(seed=7)
    played = []
    t = 0.0
    for player in (0, 1, 1, 0, 1, 0, 0, 1):
        move = table.state.legal_moves(player)[0]
        t += 0.3
        result = table.submit(player, move, timestamp=t)
        assert result.status == "accepted", result.reason
        played.append(result.player)
    assert played == [0, 1, 1, 0, 1, 0, 0, 1]


# ---------------------------------------------------------------------------------------------
# DBL-4: building on one's own tableau


@pytest.mark.parametrize(
    ("moving", "onto", "legal"),
    [
        ("QH", "KS", True),  # the rule's example: a red Q on a black K
        ("7H", "8S", True),
        ("7D", "8C", True),
        ("6S", "7H", True),
        ("6C", "7D", True),
        ("AH", "2S", True),  # the Ace is below the 2
        ("7H", "8H", False),  # same colour
        ("7S", "8C", False),
        ("7H", "9S", False),  # not one lower
        ("7H", "6S", False),  # building up
        ("KS", "AH", False),  # no wrap between K and A
        ("AH", "KS", False),
    ],
)
def test_dbl4_a_card_goes_on_the_next_higher_card_of_the_opposite_colour(game, moving, onto, legal):
    """DBL-4: red on black (or black on red), exactly one rank lower, no K-A wrap."""
    state = position(game, p1={"tableau": {1: ["-KC", moving], 2: [onto]}})
    assert ("tableau1>tableau2" in moves(state, 0)) is legal
    if legal:
        after = state.play("tableau1>tableau2")
        assert tableau(after, 0)[1] == [f"{onto}@1", f"{moving}@1"]
    else:
        assert "cannot go on" in reason(state, "tableau1>tableau2")


def test_dbl4_a_run_or_its_lower_part_may_move(game):
    """DBL-4: a descending alternating face-up run moves whole, or any lower part of it."""
    run = ["-5C", "KS", "QH", "JC", "TD"]
    state = position(
        game, p1={"tableau": {1: run, 2: ["QD"], 3: ["JS"], 4: ["-4C", "KC"], 5: ["-3S", "9H"]}}
    )
    legal = moves(state, 0)
    for move in ("tableau1:4>tableau6", "tableau1:3>tableau4", "tableau1:2>tableau2"):
        assert move in legal
    assert "tableau1>tableau3" in legal
    after = state.play("tableau1:2>tableau2")
    assert tableau(after, 0)[1] == ["QD@1", "JC@1", "TD@1"]
    assert tableau(after, 0)[0] == ["-5C@1", "KS@1", "QH@1"]
    # a face-down card is never part of a run
    assert "not a group" in reason(state, "tableau1:5>tableau6")


def test_dbl4_an_exposed_face_down_card_is_turned_up_at_once(game):
    """DBL-4: moving the run K♠..10♦ off a face-down 5♣ turns the 5♣ up."""
    state = position(game, p1={"tableau": {1: ["-2D", "-5C", "KS", "QH", "JC", "TD"]}})
    after = state.play("tableau1:4>tableau2")
    assert tableau(after, 0)[0] == ["-2D@1", "5C@1"]
    assert tableau(after, 0)[1] == ["KS@1", "QH@1", "JC@1", "TD@1"]


EMPTY_COLUMN = {
    "tableau": {
        1: ["-2C", "KD", "QS", "JH"],
        2: ["-3C", "QD"],
        3: ["-4C", "8S", "7H"],
        4: ["-5C", "KS"],
        6: ["-6C", "9H"],
        7: ["-7C", "3D"],
    },
    "waste": ["KH"],
}


@pytest.mark.parametrize(
    ("move", "legal"),
    [
        ("tableau1:3>tableau5", True),  # a run headed by a K
        ("tableau4>tableau5", True),  # a K
        ("waste1>tableau5", True),  # a K from the waste
        ("tableau1:2>tableau5", False),  # the lower part Q♠ J♥ is not headed by a K
        ("tableau1>tableau5", False),
        ("tableau2>tableau5", False),
        ("tableau3:2>tableau5", False),
    ],
)
def test_dbl4_an_empty_column_accepts_only_a_king_or_a_king_headed_run(game, move, legal):
    """DBL-4: an empty column takes a K or a valid sequence headed by a K, nothing else."""
    state = position(game, p1=EMPTY_COLUMN)
    assert (move in moves(state, 0)) is legal
    if not legal:
        assert "takes only a King" in reason(state, move)


def test_dbl4_every_move_into_an_empty_column_is_headed_by_a_king(game):
    """DBL-4: of all p1's legal moves, those into the empty column 5 all move a K first."""
    state = position(game, p1=EMPTY_COLUMN)
    into = [m for m in state.legal_moves(0) if m.target == ("tableau", 4)]
    assert len(into) == 3
    for move in into:
        source = state.piles(move.source[0], 0)[move.source[1]]
        assert source[-move.count].rank == 13


# ---------------------------------------------------------------------------------------------
# DBL-5: the stock and the waste


def test_dbl5_three_cards_are_turned_keeping_their_order_the_last_one_on_top(game):
    """DBL-5: 'turn' moves the stock's next 3 cards to the waste, face up, one after the other:
    the last one turned (9♦) is on top and is the only one available; playing it frees 5♣."""
    state = position(
        game,
        p1={"tableau": {1: ["-KC", "TC"], 2: ["-KH", "6H"]}, "stock": ["-9D", "-5C", "-2S"]},
    )
    before = stock(state, 0)
    state = state.play("turn")
    assert waste(state, 0) == ["2S@1", "5C@1", "9D@1"]
    assert stock(state, 0) == before[:-3]
    waste_moves = [m for m in moves(state, 0) if m.startswith("waste")]
    assert waste_moves == ["waste1>tableau1"]  # 9♦ on 10♣; 5♣ and 2♠ are covered
    assert "9♦ cannot go on 6♥" in reason(state, "waste1>tableau2")
    state = state.play("waste1>tableau1")
    assert waste(state, 0) == ["2S@1", "5C@1"]
    assert "waste1>tableau2" in moves(state, 0)  # 5♣ on 6♥, now that it is on top
    state = state.play("waste1>tableau2")
    assert tableau(state, 0)[1] == ["-KH@1", "6H@1", "5C@1"]


def test_dbl5_with_fewer_than_three_left_the_rest_is_turned(game):
    """DBL-5: with 2 cards left in the stock, 'turn' moves both."""
    state = position(
        game,
        p1={"tableau": {1: ["9C"]}, "stock": ["-4D", "-JS"]},
        p2={"tableau": {1: ["9C"]}},
        filler="tableau",
    )
    move = state.parse_move("turn", 0)
    assert move.count == 2
    state = state.play(move)
    assert waste(state, 0) == ["JS@1", "4D@1"]
    assert stock(state, 0) == []
    assert "stock is empty" in reason(state, "turn")


@pytest.mark.parametrize("player", [0, 1])
def test_dbl5_redeal_rebuilds_the_stock_unshuffled_in_the_same_order(game, player):
    """DBL-5: when the stock is empty the whole waste is turned down to rebuild it without
    shuffling: after a full cycle the stock is exactly the stock that was dealt."""
    start = game.deal(seed=11)
    dealt = stock(start, player)
    other = stock(start, 1 - player)
    assert "only possible when the stock is empty" in reason(
        start.play("turn", player), "redeal", player
    )
    state, counts = run_through(start, player)
    assert counts == [3] * 8
    assert len(waste(state, player)) == 24
    state = state.play("redeal", player)
    assert stock(state, player) == dealt
    assert waste(state, player) == []
    assert stock(state, 1 - player) == other


def test_dbl5_passes_are_unlimited(game):
    """DBL-5: the stock may be gone through again and again; the order never changes."""
    state = game.deal(seed=3)
    dealt = stock(state, 0)
    for _ in range(6):
        state, _ = run_through(state)
        assert "redeal" in moves(state, 0)
        state = state.play("redeal")
        assert stock(state, 0) == dealt


def test_dbl5_the_stock_is_face_down_and_only_turned_never_taken_from(game):
    """DBL-5: face-down stock cards are not played: the stock gives cards only by 'turn'."""
    state = game.deal(seed=3)
    assert not any(card.face_up for card in state.piles("stock", 0)[0])
    assert "never leave the stock" in reason(state, "stock1>waste1")
    assert "never leave the stock" in reason(state, "stock1>foundation1")
    assert all(move.source[0] != "stock" or move.action for move in state.legal_moves())


# ---------------------------------------------------------------------------------------------
# DBL-6: the shared foundations


def test_dbl6_an_empty_foundation_starts_only_with_an_ace(game):
    """DBL-6: an empty foundation takes an A and nothing else."""
    state = position(game, p1={"tableau": {1: ["-KC", "2H"], 2: ["AD"]}})
    assert "takes only an Ace, not 2♥" in reason(state, "tableau1>foundation1")
    targets = {m.target for m in state.legal_moves(0) if m.source == ("tableau", 1)}
    assert targets == {("foundation", j) for j in range(8)}


def test_dbl6_foundations_build_up_in_suit(game):
    """DBL-6: on A♥ goes the 2♥; not the 2♦, not the 3♥."""
    state = position(
        game,
        p1={"tableau": {1: ["-KC", "2H"], 2: ["-KD", "2D"], 3: ["-KS", "3H"]}},
        foundation={1: ["AH@2"]},
    )
    assert "tableau1>foundation1" in moves(state, 0)
    assert "cannot go on A♥" in reason(state, "tableau2>foundation1")
    assert "cannot go on A♥" in reason(state, "tableau3>foundation1")
    state = state.play("tableau1>foundation1").play("tableau3>foundation1")
    assert foundations(state)[0] == ["AH@2", "2H@1", "3H@1"]


def test_dbl6_a_card_may_go_to_any_suitable_foundation_whatever_the_backs(game):
    """DBL-6: p1's 2♥ may go on p2's A♥ or on p1's own A♥, both suitable."""
    state = position(
        game, p1={"tableau": {1: ["-KC", "2H"]}}, foundation={2: ["AH@2"], 5: ["AH@1"]}
    )
    to_foundation = [m for m in moves(state, 0) if "foundation" in m]
    assert to_foundation == ["tableau1>foundation2", "tableau1>foundation5"]


def test_dbl6_only_a_single_card_from_the_tableau_or_the_top_of_the_waste(game):
    """DBL-6: a run does not go to a foundation as a group; the waste gives only its top."""
    state = position(
        game,
        p1={"tableau": {1: ["-KC", "3S", "2H"]}, "waste": ["2S", "9C"]},
        foundation={1: ["AH@1"], 2: ["AS@2"]},
    )
    assert "takes one card at a time" in reason(state, "tableau1:2>foundation1")
    assert "tableau1>foundation1" in moves(state, 0)
    assert "9♣ cannot go on A♠" in reason(state, "waste1>foundation2")  # 2♠ is covered
    assert not any(m.startswith("waste") for m in moves(state, 0))


def test_dbl6_two_equal_cards_of_a_suit_never_go_on_consecutively(game):
    """DBL-6: p2's A♥ cannot go on p1's A♥ (it needs the other hearts pile), nor 5♥ on 5♥."""
    state = position(
        game,
        p1={"tableau": {1: ["-KC", "AH"]}},
        p2={"tableau": {1: ["-KC", "AH"], 2: ["-KD", "5S"]}},
        foundation={4: suit("S", 1, "A", "5")},
    )
    state = state.play("tableau1>foundation1")
    assert "cannot go on A♥" in reason(state, "p2 tableau1>foundation1")
    targets = [m.target for m in state.legal_moves(1) if m.source == ("tableau", 0)]
    assert ("foundation", 0) not in targets and ("foundation", 1) in targets
    assert "cannot go on 5♠" in reason(state, "p2 tableau2>foundation4")


def test_dbl6_cards_never_leave_the_foundations(game):
    """DBL-6: no move takes a card off a foundation, for either player."""
    state = position(
        game,
        p1={"tableau": {1: ["-KC", "3H"], 2: []}},
        p2={"tableau": {1: ["-KC", "5S"]}},
        foundation={1: ["AH@1", "2H@2"], 2: suit("S", 2, "A", "4")},
    )
    for text in ("foundation1>tableau2", "p2 foundation2>tableau1"):
        assert "never leave the foundation" in reason(state, text)
    assert not any(m.source[0] == "foundation" for m in state.legal_moves())


# ---------------------------------------------------------------------------------------------
# DBL-7: conflicts on the live table

RACE_P1 = {"tableau": {1: ["-9D", "6S", "5H"]}}
RACE_FOUNDATION = {1: ["AH@1", "2H@2", "3H@1", "4H@2"]}


def race_to_five(game, p2_source="tableau1"):
    """Both players can play a 5♥ on foundation 1 (4♥ on top): p1 from tableau 1, p2 from
    tableau 1 or from the waste."""
    if p2_source == "tableau1":
        p2 = {"tableau": {1: ["-9D", "6C", "5H"]}, "waste": ["5D"]}
    else:
        p2 = {"tableau": {1: ["-9D", "6C"]}, "waste": ["5D", "5H"]}
    return position(game, RACE_P1, p2, RACE_FOUNDATION)


@pytest.mark.parametrize("first", [0, 1])
def test_dbl7_the_first_card_legally_placed_stands_the_later_is_told_who_beat_it(game, first):
    """DBL-7: both play a 5♥ to foundation 1; the first placement stands and the later one is
    rejected with the card, the foundation and the player who was first."""
    table = game.table(state=race_to_five(game), tie_window=0.05)
    won = table.submit(first, "tableau1>foundation1", timestamp=10.0)
    assert won.status == "accepted"
    after = table.state
    lost = table.submit(1 - first, "tableau1>foundation1", timestamp=10.5)
    assert lost.status == "rejected"
    assert lost.reason == f"5♥ was beaten to foundation 1 by player {first + 1}"
    assert lost.told == (1 - first,)
    assert table.state == after and table.state.to_dict() == after.to_dict()
    assert foundations(table.state)[0][-1] == f"5H@{first + 1}"
    assert tableau(table.state, 1 - first)[0][-1] == f"5H@{2 - first}"


@pytest.mark.parametrize("source", ["tableau1", "waste1"])
def test_dbl7_a_doubt_undoes_both_placements_and_tells_both_players(game, source):
    """DBL-7: two placements closer than the tie window cannot be told apart: both stop, the
    card already placed goes back where it came from, the later one is not applied, and both
    players are told. Then play resumes: whoever is first now is first."""
    start = race_to_five(game, source)
    table = game.table(state=start, tie_window=0.05)
    first = table.submit(1, f"{source}>foundation1", timestamp=10.0)
    assert first.status == "accepted"
    second = table.submit(0, "tableau1>foundation1", timestamp=10.02)
    assert second.status == "doubt"
    assert second.told == (0, 1)
    assert second.undid == first.seq
    assert "5♥" in second.reason and "undone" in second.reason
    assert table.state == start and table.state.to_dict() == start.to_dict()
    assert foundations(table.state)[0] == ["AH@1", "2H@2", "3H@1", "4H@2"]
    # play resumes on a common signal
    again = table.submit(0, "tableau1>foundation1", timestamp=11.0)
    assert again.status == "accepted"
    late = table.submit(1, f"{source}>foundation1", timestamp=11.5)
    assert late.reason == "5♥ was beaten to foundation 1 by player 1"


@pytest.mark.parametrize(
    ("window", "gap", "status"),
    [
        (0.05, 0.02, "doubt"),
        (0.05, 0.0, "doubt"),  # the same instant
        (0.05, -0.02, "doubt"),  # the later arrival has the earlier clock: still a doubt
        (0.01, 0.02, "rejected"),
        (0.5, 0.3, "doubt"),
        (0.0, 0.0, "rejected"),  # no tie window: arrival order decides
    ],
)
def test_dbl7_the_tie_window_is_configurable(game, window, gap, status):
    """DBL-7: 'cannot be told apart in time' is the table's tie_window, in seconds."""
    table = game.table(state=race_to_five(game), tie_window=window)
    assert table.tie_window == window
    assert table.submit(1, "tableau1>foundation1", timestamp=10.0).status == "accepted"
    result = table.submit(0, "tableau1>foundation1", timestamp=10.0 + gap)
    assert result.status == status
    assert result.told == ((0, 1) if status == "doubt" else (0,))


def test_dbl7_the_default_tie_window_is_50_ms_and_cannot_be_negative(game):
    """DBL-7: the default tie window is 0.05 s; a negative one is refused."""
    assert game.table(seed=1).tie_window == 0.05
    with pytest.raises(ValueError, match="negative"):
        game.table(seed=1, tie_window=-0.1)


def valid_column(column):
    """DBL-4: face-down cards only under face-up ones, and the face-up part a descending run in
    alternating colours."""
    up = [card for card in column if card.face_up]
    if any(card.face_up for card in column[: len(column) - len(up)]):
        return False
    return all(
        lower.rank == higher.rank - 1 and lower.red != higher.red for higher, lower in pairwise(up)
    )


def test_dbl7_a_doubt_never_leaves_a_column_that_breaks_the_building_rule(game):
    """DBL-7, DBL-4: p2 plays 5♥ home (uncovering 9♠), then 8♥ onto that 9♠; p1's 5♥ arrives
    within the tie window. The 5♥ cannot go back onto the 8♥: whatever the table decides,
    p2's columns must stay legal columns and every card stays in play once."""
    state = position(
        game,
        p1=RACE_P1,
        p2={"tableau": {1: ["-9S", "5H"], 2: ["-KC", "8H"]}},
        foundation=RACE_FOUNDATION,
    )
    table = game.table(state=state, tie_window=0.05)
    assert table.submit(1, "tableau1>foundation1", timestamp=10.0).status == "accepted"
    assert table.submit(1, "tableau2>tableau1", timestamp=10.01).status == "accepted"
    late = table.submit(0, "tableau1>foundation1", timestamp=10.02)
    assert late.status != "accepted"
    for player in (0, 1):
        for column in table.state.piles("tableau", player):
            assert valid_column(column), texts([column])
    assert identities(table.state) == identities(state)


# ---------------------------------------------------------------------------------------------
# DBL-8: the win

ALL_BUT_KH = {
    1: suit("S", 1),
    2: suit("H", 1, "A", "Q"),
    3: suit("D", 1),
    4: suit("C", 1),
}


def test_dbl8_all_52_cards_home_wins_at_once_even_while_the_other_could_move(game):
    """DBL-8: p1's last card, K♥, goes home: p1 wins at once, though p2 could still play."""
    before = position(game, p1={"tableau": {1: ["KH"]}}, foundation=ALL_BUT_KH)
    assert before.outcome is None
    after = before.play("tableau1>foundation2")
    assert after.outcome is not None
    assert after.outcome.result == "won" and after.outcome.winner == 0
    assert after.outcome.scores == {0: 52, 1: 0}
    assert "Player 1" in after.outcome.reason
    assert after.legal_moves(1) and after.can_progress(1)

    table = game.table(state=before)
    assert table.submit(0, "tableau1>foundation2", timestamp=1.0).status == "accepted"
    assert table.outcome is not None and table.outcome.winner == 0
    late = table.submit(1, "turn", timestamp=1.01)
    assert late.status == "rejected" and "the game is over" in late.reason


def test_dbl8_empty_columns_are_not_enough_while_stock_or_waste_cards_remain(game):
    """DBL-8: p1's columns are all empty, but J♥ Q♥ K♥ are still in the stock, then in the
    waste: no win until the K♥ is home."""
    foundation = {**ALL_BUT_KH, 2: suit("H", 1, "A", "T")}
    state = position(game, p1={"stock": ["-JH", "-QH", "-KH"]}, foundation=foundation)
    assert all(not column for column in state.piles("tableau", 0))
    assert state.outcome is None
    state = state.play("turn")
    assert waste(state, 0) == ["KH@1", "QH@1", "JH@1"]
    assert state.outcome is None
    state = state.play("waste1>foundation2").play("waste1>foundation2")
    assert state.outcome is None
    state = state.play("waste1>foundation2")
    assert state.outcome.result == "won" and state.outcome.winner == 0


# ---------------------------------------------------------------------------------------------
# DBL-9: blocked players and the end of the game


def blocked_side(**extra):
    """A player who cannot progress: 5♣ (over their face-down cards) and a lone K♠ in the
    tableau, and a stock and waste of cards that fit nowhere. ``extra`` adds or replaces."""
    side = {
        "tableau": {1: ["5C"], 2: ["KS"]},
        "stock": ["-2D", "-3S", "-9D", "-TC", "-7S"],
        "waste": ["8C"],
    }
    for zone, value in extra.items():
        side[zone] = {**side["tableau"], **value} if zone == "tableau" else value
    return side


def blocked(game, p1=None, p2=None):
    return position(game, p1 or blocked_side(), p2 or blocked_side(), filler="tableau")


def test_dbl9_stock_cycling_and_reversible_moves_are_not_progress(game):
    """DBL-9: p1 can turn the stock and redeal for ever and move the K♠ from column to column,
    but none of it ever plays a card: p1 cannot progress."""
    state = blocked(game)
    legal = moves(state, 0)
    assert "turn" in legal and "tableau2>tableau3" in legal
    assert not state.can_progress(0)
    # the reversible move and a full stock cycle leave p1 just as blocked
    moved = state.play("tableau2>tableau3").play("tableau3>tableau2")
    assert moved == state
    cycled, _ = run_through(state.play("tableau2>tableau5"))
    cycled = cycled.play("redeal")
    assert not cycled.can_progress(0)


def test_dbl9_no_extra_row_from_the_rest_of_the_stock(game):
    """DBL-9: in this variant the stock may not be spread into an extra row: a blocked player
    has only 'turn', 'redeal' and tableau moves, and no other action exists."""
    state = blocked(game)
    actions = {move.action for move in state.legal_moves() if move.action}
    assert actions == {"turn"}
    assert "no action 'spread'" in reason(state, "spread")


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"waste": ["8C", "AH"]}, id="a foundation placement"),
        pytest.param({"tableau": {3: ["-4H", "QD"]}}, id="a turn-up: Q♦ onto K♠"),
        pytest.param({"waste": ["8C", "4D"]}, id="a card off the waste: 4♦ onto 5♣"),
        pytest.param({"stock": ["-2D", "-3S", "-AH", "-TC", "-9D"]}, id="a turn, then A♥ home"),
    ],
)
def test_dbl9_a_reachable_placement_turn_up_or_waste_card_is_progress(game, extra):
    """DBL-9: p1 can progress when some sequence of their moves places a card on a foundation,
    turns up a face-down card or takes a card off the waste."""
    state = blocked(game, p1=blocked_side(**extra))
    assert state.can_progress(0)
    assert not state.can_progress(1)
    assert state.outcome is None


CYCLE = {"waste": ["2D", "3S", "AH", "9D", "TC"], "stock": ["-7S", "-8C", "-JC"]}


def test_dbl9_progress_that_needs_a_full_cycle_of_the_stock(game):
    """DBL-9: the A♥ lies third from the bottom of p1's waste: only after turning the rest of
    the stock, redealing and turning 3 again is it on top and can go home."""
    state = blocked(game, p1=blocked_side(**CYCLE))
    assert state.can_progress(0)
    assert state.outcome is None
    waste_or_tableau = [m for m in moves(state, 0) if m.startswith("waste")]
    assert waste_or_tableau == []
    state = state.play("turn")
    assert waste(state, 0)[-1] == "7S@1" and "redeal" in moves(state, 0)
    assert not [m for m in moves(state, 0) if m.startswith("waste")]
    state = state.play("redeal").play("turn")
    assert waste(state, 0) == ["2D@1", "3S@1", "AH@1"]
    assert "waste1>foundation1" in moves(state, 0)


def test_dbl9_the_game_ends_when_neither_player_can_progress(game):
    """DBL-9, DBL-10: both blocked: the game is over at once, and equal contributions (none)
    are a draw."""
    state = blocked(game)
    assert state.legal_moves(0) and state.legal_moves(1)
    outcome = state.outcome
    assert outcome is not None
    assert outcome.result == "draw" and outcome.winner is None
    assert outcome.scores == {0: 0, 1: 0}
    assert "no player can make progress" in outcome.reason


def test_dbl9_the_game_ends_on_the_move_that_leaves_both_blocked(game):
    """DBL-9, DBL-10: p2 is blocked; p1's A♥ is p1's last possible progress. Once it is home,
    nobody can advance: the game ends and p1's single card decides."""
    table = game.table(state=blocked(game, p1=blocked_side(waste=["8C", "AH"])))
    assert table.outcome is None
    assert table.submit(0, "waste1>foundation1", timestamp=1.0).status == "accepted"
    outcome = table.outcome
    assert outcome is not None
    assert outcome.result == "won" and outcome.winner == 0
    assert outcome.scores == {0: 1, 1: 0}


# ---------------------------------------------------------------------------------------------
# DBL-10: scoring after a mutual block

EXAMPLE_FOUNDATION = {
    1: suit("S", 1),
    2: suit("S", 2),
    3: suit("H", 1),
    4: suit("H", 2),
    5: suit("D", 1, "A", "5"),
    6: suit("D", 2, "A", "2"),
}


def test_dbl10_the_example_contributions_31_and_28_the_first_player_wins(game):
    """DBL-10's example: after a mutual block the foundations hold 31 of p1's cards and 28 of
    p2's: p1 wins. They have 21 and 24 personal cards left (tableau, stock and waste)."""
    state = position(
        game,
        p1={"tableau": {1: ["9C"]}, "stock": ["-JC", "-QC", "-TC"]},
        p2={"tableau": {1: ["9C"]}},
        foundation=EXAMPLE_FOUNDATION,
        filler="tableau",
    )
    by_back = Counter(c.owner for pile in state.piles("foundation") for c in pile)
    assert by_back == {0: 31, 1: 28}
    assert personal(state, 0) == 21 and personal(state, 1) == 24
    assert not state.can_progress(0) and not state.can_progress(1)
    outcome = state.outcome
    assert outcome is not None
    assert outcome.result == "won" and outcome.winner == 0
    assert outcome.scores == {0: 31, 1: 28}  # contributions only: nothing for speed or columns
    assert "Player 1 scores best" in outcome.reason


def test_dbl10_the_higher_contribution_wins_whoever_it_is(game):
    """DBL-10: the same block the other way round (p1 28, p2 31): p2 wins."""
    swapped = {
        1: suit("S", 2),
        2: suit("S", 1),
        3: suit("H", 2),
        4: suit("H", 1),
        5: suit("D", 2, "A", "5"),
        6: suit("D", 1, "A", "2"),
    }
    state = position(
        game,
        p1={"tableau": {1: ["9C"]}},
        p2={"tableau": {1: ["9C"]}},
        foundation=swapped,
        filler="tableau",
    )
    assert state.outcome.result == "won" and state.outcome.winner == 1
    assert state.outcome.scores == {0: 28, 1: 31}


def test_dbl10_equal_contributions_are_a_draw(game):
    """DBL-10: 26 and 26 after a mutual block: a draw."""
    state = position(
        game,
        p1={"tableau": {1: ["9C"]}},
        p2={"tableau": {1: ["9C"]}},
        foundation={1: suit("S", 1), 2: suit("S", 2), 3: suit("H", 1), 4: suit("H", 2)},
        filler="tableau",
    )
    assert state.outcome.result == "draw" and state.outcome.winner is None
    assert state.outcome.scores == {0: 26, 1: 26}


# ---------------------------------------------------------------------------------------------
# DBL-11: the worked example, move by move

WORKED = {
    "p1": {
        "tableau": {
            1: ["-AC", "7H"],
            2: ["-4D", "8S"],
            3: ["-2S", "KD", "QS"],
            4: ["-5S", "QD"],
            5: ["-6C", "5C"],
            6: ["-7C", "TS"],
            7: ["-9S", "2H"],
        }
    },
    "p2": {"tableau": {1: ["-5D", "4S"], 2: ["-6H", "5H"]}},
}


def test_dbl11_worked_example_move_by_move(game):
    """DBL-11: 7♥ over one face-down card goes on 8♠; the freed card turns up: A♣. While p2
    plays on their own tableau, A♣ goes to an empty shared foundation. The emptied column then
    takes only a K or a K-headed run."""
    state = position(game, WORKED["p1"], WORKED["p2"])
    assert moves(state, 0) == ["tableau1>tableau2", "turn"]

    # 7♥ onto 8♠: the rank goes down, red follows black; the freed card is turned: A♣
    state = state.play("tableau1>tableau2")
    assert tableau(state, 0)[:2] == [["AC@1"], ["-4D@1", "8S@1", "7H@1"]]

    # meanwhile the opponent plays on their own tableau
    p1_before = tableau(state, 0)
    state = state.play("p2 tableau1>tableau2")
    assert tableau(state, 1)[:2] == [["5D@2"], ["-6H@2", "5H@2", "4S@2"]]
    assert tableau(state, 0) == p1_before
    assert foundations(state) == [[]] * 8

    # A♣ may go to any empty shared foundation
    home = [m for m in moves(state, 0) if m.startswith("tableau1>foundation")]
    assert home == [f"tableau1>foundation{j}" for j in range(1, 9)]
    state = state.play("tableau1>foundation1")
    assert foundations(state) == [["AC@1"]] + [[]] * 7
    assert tableau(state, 0)[0] == []

    # the empty column takes only a K or a K-headed run
    into = [m for m in moves(state, 0) if m.endswith(">tableau1")]
    assert into == ["tableau3:2>tableau1"]
    assert "takes only a King, not Q♦" in reason(state, "tableau4>tableau1")
    assert "takes only a King, not Q♠" in reason(state, "tableau3>tableau1")
    assert "takes only a King, not 8♠" in reason(state, "tableau2:2>tableau1")
    assert "takes only a King, not 7♥" in reason(state, "tableau2>tableau1")
    state = state.play("tableau3:2>tableau1")
    assert tableau(state, 0)[0] == ["KD@1", "QS@1"]
    assert tableau(state, 0)[2] == ["2S@1"]


def test_dbl11_worked_example_on_the_live_table(game):
    """DBL-11 as a race: p1's and p2's submissions interleave on the table, all accepted, and
    end in the same position as the moves played one by one."""
    start = position(game, WORKED["p1"], WORKED["p2"])
    table = game.table(state=start)
    for player, move, when in (
        (0, "tableau1>tableau2", 1.0),
        (1, "tableau1>tableau2", 1.1),
        (0, "tableau1>foundation1", 1.15),
        (0, "tableau3:2>tableau1", 1.3),
    ):
        result = table.submit(player, move, timestamp=when)
        assert result.status == "accepted", result.reason
    expected = (
        start.play("tableau1>tableau2")
        .play("p2 tableau1>tableau2")
        .play("tableau1>foundation1")
        .play("tableau3:2>tableau1")
    )
    assert table.state == expected
    assert foundations(table.state)[0] == ["AC@1"]


# ---------------------------------------------------------------------------------------------
# DBL-12: the seed's choices


def test_dbl12_the_race_with_draw_3_and_repeated_passes_is_the_default():
    """DBL-12: the seed picks the race for two ('Simultaneous Solitaire'), draw 3, repeated
    passes."""
    game = cardwright.load("double-solitaire")
    assert game.players == 2
    assert game.options == {"draw": 3, "passes": "unlimited", "play": "race"}
    assert cardwright.load("Simultaneous Solitaire").name == "double-solitaire"
    state = game.deal(seed=4)
    assert state.parse_move("turn", 0).count == 3
    # race: player 2 may move although the state says it is player 1's turn, and vice versa
    assert state.turn == 0 and moves(state, 1)
    assert moves(state.with_turn(1), 0)
    # repeated passes
    for _ in range(4):
        state, counts = run_through(state)
        assert counts == [3] * 8
        state = state.play("redeal")


# ---------------------------------------------------------------------------------------------
# DBL-V1, DBL-V2, DBL-V3: the documented variants


def test_dblv1_draw_1_turns_one_card_at_a_time():
    """DBL-V1: with draw 1 each 'turn' moves one card; a cycle still keeps the order."""
    game = cardwright.load("double-solitaire", draw=1)
    state = game.deal(seed=8)
    dealt = stock(state, 0)
    after = state.play("turn")
    assert waste(after, 0) == [dealt[-1][1:]]  # the top card, face up
    assert stock(after, 0) == dealt[:-1]
    state, counts = run_through(state)
    assert counts == [1] * 24
    assert waste(state, 0) == [text[1:] for text in reversed(dealt)]
    assert stock(state.play("redeal"), 0) == dealt


@pytest.mark.parametrize("passes", [1, 2, 3])
def test_dblv2_limited_passes_through_the_stock(passes):
    """DBL-V2: with passes=N the stock is gone through N times; after that no redeal, and the
    reason says so. The other player's passes are their own."""
    game = cardwright.load("double-solitaire", passes=passes)
    state = game.deal(seed=9)
    for done in range(1, passes + 1):
        state, _ = run_through(state)
        if done < passes:
            assert "redeal" in moves(state, 0)
            state = state.play("redeal")
    assert "redeal" not in moves(state, 0)
    why = reason(state, "redeal")
    assert "passes" in why and str(passes) in why
    assert state.to_dict()["actions_used"]["redeal"] == [passes - 1, 0]
    # player 2 has used none of theirs
    other, _ = run_through(state, 1)
    assert ("p2 redeal" in moves(other, 1)) is (passes > 1)


def test_dblv2_a_blocked_cycle_counts_only_while_passes_remain():
    """DBL-V2, DBL-9: the A♥ that needs a redeal is progress only while a pass is left."""
    for passes, expected in (("unlimited", True), (2, True), (1, False)):
        game = cardwright.load("double-solitaire", passes=passes)
        state = blocked(game, p1=blocked_side(**CYCLE))
        assert state.can_progress(0) is expected, passes


@pytest.fixture
def alternate():
    return cardwright.load("double-solitaire", play="alternate")


def test_dblv3_only_the_player_whose_turn_it_is_may_move(alternate):
    """DBL-V3: in the turn-based game only the player to move has moves; the other's are
    refused with a reason, on a state and on the table."""
    state = alternate.deal(seed=7)
    assert state.turn == 0
    assert moves(state, 0) and moves(state, 1) == []
    assert reason(state, "p2 turn") == "it is player 1's turn"
    table = alternate.table(state=state)
    result = table.submit(1, "turn", timestamp=1.0)
    assert result.status == "rejected" and result.reason == "it is player 1's turn"
    assert table.state == state


def test_dblv3_turning_the_stock_ends_the_turn_other_moves_do_not(alternate):
    """DBL-V3: a tableau move keeps the turn; turning the stock passes it to the other."""
    state = position(alternate, p1={"tableau": {1: ["-KC", "7H"], 2: ["8S"]}})
    state = state.play("tableau1>tableau2")
    assert state.turn == 0 and moves(state, 0) and moves(state, 1) == []
    state = state.play("turn")
    assert state.turn == 1
    assert moves(state, 0) == [] and "p2 turn" in moves(state, 1)
    state = state.play("p2 turn")
    assert state.turn == 0


def test_dblv3_a_player_with_no_move_at_all_passes(alternate):
    """DBL-V3: p1 is to move but has no move at all (no stock, no waste, nothing to build):
    p2 may move instead."""
    state = position(
        alternate,
        p1={"tableau": {1: ["5C"]}},
        p2={"tableau": {1: ["5C"]}, "stock": ["-9D", "-AH", "-3S"]},
        filler="tableau",
    )
    assert state.turn == 0
    assert moves(state, 0) == []
    assert moves(state, 1) == ["p2 turn"]
    state = state.play("p2 turn")
    assert waste(state, 1) == ["3S@2", "AH@2", "9D@2"]
    assert moves(state, 1) == ["p2 redeal"]


def test_dblv3_a_card_placed_in_ones_own_turn_is_never_undone_by_a_doubt(alternate):
    """DBL-V3, DBL-7: in the turn-based game moves are never simultaneous. p1 plays A♥ home
    and turns the stock; p2, now to move, tries their A♥ on the same foundation 20 ms later:
    p1's A♥ must stay (p2's is simply beaten)."""
    state = position(
        alternate, p1={"tableau": {1: ["-9S", "AH"]}}, p2={"tableau": {1: ["-9S", "AH"]}}
    )
    table = alternate.table(state=state, tie_window=0.05)
    assert table.submit(0, "tableau1>foundation1", timestamp=10.0).status == "accepted"
    assert table.submit(0, "turn", timestamp=10.01).status == "accepted"
    late = table.submit(1, "tableau1>foundation1", timestamp=10.02)
    assert foundations(table.state)[0] == ["AH@1"]
    assert late.status == "rejected"
