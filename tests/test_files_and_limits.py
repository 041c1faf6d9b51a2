"""Issue 29: the edges of files, limits and checkpoints. Each numbered item of the issue has a
test that reproduces it and now gets a one-line error naming what is wrong and where."""

import hashlib
import hmac
import json
import os
import re
import struct
import subprocess
import sys

import pytest

import cardwright
from cardwright import CardwrightError
from cardwright.frontends.cli import main
from cardwright.frontends.protocol import Session
from cardwright.search.solver import Checkpoint, solve
from cardwright.search.survey import survey
from cardwright.userdata import CHECKPOINT_KEY, data_directory

NATIVE = cardwright.load("golf").native is not None
needs_native = pytest.mark.skipif(not NATIVE, reason="checkpoints need the native core")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(capsys, *argv):
    """The error of a command that must fail with exit status 1 and a single line."""
    code, out, err = run(capsys, *argv)
    assert (code, out) == (1, "")
    assert err.count("\n") == 1, err
    return err.removeprefix("cardwright: ").rstrip("\n")


# -- 1. Numeric options and limits ----------------------------------------------------------


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (
            ["--time-limit", "2", "--node-limit", "1000000000000000000000000000000"],
            "--node-limit must be a whole number from 1 to 2**53, "
            "not 1000000000000000000000000000000",
        ),
        (["--node-limit", "-5"], "--node-limit must be a whole number from 1 to 2**53, not -5"),
        (["--time-limit", "-1"], "--time-limit must be a number from 0 to 1000000000, not -1"),
        (["--time-limit", "nan"], "--time-limit must be a number from 0 to 1000000000, not nan"),
        (["--memory-limit", "0"], "--memory-limit must be a number from 0.001 to 2**33, not 0"),
    ],
)
def test_item1_solve_refuses_a_limit_out_of_bounds_naming_the_bound(capsys, flags, says):
    assert one_line_error(capsys, "solve", "klondike", "--seed", "43", *flags) == says


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (["--seed", "-1"], "--seed must be a whole number from 0 to 2**64 - 1, not -1"),
        (["--seed", str(2**64)], "--seed must be a whole number from 0 to 2**64 - 1, not "),
    ],
)
def test_item1_a_seed_is_a_whole_number_from_0_to_2_64(capsys, flags, says):
    assert one_line_error(capsys, "solve", "golf", *flags).startswith(says)


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (["--deals", "0"], "--deals must be a whole number from 1 to 10000000, not 0"),
        (["--deals", "6", "--jobs", "0"], "--jobs must be a whole number from 1 to 1024, not 0"),
        (
            ["--deals", "3", "--first-seed", str(2**64 - 2)],
            "the last seed (--first-seed + --deals - 1) must be a whole number from 0 to "
            "2**64 - 1, not 18446744073709551616",
        ),
        (["--deals", "6", "--node-limit", "0"], "--node-limit must be a whole number from 1"),
    ],
)
def test_item1_survey_refuses_counts_and_limits_out_of_bounds(capsys, flags, says):
    assert one_line_error(capsys, "survey", "golf", *flags).startswith(says)


@pytest.mark.parametrize(
    ("limits", "says"),
    [
        ({"node_limit": 10**30}, "node_limit must be a whole number from 1 to 2**53"),
        ({"node_limit": -5}, "node_limit must be a whole number from 1 to 2**53, not -5"),
        ({"time_limit": -1}, "time_limit must be a number from 0 to 1000000000, not -1"),
        ({"memory_limit": 0}, "memory_limit must be a whole number from 1 to 2**53, not 0"),
        ({"node_limit": 2.5}, "node_limit must be a whole number, not 2.5"),
    ],
)
def test_item1_the_api_checks_the_same_bounds(limits, says):
    with pytest.raises(CardwrightError, match=f"^{re.escape(says)}"):
        solve(cardwright.load("golf").deal(seed=5), **limits)
    with pytest.raises(CardwrightError, match=f"^{re.escape(says)}"):
        survey("golf", deals=1, **limits)


def _protocol(*requests):
    """The replies of a protocol session to ``requests`` (JSON texts), in order."""
    replies = []
    session = Session(replies.append)
    for request in requests:
        session.handle_line(request)
    return replies


