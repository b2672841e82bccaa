"""The operator's settings, read once per process and kept until they change.

Checkout reads every setting on each quote and placement, the configuration answer and the account rules
too: one read per request for values that change a few times a year. A process keeps what it read for at
most `ttl` seconds (SETTINGS_CACHE_SECONDS, 60) and forgets it at once when a change is announced
(`storefront config set` announces; adapters/changes.py tells every node within a second with REDIS_URL).
Without Redis, a change made by another process shows within `ttl`.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from adapters.changes import Changes
from adapters.db.configuration.settings_store import SqlSettingsStore


class RememberedSettings:
    """Implements core's SettingsStore over the stored settings, remembering them for `ttl` seconds."""

    def __init__(self, store: SqlSettingsStore, changes: Changes, ttl: float) -> None:
        self._store = store
        self._ttl = ttl
        self._values: dict[str, Any] | None = None
        self._expires = 0.0
        self._lock = asyncio.Lock()
        self._generation = 0  # counts the forgettings: a read begun before one is not kept
        changes.listen(self.forget)

    async def all(self) -> dict[str, Any]:
        values = self._values
        if values is not None and time.monotonic() < self._expires:
            return values
        async with self._lock:  # one read when they expire, not one per waiting request
            if self._values is None or time.monotonic() >= self._expires:
                read_at = self._generation
                fresh = await self._store.all()
                if read_at == self._generation:  # not forgotten while reading: keep what was read
                    self._values, self._expires = fresh, time.monotonic() + self._ttl
                return fresh
            return self._values

    def forget(self) -> None:
        """Forget the settings (a change was announced); the next read asks the database."""
        self._values = None
        self._generation += 1
