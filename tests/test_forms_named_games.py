"""The general forms added for the games issue 28 names, tested on small hand-written variants
(each form on its own, on every engine that runs it), apart from the shipped games that use them
(tests/test_named_games.py):

- ``deal ..., K at the bottom`` (Baker's Dozen, Good Measure, Bristol): the cards of those ranks
  in each pile are put beneath its other cards at the deal, each group keeping its order.
- ``takes cards only if CONDITION`` and ``gives cards only if CONDITION`` (Strategy): moves by
  hand onto (or from) the zone's piles wait for the conditions; actions are not held back.
- ``takes a card only if a higher card of its suit tops ZONE[, aces high]`` (Aces Up): a card
  goes onto the zone only while a card of its suit and a higher rank tops a pile of ZONE.
- ``ZONE has N cards`` (Aces Up's won line): the zones hold exactly N cards.
- ``takes a card only if a card of its rank lies in the pile before it`` (Osmosis): a card goes
  onto a pile other than the first only while the pile before it holds a card of its rank.
- ``takes N cards at a time`` (Beehive): only groups of exactly N cards are put on the zone.
- ``empty accepts RULE from its left neighbour or RULE from its right neighbour`` (Moonlight,
  PySolFC's Free Parking): a gap also takes a card by its relation to the pile on its right.
- ``row N gives only to the ZONE pile in line with it, until CONDITION`` (Little Spider): a card
  of those rows goes to ZONE only onto the pile at its pile's place in its row, until the
  conditions hold.
- ``gives top card, only to a pile touching it`` (Monte Carlo): within the zone, a card goes
  only onto a pile next to its own in the rows, diagonals included.
- ``once a pile is built up or down, every pile builds that way`` (Braid): the first pile built
  two cards high sets the way, up or down, of every pile of the zone.
- ``sends its top card under the face-down cards of the pile of its rank, whose top card comes
  back turned up`` and the condition ``no face-down cards in ZONE`` (Clock): a card goes beneath
  the face-down cards of its rank's pile, whose top card turns up and takes its place.
- ``builds only on its base`` (Royal Parade): a pile whose bottom card is not a rank its empty
  piles take takes no card.
- ``exchanges a lone card with a lone card of ZONE, ... when each is the other's base`` (Royal Parade):
  two lone cards, each the base of the other's zone, trade places in one move.
- ``action NAME: close up ZONE and refill it from SOURCE`` (Monte Carlo): the cards move up to
  fill the gaps, in pile order, and the empty piles left take a card each from SOURCE.
- ``deal COUNTS in each row, ..., RANK at the start of each row`` (Galary, PySolFC's Red Moon
  layout): the cards of a rank are taken out first and start the rows; the counts repeat row by
  row.
- ``gather ..., deal back leaving the gaps at random`` (Spaces): one card to each place picked
  up while they last, the places left empty chosen by the position's seed.
- ``gather ..., deal back as at the start`` (Tvete's Grandfather): the cards go back as the
  zone's fixed deal puts them down, face-down cards first, round by round, while they last.
- ``action NAME: play a bottom card from ZONE`` (Labyrinth): the bottom card of a pile of two
  or more is played where the zone's top card could go, the cards above it staying.
- ``... to each pile of ZONE with fewer than N cards`` (Labyrinth): a deal only to the piles
  holding fewer than N cards as it starts.
- ``each starting rank has a colour of its own`` (Little Spider): the piles a rank starts share
  a colour, and no two ranks start piles of one colour.
"""

from __future__ import annotations

import pytest
from positions import assert_rejected, build, legal, zones

import cardwright
from cardwright import Game, VariantError
from cardwright.engine import native
from cardwright.rules import IRError, rules_to_json
from cardwright.words.describe import describe

ENGINES = ["python", "auto"] if native.built() else ["python"]


def load_text(tmp_path, text, name, **options):
    path = tmp_path / f"{name}.cw"
    path.write_text(text, "utf-8")
    return cardwright.load(str(path), **options)


def error_of(tmp_path, text, name="bad"):
    with pytest.raises(VariantError) as raised:
        load_text(tmp_path, text, name)
    return raised.value


# ---------------------------------------------------------------------------------------------
# K at the bottom

UNDER = """\
game under "Kings beneath"
zone tableau: tableau, 4 piles
  deal {deal}
  builds down
  gives top card
zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  gives nothing
won if all cards in foundation
"""

# Dealt round-robin into four piles: pile 1 gets the 1st, 5th, 9th ... card of the order.
ORDER = ["2S", "AS", "AH", "AD", "KS", "3S", "4S", "5S", "QH", "6S", "KH", "7S", "KD"]


@pytest.mark.parametrize("engine", ENGINES)
def test_the_kings_of_each_pile_go_beneath_its_other_cards_which_keep_their_order(tmp_path, engine):
    game = load_text(
        tmp_path, UNDER.format(deal="rest face up, K at the bottom"), "u", engine=engine
    )
    tableau = zones(game.deal(order=ORDER))["tableau"]
    # pile 1 was dealt 2S KS QH KD ... (bottom first): its Kings go beneath, the rest in order
    assert tableau[0][:4] == ["KS", "KD", "2S", "QH"]
    for seed in range(30):
        for pile in zones(game.deal(seed=seed))["tableau"]:
            ranks = [card[0] for card in pile]
            assert ranks == sorted(ranks, key=lambda r: r != "K")


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_detail_the_deal_keeps_its_order(tmp_path, engine):
    game = load_text(tmp_path, UNDER.format(deal="rest face up"), "plain", engine=engine)
    assert zones(game.deal(order=ORDER))["tableau"][0][:4] == ["2S", "KS", "QH", "KD"]


@pytest.mark.parametrize("engine", ENGINES)
def test_several_ranks_go_beneath_before_the_faces_are_set(tmp_path, engine):
    deal = "rest, top face up, K or Q at the bottom"
    game = load_text(tmp_path, UNDER.format(deal=deal), "kq", engine=engine)
    pile = zones(game.deal(order=ORDER))["tableau"][0]
    assert pile[:4] == ["-KS", "-QH", "-KD", "-2S"]  # K and Q beneath, then the rest, faced after
    assert not pile[-1].startswith("-")


def test_the_kings_beneath_are_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, UNDER.format(deal="rest face up, K at the bottom"), "u")
    assert "each pile's Kings are put beneath its other cards" in describe(game)
    deal = rules_to_json(game.rules)["zones"][0]["deal"]
    assert deal["under"] == [13]


@pytest.mark.parametrize(
    ("deal", "says"),
    [
        ("nothing, K at the bottom", "dealt no card to a pile"),
        ("rank A, one of each suit, K at the bottom", "dealt one card to a pile"),
    ],
)
def test_kings_at_the_bottom_of_piles_of_one_card_is_an_error_at_the_line(tmp_path, deal, says):
    error = error_of(
        tmp_path,
        UNDER.format(deal=deal).replace(
            "won if", "zone stock: stock\n  deal rest face down\nwon if"
        ),
    )
    assert (
        says in error.message and "'at the bottom' needs a deal of several cards" in error.message
    )
    assert (error.line, error.column) == (3, 3)


def test_a_rank_at_the_bottom_must_be_a_rank(tmp_path):
    error = error_of(tmp_path, UNDER.format(deal="rest face up, X at the bottom"))
    assert error.line == 3 and "unexpected" in error.message


@pytest.mark.parametrize("engine", ENGINES)
def test_a_rank_beyond_king_in_hand_written_ir_is_an_ir_error(tmp_path, engine):
    game = load_text(tmp_path, UNDER.format(deal="rest face up, K at the bottom"), "u")
    data = rules_to_json(game.rules)
    data["zones"][0]["deal"]["under"] = [14]
    with pytest.raises(IRError, match="ranks are 1") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[0].deal.under"


# ---------------------------------------------------------------------------------------------
# takes cards only if, gives cards only if

GATED = """\
game gated "Gated"
zone stock: stock, 1 pile
  deal rest face down
  keeps its top card face up
  gives top card to tableau
zone tableau: tableau, 2 piles
  builds any rank
  empty accepts any card
  gives top card
  {tableau}
zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  gives top card to tableau
  {foundation}
won if all cards in foundation
"""


