"""Foundation returns (issue 14, item 3): whether a foundation's top card may come back is a
per-game rule that follows the game's cited source (the source is named on each foundation's
`gives` line). The games here cite PySolFC alone, whose foundations for them keep the default
max_move=1 (the top card may move back to any pile that takes it); their files once kept
foundation cards in place. Each test puts 5H on top of a foundation and a card it fits on in
the second tableau pile, and plays the return (the rest of the cards lie face down in the first tableau pile)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from positions import build, legal, load, zones

ROOT = Path(__file__).resolve().parents[1]

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


def _foundation_gives_lines(name):
    """{foundation zone: its `gives` line or None} written in the file ``name`` itself."""
    found, zone = {}, None
    for line in (ROOT / "variants" / f"{name}.cw").read_text(encoding="utf-8").splitlines():
        match = re.match(r"zone ([a-z0-9-]+):\s*(\w+)", line)
        if match:
            zone = match.group(1) if match.group(2) == "foundation" else None
            if zone:
                found[zone] = None
        elif zone and line.strip().startswith("gives"):
            found[zone] = line
        elif line and not line.startswith((" ", "#")):
            zone = None
    return found


def _parent(name):
    text = (ROOT / "variants" / f"{name}.cw").read_text(encoding="utf-8")
    match = re.search(r"^extends ([a-z0-9-]+)", text, re.M)
    return match.group(1) if match else None


@pytest.mark.parametrize("name", sorted(p.stem for p in (ROOT / "variants").glob("*.cw")))
def test_every_foundation_says_whether_its_cards_come_back_and_on_whose_authority(name):
    """Issue 14, item 3: a foundation's `gives` line is written out (in the file or the file it
    extends) with a comment naming the source of the choice (or the rule id it implements)."""
    for zone, line in _foundation_gives_lines(name).items():
        owner = name
        while line is None and _parent(owner):  # a zone redeclared without `gives` inherits it
            owner = _parent(owner)
            line = _foundation_gives_lines(owner).get(zone)
        assert line is not None, f"{name}: zone {zone} does not say what its foundation gives"
        comment = line.partition("#")[2].strip()
        assert comment, f"{owner}: `{line.strip()}` names no source for the choice"
