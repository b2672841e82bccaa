"""An open-loop HTTP load generator: requests arrive at a fixed rate whatever the server does.

wrk (tests/bench/load.py) is closed-loop: each connection waits for its answer before the next request, so
a slow server is sent less work and its queueing never shows. Shoppers do not wait for each other. Here the
n-th request is due at `start + n / rate` and is sent then on an idle keep-alive connection, or a new one
(up to MAX_CONNECTIONS), or as soon as one is free; its latency runs from when it was due, so time spent
waiting for a connection counts (no coordinated omission). A request not answered within the client timeout is abandoned and its
connection closed, as a browser gives up: the server is expected to notice and stop working on it.

Capacity is measured with the same client run closed-loop (CLOSED_LOOP_CONNECTIONS requests always in
flight): the answered requests per second.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import gc
import time
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, TypeVar, cast

import msgspec
import uvloop

from tests.bench.load import Request

MAX_CONNECTIONS = 1024  # a thousand shoppers' browsers at once: far past what 2 workers take
CLOSED_LOOP_CONNECTIONS = 64
# Connections the open loop opens before its clock starts. Shoppers' browsers keep theirs open between
# requests; without them the first milliseconds of a run opened one per request, a storm of connections that
# no steady load makes, and the server's line at the start of a soak came from it.
WARM_CONNECTIONS = 64
TICK = 0.001  # seconds: the open loop sends what is due this often
# A wake-up of the generator this late means the whole machine stalled (at 0.5x the generator is idle most
# of the time and wakes within 2 ms): what the server answered then tells nothing about the server.
STALL = 0.1
CLIENT_TIMEOUT = 2.0  # seconds before a request is abandoned (its connection closed)
_HEAD_END = b"\r\n\r\n"
_LAST_CHUNK = b"\r\n0\r\n\r\n"
T = TypeVar("T")


class Tally(msgspec.Struct):
    """What one run saw: answers by kind, and the latencies (seconds from due time) of the good ones."""

    sent: int = 0
    good: int = 0  # 2xx
    shed: int = 0  # 503: refused at once by the server's load shedding
    client_errors: int = 0  # 4xx (a cart refusal, a rate limit)
    server_errors: int = 0  # 5xx other than 503
    timeouts: int = 0
    failures: int = 0  # connection refused or reset
    good_latencies: list[float] = []
    good_from_sent: list[float] = []  # the same answers' seconds from when they were written (server's part)
    answered_latencies: list[float] = []
    good_by_request: dict[int, int] = {}  # index in the rotation -> 2xx answers (acknowledged writes)
    send_lags: list[float] = []  # seconds from due to written: the client's own delay, not the server's
    stalls: list[float] = []  # seconds the generator woke late by, when STALL or more (the machine stalled)


class Level(msgspec.Struct, frozen=True):
    """One run's figures: offered and answered rates per second, latencies of good answers in ms."""

    name: str
    offered_rps: float
    seconds: float
    sent: int
    goodput_rps: float
    shed: int
    client_errors: int
    server_errors: int
    timeouts: int
    failures: int
    p50_ms: float
    p99_ms: float
    answered_p99_ms: float
    send_lag_p99_ms: float  # the client's own delay before sending (its CPU or connections); keep it small
    # The good answers' p99 from when they were written, not due: the server's part, without the client's
    # own delay (runs before this lack it).
    p99_from_sent_ms: float = 0.0
    # The generator's own wake-ups STALL or more late: the machine stalled (runs before this lack them).
    machine_stalls: int = 0
    longest_stall_ms: float = 0.0


