"""Double Solitaire on the live table: concurrent players, the record and its replay, and the
computer opponent (rules DBL-3, DBL-7, DBL-8, DBL-9 of /work/shared/rules/double-solitaire.md).

The table serialises submissions; whatever the interleaving, every card of each owner must stay
in play exactly once, a rejected submission must change nothing, and replaying the record must
give the same position.
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from collections import Counter

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from positions import two_player_position

import cardwright
from cardwright import CardwrightError, IllegalMove, Move
from cardwright.engine.table import replay
from cardwright.search.opponent import Opponent, greedy, obvious_move, play_out

GARBAGE = [
    "tableau9>tableau1",
    "foundation1>tableau1",
    "stock1>waste1",
    "tableau1:5>foundation1",
    "waste1>tableau8",
    "redeal",
    "shuffle",
    "tableau1->tableau2",
    "p3 turn",
]


@pytest.fixture
def game():
    return cardwright.load("double-solitaire")


position = two_player_position


# Both players hold the same low hearts and spades face up: nearly every foundation placement
# can be contested by the other player's copy of the card.
CONTESTED_SIDE = {
    "tableau": {
        1: ["-9D", "AH"],
        2: ["-9C", "2H"],
        3: ["-8D", "3H"],
        4: ["-8C", "AS"],
        5: ["-7D", "2S"],
        6: ["-7C", "3S"],
        7: ["-6D", "4H"],
    },
    "waste": ["5H", "4S"],
}


def contested(game):
    return position(game, CONTESTED_SIDE, CONTESTED_SIDE)


def identities(state):
    return Counter((card.rank, card.suit, card.owner) for card in state.cards())


def assert_every_card_once(state):
    """DBL-1: 52 cards per owner, each (rank, suit) exactly once."""
    counts = identities(state)
    assert set(counts.values()) == {1}
    assert Counter(owner for _, _, owner in counts) == {0: 52, 1: 52}


def assert_face_down_cards_only_under_face_up_ones(state):
    """DBL-2, DBL-4: no column ever shows a face-down card above a face-up one. (A doubt may
    put a card back on one it had uncovered, which stays face up, docs/embedding.md: so the
    face-up part need not be a run.)"""
    for player in (0, 1):
        for column in state.piles("tableau", player):
            up = sum(card.face_up for card in column)
            assert all(card.face_up for card in column[len(column) - up :]), column


def assert_replays(game, table):
    """The JSON record replays to exactly the table's position."""
    record = json.loads(json.dumps(table.record_dict()))
    again = replay(game, record)
    assert again.state == table.state
    assert again.state.to_dict() == table.state.to_dict()
    assert [s.status for s in again.record] == [s.status for s in table.record]


def homeward(moves):
    """The moves onto a foundation, the lowest-numbered pile first: racers who reach for the
    same pile collide."""
    return sorted(
        (m for m in moves if m.target is not None and m.target[0] == "foundation"),
        key=lambda m: m.target[1],
    )


def pick(rnd, state, player, seen):
    """A submission for ``player``, in notation as a frontend sends it: mostly a legal move of
    the position they saw (which may be stale by the time it arrives; foundation moves first),
    sometimes a move seen earlier, a move of the other player, or nonsense."""
    roll = rnd.random()
    legal = state.legal_moves(player)
    if legal and roll < 0.7:
        home = homeward(legal)
        move = str(home[0] if home and rnd.random() < 0.6 else rnd.choice(legal))
        seen.append(move)
        return move
    if seen and roll < 0.85:
        return rnd.choice(seen)
    if roll < 0.92:
        theirs = state.legal_moves(1 - player)
        if theirs:
            return str(rnd.choice(theirs))
    return rnd.choice(GARBAGE)


# ---------------------------------------------------------------------------------------------
# concurrency: threads and asyncio tasks against one table


