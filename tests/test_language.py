"""The variant language: what it reads, and the errors it gives for what it cannot."""

from importlib import resources

import pytest
from hypothesis import given
from hypothesis import strategies as st
from positions import assert_rejected, build, legal, zones

import cardwright
from cardwright import VariantError
from cardwright.frontends.cli import main
from cardwright.language import parse
from cardwright.language.registry import rules_for
from cardwright.rules import AllOf, RankStep, RankSum, SuitMatch, rank_step_of
from cardwright.words.describe import describe

SHIPPED = {
    entry.name: entry.read_text("utf-8")
    for entry in resources.files("cardwright.variant_files").iterdir()
    if entry.name.endswith(".cw")
}
ACCORDION = SHIPPED["accordion.cw"]
CHEQUERS = SHIPPED["chequers.cw"]


def load_text(text, **options):
    return rules_for(parse(text, "test.cw"), options)


def error_of(text, **options):
    with pytest.raises(VariantError) as raised:
        load_text(text, **options)
    return raised.value


# -- what the language reads ------------------------------------------------------------------


def test_shipped_variants_are_found_through_importlib_resources():
    assert {"accordion.cw", "chequers.cw", "chequers-manual.cw", "chequers-pysol.cw"} <= set(
        SHIPPED
    )
    assert cardwright.variants() == sorted(cardwright.variants())
    assert "accordion" in cardwright.variants()


def test_variants_are_found_by_alias_and_by_path(tmp_path):
    assert cardwright.load("The Idle Year").name == "accordion"
    assert cardwright.load("methuselah").name == "accordion"
    path = tmp_path / "mine.cw"
    path.write_text(ACCORDION.replace("game accordion", "game mine"))
    assert cardwright.load(str(path)).name == "mine"


def test_typed_options_have_choices_and_defaults():
    game = cardwright.load("accordion")
    assert game.options == {"moves": "optional", "deal": "dealt"}
    assert game.option_specs["moves"].choices == ("optional", "mandatory")
    number_option = ACCORDION.replace(
        "option deal: dealt", "option speed: 1 | 3 = 3\noption deal: dealt"
    )
    rules = load_text(number_option, speed="1")
    assert dict(rules.options)["speed"] == 1  # "1" from a command line becomes the number 1


def test_options_select_plugins_and_change_data():
    # one-pile-search is always on (the solver's knowledge); the moves option picks the other
    assert cardwright.load("accordion").rules.plugins == ("one-pile-search", "optional-moves")
    assert cardwright.load("accordion", moves="mandatory").rules.plugins == (
        "one-pile-search",
        "mandatory-moves",
    )
    open_deal = cardwright.load("accordion", deal="open").deal(seed=1)
    assert len(open_deal.piles("row")) == 52
    assert open_deal.piles("stock") == ((),)


def test_option_values_can_be_used_as_numbers():
    text = ACCORDION.replace(
        "option deal: dealt", "option per_deal: 1 | 2 = 2\noption deal: dealt"
    ).replace("action deal: 1 from stock", "action deal: per_deal from stock")
    game = cardwright.Game(load_text(text))
    state = game.deal(seed=3).play("deal")
    assert len(state.piles("row")) == 2


def test_a_variant_extends_another_and_overrides_only_what_differs():
    pysol = cardwright.load("chequers-pysol")
    base = cardwright.load("chequers")
    assert pysol.rules.parents == ("chequers",)
    assert rank_step_of(pysol.rules.zone("tableau").builds).wrap is False
    assert rank_step_of(base.rules.zone("tableau").builds).wrap is True
    # what the child does not mention is inherited unchanged
    assert pysol.rules.zone("ascending") == base.rules.zone("ascending")
    assert pysol.rules.zone("tableau").deal == base.rules.zone("tableau").deal
    assert cardwright.load("chequers-manual").options["refill"] == "manual"


def test_a_file_can_extend_a_sibling_file(tmp_path):
    (tmp_path / "parent.cw").write_text(ACCORDION.replace("game accordion", "game parent"))
    (tmp_path / "child.cw").write_text(
        'game child "Child"\nextends parent\noption moves = mandatory\n'
    )
    game = cardwright.load(str(tmp_path / "child.cw"))
    assert game.options["moves"] == "mandatory"
    assert game.rules.parents == ("parent",)


# -- errors -------------------------------------------------------------------------------------


def test_a_syntax_error_names_file_line_column_and_what_was_expected():
    error = error_of(ACCORDION.replace("builds same rank or in suit", "builds sideways"))
    assert (error.file, error.line, error.column) == ("test.cw", 17, 10)
    assert "unexpected 'sideways'" in error.message
    assert "'up'" in error.message and "'down'" in error.message
    rendered = str(error)
    assert rendered.startswith("test.cw:17:10: ")
    assert rendered.splitlines()[-1].strip() == "^"


