"""Running housekeeping: once from the command line, or every few minutes inside each server process."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import structlog
from dishka import AsyncContainer

from core.errors import Unavailable
from core.maintenance.service import MaintenanceService, Purged

log = structlog.get_logger("storefront.maintenance")


async def run_once(container: AsyncContainer) -> Purged:
    """One pass, logged."""
    purged = await (await container.get(MaintenanceService)).purge()
    log.info(
        "housekeeping",
        cart_lines=purged.cart_lines,
        guests=purged.guests,
        sessions=purged.sessions,
        vertical_rows=purged.vertical_rows,
        uploads=purged.uploads,
    )
    return purged


async def _every(container: AsyncContainer, seconds: float) -> None:
    while True:
        await asyncio.sleep(seconds)
        try:
            await run_once(container)
        except Unavailable:  # the database is busy: the next pass catches up
            log.warning("housekeeping postponed: the database is busy")


@contextlib.asynccontextmanager
async def periodic(container: AsyncContainer, seconds: float) -> AsyncIterator[None]:
    """Run a pass every `seconds` while the server runs (never when `seconds` is 0)."""
    task = asyncio.create_task(_every(container, seconds)) if seconds > 0 else None
    try:
        yield
    finally:
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
