"""Rate limits per client and purpose: fixed windows counted atomically, in memory or in Redis.

Each purpose has its own counters (DESIGN.md: one store per purpose), so ordinary page views never use up
the budget of guest ids, and login and OTP (next) get theirs. A client is the peer address, or the address a
trusted proxy forwarded (clients.py). In memory the counts hold for one process; with `REDIS_URL` they are
one `INCR` per request on a key that expires with its window, so they hold across worker processes and
machines. A Redis that cannot be reached lets requests through (logged): the shop stays open.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Protocol

import msgspec
import structlog

from adapters.http.asgi import ASGIApp, Message, Receive, Scope, Send
from adapters.http.clients import ClientView

log = structlog.get_logger("storefront.limits")
MAX_CLIENTS_PER_WINDOW = 200_000  # one process's counters; past this the window starts over
WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


@dataclass(frozen=True, slots=True)
class Limit:
    """At most `requests` in each window of `seconds`."""

    requests: int
    seconds: int

    @classmethod
    def parse(cls, text: str) -> Limit:
        """ "600/60": 600 requests a minute."""
        requests, _, seconds = text.partition("/")
        limit = cls(int(requests), int(seconds or 60))
        if limit.requests < 1 or limit.seconds < 1:
            raise ValueError(f"a rate limit needs a positive count and window, not {text!r}")
        return limit


class Counters(Protocol):
    """Counts requests per key within a window."""

    async def hit(self, key: str, window: int, seconds: int) -> int:
        """Count one request of `key` in window number `window`; the count so far, this one included."""
        ...


class MemoryCounters:
    """This process's counts; only the current window of each purpose is kept."""

    def __init__(self) -> None:
        self._windows: dict[str, tuple[int, dict[str, int]]] = {}

    async def hit(self, key: str, window: int, seconds: int) -> int:
        purpose = key.partition(":")[0]
        current, counts = self._windows.get(purpose, (-1, {}))
        if current != window or len(counts) >= MAX_CLIENTS_PER_WINDOW:
            counts = {}
            self._windows[purpose] = (window, counts)
        counts[key] = counts.get(key, 0) + 1
        return counts[key]


_INCREMENT = """
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n
"""


class RedisCounters:
    """Counts shared by every process that uses the same Redis: INCR and EXPIRE in one script."""

    def __init__(self, url: str) -> None:
        import redis.asyncio  # only deployments with REDIS_URL load the client

        self._redis = redis.asyncio.Redis.from_url(url, socket_timeout=0.5, socket_connect_timeout=0.5)
        self._increment = self._redis.register_script(_INCREMENT)

    async def hit(self, key: str, window: int, seconds: int) -> int:
        try:
            return int(await self._increment(keys=[f"storefront:limit:{key}:{window}"], args=[seconds + 1]))
        except Exception as exc:  # Redis down or slow: let the request through rather than close the shop
            log.warning("rate limit counters unreachable", error=str(exc))
            return 0

    async def close(self) -> None:
        """Close the connections."""
        await self._redis.aclose()


class Purposes(msgspec.Struct, frozen=True):
    """The limit of each purpose."""

    reads: Limit
    writes: Limit
    guests: Limit


GUEST_PATH = "/api/v1/auth/guest/request"


def purpose_of(method: str, path: str) -> str | None:
    """Which budget a request spends: guest ids, writes or reads of the API; None outside the API."""
    if not path.startswith("/api/"):
        return None
    if path == GUEST_PATH:
        return "guests"
    return "writes" if method in WRITE_METHODS else "reads"


def _too_many(retry_after: int) -> list[Message]:
    body = msgspec.json.encode(
        {
            "errors": [
                {
                    "code": "too_many_requests",
                    "message": f"Too many requests: try again in {retry_after} seconds.",
                }
            ]
        }
    )
    headers = [
        (b"content-type", b"application/json"),
        (b"retry-after", str(retry_after).encode()),
        (b"cache-control", b"no-store"),
    ]
    return [
        {"type": "http.response.start", "status": 429, "headers": headers},
        {"type": "http.response.body", "body": body},
    ]


def rate_limit_middleware(
    app: ASGIApp, purposes: Purposes, counters: Counters, clients: ClientView
) -> ASGIApp:
    """Answer 429 with Retry-After once a client has spent its budget of a purpose in the window."""
    limits: dict[str, Limit] = {"reads": purposes.reads, "writes": purposes.writes, "guests": purposes.guests}

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        purpose = purpose_of(scope["method"], scope["path"]) if scope["type"] == "http" else None
        if purpose is None:
            await app(scope, receive, send)
            return
        limit = limits[purpose]
        now = time.time()
        window = int(now // limit.seconds)
        count = await counters.hit(f"{purpose}:{clients.address(scope)}", window, limit.seconds)
        if count > limit.requests:
            retry_after = max(1, int((window + 1) * limit.seconds - now + 0.999))
            for message in _too_many(retry_after):
                await send(message)
            return
        await app(scope, receive, send)

    return middleware
