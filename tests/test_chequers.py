"""Chequers, rule by rule.

Each test names the rule it checks (CHQ-1 .. CHQ-11, CHQ-V1, CHQ-V2) from the digest
/work/shared/rules/chequers.md, which follows the Portuguese seed 002_ac19437bada86d8d.txt.

Positions are written with :func:`position`: only the piles a rule is about are named
(bottom -> top, cards as text: "8S" is the eight of spades, "TD" the ten of diamonds, "-9C" a
face-down nine of clubs); every other card of the two decks is put out of the way (see there).
Moves use the engine's notation: "tableau3>tableau1" moves the top card of tableau pile 3 onto
pile 1; "reserve1>ascending2" plays the reserve's top card to the second ascending foundation.
"""

from __future__ import annotations

from collections import Counter

import pytest
from positions import assert_rejected, legal

import cardwright
from cardwright import Card

SUITS = "SHDC"
RANKS = "A23456789TJQK"
ONE_DECK = [rank + suit for suit in SUITS for rank in RANKS]
TWO_DECKS = Counter(ONE_DECK * 2)


def up(suit, first="A", last="K"):
    """An ascending run of ``suit`` from ``first`` to ``last``, e.g. up("S", "A", "5")."""
    return [r + suit for r in RANKS[RANKS.index(first) : RANKS.index(last) + 1]]


def down(suit, first="K", last="A"):
    """A descending run of ``suit`` from ``first`` to ``last``, e.g. down("H", "K", "9")."""
    return list(reversed(up(suit, last, first)))


NO_FOUNDATION = ([], [], [], [])


# ---------------------------------------------------------------------------------------------
# helpers


@pytest.fixture
def chequers():
    """The seed's game: automatic refill (CHQ-9), K-A wrap (CHQ-7)."""
    return cardwright.load("chequers")


@pytest.fixture
def pysol():
    """CHQ-V2: Chequers as PySolFC codes it."""
    return cardwright.load("chequers-pysol")


def _card(text):
    return Card.from_text(text)


def _apart(a, b):
    """How far apart two ranks are on the wrapping K-A circle."""
    d = (a - b) % 13
    return min(d, 13 - d)


def position(game, tableau, *, reserve=(), ascending=NO_FOUNDATION, descending=NO_FOUNDATION):
    """A full Chequers position (all 104 cards) built from the piles a test cares about.

    ``tableau`` maps a pile number (1-25) to its cards, bottom -> top; ``reserve`` lists the
    reserve bottom -> top (write face-down cards with a leading '-'); ``ascending`` and
    ``descending`` give the four foundation piles of each group.

    Every other tableau pile is *quiet*: its top card cannot move anywhere and nothing can be
    built on it, because it is not an Ace or a King, and it is not next in rank (K-A wrapping)
    to any named card of its suit, nor to another quiet top of its suit, nor within two ranks of
    a foundation's top card. The cards nobody named are buried under those quiet tops, where
    they play no part (while no tableau pile is empty).
    """
    named = Counter()
    for pile in tableau.values():
        named.update(_card(c).face_text for c in pile)
    named.update(_card(c).face_text for c in reserve)
    for group in (ascending, descending):
        assert len(group) == 4
        for pile in group:
            named.update(_card(c).face_text for c in pile)
    extra = named - TWO_DECKS
    assert not extra, f"more copies than two decks hold: {extra}"
    unnamed = TWO_DECKS - named
    leftover = [c for c in sorted(unnamed, key=ONE_DECK.index) for _ in range(unnamed[c])]

    # the cards in play: every named tableau and reserve card, and each foundation's top card
    # (which may return to the tableau and uncover the card below it, hence two ranks there)
    named_cards = [_card(c) for pile in (*tableau.values(), reserve) for c in pile]
    foundation_tops = [_card(p[-1]) for group in (ascending, descending) for p in group if p]

    def quiet(card, tops):
        if card.rank in (1, 13):  # an Ace or a King could start a foundation
            return False
        near = [(a, 1) for a in named_cards] + [(f, 2) for f in foundation_tops]
        if any(a.suit == card.suit and _apart(a.rank, card.rank) <= d for a, d in near):
            return False
        return not any(t.suit == card.suit and _apart(t.rank, card.rank) == 1 for t in tops)

    others = [i for i in range(1, 26) if i not in tableau]
    tops = []
    pool = list(leftover)
    for _ in others:
        choice = next((c for c in pool if quiet(_card(c), tops)), None)
        assert choice is not None, "not enough quiet cards left for the other tableau piles"
        pool.remove(choice)
        tops.append(_card(choice))
    assert others or not pool, "every card needs a place: leave a tableau pile for the rest"
    buried = {i: [] for i in others}
    for k, text in enumerate(pool):
        buried[others[k % len(others)]].append(text)

    piles = []
    for i in range(1, 26):
        if i in tableau:
            piles.append(list(tableau[i]))
        else:
            piles.append(buried[i] + [str(tops[others.index(i)])])
    return game.from_dict(
        {
            "format": 1,
            "variant": game.name,
            "options": dict(game.options),
            "zones": {
                "tableau": piles,
                "reserve": [list(reserve)],
                "ascending": [list(p) for p in ascending],
                "descending": [list(p) for p in descending],
            },
        }
    )


