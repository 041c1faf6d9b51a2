"""The engine protocol (docs/protocol.md), as a frontend sees it: `cardwright engine` spawned as a
subprocess and driven through whole games, malformed input, a fuzz of requests, two people at one
table, and the hidden-information rule. Every message sent and received is validated against the
JSON Schema in docs/protocol/."""

from __future__ import annotations

import functools
import itertools
import json
import queue
import re
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

import cardwright
import cardwright.frontends.protocol
from cardwright.cards import Card
from cardwright.engine.records import Record
from cardwright.engine.table import Table
from cardwright.frontends.protocol import COMMANDS, PROTOCOL_VERSION, Hub, Session

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((ROOT / "docs" / "protocol" / "protocol.schema.json").read_text("utf-8"))
WHOLE = Draft202012Validator(SCHEMA)


@functools.cache
def validator(name: str) -> Draft202012Validator:
    assert name in SCHEMA["$defs"], f"the schema has no $defs entry {name!r}"
    return Draft202012Validator({"$defs": SCHEMA["$defs"], "$ref": f"#/$defs/{name}"})


_KINDS_SEEN: set[tuple[str, ...]] = set()


def _whole(message: dict[str, Any], *kind: str) -> None:
    """The top-level schema accepts the message too; checked once per kind of message, as it
    tries every definition in turn and is slow (the definition of the kind is checked always)."""
    if kind not in _KINDS_SEEN:
        WHOLE.validate(message)
        _KINDS_SEEN.add(kind)


def check_received(message: dict[str, Any]) -> None:
    """A message from the engine is valid against the schema of its own kind."""
    if message["type"] == "error":
        validator("error").validate(message)
        _whole(message, "error", message["code"])
    elif message["type"] == "event":
        validator(f"event-{message['event']}").validate(message)
        _whole(message, "event", message["event"])
    else:
        validator(f"reply-{message['type']}").validate(message)
        _whole(message, "reply", message["type"])


def check_sent(message: dict[str, Any]) -> None:
    validator(f"request-{message['type']}").validate(message)
    _whole(message, "request", message["type"])


def test_the_schema_is_valid_and_covers_every_command():
    Draft202012Validator.check_schema(SCHEMA)
    for command in COMMANDS:
        assert f"request-{command}" in SCHEMA["$defs"] and f"reply-{command}" in SCHEMA["$defs"]
    for event in ("move", "doubt", "seats", "end"):
        assert f"event-{event}" in SCHEMA["$defs"]
    text = (ROOT / "docs" / "protocol.md").read_text("utf-8")
    for code in SCHEMA["$defs"]["error"]["properties"]["code"]["enum"]:
        assert f"`{code}`" in text, f"error code {code} is not documented"
    headings = [line[4:].split(", ") for line in text.splitlines() if line.startswith("### ")]
    for command in COMMANDS:
        assert any(command in names for names in headings), f"{command} is not documented"


# ---------------------------------------------------------------------------------------------
# A frontend talking to `cardwright engine` over a pipe


class Engine:
    """`python -m cardwright engine` in a subprocess, read by a thread. Every line it writes must
    be JSON valid against the schema; replies are matched to requests by id."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "cardwright", "engine", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.received: list[dict[str, Any]] = []  # every message, in order
        self.events: list[dict[str, Any]] = []
        self.problems: list[str] = []
        self._ids = itertools.count(1)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for raw in self.process.stdout:
            try:
                message = json.loads(raw.decode("utf-8"))
                check_received(message)
            except Exception as problem:
                self.problems.append(f"{raw[:300]!r}: {problem}")
                continue
            self.received.append(message)
            self.inbox.put(message)
        self.inbox.put(None)

    def write(self, data: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict[str, Any], valid: bool = True) -> None:
        if valid:
            check_sent(message)
        self.write(json.dumps(message).encode("utf-8") + b"\n")

    def request(self, kind: str, timeout: float = 60, **fields: Any) -> dict[str, Any]:
        """Send a valid request (checked against the schema) and wait for its reply."""
        message = {"id": next(self._ids), "type": kind, **fields}
        self.send(message)
        return self.next_reply(timeout)

    def invalid(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request the schema forbids (to see the engine refuse it); its reply."""
        message = {"id": next(self._ids), "type": kind, **fields}
        self.send(message, valid=False)
        return self.next_reply()

    def raw(self, data: bytes, timeout: float = 30) -> dict[str, Any]:
        """Send bytes as one line; the reply (malformed input has no id to match)."""
        self.write(data + b"\n")
        return self.next_reply(timeout)

    def next_reply(self, timeout: float = 60) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            message = self.inbox.get(timeout=max(0.01, deadline - time.monotonic()))
            assert message is not None, "the engine stopped"
            if message["type"] == "event":
                self.events.append(message)
                continue
            return message

    def wait_event(self, timeout: float) -> dict[str, Any] | None:
        try:
            message = self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None
        assert message is not None and message["type"] == "event", message
        self.events.append(message)
        return message

    def close(self) -> int:
        """End of input: the engine must exit by itself, cleanly, having written only JSON."""
        try:
            if self.process.poll() is None:
                assert self.process.stdin is not None
                self.process.stdin.close()
            code = self.process.wait(timeout=30)
        finally:
            if self.process.poll() is None:
                self.process.kill()
        self._reader.join(10)
        assert self.process.stderr is not None
        errors = self.process.stderr.read().decode("utf-8", "replace")
        assert not self.problems, self.problems
        assert "Traceback" not in errors, errors
        return code


