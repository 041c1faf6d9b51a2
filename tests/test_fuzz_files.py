"""Issue 29: hostile saved files — checkpoints, survey results, records — are refused with a
CardwrightError naming the file, never a crash, a hang or an unbounded read.

- Checkpoints: a stopped search of Golf's deal 5 is saved, then changed (bytes flipped, cut,
  appended, a counter set to an edge value). Changed without its seal made again, it must be
  refused for its seal. Sealed again with the user's key (as its holder could), it must be
  refused with a CardwrightError or searched on within the limits: the checks behind the seal
  (counters, the table, the frames against the search redone) hold.
- Survey results and records: a valid file with rows or fields changed to hostile values,
  pasted rows, keys twice, or bytes flipped: a CardwrightError naming the file, or read.

Each test runs in the normal suite with the active Hypothesis profile (tests/conftest.py); the
long runs, marked ``fuzz``, draw many more examples: ``python -m pytest -m fuzz
tests/test_fuzz_files.py`` (about 30 s). Every example is bounded by the solver's node and
time limits, so no run can hang; Hypothesis prints the failing example to reproduce it.
"""

import hashlib
import hmac
import json

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import cardwright
from cardwright import CardwrightError
from cardwright.search.solver import Checkpoint, solve
from cardwright.search.survey import survey
from cardwright.userdata import checkpoint_key

GOLF = cardwright.load("golf")
needs_native = pytest.mark.skipif(GOLF.native is None, reason="checkpoints need the native core")
SEED = 5
LABELS = (("seed", str(SEED)),)
LIMITS = dict(node_limit=3000, time_limit=5.0)
EDGES = [0, 1, 2, 255, 2**16, 2**31, 2**32 - 1, 2**53, 2**53 + 1, 2**63, 2**64 - 1]
FUZZ = settings(max_examples=5000, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.fixture(scope="module")
def stopped(tmp_path_factory):
    """The bytes of a checkpoint of Golf's deal 5 stopped after 200 positions."""
    path = tmp_path_factory.mktemp("checkpoint") / "golf.search"
    result = solve(
        GOLF.deal(seed=SEED), node_limit=200, restarts=False, checkpoint=Checkpoint(path, LABELS)
    )
    assert result.status == "unknown"
    return path.read_bytes()


@st.composite
def edits(draw, size):
    """A change to ``size`` bytes: (kind, where, what)."""
    kind = draw(st.sampled_from(["flip", "cut", "append", "counter", "splice"]))
    where = draw(st.integers(0, size - 1))
    if kind == "flip":
        return kind, where, draw(st.integers(1, 255))
    if kind == "append":
        return kind, where, draw(st.binary(min_size=1, max_size=64))
    if kind == "counter":
        return kind, where, draw(st.sampled_from(EDGES))
    if kind == "splice":
        return kind, where, draw(st.integers(0, size - 1))
    return kind, where, None


def _edited(body, edit):
    kind, where, what = edit
    body = bytearray(body)
    if kind == "flip":
        body[where] ^= what
    elif kind == "cut":
        del body[where:]
    elif kind == "append":
        body[where:where] = what
    elif kind == "counter":
        body[where : where + 8] = what.to_bytes(8, "little")
    else:  # a run of bytes copied from elsewhere in the file
        body[where : where + 16] = body[what : what + 16]
    return bytes(body)


def _resume(path):
    """Golf's deal 5 solved on from the checkpoint at ``path``."""
    return solve(
        GOLF.deal(seed=SEED), restarts=False, checkpoint=Checkpoint(path, LABELS), **LIMITS
    )


def _checkpoint_refused_or_searched(tmp_path, data, *, sealed):
    path = tmp_path / "golf.search"
    path.write_bytes(data)
    try:
        result = _resume(path)
    except CardwrightError as error:
        assert str(error).startswith(f"checkpoint {path}: "), error
        assert "\n" not in str(error)
        event(f"refused: {str(error).removeprefix(f'checkpoint {path}: ')[:40]}")
        if not sealed:
            told = ("seal does not match", "not a Cardwright", "cut short", "checkpoint format")
            assert any(words in str(error) for words in told), error
        return
    assert sealed, "a changed checkpoint was taken in without its seal made again"
    assert result.status in ("won", "unwinnable", "unknown")
    event(f"searched: {result.status}")


def _checkpoint_unsealed(stopped, tmp_path, edit):
    data = _edited(stopped, edit)
    if data == stopped:
        return
    _checkpoint_refused_or_searched(tmp_path, data, sealed=False)


def _checkpoint_resealed(stopped, tmp_path, edit):
    body = _edited(stopped[:-32], edit)
    seal = hmac.new(checkpoint_key(), body, hashlib.sha256).digest()
    _checkpoint_refused_or_searched(tmp_path, body + seal, sealed=True)


@needs_native
@given(data=st.data())
@settings(deadline=None, suppress_health_check=list(HealthCheck))
def test_a_changed_checkpoint_is_refused_for_its_seal(stopped, tmp_path_factory, data):
    edit = data.draw(edits(len(stopped)))
    _checkpoint_unsealed(stopped, tmp_path_factory.mktemp("c"), edit)


@needs_native
@given(data=st.data())
@settings(deadline=None, suppress_health_check=list(HealthCheck))
def test_a_changed_and_resealed_checkpoint_is_refused_or_searched_within_limits(
    stopped, tmp_path_factory, data
):
    edit = data.draw(edits(len(stopped) - 32))
    _checkpoint_resealed(stopped, tmp_path_factory.mktemp("c"), edit)


@pytest.mark.fuzz
@needs_native
@given(data=st.data(), resealed=st.booleans())
@FUZZ
def test_fuzz_checkpoints_long(stopped, tmp_path_factory, data, resealed):
    tmp_path = tmp_path_factory.mktemp("c")
    if resealed:
        _checkpoint_resealed(stopped, tmp_path, data.draw(edits(len(stopped) - 32)))
    else:
        _checkpoint_unsealed(stopped, tmp_path, data.draw(edits(len(stopped))))


# -- Survey results and records ---------------------------------------------------------------

SURVEY = dict(deals=3, node_limit=50, time_limit=None)
HOSTILE = st.one_of(
    st.sampled_from([None, True, -1, 0, 10**30, -(10**30), 2**64, 1e308, "x", [], {}, 0.5]),
    st.integers(),
    st.text(max_size=8),
)
ROW_KEYS = ["seed", "status", "nodes", "seconds", "moves", "peak_table", "peak_bytes"]
ROW_KEYS += ["time_limit", "node_limit", "memory_limit", "survey_id", "extra"]


@pytest.fixture(scope="module")
def results_lines(tmp_path_factory):
    """The lines of a results file of a survey of Golf's deals 1-3, and of another game's."""
    folder = tmp_path_factory.mktemp("survey")
    survey("golf", results=folder / "golf.jsonl", **SURVEY)
    survey("accordion", results=folder / "acc.jsonl", options={"deal": "open"}, **SURVEY)
    read = lambda name: (folder / name).read_text("utf-8").splitlines()  # noqa: E731
    return read("golf.jsonl"), read("acc.jsonl")


@st.composite
def hostile_results(draw, lines, foreign):
    """A results file's lines with hostile changes."""
    lines = list(lines)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["value", "paste", "twice", "bytes", "drop"]))
        if kind == "value" and at:
            row = _object(lines[at])
            if row is not None:  # still whole after the changes before
                row[draw(st.sampled_from(ROW_KEYS))] = draw(HOSTILE)
                lines[at] = json.dumps(row)
        elif kind == "paste":
            lines.insert(at + 1, draw(st.sampled_from(foreign)))
        elif kind == "twice":
            lines[at] = lines[at].replace("{", '{"seed": 2, ', 1)
        elif kind == "bytes":
            cut = draw(st.integers(0, len(lines[at])))
            lines[at] = lines[at][:cut] + draw(st.text(max_size=6)) + lines[at][cut:]
        elif kind == "drop":
            del lines[at]
    return lines


