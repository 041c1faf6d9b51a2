"""The general forms added for the games of issue 14, tested on small hand-written variants
(each form on its own, on every engine that runs it), apart from the shipped games that use them
(tests/test_families.py, tests/test_classics_more.py).

- ``deal ..., covered face down`` and ``turns up exposed cards`` in a zone with a covering map
  (Tri Peaks): a covered pile's top card is turned face up once every pile covering it is empty.
- ``empty accepts ... from its left neighbour, or CARD ... at the start of rows N ...`` (Gaps'
  basic variant): each row start takes its own card, and "in order" follows the same rule.
- ``deal cards CARD CARD ...`` (Grandfather's Clock): a named card for each pile of a zone.
- ``deal the other cards of the base rank of ZONE`` (Penguin): the cards of the rank of the first
  card dealt to ZONE's first pile, that card excepted, one to each pile.
- ``keeps its top card face up`` (Pyramid's open stock): a face-down top card is turned up after
  the deal and after every move, also when an action puts cards there face down.
- ``action NAME: play one buried card from ZONE, once, only after the last ACTION`` (La Belle
  Lucie's merci): a face-up card under a top card is played where a top card could go, once,
  after the last pass of another action; notation ``merci tableau3@2>foundation1``.
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
    assert game.engine == (
        "native" if native.built() and native.chosen_engine() != "python" else "python"
    )
    state = build(
        game, {"grid": [[], ["3S"], ["2S"], ["4H"], [], ["2H"], ["3H"], ["4S"]]}, filler="grid"
    )
    assert legal(state) == {"grid3>grid5", "grid6>grid1"}
    if game.native is not None:  # the core reads the named row starts alike
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


# ---------------------------------------------------------------------------------------------
# The other cards of the base rank

BASE_DEAL = """\
game beak "The beak's fellows"
decks {decks}
zone reserve: reserve, 1 pile
  deal 2 face up
zone foundation: foundation, 4 piles
  deal the other cards of the base rank of {base}
  builds up in suit, wrapping
  empty accepts the base rank
  gives nothing
zone tableau: tableau, 5 piles
  deal 5 face up
  gives top card
  empty accepts the rank below the base rank of foundation
zone stock: stock, 1 pile
  deal rest face down
won if all cards in foundation
"""


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("decks", [1, 2])
def test_the_other_cards_of_the_base_rank_go_one_to_each_pile(tmp_path, engine, decks):
    text = BASE_DEAL.format(decks=decks, base="tableau")
    game = load_text(tmp_path, text, "beak", engine=engine)
    assert game.engine == ("python" if engine == "python" else "native")
    for seed in (1, 2, 9):
        z = zones(game.deal(seed=seed))
        beak = z["tableau"][0][0]  # the first card dealt to the tableau, after the reserve's two
        fellows = [pile[0] for pile in z["foundation"] if pile]
        assert len(fellows) == min(4, 4 * decks - 1)
        assert all(card[0] == beak[0] for card in fellows)
        assert sizes_of(z) == {"reserve": [2], "tableau": [5] * 5}
        held = [card.lstrip("-") for piles in z.values() for pile in piles for card in pile]
        assert sum(card[0] == beak[0] for card in held) == 4 * decks


def sizes_of(z):
    return {name: [len(pile) for pile in z[name]] for name in ("reserve", "tableau")}


def test_the_base_card_keeps_its_place_when_a_fellow_lay_before_it(tmp_path):
    game = load_text(tmp_path, BASE_DEAL.format(decks=1, base="tableau"), "beak")
    # 7D is the third card, the first the tableau would get; the 7H before it and the 7C and
    # 7S after it leave the deck, and the reserve's two cards come from after it
    z = zones(game.deal(order=["7H", "2S", "7D", "3S", "7C", "4S"]))
    assert z["foundation"] == [["7H"], ["7C"], ["7S"], []]
    assert z["reserve"] == [["2S", "3S"]]
    assert z["tableau"][0][:2] == ["7D", "4S"]


def test_the_rank_below_the_base_fills_a_space(tmp_path):
    game = load_text(tmp_path, BASE_DEAL.format(decks=1, base="tableau"), "beak")
    state = build(
        game,
        {
            "foundation": [["7H"], ["7C"], ["7S"], []],
            "tableau": [["6D"], ["5D"], [], [], []],
        },
    )
    assert "tableau1>tableau3" in legal(state)
    assert_rejected(state, "tableau2>tableau3", "6")


@pytest.mark.parametrize(
    ("base", "message"),
    [
        ("foundation", "cannot be dealt the other cards of its own base rank"),
        ("stock", "deals no fixed number of cards there"),
        ("tablaeu", "unknown zone 'tablaeu' — did you mean 'tableau'?"),
    ],
)
def test_the_base_rank_deal_names_a_zone_that_deals_its_first_pile(tmp_path, base, message):
    with pytest.raises(VariantError, match=message) as raised:
        load_text(tmp_path, BASE_DEAL.format(decks=1, base=base), "beak")
    assert raised.value.line == 6


def test_the_base_rank_deal_beside_named_cards_needs_a_zone_for_the_rest(tmp_path):
    text = """\
