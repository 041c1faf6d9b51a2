"""Games issue 28 names that did not load before: Gypsy, Napoleon's Square, Four Seasons, the
Cruel family (Cruel, Perseverance) and the games of the forms added for them (below).

Written like tests/test_families.py: one class per game, each test naming a rule as the
variant file's source (PySolFC's class, Morehead & Mott-Smith) states it, so that the table of
rules is checked deal, build, foundation and redeal. Positions are built with
:func:`positions.build` (only the piles a rule is about are written, bottom -> top; every other
card goes face down onto one pile, the stock unless a test says otherwise).
"""

from __future__ import annotations

import random

from positions import assert_rejected, build, identities, legal, load, zones

ACES = [["AS"], ["AH"], ["AD"], ["AC"]]


def sizes(piles):
    return [len(pile) for pile in piles]


def face_down(pile):
    return sum(card.startswith("-") for card in pile)


class TestGypsy:
    """PySolFC, Gypsy: two decks; eight columns of three, two down and one up; columns down in
    alternate colours, runs moving; any card fills a space; the stock deals a row; no redeal."""

    def test_gypsy_deals_eight_columns_of_two_down_and_one_up(self):
        z = zones(load("gypsy").deal(seed=3))
        assert sizes(z["tableau"]) == [3] * 8
        assert [face_down(p) for p in z["tableau"]] == [2] * 8
        assert sizes(z["foundation"]) == [0] * 8
        assert sizes(z["stock"]) == [80]

    def test_gypsy_builds_down_in_alternate_colours_and_moves_runs(self):
        game = load("gypsy")
        state = build(game, {"tableau": [["9H", "8S", "7D"], ["TC"], ["TH"], [], [], [], [], []]})
        moves = legal(state)
        assert "tableau1:3>tableau2" in moves  # the run 9H 8S 7D onto a black 10
        assert "tableau1:3>tableau4" in moves  # any card or run fills a space
        assert_rejected(state, "tableau1:3>tableau3", "alternating colours")

    def test_gypsy_deals_a_row_onto_every_column_spaces_included(self):
        game = load("gypsy")
        state = build(game, {"tableau": [["KS"], [], [], [], [], [], [], []]})
        after = zones(state.play("deal"))
        assert sizes(after["tableau"]) == [2] + [1] * 7
        assert all(face_down(p) == 0 for p in after["tableau"])

    def test_gypsy_foundations_take_aces_and_give_their_top_card_back(self):
        game = load("gypsy")
        state = build(
            game,
            {
                "tableau": [["2S"], ["4D"], [], [], [], [], [], []],
                "foundation": [["AS"], ["AS", "2S", "3S"]] + [[]] * 6,
            },
        )
        moves = legal(state)
        assert "tableau1>foundation1" in moves  # the second deck's 2S
        assert "foundation2>tableau2" in moves  # the 3S back onto the red 4


class TestNapoleonsSquare:
    """PySolFC, Napoleon's Square: Forty Thieves with twelve columns of four and runs in suit
    moving as a unit; a foundation's top card may come back."""

    def test_napoleons_square_deals_twelve_columns_of_four(self):
        z = zones(load("napoleons-square").deal(seed=5))
        assert sizes(z["tableau"]) == [4] * 12
        assert sizes(z["stock"]) == [56]

    def test_napoleons_square_moves_runs_in_suit_where_forty_thieves_moves_one_card(self):
        layout = {"tableau": [["8H", "7H", "6H"], ["9H"]] + [[]] * 10}
        assert "tableau1:3>tableau2" in legal(build(load("napoleons-square"), layout))
        thieves = {"tableau": [["8H", "7H", "6H"], ["9H"]] + [[]] * 8}
        assert "tableau1:3>tableau2" not in legal(build(load("forty-thieves"), thieves))

    def test_napoleons_square_foundation_cards_may_come_back(self):
        state = build(
            load("napoleons-square"),
            {"tableau": [["3H"]] + [[]] * 11, "foundation": [["AH", "2H"]] + [[]] * 7},
        )
        assert "foundation1>tableau1" in legal(state)


class TestFourSeasons:
    """PySolFC, Four Seasons: the first card is the base of the foundations, built up in suit
    round the corner; five piles built down regardless of suit, round the corner, one card at a
    time; the stock turned once onto a waste, its first card at the start."""

    def test_four_seasons_deals_a_base_five_piles_and_a_turned_card(self):
        z = zones(load("four-seasons").deal(seed=2))
        assert sizes(z["foundation"]) == [1, 0, 0, 0]
        assert sizes(z["tableau"]) == [1] * 5
        assert sizes(z["waste"]) == [1] and face_down(z["waste"][0]) == 0
        assert sizes(z["stock"]) == [45]

    def test_four_seasons_foundations_start_at_the_base_rank_and_turn_the_corner(self):
        game = load("four-seasons")
        state = build(
            game,
            {"foundation": [["QS", "KS"], [], [], []], "tableau": [["AS"], ["QD"], ["5C"], [], []]},
        )
        moves = legal(state)
        assert "tableau1>foundation1" in moves  # K then A: round the corner
        assert "tableau2>foundation2" in moves  # another Queen opens a foundation
        assert_rejected(state, "tableau3>foundation2", "base rank")

    def test_four_seasons_piles_build_down_regardless_of_suit_round_the_corner(self):
        game = load("four-seasons")
        state = build(
            game,
            {"foundation": [["9S"], [], [], []], "tableau": [["AD"], ["KC"], ["QH", "JH"], [], []]},
        )
        moves = legal(state)
        assert "tableau2>tableau1" in moves  # a King on an Ace
        assert "tableau3>tableau4" in moves  # any card fills a space
        assert "tableau3:2>tableau2" not in moves  # one card at a time

    def test_four_seasons_has_no_redeal(self):
        state = build(
            load("four-seasons"),
            {"foundation": [["9S"], [], [], []], "stock": [[]]},
            filler="waste",
        )
        assert "turn" not in legal(state) and "redeal" not in legal(state)


class TestCruel:
    """PySolFC, Cruel (and Morehead & Mott-Smith): Aces out first; twelve open piles of four
    built down in suit one card at a time; spaces never filled; the piles gathered in order and
    dealt again in fours, without shuffling, as often as wanted."""

    def test_cruel_sets_out_the_aces_and_deals_twelve_open_piles_of_four(self):
        z = zones(load("cruel").deal(seed=4))
        assert z["foundation"] == ACES
        assert sizes(z["tableau"]) == [4] * 12
        assert all(face_down(p) == 0 for p in z["tableau"])

    def test_cruel_builds_down_in_suit_and_never_fills_a_space(self):
        game = load("cruel")
        tableau = [["5H"], ["6H"], ["6S"]] + [[]] * 9
        state = build(
            game, {"foundation": ACES, "tableau": tableau}, filler="tableau", filler_index=3
        )
        moves = legal(state)
        assert "tableau1>tableau2" in moves
        assert_rejected(state, "tableau1>tableau3", "in suit")
        assert_rejected(state, "tableau1>tableau5", "takes nothing")

    def test_cruel_redeals_the_piles_in_order_in_fours_without_shuffling(self):
        state = load("cruel").deal(seed=4)
        moves = [m for m in legal(state) if m.startswith("tableau") and ">tableau" in m]
        state = state.play(moves[0])  # a pile of five and one of three
        gathered = [card for pile in zones(state)["tableau"] for card in pile]
        after = zones(state.play("redeal"))["tableau"]
        packets = [gathered[k : k + 4] for k in range(0, len(gathered), 4)]
        assert after == packets + [[]] * (12 - len(packets))  # in order, four to a pile

    def test_cruel_may_redeal_again_and_again(self):
        state = load("cruel").deal(seed=4)
        for _ in range(5):
            state = state.play("redeal")
        assert "redeal" in legal(state)

    def test_cruel_is_won_with_every_card_on_the_foundations(self):
        full = [[f"{r}{s}" for r in "A23456789TJQK"] for s in "SHDC"]
        state = build(load("cruel"), {"foundation": full}, filler="tableau")
        assert state.outcome.result == "won"


