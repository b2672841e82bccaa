"""Overload: past its capacity a worker sheds load at once instead of queueing it into timeouts.

At most `active` API requests run at a time in one worker; up to `queue` more wait in line, then a 503 with
Retry-After; beyond that line a request is answered 503 at once. How long one may wait depends on how long
the line has been making people wait (after CoDel: the time spent in line, not its length, tells overload).
Normally a request waits up to `burst_wait`, so a burst (a stall of the worker, a page's requests arriving
together) or a busy line that never empties but moves within milliseconds refuses nobody. Once every request
leaving the line for LINE_INTERVAL had waited more than half of `wait`, or someone has been in line for
LINE_INTERVAL, or a request was refused for waiting, the worker is overloaded: for CAREFUL_FOR after that a
request joining waits at most `wait`, which keeps the answered requests' latency short. A request whose turn
comes after its patience ran out (a busy loop runs its timer late too) is refused all the same, and its
slot goes on: at twice the capacity on SQLite, those late turns had made the answered requests' p99 about
100 ms, against 65 to 70 ms without them. A request whose
client has gone (the connection closed) is cancelled, so nobody's work is done for nothing: under twice the
load a worker can take, it keeps answering what it can in time rather than everything too late.
Cached answers are served in front of this (they cost little), so only work that reaches the routes counts.

Those bounds count requests, not the wait before one: past capacity, what the server has accepted queues in
the event loop itself, ahead of this middleware, and an answer admitted after that wait is late however
fast it runs. So a probe measures how late the loop runs what is due (`lag`); while it is later than
`lag_limit` on two probes in a row, new requests are answered 503 at once, which lets the loop catch up.
One late probe alone is the whole process paused once (the machine stalled, a long garbage collection):
what arrived meanwhile is served, late, rather than refused for a wait the worker did not cause.

Every refusal is counted by its reason (`late`: the loop ran late; `line_full`: the line had no place;
`waited`: no slot came within the request's patience), and a worker that refused any writes one warning a
second with the counts: enough to tell overload from a stall in the logs without a line per refused request.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections import Counter, deque
from dataclasses import dataclass
from typing import Any

import structlog

from adapters.http.asgi import ASGIApp, Message, Receive, Scope, Send

log = structlog.get_logger("storefront.overload")
BUSY_BODY = b'{"errors":[{"code":"service_unavailable","message":"The service is busy, try again."}]}'
BUSY_HEADERS = [
    (b"content-type", b"application/json"),
    (b"retry-after", b"1"),
    (b"cache-control", b"no-store"),
    (b"content-length", str(len(BUSY_BODY)).encode()),  # without it the server would send chunks
]


# Long-lived answers (server-sent events) would hold a slot for minutes while costing nothing between
# events: they are bounded by their own handler instead.
LONG_LIVED = frozenset({"/api/v1/customer/order/stream"})
WATCH_AFTER = 0.02  # seconds a request runs before its connection is watched for the client leaving


@dataclass(frozen=True, slots=True)
class Capacity:
    """How much one worker takes on: running requests, waiting ones, how long one may wait in a standing
    line, how late the event loop may run (0: not watched) before new requests are refused, and how long
    one may wait in a line that has just formed."""

    active: int = 8
    queue: int = 64
    wait: float = 0.02
    lag_limit: float = 0.1
    burst_wait: float = 0.5


LINE_INTERVAL = 0.1  # seconds of long waits in line (or one wait this long) that make overload
CAREFUL_FOR = 1.0  # seconds a worker keeps short waits after it saw overload


PROBE_EVERY = 0.005  # seconds between two looks at the event loop's lateness


class _LoopLag:
    """How late the event loop runs a callback due now, the lesser of the last two probes: a probe every
    PROBE_EVERY seconds while requests come (it stops after a second without one, so an idle worker is not
    woken up for nothing). A loop with a backlog is late probe after probe; a pause is one late probe."""

    def __init__(self) -> None:
        self.lag = 0.0
        self._last = 0.0  # the last probe's own lateness
        self._loop: asyncio.AbstractEventLoop | None = None
        self._due = 0.0
        self._last_request = 0.0

    def seen_request(self) -> None:
        """Note a request, starting the probe when it is not running."""
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
            self._due = self._loop.time() + PROBE_EVERY
            self._loop.call_at(self._due, self._probe)
        self._last_request = self._loop.time()

    def _probe(self) -> None:
        loop = self._loop
        assert loop is not None
        now = loop.time()
        late = max(0.0, now - self._due)
        self.lag, self._last = min(late, self._last), late
        if now - self._last_request > 1.0:
            self._loop, self.lag, self._last = None, 0.0, 0.0
            return
        self._due = now + PROBE_EVERY
        loop.call_at(self._due, self._probe)


REPORT_EVERY = 1.0  # seconds between two warnings about refused requests


class _Refusals:
    """Refused requests by reason, reported in one warning a second while there are any."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self._reporting = False

    def note(self, reason: str) -> None:
        """Count one refusal; the first since the last report schedules the next one."""
        self.counts[reason] += 1
        if not self._reporting:
            self._reporting = True
            # In a context of its own: the request that happened to schedule it is not what it reports on.
            asyncio.get_running_loop().call_later(REPORT_EVERY, self._report, context=contextvars.Context())

    def _report(self) -> None:
        self._reporting = False
        log.warning("requests refused", seconds=REPORT_EVERY, **self.counts)
        self.counts.clear()


async def _busy(send: Send) -> None:
    await send({"type": "http.response.start", "status": 503, "headers": BUSY_HEADERS})
    await send({"type": "http.response.body", "body": BUSY_BODY})


