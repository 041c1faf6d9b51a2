"""The games added for PySolFC's Napoleon, Picture Gallery and Montana families (issue 28), rule
by rule against their PySolFC classes: a table of each game's deal, then positions that check
its build, foundation, tree, refill and redeal rules.

Napoleon Takes / Leaves Moscow: games/golf.py (NapoleonTakesMoscow, NapoleonLeavesMoscow and
FirTree_GameMethods); Mount Olympus and Zeus: games/picturegallery.py; House of Commons:
games/montana.py. Moves use the engine's notation ("tree16>foundation1", "tableau1:2>tableau3").
"""

import positions
import pytest

import cardwright

# name -> cards dealt to each pile of each zone, as the PySolFC class's startGame deals them
DEALS = {
    "napoleon-takes-moscow": {
        "tableau": [4] * 8,  # _startDealNumRowsAndDealRowAndCards(3): 3 rows, then one more
        "tree": [1] * 16,  # the fir tree: 11 rows of 1 and 2 cards
        "foundation": [0] * 8,
        "stock": [104 - 32 - 16 - 1],
        "waste": [1],  # talon.dealCards(): the first card turned
    },
    "napoleon-leaves-moscow": {
        "tableau": [5] * 8,  # _startDealNumRowsAndDealRowAndCards(4)
        "tree": [1] * 16,
        "foundation": [0] * 8,
        "stock": [104 - 40 - 16 - 1],
        "waste": [1],
    },
    "mount-olympus": {
        "odd": [1] * 8,  # the Aces (dealRow(rows=foundations), after _shuffleHookMoveToTop)
        "even": [1] * 8,  # the Twos
        "tableau": [1] * 9,
        "stock": [104 - 16 - 9],
    },
    "zeus": {
        "odd": [1] * 8,
        "even": [1] * 8,
        "tableau": [4] * 9,  # four dealRow()s
        "stock": [104 - 16 - 36],
    },
}

MOSCOW = ("napoleon-takes-moscow", "napoleon-leaves-moscow")
OLYMPUS = ("mount-olympus", "zeus")


def moves(state):
    return {str(move) for move in state.legal_moves()}


@pytest.mark.parametrize("name", sorted(DEALS))
@pytest.mark.parametrize("seed", [1, 2])
def test_the_deal_is_the_pysolfc_class_deal(name, seed):
    zones = cardwright.load(name).deal(seed=seed).to_dict()["zones"]
    assert {zone: [len(pile) for pile in piles] for zone, piles in zones.items()} == DEALS[name]
    dealt = [card for piles in zones.values() for pile in piles for card in pile]
    face_up = [card for card in dealt if not card.startswith("-")]
    assert len(face_up) == len(dealt) - len(zones["stock"][0])  # all open but the stock


def test_olympus_foundations_start_with_the_aces_and_the_twos():
    zones = cardwright.load("mount-olympus").deal(seed=3).to_dict()["zones"]
    assert sorted(pile[0] for pile in zones["odd"]) == sorted(["AS", "AH", "AD", "AC"] * 2)
    assert sorted(pile[0] for pile in zones["even"]) == sorted(["2S", "2H", "2D", "2C"] * 2)


# The fir tree (FirTree_GameMethods._createFirTree): pile -> the piles that block it.
FIR_TREE = {
    1: (2, 3),
    2: (4,),
    3: (4,),
    4: (5, 6),
    5: (7,),
    6: (7,),
    7: (8, 9),
    8: (10,),
    9: (10,),
    10: (11, 12),
    11: (13,),
    12: (13,),
    13: (14, 15),
    14: (16,),
    15: (16,),
}


@pytest.mark.parametrize("name", MOSCOW)
def test_a_tree_card_plays_only_once_the_cards_blocking_it_are_gone(name):
    """Sixteen tree cards that could all play (eight Twos on the Aces, eight Kings to spaces):
    as the tree is cleared from the bottom, exactly the unblocked piles may move."""
    game = cardwright.load(name)
    foundation = [["AS"], ["AS"], ["AH"], ["AH"], ["AD"], ["AD"], ["AC"], ["AC"]]
    cards = ["2S", "2S", "2H", "2H", "2D", "2D", "2C", "2C"] + ["KS", "KH", "KD", "KC"] * 2
    tree = [[card] for card in cards]
    for cleared in (None, 16, 14, 15, 13, 11, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2):
        if cleared is not None:
            tree[cleared - 1] = []
        state = positions.build(game, {"tree": tree, "foundation": foundation})
        playing = {n for n in range(1, 17) if any(m.startswith(f"tree{n}>") for m in moves(state))}
        unblocked = {
            n
            for n in range(1, 17)
            if tree[n - 1] and all(not tree[b - 1] for b in FIR_TREE.get(n, ()))
        }
        assert playing == unblocked, cleared
    assert playing == {1}


