"""Red Moon, Galary and Spaces (issue 28), rule by rule against their PySolFC classes (games/montana.py):
the deal, the gaps' rules, the redeal, and a move generator written from the classes'
acceptsCards that the engine's moves must match along random games.

Moves use the engine's notation ("tableau19>tableau2"; places counted from 1, row by row).
"""

import random

import positions
import pytest

import cardwright

RANKS = "A23456789TJQK"


def moves(state):
    return {str(move) for move in state.legal_moves()}


def card_moves(state):
    return {move for move in moves(state) if ">" in move}


def grid(state):
    """The tableau's places as card texts ('' for a gap); every card lies face up."""
    return [pile[-1] if pile else "" for pile in state.to_dict()["zones"]["tableau"]]


def rank(card):
    return RANKS.index(card[0]) + 1


# ---------------------------------------------------------------------------------------------
# Red Moon and Galary


def galary_accepts(places, target, card, row_length=14, right=True):
    """Galary_RowStack.acceptsCards for an empty place: an Ace at the start of a row (RBASE);
    else the card one above its left neighbour in suit, or one below its right neighbour in suit
    (PySolFC reads the right neighbour across the end of a row). Without ``right``, Red Moon's
    Montana_RowStack."""
    if target % row_length == 0:
        return rank(card) == 1
    left = places[target - 1]
    if left and left[1] == card[1] and rank(left) + 1 == rank(card):
        return True
    if right and target < len(places) - 1:
        neighbour = places[target + 1]
        if neighbour and neighbour[1] == card[1] and rank(neighbour) - 1 == rank(card):
            return True
    return False


def galary_moves(places, right=True):
    """Every move of a card into a gap that the PySolFC class allows."""
    return {
        f"tableau{source + 1}>tableau{target + 1}"
        for source, card in enumerate(places)
        if card
        for target, gap in enumerate(places)
        if not gap and galary_accepts(places, target, card, right=right)
    }


