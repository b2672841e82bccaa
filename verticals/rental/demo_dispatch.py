"""The demo dispatcher's hook of the rental vertical: demo trips (booked while `DEMO_DISPATCH_SECONDS` was
above 0) move pending -> confirmed -> ongoing -> completed, one step each time their last status is old
enough, so 'Track Trip' and the trip page can be seen moving without a provider side. A confirmed trip
starts (ongoing) only once its pickup time has come: the pickup is a moment (stored in UTC), compared with
the dispatcher's own moment, so no time zone of the machine or the shopper moves it earlier."""

from __future__ import annotations

from core.verticals import DemoDispatch

from . import booking_repository
from .booking_wire import RUNNING, TripStatus

NEXT: dict[TripStatus, TripStatus] = {"pending": "confirmed", "confirmed": "ongoing", "ongoing": "completed"}


async def demo_dispatch(step: DemoDispatch) -> int:
    """Move each running demo trip whose last status is at or before `step.due` one status on, a confirmed
    one only from its pickup time on; how many moved. A trip moves only from the status it was read in (a
    cancel or another process may come first)."""
    moved = 0
    async with step.storage.transaction("rental:demo-dispatch") as conn:
        due = await booking_repository.demo_due(conn, RUNNING, step.due, step.now, step.limit)
        for trip_id, status in due:
            moved += await booking_repository.move_status(conn, trip_id, [status], NEXT[status], step.now)
    return moved