def texts(pile):
    """A pile as card texts, face-down cards with a leading '-'."""
    return [card.to_text() for card in pile]


def moves_onto(state, target):
    """The legal moves that land on ``target`` (like "tableau1")."""
    return {m for m in legal(state) if m.split(">")[1] == target}


def moves_from(state, source):
    """The legal moves that take a card from ``source`` (like "reserve1")."""
    return {m for m in legal(state) if ">" in m and m.split(">")[0].split(":")[0] == source}


def test_position_helper_builds_a_quiet_background(chequers):
    """(helper) the filler piles of :func:`position` take no part in play."""
    state = position(chequers, {1: ["JD", "6S"], 2: ["5S"]})
    assert Counter(str(card) for card in state.cards()) == TWO_DECKS
    assert legal(state) == {"tableau2>tableau1", "tableau1>tableau2"}


# ---------------------------------------------------------------------------------------------
# Setup


def test_chq1_two_decks_100_cards_face_up_in_25_tableau_piles_of_4(chequers):
    """CHQ-1: Two standard decks, 104 cards. 100 cards are dealt face up into 25 tableau piles
    of 4."""
    state = chequers.deal(seed=7)
    tableau = state.piles("tableau")
    assert len(tableau) == 25
    assert all(len(pile) == 4 for pile in tableau)
    assert all(card.face_up for pile in tableau for card in pile)
    everything = Counter(str(card) for card in state.cards())
    assert everything == TWO_DECKS  # each of the 52 cards exactly twice


def test_chq1_the_last_4_cards_form_the_reserve_with_only_its_top_face_up(chequers):
    """CHQ-1: The last 4 cards form one reserve pile with only its top card face up."""
    order = ONE_DECK * 2
    state = chequers.deal(order=order)
    (reserve,) = state.piles("reserve")
    assert len(reserve) == 4
    assert [card.face_up for card in reserve] == [False, False, False, True]
    assert sorted(str(c) for c in reserve) == sorted(order[100:])
    # the first 100 cards went to the tableau, four to a pile
    assert [str(c) for c in state.piles("tableau")[0]] == order[0:4]
    assert [str(c) for c in state.piles("tableau")[24]] == order[96:100]


def test_chq2_eight_foundations_in_two_groups_of_four_all_empty_at_the_start(chequers):
    """CHQ-2: Eight foundations, all empty at the start, in two groups of four."""
    state = chequers.deal(seed=3)
    assert state.piles("ascending") == ((), (), (), ())
    assert state.piles("descending") == ((), (), (), ())


# ---------------------------------------------------------------------------------------------
# Foundations


def test_chq3_up_group_starts_with_an_ace(chequers):
    """CHQ-3: Up group: starts with an Ace."""
    state = position(chequers, {1: ["9D", "AC"], 2: ["9H", "2C"], 3: ["8D", "KC"]})
    assert {
        "tableau1>ascending1",
        "tableau1>ascending2",
        "tableau1>ascending3",
        "tableau1>ascending4",
    } <= legal(state)
    assert_rejected(state, "tableau2>ascending1", "ace")
    assert_rejected(state, "tableau3>ascending1", "ace")
    after = state.play("tableau1>ascending1")
    assert texts(after.piles("ascending")[0]) == ["AC"]