class TestPerseverance:
    """PySolFC, Perseverance: Cruel with runs in suit moving and only two redeals."""

    def test_perseverance_moves_runs_in_suit(self):
        tableau = [["7H", "6H", "5H"], ["8H"]] + [[]] * 10
        state = build(
            load("perseverance"),
            {"foundation": ACES, "tableau": tableau},
            filler="tableau",
            filler_index=2,
        )
        assert "tableau1:3>tableau2" in legal(state)
        cruel = build(
            load("cruel"),
            {"foundation": ACES, "tableau": tableau},
            filler="tableau",
            filler_index=2,
        )
        assert "tableau1:3>tableau2" not in legal(cruel)

    def test_perseverance_redeals_twice(self):
        state = load("perseverance").deal(seed=8)
        state = state.play("redeal").play("redeal")
        assert "redeal" not in legal(state)
        assert identities(state) == identities(load("perseverance").deal(seed=8))


# ---------------------------------------------------------------------------------------------
# Games of the forms "K at the bottom" (a deal detail) and "takes cards only if" (a zone gate)


PILE_ONE = ["2S", "KS", "3S", "KH"]  # dealt to Baker's Dozen's first pile, bottom first


def kings_first(pile):
    """Whether every King of a pile (as text) lies beneath all its other cards."""
    ranks = [card.lstrip("-")[0] for card in pile]
    return ranks == sorted(ranks, key=lambda r: r != "K")


class TestBakersDozen:
    """PySolFC, Baker's Dozen: thirteen open piles of four, Kings put beneath; built down
    regardless of suit, one card at a time; spaces never filled; foundations up in suit."""

    def test_bakers_dozen_puts_every_king_beneath_the_other_cards_of_its_pile(self):
        for seed in range(20):
            tableau = zones(load("bakers-dozen").deal(seed=seed))["tableau"]
            assert sizes(tableau) == [4] * 13
            assert all(kings_first(pile) for pile in tableau)
        deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK" if f"{r}{s}" not in PILE_ONE]
        for k, card in enumerate(PILE_ONE):  # round-robin: pile 1 gets cards 1, 14, 27, 40
            deck.insert(13 * k, card)
        dealt = zones(load("bakers-dozen").deal(order=deck))
        assert dealt["tableau"][0] == ["KS", "KH", "2S", "3S"]  # the others keep their order

    def test_bakers_dozen_builds_down_regardless_of_suit_one_card_at_a_time(self):
        tableau = [["9C", "8H"], ["9D"], ["TS"]] + [[]] * 10
        state = build(load("bakers-dozen"), {"tableau": tableau}, filler="tableau", filler_index=3)
        moves = legal(state)
        assert "tableau1>tableau2" in moves
        assert "tableau2>tableau3" in moves
        assert "tableau1:2>tableau3" not in moves
        assert_rejected(state, "tableau1>tableau5", "takes nothing")

    def test_bakers_dozen_foundations_build_up_in_suit_from_the_aces(self):
        tableau = [["AS"], ["2S"], ["2H"]] + [[]] * 10
        state = build(load("bakers-dozen"), {"tableau": tableau}, filler="tableau", filler_index=3)
        state = state.play("tableau1>foundation1")
        assert "tableau2>foundation1" in legal(state)
        assert_rejected(state, "tableau3>foundation1", "in suit")


class TestGoodMeasure:
    """PySolFC, Good Measure: Baker's Dozen in ten piles of five, two Aces set out first."""

    def test_good_measure_sets_out_two_aces_and_deals_ten_piles_of_five_kings_beneath(self):
        z = zones(load("good-measure").deal(seed=9))
        assert z["aces"] == [["AS"], ["AH"]]
        assert z["foundation"] == [[], []]
        assert sizes(z["tableau"]) == [5] * 10
        assert all(kings_first(pile) for pile in z["tableau"])

    def test_good_measure_starts_the_other_foundations_with_the_other_aces(self):
        game = load("good-measure")
        tableau = [["AD"], ["2S"]] + [[]] * 8
        state = build(
            game, {"aces": [["AS"], ["AH"]], "tableau": tableau}, filler="tableau", filler_index=2
        )
        assert {"tableau1>foundation1", "tableau2>aces1"} <= legal(state)


class TestBristol:
    """PySolFC, Bristol: eight piles of three, Kings beneath; built down regardless of suit;
    foundations up regardless of suit; the stock deals a card onto each of three reserves."""

    def test_bristol_deals_eight_piles_of_three_kings_beneath_and_three_reserve_cards(self):
        for seed in range(10):
            z = zones(load("bristol").deal(seed=seed))
            assert sizes(z["tableau"]) == [3] * 8
            assert all(kings_first(pile) for pile in z["tableau"])
            assert sizes(z["reserve"]) == [1, 1, 1]
            assert sizes(z["stock"]) == [25]

    def test_bristol_deals_a_card_onto_each_reserve_pile(self):
        state = load("bristol").deal(seed=1)
        assert sizes(zones(state.play("deal"))["reserve"]) == [2, 2, 2]

    def test_bristol_reserve_cards_play_to_the_piles_and_foundations_built_regardless_of_suit(self):
        game = load("bristol")
        layout = {
            "tableau": [["9C"]] + [[]] * 7,
            "reserve": [["8H"], ["2D"], ["5S"]],
            "foundation": [["AS"], [], [], []],
        }
        state = build(game, layout)
        moves = legal(state)
        assert {"reserve1>tableau1", "reserve2>foundation1"} <= moves
        assert_rejected(state, "tableau1>reserve3", "cannot go")


class TestStrategy:
    """PySolFC, Strategy: Aces out first; the open stock's top card onto any of eight piles;
    nothing goes to the foundations while the stock has cards."""

    def test_strategy_sets_out_the_aces_and_opens_the_stock(self):
        z = zones(load("strategy").deal(seed=3))
        assert z["foundation"] == ACES
        assert face_down(z["stock"][0]) == 47  # its top card face up
        assert z["tableau"] == [[]] * 8

    def test_strategy_holds_the_foundations_back_while_the_stock_has_cards(self):
        game = load("strategy")
        state = build(
            game,
            {"foundation": ACES, "stock": [["9C", "2S"]], "tableau": [["2H"]] + [[]] * 7},
            filler="tableau",
            filler_index=7,
        )
        moves = legal(state)
        assert "stock1>foundation1" not in moves
        assert "tableau1>foundation2" not in moves
        assert_rejected(state, "tableau1>foundation2", "only when the stock is empty")
        assert {f"stock1>tableau{i}" for i in range(1, 8)} <= moves

    def test_strategy_opens_the_foundations_once_the_stock_is_gone(self):
        game = load("strategy")
        state = build(
            game,
            {"foundation": ACES, "stock": [[]], "tableau": [["2H"]] + [[]] * 7},
            filler="tableau",
            filler_index=1,
        )
        assert "tableau1>foundation2" in legal(state)
        assert "tableau2>tableau1" not in legal(state)  # piles never build on each other