@pytest.mark.parametrize(
    ("start", "window"), [("contested", 0.05), ("contested", 1.0), ("deal", 0.05)]
)
def test_dbl3_two_threads_submitting_at_once_lose_and_duplicate_nothing(game, start, window):
    """DBL-3, DBL-7: two threads hammer one table with legal, stale and illegal submissions
    (a wide tie window turns most conflicts into doubts). No exception escapes, every card is
    still there once, and the record replays exactly."""
    state = contested(game) if start == "contested" else game.deal(seed=21)
    table = game.table(state=state, tie_window=window)
    heard = []
    table.subscribe(heard.append)
    errors = []
    barrier = threading.Barrier(2)
    rounds = 250

    def player(number):
        rnd = random.Random(number * 7919)
        seen = []
        try:
            barrier.wait()
            for _ in range(rounds):
                table.submit(number, pick(rnd, table.state, number, seen))
                if rnd.random() < 0.1:
                    time.sleep(0)
        except BaseException as error:  # anything at all escaping submit() is a failure
            errors.append(error)

    threads = [threading.Thread(target=player, args=(number,)) for number in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not any(thread.is_alive() for thread in threads)
    assert errors == []
    record = table.record
    assert len(record) == 2 * rounds == len(heard)
    assert [s.seq for s in record] == list(range(1, 2 * rounds + 1))
    assert Counter(s.player for s in record) == {0: rounds, 1: rounds}
    assert all(s.status in ("accepted", "rejected", "doubt") for s in record)
    assert all(s.told == (0, 1) for s in record if s.status == "doubt")
    assert_every_card_once(table.state)
    assert_face_down_cards_only_under_face_up_ones(table.state)
    assert_replays(game, table)


@pytest.mark.parametrize(
    ("start", "window"), [("contested", 0.05), ("contested", 1.0), ("deal", 0.05)]
)
def test_dbl3_two_asyncio_tasks_submitting_at_once_lose_and_duplicate_nothing(game, start, window):
    """DBL-3, DBL-7: the same with two asyncio tasks using ``await table.asubmit``."""
    state = contested(game) if start == "contested" else game.deal(seed=22)
    table = game.table(state=state, tie_window=window)
    rounds = 250

    async def player(number):
        rnd = random.Random(number * 104729 + 1)
        seen = []
        results = []
        for _ in range(rounds):
            results.append(await table.asubmit(number, pick(rnd, table.state, number, seen)))
            await asyncio.sleep(0)
        return results

    async def main():
        return await asyncio.wait_for(asyncio.gather(player(0), player(1)), timeout=60)

    first, second = asyncio.run(main())
    assert len(first) == len(second) == rounds
    assert {s.player for s in first} == {0} and {s.player for s in second} == {1}
    assert len(table.record) == 2 * rounds
    assert_every_card_once(table.state)
    assert_face_down_cards_only_under_face_up_ones(table.state)
    assert_replays(game, table)


# ---------------------------------------------------------------------------------------------
# properties over any interleaving

GAPS = st.sampled_from([0.0, 0.001, 0.01, 0.03, 0.049, 0.2, 1.0])
CLOSE = st.sampled_from([0.0, 0.01, 0.03, 0.2])


def choose(data, moves, label, home_first=0.5):
    """One of ``moves`` in notation; often the first foundation move (where racers collide)."""
    home = homeward(moves)
    if home and data.draw(st.floats(0, 1), label=f"{label} home") < home_first:
        return str(home[0])
    return str(data.draw(st.sampled_from(moves), label=label))


@settings(max_examples=40)
@given(data=st.data(), start=st.sampled_from(["contested", "contested", "deal"]))
def test_dbl7_any_interleaving_keeps_every_card_and_rejections_change_nothing(data, start):
    """DBL-1, DBL-3, DBL-7: whichever player moves, with whichever move in notation (legal,
    stale, the other player's, nonsense, or both players at once from the same position), and
    however close in time: each owner keeps their 52 cards, no face-down card ever lies on a
    face-up one (DBL-4), a rejected submission leaves the position exactly as it was, a doubt
    tells both players, and the record replays to the same final position."""
    game = cardwright.load("double-solitaire")
    seed = data.draw(st.integers(0, 50), label="seed")
    state = contested(game) if start == "contested" else game.deal(seed=seed)
    table = game.table(state=state, tie_window=data.draw(st.sampled_from([0.05, 0.0, 0.1])))
    expected = identities(state)
    history = [state]  # the positions the players may still be looking at
    clock = [100.0]

    def submit(player, move, gaps=GAPS):
        clock[0] += data.draw(gaps, label="gap")
        before = table.state
        before_dict = before.to_dict()
        result = table.submit(player, move, timestamp=clock[0])
        event(f"status {result.status}")
        if result.status == "rejected":
            assert result.reason
            assert table.state == before
            assert table.state.to_dict() == before_dict
        elif result.status == "accepted":
            assert table.state != before
            assert result.told == (player,)
        else:
            assert result.status == "doubt" and result.told == (0, 1)
            assert result.undid is not None
        assert identities(table.state) == expected
        assert_face_down_cards_only_under_face_up_ones(table.state)
        history.append(table.state)

    kinds = st.sampled_from(["both", "legal", "stale", "other", "junk"])
    for _ in range(data.draw(st.integers(1, 30), label="steps")):
        player = data.draw(st.integers(0, 1), label="player")
        kind = data.draw(kinds, label="kind")
        legal = table.state.legal_moves(player)
        theirs = table.state.legal_moves(1 - player)
        seen = data.draw(st.sampled_from(history[-4:]), label="seen").legal_moves(player)
        if kind == "both" and legal and theirs:
            # both players move at once from the position they both see, racing for a pile
            first, second = choose(data, legal, "mine", 0.8), choose(data, theirs, "theirs", 0.8)
            submit(player, first)
            submit(1 - player, second, CLOSE)
            continue
        if kind in ("legal", "both") and legal:
            move = choose(data, legal, "move")
        elif kind == "stale" and seen:
            move = choose(data, seen, "stale")  # legal in a position seen a moment ago
        elif kind == "other" and theirs:
            move = choose(data, theirs, "theirs")
        else:
            move = data.draw(st.sampled_from(GARBAGE), label="junk")
        submit(player, move)
    assert_replays(game, table)


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32 - 1), picks=st.lists(st.integers(0, 1000), max_size=25))
def test_dbl7_a_rejected_submission_changes_nothing(seed, picks):
    """DBL-7: every move a player cannot make now (including stale ones) is rejected with a
    reason, and the position, its JSON and the outcome stay exactly as they were."""
    game = cardwright.load("double-solitaire")
    table = game.table(seed=seed)
    rnd = random.Random(seed)
    now = 0.0
    for pick_ in picks:
        player = pick_ % 2
        legal = table.state.legal_moves(player)
        if legal:
            now += 1.0
            table.submit(player, legal[pick_ % len(legal)], timestamp=now)
        before = table.state
        before_dict = before.to_dict()
        outcome = table.outcome
        illegal = rnd.choice(GARBAGE + [str(m) for m in before.legal_moves(1 - player)])
        try:
            parsed = before.parse_move(illegal, player)
        except IllegalMove:
            parsed = None
        if parsed in before.legal_moves(player):
            continue  # "redeal" may well be legal
        now += 1.0
        result = table.submit(player, illegal, timestamp=now)
        assert result.status == "rejected" and result.reason
        assert table.state == before and table.state.to_dict() == before_dict
        assert table.outcome == outcome


