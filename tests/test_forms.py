"""The general forms added for the games of issue 14, tested on small hand-written variants
(each form on its own, on every engine that runs it), apart from the shipped games that use them
(tests/test_families.py, tests/test_classics_more.py).

- ``deal ..., covered face down`` and ``turns up exposed cards`` in a zone with a covering map
  (Tri Peaks): a covered pile's top card is turned face up once every pile covering it is empty.
- ``empty accepts ... from its left neighbour, or CARD ... at the start of rows N ...`` (Gaps'
  basic variant): each row start takes its own card, and "in order" follows the same rule.
- ``deal cards CARD CARD ...`` (Grandfather's Clock): a named card for each pile of a zone.
"""

from __future__ import annotations

import pytest
from positions import assert_rejected, build, legal, zones

import cardwright
from cardwright import VariantError
from cardwright.engine import native
from cardwright.words.describe import describe

ENGINES = ["python", "auto"] if native.built() else ["python"]

COVERED = """\
game covered "Covered piles"
zone tableau: tableau, 3 piles
  deal 3, covered face down
  pile 1 covered by 2 3
  gives top card to foundation
  turns up exposed cards
zone foundation: foundation, 1 pile
  deal 1 face up
  builds any rank
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
action turn: 1 from stock to foundation, face up
won if tableau is empty
"""


def load_text(tmp_path, text, name, **options):
    path = tmp_path / f"{name}.cw"
    path.write_text(text, "utf-8")
    return cardwright.load(str(path), **options)


# ---------------------------------------------------------------------------------------------
# Covered piles dealt face down, turned up once uncovered


@pytest.mark.parametrize("engine", ENGINES)
def test_covered_piles_are_dealt_face_down_and_the_others_face_up(tmp_path, engine):
    game = load_text(tmp_path, COVERED, "covered", engine=engine)
    assert game.engine == ("python" if engine == "python" else "native")
    tableau = zones(game.deal(seed=5))["tableau"]
    assert [[card.startswith("-") for card in pile] for pile in tableau] == [
        [True] * 3,
        [False] * 3,
        [False] * 3,
    ]


@pytest.mark.parametrize("engine", ENGINES)
def test_a_covered_pile_turns_its_top_card_up_once_every_pile_covering_it_is_empty(
    tmp_path, engine
):
    game = load_text(tmp_path, COVERED, "covered", engine=engine)
    state = build(
        game,
        {"tableau": [["-2H", "-3H", "-4H"], ["5S"], ["6S"]], "foundation": [["KC"]]},
    )
    assert_rejected(state, "tableau1>foundation1", "covered by tableau 2 and 3")
    once = state.play("tableau2>foundation1")
    assert zones(once)["tableau"][0] == ["-2H", "-3H", "-4H"]  # pile 3 still covers it
    twice = once.play("tableau3>foundation1")
    assert zones(twice)["tableau"][0] == ["-2H", "-3H", "4H"]  # only the top card turns
    assert "tableau1>foundation1" in legal(twice)
    # From then on, the ordinary rule: the card left on top is turned up.
    assert zones(twice.play("tableau1>foundation1"))["tableau"][0] == ["-2H", "3H"]


@pytest.mark.parametrize("engine", ENGINES)
def test_a_covered_pile_is_turned_up_also_when_an_action_empties_its_cover(tmp_path, engine):
    text = COVERED.replace("pile 1 covered by 2 3", "pile 2 covered by 1").replace(
        "action turn: 1 from stock to foundation, face up",
        "action take: 1 from tableau to foundation, face up",
    )
    game = load_text(tmp_path, text, "covered-action", engine=engine)
    state = build(game, {"tableau": [["5S"], ["-2H", "-3H"], ["6S"]], "foundation": [["KC"]]})
    after = state.play("take")
    assert zones(after)["tableau"][:2] == [[], ["-2H", "3H"]]


@pytest.mark.parametrize("engine", ENGINES)
def test_without_turns_up_an_uncovered_face_down_card_stays_down(tmp_path, engine):
    text = COVERED.replace("  turns up exposed cards\n", "")
    game = load_text(tmp_path, text, "covered-still", engine=engine)
    state = build(game, {"tableau": [["-2H"], ["5S"], ["6S"]], "foundation": [["KC"]]})
    after = state.play("tableau2>foundation1").play("tableau3>foundation1")
    assert zones(after)["tableau"][0] == ["-2H"]
    assert_rejected(after, "tableau1>foundation1", "face down")


