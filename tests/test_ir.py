"""The rules IR: plain data that round-trips through JSON, runs the same game when compiled from
JSON, composes card relations freely, and carries every general form of the language."""

import json
import textwrap

import attrs
import pytest
from positions import assert_rejected, build, legal, option_sets

import cardwright
from cardwright import Game, VariantError
from cardwright.engine.reference.tables import relates
from cardwright.frontends.cli import main
from cardwright.rules import (
    IR_VERSION,
    AllOf,
    AnyOf,
    IRError,
    RankStep,
    RankSum,
    SuitMatch,
    from_json,
    rules_from_json,
    rules_to_json,
)
from cardwright.words.describe import describe

VARIANTS = cardwright.variants()


GAMES = [(name, options) for name in VARIANTS for options in option_sets(name)]


def key(text):
    return cardwright.Card.from_text(text).key


# A one-deck game with a face-down stock, for the zones a test adds.
STOCK = """\
game test "Test"
decks 1
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
"""


def variant(tmp_path, text, name="test"):
    """Load a variant written in a test: ``text`` as it is when it starts with its ``game``
    line, else the zones and end of a game added to :data:`STOCK`."""
    text = textwrap.dedent(text).lstrip()
    path = tmp_path / f"{name}.cw"
    path.write_text(text if text.startswith("game ") else STOCK + text)
    return cardwright.load(path)


# -- the IR as data ----------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_every_shipped_variant_round_trips_through_json(name, options):
    game = cardwright.load(name, **options)
    text = json.dumps(rules_to_json(game.ir))
    data = json.loads(text)
    assert data["ir_version"] == IR_VERSION
    assert rules_from_json(data) == game.ir


@pytest.mark.parametrize("name", VARIANTS)
def test_a_game_compiled_from_json_ir_plays_like_the_original(name):
    original = cardwright.load(name)
    copy = Game.from_ir(json.loads(json.dumps(rules_to_json(original.ir))))
    a, b = original.deal(seed=11), copy.deal(seed=11)
    for step in range(40):
        moves = [str(m) for m in a.legal_moves()]
        assert moves == [str(m) for m in b.legal_moves()], f"step {step}"
        assert a.to_dict() == b.to_dict()
        assert a.outcome == b.outcome
        if not moves or a.outcome is not None:
            break
        pick = moves[(step * 7919) % len(moves)]
        a, b = a.play(pick), b.play(pick)


def test_fields_left_at_their_default_are_left_out():
    data = rules_to_json(cardwright.load("klondike").ir)
    tableau = next(z for z in data["zones"] if z["name"] == "tableau")
    assert "capacity" not in tableau and "covered" not in tableau
    assert tableau["builds"] == {
        "term": "all_of",
        "terms": [{"term": "rank_step", "steps": [-1]}, {"term": "suit", "relation": "alternate"}],
    }


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ({"term": "rank_stepp", "steps": [1]}, "unknown term 'rank_stepp'"),
        ({"term": "rank_step", "steps": [1], "wrapp": True}, "has no field 'wrapp'"),
        ({"term": "rank_step"}, "term 'rank_step'"),
        (
            {"term": "all_of", "terms": [{"term": "suit", "relation": "same"}, 1.5]},
            r"^terms\[1\]: 1.5 is not a term",
        ),
        ({"term": "suit", "relation": "sideways"}, "relation: 'sideways' is not one of 'same'"),
        ({"term": "rank_step", "steps": [True]}, r"steps\[0\]: True is not a whole number"),
    ],
)
def test_unreadable_ir_names_the_term_and_where_it_is(data, says):
    with pytest.raises(IRError, match=says):
        from_json(data)


def test_ir_of_another_version_is_refused():
    data = rules_to_json(cardwright.load("golf").ir)
    with pytest.raises(IRError, match="version 99: this engine reads version 1"):
        rules_from_json({**data, "ir_version": 99})
    with pytest.raises(IRError, match="top term must be 'rules'"):
        rules_from_json({"ir_version": IR_VERSION, "term": "suit", "relation": "same"})
    with pytest.raises(VariantError):  # IRError is a VariantError
        rules_from_json([])


