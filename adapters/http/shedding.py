"""Overload: past its capacity a worker sheds load at once instead of queueing it into timeouts.

At most `active` API requests run at a time in one worker; up to `queue` more wait, each for at most `wait`
seconds, then a 503 with Retry-After; beyond that queue a request is answered 503 at once. A request whose
client has gone (the connection closed) is cancelled, so nobody's work is done for nothing: under twice
the load a worker can take, it keeps answering what it can in time rather than everything too late.
Cached answers are served in front of this (they cost little), so only work that reaches the routes counts.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import structlog

from adapters.http.asgi import ASGIApp, Message, Receive, Scope, Send

log = structlog.get_logger("storefront.overload")
BUSY_BODY = b'{"errors":[{"code":"service_unavailable","message":"The service is busy, try again."}]}'
BUSY_HEADERS = [
    (b"content-type", b"application/json"),
    (b"retry-after", b"1"),
    (b"cache-control", b"no-store"),
]


# Long-lived answers (server-sent events) would hold a slot for minutes while costing nothing between
# events: they are bounded by their own handler instead.
LONG_LIVED = frozenset({"/api/v1/customer/order/stream"})
WATCH_AFTER = 0.02  # seconds a request runs before its connection is watched for the client leaving


@dataclass(frozen=True, slots=True)
class Capacity:
    """How much one worker takes on: running requests, waiting ones, and how long one may wait."""

    active: int = 32
    queue: int = 64
    wait: float = 0.05


async def _busy(send: Send) -> None:
    await send({"type": "http.response.start", "status": 503, "headers": BUSY_HEADERS})
    await send({"type": "http.response.body", "body": BUSY_BODY})


async def _run_until_disconnect(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
    """Run the app in this task; once it has run WATCH_AFTER seconds, a watcher reads the connection and
    cancels it if the client disconnects before the answer is sent.

    Most requests end sooner and never pay for a watcher task (about 15 us a request measured): only slow
    ones, which is what overload makes of them, are watched. From then on the watcher is the connection's
    only reader and hands the app what it reads; it starts only while the app is not reading itself.
    """
    loop = asyncio.get_running_loop()
    worker = asyncio.current_task()
    assert worker is not None
    reading = answered = gone = False
    relayed: asyncio.Queue[Message] | None = None
    watcher: asyncio.Task[None] | None = None
    timer: asyncio.TimerHandle

    async def app_receive() -> Message:
        nonlocal reading
        if relayed is not None:
            return await relayed.get()
        reading = True
        try:
            return await receive()
        finally:
            reading = False

    async def answering(message: Message) -> None:
        nonlocal answered
        if message["type"] == "http.response.body" and not message.get("more_body", False):
            answered = True
        await send(message)

    async def watch(queue: asyncio.Queue[Message]) -> None:
        nonlocal gone
        while True:
            message = await receive()
            await queue.put(message)
            if message["type"] == "http.disconnect":
                if not answered:
                    gone = True
                    worker.cancel()
                return

    def arm() -> None:
        nonlocal timer, watcher, relayed
        if answered:
            return
        if reading:
            timer = loop.call_later(WATCH_AFTER, arm)
            return
        relayed = asyncio.Queue()
        watcher = loop.create_task(watch(relayed))

    timer = loop.call_later(WATCH_AFTER, arm)
    try:
        await app(scope, app_receive, answering)
    except asyncio.CancelledError:
        if not gone:
            raise
        worker.uncancel()  # our own cancellation: the request is over, the server goes on
        log.info("client gone: work cancelled", path=scope.get("path"))
    finally:
        timer.cancel()
        if watcher is not None:
            watcher.cancel()


def shedding_middleware(app: ASGIApp, capacity: Capacity) -> ASGIApp:
    """Bound the API work of this worker (see the module's notes)."""
    slots = asyncio.Semaphore(capacity.active)
    waiting = 0

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        nonlocal waiting
        if scope["type"] != "http" or not scope["path"].startswith("/api/") or scope["path"] in LONG_LIVED:
            await app(scope, receive, send)
            return
        if slots.locked():
            if waiting >= capacity.queue:
                await _busy(send)
                return
            waiting += 1
            try:
                await asyncio.wait_for(slots.acquire(), capacity.wait)
            except TimeoutError:
                await _busy(send)
                return
            finally:
                waiting -= 1
        else:
            await slots.acquire()
        try:
            await _run_until_disconnect(app, scope, receive, send)
        finally:
            slots.release()

    return middleware
