"""The demo dispatcher's hook of the parcel vertical: demo parcels (placed while `DEMO_DISPATCH_SECONDS` was
above 0) move pending -> confirmed -> picked_up -> delivered, one step each time their last status is old
enough, so the tracking page can be seen moving without a courier side."""

from __future__ import annotations

from core.verticals import DemoDispatch

from . import repository
from .wire import Status

NEXT: dict[Status, Status] = {"pending": "confirmed", "confirmed": "picked_up", "picked_up": "delivered"}


async def demo_dispatch(step: DemoDispatch) -> int:
    """Move each running demo parcel whose last status is at or before `step.due` one status on; how many
    moved. A parcel moves only from the status it was read in (a cancel or another process may come first)."""
    moved = 0
    async with step.storage.transaction("parcel:demo-dispatch") as conn:
        for parcel_id, status in await repository.demo_due(conn, tuple(NEXT), step.due, step.limit):
            moved += await repository.advance(conn, parcel_id, status, NEXT[status], step.now)
    return moved
