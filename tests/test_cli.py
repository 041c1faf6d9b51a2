"""The command line, driven through cardwright.frontends.cli.main and once through the console script."""

import shutil
import subprocess
from pathlib import Path

import pytest

from cardwright.frontends.cli import main

ACCORDION = Path(__file__).parents[1] / "variants" / "accordion.cw"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_shows_every_variant_with_players_decks_and_options(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    header, *rows = out.splitlines()
    assert header.split()[:4] == ["name", "title", "players", "decks"]
    accordion = next(r for r in rows if r.startswith("accordion "))
    assert accordion.split()[1:] == ["Accordion", "1", "1", "moves,", "deal"]
    assert any(r.startswith("chequers-pysol ") for r in rows)
    # Aliases and option choices are in describe and in list --json (docs/cli.md).
    _, described, _ = run(capsys, "describe", "accordion")
    assert "Methuselah" in described and "choices: optional | mandatory" in described


def test_describe_is_generated_from_the_data_and_follows_options(capsys):
    code, out, _ = run(capsys, "describe", "chequers")
    assert code == 0
    assert "25 piles" in out
    assert "wrapping between King and Ace" in out
    assert "at once refilled with the top card of the reserve" in out
    _, manual, _ = run(capsys, "describe", "chequers", "-o", "refill=manual")
    assert "stays empty until the player fills it" in manual and "at once refilled" not in manual
    _, pysol, _ = run(capsys, "describe", "chequers-pysol")
    assert "wrapping" not in pysol.split("tableau (tableau):")[1].split("\n")[0]


def test_bad_options_are_clear_errors_listing_the_valid_ones(capsys):
    code, _, err = run(capsys, "describe", "accordion", "-o", "mvoes=mandatory")
    assert code == 1
    assert "did you mean 'moves'" in err and "its options: moves, deal" in err
    code, _, err = run(capsys, "describe", "accordion", "-o", "moves=sometimes")
    assert code == 1 and "choose one of optional, mandatory" in err
    code, _, err = run(capsys, "describe", "accordion", "-o", "moves")
    assert code == 1 and "NAME=VALUE" in err


def test_check_prints_a_summary_for_a_clean_file(capsys):
    code, out, _ = run(capsys, "check", str(ACCORDION))
    assert code == 0
    assert out.startswith(f"{ACCORDION}: ok")


def test_check_warns_of_rules_no_deal_can_win_but_passes_the_file(capsys, tmp_path):
    path = tmp_path / "double.cw"
    path.write_text(
        'game double "Double"\nextends klondike\ndecks 2\nzone foundation: foundation, 8 piles\n'
        "zone stock: stock, 1 pile\n  deal rest face down\n"
    )
    code, out, err = run(capsys, "check", str(path))
    assert code == 0 and "ok" in out
    assert f"{path}: warning: the game is won with all 104 cards in 'foundation'" in err
    assert "'one pile per suit', so only 4 of its 8 piles" in err
    stripped = tmp_path / "stripped.cw"
    stripped.write_text('game stripped "Stripped"\nextends golf\nranks 2 3 4 5 6 7 8 9 10 J Q K\n')
    code, _, err = run(capsys, "check", str(stripped))
    assert code == 0 and "warning" not in err  # Golf's foundation takes any first card


def test_check_prints_file_line_col_and_a_caret_and_exits_1(capsys, tmp_path):
    bad = tmp_path / "bad.cw"
    text = ACCORDION.read_text().replace("1 from stock to row", "1 from stokc to row")
    bad.write_text(text)
    code, _, err = run(capsys, "check", str(ACCORDION), str(bad))
    assert code == 1
    first, source, caret = err.splitlines()[:3]
    assert first.startswith(f"{bad}:20:21: unknown zone 'stokc' — did you mean 'stock'?")
    assert "stokc" in source
    assert caret.index("^") == source.index("stokc")


def test_check_finds_errors_hidden_behind_a_non_default_option(capsys, tmp_path):
    bad = tmp_path / "bad.cw"
    text = ACCORDION.read_text().replace(
        "  zone row: row, 0 piles, growing, closes gaps\n    deal rest face up",
        "  zone row: row, 0 piles, growing, closes gaps\n    deal rest face up\n    refills from stokc",
    )
    bad.write_text(text)
    code, _, err = run(capsys, "check", str(bad))
    assert code == 1
    assert "unknown zone 'stokc'" in err and "with option deal=open" in err


def test_no_command_prints_help(capsys):
    code, out, _ = run(capsys)
    assert code == 2 and "describe" in out


@pytest.mark.skipif(shutil.which("cardwright") is None, reason="console script not installed")
def test_the_console_script_is_installed():
    result = subprocess.run(["cardwright", "--help"], capture_output=True, text=True, check=True)
    for command in ("list", "describe", "check", "bench"):
        assert command in result.stdout


def test_play_plain_reads_moves_from_stdin_and_prints_each_result(monkeypatch, capsys, tmp_path):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("deal\nrow9>row1\nbogus\ndeal\nmoves\n"))
    saved = tmp_path / "game.json"
    code, out, _ = run(capsys, "play", "accordion", "--plain", "--seed", "3", "--save", str(saved))
    assert code == 0
    assert "ok: deal" in out
    assert "illegal: row9>row1: there is no row 9" in out
    assert "illegal: bogus: no action 'bogus'" in out
    assert "moves: deal" in out or "moves: " in out
    assert saved.exists()
    code, out, _ = run(capsys, "replay", str(saved), "--to", "1")
    assert code == 0
    assert "2 moves" in out and "position after move 1" in out and "row: QS" in out


