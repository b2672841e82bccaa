"""A request running, watched for its client leaving: a request whose client has gone is cancelled.

Nobody's work is done for nothing: a slow request (which is what overload makes of them) has its connection
watched, and is cancelled when the client disconnects before the answer is sent.
"""

from __future__ import annotations

import asyncio
from typing import Any

import structlog

from adapters.http.edge.asgi import ASGIApp, Message, Receive, Scope, Send

log = structlog.get_logger("storefront.overload")

WATCH_AFTER = 0.02  # seconds a request runs before its connection is watched for the client leaving


class InFlight:
    """One API request running: what its watcher needs to know, and the app's view of the connection."""

    __slots__ = (
        "_reading",
        "_receive",
        "_relayed",
        "_send",
        "_worker",
        "answered",
        "finished",
        "gone",
        "watcher",
    )

    def __init__(self, receive: Receive, send: Send, worker: asyncio.Task[Any]) -> None:
        self._receive, self._send, self._worker = receive, send, worker
        self.answered = self.finished = self.gone = self._reading = False
        self._relayed: asyncio.Queue[Message] | None = None
        self.watcher: asyncio.Task[None] | None = None

    async def receive(self) -> Message:
        """The app's receive: the connection itself until a watcher reads it, then what the watcher relays."""
        if self._relayed is not None:
            return await self._relayed.get()
        self._reading = True
        try:
            return await self._receive()
        finally:
            self._reading = False

    async def send(self, message: Message) -> None:
        """The app's send: notes when the answer is complete, so a later disconnect cancels nothing."""
        if message["type"] == "http.response.body" and not message.get("more_body", False):
            self.answered = True
        await self._send(message)

    def arm(self, loop: asyncio.AbstractEventLoop) -> bool:
        """Start watching the connection; False when the app is reading it right now (try again later)."""
        if self.answered or self.finished:
            return True
        if self._reading:
            return False
        self._relayed = asyncio.Queue()
        self.watcher = loop.create_task(self._watch(self._relayed))
        return True

    async def _watch(self, queue: asyncio.Queue[Message]) -> None:
        while True:
            message = await self._receive()
            await queue.put(message)
            if message["type"] == "http.disconnect":
                if not self.answered:
                    self.gone = True
                    self._worker.cancel()
                return


class Watch:
    """Arms a watcher on every request still running WATCH_AFTER to 2 x WATCH_AFTER seconds after it began.

    One timer serves every request in flight (it ticks only while there are some): a timer of each
    request's own, set and cancelled, cost more than the rest of the shedder's work on a fast request."""

    def __init__(self) -> None:
        self._young: list[InFlight] = []  # began since the last tick
        self._old: list[InFlight] = []  # began before it: armed at the next tick if still running
        self._loop: asyncio.AbstractEventLoop | None = None

    def add(self, request: InFlight) -> None:
        """Watch `request` from the tick after next, unless it has finished by then."""
        self._young.append(request)
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
            self._loop.call_later(WATCH_AFTER, self._tick)

    def _tick(self) -> None:
        loop = self._loop
        assert loop is not None
        retry = [r for r in self._old if not r.arm(loop)]
        self._old, self._young = self._young + retry, []
        if self._old:
            loop.call_later(WATCH_AFTER, self._tick)
        else:
            self._loop = None


async def run_until_disconnect(
    watch: Watch, app: ASGIApp, scope: Scope, receive: Receive, send: Send
) -> None:
    """Run the app in this task; once it has run WATCH_AFTER seconds or so, a watcher reads the connection
    and cancels it if the client disconnects before the answer is sent.

    Most requests end sooner and never pay for a watcher task (about 15 us a request measured): only slow
    ones, which is what overload makes of them, are watched. From then on the watcher is the connection's
    only reader and hands the app what it reads; it starts only while the app is not reading itself.
    """
    worker = asyncio.current_task()
    assert worker is not None
    request = InFlight(receive, send, worker)
    watch.add(request)
    try:
        await app(scope, request.receive, request.send)
    except asyncio.CancelledError:
        if not request.gone:
            raise
        worker.uncancel()  # our own cancellation: the request is over, the server goes on
        log.info("client gone: work cancelled", path=scope.get("path"))
    finally:
        request.finished = True
        if request.watcher is not None:
            request.watcher.cancel()
