"""The terminal table (kernel/frontends/tui.py), driven headless with Textual's Pilot.

pytest-asyncio is not installed: each test runs its own coroutine with ``asyncio.run``. The app
judges positions and lets the computer think in worker threads, so the tests wait until it is no
longer ``busy`` before they look.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
import time
from collections.abc import Awaitable, Callable

import pytest

pytest.importorskip("textual")
pytest.importorskip("platformdirs")

from positions import build

import cardwright
from cardwright import Record
from cardwright.frontends.keymap import KEYMAP, keys_json
from cardwright.frontends.statistics import (
    ENVIRONMENT,
    VariantStatistics,
    load_statistics,
    record_game,
    statistics_path,
)
from cardwright.frontends.tui import (
    CardwrightApp,
    ConfirmScreen,
    HelpScreen,
    StatisticsScreen,
    ZoneView,
    band_size,
    hidden_actions,
)
from cardwright.search.safety import safe_ranks

SIZE = (100, 40)
Script = Callable[[CardwrightApp, object], Awaitable[None]]


@pytest.fixture(autouse=True)
def statistics_dir(tmp_path, monkeypatch):
    """The statistics go to a temporary directory, never the user's data directory."""
    monkeypatch.setenv(ENVIRONMENT, str(tmp_path))
    return tmp_path


def play(app: CardwrightApp, script: Script, size: tuple[int, int] = SIZE) -> CardwrightApp:
    """Run ``script(app, pilot)`` against the running app."""

    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            await script(app, pilot)

    asyncio.run(main())
    return app


async def settle(app: CardwrightApp, pilot, timeout: float = 10.0) -> None:
    """Wait until every position is judged and every waiting move submitted."""
    end = time.monotonic() + timeout
    while app.busy:
        assert time.monotonic() < end, "the table stayed busy"
        await pilot.pause(0.005)


async def press(app: CardwrightApp, pilot, *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(app, pilot)


async def click(app: CardwrightApp, pilot, selector: str, pile: int, card: int | None = None):
    view = app.query_one(selector, ZoneView)
    assert await pilot.click(view, offset=view.locate(pile, card))
    await settle(app, pilot)


async def type_move(app: CardwrightApp, pilot, text: str) -> None:
    """Put ``text`` in the move line and press Enter."""
    await pilot.press("colon")
    app.move_line.value = text
    await pilot.press("enter")
    await settle(app, pilot)


def view(app: CardwrightApp, selector: str) -> str:
    return app.query_one(selector, ZoneView).text


def status(app: CardwrightApp) -> str:
    return app.status_text().plain


def screen_text(app: CardwrightApp) -> str:
    """The text of an SVG screenshot, tags and entities removed."""
    svg = app.export_screenshot()
    return html.unescape(re.sub(r"<[^>]+>", "", svg)).replace("\xa0", " ")


def accordion_row(*cards: str) -> CardwrightApp:
    """Accordion with these cards dealt first (the rest follow in the stock)."""
    game = cardwright.load("accordion")
    return CardwrightApp(game, state=game.deal(order=list(cards)), auto_safe=False)


def race_position(p1: dict, p2: dict, foundation: dict):
    """Double Solitaire: the piles that matter for each player; the rest face down in stocks."""
    game = cardwright.load("double-solitaire")
    zones: dict = {}
    for zone, count in (("tableau", 7), ("stock", 1), ("waste", 1)):
        zones[zone] = {}
        for key, owner, mine in (("p1", 1, p1), ("p2", 2, p2)):
            given = mine.get(zone, {})
            if isinstance(given, list):
                given = {1: given}
            zones[zone][key] = [
                [f"{text}@{owner}" for text in given.get(i + 1, [])] for i in range(count)
            ]
    zones["foundation"] = [list(foundation.get(i + 1, [])) for i in range(8)]
    return game, build(game, zones)


# -- starting each seed variant ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "zones", "words"),
    [
        ("accordion", ["#zone-stock", "#zone-row"], ["Stock (52)", "Row", "stock 52", "score 0"]),
        (
            "chequers",
            ["#zone-tableau", "#zone-reserve", "#zone-ascending", "#zone-descending"],
            ["Tableau", "Reserve (4)", "Ascending", "Descending", "higher is better"],
        ),
        (
            "double-solitaire",
            ["#zone-foundation", "#zone-tableau-p1", "#zone-tableau-p2", "#zone-stock-p2"],
            ["Foundation", "You", "Computer", "stock 24", "pass 1", "computer (p2) 0"],
        ),
    ],
)
def test_each_seed_variant_starts_with_labelled_zones(name, zones, words):
    async def script(app, pilot):
        for selector in zones:
            assert app.query_one(selector, ZoneView).text
        text = screen_text(app)
        for word in [*words, "Cardwright", "seed 7"]:
            assert word in text, word

    game = cardwright.load(name)
    play(CardwrightApp(game, seed=7, auto_safe=False, paused=True), script)


