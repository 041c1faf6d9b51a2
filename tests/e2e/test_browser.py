"""The browser table end to end: Debian's chromium, driven headless by Playwright, against a
``cardwright serve`` that the tests start on a free port (docs/serve.md).

The moves are computed with the Python API, then made on the page by clicking (or dragging,
with a mouse or a finger, or with keys) as a person would; the page must end where the engine
says. Automatic moves to the foundations are off unless a test is about them: they would play
cards the computed moves expect to play themselves."""

import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import cardwright
from cardwright.plugins import policies
from cardwright.search.safety import safe_moves
from cardwright.search.solver import solve

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
    """``cardwright serve --port 0`` in a subprocess; the URL it prints. Its request rate is
    raised from 20 a second: a test deals every variant, or plays a game's moves, faster than a
    person (tests/test_serve.py tests the limit)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "cardwright", "serve", "--port", "0", "--rate", "500"],
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


AUTO_OFF = "localStorage.setItem('cardwright-auto', 'off')"  # before the page's script reads it


@pytest.fixture
def open_page(browser):
    """A page in a context of its own (its own localStorage): ``open_page(auto=True,
    touch=True, height=900)``. No JavaScript error may happen on it."""
    contexts, problems = [], []

    def opener(auto=False, touch=False, height=900):
        context = browser.new_context(viewport={"width": 1280, "height": height}, has_touch=touch)
        context.set_default_timeout(TIMEOUT_MS)
        if not auto:
            context.add_init_script(AUTO_OFF)
        contexts.append(context)
        opened = context.new_page()
        opened.on("pageerror", lambda error: problems.append(error))
        return opened

    yield opener
    for context in contexts:
        context.close()
    assert not problems, f"JavaScript errors on the page: {problems}"


@pytest.fixture
def page(open_page):
    return open_page()


def new_deal(page, url, variant, seed, **controls):
    page.goto(url)
    expect(page.locator(f'[data-control=variant] option[value="{variant}"]')).to_be_attached()
    page.select_option("[data-control=variant]", variant)
    for control, value in controls.items():
        page.select_option(f"[data-control={control}]", value)
    page.fill("[data-control=seed]", str(seed))
    page.click("[data-action=new]")
    expect(page.locator("[data-role=table]")).to_have_attribute("data-variant", variant)
    # A race waits for Start (and its 3-2-1): against the computer, press it.
    if controls.get("opponents") == "computer":
        page.click("[data-action=start]")
    # The page may have opened on a deal of the same variant: wait for this one, or keys
    # pressed next would play on the old deal (seen on a loaded machine). A table waiting for
    # people to join shows no deal yet.
    if controls.get("opponents") != "human":
        status = page.locator("[data-role=status]")
        expect(status).to_contain_text(re.compile(rf"deal {seed}[.:]"))


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


def played(page, number):
    expect(page.locator("[data-role=table]")).to_have_attribute("data-played", str(number))


def statistics(page, variant):
    return page.evaluate(
        "v => (JSON.parse(localStorage.getItem('cardwright-statistics') || '{}'))[v] || null",
        variant,
    )


# What a person must be able to see, checked on the page as drawn: every tableau (of the
# player's seat, or shared) lies below every foundation, and every face-up card shows its
# corner (rank and suit) uncovered: the card itself is what lies under each of the corner's
# four ends. Both return the problems found.
LAYOUT_JS = """() => {
  const seat = document.querySelector('[data-role=table]').dataset.seat;
  const ours = (zone) => !zone.dataset.player || zone.dataset.player === seat;
  const zones = (kind) => [...document.querySelectorAll(`.zone[data-kind=${kind}]`)].filter(ours);
  const problems = [];
  for (const tableau of zones('tableau')) {
    for (const foundation of zones('foundation')) {
      const t = tableau.getBoundingClientRect(), f = foundation.getBoundingClientRect();
      if (t.top < f.bottom - 0.5) problems.push(`${tableau.dataset.zone} beside ${foundation.dataset.zone}`);
    }
  }
  return problems;
}"""
FANS_JS = """() => {
  const problems = [];
  for (const card of document.querySelectorAll('[data-role=table] .card:not(.back)')) {
    const c = card.querySelector('.corner').getBoundingClientRect();
    const points = [[c.left + 1, c.top + 1], [c.right - 1, c.top + 1],
                    [c.left + 1, c.bottom - 1], [c.right - 1, c.bottom - 1]];
    for (const [x, y] of points) {
      if (y > innerHeight || x > innerWidth) continue;  // below the fold: not drawn to test
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit.closest('.card') !== card) {
        problems.push(`${card.dataset.card} in ${card.closest('.pile').title} is covered`);
        break;
      }
    }
  }
  return problems;
}"""


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
    # Counted in the statistics once: a game lost, said by the game-over panel.
    assert final.outcome.result == "lost"
    line = statistics(page, "accordion")
    assert line == {"played": 1, "won": 0, "streak": 0, "best_streak": 0, "best_seconds": None}
    end = page.locator("[data-role=win]")
    expect(end).to_be_visible()
    expect(end.locator("h2")).to_have_text("Game over")
    expect(end).to_contain_text(final.outcome.reason)
    expect(end.locator("[data-deal=moves]")).to_have_text(str(len(played)))
    expect(end.locator("[data-stat=played]")).to_have_text("1")


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
    # A hint lights up the piles of the suggested move, and says it in its own line.
    page.click("[data-action=hint]")
    expect(page.locator("[data-role=hint]")).to_contain_text("Hint:")
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
        for context in contexts:
            context.set_default_timeout(TIMEOUT_MS)
            context.add_init_script(AUTO_OFF)
        first, second = (context.new_page() for context in contexts)
        new_deal(first, server_url, "double-solitaire", seed, opponents="human")
        expect(first.locator("[data-role=status]")).to_contain_text("waiting")
        link = first.locator("[data-role=join-link]")
        expect(link).to_be_visible()
        href = link.get_attribute("href")
        assert "token=" in href and "#" in href  # the token stays out of requests and logs
        second.goto(href)
        expect(second.locator("[data-role=table]")).to_have_attribute("data-seat", "2")
        # Everyone is here: the race waits for Start, which either player may press.
        expect(first.locator("[data-role=status]")).to_contain_text("press Start")
        assert first.locator("[data-role=table]").get_attribute("data-seq") == "0"
        second.click("[data-action=start]")
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
        # Each side's score, live on both pages (the turns of the stock change none).
        scores = final.scores()
        assert scores[0] > 0 and scores[1] > 0
        for each in pages.values():
            expect(each.locator("[data-role=error]")).to_be_empty()
            for player, score in scores.items():
                board = each.locator(f'[data-role=scores] [data-seat="{player + 1}"]')
                expect(board).to_have_text(re.compile(rf": {score}$"))
                heading = each.locator(f'.seat[data-seat="{player + 1}"] [data-role=score]')
                expect(heading).to_have_text(f"score {score}")
        # A reload of the page that opened the table sits it down again at seat 1.
        first.reload()
        expect(first.locator("[data-role=table]")).to_have_attribute("data-seat", "1")
        expect(first.locator("[data-role=status]")).to_contain_text("You are player 1")
        assert tops(first, "foundation") == wanted
    finally:
        for context in contexts:
            context.close()


# Deal a variant with the page's own controls and deal function (one round trip per variant,
# where clicking through the form costs several: the form itself is clicked in the tests above),
# then look at what is drawn.
DEAL_AND_LOOK_JS = f"""async ({{name, computer}}) => {{
  const control = (name) => document.querySelector(`[data-control=${{name}}]`);
  control('variant').value = name;
  control('variant').dispatchEvent(new Event('change'));
  if (computer) control('opponents').value = 'computer';
  control('seed').value = '1';
  try {{
    await deal();
  }} catch (problem) {{
    return {{failed: problem.message || String(problem)}};
  }}
  return {{
    variant: document.querySelector('[data-role=table]').dataset.variant,
    piles: document.querySelectorAll('.pile').length,
    backs: document.querySelectorAll('[data-card="??"]').length,
    error: document.querySelector('[data-role=error]').textContent,
    layout: ({LAYOUT_JS})(),
    fans: ({FANS_JS})(),
  }};
}}"""


def test_every_installed_variant_deals_and_is_drawn(page, server_url):
    page.goto(server_url)
    expect(page.locator("[data-control=variant] option")).to_have_count(len(cardwright.variants()))
    for name in cardwright.variants():
        game = cardwright.load(name)
        drawn = page.evaluate(DEAL_AND_LOOK_JS, {"name": name, "computer": game.players > 1})
        state = game.deal(seed=1)
        assert "failed" not in drawn, (name, drawn)
        assert drawn["variant"] == name and drawn["error"] == ""
        assert drawn["piles"] == sum(len(piles) for piles in state.zones), name
        hidden = sum(not card.face_up for card in state.cards())
        assert drawn["backs"] <= hidden, name  # every back drawn is a face-down card
        assert drawn["layout"] == [], name  # tableaux under the foundations
        assert drawn["fans"] == [], name  # every face-up card's corner uncovered


# -- keys, hints, automatic moves ----------------------------------------------------------------


def test_keys_play_undo_redo_hint_deal_and_show_their_list(page, server_url):
    new_deal(page, server_url, "accordion", 1)
    page.locator("body").click(position={"x": 5, "y": 5})  # the keys go to the page
    for _ in range(3):
        page.keyboard.press("d")  # the stock's move
    played(page, 3)
    page.keyboard.press("u")
    played(page, 2)
    page.keyboard.press("y")  # redo, as at the terminal table (docs/keys.md)
    played(page, 3)
    page.keyboard.press("h")
    expect(page.locator("[data-role=hint]")).to_contain_text("Hint:")
    # The key list: ? opens it, Esc closes it; every key is on it.
    keys = page.locator("[data-role=keys]")
    expect(keys).to_be_hidden()
    page.keyboard.press("?")
    expect(keys).to_be_visible()
    for key in ("u", "y", "h", "d", "n", "r", "a", "s", "t", "? or F1", "Esc"):
        expect(keys.locator("kbd", has_text=re.compile(f"^{re.escape(key)}$"))).to_have_count(1)
    page.keyboard.press("Escape")
    expect(keys).to_be_hidden()
    page.click("[data-action=keys]")  # and the button
    expect(keys).to_be_visible()
    page.keyboard.press("Escape")
    # Esc also drops a selected card.
    pile(page, "row", 2).click()
    expect(page.locator(".pile.selected")).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator(".pile.selected")).to_have_count(0)
    # Letters typed into the move box are a move, not commands.
    page.locator("[data-control=move]").press_sequentially("uu")
    expect(page.locator("[data-control=move]")).to_have_value("uu")
    played(page, 3)
    page.keyboard.press("Escape")  # leaves the box
    page.keyboard.press("n")  # a new deal of the same seed: this one would be lost, so it asks
    confirm = page.locator("[data-role=confirm]")
    expect(confirm).to_be_visible()
    expect(confirm).to_contain_text("counts as lost")
    page.keyboard.press("y")
    expect(confirm).to_be_hidden()
    played(page, 0)
    assert [top for top, _ in tops(page, "row")] == []
    expect(page.locator("[data-role=hint]")).to_be_empty()  # the hint was for the last deal


def test_a_hint_stays_through_a_race_until_the_player_moves(page, server_url):
    seed = 1
    new_deal(page, server_url, "double-solitaire", seed, opponents="computer", speed="5")
    table = page.locator("[data-role=table]")
    hint = page.locator("[data-role=hint]")
    page.click("[data-action=hint]")
    expect(hint).to_contain_text("Hint:")
    asked = hint.get_attribute("data-move")
    assert asked
    start = int(table.get_attribute("data-seq"))
    # The computer moves on, and says so in the status line; the hint keeps its own line, and
    # stays while it is still a legal move (never pointing at a position that has gone).
    page.wait_for_function(f"() => app.seq >= {start + 3}")
    expect(page.locator("[data-role=status]")).to_contain_text("Player 2 played")
    state = page.evaluate(f"() => ({{hint: app.hint, legal: app.moves.includes({asked!r})}})")
    assert state["hint"] == (asked if state["legal"] else None)
    if state["legal"]:
        expect(hint).to_contain_text("Hint:")
        assert page.locator(".pile.hint, button.hint").count() >= 1
    # The race's scores are live: the computer's Aces count for it at once.
    board = page.locator('[data-role=scores] [data-seat="2"]')
    expect(board).to_have_text(re.compile(r"\(the computer\): [1-9]"))
    count = page.evaluate(
        "() => ({shown: app.scores['2'], "
        "owned: app.view.zones.foundation.flat().filter(c => c.endsWith('@2')).length})"
    )
    assert count["shown"] == count["owned"]  # Double Solitaire: cards on foundations by owner
    # The player's own move ends the hint.
    page.keyboard.press("d")
    expect(hint).to_be_empty()
    expect(page.locator(".pile.hint")).to_have_count(0)


def test_a_hint_answered_after_the_player_moved_is_not_shown(page, server_url):
    new_deal(page, server_url, "accordion", 1)
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("h")  # the engine thinks for a second...
    page.keyboard.press("d")  # ...and the player moves meanwhile
    played(page, 1)
    hint = page.locator("[data-role=hint]")
    expect(hint).to_be_empty()
    expect(page.locator(".hint")).to_have_count(0)
    page.keyboard.press("h")  # asked again, for this position
    expect(hint).to_contain_text("Hint:")


def test_automatic_safe_moves_follow_the_terminal_tables_rule(open_page, server_url):
    page = open_page(auto=True)
    game = cardwright.load("klondike", draw=1)
    state = game.deal(seed=16)
    automatic = []
    while safe := safe_moves(state, 0):  # what the terminal table plays by itself
        automatic.append(safe[0])
        state = state.play(safe[0])
    assert len(automatic) == 3
    new_deal(page, server_url, "klondike", 16)  # Klondike's draw defaults to 3: the same deal
    played(page, len(automatic))
    assert tops(page, "foundation") == expected_tops(state, "foundation")
    expect(page.locator("[data-role=status]")).to_contain_text("Auto:")
    # Undo takes them back together, and they are not made again until the player says so.
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("u")
    played(page, 0)
    page.keyboard.press("h")  # a second's thinking: time enough for a wrong automatic move
    expect(page.locator("[data-role=hint]")).to_contain_text("Hint:")
    played(page, 0)
    # The toggle (a box, the key a): off stays off; on plays them again.
    auto = page.locator("[data-control=auto]")
    expect(auto).to_be_checked()
    auto.click()
    expect(auto).not_to_be_checked()
    played(page, 0)
    page.keyboard.press("a")
    expect(auto).to_be_checked()
    played(page, len(automatic))
    assert page.evaluate("localStorage.getItem('cardwright-auto')") == "on"
    # A game without foundations has no toggle.
    new_deal(page, server_url, "accordion", 1)
    expect(page.locator("[data-role=auto]")).to_be_hidden()


# -- statistics and the win screen ---------------------------------------------------------------


def test_a_win_is_celebrated_and_counted_and_an_abandoned_deal_is_lost(page, server_url):
    variant, seed = "putt-putt", 3
    result = solve(cardwright.load(variant).deal(seed=seed), time_limit=10)
    assert result.status == "won"
    new_deal(page, server_url, variant, seed)
    # The winning moves through the page's own move function (the clicking is tested above).
    page.evaluate(
        "async (moves) => { for (const move of moves) await play(move); }", result.notation
    )
    win = page.locator("[data-role=win]")
    expect(win).to_be_visible()
    expect(win).to_contain_text("You won!")
    expect(win.locator("[data-stat=played]")).to_have_text("1")
    expect(win.locator("[data-stat=won]")).to_have_text("1 (100%)")
    expect(win.locator("[data-stat=streak]")).to_have_text("1")
    line = statistics(page, variant)
    assert line["played"] == line["won"] == line["streak"] == line["best_streak"] == 1
    assert line["best_seconds"] is not None and 0 <= line["best_seconds"] < 60
    # A new deal from the win screen; one move, then another deal: the unfinished one is lost.
    win.locator("[data-action=again]").click()
    expect(win).to_be_hidden()
    played(page, 0)
    page.fill("[data-control=move]", result.notation[0])
    page.press("[data-control=move]", "Enter")
    played(page, 1)
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("n")
    page.locator("[data-role=confirm] [data-action=yes]").click()
    played(page, 0)
    line = statistics(page, variant)
    assert (line["played"], line["won"], line["streak"], line["best_streak"]) == (2, 1, 0, 1)
    # A deal left by closing or reloading the page is lost too; the statistics stay.
    page.fill("[data-control=move]", result.notation[0])
    page.press("[data-control=move]", "Enter")
    played(page, 1)
    page.reload()
    expect(page.locator("[data-role=table]")).to_have_attribute("data-variant", re.compile("."))
    assert statistics(page, variant)["played"] == 3
    # The statistics screen (t) shows them.
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("t")
    panel = page.locator(f'[data-role=stats] table[data-variant="{variant}"]')
    expect(panel.locator("[data-stat=played]")).to_have_text("3")
    expect(panel.locator("[data-stat=best_streak]")).to_have_text("1")
    page.keyboard.press("Escape")
    expect(page.locator("[data-role=stats]")).to_be_hidden()


def test_restart_asks_first_and_no_keeps_the_deal(page, server_url):
    new_deal(page, server_url, "accordion", 1)
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("r")  # nothing played yet: restarts without a question
    expect(page.locator("[data-role=confirm]")).to_be_hidden()
    # The deal is made again (two requests): keys pressed before it is back would go to the
    # deal it replaces.
    expect(page.locator("[data-role=status]")).to_contain_text("Restarted this deal.")
    for _ in range(2):
        page.keyboard.press("d")
    played(page, 2)
    page.keyboard.press("r")
    confirm = page.locator("[data-role=confirm]")
    expect(confirm).to_be_visible()
    page.keyboard.press("n")  # no: the deal goes on
    expect(confirm).to_be_hidden()
    played(page, 2)
    assert statistics(page, "accordion") is None
    page.keyboard.press("r")
    confirm.locator("[data-action=yes]").click()
    played(page, 0)
    expect(page.locator("[data-role=status]")).to_contain_text("deal 1.")
    assert statistics(page, "accordion")["played"] == 1


# -- layout, fans, dragging ----------------------------------------------------------------------


def test_klondike_lays_its_tableau_under_the_foundations_and_fans_show_every_rank(page, server_url):
    new_deal(page, server_url, "klondike", 4)
    page.locator("body").click(position={"x": 5, "y": 5})
    for _ in range(2):
        page.keyboard.press("d")  # turn three cards, twice
    played(page, 2)
    # The waste fans its last three cards to the right; a 10 (the widest corner) lies lowest.
    waste = pile(page, "waste", 1).locator(".card")
    assert waste.evaluate_all("cards => cards.map(c => c.dataset.card)") == ["TC", "QH", "2C"]
    assert page.evaluate(LAYOUT_JS) == []
    assert page.evaluate(FANS_JS) == []
    foundation = page.locator('.zone[data-kind="foundation"]').bounding_box()
    tableau = page.locator('.zone[data-kind="tableau"]').bounding_box()
    assert tableau["y"] >= foundation["y"] + foundation["height"]
    for width in (600, 400):  # the smaller cards of small screens
        page.set_viewport_size({"width": width, "height": 900})
        assert page.evaluate(FANS_JS) == [], width
        assert page.evaluate(LAYOUT_JS) == [], width


def touch_drag(page, card, target):
    """Drag ``card`` onto ``target`` with a finger: touch events through the DevTools
    protocol, which the browser turns into pointer events of type "touch"."""
    session = page.context.new_cdp_session(page)
    start, end = card.bounding_box(), target.bounding_box()
    x0, y0 = start["x"] + 20, start["y"] + 8
    x1, y1 = end["x"] + end["width"] / 2, end["y"] + end["height"] / 2
    session.send(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]}
    )
    for step in range(1, 6):
        point = {"x": x0 + (x1 - x0) * step / 5, "y": y0 + (y1 - y0) * step / 5}
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()


def test_cards_are_dragged_with_a_finger_or_a_mouse(open_page, server_url):
    page = open_page(touch=True)
    page.add_init_script(
        "document.addEventListener('pointerdown', e => { window.lastPointer = e.pointerType }, true)"
    )
    new_deal(page, server_url, "accordion", 1)
    page.locator("body").click(position={"x": 5, "y": 5})
    for _ in range(3):
        page.keyboard.press("d")
    played(page, 3)
    # A mouse drag dropped off the table moves nothing, and leaves nothing behind.
    card = pile(page, "row", 2).locator(".card").last
    box = card.bounding_box()
    page.mouse.move(box["x"] + 20, box["y"] + 8)
    page.mouse.down()
    page.mouse.move(box["x"] + 200, box["y"] + 400, steps=4)
    expect(page.locator("[data-role=ghost] .card")).to_have_count(1)
    expect(page.locator(".card.lifted")).to_have_count(1)
    page.mouse.up()
    expect(page.locator("[data-role=ghost]")).to_have_count(0)
    expect(page.locator(".card.lifted")).to_have_count(0)
    played(page, 3)
    expect(page.locator("[data-role=error]")).to_be_empty()
    # A finger drags 6♠ onto 3♠ (same suit): the move is made.
    touch_drag(page, pile(page, "row", 2).locator(".card").last, pile(page, "row", 1))
    played(page, 4)
    assert page.evaluate("window.lastPointer") == "touch"
    assert [top for top, _ in tops(page, "row")] == ["6S", "JH"]
    expect(page.locator("[data-role=error]")).to_be_empty()


# -- save, open and paste (docs/serve.md) --------------------------------------------------------


def test_a_saved_record_is_opened_and_played_on_with_its_moves_undoable(page, server_url, tmp_path):
    game = cardwright.load("accordion")
    record = cardwright.Record.new(game, seed=ACCORDION_SEED)
    for _ in range(4):
        record.add("deal")
    saved = tmp_path / "accordion.json"
    record.save(saved)
    new_deal(page, server_url, "klondike", 3)
    page.set_input_files("[data-control=open]", str(saved))
    expect(page.locator("[data-role=table]")).to_have_attribute("data-variant", "accordion")
    played(page, 4)
    expect(page.locator("[data-role=status]")).to_contain_text(f"deal {ACCORDION_SEED}.")
    assert [top for top, _ in tops(page, "row")] == [
        card.face_text for (card,) in record.final().piles("row")
    ]
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("u")
    played(page, 3)
    page.keyboard.press("d")
    played(page, 4)
    # s saves it again: the page downloads the record.
    with page.expect_download() as download:
        page.keyboard.press("s")
    again = cardwright.Record.load(download.value.path())
    assert [m.move for m in again.moves] == ["deal"] * 4 and again.seed == ACCORDION_SEED


def test_a_pasted_position_text_is_played_from_and_bad_text_is_explained(page, server_url):
    state = cardwright.load("accordion").deal(seed=3).play("deal").play("deal").play("deal")
    new_deal(page, server_url, "accordion", 1)
    page.click("[data-action=position]")
    panel = page.locator("[data-role=position]")
    expect(panel).to_be_visible()
    # The deal's seed was chosen here, so the page may see its whole text.
    expect(page.locator("[data-control=position]")).to_have_value(
        cardwright.load("accordion").deal(seed=1).to_text()
    )
    page.fill("[data-control=position]", state.to_text().replace("QS", "QX"))
    page.click("[data-action=from-position]")
    expect(page.locator("[data-role=position-note]")).to_contain_text("column")
    page.fill("[data-control=position]", state.to_text())
    page.click("[data-action=from-position]")
    expect(panel).to_be_hidden()
    expect(page.locator("[data-role=table]")).to_have_attribute("data-played", "0")
    assert [top for top, _ in tops(page, "row")] == ["QS", "KH", "JS"]
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("d")
    played(page, 1)


# -- your own variants (docs/language.md#your-own-variants) ---------------------------------------

MY_WASP = """game my-wasp "My Wasp"
extends scorpion
zone tableau: tableau, 7 piles
  empty accepts any card