def test_cardwright_compile_prints_the_ir_and_a_summary(capsys):
    assert main(["compile", "klondike", "-o", "draw=1", "--ir"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert dict(map(tuple, data["options"]))["draw"] == 1
    assert rules_from_json(data) == cardwright.load("klondike", draw=1).ir
    assert main(["compile", "klondike"]) == 0
    out = capsys.readouterr().out
    assert "rules IR version 1" in out and "four zones" in out


# -- relations compose -------------------------------------------------------------------------


def test_relations_compose_with_all_of_and_any_of():
    down_alternate = AllOf((RankStep((-1,)), SuitMatch("alternate")))
    up_in_suit = AllOf((RankStep((1,)), SuitMatch("same")))
    either = AnyOf((down_alternate, up_in_suit))
    assert relates(either, key("9H"), key("TS"))  # down in alternate colours
    assert relates(either, key("JS"), key("TS"))  # up in suit
    assert not relates(either, key("9S"), key("TS"))
    assert not relates(either, key("JH"), key("TS"))
    assert relates(AllOf(()), key("2C"), key("KD"))  # any card on any card
    assert relates(RankStep((2,), wrap=True), key("AS"), key("QH"))  # Q + 2 wraps to A
    assert not relates(RankStep((2,)), key("AS"), key("QH"))
    assert relates(RankSum(13), key("6D"), key("7C"))


def test_the_engine_runs_a_relation_no_phrase_of_the_language_gives():
    klondike = cardwright.load("klondike")
    tableau = klondike.ir.zone("tableau")
    either = AnyOf(
        (
            AllOf((RankStep((-1,)), SuitMatch("alternate"))),
            AllOf((RankStep((1,)), SuitMatch("same"))),
        )
    )
    zones = tuple(
        attrs.evolve(z, builds=either) if z.name == "tableau" else z for z in klondike.ir.zones
    )
    game = Game(attrs.evolve(klondike.ir, zones=zones))
    state = build(game, {"tableau": [["TS"], ["JS"], ["9H"], [], [], [], []]})
    moves = legal(state)
    assert "tableau2>tableau1" in moves  # J on 10 of the same suit: up in suit
    assert "tableau3>tableau1" in moves  # 9 red on 10 black: down in alternate colours
    assert tableau.builds != either
    text = describe(game)
    assert "builds (down by one in alternating colours) or (up by one in suit)" in text


# -- the general forms of the language ----------------------------------------------------------


def test_calculation_builds_by_twos_wrapping_past_the_king():
    game = cardwright.load("calculation")
    state = build(
        game, {"twos": [["2H", "4S", "6S", "8S", "TS", "QS"]], "hand": [["AD"]]}, filler="stock"
    )
    assert "hand1>twos1" in legal(state)  # Q + 2 = A, wrapping
    state = build(game, {"twos": [["2H", "4S"]], "hand": [["5D"]]})
    assert_rejected(state, "hand1>twos1", "builds up by two")


def test_a_foundation_holds_at_most_its_capacity():
    game = cardwright.load("calculation")
    full = ["2H", "4S", "6S", "8S", "TS", "QS", "AD", "3S", "5S", "7S", "9S", "JS", "KS"]
    state = build(game, {"twos": [full], "hand": [["2D"]]})
    assert "hand1>twos1" not in legal(state)  # K + 2 wraps to 2, but the pile is complete
    assert_rejected(state, "hand1>twos1", "holds at most 13 cards")


def test_gives_top_card_or_whole_pile(tmp_path):
    game = variant(
        tmp_path,
        """
        zone tableau: tableau, 3 piles
          builds down in alternate colours
          gives top card or whole pile
          empty accepts any card
        won if stock is empty
        """,
    )
    state = build(game, {"tableau": [["KS", "QH", "JS"], ["QD"], []]})
    moves = legal(state)
    assert "tableau1:3>tableau3" in moves  # the whole pile
    assert "tableau1>tableau3" in moves and "tableau1>tableau2" in moves  # the top card
    assert "tableau1:2>tableau3" not in moves  # never part of a pile
    assert_rejected(state, "tableau1:2>tableau3", "only the top card or the whole pile")


def test_cards_at_a_time(tmp_path):
    game = variant(
        tmp_path,
        """
        zone tableau: tableau, 2 piles
          gives 2 cards at a time
          empty accepts any card
        won if stock is empty
        """,
    )
    state = build(game, {"tableau": [["KS", "QH", "JS"], []]})
    assert legal(state) == {"tableau1:2>tableau2"}
    assert_rejected(state, "tableau1>tableau2", "exactly 2 at a time")


def test_the_base_rank_chosen_by_the_first_card_played(tmp_path):
    game = variant(
        tmp_path,
        """
        zone tableau: tableau, 3 piles
          gives top card
        zone foundation: foundation, 4 piles
          builds up in suit, wrapping
          empty accepts the base rank, chosen by the first card played
          gives nothing
        won if all cards in foundation
        """,
    )
    state = build(game, {"tableau": [["7S"], ["9H"], ["7D"]]})
    assert {"tableau1>foundation1", "tableau2>foundation1"} <= set(legal(state))
    state = state.play("tableau1>foundation3")  # a 7 chooses the base
    assert "tableau3>foundation1" in legal(state)  # another 7 starts a pile
    assert_rejected(state, "tableau2>foundation1", "takes only the base rank, 7, not 9♥")


def test_the_rank_below_the_base_rank_of_another_zone(tmp_path):
    game = variant(
        tmp_path,
        """
        zone foundation: foundation, 4 piles
          builds up in suit, wrapping
          empty accepts the base rank
          gives nothing
        zone tableau: tableau, 3 piles
          builds down in alternate colours
          gives top card
          empty accepts the rank below the base rank of foundation
        won if all cards in foundation
        """,
    )
    state = build(game, {"foundation": [["7C"], [], [], []], "tableau": [["6H"], ["9S"], []]})
    moves = legal(state)
    assert "tableau1>tableau3" in moves  # a 6: one below the foundation's base 7
    assert "tableau2>tableau3" not in moves
    assert_rejected(state, "tableau2>tableau3", "takes only the base rank, 6, not 9♠")


def test_a_covering_map_given_pile_by_pile(tmp_path):
    game = variant(
        tmp_path,
        """
        zone tableau: tableau, 3 piles
          pile 1 covered by 2 3
          gives top card
          empty accepts nothing
        zone foundation: foundation, 1 pile
          builds either way
          gives nothing
        won if tableau is empty
        """,
    )
    assert game.ir.zone("tableau").covered == ((1, 2), (), ())
    state = build(game, {"tableau": [["5S"], ["4H"], ["KD"]], "foundation": [["6C"]]})
    assert "tableau1>foundation1" not in legal(state)  # 5 on 6 builds, but pile 1 is covered
    assert_rejected(state, "tableau1>foundation1", "covered by tableau 2 and 3")
    state = build(game, {"tableau": [["5S"], [], []], "foundation": [["6C"]]})
    assert legal(state) == {"tableau1>foundation1"}


def test_a_covering_map_names_only_piles_the_zone_has(tmp_path):
    with pytest.raises(VariantError, match="has piles 1 to 3: there is no pile 4") as error:
        variant(
            tmp_path,
            """
            game peaks "Peaks"
            decks 1
            zone stock: stock, 1 pile
              deal rest face down
            zone tableau: tableau, 3 piles
              pile 1 covered by 2 4
              gives top card
            won if tableau is empty
            """,
        )
    assert error.value.line == 6


def test_a_stripped_deck_holds_only_the_ranks_it_names(tmp_path):
    game = variant(
        tmp_path,
        """
        game piquet "Piquet pack"
        decks 1
        ranks A 7 8 9 10 J Q K
        zone stock: stock, 1 pile
          deal rest face down
          gives nothing
        zone foundation: foundation, 4 piles
          builds up in suit
          empty accepts 7
          one pile per suit
        zone tableau: tableau, 4 piles
          deal 1 face up
          gives top card
        won if all cards in foundation
        """,
    )
    state = game.deal(seed=3)
    cards = list(state.cards())
    assert len(cards) == game.ir.total_cards == 32
    assert {c.rank for c in cards} == {1, 7, 8, 9, 10, 11, 12, 13}
    assert "one 32-card deck (ranks Ace 7 8 9 10 Jack Queen King)" in describe(game)


def test_a_stripped_deck_cannot_deal_a_rank_it_lacks(tmp_path):
    with pytest.raises(VariantError, match="rank 2, which the decks do not hold"):
        variant(
            tmp_path,
            """
            game piquet "Piquet pack"
            decks 1
            ranks A 7 8 9 10 J Q K
            zone stock: stock, 1 pile
              deal rest face down
            zone foundation: foundation, 4 piles
              deal rank 2, one of each suit
            won if all cards in foundation
            """,
        )


def test_gather_deals_back_in_packets(tmp_path):
    game = variant(
        tmp_path,
        """
        game lucie "Packets"
        decks 1
        zone tableau: tableau, 18 piles
          deal 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 1
          builds down in suit
          gives top card
          empty accepts nothing
        zone foundation: foundation, 4 piles
          builds up in suit
          empty accepts A
          one pile per suit
          gives nothing
        action redeal: gather tableau, in packets of 3, deal back, passes 3
        won if all cards in foundation
        """,
    )
    state = build(
        game,
        {
            "foundation": [["AS", "2S"], [], [], []],
            "tableau": [["3S", "4S"], ["5S"], *[[] for _ in range(16)]],
        },
        filler="tableau",
        filler_index=17,
    )
    before = [card.symbol for pile in state.piles("tableau") for card in pile]
    after = state.play("redeal").piles("tableau")
    assert [len(p) for p in after] == [3] * 16 + [2, 0]  # 50 cards, three to a pile
    assert [card.symbol for pile in after for card in pile] == before  # not shuffled