def _object(line):
    """``line`` read as a JSON object, or None."""
    try:
        found = json.loads(line)
    except ValueError:
        return None
    return found if isinstance(found, dict) else None


def _survey_refused_or_read(folder, lines):
    path = folder / "golf.jsonl"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    try:
        summary = survey("golf", results=path, **SURVEY)
    except CardwrightError as error:
        assert str(error).startswith(str(path)), error
        event(f"refused: {str(error).removeprefix(str(path))[:30]}")
        return
    assert summary.deals == 3
    event("read")


@given(data=st.data())
@settings(deadline=None, suppress_health_check=list(HealthCheck), max_examples=30)
def test_a_hostile_survey_results_file_is_refused_naming_it_or_read(
    results_lines, tmp_path_factory, data
):
    golf, foreign = results_lines
    lines = data.draw(hostile_results(golf, foreign))
    _survey_refused_or_read(tmp_path_factory.mktemp("s"), lines)


RECORD = cardwright.Record.new(cardwright.load("golf"), seed=3).to_dict()
RECORD_KEYS = [*RECORD, "start", "extra"]


@st.composite
def hostile_records(draw):
    """A Golf record's text with hostile fields, or a key given twice."""
    data = dict(RECORD)
    for _ in range(draw(st.integers(1, 3))):
        data[draw(st.sampled_from(RECORD_KEYS))] = draw(HOSTILE)
    text = json.dumps(data)
    if draw(st.booleans()):
        text = text.replace("{", '{"seed": 4, ', 1)
    return text


def _record_refused_or_read(folder, text):
    path = folder / "golf-3.json"
    path.write_text(text, "utf-8")
    try:
        cardwright.Record.load(path)
    except CardwrightError as error:
        assert "\n" not in str(error), error


@given(text=hostile_records())
@settings(deadline=None, suppress_health_check=list(HealthCheck), max_examples=60)
def test_a_hostile_record_is_refused_in_one_line_or_read(tmp_path_factory, text):
    _record_refused_or_read(tmp_path_factory.mktemp("r"), text)


@pytest.mark.fuzz
@given(data=st.data())
@FUZZ
def test_fuzz_survey_and_record_files_long(results_lines, tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("f")
    if data.draw(st.booleans()):
        golf, foreign = results_lines
        _survey_refused_or_read(folder, data.draw(hostile_results(golf, foreign)))
    else:
        _record_refused_or_read(folder, data.draw(hostile_records()))
