"""The demo dispatcher's hook of the parcel vertical: demo parcels (placed while `DEMO_DISPATCH_SECONDS` was
above 0) move pending -> confirmed -> picked_up -> delivered, one step each time their last status is old
enough, so the tracking page can be seen moving without a courier side."""

from __future__ import annotations

import sqlalchemy as sa

from core.verticals import DemoDispatch

from .tables import PARCELS

# status -> (the column holding when it was reached, the next status, the column the next one fills).
STEPS = {
    "pending": ("created_at", "confirmed", "confirmed_at"),
    "confirmed": ("confirmed_at", "picked_up", "picked_up_at"),
    "picked_up": ("picked_up_at", "delivered", "delivered_at"),
}


async def demo_dispatch(step: DemoDispatch) -> int:
    """Move each running demo parcel whose last status is at or before `step.due` one status on; how many
    moved. A parcel moves only from the status it was read in (a cancel or another process may come first)."""
    reached = sa.or_(
        *(
            sa.and_(PARCELS.c.status == status, PARCELS.c[since] <= step.due)
            for status, (since, _, _) in STEPS.items()
        )
    )
    due = (
        sa.select(PARCELS.c.id, PARCELS.c.status)
        .where(PARCELS.c.demo.is_(True), reached)
        .order_by(PARCELS.c.id)
        .limit(step.limit)
    )
    moved = 0
    async with step.storage.transaction("parcel:demo-dispatch") as conn:
        for parcel_id, status in (await conn.execute(due)).all():
            _, following, column = STEPS[status]
            done = await conn.execute(
                sa.update(PARCELS)
                .where(PARCELS.c.id == parcel_id, PARCELS.c.status == status)
                .values({"status": following, column: step.now})
            )
            moved += done.rowcount
    return moved
