"""How late the event loop runs what is due: past capacity, the wait before a request is in the loop itself.

The shedder's bounds count requests, not the wait before one: past capacity, what the server has accepted
queues in the event loop itself, ahead of the middleware, and an answer admitted after that wait is late
however fast it runs. So a probe measures how late the loop runs what is due (`lag`); while it is later than
`lag_limit` on two probes in a row, new requests are answered 503 at once, which lets the loop catch up.
One late probe alone is the whole process paused once (the machine stalled, a long garbage collection):
what arrived meanwhile is served, late, rather than refused for a wait the worker did not cause.
"""

from __future__ import annotations

import asyncio

PROBE_EVERY = 0.005  # seconds between two looks at the event loop's lateness


class LoopLag:
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
