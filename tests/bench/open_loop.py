"""An open-loop HTTP load generator: requests arrive at a fixed rate whatever the server does.

wrk (tests/bench/load.py) is closed-loop: each connection waits for its answer before the next request, so
a slow server is sent less work and its queueing never shows. Shoppers do not wait for each other. Here the
n-th request is due at `start + n / rate` and is sent then on an idle keep-alive connection, or a new one
(up to MAX_CONNECTIONS); its latency runs from when it was due, so time spent waiting for a connection
counts (no coordinated omission). A request not answered within the client timeout is abandoned and its
connection closed, as a browser gives up: the server is expected to notice and stop working on it.

Capacity is measured with the same client run closed-loop (CLOSED_LOOP_CONNECTIONS requests always in
flight): the answered requests per second.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Sequence

import msgspec

from tests.bench.load import Request

MAX_CONNECTIONS = 1024  # a thousand shoppers' browsers at once: far past what 2 workers take
CLOSED_LOOP_CONNECTIONS = 64
CLIENT_TIMEOUT = 2.0  # seconds before a request is abandoned (its connection closed)
_HEAD_END = b"\r\n\r\n"


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
    answered_latencies: list[float] = []
    good_by_request: dict[int, int] = {}  # index in the rotation -> 2xx answers (acknowledged writes)
    send_lags: list[float] = []  # seconds from due to written: the client's own delay, not the server's


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


class _Connections:
    """Idle keep-alive connections to one port, and a bound on how many exist."""

    def __init__(self, port: int, limit: int) -> None:
        self._port = port
        self._idle: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
        self._slots = asyncio.Semaphore(limit)

    async def take(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        await self._slots.acquire()
        if self._idle:
            return self._idle.pop()
        try:
            return await asyncio.open_connection("127.0.0.1", self._port)
        except BaseException:
            self._slots.release()
            raise

    def give_back(self, connection: tuple[asyncio.StreamReader, asyncio.StreamWriter]) -> None:
        self._idle.append(connection)
        self._slots.release()

    def drop(self, connection: tuple[asyncio.StreamReader, asyncio.StreamWriter]) -> None:
        connection[1].close()
        self._slots.release()

    def close(self) -> None:
        for _, writer in self._idle:
            writer.close()
        self._idle.clear()


async def _exchange(connection: tuple[asyncio.StreamReader, asyncio.StreamWriter], wire: bytes) -> int:
    reader, writer = connection
    writer.write(wire)
    head = await reader.readuntil(_HEAD_END)
    status = int(head[9:12])
    length = 0
    for line in head.split(b"\r\n")[1:]:
        if line[:15].lower() == b"content-length:":
            length = int(line[15:])
    if length:
        await reader.readexactly(length)
    return status


async def _one(
    connections: _Connections, wires: Sequence[bytes], index: int, due: float, tally: Tally
) -> None:
    wire = wires[index]
    tally.sent += 1
    connection = None
    try:
        async with asyncio.timeout(CLIENT_TIMEOUT - max(0.0, time.monotonic() - due)):
            connection = await connections.take()
            tally.send_lags.append(time.monotonic() - due)
            status = await _exchange(connection, wire)
    except TimeoutError:
        tally.timeouts += 1
        if connection is not None:
            connections.drop(connection)
        return
    except (OSError, asyncio.IncompleteReadError, ValueError):
        tally.failures += 1
        if connection is not None:
            connections.drop(connection)
        return
    connections.give_back(connection)
    latency = time.monotonic() - due
    tally.answered_latencies.append(latency)
    if 200 <= status < 300:
        tally.good += 1
        tally.good_latencies.append(latency)
        tally.good_by_request[index] = tally.good_by_request.get(index, 0) + 1
    elif status == 503:
        tally.shed += 1
    elif status >= 500:
        tally.server_errors += 1
    else:
        tally.client_errors += 1


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
    )


async def _open_loop(port: int, wires: Sequence[bytes], rate: float, seconds: float) -> Tally:
    tally = Tally()
    connections = _Connections(port, MAX_CONNECTIONS)
    tasks: set[asyncio.Task[None]] = set()
    start = time.monotonic()
    sent = 0
    try:
        while (now := time.monotonic()) < start + seconds:
            due_count = int((now - start) * rate) + 1
            while sent < due_count:  # catch up at once when the loop woke late
                due = start + sent / rate
                task = asyncio.create_task(_one(connections, wires, sent % len(wires), due, tally))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
                sent += 1
            await asyncio.sleep(max(0.0, start + sent / rate - time.monotonic()))
        if tasks:
            await asyncio.wait(tasks)
    finally:
        connections.close()
    return tally


async def _closed_loop(port: int, wires: Sequence[bytes], seconds: float) -> Tally:
    tally = Tally()
    connections = _Connections(port, CLOSED_LOOP_CONNECTIONS)
    deadline = time.monotonic() + seconds
    counter = iter(range(1 << 62))

    async def worker() -> None:
        while time.monotonic() < deadline:
            await _one(connections, wires, next(counter) % len(wires), time.monotonic(), tally)

    try:
        await asyncio.gather(*(worker() for _ in range(CLOSED_LOOP_CONNECTIONS)))
    finally:
        connections.close()
    return tally


def open_loop(port: int, wires: Sequence[bytes], rate: float, seconds: float) -> Tally:
    """`rate` requests per second for `seconds`, drawn in turn from `wires`; wait for the last answers."""
    return asyncio.run(_open_loop(port, wires, rate, seconds))


def capacity(port: int, wires: Sequence[bytes], seconds: float) -> Level:
    """The closed-loop run that measures capacity: its goodput is the server's capacity for this mix."""
    tally = asyncio.run(_closed_loop(port, wires, seconds))
    return level("capacity", tally.sent / seconds, seconds, tally)


def warm_up(port: int, wires: Sequence[bytes], seconds: float) -> None:
    """Fill caches and connection pools before anything is measured."""
    with contextlib.suppress(Exception):
        asyncio.run(_closed_loop(port, wires, seconds))
