"""Fixed-window counters shared by the per-client limits (adapters/http/edge/rate_limits.py) and the
per-account limits of sign-in and codes (adapters/identity/throttle.py): in this process's memory, or in Redis.

In memory the counts hold for one process; with `REDIS_URL` they are one `INCR` per attempt on a key that
expires with its window, so they hold across worker processes and machines. A Redis that cannot be reached
lets requests through (logged): the shop stays open.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import structlog

log = structlog.get_logger("storefront.limits")
MAX_CLIENTS_PER_WINDOW = 200_000  # one process's counters; past this the window starts over


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

    async def count(self, key: str, window: int) -> int:
        """The count of `key` in window number `window` so far, counting nothing."""
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

    async def count(self, key: str, window: int) -> int:
        current, counts = self._windows.get(key.partition(":")[0], (-1, {}))
        return counts.get(key, 0) if current == window else 0


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

    async def count(self, key: str, window: int) -> int:
        try:
            return int(await self._redis.get(f"storefront:limit:{key}:{window}") or 0)
        except Exception as exc:  # as hit: unreachable counters hold nobody back
            log.warning("rate limit counters unreachable", error=str(exc))
            return 0

    async def close(self) -> None:
        """Close the connections."""
        await self._redis.aclose()