class TestMissMilligan:
    """PySolFC, Miss Milligan: one row of eight; spaces for Kings; foundations keep their
    cards; once the stock is gone, one card or run may wait on the reserve."""

    def test_miss_milligan_deals_one_row_of_eight(self):
        z = zones(load("miss-milligan").deal(seed=2))
        assert sizes(z["tableau"]) == [1] * 8 and sizes(z["stock"]) == [96]
        assert z["reserve"] == [[]]

    def test_miss_milligan_fills_a_space_only_with_a_king_or_a_run_headed_by_one(self):
        game = load("miss-milligan")
        tableau = [["KH", "QS", "JD"], ["9C"]] + [[]] * 6
        state = build(game, {"tableau": tableau, "stock": [["5S"]]}, filler="foundation")
        moves = legal(state)
        assert "tableau1:3>tableau3" in moves
        assert_rejected(state, "tableau2>tableau3", "king")

    def test_miss_milligan_waives_a_run_onto_the_reserve_only_once_the_stock_is_gone(self):
        game = load("miss-milligan")
        tableau = [["KH", "QS", "JD"], ["9C"]] + [[]] * 6
        waiting = build(game, {"tableau": tableau, "stock": [["5S"]]}, filler="foundation")
        assert_rejected(waiting, "tableau1:2>reserve1", "only when the stock is empty")
        gone = build(game, {"tableau": tableau, "stock": [[]]}, filler="foundation")
        assert {"tableau1:2>reserve1", "tableau2>reserve1"} <= legal(gone)
        waived = gone.play("tableau1:2>reserve1")
        assert "tableau2>reserve1" not in legal(waived)  # one card or run at a time
        assert "reserve1:2>tableau3" not in legal(waived)  # a space takes a King only
        assert "reserve1:2>tableau1" in legal(waived)  # the run plays back, QS on KH


class TestGiant:
    """PySolFC, Giant: Gypsy begun with one row of eight; a foundation's top card comes back
    only once the stock is empty."""

    def test_giant_deals_one_row_of_eight_face_up(self):
        z = zones(load("giant").deal(seed=6))
        assert sizes(z["tableau"]) == [1] * 8
        assert all(face_down(p) == 0 for p in z["tableau"])

    def test_giant_gives_foundation_cards_back_only_once_the_stock_is_gone(self):
        game = load("giant")
        layout = {"tableau": [["4D"]] + [[]] * 7, "foundation": [["AS", "2S", "3S"]] + [[]] * 7}
        waiting = build(game, {**layout, "stock": [["9H"]]}, filler="foundation", filler_index=1)
        assert_rejected(waiting, "foundation1>tableau1", "only when the stock is empty")
        gone = build(game, {**layout, "stock": [[]]}, filler="foundation", filler_index=1)
        assert "foundation1>tableau1" in legal(gone)
        gypsy = build(
            load("gypsy"), {**layout, "stock": [["9H"]]}, filler="foundation", filler_index=1
        )
        assert "foundation1>tableau1" in legal(gypsy)


class TestSultan:
    """PySolFC, Sultan: eight Kings and the Ace of hearts set out; seven Kings build up in suit
    round the corner to their Queens, the Ace of hearts to its Queen, the central King of
    hearts takes nothing; six reserve cards; the stock gone through three times."""

    def test_sultan_sets_out_eight_kings_and_the_ace_of_hearts(self):
        z = zones(load("sultan").deal(seed=4))
        kings = [pile[0] for pile in z["kings"]] + z["centre"][0]
        assert sorted(kings) == sorted(["KS", "KS", "KH", "KH", "KD", "KD", "KC", "KC"])
        assert z["ace"] == [["AH"]]
        assert sizes(z["reserve"]) == [1] * 6 and sizes(z["waste"]) == [1]
        assert sizes(z["stock"]) == [104 - 9 - 6 - 1]

    def test_sultan_kings_build_up_in_suit_round_the_corner_to_the_queen(self):
        game = load("sultan")
        queen_next = [f"{r}S" for r in "KA23456789TJ"]
        layout = {
            "kings": [queen_next, ["KS"], ["KH"], ["KD"], ["KD"], ["KC"], ["KC"]],
            "centre": [["KH"]],
            "ace": [["AH"]],
            "reserve": [["QS"], ["AS"], ["2H"], ["AH"], [], []],
        }
        state = build(game, layout)
        moves = legal(state)
        assert {"reserve1>kings1", "reserve2>kings2", "reserve3>ace1"} <= moves
        after = state.play("reserve1>kings1")
        assert len(zones(after)["kings"][0]) == 13
        assert_rejected(state, "reserve4>centre1", "cannot go to the centre")

    def test_sultan_goes_through_the_stock_three_times(self):
        state = build(load("sultan"), {"stock": [[]]}, filler="waste")  # the first time done
        for _ in range(2):  # the second and third times
            state = state.play("redeal")
            while zones(state)["stock"][0]:
                state = state.play("turn")
        assert "redeal" not in legal(state)


class TestNestor:
    """PySolFC, Nestor: eight columns of six with no rank twice in a column, four single cards;
    pairs of a rank leave from the tops of any two piles; spaces stay empty."""

    def test_nestor_deals_eight_columns_of_six_without_a_rank_twice_and_four_single_cards(self):
        for seed in range(30):
            tableau = zones(load("nestor").deal(seed=seed))["tableau"]
            assert sizes(tableau) == [6] * 8 + [1] * 4
            for column in tableau[:8]:
                assert len({card[0] for card in column}) == 6

    def test_nestor_pairs_off_two_top_cards_of_a_rank_from_any_two_piles(self):
        game = load("nestor")
        tableau = [["9S", "4H"], ["2C"], ["4D"]] + [[]] * 9
        state = build(game, {"tableau": tableau}, filler="tableau", filler_index=11)
        assert {"tableau1>tableau3", "tableau3>tableau1"} <= legal(state)
        after = zones(state.play("tableau3>tableau1"))
        assert after["tableau"][0] == ["9S"] and after["tableau"][2] == []
        assert after["foundation"] == [["4H", "4D"]]
        assert_rejected(state, "tableau2>tableau1", "same rank")
        assert_rejected(state, "tableau2>tableau4", "takes nothing")


class TestDeadKingGolf:
    """PySolFC, Dead King Golf (Wikipedia's strict Golf): nothing may go on a King."""

    def test_dead_king_golf_refuses_a_queen_on_a_king_where_golf_takes_it(self):
        layout = {"tableau": [["QH"], ["2S"]] + [[]] * 5, "foundation": [["KC"]]}
        state = build(load("dead-king-golf"), layout)
        assert_rejected(state, "tableau1>foundation1", "nothing on a King")
        assert legal(state) == {"turn"}  # only the stock covers a King
        assert "tableau1>foundation1" in legal(build(load("golf"), layout))

    def test_dead_king_golf_still_builds_a_king_on_a_queen(self):
        layout = {"tableau": [["KH"]] + [[]] * 6, "foundation": [["QC"]]}
        assert "tableau1>foundation1" in legal(build(load("dead-king-golf"), layout))