game beak "Named sevens"
zone sevens: foundation, 4 piles
  deal rank 7, one of each suit
zone foundation: foundation, 4 piles
  deal the other cards of the base rank of tableau
zone tableau: tableau, 9 piles
  deal 5
won if all cards in foundation
"""
    with pytest.raises(VariantError, match="named cards that may be of that rank") as raised:
        load_text(tmp_path, text, "beak")
    assert raised.value.line == 4


def test_the_base_rank_deal_is_described(tmp_path):
    text = describe(load_text(tmp_path, BASE_DEAL.format(decks=1, base="tableau"), "beak"))
    assert (
        "dealt the other cards of the rank of the first card dealt to the tableau's first pile"
        in text
    )


# ---------------------------------------------------------------------------------------------
# A zone that keeps its top card face up

OPEN_STOCK = """\
game open-stock "An open stock"
zone stock: stock, 1 pile
  deal rest face down
  {clause}
  gives top card to foundation
zone waste: waste, 1 pile
zone foundation: foundation, 1 pile
  builds any rank
  empty accepts any card
  gives nothing
action turn: 1 from stock to waste, face up
action redeal: all from waste to stock, face down, only if stock is empty
won if all cards in foundation
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_a_zone_keeps_its_top_card_face_up_after_the_deal_a_move_and_an_action(tmp_path, engine):
    text = OPEN_STOCK.format(clause="keeps its top card face up")
    game = load_text(tmp_path, text, "open-stock", engine=engine)
    assert game.engine == ("python" if engine == "python" else "native")
    state = game.deal(seed=4)
    stock = zones(state)["stock"][0]
    assert not stock[-1].startswith("-") and all(card.startswith("-") for card in stock[:-1])
    for move in ("turn", "stock1>foundation1"):
        after = zones(state.play(move))["stock"][0]
        assert not after[-1].startswith("-") and after[-2].startswith("-")
    emptied = build(game, {"stock": [[]], "waste": [["5S", "6S"]]}, filler="foundation")
    assert zones(emptied.play("redeal"))["stock"] == [["-6S", "5S"]]  # turned down, top turned up


@pytest.mark.parametrize("engine", ENGINES)
def test_without_the_clause_the_top_card_stays_face_down(tmp_path, engine):
    game = load_text(
        tmp_path, OPEN_STOCK.format(clause="turns up exposed cards"), "closed", engine=engine
    )
    state = game.deal(seed=4)
    assert zones(state)["stock"][0][-1].startswith("-")
    assert not any(move.startswith("stock") for move in legal(state))
    emptied = build(game, {"stock": [[]], "waste": [["5S", "6S"]]}, filler="foundation")
    assert zones(emptied.play("redeal"))["stock"] == [["-6S", "-5S"]]


def test_a_zone_that_keeps_its_top_card_face_up_is_described(tmp_path):
    text = describe(
        load_text(tmp_path, OPEN_STOCK.format(clause="keeps its top card face up"), "open-stock")
    )
    assert "its top card always lies face up" in text


# ---------------------------------------------------------------------------------------------
# Playing a buried card: the merci

MERCI = """\
game buried "A buried card"
zone tableau: tableau, 3 piles
  deal 3 face up
  builds down in suit
  gives top card
  empty accepts nothing
zone foundation: foundation, 4 piles
  builds up in suit
  empty accepts A
  one pile per suit
  gives nothing
zone stock: stock, 1 pile
  deal rest face down
  gives nothing
action redeal: gather tableau, shuffled, deal back, passes 2
action merci: play one buried card from tableau{details}
won if all cards in foundation
"""


