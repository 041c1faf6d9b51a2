"""The browser table end to end: Debian's chromium, driven headless by Playwright, against a
``cardwright serve`` that the tests start on a free port (docs/serve.md).

The moves are computed with the Python API, then made on the page by clicking (or dragging)
the cards, as a person would; the page must end where the engine says."""

import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import cardwright
from cardwright.plugins import policies

CHROMIUM = Path(os.environ.get("CARDWRIGHT_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def absent(reason):
    """Skip when a piece the browser tests need is missing, or fail where they must run
    (.ci/run installs everything and sets CARDWRIGHT_E2E=required)."""
    if os.environ.get("CARDWRIGHT_E2E") == "required":
        pytest.fail(f"the browser tests must run here, but {reason}", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


try:
    import websockets  # noqa: F401  (the server's library: cardwright[serve])
    from playwright import sync_api
except ImportError as missing:
    absent(f"{missing.name} is not installed (pip install -e '.[test]')")
if not CHROMIUM.is_file():
    absent(f"there is no chromium at {CHROMIUM} (Debian: apt-get install chromium)")

expect = sync_api.expect
expect.set_options(timeout=15_000)  # a slow CI machine: wait longer, never fail sooner
TIMEOUT_MS = 15_000
ACCORDION_SEED = 5


@pytest.fixture(scope="module")
def server_url():
    """``cardwright serve --port 0`` in a subprocess; the URL it prints."""
    process = subprocess.Popen(
        [sys.executable, "-m", "cardwright", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        line = process.stdout.readline()
        found = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        assert found, f"cardwright serve did not start: {line!r}{process.stdout.read()}"
        # Keep reading what it prints, so that a full pipe never stops the server.
        threading.Thread(target=process.stdout.read, daemon=True).start()
        yield found.group(1)
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    opened = context.new_page()
    problems = []
    opened.on("pageerror", lambda error: problems.append(error))
    yield opened
    context.close()
    assert not problems, f"JavaScript errors on the page: {problems}"


def new_deal(page, url, variant, seed, **controls):
    page.goto(url)
    expect(page.locator(f'[data-control=variant] option[value="{variant}"]')).to_be_attached()
    page.select_option("[data-control=variant]", variant)
    for control, value in controls.items():
        page.select_option(f"[data-control={control}]", value)
    page.fill("[data-control=seed]", str(seed))
    page.click("[data-action=new]")
    expect(page.locator("[data-role=table]")).to_have_attribute("data-variant", variant)


def pile(page, zone, number, player=None):
    seat = f'[data-player="{player}"]' if player is not None else ""
    return page.locator(f'.pile[data-zone="{zone}"][data-pile="{number}"]{seat}')


def click_move(page, state, move, *, drag=False):
    """Make ``move`` on the page: the stock for an action; else the moving card (the one
    ``move.count`` cards from the top, or the top card where only that is drawn), then the
    target pile."""
    player = move.player + 1 if state.game.players > 1 else None
    if move.action is not None:  # the stock's actions (deal, turn, redeal): click the stock
        seat = f'[data-player="{player}"]' if player else ""
        page.click(f'.zone[data-kind="stock"]{seat} .pile')
        return
    zone, index = move.source
    size = len(state.piles(zone, move.player)[index])
    source = pile(page, zone, index + 1, player)
    card = source.locator(f'[data-index="{size - move.count}"]')
    if not card.count():  # a pile drawn as its top card only (it moves whole)
        card = source.locator(".card").last
    target_zone, target_index = move.target
    target_player = player if state.game.zones[target_zone].spec.per_player else None
    target = pile(page, target_zone, target_index + 1, target_player)
    # Near the card's top edge: in a fan, the rest of it lies under the next card.
    grip = {"x": 20, "y": 8}
    if drag:
        card.drag_to(target, source_position=grip)
    else:
        card.click(position=grip)
        target.click()


def tops(page, zone, player=None):
    """The top card and size of each pile of ``zone`` drawn on the page."""
    seat = f'[data-player="{player}"]' if player is not None else ""
    return page.locator(f'.pile[data-zone="{zone}"]{seat}').evaluate_all(
        "piles => piles.map(p => [p.dataset.top, Number(p.dataset.size)])"
    )


def expected_tops(state, zone, player=None):
    return [[pile[-1].to_text() if pile else "", len(pile)] for pile in state.piles(zone, player)]


# -- Accordion, one player ---------------------------------------------------------------------


def accordion_game(seed):
    """The moves of a whole game: the first legal move each time (a pile move before 'deal')."""
    state = cardwright.load("accordion").deal(seed=seed)
    played = []
    while state.outcome is None:
        move = state.legal_moves()[0]
        played.append((state, move))
        state = state.play(move)
    return played, state


def test_accordion_is_played_to_its_end_by_clicking(page, server_url):
    played, final = accordion_game(ACCORDION_SEED)
    assert any(move.action is None for _, move in played)  # pile moves, not only deals
    new_deal(page, server_url, "accordion", ACCORDION_SEED)
    table = page.locator("[data-role=table]")
    expect(table).to_have_attribute("data-played", "0")
    dragged = False
    for number, (state, move) in enumerate(played, 1):
        drag = not dragged and move.action is None
        click_move(page, state, move, drag=drag)
        dragged = dragged or drag
        expect(table).to_have_attribute("data-played", str(number))
        if number % 10 == 0:
            assert tops(page, "row") == expected_tops(state.play(move), "row")
    assert dragged
    assert tops(page, "row") == expected_tops(final, "row")
    status = page.locator("[data-role=status]")
    expect(status).to_have_attribute("data-outcome", final.outcome.result)
    expect(status).to_contain_text(final.outcome.reason)
    expect(page.locator("[data-role=error]")).to_be_empty()


def test_accordion_controls_undo_redo_hint_typing_and_errors(page, server_url):
    new_deal(page, server_url, "accordion", 1)
    table = page.locator("[data-role=table]")
    for _ in range(3):
        page.click('.pile[data-zone="stock"]')
    expect(table).to_have_attribute("data-played", "3")
    assert [top for top, _ in tops(page, "row")] == ["3S", "6S", "JH"]
    page.click("[data-action=undo]")
    expect(table).to_have_attribute("data-played", "2")
    page.click("[data-action=redo]")
    expect(table).to_have_attribute("data-played", "3")
    # A hint lights up the piles of the suggested move.
    page.click("[data-action=hint]")
    expect(page.locator("[data-role=status]")).to_contain_text("Hint:")
    assert page.locator(".hint").count() >= 1
    # An illegal move by clicking: the engine's reason is shown, nothing moves.
    pile(page, "row", 3).click()
    pile(page, "row", 1).click()
    state = cardwright.load("accordion").deal(seed=1).play("deal").play("deal").play("deal")
    with pytest.raises(cardwright.IllegalMove) as illegal:
        state.play("row3>row1")
    expect(page.locator("[data-role=error]")).to_have_text(illegal.value.reason)
    expect(table).to_have_attribute("data-played", "3")
    # Typed notation, in the short form.
    page.fill("[data-control=move]", "r2>r1")
    page.press("[data-control=move]", "Enter")
    expect(table).to_have_attribute("data-played", "4")
    expect(page.locator("[data-role=error]")).to_be_empty()
    assert [top for top, _ in tops(page, "row")] == ["6S", "JH"]
    # Cards are drawn with their rank and suit, red suits red.
    card = page.locator('[data-card="JH"]')
    expect(card).to_have_text(re.compile("J.*♥"))
    assert "red" in card.get_attribute("class")


# -- Double Solitaire, two pages at one table --------------------------------------------------


def race_plan(seed, steps=30):
    """Alternate the seats' greedy moves from a deal: (state, move) pairs, and the final state."""
    greedy = policies()["greedy"]
    state = cardwright.load("double-solitaire").deal(seed=seed)
    plan = []
    for step in range(steps):
        move = greedy(state, step % 2)
        if move is None:
            continue
        plan.append((state, move))
        state = state.play(move)
        if state.outcome is not None:
            break
    return plan, state


def foundation_players(plan):
    return {m.player for _, m in plan if m.target is not None and m.target[0] == "foundation"}


def test_two_pages_race_at_one_double_solitaire_table(browser, server_url):
    seed = next(s for s in range(1, 200) if foundation_players(race_plan(s)[0]) == {0, 1})
    plan, final = race_plan(seed)
    contexts = [browser.new_context(viewport={"width": 1280, "height": 1000}) for _ in range(2)]
    try:
        first, second = (context.new_page() for context in contexts)
        for context in contexts:
            context.set_default_timeout(TIMEOUT_MS)
        new_deal(first, server_url, "double-solitaire", seed, opponents="human")
        expect(first.locator("[data-role=status]")).to_contain_text("waiting")
        link = first.locator("[data-role=join-link]")
        expect(link).to_be_visible()
        href = link.get_attribute("href")
        assert "token=" in href and "#" in href  # the token stays out of requests and logs
        second.goto(href)
        expect(second.locator("[data-role=table]")).to_have_attribute("data-seat", "2")
        expect(first.locator("[data-role=status]")).to_contain_text("You are player 1")
        # Each page sees the other's face-down cards as backs only.
        assert second.locator('[data-zone="stock"][data-player="1"] [data-card="??"]').count() == 1
        pages = {0: first, 1: second}
        for number, (state, move) in enumerate(plan, 1):
            click_move(pages[move.player], state, move)
            for each in pages.values():
                expect(each.locator("[data-role=table]")).to_have_attribute("data-seq", str(number))
        # Both at once: each seat turns its stock; both pages end with the same table.
        first.click('.zone[data-kind="stock"][data-player="1"] .pile')
        second.click('.zone[data-kind="stock"][data-player="2"] .pile')
        for each in pages.values():
            table = each.locator("[data-role=table]")
            expect(table).to_have_attribute("data-seq", str(len(plan) + 2))
        for player in (1, 2):
            assert tops(first, "waste", player) == tops(second, "waste", player)
        wanted = expected_tops(final, "foundation")
        assert sum(size for _, size in wanted) >= 2
        assert tops(first, "foundation") == tops(second, "foundation") == wanted
        for each in pages.values():
            expect(each.locator("[data-role=error]")).to_be_empty()
        # A reload of the page that opened the table sits it down again at seat 1.
        first.reload()
        expect(first.locator("[data-role=table]")).to_have_attribute("data-seat", "1")
        expect(first.locator("[data-role=status]")).to_contain_text("You are player 1")
        assert tops(first, "foundation") == wanted
    finally:
        for context in contexts:
            context.close()


def test_every_installed_variant_deals_and_is_drawn(page, server_url):
    page.goto(server_url)
    for name in cardwright.variants():
        game = cardwright.load(name)
        controls = {"opponents": "computer"} if game.players > 1 else {}
        page.select_option("[data-control=variant]", name)
        for control, value in controls.items():
            page.select_option(f"[data-control={control}]", value)
        page.fill("[data-control=seed]", "1")
        page.click("[data-action=new]")
        table = page.locator("[data-role=table]")
        expect(table).to_have_attribute("data-variant", name)
        state = game.deal(seed=1)
        piles = sum(len(piles) for piles in state.zones)
        expect(page.locator(".pile")).to_have_count(piles)
        hidden = sum(not card.face_up for card in state.cards())
        drawn_backs = page.locator('[data-card="??"]').count()
        assert drawn_backs <= hidden  # every back drawn is a face-down card
        expect(page.locator("[data-role=error]")).to_be_empty()
