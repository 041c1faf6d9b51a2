"""Make the screenshots of docs/tui.md: one SVG per seed game, from a fixed deal and fixed moves.

Run from the checkout: ``python docs/screenshots/make.py`` (needs ``cardwright[tui]``).
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import cardwright
from cardwright.frontends.tui import CardwrightApp, ZoneView

HERE = Path(__file__).parent
SIZE = (80, 24)  # the smallest terminal the table is meant for


async def settle(app: CardwrightApp, pilot: Any) -> None:
    end = time.monotonic() + 30
    while app.busy and time.monotonic() < end:
        await pilot.pause(0.01)
    await pilot.pause()


async def select_a_source(app: CardwrightApp, pilot: Any) -> None:
    """Click the source pile of the person's last legal card move (it lights up)."""
    moves = [m for m in app.state.legal_moves(0) if m.action is None]
    if moves:
        zone, pile = moves[-1].source
        view = next(v for v in app.query(ZoneView) if v.zone.name == zone and v.zone.mine)
        await pilot.click(view, offset=view.locate(pile))
        await settle(app, pilot)


async def accordion(app: CardwrightApp, pilot: Any) -> None:
    """Thirty cards dealt, the hint's moves played in between: the row wraps."""
    for turn in range(30):
        app.action_stock()
        await settle(app, pilot)
        if turn % 4 == 3:
            app.action_hint()
            await settle(app, pilot)
            app.action_hint()  # again: play it
            await settle(app, pilot)
    await select_a_source(app, pilot)


async def chequers(app: CardwrightApp, pilot: Any) -> None:
    """Safe moves played automatically; a hint shown, a source pile selected."""
    for _ in range(6):
        app.action_hint()
        await settle(app, pilot)
        app.action_hint()
        await settle(app, pilot)
    app.action_hint()
    await settle(app, pilot)


async def double_solitaire(app: CardwrightApp, pilot: Any) -> None:
    """The person and the computer have both played; a move of the person's is selected."""
    for _ in range(12):
        app.computer_move()
        await settle(app, pilot)
        await pilot.pause(0.05)
        await settle(app, pilot)
    for _ in range(3):
        app.action_hint()
        await settle(app, pilot)
        app.action_hint()
        await settle(app, pilot)
    await select_a_source(app, pilot)


SHOTS: dict[str, Callable[[CardwrightApp, Any], Awaitable[None]]] = {
    "accordion": accordion,
    "chequers": chequers,
    "double-solitaire": double_solitaire,
}


async def shoot(name: str, script: Callable[[CardwrightApp, Any], Awaitable[None]]) -> Path:
    # The statistics of these scripted games go to a scratch file, not the user's.
    scratch = Path(tempfile.mkdtemp()) / "statistics.json"
    app = CardwrightApp(cardwright.load(name), seed=7, paused=True, statistics=scratch)
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot)
        await script(app, pilot)
        await settle(app, pilot)
        path = HERE / f"{name}.svg"
        path.write_text(app.export_screenshot(title=f"cardwright — {app.game.title}"), "utf-8")
    return path


def main() -> None:
    for name, script in SHOTS.items():
        print(asyncio.run(shoot(name, script)))


if __name__ == "__main__":
    main()
