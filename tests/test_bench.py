"""The benchmark's bookkeeping (not its speed: speed is measured by `cardwright bench`)."""

import cardwright
from cardwright.engine import native
from cardwright.frontends.cli import main
from cardwright.search.bench import format_table, play_random, run, run_solver


def test_a_fixed_number_of_deals_is_played_and_counted():
    result = run("accordion", deals=3, max_moves=200, memory_deals=1)
    assert result.games == 3
    assert result.moves > 0
    assert result.capped == 0  # Accordion games end by themselves
    table = format_table([result])
    assert "accordion" in table and "moves/s" in table


def test_without_a_deal_count_the_time_budget_decides_and_games_are_capped():
    # How many games fit in the budget depends on the machine; each game does not: the counts
    # are those of the same seeds played again (a few random Chequers games end within 20
    # moves, seed 1 does not).
    result = run("chequers", seconds=0.2, max_moves=20, memory_deals=1)
    assert result.games >= 1
    game = cardwright.load("chequers")
    played = [play_random(game.deal(seed=s), s, 20)[1] for s in range(1, result.games + 1)]
    assert played[0] == 20
    assert result.capped == sum(p == 20 for p in played)
    assert result.moves == sum(played)


def test_the_solver_benchmark_reports_verdicts_and_nodes_per_second(capsys):
    code = main(
        ["bench", "--solver", "accordion", "-o", "deal=open", "--deals", "2", "--time-limit", "1"]
    )
    out = capsys.readouterr().out
    assert code == 0
    header, _rule, row = out.strip().splitlines()
    assert header.split()[:2] == ["variant", "deals"] and "nodes/s" in header
    assert row.startswith("accordion(deal=open)")
    deals, won, unwinnable, unknown = (int(cell) for cell in row.split()[1:5])
    assert deals == 2 and won + unwinnable + unknown == 2


def test_the_solver_benchmark_counts_nodes_over_every_deal():
    result = run_solver("accordion", deals=1, time_limit=0.5, options={"deal": "open"})
    assert result.deals == 1 and result.nodes > 0 and result.nodes_per_second > 0


def test_the_solver_benchmark_gives_the_native_searches_own_speed_apart():
    # Open Accordion has no progress measures, so no greedy dive: the depth-first search runs.
    result = run_solver("accordion", deals=2, time_limit=0.5, options={"deal": "open"})
    if cardwright.load("accordion").engine == "python":  # not built, or CARDWRIGHT_ENGINE=python
        assert result.core_nodes == 0 and result.core_nodes_per_second is None
        return
    # The core's moves are some of all the moves counted, tried in part of the time.
    assert 0 < result.core_nodes <= result.nodes
    assert 0 < result.core_seconds <= result.seconds
    assert result.core_nodes_per_second == result.core_nodes / result.core_seconds


def test_a_second_pass_reads_the_outcome_after_every_move_of_the_same_games():
    result = run("accordion", deals=3, max_moves=200, memory_deals=1)
    assert result.read_games == 3
    assert result.read_moves == result.moves  # the same games, the same moves
    assert result.read_seconds > 0 and result.read_base_seconds > 0
    assert result.read_moves_per_second > 0
    assert result.read_overhead == result.read_seconds / result.read_base_seconds - 1
    table = format_table([result])
    assert "reading outcome moves/s" in table and "read +%" in table


def test_a_variant_the_native_core_runs_gets_native_playouts_of_the_same_seeds():
    result = run("golf", deals=3, max_moves=200, memory_deals=1)
    table = format_table([result])
    assert "native moves/s" in table.splitlines()[0]
    if result.engine == "python":  # not built, or CARDWRIGHT_ENGINE=python
        assert result.native_moves == 0
        return
    assert native.built()
    assert result.native_moves > 0 and result.native_speedup > 0
    core = cardwright.load("golf", engine="native").native
    played = [core.playout(seed, seed, 200, read_outcome=True)[0] for seed in (1, 2, 3)]
    assert result.native_moves == sum(played)
