"""``cardwright serve`` without a browser: the WebSocket protocol, the static page, the limits,
and seats (docs/serve.md). The server runs in a thread of the test process."""

import contextlib
import json
import sys
import time
import urllib.error
import urllib.request
from importlib import resources
from pathlib import Path

import pytest

pytest.importorskip("websockets", reason="the server needs 'cardwright[serve]' (websockets)")

from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from cardwright.frontends.cli import build_parser, main
from cardwright.frontends.serve import BackgroundServer, Limits, TokenBucket


class Client:
    """A protocol client over one WebSocket: ``request`` waits for the reply to its id and
    keeps the events that arrive meanwhile."""

    def __init__(self, server, **kwargs):
        self._stack = contextlib.ExitStack()
        self.socket = self._stack.enter_context(connect(server.ws_url, open_timeout=5, **kwargs))
        self.events = []
        self.next_id = 0

    def send(self, type_, **fields):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "type": type_, **fields}))
        return self.next_id

    def receive(self, timeout=5):
        return json.loads(self.socket.recv(timeout=timeout))

    def reply(self, request_id, timeout=5):
        while True:
            message = self.receive(timeout)
            if message.get("type") == "event":
                self.events.append(message)
            elif message.get("id") == request_id:
                return message

    def request(self, type_, **fields):
        return self.reply(self.send(type_, **fields))

    def event(self, kind, timeout=5):
        while True:
            for message in self.events:
                if message["event"] == kind:
                    self.events.remove(message)
                    return message
            message = self.receive(timeout)
            if message.get("type") == "event":
                self.events.append(message)

    def close(self):
        self._stack.close()


@pytest.fixture
def server():
    with BackgroundServer() as running:
        yield running


def serve_with(**limits):
    return BackgroundServer(limits=Limits(**limits))


def get(url, **headers):
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


# -- the page ------------------------------------------------------------------------------------


def test_the_page_and_its_files_are_served_with_a_strict_policy(server):
    status, headers, body = get(server.url)
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert b'<script src="table.js"' in body
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert headers["X-Content-Type-Options"] == "nosniff"
    status, headers, body = get(server.url + "table.js")
    assert status == 200 and headers["Content-Type"].startswith("text/javascript")
    assert b"data-zone" in body
    assert get(server.url + "table.css")[0] == 200
    assert get(server.url + "?join=1")[0] == 200  # a query string is not part of the path
    assert get(server.url + "../pyproject.toml")[0] == 404
    assert get(server.url + "serve.py")[0] == 404


def test_the_page_ships_inside_the_package():
    web = resources.files("cardwright.frontends").joinpath("web")
    assert {"index.html", "table.css", "table.js"} <= {entry.name for entry in web.iterdir()}


def test_on_loopback_only_loopback_host_names_are_answered(server):
    # A page of another site whose name was made to point at 127.0.0.1 (DNS rebinding) sends
    # its own name in Host: refused.
    assert get(server.url, Host=f"evil.example:{server.server.port}")[0] == 421
    assert get(server.url, Host=f"localhost:{server.server.port}")[0] == 200


def test_a_websocket_from_another_origin_is_refused(server):
    with (
        pytest.raises(InvalidStatus) as refused,
        connect(server.ws_url, origin="http://evil.example", open_timeout=5),
    ):
        pass
    assert refused.value.response.status_code == 403
    with connect(server.ws_url, origin=server.url.rstrip("/"), open_timeout=5) as same:
        same.send(json.dumps({"type": "hello"}))
        assert json.loads(same.recv(timeout=5))["type"] == "hello"


# -- the protocol over WebSocket -----------------------------------------------------------------