"""


def start_server(*arguments):
    process = subprocess.Popen(
        [sys.executable, "-m", "cardwright", "serve", "--port", "0", "--rate", "500", *arguments],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    line = process.stdout.readline()
    found = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
    assert found, f"cardwright serve did not start: {line!r}"
    threading.Thread(target=process.stdout.read, daemon=True).start()
    return process, found.group(1)


def test_a_user_variant_appears_in_the_menu_and_a_saved_one_after_reload(page, tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "my-wasp.cw").write_text(MY_WASP)
    (folder / "my-broken.cw").write_text(MY_WASP.replace("my-wasp", "my-broken") + "zone x: y\n")
    process, url = start_server("--variants", str(folder), "--reload")
    try:
        new_deal(page, url, "my-wasp", 4)
        expect(page.locator('.pile[data-zone="tableau"]')).to_have_count(7)
        broken = page.locator('[data-control=variant] option[data-unavailable="my-broken"]')
        expect(broken).to_be_disabled()
        expect(broken).to_contain_text("cannot load")
        # Saved while the server runs: the menu shows it the next time it is opened.
        (folder / "my-spider.cw").write_text(MY_WASP.replace("my-wasp", "my-later"))
        page.locator("[data-control=variant]").focus()
        expect(page.locator('[data-control=variant] option[value="my-later"]')).to_be_attached()
    finally:
        process.terminate()
        process.wait(timeout=10)


# -- the table's gestures: send home, finish, scale, marks, motion, the end, the start -----------


def test_a_double_click_sends_a_card_home_and_a_double_tap_does_too(open_page, server_url):
    for touch in (False, True):
        page = open_page(touch=touch)
        new_deal(page, server_url, "klondike", 1)
        # Six legal moves, of which the Ace to each of four empty foundations is one for a
        # player: the status line says three.
        moves = cardwright.load("klondike").deal(seed=1).legal_moves()
        assert len(moves) == 6 and sum(str(m).startswith("tableau7>foundation") for m in moves) == 4
        expect(page.locator("[data-role=status]")).to_contain_text(
            "Klondike, deal 1. 3 legal moves."
        )
        ace = pile(page, "tableau", 7).locator(".card").last
        expect(ace).to_have_attribute("data-card", "AD")
        if touch:
            ace.tap()
            ace.tap()
        else:
            ace.dblclick()
        played(page, 1)
        assert tops(page, "foundation")[0] == ["AD", 1]
        # A card no foundation takes stays, and the page says why.
        queen = pile(page, "tableau", 4).locator(".card").last
        queen.dblclick()
        expect(page.locator("[data-role=status]")).to_contain_text("No foundation takes Q♦")
        played(page, 1)


def klondike_nearly_won():
    """Klondike with every card face up: the 9s on the foundations, four runs K-10 left."""
    game = cardwright.load("klondike")
    foundation = [[f"{r}{s}" for r in "A23456789"] for s in "SHDC"]
    tableau = [["KS", "QH", "JS", "TH"], ["KH", "QS", "JH", "TS"], ["KD", "QC", "JD", "TC"]]
    tableau += [["KC", "QD", "JC", "TD"], [], [], []]
    data = {"zones": {"stock": [[]], "waste": [[]], "foundation": foundation, "tableau": tableau}}
    return game.from_dict(data)


def test_a_game_that_plays_itself_is_finished_and_undone_in_one_step(page, server_url):
    new_deal(page, server_url, "accordion", 1)
    page.click("[data-action=position]")
    page.fill("[data-control=position]", klondike_nearly_won().to_text())
    page.click("[data-action=from-position]")
    # Finish is on (the default): every card is face up, the engine finds the win, the page
    # plays it out card by card.
    played(page, 16)
    end = page.locator("[data-role=win]")
    expect(end.locator("h2")).to_have_text("You won!")
    expect(end.locator("[data-deal=moves]")).to_have_text("16")
    page.keyboard.press("Escape")
    page.keyboard.press("u")  # the whole finish is one step back
    played(page, 0)
    page.wait_for_timeout(500)  # and it does not start again by itself
    played(page, 0)
    # Switched off, nothing is played for the player.
    page.uncheck("[data-control=finish]")
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("y")  # redo: the finish comes back as one step too
    played(page, 16)


PHONE = {"width": 375, "height": 740}
OVERFLOW_JS = """() => ({
  scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  beyond: [...document.querySelectorAll('.card, button, select, input, label')]
    .filter(n => n.getClientRects().length && n.getBoundingClientRect().right > innerWidth + 0.5)
    .map(n => n.dataset.card || n.textContent.trim() || n.outerHTML.slice(0, 40)),
  card: document.querySelector('[data-role=table] .card').getBoundingClientRect().width,
  table: document.querySelector('[data-role=table] .layout').getBoundingClientRect().width,
})"""


@pytest.mark.parametrize("variant", ["klondike", "spider", "freecell", "double-solitaire"])
def test_cards_scale_to_the_window_and_a_phone_never_scrolls_sideways(
    open_page, server_url, variant
):
    page = open_page()
    page.emulate_media(reduced_motion="reduce")  # no card in flight over another in a race
    controls = {"opponents": "computer"} if variant == "double-solitaire" else {}
    new_deal(page, server_url, variant, 2, **controls)
    wide = page.evaluate(OVERFLOW_JS)
    assert wide["scroll"] <= 0 and wide["beyond"] == []
    assert wide["table"] > 0.6 * 1280 and wide["card"] >= 70, wide  # the table fills the window
    page.set_viewport_size(PHONE)
    page.wait_for_function(
        "() => document.querySelector('[data-role=table] .card').getBoundingClientRect().width < 60"
    )
    narrow = page.evaluate(OVERFLOW_JS)
    assert narrow["scroll"] <= 0 and narrow["beyond"] == [], narrow
    assert page.evaluate(FANS_JS) == []  # every face-up corner still readable


def test_race_foundation_cards_show_whose_they_are(page, server_url):
    new_deal(page, server_url, "double-solitaire", 1, opponents="computer", speed="5")
    mark = page.locator('[data-zone="foundation"] .card[data-owner="2"] .owner').first
    expect(mark).to_have_text("2")
    expect(mark).to_have_attribute("title", "player 2's card")
    owned = page.evaluate("() => app.view.zones.foundation.flat().some(c => c.endsWith('@2'))")
    assert owned
    # The tableau's own cards carry no mark: everyone knows whose they are.
    assert page.locator('[data-zone="tableau"] .owner').count() == 0


COUNT_FLIGHTS = """
window.flights = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) { window.flights += 1; return animate.apply(this, args); };
"""


@pytest.mark.parametrize("reduced", [False, True])
def test_moves_fly_briefly_unless_motion_is_reduced(browser, server_url, reduced):
    context = browser.new_context(
        viewport={"width": 1280, "height": 900},
        reduced_motion="reduce" if reduced else "no-preference",
    )
    try:
        context.add_init_script(AUTO_OFF)
        context.add_init_script(COUNT_FLIGHTS)
        page = context.new_page()
        new_deal(page, server_url, "klondike", 1)
        pile(page, "tableau", 7).locator(".card").last.dblclick()
        played(page, 1)
        flights = page.evaluate("() => window.flights")
        assert (flights == 0) if reduced else (flights >= 1)
    finally:
        context.close()


def test_the_race_waits_for_start_and_counts_down(page, server_url):
    page.goto(server_url)
    expect(page.locator('[data-control=variant] option[value="double-solitaire"]')).to_be_attached()
    page.select_option("[data-control=variant]", "double-solitaire")
    page.select_option("[data-control=opponents]", "computer")
    page.select_option("[data-control=speed]", "5")
    page.fill("[data-control=seed]", "1")
    page.click("[data-action=new]")
    start = page.locator("[data-action=start]")
    expect(start).to_be_visible()
    expect(page.locator("[data-role=status]")).to_contain_text("press Start")
    page.wait_for_timeout(1500)  # seven moves' time at the computer's speed
    expect(page.locator("[data-role=table]")).to_have_attribute("data-seq", "0")
    start.click()
    expect(page.locator("[data-role=countdown]")).to_have_text("3")
    expect(start).to_be_hidden()
    page.wait_for_function("() => app.seq >= 1")  # then the computer plays
    expect(page.locator("[data-role=countdown]")).to_be_hidden()