class TestAcesUp:
    """PySolFC, Aces Up (games/acesup.py): four piles of one card; the stock deals a card onto
    each pile whenever the player likes; a top card is discarded while a higher card of its
    suit, Aces high, tops another pile; a space takes one top card; the discards stay; won with
    the 48 cards other than the Aces discarded. Fortunes: spaces take any number of cards."""

    def test_aces_up_deals_four_cards_and_leaves_a_stock_of_48(self):
        z = zones(load("aces-up").deal(seed=5))
        assert sizes(z["tableau"]) == [1] * 4 and all(face_down(p) == 0 for p in z["tableau"])
        assert sizes(z["foundation"]) == [0] and sizes(z["stock"]) == [48]

    def test_the_stock_deals_a_card_onto_every_pile_spaces_included(self):
        state = build(load("aces-up"), {"tableau": [["5S"], [], ["9H"], ["2C"]]})
        after = zones(state.play("deal"))
        assert sizes(after["tableau"]) == [2, 1, 2, 2] and sizes(after["stock"]) == [45]

    def test_a_card_is_discarded_when_beaten_by_a_higher_card_of_its_suit_aces_high(self):
        state = build(load("aces-up"), {"tableau": [["KD"], ["AD"], ["7C"], ["9C"]]})
        assert {m for m in legal(state) if ">foundation" in m} == {
            "tableau1>foundation1",
            "tableau3>foundation1",
        }
        assert_rejected(state, "tableau2>foundation1", "higher card of its suit")

    def test_a_space_takes_one_top_card_and_nothing_else_is_built(self):
        state = build(load("aces-up"), {"tableau": [["5S", "3H"], ["9H"], [], ["2C"]]})
        to_tableau = {m for m in legal(state) if ">tableau" in m}
        assert to_tableau == {"tableau1>tableau3", "tableau2>tableau3", "tableau4>tableau3"}
        assert_rejected(state, "tableau1:2>tableau3")

    def test_the_discards_stay(self):
        state = build(load("aces-up"), {"tableau": [[], ["9H"], [], []], "foundation": [["2H"]]})
        assert not any(m.startswith("foundation") for m in legal(state))

    def test_aces_up_is_won_with_48_cards_discarded(self):
        game = load("aces-up")
        others = [r + s for s in "SHDC" for r in "23456789TJQK" if r + s != "2C"]
        layout = {"tableau": [["AS"], ["AH"], ["AD", "2C"], ["AC"]], "foundation": [others]}
        state = build(game, layout)  # the 47 other cards discarded, the stock empty
        assert len(others) == 47 and state.outcome is None
        assert state.play("tableau3>foundation1").outcome.result == "won"

    def test_fortunes_moves_any_number_of_cards_to_a_space_but_discards_one(self):
        state = build(load("fortunes"), {"tableau": [["5S", "3H"], ["9H"], [], ["2C"]]})
        assert "tableau1:2>tableau3" in legal(state)
        assert {m for m in legal(state) if ">foundation" in m} == {"tableau1>foundation1"}


class TestOsmosis:
    """PySolFC, Osmosis (games/osmosis.py): four piles of four, the top card face up, playing
    only to the foundations; one card starts the first foundation, the others are started in
    order by cards of its rank; each builds in its suit regardless of rank, a card going up
    only while the foundation before it holds a card of that rank; the stock is turned three at
    a time, without limit. Peek: the piles dealt face up."""

    def test_osmosis_deals_four_piles_of_four_and_one_foundation_card(self):
        z = zones(load("osmosis").deal(seed=2))
        assert sizes(z["tableau"]) == [4] * 4 and [face_down(p) for p in z["tableau"]] == [3] * 4
        assert sizes(z["foundation"]) == [1, 0, 0, 0] and sizes(z["stock"]) == [35]

    def test_peek_deals_the_piles_face_up(self):
        z = zones(load("peek").deal(seed=2))
        assert [face_down(p) for p in z["tableau"]] == [0] * 4

    def test_a_foundation_is_started_by_the_first_foundations_rank_in_order(self):
        layout = {
            "tableau": [["9H"], ["9D"], ["3S"], ["4S"]],
            "foundation": [["9S"], [], [], []],
        }
        moves = legal(build(load("osmosis"), layout))
        assert {m for m in moves if ">foundation" in m} == {
            "tableau1>foundation2",
            "tableau2>foundation2",
            "tableau3>foundation1",
            "tableau4>foundation1",
        }

    def test_a_card_goes_up_in_suit_only_below_a_foundation_holding_its_rank(self):
        layout = {
            "tableau": [["5H"], ["JH"], ["5D"], ["JC"]],
            "foundation": [["9S", "5S"], ["9H"], ["9D"], []],
        }
        state = build(load("osmosis"), layout)
        moves = {m for m in legal(state) if ">foundation" in m}
        assert moves == {"tableau1>foundation2"}  # a 5 lies in the spades; no Jack does
        assert_rejected(state, "tableau3>foundation3", "foundation 2 holds a card of its rank")

    def test_the_stock_is_turned_three_at_a_time_and_gathered_again(self):
        state = load("osmosis").deal(seed=2).play("turn")
        z = zones(state)
        assert sizes(z["waste"]) == [3] and sizes(z["stock"]) == [32]
        for _ in range(11):
            state = state.play("turn")
        assert sizes(zones(state)["stock"]) == [0]
        assert sizes(zones(state.play("redeal"))["stock"]) == [35]


class TestBeehive:
    """PySolFC, Beehive (games/canfield.py): a reserve of thirteen, the top card up; six piles
    built of one rank, runs of a rank moving; spaces filled from the reserve at once; one
    foundation taking the four cards of a rank together; the stock turned three at a time."""

    def test_beehive_deals_a_reserve_of_thirteen_and_six_piles(self):
        z = zones(load("beehive").deal(seed=4))
        assert sizes(z["reserve"]) == [13] and face_down(z["reserve"][0]) == 12
        assert sizes(z["tableau"]) == [1] * 6 and sizes(z["stock"]) == [33]

    def test_piles_build_by_rank_and_the_foundation_takes_four_of_a_rank(self):
        layout = {
            "tableau": [["7S", "7H", "7D"], ["7C"], ["QH"], ["QS", "QD"], ["2C"], ["2H"]],
            "reserve": [["KD"]],
        }
        state = build(load("beehive"), layout)
        moves = legal(state)
        assert "tableau2>tableau1" in moves and "tableau1:3>tableau2" in moves
        assert "tableau4:2>tableau3" in moves and "tableau5>tableau6" in moves
        assert not any(">foundation" in m for m in moves)
        four = state.play("tableau2>tableau1")
        assert "tableau1:4>foundation1" in legal(four)
        assert_rejected(four, "tableau1:3>foundation1", "takes 4 cards at a time")

    def test_a_space_is_filled_from_the_reserve_at_once(self):
        layout = {"tableau": [["7S"], ["7C"], ["QH"], ["QS"], ["2C"], ["2H"]], "reserve": [["KD"]]}
        after = zones(build(load("beehive"), layout).play("tableau2>tableau1"))
        assert after["tableau"][1] == ["KD"] and after["reserve"] == [[]]


class TestFreeParking:
    """PySolFC, Free Parking (Moonlight): Montana whose gaps take the card one rank above their
    left neighbour in its suit, or one rank below their right neighbour in its suit."""

    def test_a_gap_takes_the_card_below_its_right_neighbour_where_montana_does_not(self):
        row = [["5H"], [], ["9S"], ["KD"], ["QD"], ["6H"], ["8S"]]
        layout = {"tableau": row + [[]] * 45}  # the other cards face down with the Aces
        parking = legal(build(load("free-parking"), layout, filler="aces"))
        montana = legal(build(load("montana"), layout, filler="aces"))
        assert "tableau7>tableau2" in parking and "tableau7>tableau2" not in montana
        assert "tableau6>tableau2" in parking and "tableau6>tableau2" in montana

    def test_free_parking_keeps_montanas_deal_and_redeals(self):
        game = load("free-parking")
        assert game.rules.aliases == ("Moonlight", "Park and Ride")
        z = zones(game.deal(seed=3))
        assert sizes(z["tableau"]).count(0) == 4 and sizes(z["aces"]) == [1] * 4
        assert any(action.name == "redeal" for action in game.rules.actions)