def test_an_unknown_zone_suggests_the_closest_name():
    error = error_of(CHEQUERS.replace("descending, tableau  ", "descending, tablaeu  "))
    assert "unknown zone 'tablaeu' — did you mean 'tableau'?" in error.message
    assert error.line == 19


def test_an_unknown_plugin_is_an_error_even_in_an_inactive_block():
    error = error_of(ACCORDION.replace("use mandatory-moves", "use mandatory-move"))
    assert "unknown plugin 'mandatory-move' — did you mean 'mandatory-moves'?" in error.message


def test_option_defaults_must_be_among_their_choices():
    error = error_of(ACCORDION.replace('= optional "', '= sometimes "'))
    assert "not one of its choices" in error.message
    assert error.line == 8


def test_unknown_options_and_values_list_the_valid_ones():
    with pytest.raises(VariantError, match=r"no option 'mvoes' — did you mean 'moves'\?"):
        cardwright.load("accordion", mvoes="mandatory")
    with pytest.raises(VariantError, match="choose one of optional, mandatory"):
        cardwright.load("accordion", moves="sometimes")


def test_card_counts_of_the_deal_must_match_the_decks():
    error = error_of(CHEQUERS.replace("deal rest, top face up", "deal 2, top face up"))
    assert "places 102 of the 104 cards" in error.message
    error = error_of(CHEQUERS.replace("deal 4 face up", "deal 5 face up"))
    assert "needs 125 cards" in error.message


def test_when_blocks_check_their_option_and_value():
    error = error_of(ACCORDION.replace("when moves is optional", "when mooves is optional"))
    assert "unknown option 'mooves' — did you mean 'moves'?" in error.message
    error = error_of(ACCORDION.replace("when moves is optional", "when moves is sometimes"))
    assert "'sometimes' is not a choice of option 'moves'" in error.message


def test_unknown_and_cyclic_parents_are_errors(tmp_path):
    (tmp_path / "a.cw").write_text('game a "A"\nextends b\n')
    (tmp_path / "b.cw").write_text('game b "B"\nextends a\n')
    with pytest.raises(VariantError, match="extends itself"):
        cardwright.load(str(tmp_path / "a.cw"))
    (tmp_path / "c.cw").write_text('game c "C"\nextends chequerz\n')
    with pytest.raises(VariantError, match="did you mean 'chequers'") as raised:
        cardwright.load(str(tmp_path / "c.cw"))
    assert raised.value.line == 2


def test_unknown_variant_names_suggest_installed_ones():
    with pytest.raises(VariantError, match="did you mean 'chequers'"):
        cardwright.load("cheqers")


def test_a_file_must_say_when_it_is_won():
    with pytest.raises(VariantError, match="never says when it is won"):
        load_text(ACCORDION.replace("won if stock is empty and row has 1 pile", ""))


def test_unreadable_and_non_utf8_files_are_variant_errors(tmp_path):
    with pytest.raises(VariantError, match="cannot read"):
        cardwright.load(str(tmp_path / "missing.cw"))
    bad = tmp_path / "bad.cw"
    bad.write_bytes(b"game x \xff\xfe\n")
    with pytest.raises(VariantError, match="UTF-8"):
        cardwright.load(str(bad))


# -- fuzzing: nothing but VariantError ----------------------------------------------------------


def _try(text):
    try:
        load_text(text)
    except VariantError as error:
        assert str(error)


@given(
    name=st.sampled_from(sorted(SHIPPED)),
    start=st.integers(0, 3000),
    length=st.integers(0, 40),
    insert=st.text(alphabet=st.sampled_from(list(' \n\t:,.|=#"-_azAK09')), max_size=8),
)
def test_garbled_variant_files_give_only_variant_errors(name, start, length, insert):
    text = SHIPPED[name]
    start = start % (len(text) + 1)
    _try(text[:start] + insert + text[start + length :])


@given(lines=st.data())
def test_shuffled_and_repeated_lines_give_only_variant_errors(lines):
    source = CHEQUERS.splitlines()
    picked = lines.draw(st.lists(st.sampled_from(source), max_size=30))
    _try("\n".join(picked))


@given(text=st.text(max_size=200))
def test_random_text_gives_only_variant_errors(text):
    _try(text)


