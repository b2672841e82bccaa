"""Fixed-window counters shared by the per-client limits (adapters/http/edge/rate_limits.py) and the
per-account limits of sign-in and codes (adapters/identity/throttle.py): in this process's memory, or in Redis.

In memory the counts hold for one process; with `REDIS_URL` they are one `INCR` per attempt on a key that
expires with its window, so they hold across worker processes and machines. Counters that cannot be reached
raise `RedisDown` (adapters/redis_link.py): a security limit then refuses (503) and a page limit lets the
request through, each caller's choice.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Protocol

from adapters.redis_link import RedisLink

MAX_CLIENTS_PER_WINDOW = 200_000  # one process's counters; past this the window starts over


def wall_clock() -> float:
    """The time every limit's windows are cut from (seconds since the epoch); tests move it."""
    return time.time()


@dataclass(frozen=True, slots=True)
class Window:
    """The window of a limit that is running now: its number, and the whole seconds until it ends."""

    number: int
    ends_in: int  # at least 1: what Retry-After says to a refused request


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

    def window(self) -> Window:
        """The window running now. Windows are cut from the epoch, so every process agrees on them."""
        now = wall_clock()
        number = int(now // self.seconds)
        return Window(number, max(1, int((number + 1) * self.seconds - now + 0.999)))


class Counters(Protocol):
    """Counts requests per key within a window."""

    async def hit(self, key: str, window: int, seconds: int) -> int:
        """Count one request of `key` in window number `window`; the count so far, this one included.
        RedisDown when shared counters cannot be reached."""
        ...

    async def count(self, key: str, window: int) -> int:
        """The count of `key` in window number `window` so far, counting nothing (RedisDown as `hit`)."""
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
    """Counts shared by every process that uses the same Redis: INCR and EXPIRE in one script, through one
    bounded pool behind a circuit breaker."""

    def __init__(self, url: str) -> None:
        self._link = RedisLink(url, "counters")
        self._increment = self._link.client.register_script(_INCREMENT)

    @property
    def retry_after(self) -> int:
        """Seconds before counters that could not be reached are tried again."""
        return self._link.retry_after

    async def hit(self, key: str, window: int, seconds: int) -> int:
        name = f"storefront:limit:{key}:{window}"
        return int(await self._link.run(lambda _: self._increment(keys=[name], args=[seconds + 1])))

    async def count(self, key: str, window: int) -> int:
        name = f"storefront:limit:{key}:{window}"
        return int(await self._link.run(lambda client: client.get(name)) or 0)

    async def close(self) -> None:
        """Close the connections."""
        await self._link.close()
