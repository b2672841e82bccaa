"""The credits' sweep, every `MAINTENANCE_SECONDS` (0: never): orders delivered within the last day whose
credits were not handed over (the queue was down when they were delivered) or whose job gave up are credited
here (core/rewards/credits.py, DeliveredCredits.sweep).

Idempotent: an order credited is not found again, and each credit posts once by its source.
"""

from __future__ import annotations

import structlog
from dishka import AsyncContainer

from adapters.jobs.job import Job
from adapters.settings import Settings
from core.rewards.credits import DeliveredCredits

log = structlog.get_logger("storefront.rewards")


async def credit_sweep(container: AsyncContainer) -> int:
    """One pass; how many delivered orders it credited."""
    credited = await (await container.get(DeliveredCredits)).sweep()
    if credited:
        log.info("delivered orders credited by the sweep", orders=credited)
    return credited


def _every(settings: Settings) -> float:
    return settings.maintenance_seconds


JOB = Job(name="credit_sweep", run=credit_sweep, every=_every, timeout=600)
