"""The load generator's connections (open_loop.py): requests sent on a bounded set of keep-alive HTTP/1.1
connections, each answer parsed as it arrives. A request not answered within CLIENT_TIMEOUT of when it was due
is abandoned and its connection closed, as a browser gives up: the server is expected to notice and stop
working on it."""

from __future__ import annotations

import asyncio
import collections
import time
from collections.abc import Callable, Sequence
from typing import cast

from tests.bench.tally import Tally

CLIENT_TIMEOUT = 2.0  # seconds before a request is abandoned (its connection closed)
_HEAD_END = b"\r\n\r\n"
_LAST_CHUNK = b"\r\n0\r\n\r\n"


class _Wire(asyncio.Protocol):
    """One keep-alive connection carrying one request at a time; it parses its answers as they arrive."""

    def __init__(self, run: Run) -> None:
        self._run = run
        self.transport: asyncio.Transport | None = None
        self._buffer = bytearray()
        self._need = 0  # bytes of the answer under way, head included, once its head is in
        self._status = 0
        self.index = 0  # the request in flight: its place in the rotation, when it was due and written
        self.due = self.sent_at = 0.0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is one without the subclass

    def send(self, index: int, due: float, wire: bytes) -> None:
        """Write request `index`, due at `due`."""
        assert self.transport is not None
        self.index, self.due = index, due
        self.sent_at = time.monotonic()
        self.transport.write(wire)

    def data_received(self, data: bytes) -> None:
        self._buffer += data
        try:
            self._parse()
        except ValueError:  # not an HTTP answer we read: count the request failed, drop the connection
            assert self.transport is not None
            self.transport.abort()

    def _parse(self) -> None:
        if not self._need:
            end = self._buffer.find(_HEAD_END)
            if end < 0:
                return
            head = bytes(self._buffer[:end]).lower()
            length, chunked = 0, False
            for line in head.split(b"\r\n")[1:]:
                if line.startswith(b"content-length:"):
                    length = int(line[15:])
                elif line.startswith(b"transfer-encoding:") and b"chunked" in line:
                    chunked = True
            self._status = int(head[9:12])
            if chunked:  # a JSON body never holds a bare CRLF, so the last chunk's mark ends it
                last = self._buffer.find(_LAST_CHUNK, end)
                if last < 0:
                    return
                self._need = last + len(_LAST_CHUNK)
            else:
                self._need = end + len(_HEAD_END) + length
        if len(self._buffer) >= self._need:
            del self._buffer[: self._need]
            self._need = 0
            self._run.answered(self, self._status)

    def connection_lost(self, exc: Exception | None) -> None:
        self._run.lost(self)


class Run:
    """Requests sent on a bounded set of keep-alive connections, without a task or a timer per request.

    A request finds an idle connection, or opens one while fewer than `limit` exist, or waits in line for
    the next to come free. One sweep every SWEEP seconds abandons what has waited CLIENT_TIMEOUT since it
    was due. An earlier version ran a task per request over asyncio streams: it cost the generator so much
    CPU that at twice the capacity its own send lag (p99 242 ms) was most of the latency it measured."""

    SWEEP = 0.05

    def __init__(self, port: int, wires: Sequence[bytes], limit: int, tally: Tally) -> None:
        self._port, self._wires, self._limit, self.tally = port, wires, limit, tally
        self._loop = asyncio.get_running_loop()
        self._idle: list[_Wire] = []
        self._busy: set[_Wire] = set()
        self._opening = 0
        self._line: collections.deque[tuple[int, float]] = collections.deque()
        # Closed loop: the request a connection sends as soon as it is free, or None to rest.
        self.following: Callable[[], tuple[int, float] | None] = lambda: None
        self._done = asyncio.Event()
        self._sweeper = self._loop.call_later(self.SWEEP, self._sweep)

    def request(self, index: int, due: float) -> None:
        """Send request `index` (due at `due`) now, or as soon as a connection is free."""
        self.tally.sent += 1
        self._done.clear()
        if self._idle:
            self._send(self._idle.pop(), index, due)
        elif len(self._busy) + self._opening < self._limit:
            self._opening += 1
            self._loop.create_task(self._open(index, due))
        else:
            self._line.append((index, due))

    async def _open(self, index: int, due: float) -> None:
        try:
            _, wire = await self._loop.create_connection(lambda: _Wire(self), "127.0.0.1", self._port)
        except OSError:
            self._opening -= 1
            self.tally.failures += 1
            self._settle()
            return
        self._opening -= 1
        self._send(wire, index, due)

    async def open_idle(self, count: int) -> None:
        """Open `count` connections and keep them idle for the requests to come."""
        for _ in range(count):
            _, wire = await self._loop.create_connection(lambda: _Wire(self), "127.0.0.1", self._port)
            self._idle.append(wire)

    def _send(self, wire: _Wire, index: int, due: float) -> None:
        self._busy.add(wire)
        self.tally.send_lags.append(time.monotonic() - due)
        wire.send(index, due, self._wires[index])

    def answered(self, wire: _Wire, status: int) -> None:
        """`wire`'s answer is in: count it and give the connection its next request."""
        tally = self.tally
        now = time.monotonic()
        latency = now - wire.due
        tally.answered_latencies.append(latency)
        if 200 <= status < 300:
            tally.good += 1
            tally.good_latencies.append(latency)
            tally.good_from_sent.append(now - wire.sent_at)
            tally.good_by_request[wire.index] = tally.good_by_request.get(wire.index, 0) + 1
        elif status == 503:
            tally.shed += 1
        elif status >= 500:
            tally.server_errors += 1
        else:
            tally.client_errors += 1
        self._busy.discard(wire)
        following = self._line.popleft() if self._line else self.following()
        if following is not None:
            self._send(wire, *following)
        else:
            self._idle.append(wire)
            self._settle()

    def lost(self, wire: _Wire) -> None:
        """The server closed `wire`: a request on it failed."""
        if wire in self._busy:
            self._busy.discard(wire)
            self.tally.failures += 1
        if wire in self._idle:
            self._idle.remove(wire)
        self._settle()

    def _sweep(self) -> None:
        late = time.monotonic() - CLIENT_TIMEOUT
        for wire in [w for w in self._busy if w.due < late]:
            self._busy.discard(wire)
            self.tally.timeouts += 1
            assert wire.transport is not None
            wire.transport.abort()  # as a browser gives up: the server should notice and stop
        while self._line and self._line[0][1] < late:
            self._line.popleft()
            self.tally.timeouts += 1
        self._settle()
        self._sweeper = self._loop.call_later(self.SWEEP, self._sweep)

    def _settle(self) -> None:
        if not self._busy and not self._line and not self._opening:
            self._done.set()

    async def finished(self) -> None:
        """Wait for every request sent to be answered or abandoned."""
        self._settle()
        await self._done.wait()

    def close(self) -> None:
        self._sweeper.cancel()
        for wire in [*self._idle, *self._busy]:
            if wire.transport is not None:
                wire.transport.close()