def test_replay_refuses_a_record_made_under_other_rules(capsys, tmp_path):
    import json

    import cardwright

    record = cardwright.Record.new(cardwright.load("accordion"), seed=3)
    record.add("deal")
    data = record.to_dict()
    data["rules_digest"] = "0" * 64
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1
    assert "other rules" in err and "has changed" in err


@pytest.mark.skipif(shutil.which("cardwright") is None, reason="console script not installed")
def test_echo_deal_into_play_plain_works_from_a_shell():
    result = subprocess.run(
        "echo deal | cardwright play accordion --plain --seed 3",
        shell=True,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "ok: deal" in result.stdout
    assert "row: QS" in result.stdout


# -- issue 16: did-you-mean, widths, --json, plurals, hints, one-pile zones, rich/plain ------------

CLI_DOC = Path(__file__).parents[1] / "docs" / "cli.md"


def _documented_tables(command):
    """The keys of each table in the '### `COMMAND`' section (JSON output) of docs/cli.md: one
    set per table, from the backticked names in its first column."""
    import re

    text = CLI_DOC.read_text("utf-8")
    section = text.split(f"### `{command}`\n", 1)[1].split("\n### ", 1)[0]
    tables, current = [], None
    for line in section.splitlines():
        if line.startswith("| key |"):
            current = set()
            tables.append(current)
        elif line.startswith("|") and current is not None and not line.startswith("|--"):
            current.update(re.findall(r"`([a-z_]+)`", line.split("|")[1]))
        elif not line.startswith("|"):
            current = None
    assert tables, command
    return tables


def test_a_mistyped_command_gets_did_you_mean(capsys):
    code, out, err = run(capsys, "descrbe", "chequers")
    assert code == 2 and out == ""
    assert "unknown command 'descrbe'; did you mean 'describe'?" in err
    code, _, err = run(capsys, "xyzzy")
    assert code == 2 and "unknown command 'xyzzy'" in err and "did you mean" not in err


def test_an_unknown_variant_suggests_the_nearest_names_and_does_not_list_them_all(capsys):
    code, _, err = run(capsys, "describe", "spidr")
    assert code == 1
    assert "unknown variant 'spidr' — did you mean 'spider'" in err
    assert "klondike" not in err and "cardwright list" in err
    assert len(err.splitlines()) == 1 and len(err) < 200


def test_list_fits_80_columns_and_names_every_variant(capsys):
    import cardwright

    code, out, _ = run(capsys, "list")
    assert code == 0
    lines = out.splitlines()
    assert max(map(len, lines)) <= 80
    assert lines[0].split() == ["name", "title", "players", "decks", "options"]
    starts = {line.split()[0] for line in lines[1:] if line and not line.startswith(" ")}
    assert set(cardwright.variants()) <= starts
    double = next(i for i, line in enumerate(lines) if line.startswith("double-solitaire "))
    assert "Double Solitaire" in lines[double] and "draw" in lines[double]


def test_plain_tables_wrap_columns_and_put_long_names_on_their_own_line():
    from cardwright.frontends.console import Column, plain_table

    columns = [Column("name", limit=8), Column("title", wrap=True), Column("n", ">")]
    text = plain_table(
        columns, [("short", "a title of several words", "1"), ("a-long-name", "t", "22")], width=24
    )
    lines = text.splitlines()
    assert max(map(len, lines)) <= 24
    assert lines[1].startswith("short") and lines[1].endswith(" 1")
    assert "a-long-name" in lines and lines[lines.index("a-long-name") + 1].endswith("22")


def test_rich_draws_only_on_a_terminal_without_no_color(monkeypatch):
    import io

    from cardwright.frontends.console import fancy

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    assert fancy(Terminal()) and not fancy(io.StringIO())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not fancy(Terminal())
    monkeypatch.setenv("NO_COLOR", "")  # https://no-color.org: set and empty does not count
    assert fancy(Terminal())


def test_list_json_has_the_documented_keys(capsys):
    import json

    code, out, _ = run(capsys, "list", "--json")
    assert code == 0
    data = json.loads(out)
    (documented,) = _documented_tables("list")
    accordion = next(v for v in data["variants"] if v["name"] == "accordion")
    assert documented <= set(data) | set(accordion)
    assert "Methuselah" in accordion["aliases"] and accordion["error"] is None
    moves = next(o for o in accordion["options"] if o["name"] == "moves")
    assert moves["choices"] == ["optional", "mandatory"] and moves["default"] == "optional"
    assert all(v["error"] is None for v in data["variants"])


def test_describe_json_keeps_the_technical_source_and_the_text_says_it_in_words(capsys):
    import json

    code, out, _ = run(capsys, "describe", "chequers", "-o", "refill=manual", "--json")
    assert code == 0
    data = json.loads(out)
    (documented,) = _documented_tables("describe")
    assert documented <= set(data)
    assert "CHQ-1..CHQ-11" in data["source"]
    assert data["options"] == {"refill": "manual"}
    assert "stays empty until the player fills it" in data["text"]
    _, text, _ = run(capsys, "describe", "chequers")
    assert "Rules from: Cardwright's reference rules for this game (Paciência Chequers)." in text
    assert "CHQ-" not in text.split("Layout:")[0] and "Source:" not in text
    _, text, _ = run(capsys, "describe", "bayan")
    assert "Rules from: PySolFC rules, Bayan." in text  # no path into another program's code


# Open Accordion's deal 3 as each engine's solver wins it: the first move of the line it finds,
# and the hint after that move (the native core's restarts find another win than Python's).
ACCORDION_3 = {
    "native": ("row5>row4", "row20>row17"),
    "python": ("row24>row21", "row24>row23"),
}


def _accordion_3() -> tuple[str, str]:
    import cardwright

    return ACCORDION_3[cardwright.load("accordion", deal="open").engine]


def test_solve_json_has_the_documented_keys(capsys, tmp_path):
    import json

    saved = tmp_path / "won.json"
    argv = ["solve", "accordion", "-o", "deal=open", "--seed", "3", "--save", str(saved)]
    code, out, _ = run(capsys, *argv, "--json")
    assert code == 0
    data = json.loads(out)
    (documented,) = _documented_tables("solve")
    assert documented <= set(data)
    assert data["status"] == "won" and data["moves"][0] == _accordion_3()[0]
    assert data["saved"] == str(saved) and saved.exists()


def test_solve_with_a_checkpoint_saves_a_stopped_search_and_goes_on_from_it(capsys, tmp_path):
    import json

    import cardwright

    if cardwright.load("klondike").engine != "native":
        pytest.skip("checkpoints need the native core")
    saved = tmp_path / "k43.search"
    argv = ["solve", "klondike", "--seed", "43", "--node-limit", "20000"]
    code, out, _ = run(capsys, *argv, "--checkpoint", str(saved))
    assert code == 4 and f"the search is saved in {saved}" in out and saved.exists()
    code, out, _ = run(capsys, *argv, "--checkpoint", str(saved), "--json")
    data = json.loads(out)
    assert data["status"] == "unknown" and data["nodes"] == 20000
    assert data["checkpoint"] == {"path": str(saved), "resumed": True, "kept": True}
    code, _, err = run(capsys, *argv[:3], "44", "--checkpoint", str(saved))
    assert code == 1 and "made for seed 43 (not 44)" in err


def test_survey_json_has_the_documented_keys_and_progress_stays_on_stderr(capsys):
    import json

    argv = ["survey", "accordion", "-o", "deal=open", "--deals", "2", "--time-limit", "2"]
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0
    data = json.loads(out)
    (documented,) = _documented_tables("survey")
    assert documented <= set(data)
    assert data["deals"] == 2 and data["won"] == 2 and data["rate"] == 1.0
    assert "2/2 deals" in err


def test_bench_json_has_the_documented_keys_and_shows_progress_on_stderr(capsys):
    import json

    random_play, solver, _ = _documented_tables("bench")  # --rl: tests/test_rl_vector.py
    code, out, err = run(capsys, "bench", "accordion", "--deals", "2", "--json")
    assert code == 0
    data = json.loads(out)  # nothing but the object: the reference race is not run
    assert data["mode"] == "random" and random_play <= set(data["results"][0])
    assert data["results"][0]["deals"] == 2
    assert "bench: 0/1 variants done, now accordion" in err and "bench: 1/1 variants" in err
    argv = ["bench", "--solver", "accordion", "-o", "deal=open", "--deals", "1", "--json"]
    code, out, err = run(capsys, *argv, "--time-limit", "2")
    data = json.loads(out)
    assert data["mode"] == "solver" and solver <= set(data["results"][0])
    assert data["results"][0]["won"] == 1 and "now accordion" in err


def test_bench_without_json_prints_the_table_and_progress_goes_to_stderr(capsys):
    code, out, err = run(capsys, "bench", "accordion", "--deals", "1", "--reference", "/none")
    assert code == 0
    assert out.splitlines()[0].startswith("variant") and "accordion" in out
    assert "bench:" not in out and "bench: 1/1 variants" in err


def test_counts_of_one_are_singular(monkeypatch, capsys):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("deal\n"))
    _, out, _ = run(capsys, "play", "accordion", "--plain", "--seed", "3")
    assert "stopped after 1 move; the game goes on" in out
    code, out, _ = run(capsys, "solve", "accordion", "-o", "deal=open", "--seed", "3")
    assert code == 0 and "moves)" in out and " 1 moves" not in out
    from cardwright.text import counted

    assert counted(1, "move") == "1 move" and counted(0, "move") == "0 moves"