@pytest.mark.parametrize("name", MOSCOW)
def test_moscow_columns_build_down_in_suit_and_take_only_a_king_when_empty(name):
    game = cardwright.load(name)
    state = positions.build(
        game,
        {
            "tableau": [["9S"], ["8S"], ["8H"], [], ["KD"], ["QD"], ["5C"], ["6C"]],
            "tree": [[]] * 15 + [["KC"]],
            "waste": [["QS"]],
        },
    )
    legal = moves(state)
    assert "tableau2>tableau1" in legal  # 8S on 9S
    assert "tableau3>tableau1" not in legal  # 8H on 9S: not in suit
    assert "tableau7>tableau8" in legal  # 5C on 6C
    assert "tableau8>tableau7" not in legal  # 6C on 5C: up, not down
    assert "tableau5>tableau4" in legal  # a King to a space
    assert "tree16>tableau4" in legal  # the tree's free King too
    assert "tableau1>tableau4" not in legal  # a 9 may not fill a space
    assert "tableau6>tableau5" in legal  # QD on KD
    assert (
        "tableau2>tree15" not in legal and "tableau2>tree16" not in legal
    )  # no building on the tree


def test_takes_moscow_moves_one_card_and_leaves_moscow_moves_runs_in_suit():
    layout = {"tableau": [["TS"], ["9H", "8H"], ["9S", "8S"], [], [], [], [], []]}
    takes = positions.build(cardwright.load("napoleon-takes-moscow"), layout)
    leaves = positions.build(cardwright.load("napoleon-leaves-moscow"), layout)
    assert "tableau3:2>tableau1" not in moves(takes)  # max_move 1
    assert "tableau3:2>tableau1" in moves(leaves)  # SS_RowStack: a run in suit
    assert "tableau2:2>tableau1" not in moves(leaves)  # a heart run on a spade


@pytest.mark.parametrize("name", MOSCOW)
def test_moscow_foundations_build_up_in_suit_and_give_back_to_the_columns(name):
    game = cardwright.load(name)
    state = positions.build(
        game,
        {
            "tableau": [["3S"], ["2H"], ["4S"], [], [], [], [], []],
            "foundation": [["AS", "2S"], ["AH"], [], [], [], [], [], []],
        },
    )
    legal = moves(state)
    assert "tableau1>foundation1" in legal
    assert "tableau3>foundation1" not in legal
    assert "tableau2>foundation2" in legal
    # a foundation's top card comes back to a column (max_move 1), not to the tree or waste
    back = positions.build(
        game,
        {
            "tableau": [["3H"], [], [], [], [], [], [], []],
            "foundation": [["AS", "2S"], [], [], [], [], [], [], []],
        },
    )
    assert "foundation1>tableau1" not in moves(back)  # 2S on 3H: not in suit
    back = positions.build(
        game,
        {
            "tableau": [["3S"], [], [], [], [], [], [], []],
            "foundation": [["AS", "2S"], [], [], [], [], [], [], []],
        },
    )
    assert "foundation1>tableau1" in moves(back)


@pytest.mark.parametrize("name", MOSCOW)
def test_the_moscow_stock_is_gone_through_three_times(name):
    game = cardwright.load(name)
    state = positions.build(game, {"stock": [["-5C", "-6C"]], "waste": [[]]}, filler="foundation")
    passes = 1
    for _ in range(20):
        legal = moves(state)
        if "turn" in legal:
            state = state.play("turn")
        elif "redeal" in legal:
            state = state.play("redeal")
            passes += 1
        else:
            break
    assert passes == 3


def test_olympus_builds_by_twos_in_suit_and_moves_runs_so_built():
    game = cardwright.load("mount-olympus")
    aces = [["AS"], ["AS"], ["AH"], ["AH"], ["AD"], ["AD"], ["AC"], ["AC"]]
    twos = [["2S"], ["2S"], ["2H"], ["2H"], ["2D"], ["2D"], ["2C"], ["2C"]]
    tableau = [["9S"], ["JS", "9S"], ["7S"], ["8S"], ["3H"], ["4C"], ["KD"], ["5H"], ["7D"]]
    state = positions.build(game, {"odd": aces, "even": twos, "tableau": tableau})
    legal = moves(state)
    assert "tableau3>tableau1" in legal  # 7S on 9S
    assert "tableau4>tableau1" not in legal  # 8S on 9S: one rank
    assert "tableau2:2>tableau7" not in legal  # JS on KD: not in suit
    assert "tableau5>odd3" in legal  # 3H on AH
    assert "tableau5>odd1" not in legal  # 3H on AS
    assert "tableau6>even7" in legal  # 4C on 2C
    assert "tableau6>odd7" not in legal  # 4C on AC: a step of three
    assert "odd1>tableau1" not in legal  # foundations never give (max_move 0)
    run = positions.build(
        game,
        {
            "odd": aces,
            "even": twos,
            "tableau": [["KS"], ["JS", "9S"], [], [], [], [], [], [], []],
        },
    )
    assert "tableau2:2>tableau1" in moves(run)  # the run J-9 of spades on the King