@pytest.mark.parametrize(
    ("request_line", "says"),
    [
        (
            '{"type": "solve", "node_limit": 1000000000000000000000000000000}',
            "'node_limit' must be a whole number from 1 to 2**53, "
            "not 1000000000000000000000000000000",
        ),
        ('{"type": "solve", "node_limit": -5}', "'node_limit' must be a whole number from 1"),
        ('{"type": "solve", "time_limit": 1e400}', "'time_limit' must be a number from 0 to 30"),
        ('{"type": "hint", "time_limit": -1}', "'time_limit' must be a number from 0 to 30"),
    ],
)
def test_item1_the_protocol_refuses_limits_out_of_bounds_as_a_bad_request(request_line, says):
    replies = _protocol(
        '{"type": "load", "variant": "golf"}', '{"type": "new", "seed": 5}', request_line
    )
    assert replies[-1]["code"] == "bad-request"
    assert replies[-1]["message"].startswith(says)


# -- 2. Paths that must be regular files; bounded reads ---------------------------------------


@needs_native
@pytest.mark.parametrize("kind", ["directory", "device", "fifo"])
def test_item2_a_checkpoint_that_is_not_a_regular_file_is_refused_before_it_is_read(
    capsys, tmp_path, kind
):
    path = tmp_path / "k43.search"
    if kind == "directory":
        path.mkdir()
    elif kind == "device":
        path = "/dev/zero"
    else:
        os.mkfifo(path)
    said = one_line_error(capsys, "solve", "klondike", "--seed", "43", "--checkpoint", str(path))
    assert said == f"checkpoint {path}: not a regular file"


@needs_native
def test_item2_a_checkpoint_larger_than_the_memory_limit_allows_is_not_read(capsys, tmp_path):
    path = tmp_path / "huge.search"
    with path.open("wb") as file:
        file.truncate(2**36)  # sparse: 64 GiB that take no room
    said = one_line_error(
        capsys, "solve", "golf", "--seed", "5", "--memory-limit", "1", "--checkpoint", str(path)
    )
    assert said.startswith(f"checkpoint {path}: 68719476736 bytes, more than a checkpoint")


@needs_native
def test_item2_a_checkpoint_in_a_missing_folder_is_refused_before_the_search(capsys, tmp_path):
    path = tmp_path / "nowhere" / "k.search"
    said = one_line_error(capsys, "solve", "golf", "--seed", "5", "--checkpoint", str(path))
    assert said == f"checkpoint {path}: its folder {path.parent} does not exist"


# -- 3. Checkpoints sealed with the user's key ------------------------------------------------


def _stopped(tmp_path, seed=5):
    """Golf's deal ``seed`` stopped after 100 positions and saved: the checkpoint's path."""
    path = tmp_path / f"golf-{seed}.search"
    code = main(
        ["solve", "golf", "--seed", str(seed), "--node-limit", "100", "--checkpoint", str(path)]
    )
    assert code == 4 and path.exists()  # unknown: stopped by the node limit (docs/cli.md)
    return path


def _reseal(path, edit):
    """The checkpoint at ``path`` edited by ``edit`` (on its body) and sealed again with the
    user's key, as someone holding the key could."""
    data = path.read_bytes()
    body = bytearray(data[:-32])
    edit(body)
    key = (data_directory() / CHECKPOINT_KEY).read_bytes()
    path.write_bytes(bytes(body) + hmac.new(key, bytes(body), hashlib.sha256).digest())


def _node_count_offset(body):
    """Where a checkpoint's node count is (docs/solver.md, "Checkpoints": after the magic, the
    format, the labels, the rules digest, the root position and the safe moves)."""

    def u32(at):
        return struct.unpack_from("<I", body, at)[0]

    at = 16
    for _ in range(2 * u32(12)):  # each label's name and value
        at += 4 + u32(at)
    at += 32  # the rules' digest
    at += 4 + u32(at)  # the root position
    at += 4 + 6 * u32(at)  # the safe ranks: (zone, mask) each
    at += 4 + 4 * u32(at)  # the zones safe moves never come from
    return at + 1  # whether the safe cards apply


@needs_native
def test_item3_an_edited_checkpoint_is_refused_for_its_seal(capsys, tmp_path):
    path = _stopped(tmp_path)
    capsys.readouterr()
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x10  # a byte of the table of positions
    path.write_bytes(bytes(data))
    said = one_line_error(capsys, "solve", "golf", "--seed", "5", "--checkpoint", str(path))
    assert said.startswith(f"checkpoint {path}: its seal does not match this user's checkpoint key")