@pytest.fixture
def engine():
    client = Engine()
    try:
        yield client
    finally:
        assert client.close() == 0


def test_hello_variants_and_describe(engine):
    hello = engine.request("hello", protocol=PROTOCOL_VERSION)
    assert hello["protocol"] == 1 and hello["engine"] == "cardwright"
    assert hello["version"] == cardwright.__version__ and hello["id"] == 1
    assert set(hello["commands"]) == set(COMMANDS)
    listed = engine.request("variants")["variants"]
    names = [v["name"] for v in listed]
    assert {"accordion", "chequers", "double-solitaire"} <= set(names)
    accordion = listed[names.index("accordion")]
    assert {"name": "moves", "choices": ["optional", "mandatory"]}.items() <= accordion["options"][
        0
    ].items()
    text = engine.request("describe", variant="accordion", options={"moves": "mandatory"})
    assert text["title"] == "Accordion" and "mandatory" in text["text"]
    assert engine.request("describe")["code"] == "no-game"
    engine.request("load", variant="Methuselah")  # an alias
    assert engine.request("describe")["variant"] == "accordion"


def test_accordion_played_to_a_win_with_undo_redo_and_records(engine):
    loaded = engine.request("load", variant="accordion")
    assert loaded["game"]["actions"] == ["deal"] and loaded["game"]["players"] == 1
    assert engine.request("state")["code"] == "no-game"
    dealt = engine.request("new", seed=2)
    assert dealt["seed"] == 2 and dealt["moves"] == ["deal"] and dealt["outcome"] is None
    assert dealt["undo"] == 0 and dealt["state"]["zones"]["stock"][0] == ["??"] * 52
    solved = engine.request("solve", time_limit=20)
    assert solved["status"] == "won", solved
    reply = dealt
    for number, move in enumerate(solved["moves"], 1):
        reply = engine.request("play", move=move)
        assert reply["type"] == "play" and reply["move"] == move and reply["undo"] == number
    assert reply["outcome"]["result"] == "won" and reply["moves"] == []
    assert engine.request("play", move="deal")["code"] == "illegal-move"
    back = engine.request("undo")
    assert (
        back["outcome"] is None and back["undo"] == len(solved["moves"]) - 1 and back["redo"] == 1
    )
    assert engine.request("redo")["outcome"]["result"] == "won"
    assert engine.request("redo")["code"] == "no-history"
    saved = engine.request("record")["record"]
    assert saved["seed"] == 2 and len(saved["moves"]) == len(solved["moves"])
    assert Record.from_dict(saved).final().outcome.result == "won"
    # Read it back halfway through: the moves are there to undo, the game goes on.
    saved["moves"] = saved["moves"][:10]
    loaded = engine.request("record", action="load", record=saved)
    assert loaded["game"]["variant"] == "accordion" and loaded["undo"] == 10
    assert loaded["outcome"] is None
    assert engine.request("undo")["undo"] == 9
    assert engine.request("hint", time_limit=5)["move"] is not None


def test_accordion_played_to_its_end_by_first_moves_and_illegal_moves_are_explained(engine):
    engine.request("load", variant="accordion", options={"moves": "mandatory"})
    state = engine.request("new", seed=7)
    assert "seed" in state
    rejected = engine.request("play", move="row1>row2")
    assert rejected["code"] == "illegal-move" and rejected["move"] == "row1>row2"
    assert "row" in rejected["message"] and rejected["request"] == "play"
    turns = 0
    while state["outcome"] is None:
        state = engine.request("play", move=state["moves"][0])
        turns += 1
    assert state["outcome"]["result"] in ("won", "lost") and turns > 52
    assert engine.request("state")["outcome"] == state["outcome"]


def test_chequers_played_to_the_end_with_hints(engine):
    engine.request("load", variant="chequers")
    state = engine.request("new", seed=4)
    while state["outcome"] is None:
        hint = engine.request("hint", time_limit=0)
        assert hint["move"] in state["moves"]
        state = engine.request("play", move=hint["move"])
    assert state["outcome"]["result"] == "won"
    assert engine.request("hint")["move"] is None