class TestLittleSpider:
    """Wikipedia, Little Spider: eight cards face up in two rows of four with four foundations
    between; two Aces go up in suit, two Kings down in suit; while the stock lasts cards only go
    home, the lower row's only to the foundation directly above; eight more cards are dealt one
    on each pile; once the stock is gone the rows build up or down on each other regardless of
    suit, King and Ace touching. The two Aces are of one colour and the two Kings of the other,
    the first card home choosing."""

    RANKS = "A23456789TJQK"

    def test_little_spider_deals_two_rows_of_four_and_a_stock_of_44(self):
        z = zones(load("little-spider").deal(seed=3))
        assert sizes(z["tableau"]) == [1] * 8 and face_down(z["tableau"][0]) == 0
        assert sizes(z["stock"]) == [44] and sizes(z["foundation"]) == [0] * 4

    def test_while_the_stock_lasts_the_lower_row_plays_only_to_the_foundation_above(self):
        layout = {
            "tableau": [["AD"], ["QC"], ["9D"], ["2H"], ["KH"], ["2S"], ["QS"], ["KS"]],
            "foundation": [["AH"], [], ["KC"], []],
        }
        moves = legal(build(load("little-spider"), layout))
        home = {m for m in moves if ">foundation" in m}
        # the upper row anywhere it fits; the lower row only to its own place
        assert "tableau1>foundation2" in home and "tableau1>foundation4" in home
        assert "tableau2>foundation3" in home and "tableau4>foundation1" in home
        assert "tableau8>foundation4" in home and "tableau8>foundation2" not in home
        assert "tableau6>foundation2" not in home  # the 2S has no Ace of spades there
        assert "tableau5>foundation1" not in home  # a King of hearts, but hearts go up
        assert not any(">tableau" in m for m in moves)  # no building while the stock lasts
        state = build(load("little-spider"), layout)
        assert_rejected(state, "tableau8>foundation2", "in line with it", "foundation 4")

    def test_the_aces_are_of_one_colour_and_the_kings_of_the_other(self):
        layout = {
            "tableau": [["AS"], ["KD"], ["AD"], ["KC"], [], [], [], []],
            "foundation": [["AH"], [], [], []],
        }
        state = build(load("little-spider"), layout)
        home = {m for m in legal(state) if ">foundation" in m}
        # a red Ace is home: the other Ace is red, the Kings black
        assert home == {f"tableau{i}>foundation{j}" for i in (3, 4) for j in (2, 3, 4)}
        assert_rejected(state, "tableau1>foundation2", "colour")
        assert_rejected(state, "tableau2>foundation2", "colour")

    def test_the_deal_puts_one_card_on_every_pile_even_an_empty_one(self):
        layout = {"tableau": [["AS"], [], ["9D"], ["2H"], ["KH"], ["AD"], ["QS"], ["2S"]]}
        after = zones(build(load("little-spider"), layout).play("deal"))
        assert sizes(after["tableau"]) == [2, 1, 2, 2, 2, 2, 2, 2]

    def test_once_the_stock_is_gone_the_rows_build_either_way_round_the_corner(self):
        layout = {
            "tableau": [["KS"], ["AC"], ["9D"], ["2H"], ["QD"], ["8S"], [], ["TH"]],
            "foundation": [["AH"], [], [], []],
        }
        state = build(load("little-spider"), layout, filler="foundation", filler_index=1)
        moves = legal(state)
        assert "tableau1>tableau2" in moves and "tableau2>tableau1" in moves  # K on A, A on K
        assert "tableau3>tableau6" in moves and "tableau8>tableau3" in moves
        assert "tableau5>tableau1" in moves and "tableau1>tableau5" in moves
        assert "tableau4>foundation1" in moves  # the lower row, now to any foundation
        assert not any(m.endswith(">tableau7") for m in moves)  # a space stays empty

    def _moves_by_the_rules(self, z):
        """The moves Wikipedia's rules allow in position ``z`` (to_dict zones), written from
        the rules alone: the deal, then each row card to a foundation or onto a row card."""

        def card(text):
            return self.RANKS.index(text[0]) + 1, text[1]

        rows, homes, stock = z["tableau"], z["foundation"], z["stock"][0]
        moves = {"deal"} if stock else set()
        suits_home = {card(p[0])[1] for p in homes if p}
        starts = [card(p[0]) for p in homes if p]  # (rank, suit) of each foundation's first card

        def colour_fits(rank, suit):  # Aces of one colour, Kings of the other
            red = suit in "HD"
            return all((r == rank) == ((s in "HD") == red) for r, s in starts)

        for i, pile in enumerate(rows):
            if not pile:
                continue
            rank, suit = card(pile[-1])
            for j, home in enumerate(homes):
                if stock and i >= 4 and j != i - 4:
                    continue  # the lower row: only the foundation above, while the stock lasts
                if home:
                    base_rank, base_suit = card(home[0])
                    top_rank = card(home[-1])[0]
                    step = 1 if base_rank == 1 else -1
                    fits = suit == base_suit and rank == top_rank + step
                else:
                    fits = rank in (1, 13) and suit not in suits_home and colour_fits(rank, suit)
                if fits:
                    moves.add(f"tableau{i + 1}>foundation{j + 1}")
            for j, other in enumerate(rows):
                if stock or j == i or not other:
                    continue
                if (rank - card(other[-1])[0]) % 13 in (1, 12):
                    moves.add(f"tableau{i + 1}>tableau{j + 1}")
        return moves

    def test_random_games_offer_exactly_the_moves_the_rules_allow(self):
        game = load("little-spider")
        for seed in range(12):
            chooser = random.Random(seed)
            state = game.deal(seed=seed)
            for _ in range(80):
                moves = legal(state)
                assert moves == self._moves_by_the_rules(zones(state)), (seed, zones(state))
                if not moves:
                    break
                state = state.play(chooser.choice(sorted(moves)))


class TestMonteCarlo:
    """PySolFC, Monte Carlo (games/montecarlo.py): 25 cards face up in five rows of five; two
    cards of a rank that touch (beside, above, below, diagonally: isNeighbour) are discarded
    together; the deal closes the gaps up in reading order (shiftCards) and fills the places
    left at the end from the stock, while there is a gap before a card or a gap and a stock
    card (MonteCarlo_Talon.canDealCards)."""

    def test_monte_carlo_deals_five_rows_of_five_and_a_stock_of_27(self):
        z = zones(load("monte-carlo").deal(seed=2))
        assert sizes(z["tableau"]) == [1] * 25 and sizes(z["stock"]) == [27]
        assert load("monte-carlo").rules.aliases == ("Quilt",)

    def test_a_pair_touching_across_a_corner_is_discarded_and_the_deal_closes_up(self):
        layout = {"tableau": [["7S"], ["2C"], [], [], [], ["9D"], ["7H"]] + [[]] * 18}
        state = build(load("monte-carlo"), layout)
        assert "tableau1>tableau7" in legal(state)  # row 1 place 1, row 2 place 2
        after = state.play("tableau1>tableau7")
        assert zones(after)["foundation"] == [["7H", "7S"]]  # the card played lands on top
        dealt = zones(after.play("deal"))["tableau"]
        assert dealt[:2] == [["2C"], ["9D"]] and sizes(dealt) == [1] * 25

    @staticmethod
    def _moves_by_the_rules(z):
        """The moves PySolFC's Monte Carlo allows in position ``z``, from its isNeighbour and
        canDealCards alone."""
        grid = z["tableau"]
        moves = set()
        for a in range(25):
            for b in range(25):
                if a == b or not grid[a] or not grid[b]:
                    continue
                column, diff = b % 5, a - b
                if column == 0:
                    near = diff in (-5, -4, 1, 5, 6)
                elif column == 4:
                    near = diff in (-6, -5, -1, 4, 5)
                else:
                    near = diff in (-6, -5, -4, -1, 1, 4, 5, 6)
                if near and grid[a][-1][0] == grid[b][-1][0]:
                    moves.add(f"tableau{a + 1}>tableau{b + 1}")
        free = False
        for pile in grid:
            if not pile:
                free = True
            elif free:
                moves.add("deal")
        if free and z["stock"][0]:
            moves.add("deal")
        return moves

    def test_random_games_offer_exactly_the_moves_pysolfc_allows(self):
        game = load("monte-carlo")
        for seed in range(12):
            chooser = random.Random(seed)
            state = game.deal(seed=seed)
            for _ in range(60):
                moves = legal(state)
                assert moves == self._moves_by_the_rules(zones(state)), (seed, zones(state))
                if not moves:
                    break
                state = state.play(chooser.choice(sorted(moves)))