def test_covered_piles_are_described(tmp_path):
    text = describe(load_text(tmp_path, COVERED, "covered"))
    assert "dealt three cards to each pile, face down on the piles that are covered" in text
    assert "the top card of a covered pile once every pile covering it is empty" in text


# ---------------------------------------------------------------------------------------------
# A card named for each row start

GRID = """\
game grid "Rows of named suits"
suits S H
ranks 2 3 4
zone grid: tableau, 8 piles
  deal 1 1 1 0 1 1 1 0
  rows of 4
  gives top card to grid
  empty accepts up in suit from its left neighbour, or 2H 2S at the start of rows 1 2
won if grid is in order
lost if no moves
progress: more cards in order in grid
score cards in order in grid
"""


def test_each_row_start_takes_the_card_named_for_its_row(tmp_path):
    game = load_text(tmp_path, GRID, "grid")
    assert game.engine == ("native" if native.built() else "python")
    state = build(
        game, {"grid": [[], ["3S"], ["2S"], ["4H"], [], ["2H"], ["3H"], ["4S"]]}, filler="grid"
    )
    assert legal(state) == {"grid3>grid5", "grid6>grid1"}
    if native.built():  # the core reads the named row starts alike
        core = game.native
        position = native.to_native(core, state.zones, state.redeals)
        listed = {str(native.to_move(core, m)) for m in core.legal_moves(position)}
        assert listed == {"grid3>grid5", "grid6>grid1"}
    assert_rejected(state, "grid6>grid5", "grid 5 starts row 2: it takes only the 2 of spades")


def test_a_row_is_in_order_only_from_the_card_named_for_it(tmp_path):
    game = load_text(tmp_path, GRID, "grid")
    crossed = build(
        game, {"grid": [["2S"], ["3S"], ["4S"], [], ["2H"], ["3H"], ["4H"], []]}, filler="grid"
    )
    assert crossed.outcome.result == "lost" and crossed.scores() == {0: 0}
    straight = build(
        game, {"grid": [["2H"], ["3H"], ["4H"], [], ["2S"], ["3S"], ["4S"], []]}, filler="grid"
    )
    assert straight.outcome.result == "won" and straight.scores() == {0: 6}


def test_row_start_cards_are_described(tmp_path):
    text = describe(load_text(tmp_path, GRID, "grid"))
    assert (
        "or only the 2 of hearts at the start of row 1 and the 2 of spades at the start of row 2"
        in text
    )


# ---------------------------------------------------------------------------------------------
# A named card for each pile

NAMED = """\
game named "Named cards"
decks {decks}
zone foundation: foundation, 3 piles
  deal cards {cards}
  builds up in suit, wrapping
  gives nothing
zone tableau: tableau, 7 piles
  deal rest face up
  gives top card
won if all cards in foundation
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_each_pile_gets_the_card_named_for_it_before_the_rest_is_dealt(tmp_path, engine):
    text = NAMED.format(decks=2, cards="QD 2S QD")  # two copies of a card, one per deck
    game = load_text(tmp_path, text, "named", engine=engine)
    assert game.engine == ("python" if engine == "python" else "native")
    for seed in (1, 7):
        z = zones(game.deal(seed=seed))
        assert z["foundation"] == [["QD"], ["2S"], ["QD"]]
        assert sum(map(len, z["tableau"])) == 101


@pytest.mark.parametrize(
    ("decks", "cards", "message"),
    [
        (1, "QD 2S", "the deal names 2 cards, but zone 'foundation' has 3 piles"),
        (1, "QD 2S QD", "2 copies in all of the Queen of suit D, but the decks hold 1"),
    ],
)
def test_named_cards_must_fit_the_piles_and_the_decks(tmp_path, decks, cards, message):
    with pytest.raises(VariantError, match=message) as raised:
        load_text(tmp_path, NAMED.format(decks=decks, cards=cards), "named")
    assert raised.value.line in (3, 4)  # the zone (the deal's count) or its deal line


def test_a_named_card_the_decks_do_not_hold_is_refused(tmp_path):
    text = NAMED.format(decks=1, cards="QD 2S 3H").replace("decks 1", "decks 2\nsuits S D")
    with pytest.raises(VariantError, match="is dealt a card of suit H, which the decks do not"):
        load_text(tmp_path, text, "named")


def test_named_cards_are_described(tmp_path):
    text = describe(load_text(tmp_path, NAMED.format(decks=1, cards="QD 2S TH"), "named"))
    assert "one named card to each pile, pile by pile: Queen of diamonds, 2 of spades, 10 of" in (
        text
    )