def test_cards_show_rank_and_suit_red_in_red_and_face_down_as_backs():
    async def script(app, pilot):
        mine = app.query_one("#zone-tableau-p1", ZoneView)
        lines = mine.text.splitlines()
        assert lines[0] == "Tableau"
        assert lines[1].split() == ["1", "2", "3", "4", "5", "6", "7"]
        assert "▒▒▒" in lines[2] and "▒6▒" in lines[2]  # six face-down cards under pile 7
        top = app.state.piles("tableau", 0)[6][-1]
        assert top.symbol in lines[3]
        svg = app.export_screenshot()
        assert "#c8102e" in svg  # red suits in red

    game = cardwright.load("double-solitaire")
    play(CardwrightApp(game, seed=7, auto_safe=False, paused=True), script)


# -- moves by keys, by clicks, by typing; undo and redo -------------------------------------------


def test_keys_deal_select_move_undo_and_redo():
    async def script(app, pilot):
        await press(app, pilot, "d", "d", "d")
        assert "5♥  5♠  7♣" in view(app, "#zone-row")
        await press(app, pilot, "down", "right", "enter")  # the row's second pile
        assert "From row 2" in app.message.plain
        await press(app, pilot, "left", "enter")
        assert [len(p) for p in app.state.piles("row")] == [2, 1]
        assert app.message.plain == "You: 5♠ row2>row1"
        assert status(app).startswith("stock 49")
        await press(app, pilot, "u")
        assert [len(p) for p in app.state.piles("row")] == [1, 1, 1]
        await press(app, pilot, "u", "u", "u")
        assert app.state.piles("row") == ()
        assert "Nothing to undo" in (await _after(app, pilot, "u"))
        await press(app, pilot, "y", "y", "y", "y")
        assert [len(p) for p in app.state.piles("row")] == [2, 1]
        assert [m.move for m in app.session.record.moves] == ["deal"] * 3 + ["row2>row1"]

    play(accordion_row("5H", "5S", "7C"), script)


async def _after(app, pilot, key: str) -> str:
    await press(app, pilot, key)
    return app.message.plain


def test_mouse_clicks_move_cards_and_clicking_the_stock_plays_its_action():
    game = cardwright.load("chequers")
    state = game.deal(seed=7)
    move = next(m for m in state.legal_moves() if m.target[0] == "tableau")
    card = state.piles("tableau")[move.source[1]][-1]

    async def script(app, pilot):
        await click(app, pilot, "#zone-tableau", move.source[1])
        assert app.picker.selection is not None
        await click(app, pilot, "#zone-tableau", move.target[1])
        assert app.state == state.play(move)
        assert app.message.plain == f"You: {card.symbol} {move}"
        # an illegal target: the engine's reason, clearly marked
        await click(app, pilot, "#zone-tableau", 0)
        await click(app, pilot, "#zone-ascending", 0)
        assert app.message.plain.startswith("✗ Rejected — ")
        assert app.state == state.play(move)

    play(CardwrightApp(game, seed=7, auto_safe=False), script)

    async def turn(app, pilot):
        await click(app, pilot, "#zone-stock-p1", 0)
        assert len(app.state.piles("waste", 0)[0]) == 3
        assert app.message.plain == "You: turn"

    play(CardwrightApp(cardwright.load("double-solitaire"), seed=7, paused=True), turn)


