"""One housekeeping pass, logged: run by `storefront maintenance`, and as the scheduled `housekeeping` job
(adapters/jobs/work/housekeeping.py) every `MAINTENANCE_SECONDS`."""

from __future__ import annotations

import structlog
from dishka import AsyncContainer

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
        vitals=purged.vitals,
    )
    return purged