def merci_game(tmp_path, details=", once, only after the last redeal", **options):
    return load_text(tmp_path, MERCI.format(details=details), "buried", **options)


def test_a_buried_card_is_played_where_a_top_card_could_go_once(tmp_path):
    game = merci_game(tmp_path)
    tableau = [["AH", "9C", "5D"], ["7S", "8S", "6D"], ["KC"]]
    state = build(game, {"tableau": tableau})
    data = state.to_dict()
    data["actions_used"] = {"redeal": [1]}
    after = game.from_dict(data)
    draws = {m for m in legal(after) if m.startswith("merci")}
    # The Ace from the bottom of pile 1, onto any empty foundation; no other buried card fits
    # anywhere (the 7S and 8S of pile 2 neither on the 5D nor on the KC).
    assert draws == {f"merci tableau1@3>foundation{k}" for k in (1, 2, 3, 4)}
    played = after.play("merci tableau1@3>foundation1")
    assert zones(played)["tableau"][0] == ["9C", "5D"]  # the cards above it stay, in order
    assert not [m for m in legal(played) if m.startswith("merci")]
    assert_rejected(played, "merci tableau2@2>tableau1", "once")


def test_a_buried_card_waits_for_the_last_pass_of_the_action_named(tmp_path):
    game = merci_game(tmp_path)
    state = build(game, {"tableau": [["AH", "9C"], [], []]})
    assert_rejected(state, "merci tableau1@2>foundation1", "the last 'redeal'")
    anytime = merci_game(tmp_path, details="")  # no condition, no limit
    state = build(anytime, {"tableau": [["AH", "2H", "9C"], [], []]})
    again = state.play("merci tableau1@3>foundation1")
    assert "merci tableau1@2>foundation1" in legal(again)  # the 2H, on its Ace


def test_a_buried_card_move_round_trips_and_the_native_core_plays_it_alike(tmp_path):
    game = merci_game(tmp_path, details=", once", engine="auto")
    state = build(game, {"tableau": [["AH", "2S", "9C"], ["3S", "4D"], ["4S"]]})
    moves = state.legal_moves()
    assert any(m.action == "merci" for m in moves)
    for move in moves:
        assert state.parse_move(str(move)) == move
        assert str(state.parse_move(str(move))) == str(move)
    if not native.built():
        assert game.engine == "python"
        return
    assert game.engine == "native", game.native_reason
    core = game.native
    here = native.to_native(core, state.zones, state.redeals)
    tuples = core.legal_moves(here)
    listed = [native.to_move(core, found) for found in tuples]
    assert [str(m) for m in listed] == [str(m) for m in moves]  # merci tableau1@3>foundation1
    assert [native.from_move(core, m) for m in moves] == tuples
    for index, move in enumerate(moves):
        after, played = core.play(here, index), state.play(move)
        assert core.zones(after) == [list(map(list, p)) for p in played.to_dict()["zones"].values()]
        assert core.redeals(after) == list(played.redeals)


@pytest.mark.parametrize(
    ("details", "message"),
    [
        (", only after the last rdeal", "unknown action 'rdeal'"),
        (", only after the last merci", "its own last use"),
        (", only after the last turn", "has no last"),
    ],
)
def test_only_after_the_last_names_another_limited_action(tmp_path, details, message):
    text = MERCI.format(details=details) + "action turn: 1 from stock to foundation\n"
    path = tmp_path / "bad.cw"
    path.write_text(text, "utf-8")
    with pytest.raises(VariantError, match=message):
        cardwright.load(str(path))


def test_a_buried_card_of_a_zone_that_gives_nothing_is_an_error(tmp_path):
    text = MERCI.format(details="").replace(
        "action merci: play one buried card from tableau",
        "action merci: play one buried card from stock",
    )
    path = tmp_path / "bad.cw"
    path.write_text(text, "utf-8")
    with pytest.raises(VariantError, match="the stock gives nothing"):
        cardwright.load(str(path))


def test_a_buried_card_action_is_described(tmp_path):
    text = describe(merci_game(tmp_path))
    assert "take one face-up card from under the top card of a tableau pile" in text
    assert "only when the last 'redeal' has been taken" in text and "once in a game" in text