class TestBraid:
    """PySolFC, Braid (games/braid.py): two decks; a braid of twenty whose top card goes only to
    the foundations; four spaces of one card refilled from the braid at once, then taking any
    card; eight reserves of one card taking only the waste's; eight foundations from the rank
    of the card turned at the start, in suit, up or down round the corner, all one way once one
    has gone a way; the stock turned one at a time, three times through."""

    RANKS = "A23456789TJQK"

    def test_braid_deals_twenty_four_spaces_eight_reserves_and_a_base_card(self):
        z = zones(load("braid").deal(seed=5))
        assert sizes(z["braid"]) == [20] and face_down(z["braid"][0]) == 0
        assert sizes(z["tableau"]) == [1] * 4 and sizes(z["reserve"]) == [1] * 8
        assert sizes(z["foundation"]) == [1] + [0] * 7 and sizes(z["stock"]) == [71]

    def test_a_space_is_refilled_from_the_braid_and_a_reserve_only_from_the_waste(self):
        layout = {
            "braid": [["9C", "2D"]],
            "tableau": [["6S"], ["KD"], ["8C"], ["8S"]],
            "reserve": [["7H"], [], ["QC"], ["JC"], ["TC"], ["3C"], ["4C"], ["5C"]],
            "foundation": [["5S"], [], [], [], [], [], [], []],
            "waste": [["9H"]],
        }
        state = build(load("braid"), layout)
        moves = legal(state)
        assert "waste1>reserve2" in moves and "tableau1>reserve2" not in moves
        assert "braid1>reserve2" not in moves and "reserve1>reserve2" not in moves
        after = zones(state.play("tableau1>foundation1"))  # the 6S up on the 5S
        assert after["tableau"][0] == ["2D"] and after["braid"] == [["9C"]]

    def test_once_a_foundation_went_up_every_foundation_goes_up(self):
        layout = {
            "braid": [["9C", "2D"]],
            "tableau": [["6S"], ["4S"], ["6H"], ["4H"]],
            "reserve": [["7H"], ["QD"], ["QC"], ["JC"], ["TC"], ["3C"], ["4C"], ["5C"]],
            "foundation": [["5S"], ["5H"], [], [], [], [], [], []],
        }
        state = build(load("braid"), layout)
        home = {m for m in legal(state) if ">foundation" in m}
        assert {"tableau1>foundation1", "tableau2>foundation1"} <= home
        assert {"tableau3>foundation2", "tableau4>foundation2"} <= home
        up = state.play("tableau1>foundation1")
        assert "tableau3>foundation2" in legal(up)
        assert_rejected(up, "tableau4>foundation2", "built up")

    def _moves_by_the_class(self, z):
        """The card moves PySolFC's Braid classes allow in position ``z``: Braid_Foundation's
        acceptsCards (with getFoundationDir), Braid_RowStack and Braid_ReserveStack (one card,
        a reserve taking nothing from the braid or the rows), the braid giving only home."""
        rank = self.RANKS.index
        homes = z["foundation"]
        base = rank(homes[0][0][0])
        way = None
        for pile in homes:
            if len(pile) >= 2:
                step = (rank(pile[-1][0]) - rank(pile[-2][0])) % 13
                if step in (1, 12):
                    way = step
                    break
        sources = [("braid", 0, z["braid"][0]), ("waste", 0, z["waste"][0])]
        sources += [("tableau", i, p) for i, p in enumerate(z["tableau"])]
        sources += [("reserve", i, p) for i, p in enumerate(z["reserve"])]
        moves = set()
        for zone, i, pile in sources:
            if not pile:
                continue
            card = pile[-1]
            for j, home in enumerate(homes):
                if not home:
                    fits = rank(card[0]) == base
                else:
                    step = (rank(card[0]) - rank(home[-1][0])) % 13
                    fits = card[1] == home[-1][1] and step in (1, 12) and way in (None, step)
                if fits:
                    moves.add(f"{zone}{i + 1}>foundation{j + 1}")
            if zone == "braid":
                continue
            for j, space in enumerate(z["tableau"]):
                if not space and (zone, i) != ("tableau", j):
                    moves.add(f"{zone}{i + 1}>tableau{j + 1}")
            if zone == "waste":
                moves.update(f"waste1>reserve{j + 1}" for j, r in enumerate(z["reserve"]) if not r)
        return moves

    def test_random_games_offer_exactly_the_card_moves_the_classes_allow(self):
        game = load("braid")
        for seed in range(10):
            chooser = random.Random(seed)
            state = game.deal(seed=seed)
            for _ in range(150):
                moves = legal(state)
                cards = {m for m in moves if ">" in m}
                assert cards == self._moves_by_the_class(zones(state)), (seed, zones(state))
                if not moves:
                    break
                # the foundations first, so that the braid empties and the spaces open
                home = sorted(m for m in cards if ">foundation" in m)
                state = state.play(home[0] if home else chooser.choice(sorted(moves)))