@settings(max_examples=25)
@given(data=st.data())
def test_dbl7_replaying_the_record_reproduces_the_final_state(data):
    """DBL-7: ``replay(game, table.record_dict())`` gives the same position, submission by
    submission, doubts included (the record keeps each submission's timestamp)."""
    game = cardwright.load("double-solitaire", draw=data.draw(st.sampled_from([1, 3])))
    table = game.table(state=contested(game), tie_window=0.05)
    now = 0.0
    for _ in range(data.draw(st.integers(0, 20))):
        seen = table.state  # both players answer the same position, close together
        for player in data.draw(st.permutations([0, 1])):
            legal = seen.legal_moves(player)
            if legal:
                now += data.draw(CLOSE)
                table.submit(player, choose(data, legal, "move", 0.7), timestamp=now)
    event(f"doubts: {sum(s.status == 'doubt' for s in table.record) > 0}")
    assert_replays(game, table)


def test_dbl7_replay_of_a_move_object_of_the_other_player(game):
    """DBL-1, DBL-7: p2 submits a Move object of p1 (refused: not theirs); the record must
    replay to the same refusal."""
    table = game.table(seed=1)
    theirs = table.state.legal_moves(0)[-1]
    assert str(theirs) == "turn"
    result = table.submit(1, theirs, timestamp=1.0)
    assert result.status == "rejected"
    assert table.state == table.start
    assert_replays(game, table)


