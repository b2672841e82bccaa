"""The couriers as orders see them: named beside an order (its `delivery_man`), and picked by the demo
dispatcher for a delivery order of their zone when it moves to processing. The couriers' table is another
context's (adapters/db/couriers): described here, never imported."""

from __future__ import annotations

from sqlalchemy import BigInteger, Boolean, String, column, select, table, true, update
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.db.orders.tables import OrderRow

COURIERS = table(
    "delivery_men",
    column("id", BigInteger),
    column("f_name", String),
    column("l_name", String),
    column("image", String),
    column("zone_id", BigInteger),
    column("status", Boolean),
)
COURIER_COLUMNS = (COURIERS.c.id, COURIERS.c.f_name, COURIERS.c.l_name, COURIERS.c.image)
_STORE_ZONES = table("stores", column("id", BigInteger), column("zone_id", BigInteger))


class CourierDispatch:
    """Picks a courier of the store's zone for an order: the couriers take turns by order id, so the demo's
    orders spread over every courier of the zone."""

    def __init__(self) -> None:
        self._zones: dict[int, list[int]] = {}  # one dispatch pass: each zone's couriers, read once

    async def assign(self, session: AsyncSession, order_id: int, store_id: int) -> int | None:
        """Assign a courier to the order `order_id` (none when its zone has none); the courier's id."""
        zone_id = await session.scalar(select(_STORE_ZONES.c.zone_id).where(_STORE_ZONES.c.id == store_id))
        if zone_id is None:
            return None
        if zone_id not in self._zones:
            found = await session.scalars(
                select(COURIERS.c.id)
                .where(COURIERS.c.zone_id == zone_id, COURIERS.c.status == true())
                .order_by(COURIERS.c.id)
            )
            self._zones[zone_id] = list(found)
        couriers = self._zones[zone_id]
        if not couriers:
            return None
        chosen = couriers[order_id % len(couriers)]
        await session.execute(update(OrderRow).where(OrderRow.id == order_id).values(delivery_man_id=chosen))
        return chosen