class TestLabyrinth:
    """PySolFC, Labyrinth (games/labyrinth.py, class Labyrinth, unregistered): the four Aces set
    out on foundations built up in suit; a grid of six rows of eight places, the first row dealt;
    a card of the top row or the lowest card of a column plays home (basicIsBlocked), nothing
    is built on the grid; when a top-row card leaves, its column moves up, and an emptied column
    takes a stock card at once (fillStack); the stock deals one card to the first empty place of
    each column not yet six deep (Labyrinth_Talon); no redeal. Here a column is one pile, its
    bottom card in the top row."""

    def test_labyrinth_sets_out_the_aces_and_deals_the_top_row(self):
        z = zones(load("labyrinth").deal(seed=4))
        assert sorted(pile[0] for pile in z["foundation"]) == ["AC", "AD", "AH", "AS"]
        assert sizes(z["tableau"]) == [1] * 8 and sizes(z["stock"]) == [40]
        assert face_down(z["stock"][0]) == 40

    def test_the_top_row_card_and_the_lowest_card_of_a_column_play_home(self):
        layout = {
            "foundation": ACES,
            "tableau": [["2S", "5D", "2H"], ["9C", "2D"], ["3S"], [], [], [], [], []],
        }
        state = build(load("labyrinth"), layout)
        assert legal(state) == {
            "lift tableau1@3>foundation1",  # the 2S in the top row
            "tableau1>foundation2",  # the 2H, lowest in its column
            "tableau2>foundation3",
            "deal",
        }
        assert_rejected(state, "lift tableau1@2>foundation3", "bottom card")  # the 5D in between
        assert_rejected(state, "tableau1>tableau3", "cannot")  # nothing is built on the grid
        # The column moves up: the 5D is now in the top row and plays when it can.
        after = state.play("lift tableau1@3>foundation1")
        assert zones(after)["tableau"][0] == ["5D", "2H"]

    def test_the_stock_deals_only_to_the_columns_not_yet_six_deep(self):
        layout = {
            "foundation": ACES,
            "tableau": [
                ["9S", "9H", "9D", "9C", "8S", "8H"],
                ["7S"],
                ["TS", "TH", "TD", "TC", "JS"],
                ["7H"],
                ["QS"],
                ["QH"],
                ["QD"],
                ["QC"],
            ],
            "stock": [["-3C", "-2C", "-KD"]],  # the King on top (the other cards under them)
        }
        dealt = zones(build(load("labyrinth"), layout).play("deal"))["tableau"]
        assert sizes(dealt) == [6, 2, 6, 2, 2, 2, 2, 2]  # the full column is passed over
        assert [pile[-1] for pile in dealt[1:4]] == ["KD", "2C", "3C"]

    def test_an_emptied_column_takes_a_stock_card_at_once(self):
        layout = {
            "foundation": ACES,
            "tableau": [["2S"], ["KS"], ["KH"], ["KD"], ["KC"], ["QS"], ["QH"], ["QD"]],
            "stock": [["-4C", "-9D"]],
        }
        after = zones(build(load("labyrinth"), layout).play("tableau1>foundation1"))
        assert after["tableau"][0] == ["9D"] and after["stock"][0][-1] == "-4C"

    @staticmethod
    def _grid(z):
        """PySolFC's 48 places (row by row, eight to a row) holding the columns of ``z``."""
        return [
            z["tableau"][c][r] if r < len(z["tableau"][c]) else None
            for r in range(6)
            for c in range(8)
        ]

    @staticmethod
    def _pysolfc_moves(grid, z):
        """The moves PySolFC's Labyrinth allows on ``grid``, from basicIsBlocked and the
        foundations' SS rule alone (in this file's notation: the lowest card of a column is its
        pile's top card, a card above it in the top row a bottom card played)."""
        homes = {pile[0][1]: (f, len(pile)) for f, pile in enumerate(z["foundation"])}
        moves = set()
        for place, card in enumerate(grid):
            below = place + 8
            if card is None or (place >= 8 and below < 48 and grid[below] is not None):
                continue
            f, home = homes[card[1]]
            if "A23456789TJQK".index(card[0]) != home:
                continue
            column = place % 8
            depth = sum(grid[column + 8 * r] is not None for r in range(6))
            if below >= 48 or grid[below] is None:
                moves.add(f"tableau{column + 1}>foundation{f + 1}")
            else:
                moves.add(f"lift tableau{column + 1}@{depth}>foundation{f + 1}")
        if z["stock"][0] and None in grid:
            moves.add("deal")
        return moves

    @staticmethod
    def _pysolfc_play(grid, stock, move):
        """``move`` played on PySolFC's grid (dealCards, or a card home then fillStack)."""
        if move == "deal":
            for column in range(8):
                place = next(
                    (column + 8 * r for r in range(6) if grid[column + 8 * r] is None), None
                )
                if place is not None and stock:
                    grid[place] = stock.pop()
            return
        column = int(move.split("tableau")[1].split("@")[0].split(">")[0]) - 1
        places = [column + 8 * r for r in range(6)]
        if move.startswith("lift"):
            left = places[0]
        else:
            left = max(p for p in places if grid[p] is not None)
        grid[left] = None
        if left < 8:  # fillStack: the column moves up, an emptied one takes a stock card
            cards = [grid[p] for p in places if grid[p] is not None]
            for p, card in zip(places, cards + [None] * (6 - len(cards)), strict=True):
                grid[p] = card
            if not cards and stock:
                grid[places[0]] = stock.pop()

    def test_random_games_play_as_pysolfc_s_grid_does(self):
        game = load("labyrinth")
        played = set()
        for seed in range(12):
            chooser = random.Random(seed)
            state = game.deal(seed=seed)
            z = zones(state)
            grid, stock = self._grid(z), [card[1:] for card in z["stock"][0]]
            for _ in range(80):
                moves = legal(state)
                assert moves == self._pysolfc_moves(grid, z), (seed, z)
                if not moves:
                    break
                move = chooser.choice(sorted(moves))
                state = state.play(move)
                self._pysolfc_play(grid, stock, move)
                played.add(move.split(" ")[0] if move.startswith("lift") else move[:4])
                z = zones(state)
                assert self._grid(z) == grid and [c[1:] for c in z["stock"][0]] == stock
        assert played == {"lift", "tabl", "deal"}  # every kind of move was checked


