"""Winning lines a player can follow (docs/solver.md): a won line's loops and detours are cut,
and what is left still wins and is never longer."""

import json

import pytest

import cardwright
from cardwright.frontends.cli import main
from cardwright.search.lines import _shortened, shortened
from cardwright.search.solver import is_won, solve
from cardwright.shuffle import PCG32


def wins(state, line):
    for move in line:
        assert move in state.legal_moves(0)
        state = state.play(move)
    return is_won(state)


def wandering_win(name, seed, steps=30, **options):
    """A random walk from the deal, then the solver's win from where it ended: a line with
    detours to cut (None when the walk's end is lost or too hard)."""
    game = cardwright.load(name, **options)
    if game.native is None:  # the Python pass (_shortened) is tested under the native engine too
        pytest.skip("the Python engine's search takes minutes to win these deals")
    deal = game.deal(seed=seed)
    state, walk, random = deal, [], PCG32(seed, 5)
    for _ in range(steps):
        moves = state.legal_moves(0)
        if not moves or is_won(state):
            break
        move = moves[random.below(len(moves))]
        walk.append(move)
        state = state.play(move)
    result = solve(state, time_limit=5)
    if result.status != "won":
        return None
    return deal, walk + list(result.moves)


@pytest.mark.parametrize("seed", [3, 4, 5])
@pytest.mark.parametrize("cut", [shortened, _shortened])
def test_a_shortened_line_wins_from_the_deal_and_is_never_longer(seed, cut):
    found = wandering_win("klondike", seed)
    assert found is not None
    deal, line = found
    short = cut(deal, line)
    assert wins(deal, short)
    assert len(short) < len(line)  # a random walk of 30 moves leaves something to cut


@pytest.mark.parametrize("cut", [shortened, _shortened])
def test_a_move_and_its_way_back_are_cut(cut):
    found = wandering_win("klondike", 3, steps=0)
    assert found is not None
    deal, line = found
    state = deal
    for at, move in enumerate(line):  # the first position on the line with a way there and back
        for there in state.legal_moves(0):
            after = state.play(there)
            back = [m for m in after.legal_moves(0) if after.play(m) == state]
            if back:
                looped = [*line[:at], there, back[0], *line[at:]]
                short = cut(deal, looped)
                assert wins(deal, short) and len(short) <= len(line)
                return
        state = state.play(move)
    pytest.fail("no position on the line has a move and its way back")


@pytest.mark.parametrize(("name", "seed"), [("klondike", 3), ("klondike", 4), ("freecell", 1)])
def test_a_won_verdict_comes_with_a_line_no_longer_than_the_search_found(name, seed):
    game = cardwright.load(name)
    if game.native is None:
        pytest.skip("the Python engine's search takes minutes to win these deals")
    deal = game.deal(seed=seed)
    result = solve(deal, time_limit=10)
    assert result.status == "won"
    assert wins(deal, result.moves)
    assert len(result.moves) <= result.raw_length


def test_solve_json_reports_the_lines_length(capsys):
    if cardwright.load("klondike").native is None:
        pytest.skip("the Python engine's search takes minutes to win this deal")
    assert main(["solve", "klondike", "--seed", "4", "--time-limit", "10", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "won"
    assert report["length"] == len(report["moves"]) <= report["raw_length"]


def test_on_either_engine_a_detour_among_the_cells_is_cut():
    """A FreeCell ending (runs this test under the engine the suite runs): each King alone in
    a column, the rest home; a walk among cells and columns, then the four Kings home."""
    from positions import build

    suits = "SHDC"
    home = [[f"{rank}{suit}" for rank in "A23456789TJQ"] for suit in suits]
    deal = build(
        cardwright.load("freecell"),
        {"foundation": home, "tableau": [[f"K{suit}"] for suit in suits] + [[]] * 4},
        filler="foundation",
    )
    walk = ["tableau1>cells1", "cells1>tableau5", "tableau2>cells1", "tableau5>cells2"]
    state, line = deal, []
    for text in walk:
        move = next(m for m in state.legal_moves(0) if str(m) == text)
        line.append(move)
        state = state.play(move)
    result = solve(state, restarts=False)
    assert result.status == "won"
    line += result.moves
    short = _shortened(deal, line)
    assert wins(deal, short)
    assert len(short) < len(line)