def test_safe_moves_are_the_terminal_tables_and_scores_are_live():
    # The browser plays cards home with the terminal table's rule: the same moves, in order.
    from cardwright.search.safety import safe_moves

    wire = Wire()
    assert wire.request("safe")["code"] == "no-game"
    loaded = wire.request("load", variant="klondike", options={"draw": 1})
    assert loaded["game"]["score"] == {"higher_wins": True}
    reply = wire.request("new", seed=16)
    state = cardwright.load("klondike", draw=1).deal(seed=16)
    assert reply["scores"] == {"1": 0}
    played = 0
    while safe := wire.request("safe")["moves"]:
        assert safe == [str(m) for m in safe_moves(state, 0)]
        reply = wire.request("play", move=safe[0])
        state = state.play(safe[0])
        played += 1
        assert reply["scores"] == {"1": played}  # cards on the foundations
    assert played == 3 and not safe_moves(state, 0)
    # Accordion keeps a score (piles left, lower wins) but has no foundation: nothing is safe.
    assert wire.request("load", variant="accordion")["game"]["score"]["higher_wins"] is False
    assert wire.request("new", seed=1)["scores"] == {"1": 0}  # the row is empty
    assert wire.request("play", move="deal")["scores"] == {"1": 1}
    assert wire.request("safe")["moves"] == []
    # At a table: only this seat's moves; both seats' scores.
    wire.request("load", variant="double-solitaire", seats=["human", "human"])
    opened = wire.request("new", seed=5)
    assert opened["scores"] == {"1": 0, "2": 0}
    safe = wire.request("safe")["moves"]
    start = cardwright.load("double-solitaire").deal(seed=5)
    assert safe == [str(m) for m in safe_moves(start, 0)] and safe
    assert not any(move.startswith("p2") for move in safe)
    wire.session.close()


def test_one_player_commands_and_limits(engine):
    assert engine.request("undo")["code"] == "no-game"
    engine.request("load", variant="klondike", options={"draw": "1"})
    secret = engine.request("new")
    assert "seed" not in secret and secret["undo"] == 0
    refused = engine.request("record")
    assert refused["code"] == "not-allowed" and "secret" in refused["message"]
    assert engine.request("undo")["code"] == "no-history"
    assert engine.request("solve", time_limit=1000)["code"] == "bad-request"
    assert engine.invalid("solve", node_limit=0)["code"] == "bad-request"
    result = engine.request("solve", time_limit=0.5, node_limit=500)
    assert result["status"] in ("won", "unwinnable", "unknown")
    assert engine.invalid("hint", time_limit=-1)["code"] == "bad-request"
    assert engine.request("join", table="nope", token="nope")["code"] == "bad-token"


def test_the_engine_stops_on_quit_and_says_so():
    client = Engine()
    try:
        assert client.request("quit") == {"id": 1, "type": "quit"}
        assert client.process.wait(timeout=30) == 0
    finally:
        assert client.close() == 0


