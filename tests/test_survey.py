"""Surveys: many deals solved, the win rate with a Wilson interval, resumable result files."""

import json

import pytest

import cardwright
from cardwright import CardwrightError
from cardwright.frontends.cli import main
from cardwright.search.survey import summarise, survey, wilson


def test_wilson_interval_matches_the_textbook_value():
    low, high = wilson(81, 100)
    assert round(low, 4) == 0.7222 and round(high, 4) == 0.8749
    assert wilson(0, 0) == (0.0, 1.0)


def test_unknown_deals_count_as_losses_low_and_as_wins_high():
    rows = [{"status": s, "seconds": 1, "nodes": 10} for s in ["won"] * 8 + ["unknown"] * 2]
    summary = summarise(rows)
    assert (summary.won, summary.unknown) == (8, 2)
    assert summary.low == wilson(8, 10)[0]
    assert summary.high == wilson(10, 10)[1]


def test_the_summary_states_the_largest_table_of_any_deal():
    rows = [
        {"status": "won", "seconds": 1, "nodes": 10, "peak_table": 50, "peak_bytes": 3000},
        {"status": "won", "seconds": 1, "nodes": 10, "peak_table": 80, "peak_bytes": 4000},
        {"status": "won", "seconds": 1, "nodes": 10},  # a row of an older results file
    ]
    summary = summarise(rows)
    assert (summary.peak_table, summary.peak_bytes) == (80, 4000)


def test_a_survey_resumes_from_its_results_file(tmp_path):
    results = tmp_path / "open.jsonl"
    first = survey("accordion", deals=3, options={"deal": "open"}, node_limit=2000, results=results)
    assert first.deals == 3
    assert len(results.read_text().splitlines()) == 1 + 3
    again = survey("accordion", deals=5, options={"deal": "open"}, node_limit=2000, results=results)
    assert again.deals == 5
    lines = results.read_text().splitlines()
    assert len(lines) == 1 + 5  # only the two new deals were solved
    assert sorted(json.loads(line)["seed"] for line in lines[1:]) == [1, 2, 3, 4, 5]


def test_a_rerun_with_larger_limits_solves_again_only_the_deals_left_unknown(tmp_path):
    results = tmp_path / "open.jsonl"
    settings = dict(deals=4, options={"deal": "open"}, time_limit=None, results=results)
    first = survey("accordion", node_limit=300, **settings)
    assert first.unknown > 0
    lines = len(results.read_text().splitlines())
    again = survey("accordion", node_limit=300, **settings)  # same limits: nothing to do
    assert len(results.read_text().splitlines()) == lines
    assert again == first
    larger = survey("accordion", node_limit=200_000, **settings)
    rows = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert len(rows) == lines - 1 + first.unknown  # one new line per deal left unknown
    assert all(row["node_limit"] == 200_000 for row in rows[lines - 1 :])
    assert larger.unknown < first.unknown
    assert larger.won + larger.unwinnable + larger.unknown == 4


def test_deals_left_unknown_are_solved_again_at_the_same_limits_when_asked(tmp_path):
    # After a change to the solver: the same limits, and every unknown deal solved again.
    results = tmp_path / "open.jsonl"
    settings = dict(deals=4, options={"deal": "open"}, time_limit=None, results=results)
    first = survey("accordion", node_limit=5000, **settings)
    assert 0 < first.unknown < 4
    lines = len(results.read_text().splitlines())
    again = survey("accordion", node_limit=5000, retry_unknown=True, **settings)
    rows = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert len(rows) == lines - 1 + first.unknown  # one new line per deal left unknown
    unknown = {row["seed"] for row in rows[: lines - 1] if row["status"] == "unknown"}
    assert {row["seed"] for row in rows[lines - 1 :]} == unknown
    counts = [(s.won, s.unwinnable, s.unknown) for s in (first, again)]
    assert counts[0] == counts[1]  # the same solver and limits: the same verdicts
    command = ["survey", "accordion", "-o", "deal=open", "--deals", "4", "--time-limit", "1"]
    command += ["--node-limit", "5000", "--results", str(results), "--retry-unknown"]
    assert main(command) == 0
    assert len(results.read_text().splitlines()) == lines + 2 * first.unknown