def test_chq3_up_group_builds_up_in_suit_one_rank_at_a_time_to_the_king(chequers):
    """CHQ-3: builds up in suit to the King (a card is added if it is one rank above the top card
    and the same suit)."""
    state = position(
        chequers,
        {1: ["9D", "5C"], 2: ["9H", "5H"], 3: ["8D", "6C"], 4: ["8H", "3C"]},
        ascending=(up("C", "A", "4"), [], [], []),
    )
    assert "tableau1>ascending1" in legal(state)  # 5♣ on 4♣
    assert_rejected(state, "tableau2>ascending1", "cannot go on")  # 5♥: other suit
    assert_rejected(state, "tableau3>ascending1", "cannot go on")  # 6♣: two above
    assert_rejected(state, "tableau4>ascending1", "cannot go on")  # 3♣: below
    state = state.play("tableau1>ascending1")
    assert texts(state.piles("ascending")[0]) == up("C", "A", "5")
    state = state.play("tableau3>ascending1")  # now 6♣ fits
    assert texts(state.piles("ascending")[0]) == up("C", "A", "6")


def test_chq3_up_group_ends_at_the_king(chequers):
    """CHQ-3: builds up in suit to the King — the King completes the pile; nothing goes on it."""
    state = position(
        chequers,
        {1: ["9D", "KS"], 2: ["9H", "AS"]},
        ascending=(up("S", "A", "Q"), [], [], []),
    )
    state = state.play("tableau1>ascending1")
    assert texts(state.piles("ascending")[0]) == up("S")
    assert "tableau2>ascending1" not in legal(state)  # no A on K in the up group
    assert_rejected(state, "tableau2>ascending1", "cannot go on")


def test_chq4_down_group_starts_with_a_king_and_builds_down_in_suit(chequers):
    """CHQ-4: Down group: starts with a King and builds down in suit to the Ace (one rank below,
    same suit)."""
    state = position(
        chequers,
        {1: ["9D", "KH"], 2: ["8D", "AH"], 3: ["9C", "QH"], 4: ["8C", "QS"], 5: ["7D", "JH"]},
    )
    assert_rejected(state, "tableau2>descending1", "king")  # an Ace cannot start the down group
    assert_rejected(state, "tableau3>descending1", "king")
    state = state.play("tableau1>descending1")
    assert_rejected(state, "tableau4>descending1", "cannot go on")  # Q♠ on K♥: other suit
    assert_rejected(state, "tableau5>descending1", "cannot go on")  # J♥ on K♥: two below
    state = state.play("tableau3>descending1")
    state = state.play("tableau5>descending1")
    assert texts(state.piles("descending")[0]) == ["KH", "QH", "JH"]
    assert_rejected(state, "tableau4>descending1", "cannot go on")


def test_chq4_down_group_ends_at_the_ace(chequers):
    """CHQ-4: builds down in suit to the Ace — no King goes on its Ace."""
    state = position(
        chequers,
        {1: ["9D", "AH"], 2: ["8D", "KH"], 3: ["7D", "2H"]},
        descending=(down("H", "K", "2"), [], [], []),
    )
    assert_rejected(state, "tableau3>descending1", "cannot go on")  # 2♥ on 2♥
    state = state.play("tableau1>descending1")
    assert texts(state.piles("descending")[0]) == down("H")
    assert_rejected(state, "tableau2>descending1", "cannot go on")  # K♥ on A♥: no wrap here


def test_chq5_a_second_ace_of_a_suit_cannot_open_a_second_ascending_pile(chequers):
    """CHQ-5: Each suit may open only one pile in each group."""
    state = position(chequers, {1: ["9D", "AS"], 2: ["9H", "AH"]}, ascending=(["AS"], [], [], []))
    assert not any(move.startswith("tableau1>ascending") for move in legal(state))
    assert_rejected(state, "tableau1>ascending2", "spades", "one pile")
    assert_rejected(state, "tableau1>ascending1", "cannot go on")  # nor on the A♠ already there
    assert "tableau2>ascending2" in legal(state)  # another suit may open a pile


def test_chq5_a_second_king_of_a_suit_cannot_open_a_second_descending_pile(chequers):
    """CHQ-5: Each suit may open only one pile in each group: one King pile per suit."""
    state = position(chequers, {1: ["9D", "KC"], 2: ["9H", "KD"]}, descending=([], [], ["KC"], []))
    for i in (1, 2, 4):
        assert_rejected(state, f"tableau1>descending{i}", "clubs", "one pile")
    assert {"tableau2>descending1", "tableau2>descending2", "tableau2>descending4"} <= legal(state)