def test_hello_load_new_play_undo_over_a_websocket(server):
    client = Client(server)
    hello = client.request("hello", protocol=1)
    assert hello["type"] == "hello" and hello["protocol"] == 1 and "play" in hello["commands"]
    names = [v["name"] for v in client.request("variants")["variants"]]
    assert "accordion" in names and "double-solitaire" in names
    loaded = client.request("load", variant="accordion")
    assert loaded["game"]["zones"][1]["kind"] == "row"
    dealt = client.request("new", seed=1)
    assert dealt["moves"] == ["deal"] and dealt["state"]["zones"]["row"] == []
    assert set(dealt["state"]["zones"]["stock"][0]) == {"??"}  # the stock stays hidden
    client.request("play", move="deal")
    played = client.request("play", move="deal")
    assert played["status"] == "accepted" and played["state"]["zones"]["row"] == [["3S"], ["6S"]]
    assert played["undo"] == 2 and played["moves"] == ["row2>row1", "deal"]
    wrong = client.request("play", move="row2>row9")
    assert wrong["type"] == "error" and wrong["code"] == "illegal-move"
    assert client.request("undo")["state"]["zones"]["row"] == [["3S"]]
    assert client.request("redo")["undo"] == 2
    client.close()


def test_bad_input_is_answered_and_the_connection_lives_on(server):
    client = Client(server)
    client.socket.send("{not json")
    assert client.receive()["code"] == "bad-json"
    client.socket.send(b"\xff\xfe")  # a binary frame that is not UTF-8
    assert client.receive()["code"] == "bad-json"
    assert client.request("no-such-command")["code"] == "unknown-command"
    assert client.request("hello")["type"] == "hello"
    client.close()


# -- limits --------------------------------------------------------------------------------------


def test_too_large_messages_get_an_error_and_huge_ones_close_the_connection():
    with serve_with(max_message_bytes=1000) as server:
        client = Client(server)
        client.socket.send(json.dumps({"id": 1, "type": "hello", "pad": "x" * 1200}))
        reply = client.receive()
        assert reply["type"] == "error" and reply["code"] == "too-large"
        assert client.request("hello")["type"] == "hello"  # still connected
        client.socket.send("x" * 5000)  # beyond twice the cap: the socket is closed (1009)
        with pytest.raises(ConnectionClosed) as closed:
            client.receive()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009


def test_a_connection_sending_too_fast_is_rate_limited():
    with serve_with(rate=0.5, burst=3) as server:
        client = Client(server)
        ids = [client.send("hello") for _ in range(6)]
        replies = {message["id"]: message for message in (client.receive() for _ in ids)}
        limited = [i for i in ids if replies[i]["type"] == "error"]
        assert limited == ids[3:]
        assert all(replies[i]["code"] == "rate-limited" for i in limited)
        assert "a second" in replies[ids[-1]]["message"]
        client.close()


def test_the_token_bucket_refills_at_its_rate():
    now = [0.0]
    bucket = TokenBucket(rate=2, burst=2, clock=lambda: now[0])
    assert [bucket.take() for _ in range(3)] == [True, True, False]
    now[0] += 0.5  # one token back
    assert [bucket.take() for _ in range(2)] == [True, False]
    now[0] += 100  # never more than the burst
    assert [bucket.take() for _ in range(3)] == [True, True, False]


def test_the_number_of_tables_is_capped():
    with serve_with(max_tables=1) as server:
        first, second = Client(server), Client(server)
        for client in (first, second):
            client.request("load", variant="double-solitaire", seats=["human", "human"])
        assert "table" in first.request("new", seed=1)
        full = second.request("new", seed=2)
        assert full["type"] == "error" and full["code"] == "table-full"
        first.close()  # its table closes when its last person leaves
        first.events.clear()
        for _ in range(100):
            again = second.request("new", seed=2)
            if again["type"] == "new":
                break
            time.sleep(0.02)
        assert again["type"] == "new"
        second.close()


def test_the_number_of_connections_is_capped():
    with serve_with(max_connections=1) as server:
        first = Client(server)
        assert first.request("hello")["type"] == "hello"
        with pytest.raises(InvalidStatus) as refused:
            Client(server)
        assert refused.value.response.status_code == 503
        first.close()


def test_an_idle_connection_is_closed():
    with serve_with(idle_timeout=0.3) as server:
        client = Client(server)
        with pytest.raises(ConnectionClosed) as closed:
            client.receive(timeout=5)
        assert closed.value.rcvd.code == 1000 and closed.value.rcvd.reason == "idle timeout"


