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


def test_list_shows_every_variant_with_players_decks_aliases_and_options(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    header, *rows = out.splitlines()
    assert header.split()[:4] == ["name", "title", "players", "decks"]
    accordion = next(r for r in rows if r.startswith("accordion "))
    assert "Methuselah" in accordion and "moves=optional|mandatory" in accordion
    assert any(r.startswith("chequers-pysol ") for r in rows)


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
