"""Make the browser table's screenshots (docs/serve.md), from fixed deals and fixed moves:
browser-table.png, a Double Solitaire race between two pages seen by player 1 (the foundation
cards marked with their owners); browser-desktop.png and browser-phone.png, the same Klondike
deal in a 1280 x 800 window and on a 375 x 740 phone (the cards scale to the window).

Run from the checkout: ``python docs/screenshots/make_browser.py`` (needs ``cardwright[serve]``,
Playwright for Python and Debian's ``chromium``).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect, sync_playwright

import cardwright
from cardwright.frontends.serve import BackgroundServer
from cardwright.plugins import policies

OUTPUT = Path(__file__).with_name("browser-table.png")
DESKTOP = Path(__file__).with_name("browser-desktop.png")
PHONE = Path(__file__).with_name("browser-phone.png")
KLONDIKE_SEED = 4
KLONDIKE_MOVES = 6  # the hint's first moves (the solver's): a game under way
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SEED = 1
expect.set_options(timeout=60_000)  # the first 'variants' answer compiles every variant
AUTO_OFF = "localStorage.setItem('cardwright-auto', 'off')"
STEPS = 26  # moves, the two seats in turn (the greedy policy's choices)


def plan() -> list[cardwright.Move]:
    greedy = policies()["greedy"]
    state = cardwright.load("double-solitaire").deal(seed=SEED)
    moves = []
    for step in range(STEPS):
        move = greedy(state, step % 2)
        if move is not None:
            moves.append(move)
            state = state.play(move)
    return moves


def type_move(page: Page, text: str) -> None:
    page.fill("[data-control=move]", text)
    page.press("[data-control=move]", "Enter")


def main() -> None:
    with BackgroundServer() as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        contexts = [browser.new_context(viewport={"width": 1100, "height": 700}) for _ in range(2)]
        for context in contexts:
            # Fixed moves: no automatic ones in between (they would play the plan's Aces).
            context.add_init_script(AUTO_OFF)
        pages = [contexts[0].new_page()]
        first = pages[0]
        first.goto(server.url)
        expect(
            first.locator("[data-control=variant] option[value=double-solitaire]")
        ).to_be_attached()
        first.select_option("[data-control=variant]", "double-solitaire")
        first.select_option("[data-control=opponents]", "human")
        first.fill("[data-control=seed]", str(SEED))
        first.click("[data-action=new]")
        link = first.locator("[data-role=join-link]")
        expect(link).to_be_visible()
        second = contexts[1].new_page()
        second.goto(link.get_attribute("href") or "")
        pages.append(second)
        expect(second.locator("[data-role=table]")).to_have_attribute("data-seat", "2")
        second.click("[data-action=start]")  # the race waits for Start
        expect(first.locator("[data-role=status]")).to_contain_text("You are player 1")
        for number, move in enumerate(plan(), 1):
            type_move(pages[move.player], str(move))
            for page in pages:
                table = page.locator("[data-role=table]")
                expect(table).to_have_attribute("data-seq", str(number))
        # Player 1 picks up the top card of a tableau pile: it lights up.
        first.locator('.pile[data-zone="tableau"][data-player="1"] .card').last.click(
            position={"x": 20, "y": 8}
        )
        first.screenshot(path=str(OUTPUT), full_page=True)
        for path, size in ((DESKTOP, {"width": 1280, "height": 800}), (PHONE, {"width": 375, "height": 740})):
            klondike(browser, server.url, path, size)
        browser.close()
    print(f"wrote {OUTPUT}, {DESKTOP} and {PHONE}")


def klondike(browser, url: str, path: Path, size: dict[str, int]) -> None:
    state = cardwright.load("klondike").deal(seed=KLONDIKE_SEED)
    moves = []
    for _ in range(KLONDIKE_MOVES):
        found = cardwright.solve(state, time_limit=5)
        if found.status != "won":
            break
        moves.append(found.notation[0])
        state = state.play(found.notation[0])
    context = browser.new_context(viewport=size)
    context.add_init_script(AUTO_OFF)
    page = context.new_page()
    page.goto(url)
    expect(page.locator("[data-control=variant] option[value=klondike]")).to_be_attached()
    page.select_option("[data-control=variant]", "klondike")
    page.fill("[data-control=seed]", str(KLONDIKE_SEED))
    page.click("[data-action=new]")
    expect(page.locator("[data-role=table]")).to_have_attribute("data-variant", "klondike")
    for number, move in enumerate(moves, 1):
        type_move(page, move)
        expect(page.locator("[data-role=table]")).to_have_attribute("data-played", str(number))
    page.wait_for_timeout(300)  # the last card's flight
    page.screenshot(path=str(path), full_page=False)
    context.close()


if __name__ == "__main__":
    main()
