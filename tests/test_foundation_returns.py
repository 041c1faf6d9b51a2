"""Foundation returns (issue 14, item 3): whether a foundation's top card may come back is a
per-game rule that follows the game's cited source (the source is named on each foundation's
`gives` line). The games here cite PySolFC alone, whose foundations for them keep the default
max_move=1 (the top card may move back to any pile that takes it); their files once kept
foundation cards in place. Each test puts 5H on top of a foundation and a card it fits on in
the second tableau pile, and plays the return (the rest of the cards lie face down in the first tableau pile)."""

from __future__ import annotations

import pytest
from positions import build, legal, load, zones

# game, foundation zone, the foundation pile (bottom -> top), the card 5H goes back onto, rule
RETURNS = [
    ("busy-aces", "foundation", ["AH", "2H", "3H", "4H", "5H"], "6H", "FortyThieves max_move 1"),
    ("josephine", "foundation", ["AH", "2H", "3H", "4H", "5H"], "6H", "FortyThieves max_move 1"),
    ("indian", "foundation", ["AH", "2H", "3H", "4H", "5H"], "6S", "FortyThieves max_move 1"),
    ("emperor", "foundation", ["AH", "2H", "3H", "4H", "5H"], "6S", "FortyThieves max_move 1"),
    (
        "red-and-black",
        "foundation",
        ["AS", "2H", "3C", "4D", "5H"],
        "6S",
        "AC foundation, max_move 1",
    ),
    ("double-freecell", "foundation", ["AH", "2H", "3H", "4H", "5H"], "6S", "FreeCell max_move 1"),
    ("nationale", "ascending", ["AH", "2H", "3H", "4H", "5H"], "6H", "Capricieuse max_move 1"),
    ("capricieuse", "ascending", ["AH", "2H", "3H", "4H", "5H"], "6H", "Capricieuse max_move 1"),
]


@pytest.mark.parametrize(
    ("name", "zone", "pile", "target", "rule"), RETURNS, ids=[r[0] for r in RETURNS]
)
def test_pysolfc_games_let_the_top_foundation_card_come_back(name, zone, pile, target, rule):
    game = load(name, engine="python")
    tableau = [[] for _ in range(game.zones["tableau"].spec.count)]
    tableau[1] = [target]
    piles = [pile] + [[] for _ in range(game.zones[zone].spec.count - 1)]
    state = build(game, {"tableau": tableau, zone: piles}, filler="tableau")
    move = f"{zone}1>tableau2"
    assert move in legal(state), f"{name}: {rule}"
    state = state.play(move)
    assert zones(state)["tableau"][1][-1] == "5H"
    assert zones(state)[zone][0][-1] == pile[-2]


@pytest.mark.parametrize("name", ["westcliff", "agnes-sorel", "grandfathers-clock", "terrace"])
def test_pysolfc_games_with_max_move_0_keep_foundation_cards(name):
    """PySolFC sets max_move=0 on these foundations; the files keep the cards there too."""
    game = load(name, engine="python")
    for runtime in game.zones.values():
        if runtime.spec.kind == "foundation":
            assert runtime.spec.gives is None or runtime.spec.gives.unit in (None, "nothing")