WORDS = [
    "game",
    "zone",
    "option",
    "when",
    "use",
    "won",
    "lost",
    "progress",
    "score",
    "action",
    "deal",
    "builds",
    "gives",
    "empty",
    "accepts",
    "refills",
    "from",
    "turns",
    "up",
    "exposed",
    "cards",
    "tableau",
    "foundation",
    "stock",
    "waste",
    "row",
    "piles",
    "pile",
    "per",
    "player",
    "1",
    "2",
    "13",
    "..",
    "rest",
    "nothing",
    "face",
    "down",
    "top",
    "card",
    "whole",
    "runs",
    "in",
    "suit",
    "alternate",
    "colours",
    "either",
    "way",
    "wrapping",
    "is",
    "has",
    "all",
    "if",
    "only",
    "unless",
    "and",
    "by",
    "hand",
    "title",
    "alternating",
    ":",
    ",",
    "|",
    "=",
    "(",
    ")",
    "\n",
    "\n",
    "",
    "",
]


@given(words=st.lists(st.sampled_from(WORDS), max_size=60))
def test_random_keyword_soup_gives_only_variant_errors(words):
    _try('game soup "Soup"\n' + " ".join(words))


# -- constructs added for the pairing, pyramid and grid games -----------------------------------


def test_places_may_go_both_ways_and_one_direction_twice_is_an_error():
    rules = load_text(ACCORDION.replace("1 or 3 places left", "1 or 3 places left or right"))
    assert rules.zone("row").gives.offsets == (-1, -3, 1, 3)
    error = error_of(ACCORDION.replace("1 or 3 places left", "1 or 3 places left or left"))
    assert error.line == 16
    assert "write 'left or right'" in str(error)


def test_rows_covering_pairs_and_takes_only_are_read_into_the_zone():
    pyramid = load_text(SHIPPED["pyramid.cw"]).zone("pyramid")
    assert pyramid.rows == (1, 2, 3, 4, 5, 6, 7)
    assert pyramid.covered[0] == (1, 2)  # the top card lies under the two of the second row
    assert pyramid.covered[21:] == ((),) * 7  # the bottom row is covered by nothing
    assert pyramid.builds == AllOf((RankSum(13), SuitMatch("any")))
    assert pyramid.pairs_to == "foundation"
    assert load_text(SHIPPED["pyramid.cw"]).zone("foundation").takes_only == {13}


@pytest.mark.parametrize(
    ("old", "new", "at", "message"),
    [
        ("rows 1..7", "rows 1..6", "rows", "rows of 1 + 2 + 3 + 4 + 5 + 6 = 21 piles, but zone"),
        ("rows 1..7", "rows of 5", "rows", "28 piles, which do not make rows of 5"),
        ("rows 1..7", "rows 7..1", "rows", "rows 7..1 count down: write the smaller number"),
        ("rows 1..7", "rows 7 6 5 4 3 2 1", "covered", "a row of 7 piles cannot be covered by a"),
        ("  rows 1..7 ", "  ", "covered", "needs at least two rows"),
        ("adding up to 13", "adding up to 27", "builds", "two ranks cannot add up to 27"),
        ("adding up to 13", "adding up to 13, wrapping", "builds", "'wrapping' has no meaning"),
        ("pairs to foundation", "pairs to pyramid", "removes", "removes pairs to itself"),
        ("pairs to foundation", "pairs to fondation", "removes", "unknown zone 'fondation'"),
    ],
)
def test_errors_in_rows_covering_and_pairs_point_at_their_line(old, new, at, message):
    text = SHIPPED["pyramid.cw"].replace(old, new, 1)
    error = error_of(text)
    line = next(n for n, t in enumerate(text.splitlines(), 1) if t.startswith(f"  {at} "))
    assert error.line == line
    assert error.column >= 3  # at the clause, or at the word in it that is wrong
    assert message in str(error)


def test_gaps_constructs_are_read_into_the_rules():
    rules = load_text(SHIPPED["gaps.cw"])
    tableau = rules.zone("tableau")
    assert tableau.rows == (13, 13, 13, 13)
    assert tableau.empty.what == "left" and tableau.empty.ranks == {2}
    assert tableau.empty.left_rule == AllOf((RankStep((1,)), SuitMatch("same")))
    assert rules.zone("aces").collects_from == "tableau"
    assert rules.zone("aces").collects_ranks == {1}
    (redeal,) = rules.actions
    assert (redeal.mode, redeal.out_of_order, redeal.leave_gaps, redeal.shuffled) == (
        "gather",
        True,
        True,
        True,  # Morehead & Mott-Smith, Cadogan, PySolFC; gather=unshuffled: Wikibooks
    )
    assert rules.won[0].kind == "in_order" and rules.progress[0].kind == "more_in_order"
    assert rules.score.kind == "cards_in_order"


