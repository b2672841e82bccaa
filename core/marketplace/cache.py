"""One marketplace view per process, rebuilt after a time to live.

Modules and zones change rarely and every storefront page asks about them: keeping the prepared polygons
and the module-zone links in memory answers a zone lookup without touching the database. A view at most
`ttl` seconds old is acceptable (operators see their edits within that delay on every process).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Collection

from .model import Marketplace
from .view import MarketplaceView


class MarketplaceCache:
    """Holds the current MarketplaceView and reloads it when older than `ttl` seconds."""

    def __init__(
        self, enabled_types: Collection[str], ttl: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._enabled = frozenset(enabled_types)
        self._ttl = ttl
        self._clock = clock
        self._view: MarketplaceView | None = None
        self._expires = 0.0
        self._lock = asyncio.Lock()

    async def view(self, load: Callable[[], Awaitable[Marketplace]]) -> MarketplaceView:
        """The cached view, or a fresh one built from `load()` when missing or expired."""
        if self._view is not None and self._clock() < self._expires:
            return self._view
        async with self._lock:  # one reload at expiry, not one per waiting request
            if self._view is None or self._clock() >= self._expires:
                self._view = MarketplaceView(await load(), self._enabled)
                self._expires = self._clock() + self._ttl
            return self._view

    def invalidate(self) -> None:
        """Forget the view (modules or zones changed); the next request reloads it."""
        self._view = None