def test_engine_help_has_examples(capsys):
    from cardwright.frontends.cli import main

    with pytest.raises(SystemExit) as stop:
        main(["engine", "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "docs/protocol.md" in out and "cardwright engine" in out and '"hello"' in out


# ---------------------------------------------------------------------------------------------
# Malformed input: an error reply each time, and the engine goes on


MALFORMED = [
    (b"not json", "bad-json"),
    (b"\xff\xfe\x00garbage\x80", "bad-json"),
    (b"{", "bad-json"),
    (b'{"type": "hello"} trailing', "bad-json"),
    (b'{"type": "hello", "protocol": NaN}', "bad-json"),
    (b"[" * 200_00 + b"]" * 200_00, "bad-json"),
    (b"1" * 5000, "bad-json"),
    (b"[]", "bad-request"),
    (b"42", "bad-request"),
    (b'"hello"', "bad-request"),
    (b"null", "bad-request"),
    (b"{}", "bad-request"),
    (b'{"type": 5}', "bad-request"),
    (b'{"type": "hello", "extra": 1}', "bad-request"),
    (b'{"type": "hello", "protocol": 2}', "bad-request"),
    (b'{"type": "hello", "id": {"a": 1}}', "bad-request"),
    (b'{"type": "hello", "id": true}', "bad-request"),
    (b'{"type": "play"}', "bad-request"),
    (b'{"type": "play", "move": 5}', "bad-request"),
    (b'{"type": "new", "seed": "7"}', "bad-request"),
    (b'{"type": "new", "seed": true}', "bad-request"),
    (b'{"type": "new", "seed": -1}', "bad-request"),
    (b'{"type": "new", "seed": 1.5}', "bad-request"),
    (b'{"type": "load", "variant": ["accordion"]}', "bad-request"),
    (b'{"type": "hlelo"}', "unknown-command"),
    (b'{"type": "load", "variant": "../../etc/passwd"}', "unknown-variant"),
    (b'{"type": "load", "variant": "/etc/hostname.cw"}', "unknown-variant"),
    (b'{"type": "load", "variant": "acordion"}', "unknown-variant"),
    (b'{"type": "load", "variant": "accordion", "options": {"mvoes": "x"}}', "bad-option"),
    (b'{"type": "load", "variant": "accordion", "options": {"moves": "often"}}', "bad-option"),
    (b'{"type": "load", "variant": "accordion", "options": {"moves": true}}', "bad-option"),
    (b'{"type": "load", "variant": "accordion", "options": []}', "bad-request"),
    (b'{"type": "load", "variant": "accordion", "seats": ["human"]}', "bad-request"),
    (b'{"type": "load", "variant": "double-solitaire", "seats": ["human"]}', "bad-request"),
    (
        b'{"type": "load", "variant": "double-solitaire", "seats": ["computer", "human"]}',
        "bad-request",
    ),
    (b'{"type": "load", "variant": "double-solitaire", "seats": ["human", 7]}', "bad-request"),
    (
        b'{"type": "load", "variant": "double-solitaire", "seats": ["human", {"kind": "computer", "speed": 0}]}',
        "bad-request",
    ),
    (
        b'{"type": "load", "variant": "double-solitaire", "seats": ["human", {"kind": "computer", "policy": "cheat"}]}',
        "bad-request",
    ),
    (b'{"type": "play", "move": "\\ud800"}', "no-game"),
    (b'{"type": "\\ud800"}', "unknown-command"),
    (b'{"type": "record", "action": "burn"}', "bad-request"),
    (b'{"type": "record", "action": "load", "record": {"variant": "accordion"}}', "bad-record"),
    (
        b'{"type": "record", "action": "load", "record": {"format": "cardwright-record"}}',
        "bad-record",
    ),
]


def test_malformed_input_gets_an_error_reply_and_the_engine_goes_on(engine):
    for data, code in MALFORMED:
        reply = engine.raw(data)
        assert reply["type"] == "error", (data[:80], reply)
        assert reply["code"] == code, (data[:80], reply)
        assert reply["message"]
    # A request that fails leaves the game as it was.
    engine.request("load", variant="accordion")
    before = engine.request("new", seed=3)
    for data, _ in MALFORMED:
        engine.raw(data)
    engine.request("load", variant="accordion")  # reloading drops the game: deal it again
    assert engine.request("new", seed=3)["state"] == before["state"]
    assert engine.request("hello")["type"] == "hello"


def test_an_error_echoes_the_id_when_it_can(engine):
    assert engine.raw(b'{"id": "abc", "type": "nope"}')["id"] == "abc"
    assert engine.raw(b'{"id": 7, "type": "play"}')["id"] == 7
    assert engine.raw(b'{"id": "' + b"x" * 101 + b'", "type": "hello"}')["id"] is None
    assert engine.raw(b'{"id": "\\udc80", "type": "nope"}')["id"] == "?"


def test_a_huge_line_is_refused_unread_and_the_next_line_works(engine):
    reply = engine.raw(b'{"type": "play", "move": "' + b"x" * 200_000 + b'"}')
    assert reply["code"] == "too-large" and reply["id"] is None
    assert engine.request("hello")["type"] == "hello"
    small = Engine("--max-message-bytes", "100")
    try:
        assert small.raw(b'{"type": "hello", "id": "' + b"y" * 120 + b'"}')["code"] == "too-large"
        assert small.request("hello")["protocol"] == 1
    finally:
        assert small.close() == 0


def test_blank_lines_are_skipped(engine):
    engine.write(b"\n   \n\r\n")
    assert engine.request("hello")["id"] == 1


# ---------------------------------------------------------------------------------------------
# Fuzz: whatever arrives, one reply with the request's id, valid, never an internal error


class Wire:
    """An in-process session whose messages go through JSON text, as on a wire."""

    def __init__(self, hub: Hub | None = None, **limits: Any) -> None:
        self.messages: list[dict[str, Any]] = []
        self.session = Session(self._emit, hub, **limits)
        self._ids = itertools.count(1)

    def _emit(self, message: dict[str, Any]) -> None:
        back = json.loads(json.dumps(message, ensure_ascii=False).encode("utf-8"))
        check_received(back)
        self.messages.append(back)

    def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        message = {"id": next(self._ids), "type": kind, **fields}
        check_sent(message)
        count = len(self.messages)
        self.session.handle_line(json.dumps(message))
        replies = [m for m in self.messages[count:] if m["type"] != "event"]
        assert len(replies) == 1 and replies[0]["id"] == message["id"], replies
        return replies[0]

    def events(self, kind: str | None = None) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == "event" and kind in (None, m["event"])]


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=12,
)
FIELD_NAMES = sorted(
    {"variant", "options", "seats", "seed", "move", "time_limit", "node_limit", "action"}
    | {"record", "table", "token", "protocol", "id", "type", "bogus"}
)
plausible = {
    "variant": st.sampled_from(["accordion", "chequers", "double-solitaire", "nope", "a/b"]),
    "move": st.sampled_from(["deal", "row2>row1", "p2 deal", "r1>r1", "", "deal deal"]),
    "seed": st.integers(-5, 2**65),
    "time_limit": st.floats(-1, 0.05) | st.integers(-1, 1),
    "options": st.dictionaries(st.sampled_from(["moves", "deal", "draw", "x"]), json_values),
}
requests_strategy = st.builds(
    lambda kind, fields: {"type": kind, **fields},
    st.sampled_from([*COMMANDS, "nope"]).filter(lambda c: c != "quit"),
    st.dictionaries(
        st.sampled_from(FIELD_NAMES).filter(lambda f: f != "type"),
        st.one_of(json_values, *plausible.values()),
        max_size=3,
    ),
)