# -- seats ---------------------------------------------------------------------------------------


def open_race(server, seed=3):
    first, second = Client(server), Client(server)
    first.request("load", variant="double-solitaire", seats=["human", "human"])
    opened = first.request("new", seed=seed)
    table = opened["table"]
    assert table["seat"] == 1 and not table["started"]
    return first, second, table


def test_two_connections_race_at_one_table_and_each_moves_only_for_its_seat(server):
    first, second, table = open_race(server)
    refused = second.request("join", table=table["id"], token=table["tokens"]["1"] + "x")
    assert refused["code"] == "bad-token"
    joined = second.request("join", table=table["id"], token=table["tokens"]["2"])
    assert joined["table"]["seat"] == 2 and joined["table"]["started"]
    assert "tokens" not in joined["table"]
    assert first.event("seats")["started"]

    # Seat 1 may not move for seat 2, in any spelling.
    for text in ("p2 turn", "P2 turn"):
        wrong = first.request("play", move=text)
        assert wrong["code"] == "not-your-seat"
    # Seat 2's own move: accepted, and seat 1 hears of it with its own view.
    played = second.request("play", move="turn")
    assert played["status"] == "accepted" and played["move"] == "p2 turn"
    event = first.event("move")
    assert event["seat"] == 2 and event["move"] == "p2 turn" and event["state"]["viewer"] == 1
    # Seat 2's stock is still hidden from seat 1, its waste is not.
    assert set(event["state"]["zones"]["stock"]["p2"][0]) == {"??@2"}
    assert all(card != "??@2" for card in event["state"]["zones"]["waste"]["p2"][0])
    # Seat 1's moves are its own; "undo" is not for races.
    assert first.request("play", move="turn")["status"] == "accepted"
    assert second.event("move")["seat"] == 1
    assert first.request("undo")["code"] == "not-allowed"
    first.close()
    second.close()


def test_leaving_the_table_tells_the_other_seat(server):
    first, second, table = open_race(server)
    second.request("join", table=table["id"], token=table["tokens"]["2"])
    first.event("seats")
    second.close()
    left = first.event("seats")
    assert [seat["present"] for seat in left["seats"]] == [True, False]
    first.close()


# -- the command ---------------------------------------------------------------------------------


def test_the_command_line_defaults_are_the_servers():
    args = build_parser().parse_args(["serve"])
    defaults = Limits()
    assert args.host == "127.0.0.1" and args.port == 8765
    assert args.max_tables == defaults.max_tables
    assert args.max_connections == defaults.max_connections
    assert args.idle_timeout == defaults.idle_timeout
    assert args.rate == defaults.rate


def test_without_websockets_the_command_says_what_to_install(monkeypatch, capsys):
    for name in [n for n in sys.modules if n == "websockets" or n.startswith("websockets.")]:
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.setitem(sys.modules, "websockets", None)
    monkeypatch.delitem(sys.modules, "cardwright.frontends.serve", raising=False)
    assert main(["serve", "--port", "0"]) == 1
    assert "pip install 'cardwright[serve]'" in capsys.readouterr().err


def test_the_example_of_docs_serve_md_runs_as_shown(capsys):
    text = (Path(__file__).parents[1] / "docs" / "serve.md").read_text("utf-8")
    example = text.split("```python\n")[1].split("```")[0]
    exec(compile(example, "docs/serve.md", "exec"), {})
    assert capsys.readouterr().out == "[['3S']] ['deal']\n"


def test_unreadable_host_and_origin_headers_are_refused_not_crashed_on(server):
    assert get(server.url, Host="[::1")[0] == 400
    with (
        pytest.raises(InvalidStatus) as refused,
        connect(server.ws_url, origin="http://[::1", open_timeout=5),
    ):
        pass
    assert refused.value.response.status_code == 403


def test_limits_must_make_sense(capsys):
    with pytest.raises(ValueError, match="rate must be above 0"):
        Limits(rate=0)
    assert main(["serve", "--max-connections", "0"]) == 2
    assert "max connections must be above 0" in capsys.readouterr().err