def test_hint_in_plain_mode_is_the_tables_hint_and_can_be_played(monkeypatch, capsys):
    import io

    first, then = _accordion_3()
    # The solver stops at its first win: a long limit changes nothing but a busy machine's
    # chance of running out of time (the Python engine's solver then answers greedily).
    monkeypatch.setattr("cardwright.frontends.cli.HINT_SECONDS", 60.0)
    monkeypatch.setattr("sys.stdin", io.StringIO(f"help\nhint\nhint\n{first}\nhint\nquit\n"))
    code, out, _ = run(capsys, "play", "accordion", "-o", "deal=open", "--plain", "--seed", "3")
    assert code == 0
    hints = [line for line in out.splitlines() if line.startswith("hint:")]
    assert hints[:2] == [f"hint: {first} (it leads to a win)"] * 2
    assert f"ok: {first}" in out
    assert hints[2] == f"hint: {then} (it leads to a win)"  # along the win found: at once
    assert "hint (a move worth trying)" in out  # in the help


def test_plain_mode_accepts_a_one_pile_zone_without_its_number(monkeypatch, capsys):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("turn\nturn\nwaste>tableau3\ntableau>tableau4\n"))
    code, out, _ = run(capsys, "play", "klondike", "-o", "draw=1", "--plain", "--seed", "2")
    assert code == 0
    assert "ok: waste1>tableau3" in out  # printed the canonical way
    assert "illegal: tableau>tableau4: cannot read move" in out and "7 piles" in out


