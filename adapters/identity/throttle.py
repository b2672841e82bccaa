"""Per-account limits of sign-in and codes (core's `Throttle`), on the same fixed-window counters as the
per-client limits: in memory, or in Redis with REDIS_URL. Keys are hashed, so no email or phone number is
ever written to Redis."""

from __future__ import annotations

import hashlib
import time

from adapters.limits import Counters, Limit


class CounterThrottle:
    """Implements core's Throttle: one limit per purpose, counted per account key."""

    def __init__(self, counters: Counters, limits: dict[str, Limit]) -> None:
        self._counters = counters
        self._limits = limits

    async def hit(self, purpose: str, key: str) -> int | None:
        """Count an attempt; None within the limit, else the seconds until the window ends."""
        limit = self._limits[purpose]
        now = time.time()
        window = int(now // limit.seconds)
        digest = hashlib.sha256(key.encode()).hexdigest()[:32]
        count = await self._counters.hit(f"account-{purpose}:{digest}", window, limit.seconds)
        if count <= limit.requests:
            return None
        return max(1, int((window + 1) * limit.seconds - now + 0.999))