@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(requests=st.lists(requests_strategy, min_size=1, max_size=6))
def test_fuzzed_requests_get_one_valid_reply_each_and_never_break_the_session(requests):
    wire = Wire(max_solve_seconds=0.05)
    wire.request("load", variant="accordion")
    wire.request("new", seed=1)
    for number, request in enumerate(requests):
        request = {**request, "id": f"fuzz-{number}"}
        count = len(wire.messages)
        wire.session.handle(json.loads(json.dumps(request)))
        replies = [m for m in wire.messages[count:] if m["type"] != "event"]  # a computer seat's
        assert len(replies) == 1, replies
        assert replies[0]["id"] == request["id"]
        assert replies[0].get("code") != "internal", replies[0]
    assert wire.request("hello")["protocol"] == 1
    wire.session.close()


@given(line=st.binary(max_size=200) | st.text(max_size=200))
def test_fuzzed_lines_get_one_reply_each(line):
    wire = Wire()
    wire.session.handle_line(line)
    assert len(wire.messages) == 1
    assert wire.messages[0].get("code") != "internal"


# ---------------------------------------------------------------------------------------------
# Multi-player tables


def test_a_race_against_the_computer_to_the_end(engine):
    loaded = engine.request(
        "load",
        variant="double-solitaire",
        seats=["human", {"kind": "computer", "policy": "greedy", "speed": 25}],
    )
    assert [s["kind"] for s in loaded["seats"]] == ["human", "computer"]
    opened = engine.request("new", seed=1)
    table = opened["table"]
    assert table["seat"] == 1 and table["started"] and table["seeded"]
    assert list(table["tokens"]) == ["1"]  # the computer seat needs none
    assert all(not m.startswith("p2") for m in opened["moves"])
    assert engine.request("play", move="p2 turn")["code"] == "not-your-seat"
    assert engine.request("undo")["code"] == "not-allowed"
    assert engine.request("solve")["code"] == "not-allowed"
    assert engine.request("record")["code"] == "not-allowed"
    deadline = time.monotonic() + 120
    while not any(e["event"] == "end" for e in engine.events):
        assert time.monotonic() < deadline, "the race did not end"
        hint = engine.request("hint")
        if hint["move"] is None:
            engine.wait_event(0.2)
            continue
        played = engine.request("play", move=hint["move"])
        if played["type"] == "error":  # overtaken by the computer: a race
            assert played["code"] == "illegal-move", played
    end = next(e for e in engine.events if e["event"] == "end")
    moves = [e for e in engine.events if e["event"] == "move"]
    assert moves and all(e["seat"] == 2 and e["move"].startswith("p2 ") for e in moves)
    assert [e["seq"] for e in moves] == sorted(e["seq"] for e in moves)
    final = engine.request("state")
    assert final["outcome"] == end["outcome"] and final["moves"] == []
    assert engine.request("play", move="turn")["code"] == "illegal-move"
    record = engine.request("record")["record"]  # the game is over: the record may be sent
    replayed = cardwright.engine.table.replay(cardwright.load("double-solitaire"), record)
    truth = replayed.state.to_dict()["zones"]["foundation"]
    assert final["state"]["zones"]["foundation"] == truth


