"""An open-loop HTTP load generator: requests arrive at a fixed rate whatever the server does.

wrk (tests/bench/load.py) is closed-loop: each connection waits for its answer before the next request, so
a slow server is sent less work and its queueing never shows. Shoppers do not wait for each other. Here the
n-th request is due at `start + n / rate` and is sent then on an idle keep-alive connection, or a new one
(up to MAX_CONNECTIONS), or as soon as one is free (connections.py); its latency runs from when it was due,
so time spent waiting for a connection counts (no coordinated omission). A request not answered within the
client timeout is abandoned and its connection closed, as a browser gives up: the server is expected to
notice and stop working on it.

Capacity is measured with the same client run closed-loop (CLOSED_LOOP_CONNECTIONS requests always in
flight): the answered requests per second. What a run saw, and the figures reported from it: tally.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import time
from collections.abc import Coroutine, Sequence
from typing import Any, TypeVar

import uvloop

from tests.bench.connections import Run
from tests.bench.load import Request
from tests.bench.tally import Level, Tally, level

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
T = TypeVar("T")


def encode(request: Request) -> bytes:
    """The request's bytes on the wire (HTTP/1.1, keep-alive)."""
    body = request.body.encode()
    lines = [f"{request.method} {request.path} HTTP/1.1", "Host: 127.0.0.1", "Accept: application/json"]
    lines += [f"{name}: {value}" for name, value in request.headers]
    if request.method != "GET":
        lines += ["Content-Type: application/json", f"Content-Length: {len(body)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


async def _open_loop(port: int, wires: Sequence[bytes], rate: float, seconds: float) -> Tally:
    run = Run(port, wires, MAX_CONNECTIONS, Tally())
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
    run = Run(port, wires, CLOSED_LOOP_CONNECTIONS, Tally())
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
