"""Per-account limits of sign-in and codes (core's `Throttle`), on the same fixed-window counters as the
per-client limits: in memory, or in Redis with REDIS_URL. Keys are hashed, so no email or phone number is
ever written to Redis. Counters that cannot be reached refuse (503, `Unavailable`): a security limit fails
closed, never open."""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable

from adapters.limits import Counters, Limit, Window
from adapters.redis_link import RedisDown
from core.errors import Unavailable

COUNTERS_DOWN = "The service is busy, try again."


class CounterThrottle:
    """Implements core's Throttle: one limit per purpose, counted per account key."""

    def __init__(self, counters: Counters, limits: dict[str, Limit]) -> None:
        self._counters = counters
        self._limits = limits

    async def hit(self, purpose: str, key: str) -> int | None:
        """Count an attempt; None within the limit, else the seconds until the window ends."""
        limit, window = self._window(purpose)
        count = await self._counted(self._counters.hit(_counter(purpose, key), window.number, limit.seconds))
        return None if count <= limit.requests else window.ends_in

    async def held(self, purpose: str, key: str) -> int | None:
        """None while `key` has attempts left in this window, else the seconds until it ends; counts nothing."""
        limit, window = self._window(purpose)
        count = await self._counted(self._counters.count(_counter(purpose, key), window.number))
        return None if count < limit.requests else window.ends_in

    async def seen(self, purpose: str, key: str) -> bool:
        """Whether an attempt of `key` was counted in this window."""
        _, window = self._window(purpose)
        return await self._counted(self._counters.count(_counter(purpose, key), window.number)) > 0

    @staticmethod
    async def _counted(count: Awaitable[int]) -> int:
        try:
            return await count
        except RedisDown:
            raise Unavailable("service_unavailable", COUNTERS_DOWN) from None

    def _window(self, purpose: str) -> tuple[Limit, Window]:
        limit = self._limits[purpose]
        return limit, limit.window()


def _counter(purpose: str, key: str) -> str:
    return f"account-{purpose}:{hashlib.sha256(key.encode()).hexdigest()[:32]}"