def encode(request: Request) -> bytes:
    """The request's bytes on the wire (HTTP/1.1, keep-alive)."""
    body = request.body.encode()
    lines = [f"{request.method} {request.path} HTTP/1.1", "Host: 127.0.0.1", "Accept: application/json"]
    lines += [f"{name}: {value}" for name, value in request.headers]
    if request.method != "GET":
        lines += ["Content-Type: application/json", f"Content-Length: {len(body)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000


class _Wire(asyncio.Protocol):
    """One keep-alive connection carrying one request at a time; it parses its answers as they arrive."""

    def __init__(self, run: _Run) -> None:
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


class _Run:
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


def level(name: str, offered: float, seconds: float, tally: Tally) -> Level:
    """A run's figures for the report."""
    return Level(
        name=name,
        offered_rps=round(offered, 1),
        seconds=round(seconds, 1),
        sent=tally.sent,
        goodput_rps=round(tally.good / seconds, 1),
        shed=tally.shed,
        client_errors=tally.client_errors,
        server_errors=tally.server_errors,
        timeouts=tally.timeouts,
        failures=tally.failures,
        p50_ms=round(_percentile(tally.good_latencies, 0.50), 2),
        p99_ms=round(_percentile(tally.good_latencies, 0.99), 2),
        answered_p99_ms=round(_percentile(tally.answered_latencies, 0.99), 2),
        send_lag_p99_ms=round(_percentile(tally.send_lags, 0.99), 2),
        p99_from_sent_ms=round(_percentile(tally.good_from_sent, 0.99), 2),
        machine_stalls=len(tally.stalls),
        longest_stall_ms=round(max(tally.stalls, default=0.0) * 1000, 1),
    )


async def _open_loop(port: int, wires: Sequence[bytes], rate: float, seconds: float) -> Tally:
    run = _Run(port, wires, MAX_CONNECTIONS, Tally())
    await run.open_idle(WARM_CONNECTIONS)
    start = time.monotonic()
    sent = 0
    try:
        while (now := time.monotonic()) < start + seconds:
            due_count = int((now - start) * rate) + 1
            while sent < due_count:  # catch up at once when the loop woke late
                run.request(sent % len(wires), start + sent / rate)
                sent += 1
            # Wake at most once a millisecond: the loop's timers have that resolution, and shorter sleeps
            # spin the generator's CPU. A request due in between is sent up to a millisecond late, counted.
            nap = max(TICK, start + sent / rate - time.monotonic())
            slept = time.monotonic()
            await asyncio.sleep(nap)
            if (late := time.monotonic() - slept - nap) >= STALL:
                run.tally.stalls.append(late)
        await run.finished()
    finally:
        run.close()
    return run.tally


async def _closed_loop(port: int, wires: Sequence[bytes], seconds: float) -> Tally:
    run = _Run(port, wires, CLOSED_LOOP_CONNECTIONS, Tally())
    deadline = time.monotonic() + seconds
    counter = iter(range(1 << 62))

    def following() -> tuple[int, float] | None:
        # Each connection sends its next request as soon as it has its answer, until the deadline.
        now = time.monotonic()
        if now >= deadline:
            return None
        run.tally.sent += 1
        return next(counter) % len(wires), now

    run.following = following
    try:
        for _ in range(CLOSED_LOOP_CONNECTIONS):
            run.request(next(counter) % len(wires), time.monotonic())
        await asyncio.sleep(seconds)
        await run.finished()
    finally:
        run.close()
    return run.tally


def _drive(work: Coroutine[Any, Any, T]) -> T:
    """Run `work` on uvloop with the garbage collector paused: the generator's own pauses would be counted
    as the server's latency (its tallies hold millions of objects by the end of a 2x run)."""
    gc.disable()
    try:
        with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
            return runner.run(work)
    finally:
        gc.enable()
        gc.collect()


def open_loop(port: int, wires: Sequence[bytes], rate: float, seconds: float) -> Tally:
    """`rate` requests per second for `seconds`, drawn in turn from `wires`; wait for the last answers."""
    return _drive(_open_loop(port, wires, rate, seconds))


def capacity(port: int, wires: Sequence[bytes], seconds: float) -> Level:
    """The closed-loop run that measures capacity: its goodput is the server's capacity for this mix."""
    tally = _drive(_closed_loop(port, wires, seconds))
    return level("capacity", tally.sent / seconds, seconds, tally)


def warm_up(port: int, wires: Sequence[bytes], seconds: float) -> None:
    """Fill caches and connection pools before anything is measured."""
    with contextlib.suppress(Exception):
        _drive(_closed_loop(port, wires, seconds))