def gated(tmp_path, engine, tableau="", foundation="takes cards only if stock is empty"):
    text = GATED.format(tableau=tableau, foundation=foundation)
    return load_text(tmp_path, text, "gated", engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_zone_takes_cards_only_while_its_condition_holds(tmp_path, engine):
    game = gated(tmp_path, engine)
    assert game.engine == ("python" if engine == "python" else "native")
    waiting = build(
        game, {"stock": [["AS"]], "tableau": [["AH"], []]}, filler="tableau", filler_index=1
    )
    assert not any(">foundation" in move for move in legal(waiting))
    assert "stock1>tableau1" in legal(waiting)  # the stock still plays elsewhere
    assert_rejected(
        waiting, "tableau1>foundation1", "the foundation takes cards only when the stock is empty"
    )
    open_ = build(game, {"stock": [[]], "tableau": [["AH"], []]}, filler="tableau", filler_index=1)
    assert "tableau1>foundation1" in legal(open_)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_zone_gives_cards_only_while_its_condition_holds(tmp_path, engine):
    game = gated(tmp_path, engine, foundation="gives cards only if stock is empty")
    layout = {"tableau": [["3S"], []], "foundation": [["AH", "2H"], [], [], []]}
    waiting = build(game, {**layout, "stock": [["9C"]]}, filler="tableau", filler_index=1)
    assert "foundation1>tableau1" not in legal(waiting)
    assert_rejected(
        waiting, "foundation1>tableau1", "the foundation gives cards only when the stock is empty"
    )
    assert "tableau1>foundation2" not in legal(waiting)  # (3S: no Ace below it) taking is not held
    open_ = build(game, {**layout, "stock": [[]]}, filler="tableau", filler_index=1)
    assert "foundation1>tableau1" in legal(open_)


@pytest.mark.parametrize("engine", ENGINES)
def test_several_conditions_must_all_hold(tmp_path, engine):
    game = gated(
        tmp_path, engine, foundation="takes cards only if stock is empty and tableau has 2 piles"
    )
    state = build(game, {"stock": [[]], "tableau": [["AH"], []]}, filler="tableau", filler_index=1)
    assert "tableau1>foundation1" in legal(state)


def test_the_gates_are_described(tmp_path):
    text = describe(gated(tmp_path, "python", tableau="gives cards only if stock is empty"))
    assert "it takes cards by hand only when the stock is empty" in text
    assert "it gives cards by hand only when the stock is empty" in text


def test_a_gate_naming_an_unknown_zone_is_an_error_with_a_suggestion(tmp_path):
    error = error_of(
        tmp_path, GATED.format(tableau="", foundation="takes cards only if stok is empty")
    )
    assert "unknown zone 'stok'" in error.message and "'stock'" in error.message
    assert (error.line, error.column) == (15, 23)


def test_a_gate_without_a_condition_is_a_syntax_error(tmp_path):
    error = error_of(tmp_path, GATED.format(tableau="", foundation="takes cards only if"))
    assert error.line == 15 and "unexpected" in error.message


def test_a_gate_on_order_needs_a_zone_whose_rows_follow_their_left_neighbour(tmp_path):
    error = error_of(
        tmp_path, GATED.format(tableau="", foundation="takes cards only if tableau is in order")
    )
    assert "say what order its rows follow" in error.message


@pytest.mark.parametrize("engine", ENGINES)
def test_a_gate_naming_no_zone_in_hand_written_ir_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(gated(tmp_path, "python").rules)
    data["zones"][2]["takes_if"][0]["zones"] = ["nowhere"]
    with pytest.raises(IRError, match="no zone 'nowhere'") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[2].takes_if[0].zones[0]"


# ---------------------------------------------------------------------------------------------
# no rank twice in a pile

DISTINCT = """\
game distinct "No rank twice"
zone tableau: tableau, 2 piles
  deal {deal}
  builds same rank
  gives top card
zone stock: stock, 1 pile
  deal rest face down
won if tableau is empty
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_a_repeated_rank_is_exchanged_with_the_first_later_card_of_a_rank_not_held(
    tmp_path, engine
):
    game = load_text(
        tmp_path, DISTINCT.format(deal="3 face up, no rank twice in a pile"), "d", engine=engine
    )
    order = ["4S", "4H", "9C", "9D", "4D", "9H", "5C"]
    tableau = zones(game.deal(order=order))["tableau"]
    # pile 1: the 4H repeats the 4S and is exchanged with the 9C; then it comes up again and
    # goes further, for the 5C, the first later card of neither rank
    assert tableau[0] == ["4S", "9C", "5C"]
    # pile 2: the 9H repeats the 9D; the 4H after it repeats the 4D; the Ace of spades (the
    # first card the order leaves out) does not
    assert tableau[1] == ["9D", "4D", "AS"]
    for seed in range(30):
        for pile in zones(game.deal(seed=seed))["tableau"]:
            assert len({card[0] for card in pile}) == len(pile)


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_detail_a_pile_may_hold_a_rank_twice(tmp_path, engine):
    game = load_text(tmp_path, DISTINCT.format(deal="3 face up"), "plain", engine=engine)
    assert zones(game.deal(order=["4S", "4H", "9C"]))["tableau"][0] == ["4S", "4H", "9C"]


def test_no_rank_twice_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, DISTINCT.format(deal="3 face up, no rank twice in a pile"), "d")
    assert "a card whose rank the pile already holds is exchanged" in describe(game)
    assert rules_to_json(game.rules)["zones"][0]["deal"]["distinct_ranks"] is True


def test_no_rank_twice_needs_a_fixed_deal(tmp_path):
    text = DISTINCT.format(deal="rest face up, no rank twice in a pile").replace(
        "  deal rest face down\n", "  deal nothing\n"
    )
    error = error_of(tmp_path, text)
    assert "'no rank twice in a pile' exchanges cards as a fixed number is dealt" in error.message
    assert (error.line, error.column) == (3, 3)


def test_no_rank_twice_cannot_be_combined_with_a_base_rank_deal(tmp_path):
    text = DISTINCT.format(deal="3 face up, no rank twice in a pile").replace(
        "won if",
        "zone foundation: foundation, 3 piles\n"
        "  deal the other cards of the base rank of tableau\nwon if",
    )
    error = error_of(tmp_path, text)
    assert "a file may do one or the other" in error.message and error.line == 3


# ---------------------------------------------------------------------------------------------
# builds ..., nothing on K

NOT_ON = """\
game barred "Nothing on a King"
zone tableau: tableau, 4 piles
  deal 1 face up
  builds {rule}
  gives top card
  empty accepts any card
zone stock: stock, 1 pile
  deal rest face down
won if stock is empty
"""


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    ("rule", "king", "queen"),
    [
        ("down, nothing on K", False, True),  # a Queen on a King refused; a Jack on a Queen taken
        ("down", True, True),
        ("any rank, nothing on K or Q", False, False),
    ],
)
def test_nothing_goes_on_a_card_of_the_ranks_named(tmp_path, engine, rule, king, queen):
    game = load_text(tmp_path, NOT_ON.format(rule=rule), "barred", engine=engine)
    state = build(game, {"tableau": [["KS"], ["QH"], ["QD"], ["JC"]]})
    assert ("tableau2>tableau1" in legal(state)) is king
    assert ("tableau4>tableau3" in legal(state)) is queen


def test_nothing_on_a_king_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, NOT_ON.format(rule="down in suit, nothing on K"), "barred")
    assert "builds down by one in suit, nothing on a King" in describe(game)
    builds = rules_to_json(game.rules)["zones"][0]["builds"]
    assert builds["terms"][-1] == {"term": "not_on", "ranks": [13]}


def test_nothing_on_needs_a_rank(tmp_path):
    error = error_of(tmp_path, NOT_ON.format(rule="down, nothing on kings"))
    assert error.line == 4 and "unexpected" in error.message


@pytest.mark.parametrize("engine", ENGINES)
def test_a_rank_beyond_king_in_a_not_on_term_is_an_ir_error(tmp_path, engine):
    game = load_text(tmp_path, NOT_ON.format(rule="down, nothing on K"), "barred")
    data = rules_to_json(game.rules)
    data["zones"][0]["builds"]["terms"][-1]["ranks"] = [0]
    with pytest.raises(IRError, match="ranks are 1") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[0].builds.terms[2].ranks"


# ---------------------------------------------------------------------------------------------
# all from each pile of ZONE to ZONE

EACH_PILE = """\
game corners "Corners gathered"
zone stock: stock, 1 pile
  deal rest face down
zone corner: waste, 3 piles
  builds any rank
  empty accepts any card
zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
{action}
action turn: 1 from stock to corner, face up
won if all cards in foundation
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_every_pile_is_taken_in_turn_each_from_the_top(tmp_path, engine):
    action = (
        "action redeal: all from each pile of corner to stock, face down, only if stock is empty"
    )
    game = load_text(tmp_path, EACH_PILE.format(action=action), "corners", engine=engine)
    state = build(game, {"stock": [[]], "corner": [["2S", "3S"], [], ["4H"]]}, filler="foundation")
    assert "redeal" in legal(state)
    after = zones(state.play("redeal"))
    assert after["stock"] == [["-3S", "-2S", "-4H"]]
    assert after["corner"] == [[], [], []]
    assert "redeal" not in legal(build(game, {"stock": [["5C"]]}, filler="foundation"))


@pytest.mark.parametrize("engine", ENGINES)
def test_taking_from_each_pile_needs_a_card_somewhere(tmp_path, engine):
    action = "action redeal: all from each pile of corner to stock, face down"
    game = load_text(tmp_path, EACH_PILE.format(action=action), "corners", engine=engine)
    empty = build(game, {"stock": [[]], "corner": [[], [], []]}, filler="foundation")
    assert_rejected(empty, "redeal", "every corner pile is empty")


@pytest.mark.parametrize(
    ("action", "says"),
    [
        ("action redeal: 2 from each pile of corner to stock", "it takes all their cards"),
        ("action redeal: all from each pile of corner to each pile of stock", "takes all"),
    ],
)
def test_from_each_pile_takes_all_onto_a_pile_or_is_an_error_at_the_line(tmp_path, action, says):
    error = error_of(tmp_path, EACH_PILE.format(action=action))
    assert says in error.message and (error.line, error.column) == (10, 1)


def test_from_each_pile_is_written_in_the_ir(tmp_path):
    action = "action redeal: all from each pile of corner to stock, face down"
    game = load_text(tmp_path, EACH_PILE.format(action=action), "corners")
    redeal = rules_to_json(game.rules)["actions"][0]
    assert redeal["from_each"] is True and redeal["amount"] is None


# ---------------------------------------------------------------------------------------------
# takes a card only if a higher card of its suit tops ZONE

OUTRANKED = """\
game beaten "Beaten"
zone tableau: tableau, 4 piles
  gives top card
  empty accepts any card
zone discard: foundation, 1 pile
  builds any rank
  empty accepts any card
  takes a card only if a higher card of its suit tops tableau{high}
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
won if discard has {count} cards
"""


def beaten(tmp_path, engine, high=", aces high", count=48):
    return load_text(tmp_path, OUTRANKED.format(high=high, count=count), "beaten", engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_card_is_discarded_only_while_a_higher_card_of_its_suit_tops_a_pile(tmp_path, engine):
    game = beaten(tmp_path, engine)
    state = build(game, {"tableau": [["5S"], ["9S"], ["KH"], ["2D"]]})
    assert {m for m in legal(state) if ">discard" in m} == {"tableau1>discard1"}
    assert_rejected(state, "tableau3>discard1", "higher card of its suit", "tableau")
    assert_rejected(state, "tableau2>discard1", "higher card of its suit")  # no higher spade


@pytest.mark.parametrize("engine", ENGINES)
def test_with_aces_high_an_ace_beats_a_king_and_is_never_discarded(tmp_path, engine):
    game = beaten(tmp_path, engine)
    state = build(game, {"tableau": [["KH"], ["AH"], ["AS"], ["QS"]]})
    assert {m for m in legal(state) if ">discard" in m} == {
        "tableau1>discard1",
        "tableau4>discard1",
    }
    assert_rejected(state, "tableau2>discard1", "higher card of its suit")


@pytest.mark.parametrize("engine", ENGINES)
def test_without_aces_high_an_ace_is_the_lowest_card(tmp_path, engine):
    game = beaten(tmp_path, engine, high="")
    state = build(game, {"tableau": [["KH"], ["AH"], ["2H"], []]})
    assert {m for m in legal(state) if ">discard" in m} == {
        "tableau2>discard1",
        "tableau3>discard1",
    }


@pytest.mark.parametrize("engine", ENGINES)
def test_a_higher_card_under_the_top_card_does_not_count(tmp_path, engine):
    game = beaten(tmp_path, engine)
    state = build(game, {"tableau": [["5S"], ["9S", "2C"], [], []]})
    assert not any(">discard" in m for m in legal(state))


@pytest.mark.parametrize("engine", ENGINES)
def test_a_zone_with_so_many_cards_wins(tmp_path, engine):
    game = beaten(tmp_path, engine, count=2)
    state = build(game, {"tableau": [["5S"], ["9S"], [], []], "discard": [["2H"]]})
    assert state.outcome is None or state.outcome.result != "won"
    assert state.play("tableau1>discard1").outcome.result == "won"


def test_the_outranked_rule_and_the_card_count_are_described_and_written_in_the_ir(tmp_path):
    game = beaten(tmp_path, "python")
    text = describe(game)
    assert "only while a higher card of its suit, Aces ranking above Kings, tops a tableau" in text
    assert "Won when the discard has 48 cards in all." in text
    data = rules_to_json(game.rules)
    assert data["zones"][1]["outranked_in"] == "tableau" and data["zones"][1]["aces_high"]
    assert data["won"][0] == {
        "term": "condition",
        "kind": "cards",
        "zones": ["discard"],
        "count": 48,
    }


def test_the_outranked_rule_naming_an_unknown_zone_is_an_error_with_a_suggestion(tmp_path):
    text = OUTRANKED.format(high="", count=48).replace("tops tableau", "tops tablaeu")
    error = error_of(tmp_path, text)
    assert "unknown zone 'tablaeu'" in error.message and "'tableau'" in error.message
    assert (error.line, error.column) == (8, 55)


@pytest.mark.parametrize("engine", ENGINES)
def test_the_outranked_rule_naming_no_zone_in_hand_written_ir_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(beaten(tmp_path, "python").rules)
    data["zones"][1]["outranked_in"] = "nowhere"
    with pytest.raises(IRError, match="no zone 'nowhere'") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[1].outranked_in"


# ---------------------------------------------------------------------------------------------
# takes a card only if a card of its rank lies in the pile before it

BEFORE = """\
game before "Rank before"
zone tableau: tableau, 4 piles
  gives top card
zone foundation: foundation, 3 piles
  builds any rank in suit
  empty accepts any card
  takes a card only if a card of its rank lies in the pile before it
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
won if all cards in foundation
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_a_card_goes_on_a_pile_only_while_the_pile_before_holds_its_rank(tmp_path, engine):
    game = load_text(tmp_path, BEFORE, "before", engine=engine)
    layout = {
        "tableau": [["5H"], ["9H"], ["7C"], []],
        "foundation": [["KS", "5S", "7S"], ["KH"], []],
    }
    state = build(game, layout)
    moves = {m for m in legal(state) if ">foundation" in m}
    assert "tableau1>foundation2" in moves  # a 5 lies in foundation 1
    assert "tableau2>foundation2" not in moves  # no 9 in foundation 1
    assert "tableau3>foundation3" not in moves  # no 7 in foundation 2
    assert "tableau3>foundation1" not in moves  # the first pile builds in suit: no club on spades
    assert_rejected(state, "tableau2>foundation2", "foundation 1 holds a card of its rank")


@pytest.mark.parametrize("engine", ENGINES)
def test_the_first_pile_reads_no_pile_before_it(tmp_path, engine):
    game = load_text(tmp_path, BEFORE, "before", engine=engine)
    state = build(game, {"tableau": [["QS"], [], [], []], "foundation": [["KS"], [], []]})
    assert {m for m in legal(state) if ">foundation" in m} == {"tableau1>foundation1"}


def test_the_rank_before_rule_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, BEFORE, "before", engine="python")
    assert "only while the pile before it holds a card of its rank" in describe(game)
    assert rules_to_json(game.rules)["zones"][1]["rank_in_pile_before"] is True


# ---------------------------------------------------------------------------------------------
# takes N cards at a time

GROUPS = """\
game groups "Groups"
zone tableau: tableau, 3 piles
  builds same rank
  gives runs
  empty accepts any card
zone foundation: foundation, 1 pile
  builds any rank
  empty accepts any card
  takes {count} cards at a time
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
won if all cards in foundation
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_a_zone_takes_only_groups_of_exactly_so_many_cards(tmp_path, engine):
    game = load_text(tmp_path, GROUPS.format(count=4), "groups", engine=engine)
    layout = {"tableau": [["5S", "5H", "5D", "5C"], ["9S", "9H", "9D"], ["2C"]]}
    state = build(game, layout)
    assert {m for m in legal(state) if ">foundation" in m} == {"tableau1:4>foundation1"}
    assert_rejected(state, "tableau2:3>foundation1", "takes 4 cards at a time")
    assert_rejected(state, "tableau1>foundation1", "takes 4 cards at a time")


def test_taking_groups_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, GROUPS.format(count=4), "groups", engine="python")
    assert "it takes 4 cards at a time, no more and no fewer" in describe(game)
    assert rules_to_json(game.rules)["zones"][1]["takes_count"] == 4


def test_a_group_of_one_card_is_an_error_at_the_line(tmp_path):
    error = error_of(tmp_path, GROUPS.format(count=1))
    assert error.line == 9 and "takes one card at a time" in error.message


# ---------------------------------------------------------------------------------------------
# ... or RULE from its right neighbour

NEIGHBOURS = """\
game neighbours "Neighbours"
zone tableau: tableau, 8 piles
  rows of 4
  gives top card to tableau
  empty accepts up in suit from its left neighbour{right}, or 2 at the start of a row
zone stock: stock, 1 pile
  deal rest face down
won if stock is empty
"""


def neighbours(tmp_path, engine, right=" or down in suit from its right neighbour"):
    return load_text(tmp_path, NEIGHBOURS.format(right=right), "neighbours", engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_gap_takes_the_card_below_its_right_neighbour_or_above_its_left(tmp_path, engine):
    layout = {"tableau": [["5H"], [], ["9S"], ["KD"], ["QD"], ["6H"], [], ["8S"]]}
    state = build(neighbours(tmp_path, engine), layout)
    # Gap 2 takes 6H (after 5H) or 8S (before 9S); gap 7 takes 7H or 7S, which are not on top.
    assert legal(state) == {"tableau6>tableau2", "tableau8>tableau2"}
    assert_rejected(state, "tableau4>tableau2", "nor down by one in suit from 9♠ on its right")


@pytest.mark.parametrize("engine", ENGINES)
def test_the_last_place_of_a_row_reads_no_right_neighbour(tmp_path, engine):
    layout = {"tableau": [["5H"], ["2C"], ["9S"], [], ["KH"], ["6H"], ["QH"], ["3D"]]}
    state = build(neighbours(tmp_path, engine), layout)
    # Gap 4 ends row 1: it takes the 10S after 9S, not the QH below KH, which starts row 2.
    assert not any(m.endswith(">tableau4") for m in legal(state))


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_right_neighbour_a_gap_reads_only_its_left(tmp_path, engine):
    layout = {"tableau": [["5H"], [], ["9S"], ["KD"], ["QD"], ["6H"], [], ["8S"]]}
    state = build(neighbours(tmp_path, engine, right=""), layout)
    assert legal(state) == {"tableau6>tableau2"}


def test_the_right_neighbour_is_described_and_written_in_the_ir(tmp_path):
    game = neighbours(tmp_path, "python")
    assert (
        "from the top card of the pile to its left or down by one in suit from the top card of "
        "the pile to its right in the row"
    ) in describe(game)
    empty = rules_to_json(game.rules)["zones"][0]["empty"]
    assert empty["right_rule"]["terms"][0] == {"term": "rank_step", "steps": [-1]}


# ---------------------------------------------------------------------------------------------
# row N gives only to the ZONE pile in line with it, until CONDITION

IN_LINE = """\
game inline "In line"
zone tableau: tableau, 6 piles
  rows of 3
  gives top card to foundation
  {clause}
zone foundation: foundation, 2 piles
  builds up
  empty accepts any card
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
action deal: 1 from stock to each pile of tableau, face up
won if all cards in foundation
"""
LINED = "row 2 gives only to the foundation pile in line with it, until stock is empty"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_lower_row_card_goes_only_to_the_foundation_in_line_while_the_stock_lasts(
    tmp_path, engine
):
    game = load_text(tmp_path, IN_LINE.format(clause=LINED), "inline", engine=engine)
    layout = {"tableau": [["5S"], ["5H"], [], ["5D"], ["5C"], ["9C"]], "stock": [["KH"]]}
    state = build(game, {**layout, "foundation": [["4S"], ["4H"]]})
    moves = {m for m in legal(state) if ">foundation" in m}
    # the upper row plays to either foundation; the lower row's piles 1 and 2 (tableau 4 and 5)
    # only to foundations 1 and 2; its third pile has no foundation in line with it
    assert moves == {
        "tableau1>foundation1",
        "tableau1>foundation2",
        "tableau2>foundation1",
        "tableau2>foundation2",
        "tableau4>foundation1",
        "tableau5>foundation2",
    }
    assert_rejected(state, "tableau4>foundation2", "in line with it", "foundation 1")


@pytest.mark.parametrize("engine", ENGINES)
def test_once_the_stock_is_gone_the_lower_row_plays_anywhere(tmp_path, engine):
    game = load_text(tmp_path, IN_LINE.format(clause=LINED), "inline", engine=engine)
    layout = {"tableau": [[], [], [], ["5D"], [], ["5C"]], "foundation": [["4S"], ["4H"]]}
    state = build(game, layout, filler="foundation")
    assert {m for m in legal(state) if ">foundation" in m} == {
        "tableau4>foundation1",
        "tableau4>foundation2",
        "tableau6>foundation1",
        "tableau6>foundation2",
    }


@pytest.mark.parametrize("engine", ENGINES)
def test_without_a_condition_the_rows_named_play_in_line_for_good(tmp_path, engine):
    clause = "rows 1 and 2 give only to the foundation pile in line with it"
    game = load_text(tmp_path, IN_LINE.format(clause=clause), "inline", engine=engine)
    layout = {"tableau": [["5S"], [], [], [], ["5C"], []], "foundation": [["4S"], ["4H"]]}
    state = build(game, layout, filler="foundation")
    assert {m for m in legal(state) if ">foundation" in m} == {
        "tableau1>foundation1",
        "tableau5>foundation2",
    }


def test_the_in_line_rule_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, IN_LINE.format(clause=LINED), "inline", engine="python")
    assert (
        "a card from row 2 goes to the foundation only onto the pile in line with its own"
        in describe(game)
    )
    zone = rules_to_json(game.rules)["zones"][0]
    assert zone["in_line_to"] == "foundation"
    assert zone["in_line_rows"] == [1]
    assert zone["in_line_until"] == [{"term": "condition", "kind": "empty", "zones": ["stock"]}]


@pytest.mark.parametrize(
    ("clause", "says"),
    [
        ("row 3 gives only to the foundation pile in line with it", "there is no row 3"),
        ("row 2 gives only to the foundatoin pile in line with it", "foundatoin"),
        ("row 0 gives only to the foundation pile in line with it", "counted from 1"),
    ],
)
def test_a_wrong_row_or_zone_in_line_is_an_error_at_the_line(tmp_path, clause, says):
    error = error_of(tmp_path, IN_LINE.format(clause=clause))
    assert says in str(error)
    assert "line 5" in str(error) or "bad.cw:5" in str(error)


# ---------------------------------------------------------------------------------------------
# gives top card, only to a pile touching it; close up ZONE and refill it from SOURCE

GRID = """\
game grid "Grid"
zone tableau: tableau, 9 piles
  rows of 3
  builds same rank
  removes pairs to foundation
  gives top card, only to a pile touching it
  empty accepts nothing
zone foundation: foundation, 1 pile
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
action deal: close up tableau and refill it from stock
won if all cards in foundation
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_a_card_pairs_only_with_a_card_touching_it_diagonals_included(tmp_path, engine):
    game = load_text(tmp_path, GRID, "grid", engine=engine)
    # 5S 5H .      the 5s touch side by side, the 9s diagonally, the 8s one above the other
    # 9S .  8D
    # KS 9H 8C
    layout = {
        "tableau": [["5S"], ["5H"], [], ["9S"], [], ["8D"], ["KS"], ["9H"], ["8C"]],
        "stock": [["KH"]],
    }
    state = build(game, layout)
    pairs = {m for m in legal(state) if m != "deal"}
    assert pairs == {
        "tableau1>tableau2",
        "tableau2>tableau1",
        "tableau4>tableau8",
        "tableau8>tableau4",
        "tableau6>tableau9",
        "tableau9>tableau6",
    }
    assert_rejected(state, "tableau3>tableau7", "tableau 3 is empty")


@pytest.mark.parametrize("engine", ENGINES)
def test_piles_apart_do_not_touch(tmp_path, engine):
    game = load_text(tmp_path, GRID, "grid", engine=engine)
    # .  .  5S     the end of a row does not touch the start of the next,
    # 5H .  .      nor do places two apart
    # .  .  5D
    layout = {"tableau": [[], [], ["5S"], ["5H"], [], [], [], [], ["5D"]]}
    state = build(game, layout)
    assert {m for m in legal(state) if m != "deal"} == set()
    assert_rejected(state, "tableau3>tableau4", "touching")
    assert_rejected(state, "tableau4>tableau9", "touching")


@pytest.mark.parametrize("engine", ENGINES)
def test_closing_up_moves_the_cards_up_in_order_then_fills_the_end_from_the_stock(tmp_path, engine):
    game = load_text(tmp_path, GRID, "grid", engine=engine)
    layout = {
        "tableau": [["5S"], [], ["7H"], [], ["2D"], [], [], ["QC"], []],
        "stock": [["-3S", "-4S"]],
    }
    after = zones(build(game, layout, filler="foundation").play("deal"))
    assert after["tableau"] == [["5S"], ["7H"], ["2D"], ["QC"], ["4S"], ["3S"], [], [], []]
    assert after["stock"] == [[]]


@pytest.mark.parametrize("engine", ENGINES)
def test_there_is_no_deal_without_a_gap_to_close_or_to_fill(tmp_path, engine):
    game = load_text(tmp_path, GRID, "grid", engine=engine)
    full = [[card] for card in ["5S", "7H", "2D", "QC", "4S", "3S", "9S", "9H", "AC"]]
    assert "deal" not in legal(build(game, {"tableau": full}))
    # gaps only at the end and an empty stock: nothing to do
    ends = full[:4] + [[]] * 5
    state = build(game, {"tableau": ends}, filler="foundation")
    assert_rejected(state, "deal", "no gap")
    # a gap before a card: closing up alone is a deal
    gap = [[]] + full[1:4] + [[]] * 5
    after = zones(build(game, {"tableau": gap}, filler="foundation").play("deal"))
    assert after["tableau"][:4] == [*full[1:4], []]


def test_touching_and_closing_up_are_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, GRID, "grid", engine="python")
    text = describe(game)
    assert "only onto a pile touching its own" in text
    assert "close up the tableau" in text
    ir = rules_to_json(game.rules)
    assert ir["zones"][0]["gives"]["touching"] is True
    assert ir["actions"][0]["mode"] == "close_up"


# ---------------------------------------------------------------------------------------------
# once a pile is built up or down, every pile builds that way

ONE_WAY = """\
game oneway "One way"
zone tableau: tableau, 4 piles
  gives top card
zone foundation: foundation, 3 piles
  builds either way in suit, wrapping
  {clause}
  empty accepts any card
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
won if all cards in foundation
"""
ONE_WAY_CLAUSE = "once a pile is built up or down, every pile builds that way"


@pytest.mark.parametrize("engine", ENGINES)
def test_before_any_pile_is_built_each_goes_either_way(tmp_path, engine):
    game = load_text(tmp_path, ONE_WAY.format(clause=ONE_WAY_CLAUSE), "oneway", engine=engine)
    layout = {"tableau": [["6H"], ["4H"], ["KS"], ["2S"]], "foundation": [["5H"], ["AS"], []]}
    moves = {m for m in legal(build(game, layout)) if not m.endswith("foundation3")}
    assert moves == {
        "tableau1>foundation1",
        "tableau2>foundation1",
        "tableau3>foundation2",  # a King on the Ace: down, round the corner
        "tableau4>foundation2",
    }


@pytest.mark.parametrize("engine", ENGINES)
def test_once_a_pile_went_down_every_pile_builds_down(tmp_path, engine):
    game = load_text(tmp_path, ONE_WAY.format(clause=ONE_WAY_CLAUSE), "oneway", engine=engine)
    layout = {"tableau": [["6H"], ["4H"], ["KS"], ["2S"]], "foundation": [["5H"], ["AS"], []]}
    state = build(game, layout).play("tableau2>foundation1")  # 5H then 4H: down
    moves = {m for m in legal(state) if not m.endswith("foundation3")}
    assert moves == {"tableau3>foundation2"}
    assert_rejected(state, "tableau4>foundation2", "built down", "every pile builds that way")
    assert_rejected(state, "tableau1>foundation1", "built down")


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_clause_each_pile_goes_its_own_way(tmp_path, engine):
    game = load_text(tmp_path, ONE_WAY.format(clause=""), "oneway", engine=engine)
    layout = {"tableau": [["6H"], ["3H"], ["KS"], ["2S"]], "foundation": [["5H", "4H"], ["AS"], []]}
    moves = {m for m in legal(build(game, layout)) if not m.endswith("foundation3")}
    assert "tableau4>foundation2" in moves


def test_one_way_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, ONE_WAY.format(clause=ONE_WAY_CLAUSE), "oneway", engine="python")
    assert "once a pile here is built up or down (it holds two cards), every pile builds that" in (
        describe(game)
    )
    assert rules_to_json(game.rules)["zones"][1]["one_way"] is True


@pytest.mark.parametrize(
    ("head", "gives"),
    [
        ("9 piles", "gives top card, 1 place left, only to a pile touching it"),
        ("0 piles, growing", "gives top card, only to a pile touching it"),
    ],
)
def test_touching_with_places_or_growing_piles_is_an_error_at_the_line(tmp_path, head, gives):
    text = GRID.replace("tableau, 9 piles\n  rows of 3\n", f"tableau, {head}\n").replace(
        "gives top card, only to a pile touching it", gives
    )
    error = error_of(tmp_path, text)
    assert "reads the places of fixed piles" in str(error)


# A at the start of each row; counts in each row

ROW_STARTS = """\
game rowstarts "Rows started"
suits S H
ranks A 2 3
zone tableau: tableau, 8 piles
  rows of 4
  deal {deal}
  gives top card to tableau
  empty accepts up in suit from its left neighbour, or A at the start of a row
won if tableau is in order
"""


def row_starts(tmp_path, engine, deal="0 1 1 0 in each row, face up, A at the start of each row"):
    return load_text(tmp_path, ROW_STARTS.format(deal=deal), "rowstarts", engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_the_aces_start_the_rows_and_the_other_cards_follow_the_counts_of_each_row(
    tmp_path, engine
):
    game = row_starts(tmp_path, engine)
    tableau = zones(game.deal(order=["2S", "3H", "AH", "3S", "AS", "2H"]))["tableau"]
    # The Aces leave the deck first, one per row in the order of the suits (S H); the other
    # cards keep their order: 0 1 1 0 in row 1, then again in row 2.
    assert tableau == [["AS"], ["2S"], ["3H"], [], ["AH"], ["3S"], ["2H"], []]
    for seed in range(20):
        dealt = zones(game.deal(seed=seed))["tableau"]
        assert [pile[:1] for pile in dealt[::4]] == [["AS"], ["AH"]]
        assert [len(pile) for pile in dealt] == [1, 1, 1, 0] * 2


@pytest.mark.parametrize("engine", ENGINES)
def test_a_card_dealt_on_a_row_start_lies_on_its_ace(tmp_path, engine):
    game = row_starts(
        tmp_path, engine, deal="1 1 0 0 in each row, face up, A at the start of each row"
    )
    tableau = zones(game.deal(order=["2S", "3H", "AH", "3S", "AS", "2H"]))["tableau"]
    assert tableau == [["AS", "2S"], ["3H"], [], [], ["AH", "3S"], ["2H"], [], []]


def test_row_starts_are_described_and_written_in_the_ir(tmp_path):
    game = row_starts(tmp_path, "python")
    assert (
        "dealt first one Ace at the start of each row, of each suit in turn (S H), then 0, 1, 1, "
        "0 cards, pile by pile, in each row, face up"
    ) in describe(game)
    deal = rules_to_json(game.rules)["zones"][0]["deal"]
    assert deal["row_start_rank"] == 1 and deal["counts"] == [0, 1, 1, 0, 0, 1, 1, 0]


@pytest.mark.parametrize(
    ("deal", "says", "column"),
    [
        ("0 1 1 in each row, face up", "the deal lists 3 counts for each row, but the rows", 3),
        ("rest face up, A at the start of each row", "'at the start of each row' puts a card", 3),
    ],
)
def test_row_deals_that_do_not_fit_are_errors_at_the_line(tmp_path, deal, says, column):
    error = error_of(tmp_path, ROW_STARTS.format(deal=deal))
    assert says in error.message and (error.line, error.column) == (6, column)


def test_more_rows_than_cards_of_the_rank_is_an_error(tmp_path):
    text = ROW_STARTS.format(deal="0 1 in each row, face up, A at the start of each row").replace(
        "rows of 4", "rows of 2"
    )
    error = error_of(tmp_path, text)
    assert "copies in all of the Ace of suit S, but the decks hold 1" in error.message


@pytest.mark.parametrize("engine", ENGINES)
def test_row_starts_on_a_deal_that_is_not_fixed_in_hand_written_ir_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(row_starts(tmp_path, "python").rules)
    data["zones"][0]["deal"] = {"term": "deal", "amount": "rest", "row_start_rank": 1}
    with pytest.raises(IRError) as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[0].deal.row_start_rank"


# ---------------------------------------------------------------------------------------------
# gather ..., deal back leaving the gaps at random

RANDOM_GAPS = """\
game randomgaps "Random gaps"
suits S
ranks A 2 3 4
zone tableau: tableau, 6 piles
  deal 1 1 1 1 0 0 face up
  gives top card to tableau
  empty accepts any card
action redeal: gather tableau{details}
won if tableau is empty
"""


def random_gaps(tmp_path, engine, details=", deal back leaving the gaps at random"):
    return load_text(tmp_path, RANDOM_GAPS.format(details=details), "randomgaps", engine=engine)


def gaps_after_redeal(state):
    return tuple(j for j, pile in enumerate(zones(state.play("redeal"))["tableau"]) if not pile)


@pytest.mark.parametrize("engine", ENGINES)
def test_the_cards_go_one_to_a_place_in_their_order_and_two_places_stay_empty(tmp_path, engine):
    game = random_gaps(tmp_path, engine)
    for seed in range(10):
        state = game.deal(seed=seed)
        before = [card for pile in zones(state)["tableau"] for card in pile]
        after = zones(state.play("redeal"))["tableau"]
        assert [len(pile) for pile in after].count(0) == 2 and max(map(len, after)) == 1
        assert [card for pile in after for card in pile] == before  # not shuffled


def test_the_gaps_fall_where_the_positions_seed_puts_them_on_both_engines(tmp_path):
    python = random_gaps(tmp_path, "python")
    positions_gaps = {gaps_after_redeal(python.deal(seed=seed)) for seed in range(12)}
    assert len(positions_gaps) > 3  # not always the same places: PySolFC's random choice
    if native.built():
        core = random_gaps(tmp_path, "auto")
        for seed in range(12):
            assert gaps_after_redeal(core.deal(seed=seed)) == gaps_after_redeal(
                python.deal(seed=seed)
            )


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_detail_the_cards_go_round_the_piles(tmp_path, engine):
    game = random_gaps(tmp_path, engine, details=", deal back")
    after = zones(game.deal(seed=1).play("redeal"))["tableau"]
    assert [len(pile) for pile in after] == [1, 1, 1, 1, 0, 0]


def test_random_gaps_are_described_and_written_in_the_ir(tmp_path):
    game = random_gaps(tmp_path, "python")
    assert "one to each place while they last, the places left empty chosen at random" in (
        describe(game)
    )
    assert rules_to_json(game.rules)["actions"][0]["random_gaps"] is True


def test_random_gaps_dealt_in_packets_is_an_error_at_the_line(tmp_path):
    details = ", in packets of 2, deal back leaving the gaps at random"
    error = error_of(tmp_path, RANDOM_GAPS.format(details=details))
    assert "leaves the gaps at random, one card to each place" in error.message
    assert error.line == 8


@pytest.mark.parametrize("engine", ENGINES)
def test_random_gaps_with_a_gap_in_each_row_in_hand_written_ir_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(random_gaps(tmp_path, "python").rules)
    data["actions"][0]["leave_gaps"] = True
    with pytest.raises(IRError) as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "actions[0].random_gaps"


# ---------------------------------------------------------------------------------------------
# gather ..., deal back as at the start

AS_DEALT = """\
game asdealt "As dealt"
suits S
ranks A 2 3 4 5 6
zone tableau: tableau, 3 piles
  deal {deal}
  gives top card
  turns up exposed cards
zone foundation: foundation, 1 pile
  builds up in suit
  empty accepts A
  gives nothing
action redeal: gather tableau{details}
won if all cards in foundation
"""


def as_dealt(
    tmp_path, engine, deal="1 2 3, bottom 0 1 2 face down", details=", deal back as at the start"
):
    return load_text(
        tmp_path, AS_DEALT.format(deal=deal, details=details), "asdealt", engine=engine
    )


@pytest.mark.parametrize("engine", ENGINES)
def test_the_cards_go_back_as_the_deal_puts_them_down_face_down_rows_first(tmp_path, engine):
    game = as_dealt(tmp_path, engine)
    state = game.deal(order=["2S", "3S", "4S", "5S", "6S", "AS"])
    assert zones(state)["tableau"] == [["2S"], ["-3S", "4S"], ["-5S", "-6S", "AS"]]
    # Picked up pile by pile, bottom first: 2S 3S 4S 5S 6S AS. Face down first, a round at a
    # time: 2S to pile 2, 3S and 4S to pile 3; then face up: 5S, 6S and AS to piles 1, 2, 3.
    after = zones(state.play("redeal"))["tableau"]
    assert after == [["5S"], ["-2S", "6S"], ["-3S", "-4S", "AS"]]


@pytest.mark.parametrize("engine", ENGINES)
def test_when_the_cards_run_out_a_face_down_top_card_is_turned_up(tmp_path, engine):
    game = as_dealt(tmp_path, engine)
    state = game.deal(order=["2S", "3S", "4S", "5S", "6S", "AS"]).play("tableau3>foundation1")
    # Five cards: 2S to pile 2, 3S and 4S to pile 3 (face down), 5S to pile 1, 6S to pile 2.
    after = zones(state.play("redeal"))["tableau"]
    assert after == [["5S"], ["-2S", "6S"], ["-3S", "4S"]]
    fewer = state.play("tableau1>foundation1").play("redeal")  # the 2S home: four left
    assert zones(fewer)["tableau"] == [["6S"], ["3S"], ["-4S", "5S"]]


@pytest.mark.parametrize("engine", ENGINES)
def test_a_deal_all_face_up_goes_back_round_by_round(tmp_path, engine):
    game = as_dealt(tmp_path, engine, deal="1 2 3 face up")
    state = game.deal(order=["2S", "3S", "4S", "5S", "6S", "AS"])
    after = zones(state.play("redeal"))["tableau"]
    assert after == [["2S"], ["3S", "5S"], ["4S", "6S", "AS"]]


def test_dealing_back_as_at_the_start_is_described_and_written_in_the_ir(tmp_path):
    game = as_dealt(tmp_path, "python")
    assert "deal them back as the game starts, the face-down cards first" in describe(game)
    assert rules_to_json(game.rules)["actions"][0]["as_dealt"] is True


@pytest.mark.parametrize(
    ("deal", "details", "says"),
    [
        ("rest face up", ", deal back as at the start", "not dealt a fixed number of cards"),
        ("1 2 3 face up", " out of order, deal back as at the start", "it gathers every pile"),
    ],
)
def test_dealing_back_as_at_the_start_needs_a_fixed_deal_of_every_pile(
    tmp_path, deal, details, says
):
    text = AS_DEALT.format(deal=deal, details=details)
    if "out of order" in details:
        text = text.replace(
            "  gives top card\n",
            "  gives top card\n  rows of 3\n  empty accepts up in suit from its left neighbour\n",
        )
    error = error_of(tmp_path, text)
    action_line = [line.startswith("action") for line in text.splitlines()].index(True) + 1
    assert says in error.message and error.line == action_line


@pytest.mark.parametrize("engine", ENGINES)
def test_dealing_back_as_at_the_start_with_gaps_in_hand_written_ir_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(as_dealt(tmp_path, "python").rules)
    data["actions"][0]["random_gaps"] = True
    with pytest.raises(IRError) as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "actions[0].as_dealt"


# ---------------------------------------------------------------------------------------------
# play a bottom card from ZONE; to each pile of ZONE with fewer than N cards

BOTTOM = """\
game bottoms "Bottoms"
suits S H
zone tableau: tableau, 3 piles
  builds down
  gives top card to foundation, tableau
  empty accepts nothing
zone foundation: foundation, 2 piles
  builds up in suit
  empty accepts A
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
action deal: {amount} from stock to each pile of tableau with fewer than {depth} cards, face up
action lift: play a bottom card from tableau
won if all cards in foundation
"""


def bottoms(tmp_path, engine, amount=1, depth=3):
    text = BOTTOM.format(amount=amount, depth=depth)
    return load_text(tmp_path, text, "bottoms", engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_the_bottom_card_plays_where_a_top_card_could_go_and_the_cards_above_it_stay(
    tmp_path, engine
):
    game = bottoms(tmp_path, engine)
    layout = {"tableau": [["AS", "9H", "5H"], ["6H"], ["KS"]], "foundation": [[], []]}
    state = build(game, layout)
    lifts = {m for m in legal(state) if m.startswith("lift")}
    assert lifts == {"lift tableau1@3>foundation1", "lift tableau1@3>foundation2"}
    after = zones(state.play("lift tableau1@3>foundation1"))
    assert after["tableau"][0] == ["9H", "5H"] and after["foundation"][0] == ["AS"]
    assert_rejected(state, "lift tableau1@2>foundation1", "bottom card", "@3")


@pytest.mark.parametrize("engine", ENGINES)
def test_a_pile_of_one_card_plays_it_as_its_top_card_only(tmp_path, engine):
    game = bottoms(tmp_path, engine)
    state = build(game, {"tableau": [["AS"], ["7H"], ["KS"]], "foundation": [[], []]})
    moves = legal(state)
    assert "tableau1>foundation1" in moves
    assert not {m for m in moves if m.startswith("lift")}
    assert_rejected(state, "lift tableau1@1>foundation1", "no card under its top card")


@pytest.mark.parametrize("engine", ENGINES)
def test_a_bottom_card_builds_on_the_zone_as_a_top_card_would(tmp_path, engine):
    game = bottoms(tmp_path, engine)
    layout = {"tableau": [["8H", "2S"], ["9S"], ["9H", "KS"]], "foundation": [[], []]}
    lifts = {m for m in legal(build(game, layout)) if m.startswith("lift")}
    assert lifts == {"lift tableau1@2>tableau2"}  # 8H on 9S; never onto its own pile


@pytest.mark.parametrize("engine", ENGINES)
def test_the_deal_passes_over_the_piles_already_that_deep(tmp_path, engine):
    game = bottoms(tmp_path, engine)
    layout = {"tableau": [["7S", "6S", "5S"], ["7H"], ["6H", "5H"]], "stock": [["-9S", "-9H"]]}
    after = zones(build(game, layout).play("deal"))["tableau"]
    assert after == [["7S", "6S", "5S"], ["7H", "9H"], ["6H", "5H", "9S"]]


@pytest.mark.parametrize("engine", ENGINES)
def test_two_rounds_go_to_the_same_piles_and_the_first_take_the_cards_when_short(tmp_path, engine):
    game = bottoms(tmp_path, engine, amount=2)
    layout = {"tableau": [["7S", "6S", "5S"], [], ["6H", "5H"]], "stock": [["-9S", "-9H", "-8H"]]}
    state = build(game, layout, filler="foundation")
    after = zones(state.play("deal"))["tableau"]
    # fewer than three as the deal starts: the second and third piles, two rounds of them,
    # the third card of the stock (its bottom) going to the second pile again
    assert after == [["7S", "6S", "5S"], ["8H", "9S"], ["6H", "5H", "9H"]]


@pytest.mark.parametrize("engine", ENGINES)
def test_there_is_no_deal_while_every_pile_is_that_deep(tmp_path, engine):
    game = bottoms(tmp_path, engine)
    full = [["7S", "6S", "5S"], ["7H", "6H", "5H"], ["KS", "KH", "QS"]]
    state = build(game, {"tableau": full})
    assert "deal" not in legal(state)
    assert_rejected(state, "deal", "every tableau pile holds 3 cards or more")


def test_bottom_cards_and_shorter_piles_are_described_and_written_in_the_ir(tmp_path):
    game = bottoms(tmp_path, "python")
    text = describe(game)
    assert "take the bottom card of a tableau pile" in text
    assert "only onto the piles holding fewer than three cards" in text
    ir = rules_to_json(game.rules)
    assert ir["actions"][0]["fewer_than"] == 3
    assert ir["actions"][1]["mode"] == "draw" and ir["actions"][1]["bottom"] is True


def test_a_deal_to_piles_with_fewer_than_no_cards_is_an_error_at_the_line(tmp_path):
    error = error_of(tmp_path, BOTTOM.format(amount=1, depth=0))
    assert "leaves no pile to deal to" in str(error)
    assert error.line == 14


# ---------------------------------------------------------------------------------------------
# each starting rank has a colour of its own

COLOURS = """\
game colours "Colours"
zone tableau: tableau, 6 piles
  gives top card
zone foundation: foundation, 4 piles
  empty accepts A or K or 7
  builds either way in suit
  {clause}
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
won if all cards in foundation
"""
COLOUR_CLAUSE = "each starting rank has a colour of its own"


def starts(game, foundation):
    layout = {
        "tableau": [["AS"], ["AD"], ["KH"], ["KC"], ["7S"], ["7H"]],
        "foundation": foundation,
    }
    state = build(game, layout)
    return state, {m.split(">")[0] for m in legal(state) if m.endswith(">foundation4")}


@pytest.mark.parametrize("engine", ENGINES)
def test_a_rank_keeps_the_colour_it_started_in_and_the_others_take_another(tmp_path, engine):
    game = load_text(tmp_path, COLOURS.format(clause=COLOUR_CLAUSE), "colours", engine=engine)
    # nothing started: any of them
    assert starts(game, [[], [], [], []])[1] == {f"tableau{i}" for i in range(1, 7)}
    # a red Ace started: Aces red, the other ranks black
    state, takes = starts(game, [["AH"], [], [], []])
    assert takes == {"tableau2", "tableau4", "tableau5"}
    assert_rejected(state, "tableau1>foundation4", "colour")
    assert_rejected(state, "tableau3>foundation4", "colour")
    # a red Ace and a black King: the Sevens have no colour left
    state, takes = starts(game, [["AH"], ["KS"], [], []])
    assert takes == {"tableau2", "tableau4"}


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_clause_any_rank_starts_a_pile_in_any_colour(tmp_path, engine):
    game = load_text(tmp_path, COLOURS.format(clause=""), "colours", engine=engine)
    assert starts(game, [["AH"], ["KS"], [], []])[1] == {f"tableau{i}" for i in range(1, 7)}


def test_the_colour_rule_is_described_and_written_in_the_ir(tmp_path):
    game = load_text(tmp_path, COLOURS.format(clause=COLOUR_CLAUSE), "colours", engine="python")
    assert "the piles a rank starts here are all of one colour" in describe(game)
    assert rules_to_json(game.rules)["zones"][1]["rank_colours"] is True


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    ("action", "field", "value"),
    [(0, "fewer_than", 0), (1, "fewer_than", 3), (0, "bottom", True)],
)
def test_bottom_and_fewer_than_off_their_modes_in_hand_written_ir_are_ir_errors(
    tmp_path, engine, action, field, value
):
    data = rules_to_json(bottoms(tmp_path, "python").rules)
    data["actions"][action][field] = value
    with pytest.raises(IRError) as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == f"actions[{action}].{field}"


# builds only on its base; exchanges a lone card with a lone card of ZONE when each is the other's base

BASES = """\
game bases "Bases"
suits S H
zone low: tableau, 3 piles
  builds up by 3 in suit
  {on_base}
  empty accepts 2
  gives top card to low, high
  {exchange_low}
zone high: tableau, 3 piles
  builds up by 3 in suit
  {on_base}
  empty accepts 3
  gives top card to low, high
  {exchange_high}
zone stock: stock, 1 pile
  deal rest face down
won if all cards in low, high
"""
ON_BASE = "builds only on its base"
EXCHANGE_LOW = "exchanges a lone card with a lone card of high when each is the other's base"
EXCHANGE_HIGH = "exchanges a lone card with a lone card of low when each is the other's base"


def bases(tmp_path, engine, *, on_base=ON_BASE, low=EXCHANGE_LOW, high=EXCHANGE_HIGH):
    text = BASES.format(on_base=on_base, exchange_low=low, exchange_high=high)
    return load_text(tmp_path, text, "bases", engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_pile_whose_bottom_card_is_not_its_base_takes_nothing(tmp_path, engine):
    game = bases(tmp_path, engine, low="", high="")
    layout = {"low": [["2S"], ["9S"], []], "high": [["6S"], ["5S"], []]}
    # 5S goes on the 2S (its base) but not on the 9S's... no 5 builds there; 8S would go on 5S
    # only if low 2 started with a 2: it started with a 9.
    moves = set(legal(build(game, layout)))
    assert "high2>low1" in moves  # 5S on 2S: the pile starts with the base
    assert "high2>low2" not in moves
    layout = {"low": [["2S"], ["5S"], []], "high": [["8S"], [], []]}
    state = build(game, layout)
    assert "high1>low2" not in set(legal(state))  # 8S on 5S: but low 2's bottom card is a 5
    assert_rejected(state, "high1>low2", "low 2 builds only on its base", "5")


@pytest.mark.parametrize("engine", ENGINES)
def test_without_on_base_a_pile_builds_on_any_bottom_card(tmp_path, engine):
    game = bases(tmp_path, engine, on_base="", low="", high="")
    layout = {"low": [["2S"], ["5S"], []], "high": [["8S"], [], []]}
    assert "high1>low2" in set(legal(build(game, layout)))


@pytest.mark.parametrize("engine", ENGINES)
def test_two_lone_cards_each_the_others_base_trade_places(tmp_path, engine):
    game = bases(tmp_path, engine)
    layout = {"low": [["3H"], ["3S", "6S"], ["2H"]], "high": [["2S"], ["KS"], ["9H"]]}
    state = build(game, layout)
    moves = set(legal(state))
    # low 1 (a lone 3) with high 1 (a lone 2): both ways; a pile of two cards never exchanges,
    # nor a lone card that is not the other zone's base.
    assert {m for m in moves if m in {"low1>high1", "high1>low1"}} == {"low1>high1", "high1>low1"}
    assert not {"low2>high1", "low1>high2", "low3>high1", "low1>high3"} & moves
    after = state.play("low1>high1")
    assert [str(c) for c in after.piles("low")[0]] == ["2S"]
    assert [str(c) for c in after.piles("high")[0]] == ["3H"]
    assert [len(p) for p in after.piles("low")] == [1, 2, 1]  # nothing else moved
    # Each card now lies on its own zone's base: no exchange takes them back.
    assert not {"low1>high1", "high1>low1"} & set(legal(after))


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_clause_a_lone_card_goes_only_where_it_builds(tmp_path, engine):
    game = bases(tmp_path, engine, low="", high="")
    layout = {"low": [["3H"], [], []], "high": [["2S"], [], []]}
    state = build(game, layout)
    assert "low1>high1" not in set(legal(state))
    assert "low1>high2" in set(legal(state))  # a 3 to an empty pile of the high row


@pytest.mark.parametrize("engine", ENGINES)
def test_an_exchange_is_one_way_when_only_one_zone_names_it(tmp_path, engine):
    game = bases(tmp_path, engine, high="")
    state = build(game, {"low": [["3H"], [], []], "high": [["2S"], [], []]})
    moves = set(legal(state))
    assert "low1>high1" in moves
    assert "high1>low1" not in moves


FULL_BASES = BASES.format(on_base=ON_BASE, exchange_low=EXCHANGE_LOW, exchange_high=EXCHANGE_HIGH)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (FULL_BASES.replace("  empty accepts 2\n", ""), "zone 'low' has no base"),
        (FULL_BASES.replace("of high when", "of low when"), "exchanges cards with itself"),
        (
            BASES.format(on_base=ON_BASE, exchange_low=EXCHANGE_LOW, exchange_high="").replace(
                "  builds only on its base\n  empty accepts 3\n", "  empty accepts any card\n"
            ),
            "which has no base",
        ),
        (FULL_BASES.replace("of high when", "of middle when"), "unknown zone 'middle'"),
    ],
)
def test_on_base_and_exchanges_without_a_base_are_errors_at_the_line(tmp_path, text, message):
    assert message in str(error_of(tmp_path, text))


def test_on_base_and_exchanges_are_described_and_written_in_the_ir(tmp_path):
    game = bases(tmp_path, "python")
    text = describe(game)
    assert "whose bottom card is not its base" in text
    assert "trade places" in text
    ir = rules_to_json(game.rules)
    assert ir["zones"][0]["on_base"] is True
    assert ir["zones"][0]["exchanges_with"] == ["high"]


@pytest.mark.parametrize("engine", ENGINES)
def test_hand_written_ir_exchanging_with_a_zone_without_a_base_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(bases(tmp_path, "python").rules)
    del data["zones"][1]["empty"]
    with pytest.raises(IRError, match="have a base") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[0].exchanges_with"


# ---------------------------------------------------------------------------------------------
# sends its top card under the face-down cards of the pile of its rank, ...; no face-down cards

BY_RANK = """\
game byrank "By rank"
suits S H
ranks A 2 3
zone piles: tableau, {count} piles
  deal 2, bottom 2 2 1 face down
  sends its top card under the face-down cards of the pile of its rank, whose top card comes back turned up
won if no face-down cards in piles
lost if no moves
"""


def by_rank(tmp_path, engine):
    return load_text(tmp_path, BY_RANK.format(count=3), "byrank", engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_card_goes_under_its_ranks_pile_whose_top_card_comes_back_turned_up(tmp_path, engine):
    game = by_rank(tmp_path, engine)
    state = build(game, {"piles": [["-3S", "-2H"], ["-AS", "-3H"], ["-AH", "2S"]]}, filler="piles")
    assert legal(state) == {"piles3>piles2"}  # the 2S to the pile of the 2s, the only move
    after = zones(state.play("piles3>piles2"))
    # The 2S beneath the face-down cards of pile 2, whose top card (3H) turned up and came to
    # pile 3; a 3 on the pile of the 3s over a face-down card goes beneath it, the AH turns up.
    assert after["piles"] == [["-3S", "-2H"], ["2S", "-AS"], ["3H", "AH"]]


@pytest.mark.parametrize("engine", ENGINES)
def test_the_game_is_won_when_every_card_is_turned_up_one_move_at_a_time(tmp_path, engine):
    game = by_rank(tmp_path, engine)
    state = build(game, {"piles": [["-3S", "-2H"], ["-AS", "-3H"], ["-AH", "2S"]]}, filler="piles")
    line = []
    while state.outcome is None:
        moves = legal(state)
        assert len(moves) == 1  # the player never has a choice
        line += moves
        state = state.play(line[-1])
    assert line == ["piles3>piles2", "piles3>piles1", "piles3>piles2", "piles3>piles1"]
    assert state.outcome.result == "won"
    assert zones(state)["piles"] == [["AH", "AS"], ["2S", "2H"], ["3H", "3S"]]


@pytest.mark.parametrize("engine", ENGINES)
def test_the_last_card_of_a_rank_turned_up_on_its_own_pile_ends_a_lost_game(tmp_path, engine):
    game = by_rank(tmp_path, engine)
    state = build(game, {"piles": [["-2S", "-AS"], ["-AH", "-2H"], ["3H", "3S"]]}, filler="piles")
    assert legal(state) == set() and state.outcome.result == "lost"


def test_a_zone_sending_cards_by_rank_needs_one_pile_per_rank(tmp_path):
    error = error_of(tmp_path, BY_RANK.format(count=4).replace(", bottom 2 2 1 face down", ""))
    assert "one pile for each rank of the deck: 3, not 4" in str(error)


def test_sending_by_rank_is_described_and_written_in_the_ir(tmp_path):
    game = by_rank(tmp_path, "python")
    assert "goes beneath the face-down cards of the pile of its rank" in describe(game)
    ir = rules_to_json(game.rules)
    assert ir["zones"][0]["under_by_rank"] is True
    assert ir["won"] == [{"term": "condition", "kind": "face_up", "zones": ["piles"]}]


@pytest.mark.parametrize("engine", ENGINES)
def test_hand_written_ir_sending_by_rank_with_a_pile_too_many_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(by_rank(tmp_path, "python").rules)
    data["zones"][0]["count"] = 4
    with pytest.raises(IRError, match="one pile per rank") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[0].count"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_move_sending_by_rank_elsewhere_is_refused_naming_the_pile_of_its_rank(tmp_path, engine):
    game = by_rank(tmp_path, engine)
    state = build(game, {"piles": [["-3S", "-2H"], ["-AS", "-3H"], ["-AH", "2S"]]}, filler="piles")
    assert_rejected(state, "piles3>piles1", "goes only to the pile of its rank, piles 2")
    assert_rejected(state, "piles1>piles2", "top card of piles 1 is face down")
    won = build(game, {"piles": [["AH", "AS"], ["2S", "2H"], ["3H", "3S"]]}, filler="piles")
    assert_rejected(won, "piles3>piles1", "on the pile of its rank, piles 3: it stays")


def test_a_zone_sending_cards_by_rank_gives_no_others(tmp_path):
    text = BY_RANK.format(count=3).replace("won if", "  gives top card\nwon if", 1)
    assert "drop its 'gives' line" in str(error_of(tmp_path, text))


@pytest.mark.parametrize("engine", ENGINES)
def test_hand_written_ir_sending_by_rank_and_giving_cards_is_an_ir_error(tmp_path, engine):
    data = rules_to_json(by_rank(tmp_path, "python").rules)
    data["zones"][0]["gives"] = {"term": "gives", "unit": "top"}
    with pytest.raises(IRError, match="gives cards only to them") as caught:
        Game.from_ir(data, engine=engine)
    assert caught.value.path == "zones[0].gives"