@pytest.mark.parametrize(
    ("old", "new", "at", "message"),
    [
        (
            "up in suit from its left neighbour, or 2 at the start of a row",
            "any card",
            "won if",
            "'tableau is in order' needs zone 'tableau' to say what order its rows follow",
        ),
        (", deal back leaving a gap in each row", "", "  action", "add ', deal back'"),
        ("gather tableau out", "gather tablo out", "  action", "unknown zone 'tablo'"),
        ("collects A from tableau", "collects A from tablo", "  collects", "unknown zone 'tablo'"),
        ("rows of 13", "rows of 12", "  rows", "52 piles, which do not make rows of 12"),
        ("tableau: tableau, 52 piles", "tableau: tableau, 52 piles, growing", "  rows", "growing"),
        ("2 at the start", "2 at the end", "  empty", "unexpected 'end'"),
    ],
)
def test_errors_in_the_gaps_constructs_point_at_their_line(old, new, at, message):
    text = SHIPPED["gaps.cw"]
    assert old in text
    text = text.replace(old, new, 1)
    error = error_of(text)
    line = next(n for n, t in enumerate(text.splitlines(), 1) if t.startswith(at))
    assert error.line == line
    assert message in str(error)


def test_row_starts_can_each_take_their_own_card():
    rules = load_text(SHIPPED["gaps.cw"].replace(GAPS_START, GAPS_BASIC_START))
    empty = rules.zone("tableau").empty
    assert empty.what == "left" and empty.ranks == frozenset()
    assert empty.row_cards == ((0, 2, "C"), (1, 2, "H"), (2, 2, "S"), (3, 2, "D"))
    some = GAPS_BASIC_START.replace(
        "2C 2H 2S 2D at the start of rows 1 2 3 4", "QD TH at the start of rows 4 2"
    )
    assert load_text(SHIPPED["gaps.cw"].replace(GAPS_START, some)).zone(
        "tableau"
    ).empty.row_cards == ((1, 10, "H"), (3, 12, "D"))  # by row; 10 may be written T
    shipped = cardwright.load("gaps-basic-variant").ir.zone("tableau").empty
    assert shipped.row_cards == empty.row_cards


GAPS_START = "up in suit from its left neighbour, or 2 at the start of a row"
GAPS_BASIC_START = "up in suit from its left neighbour, or 2C 2H 2S 2D at the start of rows 1 2 3 4"


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("2C 2H 2S at the start of rows 1 2 3 4", "3 cards for 4 rows: name one row for each card"),
        ("2C 2H at the start of rows 1 1", "row 1 is named twice"),
        ("2C at the start of rows 0", "rows are numbered from 1"),
        (
            "2C 2H at the start of rows 1 5",
            "zone 'tableau' has 4 rows ('rows ...'): there is no row 5",
        ),
        ("2C or 2H at the start of rows 1 2", "unexpected 'or'"),
        ("2C 2H at the start of a row", "unexpected 'a'"),
    ],
)
def test_errors_in_row_start_cards_point_at_their_line(cards, message):
    text = SHIPPED["gaps.cw"].replace(
        GAPS_START, GAPS_START.replace("2 at the start of a row", cards)
    )
    error = error_of(text)
    assert error.line == line_of(text, "  empty accepts")
    assert message in str(error)


def test_row_start_cards_the_decks_do_not_hold_are_warned_of():
    from cardwright.rules.winnable import unwinnable_warnings

    text = (
        SHIPPED["gaps.cw"]
        .replace(GAPS_START, GAPS_BASIC_START)
        .replace("decks 1", "decks 2\nsuits S H", 1)
    )
    warnings = [w.message for w in unwinnable_warnings(load_text(text))]
    assert len(warnings) == 2  # rows 1 and 4: clubs and diamonds are not in the decks
    assert (
        "row 1 of zone 'tableau' starts only with 2C, and the decks hold no such card"
        in (warnings[0])
    )
    assert warnings[1].startswith("row 4 of zone 'tableau' starts only with 2D")