def test_solve_exit_status_tells_won_unwinnable_and_unknown_apart(capsys):
    import json

    won = run(capsys, "solve", "accordion", "-o", "deal=open", "--seed", "3", "--json")
    assert won[0] == 0 and json.loads(won[1])["status"] == "won"
    # FreeCell without cells: deal 1 is proved lost in a few hundred positions.
    stuck = run(capsys, "solve", "free-cell-0-cell", "--seed", "1", "--json")
    assert stuck[0] == 3 and json.loads(stuck[1])["status"] == "unwinnable"
    stopped = run(capsys, "solve", "klondike", "--seed", "43", "--node-limit", "50", "--json")
    assert stopped[0] == 4 and json.loads(stopped[1])["status"] == "unknown"
    # docs/cli.md and --help say the same codes.
    docs = (Path(__file__).parents[1] / "docs" / "cli.md").read_text()
    assert "| 3 | `solve` only: the deal is **unwinnable**" in docs
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    assert "0 won, 3 unwinnable, 4 unknown" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize(
    "argv",
    [
        ["describe", "spidr", "--json"],
        ["describe", "accordion", "-o", "mvoes=mandatory", "--json"],
        ["solve", "accordion", "--seed", "-5", "--json"],
        ["bench", "nosuchgame", "--deals", "1", "--json"],
        ["survey", "accordion", "--deals", "0", "--json"],
    ],
)
def test_under_json_an_error_is_json_on_stdout_with_a_nonzero_exit(capsys, argv):
    import json

    code, out, err = run(capsys, *argv)
    assert code == 1 and "cardwright:" not in err  # (progress may still be on stderr)
    error = json.loads(out)["error"]
    assert error["kind"].endswith("Error") and error["message"]