def test_dbl7_replay_of_a_stale_turn_move_object(game):
    """DBL-5, DBL-7: a 'turn' Move object made when 3 cards could be turned is refused once
    only 1 is left; the record must replay to the same refusal."""
    state = position(
        game,
        {"tableau": {1: ["9C"]}, "stock": ["-2D", "-AH", "-4H", "-JS"]},
        {"tableau": {1: ["9C"]}},
        filler="tableau",
    )
    table = game.table(state=state)
    stale = table.state.parse_move("turn", 0)
    assert stale.count == 3
    assert table.submit(0, stale, timestamp=1.0).status == "accepted"
    refused = table.submit(0, stale, timestamp=2.0)
    assert refused.status == "rejected" and table.outcome is None
    assert_replays(game, table)


def test_dbl7_replay_refuses_a_record_that_the_rules_do_not_reproduce(game):
    """DBL-7: a record whose statuses the rules do not give again is a StateError."""
    table = game.table(state=contested(game))
    table.submit(0, "tableau1>foundation1", timestamp=1.0)
    record = table.record_dict()
    record["submissions"][0]["status"] = "rejected"
    with pytest.raises(cardwright.StateError, match="submission 1"):
        replay(game, record)


# ---------------------------------------------------------------------------------------------
# the computer opponent


def wait_for_outcome(table, seconds):
    deadline = time.monotonic() + seconds
    while table.outcome is None and time.monotonic() < deadline:
        time.sleep(0.01)
    return table.outcome


def test_dbl3_two_computer_opponents_race_a_whole_game_on_threads(game):
    """DBL-3, DBL-8/9: two greedy opponents at 200 moves/s, each on its own thread, play the
    race until it ends; the result is a consistent, replayable game."""
    table = game.table(seed=9)
    players = [Opponent(table, p, policy="greedy", speed=200.0) for p in (0, 1)]
    for opponent in players:
        opponent.start()
    try:
        outcome = wait_for_outcome(table, 30)
    finally:
        for opponent in players:
            opponent.stop()
    assert outcome is not None
    assert outcome.result in ("won", "draw")
    assert Counter(s.player for s in table.record if s.status == "accepted").keys() == {0, 1}
    assert_every_card_once(table.state)
    assert_replays(game, table)
    assert players[0].step() is None  # the game is over: nothing more to play


def test_dbl3_a_computer_opponent_thread_races_a_player_on_the_main_thread(game):
    """DBL-3: an Opponent thread races a player driven by ``greedy`` from the main thread."""
    table = game.table(seed=3)
    computer = Opponent(table, 1, speed=200.0)
    computer.start()
    try:
        deadline = time.monotonic() + 30
        while table.outcome is None and time.monotonic() < deadline:
            move = greedy(table.state, 0)
            if move is not None:
                table.submit(0, move)
            time.sleep(0.005)
    finally:
        computer.stop()
    assert table.outcome is not None
    assert_every_card_once(table.state)
    assert_replays(game, table)


def test_dbl3_computer_opponents_as_asyncio_tasks(game):
    """DBL-3: ``await Opponent.play()`` for both seats ends with the game."""
    table = game.table(seed=11)

    async def main():
        tasks = [Opponent(table, p, speed=200.0).play() for p in (0, 1)]
        await asyncio.wait_for(asyncio.gather(*tasks), timeout=30)

    asyncio.run(main())
    assert table.outcome is not None
    assert_every_card_once(table.state)


@pytest.mark.parametrize("options", [{}, {"draw": 1}, {"passes": 2}])
def test_dbl9_play_out_ends_the_game(options):
    """DBL-8, DBL-9: ``play_out`` lets both seats play greedy until the game is over: a win or
    a mutual block scored by contributions (DBL-10)."""
    game = cardwright.load("double-solitaire", **options)
    table = game.table(seed=11)
    accepted = play_out(table)
    assert table.outcome is not None
    assert accepted == sum(1 for s in table.record if s.status == "accepted")
    outcome = table.outcome
    if outcome.result == "won" and max(outcome.scores.values()) < 52:
        assert outcome.scores[outcome.winner] > outcome.scores[1 - outcome.winner]
    assert_every_card_once(table.state)