def test_chq5_the_second_ace_still_opens_the_down_group_end_not_a_second_up_pile(chequers):
    """CHQ-5: with two decks every suit ends with exactly one Ace pile and one King pile: the
    second A♠ finishes the spade King pile of the down group."""
    state = position(
        chequers,
        {1: ["9D", "AS"]},
        ascending=(["AS"], [], [], []),
        descending=(down("S", "K", "2"), [], [], []),
    )
    assert moves_from(state, "tableau1") == {"tableau1>descending1"}
    state = state.play("tableau1>descending1")
    assert texts(state.piles("descending")[0]) == down("S")


def test_chq6_a_foundation_top_card_may_return_to_the_tableau(chequers):
    """CHQ-6: The top card of any foundation may return to play if another pile accepts it."""
    state = position(
        chequers,
        {1: ["QD", "6S"], 2: ["TC", "4S"], 3: ["JC", "5H"], 4: ["8D", "TH"]},
        ascending=(up("S", "A", "5"), [], [], []),
        descending=(down("H", "K", "9"), [], [], []),
    )
    assert {"ascending1>tableau1", "ascending1>tableau2", "descending1>tableau4"} <= legal(state)
    assert_rejected(state, "ascending1>tableau3", "cannot go on")  # 5♠ does not fit on 5♥
    back = state.play("ascending1>tableau1")
    assert texts(back.piles("tableau")[0]) == ["QD", "6S", "5S"]
    assert texts(back.piles("ascending")[0]) == up("S", "A", "4")
    back = state.play("descending1>tableau4")
    assert texts(back.piles("tableau")[3]) == ["8D", "TH", "9H"]
    assert texts(back.piles("descending")[0]) == down("H", "K", "T")


def test_chq6_only_the_top_card_of_a_foundation_returns(chequers):
    """CHQ-6: The *top* card of a foundation may return — not one beneath it."""
    state = position(chequers, {1: ["QD", "4S"]}, ascending=(up("S", "A", "5"), [], [], []))
    # 3♠ (under 4♠ and 5♠) would fit on 4♠, but only 5♠ can leave the foundation.
    assert_rejected(state, "ascending1:3>tableau1", "one card")
    assert moves_from(state, "ascending1") == {"ascending1>tableau1"}


# ---------------------------------------------------------------------------------------------
# Tableau


def test_chq7_only_7_and_9_of_spades_can_go_on_the_8_of_spades(chequers):
    """CHQ-7: A card may be added to a tableau pile if it is the same suit as the pile's top card
    and one rank above or below ... So the only cards that can go on 8♠ are 7♠ and 9♠."""
    state = position(
        chequers,
        {
            1: ["8S"],
            2: ["7S"],
            3: ["9S"],
            4: ["8S"],  # the other 8♠: same rank is not enough
            5: ["7H"],  # a 7, but not a spade
            6: ["9C"],  # a 9, but not a spade
            7: ["6S"],  # a spade two below
            8: ["TS"],  # a spade two above
        },
    )
    assert moves_onto(state, "tableau1") == {"tableau2>tableau1", "tableau3>tableau1"}
    for pile in (4, 5, 6, 7, 8):
        assert_rejected(state, f"tableau{pile}>tableau1", "cannot go on")
    state = state.play("tableau2>tableau1")
    assert texts(state.piles("tableau")[0]) == ["8S", "7S"]


def test_chq7_the_sequence_wraps_a_king_on_an_ace_and_an_ace_on_a_king(chequers):
    """CHQ-7: The sequence wraps: a King may go on an Ace and an Ace on a King."""
    state = position(chequers, {1: ["5D", "AS"], 2: ["5C", "KS"], 3: ["6D", "QS"], 4: ["6C", "2S"]})
    assert {"tableau2>tableau1", "tableau1>tableau2"} <= legal(state)
    assert texts(state.play("tableau2>tableau1").piles("tableau")[0]) == ["5D", "AS", "KS"]
    assert texts(state.play("tableau1>tableau2").piles("tableau")[1]) == ["5C", "KS", "AS"]
    # one step only, also across the wrap: Q♠ is two from A♠, 2♠ two from K♠
    assert_rejected(state, "tableau3>tableau1", "cannot go on")
    assert_rejected(state, "tableau4>tableau2", "cannot go on")


