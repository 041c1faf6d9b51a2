"""The benchmark's bookkeeping (not its speed: speed is measured by `cardwright bench`)."""

from cardwright.bench import format_table, run


def test_a_fixed_number_of_deals_is_played_and_counted():
    result = run("accordion", deals=3, max_moves=200, memory_deals=1)
    assert result.games == 3
    assert result.moves > 0
    assert result.capped == 0  # Accordion games end by themselves
    table = format_table([result])
    assert "accordion" in table and "moves/s" in table


def test_without_a_deal_count_the_time_budget_decides_and_games_are_capped():
    result = run("chequers", seconds=0.2, max_moves=20, memory_deals=1)
    assert result.games >= 1
    assert result.capped == result.games  # random Chequers never ends within 20 moves
    assert result.moves == 20 * result.games
