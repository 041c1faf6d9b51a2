"""``cardwright serve``: the JSON protocol over WebSocket, and the browser table.

One HTTP server (``websockets``, an optional extra: ``pip install 'cardwright[serve]'``) serves
the static page from the package (``cardwright/web``) and upgrades ``/ws`` to a WebSocket. Each
connection gets its own protocol :class:`~cardwright.frontends.protocol.Session`; all sessions share one
:class:`~cardwright.frontends.protocol.Hub`, so two browsers can sit at one table. One request is one text
message, replies and pushed events are one message each (docs/protocol.md, docs/serve.md).

A session may emit from any thread (a table pushes the other seat's moves from the thread that
submitted them), so ``emit`` only hands the message to the connection's event loop; one writer
task per connection sends them in order. Requests are handled in a worker thread, one at a time
per connection, so a long request (a solve) never stalls the other connections.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import logging
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from http import HTTPStatus
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

import attrs
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .._version import __version__
from .keymap import keys_json
from .protocol import Hub, Session, error

STATIC = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/index.html": ("index.html", "text/html; charset=utf-8"),
    "/table.css": ("table.css", "text/css; charset=utf-8"),
    "/table.js": ("table.js", "text/javascript; charset=utf-8"),
    "/keys.json": ("keys.json", "application/json"),  # made from keymap.py, not a file
}
SOCKET_PATH = "/ws"
SECURITY_HEADERS = [
    (
        "Content-Security-Policy",
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-cache"),
]
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})


@attrs.frozen
class Limits:
    """What one server allows (docs/serve.md). Sizes in bytes, times in seconds."""

    max_message_bytes: int = 65536  # one request; larger ones get an error reply
    rate: float = 20.0  # requests per second per connection, sustained
    burst: int = 40  # requests a connection may send at once
    idle_timeout: float = 900.0  # a connection that sends nothing for this long is closed
    max_tables: int = 100  # open tables on the server (the Hub's cap)
    max_connections: int = 100  # open WebSocket connections
    max_backlog: int = 1000  # replies and events waiting for a client that does not read
    max_solve_seconds: float = 10.0  # the longest 'solve' a client may ask for

    def __attrs_post_init__(self) -> None:
        positive = {
            "max_message_bytes": self.max_message_bytes,
            "rate": self.rate,
            "burst": self.burst,
            "idle_timeout": self.idle_timeout,
            "max_connections": self.max_connections,
            "max_backlog": self.max_backlog,
            "max_solve_seconds": self.max_solve_seconds,
        }
        for name, value in positive.items():
            if not value > 0:
                raise ValueError(f"{name.replace('_', ' ')} must be above 0, not {value}")
        if self.max_tables < 0:
            raise ValueError(f"max tables cannot be negative, not {self.max_tables}")


class TokenBucket:
    """``rate`` tokens a second, at most ``burst`` saved up; each request takes one."""

    def __init__(
        self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self._clock = clock
        self._last = clock()

    def take(self) -> bool:
        now = self._clock()
        self.tokens = min(self.burst, self.tokens + (now - self._last) * self.rate)
        self._last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


def _request_id(message: str | bytes) -> Any:
    """The ``id`` of a request, if it can be read (for the reply to a refused request)."""
    try:
        data = json.loads(message)
    except ValueError:
        return None
    return data.get("id") if isinstance(data, dict) else None


def _is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _host_name(header: str) -> str:
    """The host part of a ``Host`` header: ``127.0.0.1:8765`` → ``127.0.0.1``, ``[::1]:80`` →
    ``::1``; ``""`` if it cannot be read."""
    try:
        return urlsplit(f"//{header}").hostname or ""
    except ValueError:
        return ""


def allowed_host_names(host: str, allow_hosts: Iterable[str] = ()) -> frozenset[str]:
    """The ``Host`` names a server bound to ``host`` answers: the loopback names and
    ``allow_hosts``. A bind beyond this machine without ``allow_hosts`` is a
    :class:`ValueError` (one line, saying what to pass): with no list, a page of any website
    the user visits could reach the server under its own name (DNS rebinding) and drive it."""
    names: set[str] = set()
    for given in allow_hosts:
        name = _host_name(given.strip())  # lower case; a port, if given, is dropped
        if not name:
            raise ValueError(f"--allow-host {given!r} is not a host name")
        names.add(name)
    if not _is_loopback(host) and not names:
        raise ValueError(
            f"--host {host} listens beyond this machine: pass --allow-host NAME (repeatable) with "
            "each name clients use to reach it, or any website you visit could drive the server"
        )
    return LOOPBACK_NAMES | names


def _origin_host(origin: str) -> str:
    """``host:port`` of an ``Origin`` header (``http://127.0.0.1:8765``); ``""`` if unreadable."""
    try:
        return urlsplit(origin).netloc
    except ValueError:
        return ""


class TableServer:
    """The HTTP + WebSocket server. ``await start()``, then ``port`` is the bound port."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 8765,
        limits: Limits | None = None,
        allow_hosts: Iterable[str] = (),
    ) -> None:
        self.host = host
        # The Host names answered (loopback ones and allow_hosts); raises for a bind beyond
        # this machine without allow_hosts.
        self.allowed_hosts = allowed_host_names(host, allow_hosts)
        self.requested_port = port
        self.limits = limits or Limits()
        self.hub = Hub(max_tables=self.limits.max_tables)
        self.connections = 0
        self._server: Server | None = None
        # Requests run here, one at a time per connection: a long one stalls only its own.
        self._workers = ThreadPoolExecutor(self.limits.max_connections, "cardwright-session")
        self._files = {
            name: resources.files(__package__ or "cardwright").joinpath("web", name).read_bytes()
            for name, _ in STATIC.values()
            if name != "keys.json"
        }
        self._files["keys.json"] = json.dumps(keys_json(), ensure_ascii=False).encode("utf-8")

    @property
    def port(self) -> int:
        assert self._server is not None, "the server is not started"
        port: int = next(iter(self._server.sockets)).getsockname()[1]
        return port

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    async def start(self) -> None:
        self._server = await serve(
            self._connection,
            self.host,
            self.requested_port,
            process_request=self._http,
            # A frame up to twice the cap still gets the protocol's "too large" error reply
            # (the session checks the cap); anything larger closes the connection (1009).
            max_size=2 * self.limits.max_message_bytes,
            max_queue=16,
            server_header=f"cardwright/{__version__}",
        )

    async def serve_forever(self) -> None:
        if self._server is None:
            await self.start()
        assert self._server is not None
        await self._server.serve_forever()

    def close(self) -> None:
        if self._server is not None:
            self._server.close()

    async def wait_closed(self) -> None:
        if self._server is not None:
            await self._server.wait_closed()
        self.hub.close(wait=None)  # stops the computer seats
        self._workers.shutdown(wait=False, cancel_futures=True)

    # -- HTTP ----------------------------------------------------------------------------------
    def _respond(
        self, status: HTTPStatus, body: bytes, content_type: str = "text/plain; charset=utf-8"
    ) -> Response:
        headers = Headers(
            [
                ("Content-Type", content_type),
                ("Content-Length", str(len(body))),
                ("Connection", "close"),
                *SECURITY_HEADERS,
            ]
        )
        return Response(status.value, status.phrase, headers, body)

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        """Static files for plain requests; checks before a WebSocket upgrade."""
        path = urlsplit(request.path).path
        hosts = request.headers.get_all("Host")
        origins = request.headers.get_all("Origin")
        upgrades = request.headers.get_all("Upgrade")
        if len(hosts) != 1 or len(origins) > 1 or len(upgrades) > 1:
            # Missing or repeated: malformed (HTTP/1.1 requires exactly one Host).
            return self._respond(HTTPStatus.BAD_REQUEST, b"malformed Host, Origin or Upgrade\n")
        host = hosts[0]
        name = _host_name(host).lower()
        if not name:
            return self._respond(HTTPStatus.BAD_REQUEST, b"unreadable Host header\n")
        if name not in self.allowed_hosts and not _is_loopback(name):
            # Only loopback names and --allow-host ones (stops DNS-rebinding pages).
            return self._respond(HTTPStatus.MISDIRECTED_REQUEST, b"unknown host\n")
        if (upgrades[0] if upgrades else "").lower() != "websocket":
            found = STATIC.get(path)
            if found is None:
                return self._respond(HTTPStatus.NOT_FOUND, b"not found\n")
            name, content_type = found
            return self._respond(HTTPStatus.OK, self._files[name], content_type)
        if path != SOCKET_PATH:
            return self._respond(HTTPStatus.NOT_FOUND, b"the WebSocket endpoint is /ws\n")
        origin = origins[0] if origins else None
        if origin is not None and _origin_host(origin).lower() != host.lower():
            # Another site's page in the user's browser may not drive this server.
            return self._respond(HTTPStatus.FORBIDDEN, b"cross-origin WebSocket refused\n")
        if self.connections >= self.limits.max_connections:
            return self._respond(HTTPStatus.SERVICE_UNAVAILABLE, b"too many connections\n")
        return None

    # -- one WebSocket connection --------------------------------------------------------------
    async def _connection(self, socket: ServerConnection) -> None:
        if self.connections >= self.limits.max_connections:
            await socket.close(1013, "too many connections")
            return
        self.connections += 1
        try:
            await self._converse(socket)
        finally:
            self.connections -= 1

    async def _converse(self, socket: ServerConnection) -> None:
        limits = self.limits
        loop = asyncio.get_running_loop()
        outbox: asyncio.Queue[str | None] = asyncio.Queue()
        closed = overflow = False

        def deliver(text: str | None) -> None:  # on the loop's thread
            nonlocal closed, overflow
            if closed:
                return
            if text is None or outbox.qsize() >= limits.max_backlog:
                closed = True  # the end, or a client that does not read: stop queueing
                overflow = text is not None
                outbox.put_nowait(None)
                return
            outbox.put_nowait(text)

        def emit(message: dict[str, Any]) -> None:  # from any thread
            text = json.dumps(message, ensure_ascii=False)
            with contextlib.suppress(RuntimeError):  # the loop is gone: so is the connection
                loop.call_soon_threadsafe(deliver, text)

        async def write() -> None:
            while (text := await outbox.get()) is not None:
                try:
                    await socket.send(text)
                except ConnectionClosed:
                    return
            if overflow:
                await socket.close(1008, "too many unread messages")

        session = Session(
            emit,
            self.hub,
            max_message_bytes=limits.max_message_bytes,
            max_solve_seconds=limits.max_solve_seconds,
        )
        writer = asyncio.create_task(write())
        bucket = TokenBucket(limits.rate, limits.burst)
        try:
            while True:
                try:
                    async with asyncio.timeout(limits.idle_timeout):
                        message = await socket.recv()
                except TimeoutError:
                    await socket.close(1000, "idle timeout")
                    break
                if not bucket.take():
                    emit(
                        error(
                            _request_id(message),
                            "rate-limited",
                            f"too many requests: at most {limits.rate:g} a second (bursts of "
                            f"{limits.burst}); wait a moment and send it again",
                        )
                    )
                    continue
                await loop.run_in_executor(self._workers, session.handle_line, message)
        except ConnectionClosed:
            pass
        finally:
            # Leaves the table (the other seats are told); waits for the session's lock.
            await loop.run_in_executor(self._workers, session.close)
            loop.call_soon_threadsafe(deliver, None)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(writer, timeout=5)


# ---------------------------------------------------------------------------------------------
# Running it


def run(
    host: str = "127.0.0.1",
    port: int = 8765,
    limits: Limits | None = None,
    allow_hosts: Iterable[str] = (),
) -> int:
    """Serve until interrupted (the ``cardwright serve`` command). A bind beyond this machine
    without ``allow_hosts`` is a :class:`ValueError` before anything is bound."""
    logging.basicConfig(level=logging.WARNING, format="cardwright serve: %(message)s")
    server = TableServer(host, port, limits, allow_hosts)

    async def main() -> None:
        await server.start()
        print(f"cardwright: serving the table at {server.url} (Ctrl-C to stop)", flush=True)
        if not _is_loopback(host):
            names = ", ".join(sorted(server.allowed_hosts - LOOPBACK_NAMES))
            print(
                f"cardwright: warning: listening on {host}, not only this machine: anyone who "
                f"can reach it can open tables. Only the Host names {names} (and loopback ones) "
                "are answered; without that list any website you visit could drive this server "
                "(docs/serve.md)",
                flush=True,
            )
        await server.serve_forever()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(main())
    return 0


class BackgroundServer:
    """A :class:`TableServer` on its own event loop in a daemon thread (tests, scripts):
    ``with BackgroundServer() as server: server.url``."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        limits: Limits | None = None,
        allow_hosts: Iterable[str] = (),
    ):
        self.server = TableServer(host, port, limits, allow_hosts)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def ws_url(self) -> str:
        return "ws" + self.url[len("http") :] + SOCKET_PATH.lstrip("/")

    def start(self) -> BackgroundServer:
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self.server.start(), self._loop).result(timeout=10)
        return self

    def stop(self) -> None:
        async def shut() -> None:
            self.server.close()
            await self.server.wait_closed()

        asyncio.run_coroutine_threadsafe(shut(), self._loop).result(timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()

    def __enter__(self) -> BackgroundServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
