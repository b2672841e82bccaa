"""Housekeeping every `MAINTENANCE_SECONDS`: idle guest carts, guests without a cart, ended sessions and
prescription images no order took are forgotten (core/maintenance/service.py says what and when).

Idempotent: a pass deletes what is past its retention when it runs, so running it again at once finds
nothing more to delete.
"""

from __future__ import annotations

from dishka import AsyncContainer

from adapters.housekeeping import run_once
from adapters.jobs.job import Job
from adapters.settings import Settings


async def housekeeping(container: AsyncContainer) -> int:
    """One pass; how many rows and files it forgot."""
    purged = await run_once(container)
    return purged.cart_lines + purged.guests + purged.sessions + purged.vertical_rows + purged.uploads


def _every(settings: Settings) -> float:
    return settings.maintenance_seconds


JOB = Job(name="housekeeping", run=housekeeping, every=_every, timeout=600)