def test_under_json_a_command_line_that_cannot_be_read_is_json_too(capsys):
    import json

    with pytest.raises(SystemExit) as stopped:
        main(["solve", "accordion", "--json"])  # --seed is required
    out, err = capsys.readouterr()
    assert stopped.value.code == 2 and err == ""
    assert json.loads(out)["error"]["kind"] == "usage" and "--seed" in out
    code, out, err = run(capsys, "sovle", "accordion", "--json")
    assert code == 2 and err == "" and "did you mean 'solve'" in json.loads(out)["error"]["message"]


def test_plain_mode_undoes_and_redoes_and_says_when_there_is_nothing_to_take_back(
    monkeypatch, capsys
):
    import io

    script = "undo\nredo\ndeal\ndeal\nundo\nundo\nundo\nredo\nredo\nredo\nmoves\nquit\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(script))
    code, out, _ = run(capsys, "play", "accordion", "--plain", "--seed", "3")
    said = [line for line in out.splitlines() if line.split(":")[0] in SAYINGS]
    assert code == 0
    assert said == [
        "cannot undo: no move has been played",
        "cannot redo: no move has been undone",
        "ok: deal",
        "ok: deal",
        "undone: deal",
        "undone: deal",
        "cannot undo: no move has been played",
        "redone: deal",
        "redone: deal",
        "cannot redo: no move has been undone",
    ]
    assert "\nundone\n" not in out and "did you mean" not in out


SAYINGS = {"ok", "undone", "redone", "cannot undo", "cannot redo"}


def test_a_new_move_after_undo_ends_what_redo_can_replay(monkeypatch, capsys):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("deal\nundo\ndeal\nredo\nquit\n"))
    _, out, _ = run(capsys, "play", "accordion", "--plain", "--seed", "3")
    assert "cannot redo: no move has been undone" in out


def test_play_resume_goes_on_with_a_saved_game_and_can_undo_its_moves(
    monkeypatch, capsys, tmp_path
):
    import io

    import cardwright

    saved = tmp_path / "g.json"
    monkeypatch.setattr("sys.stdin", io.StringIO("deal\ndeal\ndeal\nquit\n"))
    run(capsys, "play", "accordion", "--plain", "--seed", "3", "--save", str(saved))
    monkeypatch.setattr("sys.stdin", io.StringIO("undo\ndeal\ndeal\nquit\n"))
    code, out, _ = run(capsys, "play", "--resume", str(saved), "--plain", "--save", str(saved))
    assert code == 0 and "seed 3, on after 3 moves" in out and "undone: deal" in out
    again = cardwright.Record.load(saved)
    assert [m.move for m in again.moves] == ["deal"] * 4 and again.seed == 3
    # A record names its variant: NAME and -o would only contradict it.
    code, _, err = run(capsys, "play", "klondike", "--resume", str(saved), "--plain")
    assert code == 1 and "leave out NAME" in err


def test_play_position_starts_from_a_pasted_position_text(monkeypatch, capsys):
    import io

    import cardwright

    state = cardwright.load("accordion").deal(seed=3).play("deal").play("deal")
    monkeypatch.setattr("sys.stdin", io.StringIO("show\nquit\n"))
    code, out, _ = run(capsys, "play", "--position", state.to_text(), "--plain")
    assert code == 0 and "from a given position" in out and "row: 1:QS 2:KH" in out
    bad = state.to_text().replace("QS", "QX")
    code, _, err = run(capsys, "play", "--position", bad, "--plain")
    assert code == 1 and "position text, column" in err and "unknown suit" in err