def test_a_named_card_for_each_pile_is_read():
    deal = load_text(SHIPPED["grandfathers-clock.cw"]).zone("foundation").deal
    assert deal.amount == "cards" and len(deal.cards) == 12
    assert deal.cards[:2] == ((2, "S"), (3, "H")) and deal.cards[8] == (10, "S")
    assert [deal.pile_size(i) for i in range(12)] == [1] * 12


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("deal cards 2S 3H", "deal cards 2S 3X", "unexpected"),
        ("deal cards 2S 3H 4C 5D 6S 7H 8C 9D TS JH QC KD", "deal cards", "unexpected"),
        ("8C 9D TS JH QC KD", "8C 9D TS JH QC", "the deal names 11 cards, but zone 'foundation'"),
        (
            "TS JH QC KD",
            "TS JH QC QC",
            "2 copies in all of the Queen of suit C, but the decks hold 1",
        ),
    ],
)
def test_errors_in_named_cards_point_at_their_zone(old, new, message):
    text = SHIPPED["grandfathers-clock.cw"].replace(old, new, 1)
    error = error_of(text)
    assert error.line in (line_of(text, "zone foundation"), line_of(text, "  deal cards"))
    assert message in str(error)


def test_a_covering_map_deals_covered_piles_face_down_and_turns_them_up():
    rules = load_text(SHIPPED["tri-peaks.cw"])
    tableau = rules.zone("tableau")
    assert (tableau.deal.amount, tableau.deal.count, tableau.deal.face) == ("each", 1, "covered")
    assert tableau.turns_up and tableau.covered[0] == (3, 4)
    pyramid = SHIPPED["pyramid.cw"].replace("  deal 1 face up", "  deal 1, covered face down", 1)
    assert load_text(pyramid).zone("pyramid").deal.face == "covered"  # a map from the rows


def test_covered_face_down_needs_a_covering_map():
    text = "\n".join(
        line for line in SHIPPED["tri-peaks.cw"].splitlines() if not line.startswith("  pile ")
    )
    error = error_of(text)
    assert error.line == line_of(text, "  deal 1, covered face down")
    assert "no pile of it is covered: give it a covering map" in str(error)
    text = SHIPPED["tri-peaks.cw"].replace("covered face down", "covered face up")
    error = error_of(text)
    assert error.line == line_of(text, "  deal 1, covered face up")
    assert "unexpected 'up'" in str(error)


def test_a_gather_needs_a_zone_that_keeps_its_piles():
    text = SHIPPED["accordion.cw"] + "action again: gather row, deal back\n"
    error = error_of(text)
    assert "it cannot be growing" in str(error) and error.line == len(text.splitlines())
    error = error_of(
        SHIPPED["accordion.cw"] + "action again: gather stock out of order, deal back\n"
    )
    assert "'gather stock out of order' needs zone 'stock' to say what order" in str(error)


# -- one style (issue 11, item 5): the forms to write, and the deprecated ones still read -------


def deprecations(text):
    """(line, column, message) of each deprecated form in ``text``."""
    return parse(text, "test.cw").deprecated


def line_of(text, start):
    return next(n for n, t in enumerate(text.splitlines(), 1) if t.startswith(start))


def test_the_shipped_files_use_no_deprecated_form():
    for name, text in SHIPPED.items():
        assert parse(text, name).deprecated == (), name


def test_option_choices_are_separated_by_commas_and_the_old_bars_are_deprecated():
    assert "option moves: optional, mandatory = optional" in ACCORDION
    rules = load_text(ACCORDION)
    assert dict((s.name, s.choices) for s in rules.option_specs) == {
        "moves": ("optional", "mandatory"),
        "deal": ("dealt", "open"),
    }
    old = ACCORDION.replace("optional, mandatory =", "optional | mandatory =")
    assert load_text(old).option_specs == rules.option_specs
    ((line, column, message),) = deprecations(old)
    assert (line, column) == (line_of(old, "option moves"), len("option moves: ") + 1)
    assert "'|' are deprecated: separate them with commas (optional, mandatory)" in message
    # one separator per line: a bar after a comma is a syntax error
    error = error_of(ACCORDION.replace("optional, mandatory =", "optional, mandatory | some ="))
    assert "unexpected '|'" in error.message and error.line == line_of(ACCORDION, "option moves")


def test_option_errors_list_the_choices_with_commas():
    error = error_of(ACCORDION.replace('= optional "', '= sometimes "'))
    assert "not one of its choices (optional, mandatory)" in error.message


def test_progress_measures_are_joined_with_and_and_the_old_semicolons_are_deprecated():
    klondike = SHIPPED["klondike.cw"]
    assert "progress: more cards in foundation and fewer face-down cards in tableau" in klondike
    rules = load_text(klondike)
    assert [(m.kind, m.zones) for m in rules.progress] == [
        ("more", ("foundation",)),
        ("fewer_face_down", ("tableau",)),
    ]
    old = klondike.replace("in foundation and fewer", "in foundation; fewer")
    assert load_text(old).progress == rules.progress
    ((line, _, message),) = deprecations(old)
    assert line == line_of(old, "progress:") and "join them with 'and'" in message
    # a zone list and the next measure: the comma continues the list, 'and' starts a measure
    double = load_text(SHIPPED["double-solitaire.cw"]).progress
    assert [m.kind for m in double] == ["more", "fewer_face_down", "fewer"]
    assert double[-1].zones == ("stock", "waste")
    mixed = klondike.replace(
        "face-down cards in tableau", "face-down cards in tableau; fewer cards in stock"
    )
    assert "unexpected ';'" in error_of(mixed).message