class TestRoyalParade:
    """PySolFC, Royal Parade (games/picturegallery.py, class RoyalParade): two decks; three rows
    of eight piles based on 2s, 3s and 4s, each built up in suit by threes to four cards, one
    card at a time, a pile whose bottom card is not its row's base taking nothing; two lone
    cards, each the other row's base, swap; eight waste piles taking nothing, an emptied one
    refilled from the stock at once; the stock deals a card onto every waste pile; the Aces to
    one foundation, where they stay."""

    RANKS = "A23456789TJQK"
    ROWS = ("twos", "threes", "fours")  # based on 2s, 3s, 4s

    def test_royal_parade_deals_one_card_to_each_of_thirty_two_piles(self):
        z = zones(load("royal-parade").deal(seed=2))
        assert [sizes(z[row]) for row in self.ROWS] == [[1] * 8] * 3
        assert sizes(z["waste"]) == [1] * 8 and sizes(z["foundation"]) == [0]
        assert sizes(z["stock"]) == [72]
        assert all(face_down(p) == 0 for row in (*self.ROWS, "waste") for p in z[row])

    def test_a_row_builds_up_in_suit_by_threes_only_on_its_base(self):
        layout = {
            "twos": [["2S"], ["9S"], [], ["2H", "5H", "8H", "JH"]] + [[]] * 4,
            "threes": [["5S"], ["8S"], ["3D"], ["QH"]] + [[]] * 4,
            "fours": [["KS"]] + [[]] * 7,
            "waste": [["5D"], ["6D"], ["2C"], ["AH"], [], [], [], []],
        }
        state = build(load("royal-parade"), layout)
        moves = legal(state)
        assert "threes1>twos1" in moves  # 5S on 2S
        assert "waste2>threes3" in moves  # 6D on 3D
        assert "waste3>twos3" in moves  # an empty pile of the twos takes a 2
        assert "waste4>foundation1" in moves  # an Ace home
        assert_rejected(state, "waste1>twos1", "in suit")  # 5D on 2S
        assert_rejected(state, "threes4>twos4", "at most 4")  # a fifth card
        # 8S would follow a 5S, but twos 2 began with a 9: it takes nothing.
        state = build(load("royal-parade"), {**layout, "twos": [["2S"], ["9S", "5S"]] + [[]] * 6})
        assert_rejected(state, "threes2>twos2", "builds only on its base")
        assert_rejected(state, "waste2>foundation1", "")  # only Aces go home

    def test_two_lone_cards_each_the_other_rows_base_swap(self):
        layout = {
            "twos": [["3S"], ["4H"], ["3C", "6C"]] + [[]] * 5,
            "threes": [["2D"], ["9D"], ["4C"]] + [[]] * 5,
            "fours": [["2H"], ["3H"]] + [[]] * 6,
        }
        state = build(load("royal-parade"), layout)
        z, moves = zones(state), legal(state)
        places = [(row, i + 1) for row in self.ROWS for i in range(8)]
        swaps = {
            f"{a}{i}>{b}{j}"
            for a, i in places
            for b, j in places
            if a != b and z[b][j - 1] and f"{a}{i}>{b}{j}" in moves
        }
        # twos 1 (a 3) with threes 1 (a 2); twos 2 (a 4) with fours 1 (a 2); threes 3 (a 4)
        # with fours 2 (a 3); each both ways; twos 3 holds two cards and never swaps.
        assert swaps == {
            "twos1>threes1",
            "threes1>twos1",
            "twos2>fours1",
            "fours1>twos2",
            "threes3>fours2",
            "fours2>threes3",
        }
        after = zones(state.play("fours1>twos2"))
        assert after["twos"][1] == ["2H"] and after["fours"][0] == ["4H"]

    def test_an_emptied_waste_pile_takes_the_next_stock_card_and_the_stock_deals_a_row(self):
        game = load("royal-parade")
        layout = {"twos": [["2S"]] + [[]] * 7, "waste": [["5S"], ["KD"]] + [[]] * 6}
        state = build(game, layout, filler="stock")
        after = zones(state.play("waste1>twos1"))
        assert sizes(after["waste"]) == [1, 1, 1, 1, 1, 1, 1, 1]  # refilled at once
        dealt = zones(state.play("deal"))
        assert sizes(dealt["waste"]) == [2, 2, 1, 1, 1, 1, 1, 1]

    def _moves_by_the_class(self, z):
        """The card moves PySolFC's classes allow in position ``z``: RoyalParade_TableauStack
        (PictureGallery_TableauStack's acceptsCards: SS_RowStack by threes, base rank when
        empty, at most four cards, the bottom card its base; or _canSwapPair), the foundation
        taking Aces only, the waste piles (max_accept 0) taking nothing."""
        rank = self.RANKS.index
        rows = [(row, i, p) for row in self.ROWS for i, p in enumerate(z[row])]
        sources = rows + [("waste", i, p) for i, p in enumerate(z["waste"])]
        moves = set()
        for zone, i, pile in sources:
            if not pile:
                continue
            card = pile[-1]
            if card[0] == "A":
                moves.add(f"{zone}{i + 1}>foundation1")
            for row, j, target in rows:
                if (row, j) == (zone, i):
                    continue
                base = self.ROWS.index(row) + 1  # the index of a 2, 3 or 4 in RANKS
                if zone in self.ROWS and zone != row and len(pile) == 1 and len(target) == 1:
                    swap = rank(card[0]) == base and rank(target[0][0]) == self.ROWS.index(zone) + 1
                    if swap:
                        moves.add(f"{zone}{i + 1}>{row}{j + 1}")
                        continue
                if not target:
                    fits = rank(card[0]) == base
                else:
                    fits = (
                        rank(target[0][0]) == base
                        and len(target) < 4
                        and card[1] == target[-1][1]
                        and rank(card[0]) == rank(target[-1][0]) + 3
                    )
                if fits:
                    moves.add(f"{zone}{i + 1}>{row}{j + 1}")
        return moves

    def test_random_games_offer_exactly_the_card_moves_the_classes_allow(self):
        game = load("royal-parade")
        swapped = 0
        for seed in range(12):
            chooser = random.Random(seed)
            state = game.deal(seed=seed)
            for _ in range(200):
                moves = legal(state)
                cards = {m for m in moves if ">" in m}
                assert cards == self._moves_by_the_class(zones(state)), (seed, zones(state))
                if not moves:
                    break
                move = chooser.choice(sorted(moves))
                before = zones(state)
                state = state.play(move)
                source, _, target = move.partition(">")
                if not target:
                    continue  # the deal
                zone, pile = (
                    source.rstrip("0123456789"),
                    int(source.lstrip("abcdefghijklmnopqrstuvwxyz")),
                )
                onto = before.get(target.rstrip("0123456789"), [])
                others = [p for p in onto if len(p) == 1]
                if zone in self.ROWS and others and zones(state)[zone][pile - 1] in others:
                    swapped += 1  # the source pile now holds the lone card it went onto
        assert swapped > 0  # the random games did swap base cards


class TestClock:
    """PySolFC, Clock (games/grandfathersclock.py, class Clock and Clock_RowStack): thirteen
    piles of four face down, the twelfth-hour piles for Ace to Queen and the centre (the last
    pile) for the Kings, the centre's top turned up; the face-up card goes under the pile of
    its rank, whose top card turns up and comes to the centre; a King turned up goes under the
    centre's face-down cards. Won when every card is turned up, lost at the fourth King."""

    RANKS = "A23456789TJQK"

    def test_clock_deals_thirteen_piles_of_four_the_centres_top_turned_up(self):
        game = load("clock")
        for seed in range(1, 30):
            piles = zones(game.deal(seed=seed))["clock"]
            assert sizes(piles) == [4] * 13
            assert [face_down(p) for p in piles[:12]] == [4] * 12
            centre = piles[12]
            kings = [c for c in centre if not c.startswith("-")]
            # Kings turned up at the deal lie beneath the centre's face-down cards, and the
            # top card shows (a King only when no face-down card is left under it).
            assert centre[-1] == kings[-1]
            assert all(c[0] == "K" for c in kings[:-1])
            assert centre[-1][0] != "K" or face_down(centre) == 0

    def _move_by_the_class(self, rows):
        """PySolFC's move in ``rows``: Clock_RowStack.moveMove of the centre (the one pile with
        max_move 1) onto the pile of its card's rank, _swapPairMove and _moveKingToBottom,
        played on lists of card texts (``-`` for a face-down card). None when no move is legal
        (the centre's top is face down, or a King, which has no other pile to go to)."""
        rows = [list(p) for p in rows]
        centre = rows[12]
        card = centre[-1]
        if card.startswith("-") or card[0] == "K":
            return None
        other = rows[self.RANKS.index(card[0])]
        is_king = other[-1].lstrip("-")[0] == "K"
        ncards = sum(c.startswith("-") for c in other)
        swap = [other.pop() for _ in range(ncards)]
        other.append(centre.pop())
        other.extend(reversed(swap))
        if ncards:
            other[-1] = other[-1].lstrip("-")
            centre.append(other.pop())
            if is_king:
                self._king_to_bottom(centre)
        return rows

    def _king_to_bottom(self, centre):
        king = centre.pop()
        ncards = sum(c.startswith("-") for c in centre)
        swap = [centre.pop() for _ in range(ncards)]
        centre.append(king)
        centre.extend(reversed(swap))
        centre[-1] = centre[-1].lstrip("-")
        if sum(c.startswith("-") for c in centre) and centre[-1][0] == "K":
            self._king_to_bottom(centre)  # _fillStack

    def test_every_move_is_the_classes_move_and_the_end_is_theirs(self):
        game = load("clock")
        outcomes = set()
        for seed in range(1, 41):
            state = game.deal(seed=seed)
            while True:
                expected = self._move_by_the_class(zones(state)["clock"])
                moves = legal(state)
                if expected is None:
                    assert moves == set()
                    break
                assert len(moves) == 1  # the player never has a choice
                state = state.play(moves.pop())
                assert zones(state)["clock"] == expected, seed
            rows = zones(state)["clock"]
            won = all(len(r) == 4 and not r[-1].startswith("-") for r in rows)  # isGameWon
            assert state.outcome.result == ("won" if won else "lost")
            outcomes.add(state.outcome.result)
        assert outcomes == {"won", "lost"}  # forty deals see both ends
