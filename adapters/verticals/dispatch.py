"""The demo dispatcher's share of the verticals: every enabled vertical's `demo_dispatch` hook, awaited on
each pass of the demo dispatcher (adapters/jobs/work/demo_dispatch.py), so demo parcels and demo rental
trips move through their statuses as demo orders do."""

from __future__ import annotations

import datetime as dt

from core.verticals import DemoDispatch, VerticalRegistry, VerticalStorage

DISPATCH_BATCH = 100  # records a vertical moves in one pass at most; the next pass takes the rest


class VerticalDispatch:
    """The demo dispatch hooks of the enabled verticals, in load order."""

    def __init__(self, registry: VerticalRegistry, storage: VerticalStorage) -> None:
        self._registry = registry
        self._storage = storage

    async def dispatch(self, seconds: float) -> int:
        """Each vertical moves its running demo records whose last change is `seconds` old one status on;
        how many moved in all."""
        now = dt.datetime.now(dt.UTC)
        step = DemoDispatch(now - dt.timedelta(seconds=seconds), now, DISPATCH_BATCH, self._storage)
        moved = 0
        for vertical in self._registry:
            if vertical.demo_dispatch is not None:
                moved += await vertical.demo_dispatch(step)
        return moved