def test_two_people_at_one_table():
    hub = Hub(tie_window=60)  # the doubt below must not depend on how fast this machine is
    one, two = Wire(hub), Wire(hub)
    one.request("load", variant="double-solitaire", seats=["human", "human"])
    opened = one.request("new", seed=5)
    table = opened["table"]
    assert not table["started"] and set(table["tokens"]) == {"1", "2"}
    assert one.request("play", move="tableau6>foundation1")["code"] == "waiting"
    assert two.request("join", table=table["id"], token=table["tokens"]["1"] + "x")["code"] == (
        "bad-token"
    )
    joined = two.request("join", table=table["id"], token=table["tokens"]["2"])
    assert joined["table"]["seat"] == 2 and joined["table"]["started"]
    assert "tokens" not in joined["table"] and joined["game"]["players"] == 2
    assert joined["state"]["viewer"] == 2 and joined["moves"][0].startswith("p2 ")
    assert one.events("seats")[-1]["started"]
    # Both put an Ace on foundation 1 at once: DBL-7, a doubt. Both are told.
    assert one.request("play", move="tableau6>foundation1")["status"] == "accepted"
    doubt = two.request("play", move="p2 tableau4>foundation1")
    assert doubt["status"] == "doubt" and doubt["undid"] == 1
    told = one.events("doubt")[-1]
    assert (
        told["seat"] == 2 and told["undid"] == 1 and told["state"]["zones"]["foundation"][0] == []
    )
    assert two.events("move")[-1]["move"] == "tableau6>foundation1"
    assert one.request("play", move="p2 turn")["code"] == "not-your-seat"
    # Then both play to the end.
    for _ in range(2000):
        moved = False
        for wire in (one, two):
            hint = wire.request("hint")
            if hint["move"] is not None:
                wire.request("play", move=hint["move"])
                moved = True
        if not moved:
            break
    ends = [wire.events("end") for wire in (one, two)]
    assert len(ends[0]) == len(ends[1]) == 1 and ends[0] == ends[1]
    views = [wire.request("state")["state"] for wire in (one, two)]
    assert views[0]["zones"]["foundation"] == views[1]["zones"]["foundation"]
    assert views[0].pop("viewer") == 1 and views[1].pop("viewer") == 2 and views[0] == views[1]
    one.session.close()
    assert two.events("seats")[-1]["seats"][0]["present"] is False
    two.session.close()
    assert len(hub) == 0


def test_a_seat_can_be_taken_over_with_its_token_and_tables_are_capped():
    hub = Hub(max_tables=1)
    one, two, again = Wire(hub), Wire(hub), Wire(hub)
    one.request("load", variant="double-solitaire", seats=["human", "human"])
    table = one.request("new")["table"]
    assert not table["seeded"]
    two.request("join", table=table["id"], token=table["tokens"]["2"])
    again.request("join", table=table["id"], token=table["tokens"]["2"])
    assert two.events("seats")[-1]["replaced"] is True
    assert two.request("state")["code"] == "no-game"
    two.request("load", variant="double-solitaire")
    assert two.request("new")["code"] == "table-full"
    one.session.close()
    again.session.close()
    assert len(hub) == 0
    assert two.request("new")["table"]["started"]  # seat 2 is the computer by default
    two.session.close()
    hub.close()


# ---------------------------------------------------------------------------------------------
# Hidden information: no message to a seat names a card that was never face up


def _assert_hides(messages: list[dict[str, Any]], states: list[cardwright.State], owners: bool):
    """No card of which no copy was ever face up (in any of ``states``, every position the game
    went through) is named in ``messages``: neither as card text nor as a symbol."""
    shown = {(c.face_text, c.owner) for state in states for c in state.cards() if c.face_up}
    hidden = {(c.face_text, c.owner) for c in states[0].cards()} - shown
    assert hidden, "the test needs cards that stayed hidden"
    shown_faces = {face for face, _ in shown}
    text = "\n".join(s for message in messages for s in _strings(message))
    for face, owner in sorted(hidden):
        if owners:
            assert f"{face}@{owner + 1}" not in text, (face, owner)
        if face in shown_faces:
            continue  # another owner's copy was visible: only the owner-tagged text is secret
        assert not re.search(rf"(?<![A-Za-z0-9?]){face}(?![A-Za-z0-9])", text), face
        assert Card.from_text(face).symbol not in text, face
    assert "??" in text
    return hidden


