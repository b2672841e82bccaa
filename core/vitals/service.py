"""Use cases of field data: take a beacon (or drop it while sampling is off), and summarise a window."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Callable

from .model import METRICS, PAGE_TYPES, Beacon, Summary, check, p75
from .ports import VitalsLog


class VitalsService:
    """Beacons in, p75 per page type and metric out."""

    def __init__(
        self,
        log: VitalsLog,
        sample_rate: float,
        clock: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC),
    ) -> None:
        self._log = log
        self._sample_rate = sample_rate
        self._clock = clock

    async def take(self, beacon: Beacon) -> bool:
        """Check `beacon` (InvalidInput when it breaks a bound) and store it; False, storing nothing, while the
        beacon is switched off (a page loaded before the switch may still send one)."""
        check(beacon)
        if self._sample_rate <= 0:
            return False
        await self._log.record(beacon, self._clock())
        return True

    async def summary(self, days: int) -> list[Summary]:
        """Count and p75 of each page type's metrics over the last `days` days, page types in their order."""
        grouped: dict[tuple[str, str], list[float]] = defaultdict(list)
        for page_type, metric, value in await self._log.values_since(self._clock() - dt.timedelta(days=days)):
            grouped[(page_type, metric)].append(value)
        order = {name: n for n, name in enumerate((*PAGE_TYPES, *METRICS))}
        keys = sorted(grouped, key=lambda key: (order.get(key[0], len(order)), order.get(key[1], len(order))))
        return [
            Summary(page, metric, len(grouped[page, metric]), p75(grouped[page, metric]))
            for page, metric in keys
        ]
