"""What a refused request is answered (503, Retry-After), and the refusals counted by reason.

Every refusal is counted by its reason (`late`: the loop ran late; `line_full`: the line had no place;
`waited`: no slot came within the request's patience), and a worker that refused any writes one warning a
second with the counts: enough to tell overload from a stall in the logs without a line per refused request.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections import Counter

import structlog

from adapters.http.edge.asgi import Send

log = structlog.get_logger("storefront.overload")
BUSY_BODY = b'{"errors":[{"code":"service_unavailable","message":"The service is busy, try again."}]}'
BUSY_HEADERS = [
    (b"content-type", b"application/json"),
    (b"retry-after", b"1"),
    (b"cache-control", b"no-store"),
    (b"content-length", str(len(BUSY_BODY)).encode()),  # without it the server would send chunks
]
REPORT_EVERY = 1.0  # seconds between two warnings about refused requests


class Refusals:
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


async def busy(send: Send) -> None:
    """Answer 503: the service is busy, try again in a second."""
    await send({"type": "http.response.start", "status": 503, "headers": BUSY_HEADERS})
    await send({"type": "http.response.body", "body": BUSY_BODY})