def test_olympus_refills_an_emptied_column_from_the_stock_then_takes_any_card():
    game = cardwright.load("mount-olympus")
    aces = [["AS"], ["AS"], ["AH"], ["AH"], ["AD"], ["AD"], ["AC"], ["AC"]]
    twos = [["2S"], ["2S"], ["2H"], ["2H"], ["2D"], ["2D"], ["2C"], ["2C"]]
    tableau = [["3S"], ["QH"], ["6D"], ["8C"], ["TS"], ["TH"], ["TD"], ["TC"], ["9C"]]
    state = positions.build(
        game, {"odd": aces, "even": twos, "tableau": tableau, "stock": [["-5S"]]}
    )
    after = state.play("tableau1>odd1").to_dict()["zones"]
    assert after["tableau"][0] == ["5S"]  # the stock's top card, turned face up
    emptied = positions.build(
        game,
        {"odd": aces, "even": twos, "tableau": [[], *tableau[1:]], "stock": [[]]},
        filler="tableau",
        filler_index=8,
    )
    assert "tableau2>tableau1" in moves(emptied)  # any card, once the stock is gone


def test_olympus_deal_puts_one_card_on_every_column():
    game = cardwright.load("mount-olympus")
    state = game.deal(seed=4)
    dealt = state.play("deal").to_dict()["zones"]
    assert [len(pile) for pile in dealt["tableau"]] == [2] * 9
    assert len(dealt["stock"][0]) == 79 - 9


def test_zeus_takes_only_a_king_or_queen_in_a_space_once_the_stock_is_gone():
    game = cardwright.load("zeus")
    aces = [["AS"], ["AS"], ["AH"], ["AH"], ["AD"], ["AD"], ["AC"], ["AC"]]
    twos = [["2S"], ["2S"], ["2H"], ["2H"], ["2D"], ["2D"], ["2C"], ["2C"]]
    tableau = [[], ["QH"], ["KD"], ["JC"], ["TS"], ["TH"], ["TD"], ["TC"], ["9C"]]
    state = positions.build(
        game,
        {"odd": aces, "even": twos, "tableau": tableau, "stock": [[]]},
        filler="tableau",
        filler_index=8,
    )
    legal = moves(state)
    assert "tableau2>tableau1" in legal and "tableau3>tableau1" in legal
    assert "tableau4>tableau1" not in legal and "tableau9>tableau1" not in legal
    refilled = positions.build(
        game,
        {"odd": aces, "even": twos, "tableau": [["3S"], *tableau[1:]], "stock": [["-5S"]]},
    )
    after = refilled.play("tableau1>odd1").to_dict()["zones"]
    assert after["tableau"][0] == ["5S"]  # the stock still fills a space with any card


def test_house_of_commons_is_montana_on_forty_cards_in_rows_of_ten_with_one_redeal():
    game = cardwright.load("house-of-commons")
    assert game.rules.total_cards == 40
    zones = game.deal(seed=5).to_dict()["zones"]
    assert len(zones["tableau"]) == 40
    assert sum(1 for pile in zones["tableau"] if not pile) == 4  # the Aces' gaps
    assert sorted(pile[0][0] for pile in zones["aces"]) == ["A"] * 4
    ranks = sorted({pile[0][0] for pile in zones["tableau"] if pile})
    assert ranks == sorted("23456789T")
    state = game.deal(seed=5)
    redeals = 0
    while "redeal" in moves(state):
        state = state.play("redeal")
        redeals += 1
    assert redeals == 1  # max_rounds 2


def test_house_of_commons_gaps_take_the_next_card_up_in_suit_or_a_two_at_a_row_start():
    game = cardwright.load("house-of-commons")
    rows = [["2S"], ["3S"], []] + [[c] for c in ["5D", "6D", "7D", "8D", "9D", "TD"]] + [[]]
    rows += [[]] + [[c] for c in ["2D", "3D", "4D", "2H", "3H", "4H", "5H", "6H", "7H"]]
    rows += [[c] for c in ["8H", "9H", "TH", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]]
    rows += [[c] for c in ["9C", "TC", "4S", "5S", "6S", "7S", "8S", "9S", "TS"]] + [[]]
    aces = [["AS"], ["AH"], ["AD"], ["AC"]]
    state = positions.build(game, {"tableau": rows, "aces": aces}, filler="aces")
    legal = moves(state)
    assert "tableau33>tableau3" in legal  # 4S after 3S
    assert "tableau16>tableau3" not in legal  # 3H after 3S
    assert "tableau9>tableau10" not in legal  # after a 10 nothing follows
    assert "tableau15>tableau11" in legal  # a 2 starts row two
    assert "tableau4>tableau11" not in legal
