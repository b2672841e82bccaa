"""Housekeeping of what verticals keep for guests: every enabled vertical's `purge_idle_guests` hook, awaited
by each housekeeping pass after core forgot its idle guest carts."""

from __future__ import annotations

import datetime as dt

from core.verticals import GuestPurge, VerticalRegistry, VerticalStorage


class VerticalPurges:
    """Implements core's IdleVerticalData: the hooks of the enabled verticals, in load order."""

    def __init__(self, registry: VerticalRegistry, storage: VerticalStorage) -> None:
        self._registry = registry
        self._storage = storage

    async def purge_idle(self, idle_since: dt.datetime) -> int:
        """Each vertical forgets what guests left unchanged since `idle_since`; the rows deleted in all."""
        purge = GuestPurge(idle_since, self._storage)
        deleted = 0
        for vertical in self._registry:
            if vertical.purge_idle_guests is not None:
                deleted += await vertical.purge_idle_guests(purge)
        return deleted