def test_deals_left_unknown_by_a_full_table_are_solved_again_with_more_memory(tmp_path):
    # Late-Binding's first deals are lost: proving it needs the whole table (a full one stops
    # the native search; the Python search clears it and cannot prove the loss after that).
    results = tmp_path / "late.jsonl"
    settings = dict(deals=3, time_limit=1.0, results=results)
    small = 40 * 400  # a table of about 40 positions
    first = survey("late-binding", memory_limit=small, **settings)
    assert first.unknown > 0
    lines = len(results.read_text().splitlines())
    assert survey("late-binding", memory_limit=small, **settings) == first  # nothing to do
    assert survey("late-binding", memory_limit=small // 2, **settings) == first  # nor with less
    assert len(results.read_text().splitlines()) == lines
    more = survey("late-binding", **settings)  # the default table is larger
    rows = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert len(rows) == lines - 1 + first.unknown
    assert all(row["memory_limit"] == small for row in rows[: lines - 1])
    assert all(row["memory_limit"] is None for row in rows[lines - 1 :])
    assert more.unknown < first.unknown


def test_a_results_file_of_other_settings_is_refused(tmp_path):
    results = tmp_path / "x.jsonl"
    survey("accordion", deals=1, options={"deal": "open"}, node_limit=100, results=results)
    other = {"deal": "open", "moves": "mandatory"}
    with pytest.raises(CardwrightError, match=r"other settings \(options differ\)"):
        survey("accordion", deals=1, options=other, node_limit=100, results=results)


def test_processes_give_the_same_results_as_one(tmp_path):
    one = survey("accordion", deals=4, options={"deal": "open"}, node_limit=1500)
    two = survey("accordion", deals=4, options={"deal": "open"}, node_limit=1500, jobs=2)
    assert (one.won, one.unwinnable, one.unknown) == (two.won, two.unwinnable, two.unknown)
    assert one.mean_nodes == two.mean_nodes


def test_the_survey_command_prints_counts_and_the_interval(capsys):
    code = main(["survey", "accordion", "-o", "deal=open", "--deals", "2", "--node-limit", "500"])
    out = capsys.readouterr().out
    assert code == 0
    assert "2 deals" in out and "Wilson interval" in out and "median" in out
    assert "table of positions at its largest" in out
    if cardwright.load("accordion", deal="open").engine == "native":
        assert "B a position" in out  # the core's table is measured in bytes


def _statuses(path):
    rows = [json.loads(line) for line in path.read_text().splitlines()[1:]]
    return {row["seed"]: row["status"] for row in rows}


def test_a_survey_on_a_dask_cluster_gives_the_same_results_as_one_process(tmp_path):
    distributed = pytest.importorskip("distributed", reason="the 'dask' extra is not installed")
    here, there = tmp_path / "here.jsonl", tmp_path / "there.jsonl"
    settings = dict(deals=6, options={"deal": "open"}, node_limit=3000, time_limit=None)
    local = survey("accordion", results=here, **settings)
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        remote = survey("accordion", results=there, scheduler=cluster.scheduler_address, **settings)
    assert (remote.won, remote.unwinnable, remote.unknown) == (
        local.won,
        local.unwinnable,
        local.unknown,
    )
    assert _statuses(there) == _statuses(here)


def test_an_unreachable_scheduler_is_a_clear_error():
    pytest.importorskip("distributed", reason="the 'dask' extra is not installed")
    with pytest.raises(CardwrightError, match="cannot reach the Dask scheduler"):
        survey("accordion", deals=1, scheduler="tcp://127.0.0.1:9")


def test_deals_left_unknown_on_one_thread_are_solved_again_on_more(tmp_path):
    results = tmp_path / "strict.jsonl"
    settings = dict(deals=3, first_seed=11, node_limit=None, results=results)
    first = survey("canfield-strict", time_limit=0.01, **settings)
    assert first.unknown > 0
    lines = len(results.read_text().splitlines())
    assert survey("canfield-strict", time_limit=0.01, **settings) == first  # nothing to do
    survey("canfield-strict", time_limit=0.01, threads=2, **settings)
    rows = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert len(rows) == lines - 1 + first.unknown
    assert [row["threads"] for row in rows] == [1] * (lines - 1) + [2] * first.unknown


def test_the_survey_command_takes_threads(capsys):
    code = main(["survey", "canfield-strict", "--deals", "2", "--threads", "2", "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 2
    assert main(["survey", "canfield-strict", "--deals", "2", "--threads", "0"]) != 0