def test_won_and_lost_say_if_and_the_old_when_is_deprecated():
    rules = load_text(ACCORDION)
    assert [c.kind for c in rules.won] == ["empty", "piles"] and rules.lost_when_no_moves
    old = ACCORDION.replace("won if", "won when").replace("lost if", "lost when")
    old_rules = load_text(old)
    assert (old_rules.won, old_rules.lost_when_no_moves) == (rules.won, True)
    assert [(line, message) for line, _, message in deprecations(old)] == [
        (line_of(old, "won when"), "'won when' is deprecated: write 'won if'"),
        (line_of(old, "lost when"), "'lost when no moves' is deprecated: write 'lost if no moves'"),
    ]
    error = error_of(ACCORDION.replace("lost if no", "lost no"))
    assert "unexpected 'no'" in error.message and "'if'" in error.message


def test_action_conditions_say_only_if_and_unless_and_the_old_when_is_deprecated():
    klondike = SHIPPED["klondike.cw"]
    (redeal,) = (a for a in load_text(klondike).actions if a.name == "redeal")
    assert [(c.kind, c.zones) for c in redeal.when] == [("empty", ("stock",))]
    old = klondike.replace("only if stock is empty", "when stock is empty")
    assert load_text(old).actions == load_text(klondike).actions
    ((line, column, message),) = deprecations(old)
    assert line == line_of(old, "action redeal") and old.splitlines()[line - 1][
        column - 1 :
    ].startswith("when")
    assert "write ', only if CONDITION'" in message

    spider = SHIPPED["spider.cw"]
    (deal,) = load_text(spider).actions
    assert deal.blocked_by_empty == "tableau"
    old = spider.replace("unless tableau has", "not when tableau has")
    assert load_text(old).actions == load_text(spider).actions
    ((_, _, message),) = deprecations(old)
    assert "write 'unless tableau has an empty pile'" in message


def test_the_title_is_written_on_the_game_line_and_the_title_line_is_deprecated():
    assert parse(SHIPPED["maria.cw"]).title == "Maria"  # a child writes its title there too
    assert load_text(ACCORDION).title == "Accordion"
    text = ACCORDION.replace("decks 1 ", 'title "The Accordion"\ndecks 1 ')
    assert load_text(text).title == "The Accordion"  # still read: over the game line's
    ((line, _, message),) = deprecations(text)
    assert line == line_of(text, "title")
    assert (
        message
        == "'title' is deprecated: put the title on the game line (game NAME \"The Accordion\")"
    )


def test_alternating_colours_is_read_as_alternate_colours():
    klondike = SHIPPED["klondike.cw"]
    assert "builds down in alternate colours" in klondike
    alternating = klondike.replace("alternate colours", "alternating colours")
    assert load_text(alternating).zone("tableau") == load_text(klondike).zone("tableau")
    same = klondike.replace("alternate colours", "same colour")
    assert load_text(alternating).zone("tableau") != load_text(same).zone("tableau")
    assert deprecations(alternating) == ()  # both are good English: neither is deprecated


REFILLING = """game refilling "Refilling"
zone tableau: tableau, 2 piles
  deal 1 face up
  builds down
  gives top card
  empty accepts any card
  refills from reserve
zone reserve: reserve, 1 pile
  deal 2, top face up
  gives top card
  turns up exposed cards
zone stock: stock, 1 pile
  deal rest face down
won if all cards in reserve
"""
ORDER = ["5S", "4H", "2C", "3D"]  # tableau 5S and 4H; the reserve 2C (face down) under 3D


def tops(state, zone):
    return [str(pile[-1]) if pile else "" for pile in state.piles(zone)]


def test_refills_from_refills_an_emptied_pile_at_once_after_every_move():
    game = cardwright.Game(load_text(REFILLING))
    assert game.rules.zone("tableau").refill_by_hand is False and game.rules.plugins == ()
    state = game.deal(order=ORDER).play("tableau2>tableau1")  # 4H on 5S empties tableau 2 ...
    assert tops(state, "tableau") == ["4H", "3D"]  # ... which takes the reserve's top at once
    assert [c.to_text() for c in state.piles("reserve")[0]] == ["2C"]  # the next one turned up
    state = state.play("tableau2>tableau1")  # 3D on 4H: the last reserve card comes
    assert tops(state, "tableau") == ["3D", "2C"] and state.piles("reserve") == ((),)
    state = state.play("tableau2>tableau1")  # with the reserve gone, the pile stays empty
    assert tops(state, "tableau") == ["2C", ""]