def test_clicking_a_card_inside_a_run_takes_it_and_the_cards_above():
    game, state = race_position(
        {"tableau": {1: ["9S", "8H", "7S"], 2: ["9C"], 3: ["8D"], 4: ["TH"]}}, {}, {}
    )

    def symbols(pile):
        return [c.symbol for c in app.state.piles("tableau", 0)[pile]]

    async def script(app, pilot):
        await click(app, pilot, "#zone-tableau-p1", 0, card=1)  # 8♥ and the 7♠ on it
        assert (app.picker.selection.count, app.picker.selection.counts) == (2, (3, 2, 1))
        await click(app, pilot, "#zone-tableau-p1", 1)
        assert symbols(1) == ["9♣", "8♥", "7♠"]
        # by default the most cards that fit the target
        await click(app, pilot, "#zone-tableau-p1", 1)
        await click(app, pilot, "#zone-tableau-p1", 0)
        assert symbols(0) == ["9♠", "8♥", "7♠"]
        # picking the source again takes fewer cards, then lets it go
        await click(app, pilot, "#zone-tableau-p1", 0)
        assert app.picker.selection.count is None
        await click(app, pilot, "#zone-tableau-p1", 0)
        assert app.picker.selection.count == 2
        await press(app, pilot, "1")
        await click(app, pilot, "#zone-tableau-p1", 2)
        assert symbols(2) == ["8♦", "7♠"]
        await click(app, pilot, "#zone-tableau-p1", 3)
        await click(app, pilot, "#zone-tableau-p1", 2)  # 10♥ on 7♠
        assert app.message.plain.startswith("✗ Rejected — ")

    app = CardwrightApp(game, state=state, auto_safe=False, paused=True)
    play(app, script)


def test_typed_moves_and_their_reasons():
    async def script(app, pilot):
        await press(app, pilot, "colon")
        await pilot.press(*"deal", "enter")
        await settle(app, pilot)
        assert len(app.state.piles("row")) == 1
        await type_move(app, pilot, "row9>row1")
        assert app.message.plain.startswith("✗ Rejected — ")
        await press(app, pilot, "escape", "d")  # the keys work again once out of the line
        assert len(app.state.piles("row")) == 2

    play(accordion_row("5H", "5S"), script)


# -- hints, automatic safe moves -----------------------------------------------------------------


def test_safe_moves_follow_each_foundations_build_rule():
    chequers = cardwright.load("chequers")
    specs = {spec.name: spec for spec, _ in chequers.instances}
    assert safe_ranks(chequers, specs["ascending"]) == {1}
    assert safe_ranks(chequers, specs["descending"]) == {13}
    double = cardwright.load("double-solitaire")
    foundation = next(s for s, _ in double.instances if s.kind == "foundation")
    assert safe_ranks(double, foundation) == {1, 2}


def test_automatic_safe_moves_and_the_hint():
    async def script(app, pilot):
        # the toggle plays every safe move at once: Kings to the descending foundations
        await press(app, pilot, "a")
        home = view(app, "#zone-descending")
        assert "K♥" in home and "K♠" in home and "K♣" in home
        assert "auto on" in status(app)
        await press(app, pilot, "h")
        assert app.message.plain.startswith("Hint: ")
        before = app.state
        await press(app, pilot, "h")  # again: plays it
        assert app.state != before

    game = cardwright.load("chequers")
    play(CardwrightApp(game, seed=7, auto_safe=False), script)


def test_the_hint_follows_a_win_the_solver_found():
    game = cardwright.load("accordion", deal="open")
    # A♠ 2♥ 2♠ (everything else under the A♠): 2♠ onto 2♥, then that pile onto A♠ wins
    state = build(game, {"row": [["AS"], ["2H"], ["2S"]]}, filler="row")

    async def script(app, pilot):
        await press(app, pilot, "h")
        assert "it leads to a win" in app.message.plain
        await press(app, pilot, "h")  # plays it
        await press(app, pilot, "h")  # the next move of the same win, remembered
        assert "it leads to a win" in app.message.plain
        await press(app, pilot, "h")
        assert app.state.outcome.result == "won"

    play(CardwrightApp(game, state=state, auto_safe=False), script)


def test_the_hint_says_when_no_win_is_left():
    game = cardwright.load("accordion", deal="open")
    # A♠ A♥ 2♦ 3♣: A♥ may go onto A♠, and then nothing joins the 2♦ and 3♣
    state = build(game, {"row": [["AS"], ["AH"], ["2D"], ["3C"]]}, filler="row")

    async def script(app, pilot):
        await press(app, pilot, "h")
        assert "no win is possible from here" in app.message.plain

    play(CardwrightApp(game, state=state, auto_safe=False), script)


# -- the end ----------------------------------------------------------------------------------------


def test_the_status_line_shows_the_outcome_when_the_game_ends():
    game = cardwright.load("accordion")
    # 5♥ 5♠ 7♣ in the row, everything else under the 5♥, the stock empty
    state = build(game, {"stock": [[]], "row": [["5H"], ["5S"], ["7C"]]}, filler="row")

    async def script(app, pilot):
        assert "GAME OVER" not in status(app)
        await click(app, pilot, "#zone-row", 1)
        await click(app, pilot, "#zone-row", 0)
        assert status(app).startswith("GAME OVER  Lost: no move is left.")
        assert "GAME OVER" in screen_text(app)
        await press(app, pilot, "d")
        assert "The game is over" in app.message.plain
        await press(app, pilot, "u")  # and back
        assert "GAME OVER" not in status(app)

    play(CardwrightApp(game, state=state, auto_safe=False), script)