# -- malformed headers and binds beyond this machine (issue 15, item 12) -------------------------


def raw(port, head):
    """Send a raw request head; the status code and the whole answer."""
    import socket

    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(head.replace("\n", "\r\n").encode() + b"\r\n")
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
            if b"\r\n\r\n" in answer and b"101" in answer.split(b"\r\n", 1)[0]:
                break
    return int(answer.split(b" ", 2)[1]), answer


UPGRADE = (
    "Upgrade: websocket\nConnection: Upgrade\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\n"
    "Sec-WebSocket-Version: 13\n"
)


def test_malformed_host_or_origin_headers_get_400_and_no_traceback(server, caplog):
    port = server.server.port
    here = f"Host: 127.0.0.1:{port}\n"
    assert raw(port, f"GET / HTTP/1.1\n{here}{here}")[0] == 400  # twice
    assert raw(port, f"GET / HTTP/1.1\n{here}Host: evil.example\n")[0] == 400
    assert raw(port, "GET / HTTP/1.1\n")[0] == 400  # none
    assert raw(port, "GET / HTTP/1.1\nHost: [::1\n")[0] == 400  # unreadable
    origin = f"Origin: http://127.0.0.1:{port}\n"
    assert raw(port, f"GET /ws HTTP/1.1\n{here}{origin}{origin}{UPGRADE}")[0] == 400
    assert raw(port, f"GET / HTTP/1.1\n{here}")[0] == 200  # and the server lives on
    assert raw(port, f"GET /ws HTTP/1.1\n{here}{origin}{UPGRADE}")[0] == 101
    assert "Traceback" not in caplog.text and "500" not in caplog.text


def test_a_bind_beyond_this_machine_needs_an_allow_host_list(capsys):
    from cardwright.frontends.serve import TableServer

    with pytest.raises(ValueError, match="pass --allow-host NAME"):
        TableServer("0.0.0.0", 0)
    assert main(["serve", "--host", "0.0.0.0", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--allow-host NAME (repeatable)" in err
    assert "any website you visit could drive the server" in err
    assert main(["serve", "--host", "0.0.0.0", "--allow-host", "", "--port", "0"]) == 2
    assert "is not a host name" in capsys.readouterr().err


def test_beyond_this_machine_only_allowed_host_names_and_origins_are_answered():
    # A DNS-rebinding page sends its own name as Host and as Origin: refused.
    with BackgroundServer("0.0.0.0", allow_hosts=["Cards.Example:8765"]) as running:
        port = running.server.port
        evil = "Host: evil.example\nOrigin: http://evil.example\n"
        assert raw(port, f"GET / HTTP/1.1\n{evil}")[0] == 421
        assert raw(port, f"GET /ws HTTP/1.1\n{evil}{UPGRADE}")[0] == 421
        good = f"Host: cards.example:{port}\n"
        assert raw(port, f"GET / HTTP/1.1\n{good}")[0] == 200
        assert (
            raw(port, f"GET /ws HTTP/1.1\n{good}Origin: http://evil.example\n{UPGRADE}")[0] == 403
        )
        origin = f"Origin: http://cards.example:{port}\n"
        assert raw(port, f"GET /ws HTTP/1.1\n{good}{origin}{UPGRADE}")[0] == 101
        assert raw(port, f"GET / HTTP/1.1\nHost: 127.0.0.1:{port}\n")[0] == 200  # this machine


def test_the_warning_for_a_bind_beyond_this_machine_says_what_it_risks(monkeypatch, capsys):
    from cardwright.frontends import serve

    async def stop_at_once(self):
        self.close()
        await self.wait_closed()

    monkeypatch.setattr(serve.TableServer, "serve_forever", stop_at_once)
    assert main(["serve", "--host", "0.0.0.0", "--port", "0", "--allow-host", "cards.lan"]) == 0
    out = capsys.readouterr().out
    assert "warning: listening on 0.0.0.0, not only this machine" in out
    assert "Host names cards.lan" in out
    assert "any website you visit could drive this server" in out