def test_chq7_wrap_does_not_let_a_king_of_another_suit_on_an_ace(chequers):
    """CHQ-7: same suit and one rank above or below, wrapping — K♥ does not go on A♠."""
    state = position(chequers, {1: ["5D", "AS"], 2: ["5C", "KH"]})
    assert_rejected(state, "tableau2>tableau1", "cannot go on")


def test_chq8_uncovered_tableau_cards_may_go_to_a_foundation_or_any_other_tableau_pile(chequers):
    """CHQ-8: Tableau cards not covered by another card are free to play to a foundation or to
    any other tableau pile."""
    state = position(chequers, {1: ["9D", "AH"], 2: ["5C", "2H"], 3: ["6C", "KH"]})
    assert "tableau1>ascending1" in legal(state)
    assert "tableau1>tableau2" in legal(state)  # A♥ on 2♥
    assert "tableau1>tableau3" in legal(state)  # A♥ on K♥ (wrap)
    assert "tableau3>descending1" in legal(state)


def test_chq8_a_covered_card_is_not_free(chequers):
    """CHQ-8: only cards not covered by another card are free."""
    state = position(chequers, {1: ["7S", "2H"], 2: ["3C", "8S"], 3: ["4C", "3H"]})
    # 7♠ would fit on 8♠ but is covered by 2♥
    assert moves_onto(state, "tableau2") == set()
    assert_rejected(state, "tableau1>tableau2", "cannot go on")  # only the 2♥ could leave pile 1
    state = state.play("tableau1>tableau3")  # 2♥ onto 3♥ uncovers the 7♠
    assert "tableau1>tableau2" in legal(state)
    assert texts(state.play("tableau1>tableau2").piles("tableau")[1]) == ["3C", "8S", "7S"]


def test_chq8_only_one_card_moves_at_a_time_sequences_are_not_allowed(chequers):
    """CHQ-8: Only one card moves at a time; sequences are not allowed."""
    # 8♠ 7♠ is a sequence; as a unit its base 8♠ would fit on 9♠. Not allowed.
    state = position(chequers, {1: ["JD", "8S", "7S"], 2: ["3H", "9S"]})
    assert_rejected(state, "tableau1:2>tableau2", "one card")
    assert all(move.count == 1 for move in state.legal_moves())


def test_chq8_only_one_card_moves_to_a_foundation(chequers):
    """CHQ-8: Only one card moves at a time — also to a foundation."""
    state = position(chequers, {1: ["JD", "2H", "AH"]})
    # A♥ 2♥ could both go up, but one after the other
    assert_rejected(state, "tableau1:2>ascending1", "one card")
    state = state.play("tableau1>ascending1").play("tableau1>ascending1")
    assert texts(state.piles("ascending")[0]) == ["AH", "2H"]


# ---------------------------------------------------------------------------------------------
# Reserve and empty piles


RESERVE = ["-8H", "-3C", "-TD", "4D"]  # bottom -> top: 4♦ face up, the others face down


def test_chq9_an_emptied_tableau_pile_is_refilled_at_once_with_the_reserve_top(chequers):
    """CHQ-9: Whenever a tableau pile becomes empty, it is immediately and automatically
    refilled with the reserve's top card."""
    state = position(chequers, {1: ["5S"], 2: ["JD", "6S"]}, reserve=RESERVE)
    after = state.play("tableau1>tableau2")  # the last card of pile 1 leaves
    assert texts(after.piles("tableau")[1]) == ["JD", "6S", "5S"]
    assert texts(after.piles("tableau")[0]) == ["4D"]  # the reserve top, face up
    assert texts(after.piles("reserve")[0]) == ["-8H", "-3C", "TD"]
    assert all(after.piles("tableau"))  # no tableau pile is left empty


def test_chq9_refill_also_follows_a_move_to_a_foundation(chequers):
    """CHQ-9: Whenever a tableau pile becomes empty — by any move — it is refilled at once."""
    state = position(chequers, {1: ["AS"]}, reserve=RESERVE)
    after = state.play("tableau1>ascending1")
    assert texts(after.piles("tableau")[0]) == ["4D"]
    assert len(after.piles("reserve")[0]) == 3


def test_chq9_the_last_reserve_card_refills_then_the_pile_may_empty(chequers):
    """CHQ-9: Once the reserve is exhausted, an emptied pile stays empty until a card fills it."""
    state = position(chequers, {1: ["5S"], 2: ["JD", "6S"]}, reserve=["4D"])
    state = state.play("tableau1>tableau2")
    assert texts(state.piles("tableau")[0]) == ["4D"]
    assert state.piles("reserve") == ((),)
    # no reserve any more: emptying pile 1 again leaves it empty
    state = position(chequers, {1: ["5S"], 2: ["JD", "6S"]})
    state = state.play("tableau1>tableau2")
    assert state.piles("tableau")[0] == ()


