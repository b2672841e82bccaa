"""The load shedder around the routes: a slot, a bounded wait in line, or a 503 at once (see the package's
notes)."""

from __future__ import annotations

import asyncio

from adapters.http.edge.asgi import ASGIApp, Receive, Scope, Send
from adapters.http.edge.shedding.capacity import Capacity
from adapters.http.edge.shedding.in_flight import Watch, run_until_disconnect
from adapters.http.edge.shedding.line import Slots
from adapters.http.edge.shedding.loop_lag import LoopLag
from adapters.http.edge.shedding.refusals import Refusals, busy

# Long-lived answers (server-sent events: an order followed live, the inbox of every signed-in page) would
# hold a slot for minutes while costing nothing between events, and a handful of open pages would take every
# slot of a worker: they are bounded by the live channel instead (adapters/live/channel.py, MAX_FOLLOWERS).
LONG_LIVED = frozenset({"/api/v1/customer/order/stream", "/api/v1/customer/message/stream"})


def shedding_middleware(app: ASGIApp, capacity: Capacity) -> ASGIApp:
    """Bound the API work of this worker (see the package's notes)."""
    # Under overload an admitted request has waited up to `wait`, most of it: half of it tells overload
    # from a busy line that moves, on SQLite (turns of about a millisecond) as on PostgreSQL (several).
    slots = Slots(capacity.active, capacity.wait / 2)
    watch = Watch()
    lateness = LoopLag()
    lag_limit = capacity.lag_limit or float("inf")
    refusals = Refusals()

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/") or scope["path"] in LONG_LIVED:
            await app(scope, receive, send)
            return
        lateness.seen_request()
        if lateness.lag > lag_limit:
            refusals.note("late")
            await busy(send)
            return
        if slots.free:
            slots.free -= 1
        elif slots.waiting >= capacity.queue:
            refusals.note("line_full")
            await busy(send)
            return
        elif not await slots.wait_for_one(slots.patience(capacity, asyncio.get_running_loop().time())):
            refusals.note("waited")
            await busy(send)
            return
        try:
            await run_until_disconnect(watch, app, scope, receive, send)
        finally:
            slots.release()

    return middleware