@pytest.mark.parametrize("name", ["red-moon", "galary"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_deal_puts_an_ace_at_the_start_of_each_row_and_leaves_the_second_place_empty(
    name, seed
):
    places = grid(cardwright.load(name).deal(seed=seed))
    rows = [places[i : i + 14] for i in range(0, 56, 14)]
    # RedMoon.startGame: the Aces (moved to the top of the talon) to r[::14], then twelve cards
    # to places 3 to 14 of each row.
    assert [row[0] for row in rows] == ["AS", "AH", "AD", "AC"]
    assert [row[1] for row in rows] == [""] * 4
    assert all(all(card and card[0] != "A" for card in row[2:]) for row in rows)
    assert sorted(places) == sorted([""] * 4 + [r + s for r in RANKS for s in "SHDC"])


def test_galarys_gaps_take_the_card_above_the_left_neighbour_or_below_the_right_in_suit():
    game = cardwright.load("galary")
    places = grid(game.deal(seed=1))
    # Row 1: AS, gap, 3S ...: the gap takes 2S (after AS, and below 3S).
    assert places[:3] == ["AS", "", "3S"]
    state = game.deal(seed=1)
    two = places.index("2S")
    assert f"tableau{two + 1}>tableau2" in card_moves(state)
    assert card_moves(state) == galary_moves(places)
    after = state.play(f"tableau{two + 1}>tableau2")
    # The place the 2S left takes the card above its left neighbour or below its right one.
    assert card_moves(after) == galary_moves(grid(after))


def test_an_ace_may_leave_the_start_of_its_row_for_the_gap_before_its_two():
    game = cardwright.load("galary")
    row1 = ["", "", *(r + "S" for r in RANKS[1:])]  # the AS gone, 2S to KS from place 3
    rest = [c + s for s in "HDC" for c in RANKS]
    layout = [*row1, "", "AS", "", *rest]  # the AS at place 16, in row 2
    state = positions.build(game, {"tableau": [[c] if c else [] for c in layout]}, filler="tableau")
    legal = card_moves(state)
    assert "tableau16>tableau2" in legal  # the AS, below the 2S on the right of place 2
    assert "tableau16>tableau1" in legal  # and to the start of the row
    assert legal == galary_moves(grid(state))
    red_moon = positions.build(
        cardwright.load("red-moon"),
        {"tableau": state.to_dict()["zones"]["tableau"]},
        filler="tableau",
    )
    assert card_moves(red_moon) == galary_moves(grid(state), right=False)
    assert "tableau16>tableau2" not in card_moves(red_moon)  # Red Moon reads the left only


def test_galary_is_won_with_every_row_from_ace_to_king_in_one_suit():
    game = cardwright.load("galary")
    rows = [[r + s for r in RANKS] + [""] for s in "HSCD"]
    tableau = [[c] if c else [] for row in rows for c in row]
    state = positions.build(game, {"tableau": tableau}, filler="tableau")
    assert state.outcome is not None and state.outcome.result == "won"
    rows[0][12:] = ["", "KH"]  # the King a place too far: the row's run ends at the Queen
    tableau = [[c] if c else [] for row in rows for c in row]
    state = positions.build(game, {"tableau": tableau}, filler="tableau")
    assert state.outcome is None or state.outcome.result != "won"


@pytest.mark.parametrize("name", ["red-moon", "galary"])
def test_a_redeal_comes_twice_leaving_a_gap_after_each_rows_run(name):
    game = cardwright.load(name)
    state = game.deal(seed=4)
    rounds = 0
    while "redeal" in moves(state):
        state = state.play("redeal")
        rounds += 1
        places = grid(state)
        for start in range(0, 56, 14):
            row = places[start : start + 14]
            run = 1  # Montana_Talon: the sequence from the row's Ace stays; a gap follows it
            while run < 14 and row[run] and row[run] == RANKS[run] + row[0][1]:
                run += 1
            assert row[0][0] == "A" and row[run] == ""
    assert rounds == 2  # max_rounds 3


@pytest.mark.parametrize(("name", "right"), [("red-moon", False), ("galary", True)])
@pytest.mark.parametrize("seed", range(6))
def test_the_moves_are_the_pysolfc_classes_along_random_games(name, right, seed):
    choose = random.Random(seed)
    state = cardwright.load(name).deal(seed=seed)
    for _ in range(120):
        assert card_moves(state) == galary_moves(grid(state), right=right)
        legal = sorted(moves(state))
        if not legal:
            break
        state = state.play(choose.choice(legal))


# ---------------------------------------------------------------------------------------------
# Spaces


def runs(places, row_length=13):
    """Per row, how many places from its start hold Montana's sequence (a 2, then up in suit)."""
    lengths = []
    for start in range(0, len(places), row_length):
        row = places[start : start + row_length]
        k = 0
        while k < row_length and row[k] and row[k] == RANKS[k + 1] + row[0][1]:
            k += 1
        lengths.append(k)
    return lengths


def test_spaces_deals_and_plays_as_montana():
    spaces, montana = cardwright.load("spaces"), cardwright.load("montana")
    assert spaces.rules.aliases == ("Addiction",)
    for seed in (1, 2):
        assert (
            spaces.deal(seed=seed).to_dict()["zones"] == montana.deal(seed=seed).to_dict()["zones"]
        )
        assert card_moves(spaces.deal(seed=seed)) == card_moves(montana.deal(seed=seed))


@pytest.mark.parametrize("seed", range(1, 9))
def test_a_spaces_redeal_keeps_the_runs_and_leaves_four_gaps_among_the_places_picked_up(seed):
    state = cardwright.load("spaces").deal(seed=seed)
    before = grid(state)
    kept = runs(before)
    after = grid(state.play("redeal"))
    # Montana_Talon picks up every place after a row's sequence; Spaces' talon deals the cards
    # back one to each of them but four, chosen at random.
    picked = [j for row, k in enumerate(kept) for j in range(row * 13 + k, row * 13 + 13)]
    gaps = [j for j, card in enumerate(after) if not card]
    assert len(gaps) == 4 and set(gaps) <= set(picked)
    assert all(after[j] == before[j] for j in range(52) if j not in picked)
    assert sorted(after[j] for j in picked) == sorted(before[j] for j in picked)


def test_spaces_gaps_fall_at_random_not_after_each_run_as_in_montana():
    after_runs = 0
    for seed in range(1, 13):
        state = cardwright.load("spaces").deal(seed=seed)
        kept = runs(grid(state))
        gaps = [j for j, card in enumerate(grid(state.play("redeal"))) if not card]
        montanas = [row * 13 + k for row, k in enumerate(kept)]
        after_runs += gaps == montanas
        montana = cardwright.load("montana").deal(seed=seed).play("redeal")
        assert [j for j, card in enumerate(grid(montana)) if not card] == montanas
    assert after_runs < 3  # four given places out of some forty: almost never


def test_spaces_redeals_twice():
    state = cardwright.load("spaces").deal(seed=3)
    rounds = 0
    while "redeal" in moves(state):
        state = state.play("redeal")
        rounds += 1
    assert rounds == 2  # max_rounds 3