def test_a_won_chequers_game_says_so():
    game = cardwright.load("chequers")
    suits = "SHDC"
    ascending = [[f"{r}{s}" for r in "A23456789TJQK"] for s in suits]
    ascending[0].pop()  # the K♠ is still out
    descending = [[f"{r}{s}" for r in "KQJT98765432A"] for s in suits]
    state = build(
        game,
        {
            "tableau": [["KS"]] + [[] for _ in range(24)],
            "reserve": [[]],
            "ascending": ascending,
            "descending": descending,
        },
        filler="reserve",
    )

    async def script(app, pilot):
        await press(app, pilot, "a")  # K♠ is not safe on an ascending pile: nothing happens
        assert app.state == state
        await type_move(app, pilot, "tableau1>ascending1")
        await settle(app, pilot)
        assert status(app).startswith("GAME OVER  Won.")
        assert "score 104" in status(app)

    play(CardwrightApp(game, state=state, auto_safe=False), script)


# -- the race against the computer ------------------------------------------------------------------


def test_the_computer_races_on_its_own_clock():
    async def script(app, pilot):
        end = time.monotonic() + 8
        while sum(1 for s in app.table.record if s.player == 1 and s.status == "accepted") < 3:
            assert time.monotonic() < end, "the computer did not play"
            await pilot.pause(0.02)
        await press(app, pilot, "p")  # pause it, then look
        await settle(app, pilot)
        heading = app.query_one("#heading-2").render().plain
        assert "Computer — player 2 · greedy · paused" in heading
        assert "\nplayed " in heading or "\nwaits" in heading  # its latest news
        theirs = view(app, "#zone-tableau-p2")
        for pile in app.state.piles("tableau", 1):
            assert pile[-1].symbol in theirs if pile else "[K]" in theirs
        waste = app.state.piles("waste", 1)[0]
        assert f"Waste ({len(waste)})" in view(app, "#zone-waste-p2")
        await press(app, pilot, "d")  # the person plays meanwhile
        assert app.message.plain == "You: turn"
        moves = len(app.session.record.moves)
        await press(app, pilot, "u")  # no undo in a race: the key is not even live
        assert app.message.plain == "You: turn" and len(app.session.record.moves) >= moves
        await press(app, pilot, "minus")
        assert app.speed == 12.0

    game = cardwright.load("double-solitaire")
    play(CardwrightApp(game, seed=7, opponent_speed=20.0, auto_safe=False), script)


def test_a_move_beaten_by_the_computer_is_rejected_with_the_reason():
    hearts = [f"{r}H@1" for r in "A234"]
    game, state = race_position({"waste": ["5H"]}, {"tableau": {1: ["5H"]}}, {1: hearts})

    async def script(app, pilot):
        app.computer_move()
        await settle(app, pilot)
        end = time.monotonic() + 5
        while not app.table.record:
            assert time.monotonic() < end
            await pilot.pause(0.01)
        await settle(app, pilot)
        assert app.state.piles("foundation")[0][-1].owner == 1
        await pilot.pause(0.1)  # later than the table's tie window
        await click(app, pilot, "#zone-waste-p1", 0)
        await click(app, pilot, "#zone-foundation", 0)
        assert app.message.plain == "✗ Rejected — 5♥ was beaten to foundation 1 by player 2"
        assert "✗ Rejected — 5♥ was beaten" in screen_text(app)

    play(CardwrightApp(game, state=state, auto_safe=False, paused=True), script)


def test_a_doubt_undoes_both_moves_and_the_end_shows_both_scores(tmp_path):
    hearts = [f"{r}H@1" for r in "A234"]
    game, state = race_position({"waste": ["5H"]}, {"tableau": {1: ["5H"]}}, {1: hearts})
    path = tmp_path / "race.json"

    async def script(app, pilot):
        now = time.monotonic()
        app.submit("p2 tableau1>foundation1", player=1, at=now)
        app.submit("waste1>foundation1", at=now + 0.01)
        await settle(app, pilot)
        assert app.message.plain.startswith("⚠ Doubt — doubt: player 2's 5♥ and player 1's 5♥")
        assert app.state.piles("foundation")[0][-1].symbol == "4♥"
        assert "score: you 4, computer (p2) 0" in status(app)
        await press(app, pilot, "s")
        assert "table record" in app.message.plain

    play(CardwrightApp(game, state=state, save=str(path), paused=True, auto_safe=False), script)
    assert '"status": "doubt"' in path.read_text()