@needs_native
def test_item3_another_users_checkpoint_is_refused(capsys, tmp_path, monkeypatch):
    path = _stopped(tmp_path)
    capsys.readouterr()
    monkeypatch.setenv("CARDWRIGHT_DATA_DIR", str(tmp_path / "another-user"))
    said = one_line_error(capsys, "solve", "golf", "--seed", "5", "--checkpoint", str(path))
    assert "its seal does not match this user's checkpoint key" in said
    assert (tmp_path / "another-user" / CHECKPOINT_KEY).stat().st_mode & 0o077 == 0


@needs_native
def test_item3_a_resealed_node_count_out_of_range_is_refused(capsys, tmp_path):
    path = _stopped(tmp_path)
    capsys.readouterr()

    def huge(body):
        at = _node_count_offset(body)
        body[at : at + 8] = struct.pack("<Q", 2**64 - 1)

    _reseal(path, huge)
    said = one_line_error(capsys, "solve", "golf", "--seed", "5", "--checkpoint", str(path))
    assert said == (
        f"checkpoint {path}: damaged (a node count of 18446744073709551615, above the largest "
        "a search makes, 2**53)"
    )


@needs_native
def test_item3_a_checkpoint_holding_more_than_the_memory_limit_is_refused(capsys, tmp_path):
    path = _stopped(tmp_path)
    capsys.readouterr()
    # A limit the file itself fits in (it is read), the search it holds does not.
    limit = path.stat().st_size + 64
    said = one_line_error(
        capsys,
        *("solve", "golf", "--seed", "5", "--memory-limit", f"{limit / 2**20:.9f}"),
        *("--checkpoint", str(path)),
    )
    assert re.fullmatch(
        rf"checkpoint {re.escape(str(path))}: it holds \d+ positions in \d+ bytes, more than "
        rf"the ({limit}|{limit - 1}) the memory limit allows \(give a larger one\)",
        said,
    ), said


@needs_native
def test_item3_an_unwinnable_that_came_through_a_checkpoint_says_so(capsys, tmp_path):
    path = _stopped(tmp_path)
    capsys.readouterr()
    code, out, _ = run(capsys, "solve", "golf", "--seed", "5", "--checkpoint", str(path), "--json")
    resumed = json.loads(out)
    assert (code, resumed["status"], resumed["from_checkpoint"]) == (3, "unwinnable", True)
    assert resumed["reason"].endswith("in part in earlier sittings (the checkpoint)")
    code, out, _ = run(capsys, "solve", "golf", "--seed", "5", "--json")
    proved = json.loads(out)  # proved again in one sitting
    assert (proved["status"], proved["from_checkpoint"]) == ("unwinnable", False)
    assert proved["reason"] == "every reachable position searched"


def test_item3_a_checkpoint_key_of_the_wrong_size_is_refused(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDWRIGHT_DATA_DIR", str(tmp_path))
    (tmp_path / CHECKPOINT_KEY).write_bytes(b"short")
    game = cardwright.load("golf")
    if game.native is None:
        pytest.skip("checkpoints need the native core")
    with pytest.raises(CardwrightError, match="a checkpoint key is 32 bytes, not 5"):
        solve(game.deal(seed=5), node_limit=10, checkpoint=Checkpoint(tmp_path / "g.search"))


# -- 4. Survey results files ------------------------------------------------------------------

SURVEY = dict(deals=2, node_limit=100, time_limit=None)


def _results(tmp_path, name="golf", options=None):
    """A results file of a survey of two deals of ``name``: its path and its lines."""
    path = tmp_path / f"{name}.jsonl"
    survey(name, results=path, options=options or {}, **SURVEY)
    return path, path.read_text("utf-8").splitlines()


@pytest.mark.parametrize("kind", ["directory", "fifo"])
def test_item4_results_that_are_not_a_regular_file_are_a_clean_error(capsys, tmp_path, kind):
    path = tmp_path / "results"
    path.mkdir() if kind == "directory" else os.mkfifo(path)
    said = one_line_error(capsys, "survey", "golf", "--deals", "6", "--results", str(path))
    assert said == f"results {path}: not a regular file (a JSON-lines file is)"


@pytest.mark.parametrize("where", ["middle", "last"])
def test_item4_a_row_pasted_from_another_surveys_file_is_refused_with_its_line(tmp_path, where):
    path, lines = _results(tmp_path)
    _, foreign = _results(tmp_path, "accordion", {"deal": "open"})
    at = 2 if where == "middle" else len(lines)
    lines.insert(at, foreign[1])
    path.write_text("\n".join(lines) + "\n", "utf-8")
    with pytest.raises(
        CardwrightError, match=rf"^{re.escape(f'{path}:{at + 1}:')} .*another survey"
    ):
        survey("golf", results=path, **SURVEY)


def test_item4_a_row_without_the_surveys_identity_is_refused_with_its_line(tmp_path):
    path, lines = _results(tmp_path)
    row = json.loads(lines[1])
    del row["survey_id"]
    lines[1] = json.dumps(row)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    with pytest.raises(CardwrightError, match=re.escape(f"{path}:2: not a survey row: a row")):
        survey("golf", results=path, **SURVEY)


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"seed": 10**30}, "'seed' must be a whole number from 0 to 2**64 - 1, not 1" + "0" * 30),
        ({"seed": -1}, "'seed' must be a whole number from 0 to 2**64 - 1, not -1"),
        ({"nodes": -3}, "'nodes' must be a whole number from 0 to 2**53, not -3"),
        ({"node_limit": 0}, "'node_limit' must be a whole number from 1 to 2**53, not 0"),
        ({"seconds": "fast"}, "'seconds' must be a number, not 'fast'"),
    ],
)
def test_item4_a_row_out_of_range_is_refused_with_its_line_even_last(tmp_path, change, says):
    path, lines = _results(tmp_path)
    lines[-1] = json.dumps(json.loads(lines[-1]) | change)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    with pytest.raises(
        CardwrightError, match=f"^{re.escape(f'{path}:3: not a survey row: {says}')}$"
    ):
        survey("golf", results=path, **SURVEY)


