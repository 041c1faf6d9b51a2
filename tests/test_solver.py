"""The generic solver: it uses only the public rules, so it works on any one-player variant."""

import pytest
from positions import build

import cardwright
from cardwright.cli import main
from cardwright.solver import solve


def test_a_won_result_replays_to_a_won_position():
    game = cardwright.load("accordion", deal="open")
    state = game.deal(seed=2)
    result = solve(state, time_limit=30)
    assert result.status == "won"
    for move in result.moves:
        state = state.play(move)
    assert state.outcome.result == "won"
    assert len(result.moves) == 51


def test_an_exhausted_search_proves_a_deal_unwinnable():
    # Accordion, open deal: three piles left whose tops share no suit and no rank.
    game = cardwright.load("accordion", deal="open")
    state = build(game, {"row": [["AS"], ["2H"], ["3D"]]}, filler="row", filler_index=0)
    assert [str(p[-1]) for p in state.piles("row")] == ["AS", "2H", "3D"]
    result = solve(state)
    assert result.status == "unwinnable"
    assert result.reason == "every reachable position searched"


def test_a_limit_gives_unknown():
    game = cardwright.load("chequers")
    result = solve(game.deal(seed=1), node_limit=50)
    assert result.status == "unknown"
    assert result.nodes == 51


def test_a_memory_limit_keeps_the_table_small():
    game = cardwright.load("accordion", deal="open")
    result = solve(game.deal(seed=4), node_limit=3000, memory_limit=400 * 100)
    assert result.peak_table <= 100


def test_multi_player_variants_are_refused():
    with pytest.raises(cardwright.CardwrightError, match="one-player games"):
        solve(cardwright.load("double-solitaire").deal(seed=1))


def test_the_solve_command_prints_the_verdict_and_saves_a_replayable_record(capsys, tmp_path):
    saved = tmp_path / "won.json"
    code = main(["solve", "accordion", "-o", "deal=open", "--seed", "2", "--save", str(saved)])
    out = capsys.readouterr().out
    assert code == 0
    assert ": won" in out and "solution (51 moves)" in out
    record = cardwright.Record.load(saved)
    assert record.final().outcome.result == "won"


def test_unwinnable_after_searching_every_line_of_play():
    # A♥ may go onto A♠ (same rank), and then nothing more can move: two piles at best.
    game = cardwright.load("accordion", deal="open")
    state = build(game, {"row": [["AS"], ["AH"], ["2D"], ["3C"]]}, filler="row", filler_index=0)
    assert [str(m) for m in state.legal_moves()] == ["row2>row1"]
    result = solve(state)
    assert result.status == "unwinnable"
    assert result.nodes == 1