def test_chq9_once_the_reserve_is_exhausted_any_card_may_fill_an_empty_pile(chequers):
    """CHQ-9: Once the reserve is exhausted, any card may fill an empty pile."""
    state = position(
        chequers,
        {1: [], 2: ["JD", "6S"], 3: ["2C", "9H"], 4: ["8C", "QH"]},
        ascending=(up("D", "A", "3"), [], [], []),
    )
    assert state.piles("reserve") == ((),)
    assert {
        "tableau2>tableau1",
        "tableau3>tableau1",
        "tableau4>tableau1",
        "ascending1>tableau1",
    } <= legal(state)
    assert texts(state.play("tableau3>tableau1").piles("tableau")[0]) == ["9H"]
    assert texts(state.play("ascending1>tableau1").piles("tableau")[0]) == ["3D"]


def test_chq10_the_reserve_top_may_be_played_by_hand_to_a_foundation(chequers):
    """CHQ-10: The reserve's face-up top card may also be played by hand to a foundation. The
    card below it is then turned face up."""
    state = position(chequers, {1: ["JD", "6S"]}, reserve=["-8H", "-3C", "AH"])
    assert "reserve1>ascending1" in legal(state)
    after = state.play("reserve1>ascending1")
    assert texts(after.piles("ascending")[0]) == ["AH"]
    assert texts(after.piles("reserve")[0]) == ["-8H", "3C"]  # 3♣ turned face up


def test_chq10_the_reserve_top_may_be_played_by_hand_to_a_tableau_pile_where_it_fits(chequers):
    """CHQ-10: The reserve's face-up top card may also be played by hand ... to a tableau pile
    where it fits. The card below it is then turned face up."""
    state = position(
        chequers, {1: ["JD", "6S"], 2: ["QC", "9H"]}, reserve=["-8H", "-3C", "-TD", "5S"]
    )
    assert moves_from(state, "reserve1") == {"reserve1>tableau1"}
    assert_rejected(state, "reserve1>tableau2", "cannot go on")  # 5♠ does not fit on 9♥
    after = state.play("reserve1>tableau1")
    assert texts(after.piles("tableau")[0]) == ["JD", "6S", "5S"]
    assert texts(after.piles("reserve")[0]) == ["-8H", "-3C", "TD"]


def test_chq10_only_the_reserve_top_is_in_play(chequers):
    """CHQ-10: only the reserve's face-up top card may be played; the cards below wait."""
    # the face-down 5♠ under the top would fit on 6♠
    state = position(chequers, {1: ["JD", "6S"]}, reserve=["-8H", "-5S", "TD"])
    assert moves_from(state, "reserve1") == set()
    assert_rejected(state, "reserve1:2>tableau1", "one card")
    assert_rejected(state, "reserve1>tableau1", "cannot go on")


# ---------------------------------------------------------------------------------------------
# End


def test_chq11_won_when_all_104_cards_are_on_the_foundations(chequers):
    """CHQ-11: Won when all 104 cards are on the foundations."""
    state = position(
        chequers,
        {i: [] for i in range(1, 26)},
        ascending=tuple(up(s) for s in SUITS),
        descending=tuple(down(s) for s in SUITS),
    )
    assert state.outcome is not None
    assert state.outcome.result == "won"
    assert state.outcome.scores == {0: 104}


def test_chq11_the_last_card_to_a_foundation_wins(chequers):
    """CHQ-11: Won when all 104 cards are on the foundations — not before."""
    tableau = {i: [] for i in range(1, 26)}
    tableau[1] = ["KC"]
    state = position(
        chequers,
        tableau,
        ascending=(up("S"), up("H"), up("D"), up("C", "A", "Q")),
        descending=tuple(down(s) for s in SUITS),
    )
    assert state.outcome is None  # 103 cards home is not a win
    won = state.play("tableau1>ascending4")
    assert won.outcome.result == "won"
    assert won.outcome.scores == {0: 104}