def _strings(value: Any, skip: frozenset[str] = frozenset({"table", "tokens"})) -> list[str]:
    """Every string in a message, except table ids and tokens (random text, not game text)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    if isinstance(value, dict):
        return [s for key, item in value.items() if key not in skip for s in _strings(item)]
    return []


def _probes(view: dict[str, Any]) -> list[str]:
    """Illegal moves that reach into face-down cards: their reasons are sent too."""
    probes = []
    for zone, value in view["zones"].items():
        piles = value.get("p1", []) if isinstance(value, dict) else value
        for i, pile in enumerate(piles):
            if "??" in "".join(pile) or any(c.startswith("??") for c in pile):
                probes += [f"{zone}{i + 1}:{len(pile)}>tableau1", f"{zone}{i + 1}>foundation1"]
    return probes[:12]


def _playthrough_hides(engine: Engine, variant: str, seed: int, turns: int) -> None:
    engine.request("load", variant=variant)
    state = engine.request("new", seed=seed)
    for turn in range(turns):
        if state["outcome"] is not None:
            break
        if turn % 10 == 0:
            for probe in _probes(state["state"]):
                engine.request("play", move=probe)
        hint = engine.request("hint", time_limit=0)
        if hint["move"] is None:
            break
        state = engine.request("play", move=hint["move"])
    sent = list(engine.received)
    record = engine.request("record")["record"]
    _assert_hides(sent, list(Record.from_dict(record).positions()), owners=False)


@pytest.mark.parametrize(
    ("variant", "seed", "turns"),
    # Stopped early where a game would show every card in the end. (Chequers' two decks show a
    # copy of nearly every card from the start: tests/test_view.py covers its reserve.)
    [("klondike", 3, 400), ("accordion", 5, 20), ("spider", 2, 60), ("canfield", 1, 60)],
)
def test_one_player_games_never_send_a_face_down_card(engine, variant, seed, turns):
    _playthrough_hides(engine, variant, seed, turns)


def test_a_race_never_sends_a_face_down_card_nor_the_opponents_stock(engine):
    # A computer no faster than the person: it has cards left unseen when the race ends.
    computer = {"kind": "computer", "speed": 5}
    engine.request("load", variant="double-solitaire", seats=["human", computer])
    state = engine.request("new", seed=11)
    deadline = time.monotonic() + 120
    turn = 0
    while not any(e["event"] == "end" for e in engine.events):
        assert time.monotonic() < deadline
        turn += 1
        if turn % 10 == 1:
            for probe in _probes(state["state"]):
                engine.request("play", move=probe)
        hint = engine.request("hint")
        if hint["move"] is None:
            engine.wait_event(0.2)
            continue
        reply = engine.request("play", move=hint["move"])
        if reply["type"] == "play":
            state = reply
    sent = list(engine.received)
    record = engine.request("record")["record"]
    game = cardwright.load("double-solitaire")
    table = Table(game.from_dict(record["start"]), tie_window=record["tie_window"])
    states = [table.state]
    for entry in record["submissions"]:
        move = entry["move"]
        if "exact" in entry:  # submitted as a Move (the computer's): replay it exactly
            player, zone, index, target_zone, target_index, count, action = entry["exact"]
            target = None if target_zone is None else (target_zone, target_index)
            move = cardwright.Move(player, (zone, index), target, count, action)
        table.submit(entry["player"], move, entry["timestamp"])
        states.append(table.state)
    hidden = _assert_hides(sent, states, owners=True)
    assert any(owner == 1 for _, owner in hidden), (
        sorted(hidden),
        len(states),
        states[-1].to_dict(),
    )


def test_turn_based_tables_refuse_moves_out_of_turn():
    hub = Hub()
    one, two = Wire(hub), Wire(hub)
    one.request(
        "load", variant="double-solitaire", options={"play": "alternate"}, seats=["human", "human"]
    )
    table = one.request("new", seed=1)["table"]
    two.request("join", table=table["id"], token=table["tokens"]["2"])
    assert two.request("moves")["moves"] == []
    refused = two.request("play", move="p2 turn")
    assert refused["code"] == "illegal-move" and "player 1's turn" in refused["message"]
    assert one.request("play", move="turn")["state"]["turn"] == 2
    told = two.events("move")[-1]
    assert told["move"] == "turn" and told["seat"] == 1 and "p2 turn" in told["moves"]
    one.session.close()
    two.session.close()


records = st.fixed_dictionaries(
    {"format": st.just("cardwright-record"), "variant": st.just("accordion")},
    optional={
        "version": st.sampled_from([1, 2, "1"]),
        "options": st.just({"moves": "optional", "deal": "dealt"}) | json_values,
        "seed": st.integers(-(2**70), 2**70) | json_values,
        "start": json_values,
        "players": json_values,
        "rules_digest": json_values,
        "moves": st.lists(
            st.fixed_dictionaries(
                {"move": st.sampled_from(["deal", "row2>row1", "nope"]) | json_values},
                optional={"player": json_values, "time": json_values},
            )
            | json_values,
            max_size=4,
        )
        | json_values,
    },
)


@given(record=records)
def test_fuzzed_records_are_read_or_refused_cleanly(record):
    wire = Wire()
    reply = wire.request("record", action="load", record=json.loads(json.dumps(record)))
    if reply["type"] == "error":
        assert reply["code"] in ("bad-record", "bad-option", "bad-request"), reply
    else:
        assert reply["game"]["variant"] == "accordion"
        assert wire.request("record")["record"]["variant"] == "accordion"


def test_a_bug_is_an_internal_error_that_names_no_detail_and_the_session_goes_on(monkeypatch):
    wire = Wire()
    wire.request("load", variant="klondike")
    wire.request("new", seed=1)

    def broken(state, player, time_limit, **options):
        raise RuntimeError(f"secret detail: {state.to_dict()}")

    monkeypatch.setattr(cardwright.frontends.protocol, "hint", broken)
    reply = wire.request("hint", time_limit=0)
    assert reply["code"] == "internal" and reply["request"] == "hint"
    assert "RuntimeError" in reply["message"] and "secret" not in reply["message"]
    assert wire.request("state")["undo"] == 0


def test_a_hint_reply_comes_after_its_time_limit_whatever_was_found(monkeypatch):
    # Issue 15, item 8: the time a hint takes must not tell whether the solver saw a win.
    from cardwright.search import solver

    now, waits = [50.0], []

    def sleep(seconds: float) -> None:
        waits.append(seconds)
        now[0] += seconds

    monkeypatch.setattr(solver, "_clock", lambda: now[0])
    monkeypatch.setattr(solver, "_sleep", sleep)
    wire = Wire()
    wire.request("load", variant="accordion", options={"deal": "open"})
    wire.request("new", seed=2)
    for limit in (0.5, 2):
        start = now[0]
        assert wire.request("hint", time_limit=limit)["move"] is not None
        assert now[0] == pytest.approx(start + limit)  # the wait made up the whole limit
    assert len(waits) == 2 and all(wait > 0 for wait in waits)
    assert wire.request("hint", time_limit=0)["move"] is not None  # 0: no search, no wait
    assert len(waits) == 2


def test_position_text_over_the_protocol_hides_what_the_client_may_not_see(engine):
    engine.request("load", variant="klondike", options={"draw": "1"})
    engine.request("new")  # a secret deal
    secret = engine.request("position")
    assert secret["full"] is False and ":?." in secret["text"]
    assert re.search(r"[:.|]-[A2-9TJQK]", secret["text"]) is None  # no face-down card named
    assert engine.request("record")["code"] == "not-allowed"  # as the record is not sent


def test_a_pasted_position_is_played_from_and_bad_text_names_its_column(engine):
    state = cardwright.load("accordion").deal(seed=3).play("deal").play("deal")
    loaded = engine.request("position", text=state.to_text())
    assert loaded["game"]["variant"] == "accordion" and loaded["undo"] == 0
    assert loaded["state"]["zones"]["row"] == [["QS"], ["KH"]]
    assert engine.request("play", move="deal")["undo"] == 1
    known = engine.request("position")  # the client wrote this deal: the full text
    assert known["full"] is True and known["text"] == state.play("deal").to_text()
    bad = engine.request("position", text=state.to_text().replace("QS", "QX"))
    assert bad["code"] == "bad-position" and "column" in bad["message"]
    for text in ("cw1 ../../etc/passwd - row:", "cw1 a/b - row:", "cw1 nope - row:"):
        refused = engine.request("position", text=text)
        assert refused["code"] in ("bad-position", "unknown-variant"), text
    race = cardwright.load("double-solitaire").deal(seed=1).to_text()
    assert engine.request("position", text=race)["code"] == "not-allowed"


def test_a_race_dealt_with_wait_starts_only_when_a_player_says_start():
    wire = Wire()
    wire.request(
        "load", variant="double-solitaire", seats=["human", {"kind": "computer", "speed": 50}]
    )
    opened = wire.request("new", seed=5, wait=True)
    assert opened["table"]["started"] is False
    time.sleep(0.3)  # fifteen moves' time at the computer's speed: it has not moved
    assert wire.request("state")["seq"] == 0
    assert wire.request("play", move=opened["moves"][0])["code"] == "waiting"
    started = wire.request("start")
    assert started["table"]["started"] is True
    deadline = time.monotonic() + 10
    while wire.request("state")["seq"] == 0:  # now the computer plays
        assert time.monotonic() < deadline, "the computer never moved after start"
        time.sleep(0.05)
    wire.session.close()
    solo = Wire()
    solo.request("load", variant="accordion")
    assert solo.request("start")["code"] == "not-allowed"
    assert solo.request("new", wait=True)["code"] == "bad-request"