def test_the_end_of_a_race_shows_both_contributions():
    suits = [[f"{r}{s}@1" for r in "A23456789TJQK"] for s in "SHDC"]
    suits[0].pop()
    game, state = race_position({"waste": ["KS"]}, {}, dict(enumerate(suits, 1)))

    async def script(app, pilot):
        await press(app, pilot, "a")  # not safe: a King
        await type_move(app, pilot, "waste1>foundation1")
        await settle(app, pilot)
        text = status(app)
        assert text.startswith("GAME OVER  Player 1 has put all their cards home.")
        assert text.endswith("score: you 52, computer (p2) 0 (higher is better)  You win!")

    play(CardwrightApp(game, state=state, paused=True, auto_safe=False), script)


# -- saving, help, layout ---------------------------------------------------------------------------


def test_save_writes_a_game_record_that_replays(tmp_path):
    path = tmp_path / "game.json"

    async def script(app, pilot):
        await press(app, pilot, "d", "d", "s")
        assert f"Saved the game record (2 moves) to {path}" in app.message.plain

    app = play(CardwrightApp(cardwright.load("accordion"), seed=3, save=str(path)), script)
    again = Record.load(path)
    assert again.seed == 3
    assert again.final() == app.state


def test_help_shows_the_keys_and_the_rules_and_blocks_game_keys():
    async def script(app, pilot):
        await press(app, pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "Chequers (chequers)" in text and "redo the move undone last" in text
        await press(app, pilot, "d", "n")
        assert app.seed == 7
        await press(app, pilot, "escape")
        assert not isinstance(app.screen, HelpScreen)

    play(CardwrightApp(cardwright.load("chequers"), seed=7), script)


def test_new_deal_and_restart():
    async def script(app, pilot):
        first = app.state
        await press(app, pilot, "d", "r", "y")
        assert app.state == first
        await press(app, pilot, "n")  # nothing moved since the restart: no question
        assert app.seed != 7 and f"seed {app.seed}" in screen_text(app)

    play(CardwrightApp(cardwright.load("accordion"), seed=7), script)


def test_accordions_full_row_wraps_and_stays_readable_at_80_by_24():
    async def script(app, pilot):
        row = app.query_one("#zone-row", ZoneView)
        lines = row.text.splitlines()
        assert max(len(line) for line in lines) <= row.size.width <= 80
        numbers = [n for line in lines[1::2] for n in line.split()]
        assert numbers == [str(n) for n in range(1, 53)]
        # every line of piles is on the screen
        assert row.region.bottom <= app.query_one("#message").region.y
        assert "52" in screen_text(app)

    game = cardwright.load("accordion", deal="open")
    play(CardwrightApp(game, seed=7, auto_safe=False), script, size=(80, 24))
    assert band_size(52, 76) == 18


# -- the key bar ------------------------------------------------------------------------------------


def key_bar(app: CardwrightApp) -> tuple[list[str], int]:
    """The key bar as drawn: its keys (``d Stock``; a group as ``+- Speed``) and the column
    after its last item."""
    from textual.widgets import Footer
    from textual.widgets._footer import FooterKey, FooterLabel, KeyGroup

    footer = app.query_one(Footer)
    items: list[str] = []
    for child in footer.children:
        if isinstance(child, KeyGroup):
            items.append("".join(key.key_display for key in child.query(FooterKey)))
        elif isinstance(child, FooterLabel):
            items[-1] += f" {child.render()}"
        elif isinstance(child, FooterKey):
            items.append(f"{child.key_display} {child.description}")
    right = max(child.region.right for child in footer.children)
    return items, right


def bar_width(hidden: frozenset[str]) -> int:
    """The width of the key bar of a game whose hidden actions are ``hidden``, from the bindings
    (each key: its display, a space, its description, a space; a group: its keys, a space, its
    description, a space)."""
    width, grouped = 0, set()
    for binding in CardwrightApp.BINDINGS:
        action = binding.action.split("(")[0]
        if not binding.show or action in hidden:
            continue
        display = binding.key_display or binding.key
        if binding.group is None:
            width += len(display) + len(binding.description) + 2
        elif binding.group in grouped:
            width += len(display)
        else:
            grouped.add(binding.group)
            width += len(display) + len(binding.group.description) + 2
    return width


KLONDIKE_KEYS = ["d Stock", "u Undo", "y Redo", "h Hint", "a Auto", "n New", "r Restart"]


@pytest.mark.parametrize(
    ("name", "keys", "absent"),
    [
        ("klondike", [*KLONDIKE_KEYS, "t Stats", "q Quit"], ["g Redeal", "p Pause"]),
        ("accordion", ["d Stock", "u Undo", "h Hint", "t Stats", "q Quit"], ["a Auto", "g Redeal"]),
        ("gaps", ["g Redeal", "u Undo", "a Auto", "t Stats", "q Quit"], ["d Stock"]),
        (
            "double-solitaire",
            ["d Stock", "h Hint", "a Auto", "+- Speed", "p Pause", "q Quit"],
            ["u Undo", "y Redo"],
        ),
    ],
)
def test_the_key_bar_fits_80_columns_with_the_keys_that_apply(name, keys, absent):
    game = cardwright.load(name)

    async def script(app, pilot):
        from textual.widgets import Footer

        footer = app.query_one(Footer)
        expected = bar_width(hidden_actions(game)) - 1  # no margin after the last key
        # The bar is drawn once the keys are bound, and drawn again as the game's keys are
        # hidden: wait (up to 5 s, a loaded machine) for the drawing that settles.
        for _ in range(500):
            if footer.children and all(child.region for child in footer.children):
                items, right = key_bar(app)
                if right == expected and items[-1] == "q Quit":
                    break
            await pilot.pause(0.01)
        items, right = key_bar(app)
        assert right <= 80, items
        assert right == expected, items
        for key in keys:
            assert key in items, (key, items)
        for key in absent:
            assert key not in items, (key, items)
        assert items[-1] == "q Quit"
        assert ("auto " in status(app)) == ("a Auto" in items)  # Accordion: no foundation

    play(CardwrightApp(game, seed=7, auto_safe=False, paused=True), script, size=(80, 24))


def test_no_variant_can_have_a_key_bar_wider_than_80_columns():
    every = frozenset()  # a stock, a gathering redeal and a foundation
    assert bar_width(every | {"speed", "pause"}) - 1 <= 80  # alone
    assert bar_width(every | {"undo", "redo"}) - 1 <= 80  # in a race


def test_keys_that_do_not_apply_are_not_live():
    async def script(app, pilot):
        await press(app, pilot, "a")  # no foundation: no automatic moves to toggle
        assert not app.auto_safe and app.message.plain == ""
        await press(app, pilot, "g")  # no action without a stock
        assert app.state.piles("row") == ()
        await press(app, pilot, "question_mark")
        text = screen_text(app)
        assert "the stock's action" in text and "automatic safe moves" not in text
        assert "a redeal that gathers" not in text

    play(accordion_row("5H", "5S"), script)


@pytest.mark.parametrize("name", ["gaps", "capricieuse", "la-belle-lucie"])
def test_a_gathering_redeal_has_its_key(name):
    async def script(app, pilot):
        assert "deal 1/3" in status(app)
        await press(app, pilot, "g")
        assert app.message.plain == "You: redeal"
        assert [m.move for m in app.session.record.moves] == ["redeal"]
        assert "deal 2/3" in status(app)
        await press(app, pilot, "d")  # no stock: d does nothing
        assert len(app.session.record.moves) == 1

    game = cardwright.load(name)
    play(CardwrightApp(game, seed=1, auto_safe=False), script)


# -- dragging with the mouse ----------------------------------------------------------------------


async def drag(app, pilot, source: str, pile: int, target: str, to: int, card=None) -> None:
    """Press on ``card`` of ``pile`` (its top card by default), release on pile ``to``."""
    start = app.query_one(source, ZoneView)
    if card is None:
        size = len(app.state.zones[start.zone.index][pile])
        card = size - 1 if size else None
    end = app.query_one(target)
    assert await pilot.mouse_down(start, offset=start.locate(pile, card))
    await pilot.mouse_up(end, offset=end.locate(to) if isinstance(end, ZoneView) else (1, 0))
    await settle(app, pilot)


def test_dragging_a_card_onto_a_pile_makes_the_move():
    game = cardwright.load("chequers")
    state = game.deal(seed=7)
    move = next(m for m in state.legal_moves() if m.target[0] == "tableau")

    async def script(app, pilot):
        # within one zone (one widget: a release there is also a click for Textual)
        tableau = app.query_one("#zone-tableau", ZoneView)
        top = len(state.piles("tableau")[move.source[1]]) - 1
        assert await pilot.mouse_down(tableau, offset=tableau.locate(move.source[1], top))
        assert await pilot.hover(tableau, offset=tableau.locate(move.target[1]))
        assert (
            app.message.plain
            == f"Moving 1 card from tableau {move.source[1] + 1}: release on a pile."
        )
        assert app.picker.selection is not None  # lit while it moves
        assert await pilot.mouse_up(tableau, offset=tableau.locate(move.target[1]))
        await settle(app, pilot)
        assert app.state == state.play(move)
        assert app.picker.selection is None
        # released away from the piles: nothing moves
        await drag(app, pilot, "#zone-tableau", 0, "#message", 0)
        assert app.message.plain == "Put back: nothing moved."
        assert app.state == state.play(move) and app.picker.selection is None
        # onto another zone, illegally: the engine's reason
        await drag(app, pilot, "#zone-tableau", 0, "#zone-ascending", 0)
        assert app.message.plain.startswith("✗ Rejected — ")
        assert app.state == state.play(move) and app.picker.selection is None
        # released on the pile it came from: a click, which selects it
        await drag(app, pilot, "#zone-tableau", 0, "#zone-tableau", 0)
        assert app.picker.selection is not None

    play(CardwrightApp(game, seed=7, auto_safe=False), script)


def test_dragging_a_card_inside_a_run_moves_it_and_those_on_it():
    game, state = race_position({"tableau": {1: ["9S", "8H", "7S"], 2: ["9C"]}}, {}, {})

    async def script(app, pilot):
        await drag(app, pilot, "#zone-tableau-p1", 0, "#zone-tableau-p1", 1, card=1)
        assert [c.symbol for c in app.state.piles("tableau", 0)[1]] == ["9♣", "8♥", "7♠"]
        # the computer's cards are not the person's to drag
        await drag(app, pilot, "#zone-tableau-p2", 0, "#zone-tableau-p1", 0)
        assert "player 2's cards" in app.message.plain

    play(CardwrightApp(game, state=state, auto_safe=False, paused=True), script)


def test_dragging_from_the_stock_plays_its_action():
    async def script(app, pilot):
        stock = app.query_one("#zone-stock", ZoneView)
        row = app.query_one("#zone-row", ZoneView)
        assert await pilot.mouse_down(stock, offset=stock.locate(0))
        assert await pilot.mouse_up(row, offset=(1, 1))
        await settle(app, pilot)
        assert app.message.plain == "You: deal"

    play(accordion_row("5H", "5S"), script)


# -- statistics -----------------------------------------------------------------------------------


def test_statistics_count_a_win_then_a_loss_and_show_them(statistics_dir):
    chequers = cardwright.load("chequers")
    suits = "SHDC"
    ascending = [[f"{r}{s}" for r in "A23456789TJQK"] for s in suits]
    ascending[0].pop()
    descending = [[f"{r}{s}" for r in "KQJT98765432A"] for s in suits]
    won = build(
        chequers,
        {
            "tableau": [["KS"]] + [[] for _ in range(24)],
            "reserve": [[]],
            "ascending": ascending,
            "descending": descending,
        },
        filler="reserve",
    )
    path = statistics_dir / "statistics.json"
    assert statistics_path() == path

    async def win(app, pilot):
        await click(app, pilot, "#zone-tableau", 0)
        await click(app, pilot, "#zone-ascending", 0)
        assert status(app).startswith("GAME OVER  Won.")
        await press(app, pilot, "t")
        assert isinstance(app.screen, StatisticsScreen)
        text = screen_text(app)
        assert "chequers" in text and "best time" in text and str(path.name) in text
        await press(app, pilot, "escape")
        await press(app, pilot, "u", "r")  # undone and restarted: still one game, won
        assert load_statistics(path)["chequers"].played == 1

    play(CardwrightApp(chequers, state=won, auto_safe=False), win)
    line = load_statistics(path)["chequers"]
    assert (line.played, line.won, line.streak, line.best_streak) == (1, 1, 1, 1)
    assert line.best_seconds is not None and 0 <= line.best_seconds < 10

    accordion = cardwright.load("accordion")
    lost = build(accordion, {"stock": [[]], "row": [["5H"], ["5S"], ["7C"]]}, filler="row")

    async def lose(app, pilot):
        await click(app, pilot, "#zone-row", 1)
        await click(app, pilot, "#zone-row", 0)
        assert status(app).startswith("GAME OVER  Lost")

    play(CardwrightApp(accordion, state=lost, auto_safe=False), lose)
    data = json.loads(path.read_text())
    assert data["accordion"] == {
        "played": 1,
        "won": 0,
        "streak": 0,
        "best_streak": 0,
        "best_seconds": None,
    }
    assert data["chequers"]["won"] == 1


def test_a_deal_left_after_a_move_counts_as_lost_and_one_never_touched_does_not(statistics_dir):
    record_game("accordion", won=True, seconds=30)

    async def script(app, pilot):
        await press(app, pilot, "n")  # no move yet: not counted
        assert load_statistics()["accordion"].played == 1
        await press(app, pilot, "d", "n", "y")
        line = load_statistics()["accordion"]
        assert (line.played, line.won, line.streak, line.best_streak) == (2, 1, 0, 1)
        assert line.best_seconds == 30

    play(CardwrightApp(cardwright.load("accordion"), seed=7), script)


def test_the_statistics_file_forgives_damage_and_keeps_what_it_does_not_know(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text("{not json")
    assert load_statistics(path) == {}
    path.write_text(json.dumps({"klondike": {"played": "x", "won": 2, "colour": "red"}, "x": 3}))
    assert load_statistics(path)["klondike"] == VariantStatistics(won=2)
    record_game("klondike", won=True, seconds=12.34, path=path)
    record_game("klondike", won=True, seconds=40, path=path)
    data = json.loads(path.read_text())
    assert data["klondike"] == {
        "played": 2,
        "won": 4,
        "streak": 2,
        "best_streak": 2,
        "best_seconds": 12.3,
        "colour": "red",
    }
    assert data["x"] == 3


def test_the_terminal_table_binds_every_key_of_the_shared_key_map():
    bound = {(b.key, b.action) for b in CardwrightApp.BINDINGS}
    for key in KEYMAP:
        if "terminal" in key.tables and key.textual:
            assert (key.textual, key.action) in bound, key.shown
    # The browser is served the same keys for the actions both tables have.
    browser = {entry["action"]: entry["keys"] for entry in keys_json()}
    assert browser["redo"] == ["y"] and browser["restart"] == ["r"]
    assert browser["statistics"] == ["t"] and browser["save"] == ["s"]


def test_help_lists_the_shared_keys_that_apply():
    async def script(app, pilot):
        await press(app, pilot, "question_mark")
        text = screen_text(app)
        assert "redo the move undone last" in text
        assert "restart this deal (asks first" in text
        assert "race: computer faster" not in text  # one player: no speed keys

    play(CardwrightApp(cardwright.load("klondike"), seed=7), script)


def test_restart_and_new_deal_ask_first_when_leaving_would_count_a_loss(statistics_dir):
    async def script(app, pilot):
        first = app.state
        await press(app, pilot, "r")  # nothing moved yet: nothing to lose, no question
        assert not isinstance(app.screen, ConfirmScreen) and app.state == first
        await press(app, pilot, "d", "r")
        assert isinstance(app.screen, ConfirmScreen)
        assert "counts as lost" in screen_text(app)
        await press(app, pilot, "n")  # no: the deal goes on as it was
        assert not isinstance(app.screen, ConfirmScreen) and app.state != first
        assert "accordion" not in load_statistics()
        await press(app, pilot, "n")
        assert isinstance(app.screen, ConfirmScreen)
        await press(app, pilot, "escape")
        assert app.seed == 7 and app.state != first
        await press(app, pilot, "r", "y")  # yes: restarted, and counted as lost
        assert app.state == first and load_statistics()["accordion"].played == 1
        await press(app, pilot, "d", "n", "enter")
        assert app.seed != 7 and load_statistics()["accordion"].played == 2

    play(CardwrightApp(cardwright.load("accordion"), seed=7), script)


def test_a_resumed_record_goes_on_where_it_stopped_and_undoes_its_moves():
    game = cardwright.load("accordion")
    record = Record.new(game, seed=7)
    for _ in range(3):
        record.add("deal")

    async def script(app, pilot):
        assert app.state == record.final() and len(app.session.record.moves) == 3
        await press(app, pilot, "u")
        assert app.state == record.position(2)
        await press(app, pilot, "y", "d")
        assert len(app.session.record.moves) == 4
        await press(app, pilot, "r")  # leaving a game in play asks first, resumed or not
        assert isinstance(app.screen, ConfirmScreen)
        await press(app, pilot, "y")
        assert app.state == game.deal(seed=7)

    play(CardwrightApp(game, record=record, auto_safe=False), script)