# A blocked game: the 2♥ and the two 3♥ can shuffle between two piles for ever, but nothing
# they uncover fits anywhere, no Ace or King is free, and the reserve top (8♣) fits nowhere.
def _blocked_tableau(bottom_of_pile_1):
    return {1: [bottom_of_pile_1, "3H", "2H"], 2: ["QD", "3H"]}


BLOCKED_RESERVE = ["-5S", "-9D", "-4C", "8C"]


def test_chq11_a_position_where_no_sequence_of_moves_makes_progress_is_stuck(chequers):
    """CHQ-11: a position in which no move makes progress is stuck, and the engine must say so
    rather than loop."""
    state = position(chequers, _blocked_tableau("JC"), reserve=BLOCKED_RESERVE)
    assert state.legal_moves() != []  # there are moves: they just lead nowhere
    outcome = state.outcome
    assert outcome is not None
    assert outcome.result == "stuck"
    assert "stuck" in outcome.reason.lower()
    # the moves go round in a circle and come back to a stuck position
    moved = state.play("tableau1>tableau2")
    assert moved.outcome is not None and moved.outcome.result == "stuck"
    assert moved.play("tableau2>tableau1") == state


def test_chq11_progress_a_few_moves_away_is_not_stuck(chequers):
    """CHQ-11: stuck means *no sequence* of moves makes progress: here two moves free an Ace."""
    state = position(chequers, _blocked_tableau("AS"), reserve=BLOCKED_RESERVE)
    assert "tableau1>ascending1" not in legal(state)
    assert state.outcome is None
    state = state.play("tableau1>tableau2").play("tableau1>tableau2")  # 2♥, then 3♥ away
    assert "tableau1>ascending1" in legal(state)


def test_chq11_taking_a_card_from_the_reserve_is_progress_too(chequers):
    """CHQ-11 (with CHQ-10): stuck means no sequence of moves can add a foundation card *or take
    a card from the reserve*: here two moves uncover 9♣, where the reserve's 8♣ fits."""
    state = position(chequers, _blocked_tableau("9C"), reserve=BLOCKED_RESERVE)
    assert moves_from(state, "reserve1") == set()
    assert state.outcome is None
    state = state.play("tableau1>tableau2").play("tableau1>tableau2")
    assert moves_from(state, "reserve1") == {"reserve1>tableau1"}


def test_chq11_no_move_at_all_is_stuck_not_lost(chequers):
    """CHQ-11: The seed states no loss rule: a position with no move is stuck."""
    state = position(chequers, {1: ["QD", "2H"]}, reserve=BLOCKED_RESERVE)
    assert state.legal_moves() == []
    assert state.outcome.result == "stuck"


# ---------------------------------------------------------------------------------------------
# Documented variants


MANUAL = pytest.mark.parametrize(
    "manual",
    [
        pytest.param(
            lambda: cardwright.load("chequers", refill="manual"), id="option refill=manual"
        ),
        pytest.param(lambda: cardwright.load("chequers-manual"), id="variant chequers-manual"),
    ],
)


def test_chqv1_the_default_is_automatic_refill(chequers):
    """CHQ-V1: a documented variant; the default is the seed's automatic refill (CHQ-9)."""
    assert chequers.options["refill"] == "automatic"
    assert set(chequers.option_specs["refill"].choices) == {"automatic", "manual"}


@MANUAL
def test_chqv1_manual_refill_an_emptied_pile_stays_empty(manual):
    """CHQ-V1 manual refill: empty piles are not refilled automatically."""
    game = manual()
    state = position(game, {1: ["5S"], 2: ["JD", "6S"], 3: ["2C", "9H"]}, reserve=RESERVE)
    after = state.play("tableau1>tableau2")
    assert after.piles("tableau")[0] == ()
    assert texts(after.piles("reserve")[0]) == RESERVE  # the reserve is untouched


@MANUAL
def test_chqv1_manual_refill_only_the_reserve_top_may_go_into_an_empty_pile(manual):
    """CHQ-V1: the player may move the reserve top into them (... any card once the reserve is
    empty) — so while the reserve has cards, only its top may."""
    game = manual()
    state = position(game, {1: ["5S"], 2: ["JD", "6S"], 3: ["2C", "9H"]}, reserve=RESERVE)
    state = state.play("tableau1>tableau2")
    assert moves_onto(state, "tableau1") == {"reserve1>tableau1"}
    assert_rejected(state, "tableau3>tableau1", "reserve")
    assert_rejected(state, "tableau2>tableau1", "reserve")
    filled = state.play("reserve1>tableau1")
    assert texts(filled.piles("tableau")[0]) == ["4D"]
    assert texts(filled.piles("reserve")[0]) == ["-8H", "-3C", "TD"]