@pytest.mark.parametrize("seed", [0, 2, 3])
def test_dblv3_computer_opponents_finish_an_alternating_game(seed):
    """DBL-V3: in the turn-based game, a blocked player to move must still turn the stock (it
    ends the turn) so the other player can go on; greedy opponents finish the game."""
    game = cardwright.load("double-solitaire", play="alternate")
    table = game.table(seed=seed)
    play_out(table)
    assert table.outcome is not None
    assert_every_card_once(table.state)


def test_opponent_checks_its_policy_and_speed(game):
    table = game.table(seed=1)
    with pytest.raises(CardwrightError, match="unknown policy"):
        Opponent(table, 1, policy="genius")
    with pytest.raises(CardwrightError, match="above 0"):
        Opponent(table, 1, speed=0)


# greedy's preferences: foundation, then a turn-up, then the waste, then the stock
PREFERENCES = {
    "foundation": {
        "tableau": {1: ["-3D", "9D"], 2: ["TS"], 3: ["9C"], 4: ["2S", "AH"]},
        "waste": ["8H"],
    },
    "turn-up": {"tableau": {1: ["-3D", "9D"], 2: ["TS"], 3: ["9C"], 4: ["2S"]}, "waste": ["8H"]},
    "waste": {"tableau": {1: ["9D"], 2: ["TS"], 3: ["9C"], 4: ["2S"]}, "waste": ["8H"]},
    "stock": {"tableau": {1: ["9D"], 2: ["TS"], 3: ["9C"]}, "stock": ["-AD", "-7S", "-QC"]},
}


@pytest.mark.parametrize(
    ("case", "expected"),
    [
        ("foundation", "tableau4>foundation1"),
        ("turn-up", "tableau1>tableau2"),
        ("waste", "waste1>tableau3"),
        ("stock", "turn"),
    ],
)
def test_greedy_prefers_foundation_then_turn_up_then_waste_then_stock(game, case, expected):
    """The computer opponent: a foundation move when there is one, else a move that turns up
    a face-down card, else a card from the waste, else the stock."""
    state = position(game, PREFERENCES[case])
    legal = [str(m) for m in state.legal_moves(0)]
    assert expected in legal and "turn" in legal
    assert str(greedy(state, 0)) == expected
    table = game.table(state=state)
    result = Opponent(table, 0).step()
    assert result.status == "accepted" and result.move == expected


def test_greedy_waits_when_it_cannot_progress(game):
    """DBL-9: a blocked greedy opponent does not cycle its stock for ever: it waits."""
    blocked = {"tableau": {1: ["5C"], 2: ["KS"]}, "stock": ["-2D", "-3S", "-9D"], "waste": ["8C"]}
    state = position(game, blocked, {"tableau": {1: ["5C"]}, "stock": ["-AH"]}, filler="tableau")
    assert not state.can_progress(0) and state.can_progress(1)
    assert greedy(state, 0) is None
    assert str(greedy(state, 1)) == "p2 turn"


def test_greedy_cut_short_by_its_clock_names_a_move_rather_than_waiting():
    """A greedy search stopped by its deadline has not ruled progress out: it names a legal
    move even when none has a value (in Chequers every build between tableau piles), never
    None, which means "wait" (a busy machine's clock once made a hint None there)."""
    chequers = cardwright.load("chequers")
    state = chequers.deal(seed=4)
    rng = random.Random(4)
    while obvious_move(state, 0) is not None or any(m.action for m in state.legal_moves()):
        state = state.play(rng.choice(state.legal_moves()))
    expired = time.monotonic() - 1
    move = greedy(state, 0, deadline=expired)
    assert move is not None and move in state.legal_moves()


def test_item11_a_malformed_move_object_is_rejected_by_the_table_with_a_reason():
    """Issue 15, item 11: a Move built by hand with no target reached an AssertionError in
    Move.__str__ from table.submit; now it is a rejected submission that says why, and the
    record still replays."""
    game = cardwright.load("double-solitaire")
    table = game.table(seed=1)
    before = table.state.to_dict()
    result = table.submit(0, Move(0, ("tableau", 0), None, 1, None))
    assert result.status == "rejected"
    assert "not a well-formed move" in result.reason and "needs a target" in result.reason
    assert table.state.to_dict() == before
    assert replay(game, table.record_dict()).state.to_dict() == before