def test_refills_from_by_hand_lets_only_the_reserve_top_into_an_empty_pile():
    text = REFILLING.replace("refills from reserve", "refills from reserve, by hand")
    game = cardwright.Game(load_text(text))
    assert game.rules.zone("tableau").refill_by_hand is True
    state = game.deal(order=ORDER).play("tableau2>tableau1")
    assert tops(state, "tableau") == ["4H", ""]  # not refilled by itself
    assert {m for m in legal(state) if m.endswith(">tableau2")} == {"reserve1>tableau2"}
    assert_rejected(state, "tableau1>tableau2", "while the reserve has cards", "by hand")
    assert tops(state.play("reserve1>tableau2"), "tableau") == ["4H", "3D"]
    state = state.play("reserve1>tableau1").play("reserve1>tableau1")  # 3D, 2C: reserve empty
    assert state.piles("reserve") == ((),)
    assert "tableau1>tableau2" in legal(state)  # then the pile takes what it accepts


@pytest.mark.parametrize(
    ("uses", "by_hand"),
    [
        ("use automatic-refill", False),
        ("use manual-refill", True),
        ("use manual-refill\nuse automatic-refill", False),  # as the plugins did: at once wins
    ],
)
def test_the_old_refill_plugins_are_read_as_deprecated_forms_of_the_clause(uses, by_hand):
    text = REFILLING + uses + "\n"
    rules = load_text(text)
    assert rules.plugins == ()
    assert rules.zone("tableau").refill_by_hand is by_hand
    notes = deprecations(text)
    assert len(notes) == len(uses.splitlines())
    assert all("is deprecated: write 'refills from ZONE" in message for _, _, message in notes)
    hand = [message for _, _, message in notes if "manual" in message]
    assert all("refills from ZONE, by hand" in message for message in hand)


def test_the_old_chequers_file_reads_as_the_new_one():
    block = CHEQUERS.index("when refill is manual:")
    old = (
        CHEQUERS[:block]
        + "when refill is automatic: use automatic-refill\n"
        + "when refill is manual: use manual-refill\n"
        + CHEQUERS[CHEQUERS.index("\n\n", block) :]
    )
    for refill in ("automatic", "manual"):
        assert load_text(old, refill=refill).zones == load_text(CHEQUERS, refill=refill).zones


@pytest.mark.parametrize(
    ("clause", "message"),
    [
        ("refills from tableau", "zone 'tableau' refills from itself: name another zone"),
        ("refills from reservoir", "unknown zone 'reservoir' — did you mean 'reserve'?"),
        ("refills from reserve, by foot", "unexpected 'foot'"),
    ],
)
def test_refill_errors_point_at_the_clause(clause, message):
    text = REFILLING.replace("refills from reserve", clause)
    error = error_of(text)
    assert error.line == line_of(text, "  refills")
    assert message in error.message


def test_check_prints_a_note_for_each_deprecated_form_and_still_passes(tmp_path, capsys):
    path = tmp_path / "old.cw"
    text = ACCORDION.replace("won if", "won when").replace(
        "optional, mandatory", "optional | mandatory"
    )
    path.write_text(text)
    assert main(["check", str(path)]) == 0
    out, err = capsys.readouterr()
    assert f"{path}: ok" in out
    option, won = line_of(text, "option moves"), line_of(text, "won when")
    assert f"{path}:{option}:15: note: choices separated by '|' are deprecated" in err
    assert f"{path}:{won}:1: note: 'won when' is deprecated: write 'won if'\n    won when" in err
    path.write_text(ACCORDION)
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().err == ""


# -- runs restricted to freeing a card, and refills from several zones ------------------------

RESTRICTED = """\
game restricted "Restricted Klondike"
extends klondike
zone tableau: tableau, 7 piles
  gives runs, part of a run only to uncover a card for foundation
"""

REFILLED = """\
game refilled "Refilled Canfield"
extends canfield
zone tableau: tableau, 4 piles
  refills from reserve, then waste
"""


def _game(tmp_path, text):
    path = tmp_path / "variant.cw"
    path.write_text(text)
    return cardwright.load(str(path))