@MANUAL
def test_chqv1_manual_refill_any_card_once_the_reserve_is_empty(manual):
    """CHQ-V1: ... or any card once the reserve is empty."""
    game = manual()
    state = position(game, {1: [], 2: ["JD", "6S"], 3: ["2C", "9H"]})
    assert {"tableau2>tableau1", "tableau3>tableau1"} <= legal(state)
    assert texts(state.play("tableau3>tableau1").piles("tableau")[0]) == ["9H"]


def test_chqv2_pysol_no_king_ace_wrap_on_the_tableau(pysol):
    """CHQ-V2 as PySolFC codes it: no King-Ace wrap on the tableau."""
    state = position(
        pysol,
        {1: ["5D", "AS"], 2: ["5C", "KS"], 3: ["6D", "2S"], 4: ["6C", "QS"]},
        reserve=["-8H", "-3C", "-TD", "-4D"],
    )
    assert_rejected(state, "tableau2>tableau1", "cannot go on")  # K♠ on A♠
    assert_rejected(state, "tableau1>tableau2", "cannot go on")  # A♠ on K♠
    assert {
        "tableau3>tableau1",
        "tableau1>tableau3",
        "tableau4>tableau2",
        "tableau2>tableau4",
    } <= legal(state)


def test_chqv2_pysol_still_builds_up_or_down_in_suit(pysol):
    """CHQ-V2: apart from the wrap, the tableau builds as in CHQ-7: only 7♠ and 9♠ on 8♠."""
    state = position(
        pysol, {1: ["8S"], 2: ["7S"], 3: ["9S"], 4: ["7H"]}, reserve=["-8H", "-3C", "-TD", "-4D"]
    )
    assert moves_onto(state, "tableau1") == {"tableau2>tableau1", "tableau3>tableau1"}


def test_chqv2_pysol_the_4_reserve_cards_are_dealt_face_down(pysol):
    """CHQ-V2: the 4 reserve cards stay face down."""
    state = pysol.deal(seed=3)
    (reserve,) = state.piles("reserve")
    assert len(reserve) == 4
    assert not any(card.face_up for card in reserve)
    assert all(card.face_up for pile in state.piles("tableau") for card in pile)


def test_chqv2_pysol_the_reserve_is_never_played_by_hand(pysol):
    """CHQ-V2: the reserve cards ... only refill empty piles: its top is not played by hand,
    even where it would fit (an Ace, with the foundations empty)."""
    state = position(pysol, {1: ["JD", "6S"]}, reserve=["-8H", "-3C", "-5S", "-AH"])
    assert moves_from(state, "reserve1") == set()
    assert_rejected(state, "reserve1>ascending1", "by hand")
    assert_rejected(state, "reserve1>tableau1", "by hand")


def test_chqv2_pysol_the_reserve_refills_an_emptied_pile(pysol):
    """CHQ-V2: the reserve cards only refill empty piles — automatically, face up on the
    tableau."""
    state = position(pysol, {1: ["5S"], 2: ["JD", "6S"]}, reserve=["-8H", "-3C", "-TD", "-4D"])
    after = state.play("tableau1>tableau2")
    assert texts(after.piles("tableau")[0]) == ["4D"]
    assert len(after.piles("reserve")[0]) == 3


def test_chqv2_pysol_the_reserve_stays_face_down_after_a_refill(pysol):
    """CHQ-V2: the 4 reserve cards stay face down (and only refill empty piles)."""
    state = position(pysol, {1: ["5S"], 2: ["JD", "6S"]}, reserve=["-8H", "-3C", "-TD", "-4D"])
    after = state.play("tableau1>tableau2")
    assert texts(after.piles("reserve")[0]) == ["-8H", "-3C", "-TD"]


def test_chqv2_pysol_foundation_cards_may_be_moved_back(pysol):
    """CHQ-V2: foundation cards may be moved back."""
    state = position(
        pysol,
        {1: ["QD", "6S"]},
        ascending=(up("S", "A", "5"), [], [], []),
        reserve=["-8H", "-3C", "-TD", "-4D"],
    )
    assert "ascending1>tableau1" in legal(state)
    assert texts(state.play("ascending1>tableau1").piles("tableau")[0]) == ["QD", "6S", "5S"]