def test_item4_a_row_with_a_key_twice_is_refused_with_its_line(tmp_path):
    path, lines = _results(tmp_path)
    lines[1] = lines[1].replace('{"seed": 1,', '{"seed": 1, "seed": 7,')
    path.write_text("\n".join(lines) + "\n", "utf-8")
    with pytest.raises(
        CardwrightError, match=re.escape(f"{path}:2: not a survey row: the key 'seed'")
    ):
        survey("golf", results=path, **SURVEY)


def test_item4_a_results_file_of_an_older_cardwright_still_resumes(tmp_path):
    path, lines = _results(tmp_path)
    old = [json.loads(line) for line in lines]
    for row in old:
        del row["survey_id"]
    path.write_text("".join(json.dumps(row) + "\n" for row in old), "utf-8")
    assert survey("golf", results=path, **SURVEY).deals == 2
    assert len(path.read_text("utf-8").splitlines()) == 3  # nothing solved again


# -- 5. Records: aliases, and JSON without a key twice ----------------------------------------


def _klondike_record(tmp_path, variant="klondike"):
    game = cardwright.load("klondike")
    record = cardwright.Record.new(game, seed=5)
    data = record.to_dict() | {"variant": variant}
    path = tmp_path / "k5.json"
    path.write_text(json.dumps(data), "utf-8")
    return path, data


@pytest.mark.parametrize("alias", ["Patience", "patience", "klondike"])
def test_item5_a_record_naming_its_variant_by_an_alias_is_read(tmp_path, alias):
    path, _ = _klondike_record(tmp_path, alias)
    assert cardwright.Record.load(path).game.name == "klondike"


def test_item5_a_record_with_a_key_twice_is_refused_naming_the_key(tmp_path, capsys):
    path, _ = _klondike_record(tmp_path)
    text = path.read_text("utf-8").replace('"seed": 5', '"seed": 5, "seed": 6')
    path.write_text(text, "utf-8")
    said = one_line_error(capsys, "replay", str(path))
    assert said == f"{path}: the key 'seed' is given twice in one object"


def test_item5_a_record_that_is_not_a_regular_file_is_refused_unread(tmp_path, capsys):
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    said = one_line_error(capsys, "replay", str(fifo))
    assert said == f"{fifo}: not a regular file (a record is one)"


def test_item5_a_protocol_message_with_a_key_twice_is_bad_json():
    (reply,) = _protocol('{"type": "load", "variant": "klondike", "variant": "golf"}')
    assert reply["code"] == "bad-json"
    assert reply["message"].endswith("the key 'variant' is given twice in one object")


def test_the_data_directory_needs_no_extra_installed(tmp_path):
    """The checkpoint key's folder is found with the standard library: a plain install (no
    platformdirs, which only the tui extra brings) can seal and read checkpoints."""
    code = (
        "import sys; sys.modules['platformdirs'] = None\n"
        "import cardwright\n"
        "from cardwright.userdata import data_directory\n"
        "print(data_directory())\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("CARDWRIGHT_DATA_DIR", "XDG_DATA_HOME")}
    env["HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    if sys.platform not in ("win32", "darwin"):
        assert done.stdout.strip() == str(tmp_path / ".local" / "share" / "cardwright")