def test_a_part_of_a_run_moves_only_to_uncover_a_card_for_the_named_zone(tmp_path):
    spades = [f"{r}S" for r in "A2345678"]
    run = ["9S", "8H", "7C", "6D"]  # a run of four; 8S is on the foundation, 8H is not
    layout = {
        "foundation": [spades, [], [], []],
        "tableau": [run, ["TD"], ["9C"], ["8D"], [], [], []],
    }
    restricted = build(_game(tmp_path, RESTRICTED), layout)
    moves = legal(restricted)
    assert "tableau1:4>tableau2" in moves  # the whole run always
    assert "tableau1:3>tableau3" in moves  # leaves 9S, which can go to the foundation
    assert "tableau1:2>tableau4" not in moves  # would leave 8H, which cannot
    assert_rejected(restricted, "tableau1:2>tableau4", "uncover a card for the foundation", "8H")
    assert "tableau1:2>tableau4" in legal(build(cardwright.load("klondike"), layout))


def test_part_of_a_run_restricts_runs_only(tmp_path):
    text = RESTRICTED.replace("gives runs,", "gives top card,")
    with pytest.raises(VariantError, match="restricts runs; it gives top"):
        _game(tmp_path, text)
    with pytest.raises(VariantError, match="unknown zone 'fondation'"):
        _game(tmp_path, RESTRICTED.replace("for foundation", "for fondation"))


def test_an_emptied_pile_is_refilled_from_the_first_zone_of_the_list_that_has_a_card(tmp_path):
    game = _game(tmp_path, REFILLED)
    base = {"foundation": [["QD"], [], [], []], "tableau": [["5C"], ["6H"], ["JS"], ["KH"]]}
    from_reserve = build(game, {**base, "reserve": [["9S"]], "waste": [["4D"]]})
    assert zones(from_reserve.play("tableau1>tableau2"))["tableau"][0] == ["9S"]
    from_waste = build(game, {**base, "reserve": [[]], "waste": [["4D"]]})
    after = from_waste.play("tableau1>tableau2")
    assert zones(after)["tableau"][0] == ["4D"] and zones(after)["waste"] == [[]]
    both_empty = build(game, {**base, "reserve": [[]], "waste": [[]]})
    assert zones(both_empty.play("tableau1>tableau2"))["tableau"][0] == []
    assert "then of the waste" in describe(game)


def test_refills_by_hand_come_from_one_zone(tmp_path):
    text = REFILLED.replace("then waste", "then waste, by hand")
    with pytest.raises(VariantError, match="refilled by hand from one zone"):
        _game(tmp_path, text)


# -- warnings: rules that no deal can win (issue 14, item 4) ----------------------------------


def _warnings(tmp_path, text):
    from cardwright.rules.winnable import unwinnable_warnings

    return [w.message for w in unwinnable_warnings(_game(tmp_path, text).rules)]


def test_every_shipped_variant_can_hold_its_cards_where_it_is_won():
    from cardwright.rules.winnable import unwinnable_warnings

    for name in cardwright.variants():
        assert unwinnable_warnings(cardwright.load(name, engine="python").rules) == [], name


def test_one_pile_per_suit_with_more_piles_than_suits_warns_that_the_cards_cannot_all_fit(
    tmp_path,
):
    two_decks = """\
game big "Two-deck Klondike"
extends klondike
decks 2
zone foundation: foundation, 8 piles
zone stock: stock, 1 pile
  deal rest face down
"""
    (warning,) = _warnings(tmp_path, two_decks)
    assert "all 104 cards in 'foundation'" in warning and "at most 52" in warning
    assert "'one pile per suit', so only 4 of its 8 piles" in warning
    assert (
        _warnings(tmp_path, two_decks.replace("decks 2", "decks 1").replace("8 piles", "4 piles"))
        == []
    )


def test_foundations_too_few_for_the_decks_warn(tmp_path):
    (warning,) = _warnings(
        tmp_path, 'game half "Half"\nextends forty-thieves\nzone foundation: foundation, 4 piles\n'
    )
    assert "can hold at most 52" in warning


def test_an_empty_pile_waiting_for_a_rank_the_decks_lack_warns(tmp_path):
    (warning,) = _warnings(tmp_path, 'game strip "Strip"\nextends klondike\nranks 7 8 9 10 J Q K\n')
    assert "take only A, and the decks hold no such card" in warning


def test_a_won_zone_no_card_can_reach_warns(tmp_path):
    text = (
        'game shut "Shut"\nextends klondike\n'
        "zone foundation: foundation, 4 piles\n  empty accepts nothing\n"
    )
    (warning,) = _warnings(tmp_path, text)
    assert "no card can ever move to zone 'foundation'" in warning
