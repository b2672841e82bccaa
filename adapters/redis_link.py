"""One way to reach Redis: a bounded pool behind a circuit breaker, for each part that shares state through it
(the counters of the rate limits and per-account limits, the order status feed).

A bounded pool waits a moment for a free connection instead of opening one per request, so a burst never
turns into a storm of connections. When Redis fails (down, paused, unreachable, or no connection freed in
time), the breaker opens: for `cool_down` seconds every call fails at once without touching the network, then
one call at a time tries again, and the first success closes it. The log says so once per change of state,
never once per request. What a failure means is the caller's choice (`RedisDown`): security limits refuse
(503), page limits let the request through, the status stream ends.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import structlog

log = structlog.get_logger("storefront.redis")
T = TypeVar("T")

MAX_CONNECTIONS = 32  # one process's connections to Redis for one purpose
WAIT_FOR_CONNECTION = 0.5  # seconds a call waits for a free connection before it counts as a failure
TIMEOUT = 0.5  # seconds a connection attempt or a reply may take
COOL_DOWN = 2.0  # seconds the breaker stays open before one call tries Redis again


class RedisDown(Exception):
    """Redis could not answer now (or the breaker is open): nothing was counted or announced."""


class RedisLink:
    """A Redis client on a bounded pool, whose calls go through one circuit breaker."""

    def __init__(self, url: str, purpose: str, cool_down: float = COOL_DOWN) -> None:
        import redis.asyncio  # only deployments with REDIS_URL load the client

        pool = redis.asyncio.BlockingConnectionPool.from_url(
            url,
            max_connections=MAX_CONNECTIONS,
            timeout=WAIT_FOR_CONNECTION,
            socket_timeout=TIMEOUT,
            socket_connect_timeout=TIMEOUT,
        )
        self.client: Any = redis.asyncio.Redis(connection_pool=pool)
        self._failures: tuple[type[BaseException], ...] = (OSError, TimeoutError, redis.RedisError)
        self._purpose = purpose
        self._cool_down = cool_down
        self._down = False
        self._retry_at = 0.0
        self._trying = False

    @property
    def retry_after(self) -> int:
        """Whole seconds until the breaker lets a call try again (at least 1)."""
        return max(1, round(self._retry_at - time.monotonic() + 0.5))

    async def run(self, call: Callable[[Any], Awaitable[T]]) -> T:
        """`call(client)`, or RedisDown at once while the breaker is open."""
        if self._down and (self._trying or time.monotonic() < self._retry_at):
            raise RedisDown(self._purpose)
        self._trying = self._down  # half-open: this call alone tries Redis again
        try:
            result = await call(self.client)
        except self._failures as exc:
            self._trip(exc)
            raise RedisDown(self._purpose) from exc
        finally:
            self._trying = False
        if self._down:
            self._down = False
            log.info("redis answers again", purpose=self._purpose)
        return result

    def _trip(self, exc: BaseException) -> None:
        if not self._down:
            log.warning("redis does not answer", purpose=self._purpose, error=type(exc).__name__)
        self._down = True
        self._retry_at = time.monotonic() + self._cool_down

    async def close(self) -> None:
        """Close the pool's connections."""
        await self.client.aclose(close_connection_pool=True)
