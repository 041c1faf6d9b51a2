"""The terminal table (kernel/frontends/tui.py), driven headless with Textual's Pilot.

pytest-asyncio is not installed: each test runs its own coroutine with ``asyncio.run``. The app
judges positions and lets the computer think in worker threads, so the tests wait until it is no
longer ``busy`` before they look.
"""

from __future__ import annotations

import asyncio
import html
import re
import time
from collections.abc import Awaitable, Callable

import pytest

pytest.importorskip("textual")

from positions import build

import cardwright
from cardwright import Record
from cardwright.frontends.tui import (
    CardwrightApp,
    HelpScreen,
    ZoneView,
    band_size,
)
from cardwright.search.safety import safe_ranks

SIZE = (100, 40)
Script = Callable[[CardwrightApp, object], Awaitable[None]]


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
        await press(app, pilot, "u")
        assert "cannot be taken back" in app.message.plain
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
        assert "Chequers (chequers)" in text and "undo / redo" in text
        await press(app, pilot, "d", "n")
        assert app.seed == 7
        await press(app, pilot, "escape")
        assert not isinstance(app.screen, HelpScreen)

    play(CardwrightApp(cardwright.load("chequers"), seed=7), script)


def test_new_deal_and_restart():
    async def script(app, pilot):
        first = app.state
        await press(app, pilot, "d", "r")
        assert app.state == first
        await press(app, pilot, "n")
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