class _InFlight:
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


class _Watch:
    """Arms a watcher on every request still running WATCH_AFTER to 2 x WATCH_AFTER seconds after it began.

    One timer serves every request in flight (it ticks only while there are some): a timer of each
    request's own, set and cancelled, cost more than the rest of this module's work on a fast request."""

    def __init__(self) -> None:
        self._young: list[_InFlight] = []  # began since the last tick
        self._old: list[_InFlight] = []  # began before it: armed at the next tick if still running
        self._loop: asyncio.AbstractEventLoop | None = None

    def add(self, request: _InFlight) -> None:
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


async def _run_until_disconnect(
    watch: _Watch, app: ASGIApp, scope: Scope, receive: Receive, send: Send
) -> None:
    """Run the app in this task; once it has run WATCH_AFTER seconds or so, a watcher reads the connection
    and cancels it if the client disconnects before the answer is sent.

    Most requests end sooner and never pay for a watcher task (about 15 us a request measured): only slow
    ones, which is what overload makes of them, are watched. From then on the watcher is the connection's
    only reader and hands the app what it reads; it starts only while the app is not reading itself.
    """
    worker = asyncio.current_task()
    assert worker is not None
    request = _InFlight(receive, send, worker)
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


class _Slots:
    """At most `size` requests hold a slot; the others wait their turn, each for a bounded time.

    A taken slot is an integer decrement, with no await: asyncio.Semaphore checks its waiters on every
    acquire, which a request at low load pays for nothing."""

    def __init__(self, size: int, target: float) -> None:
        self.free = size
        self.target = target  # seconds in line that a line which is not overload lets people go within
        self.waiting = 0
        self.slow_since: float | None = None  # since when every request leaving the line waited > target
        self.careful_until = 0.0  # after overload, short waits until then even if the line moves again
        self._waiters: deque[tuple[asyncio.Future[None], float]] = deque()  # with when each joined

    def patience(self, capacity: Capacity, now: float) -> float:
        """How long a request joining the line now may wait: long in a burst, short under overload and for
        CAREFUL_FOR after it (under overload the line empties now and then, when the lateness guard refuses
        everything for a moment: the next line is not a burst)."""
        if self._longest_wait(now) >= LINE_INTERVAL:
            self.careful_until = now + CAREFUL_FOR
        return capacity.wait if now < self.careful_until else capacity.burst_wait

    def _longest_wait(self, now: float) -> float:
        while self._waiters and self._waiters[0][0].done():  # gone: refused, or cancelled with its client
            self._waiters.popleft()
        return now - self._waiters[0][1] if self._waiters else 0.0

    def _left_line(self, waited: float, now: float) -> None:
        """Note how long a request waited before its turn came (CoDel's sojourn time)."""
        if waited <= self.target:
            self.slow_since = None
        elif self.slow_since is None:
            self.slow_since = now
        elif now - self.slow_since >= LINE_INTERVAL:
            self.careful_until = now + CAREFUL_FOR

    async def wait_for_one(self, seconds: float) -> bool:
        """Wait at most `seconds` for a slot handed over by `release`; True when one was."""
        loop = asyncio.get_running_loop()
        turn: asyncio.Future[None] = loop.create_future()
        joined = loop.time()
        self._waiters.append((turn, joined))
        timer = loop.call_later(seconds, _expire, turn)
        self.waiting += 1
        try:
            await turn
        except TimeoutError:
            # Refused for waiting: overload, whatever pace the line kept a moment ago (under overload a
            # quick turn now and then must not give the next requests a burst's patience).
            self.careful_until = loop.time() + CAREFUL_FOR
            return False
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # handed a slot, then cancelled: hand it on
                self.release()
            raise
        finally:
            self.waiting -= 1
            timer.cancel()
        now = loop.time()
        waited = now - joined
        self._left_line(waited, now)
        if waited > seconds:
            # Its turn came after its patience ran out: a busy loop runs the timer late too, and what it ran
            # now would be late however fast. Refused as if the timer had fired; the slot goes on.
            self.careful_until = now + CAREFUL_FOR
            self.release()
            return False
        return True

    def release(self) -> None:
        """Give the slot to the longest waiter still waiting, or back to the free ones."""
        while self._waiters:
            turn, _ = self._waiters.popleft()
            if not turn.done():
                turn.set_result(None)
                return
        self.free += 1


def _expire(turn: asyncio.Future[None]) -> None:
    if not turn.done():
        turn.set_exception(TimeoutError())


def shedding_middleware(app: ASGIApp, capacity: Capacity) -> ASGIApp:
    """Bound the API work of this worker (see the module's notes)."""
    # Under overload an admitted request has waited up to `wait`, most of it: half of it tells overload
    # from a busy line that moves, on SQLite (turns of about a millisecond) as on PostgreSQL (several).
    slots = _Slots(capacity.active, capacity.wait / 2)
    watch = _Watch()
    lateness = _LoopLag()
    lag_limit = capacity.lag_limit or float("inf")
    refusals = _Refusals()

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/") or scope["path"] in LONG_LIVED:
            await app(scope, receive, send)
            return
        lateness.seen_request()
        if lateness.lag > lag_limit:
            refusals.note("late")
            await _busy(send)
            return
        if slots.free:
            slots.free -= 1
        elif slots.waiting >= capacity.queue:
            refusals.note("line_full")
            await _busy(send)
            return
        elif not await slots.wait_for_one(slots.patience(capacity, asyncio.get_running_loop().time())):
            refusals.note("waited")
            await _busy(send)
            return
        try:
            await _run_until_disconnect(watch, app, scope, receive, send)
        finally:
            slots.release()

    return middleware
