"""The trip cart's statements on the vertical's own tables (SQLAlchemy Core, the same for SQLite and
PostgreSQL). Writes run inside `VerticalRequest.transaction(owner lock)`, so a check and the write after it
are never interleaved with another write of the same owner."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from .fares import RentalType
from .stored import Place, place_columns, place_of, utc
from .tables import LINES, TRIPS


@dataclass(frozen=True, slots=True)
class StoredLine:
    """A vehicle line as stored."""

    id: int
    vehicle_id: int
    provider_id: int
    quantity: int


@dataclass(frozen=True, slots=True)
class StoredTrip:
    """The trip data as stored (pickup time in UTC)."""

    pickup: Place
    destination: Place | None
    pickup_time: dt.datetime
    rental_type: RentalType
    hours: int | None
    days: int | None


# The one place the trip data's fields meet their columns, both ways.
def _columns(data: StoredTrip) -> dict[str, Any]:
    return {
        **place_columns("pickup", data.pickup),
        **place_columns("destination", data.destination),
        "pickup_time": utc(data.pickup_time),
        "rental_type": data.rental_type,
        "estimated_hours": data.hours,
        "estimated_days": data.days,
    }


def _record(row: Mapping[str, Any]) -> StoredTrip:
    pickup = place_of(row, "pickup")
    assert pickup is not None  # stored NOT NULL
    return StoredTrip(
        pickup=pickup,
        destination=place_of(row, "destination"),
        pickup_time=utc(row["pickup_time"]),
        rental_type=row["rental_type"],
        hours=row["estimated_hours"],
        days=row["estimated_days"],
    )


async def lines(conn: Any, owner: str) -> list[StoredLine]:
    """The owner's lines, oldest first."""
    query = (
        sa.select(LINES.c.id, LINES.c.vehicle_id, LINES.c.provider_id, LINES.c.quantity)
        .where(LINES.c.owner == owner)
        .order_by(LINES.c.id)
    )
    return [StoredLine(*row) for row in (await conn.execute(query)).all()]


async def trip(conn: Any, owner: str) -> StoredTrip | None:
    """The owner's trip data, if it has a trip."""
    row = (await conn.execute(sa.select(TRIPS).where(TRIPS.c.owner == owner))).mappings().first()
    return None if row is None else _record(row)


async def save_trip(conn: Any, owner: str, data: StoredTrip) -> None:
    """Set the owner's trip data (one trip per owner)."""
    values = {**_columns(data), "updated_at": sa.func.now()}
    changed = await conn.execute(sa.update(TRIPS).where(TRIPS.c.owner == owner).values(**values))
    if changed.rowcount == 0:
        await conn.execute(sa.insert(TRIPS).values(owner=owner, **values))


async def add_line(conn: Any, owner: str, vehicle_id: int, provider_id: int, quantity: int) -> None:
    """A new line, or the equal vehicle's line grown by `quantity` (in the statement itself)."""
    grown = await conn.execute(
        sa.update(LINES)
        .where(LINES.c.owner == owner, LINES.c.vehicle_id == vehicle_id)
        .values(quantity=LINES.c.quantity + quantity)
    )
    if grown.rowcount == 0:
        await conn.execute(
            sa.insert(LINES).values(
                owner=owner, vehicle_id=vehicle_id, provider_id=provider_id, quantity=quantity
            )
        )


async def set_quantity(conn: Any, owner: str, line_id: int, quantity: int) -> bool:
    """The owner's line `line_id` set to `quantity`; False when the owner has no such line."""
    changed = await conn.execute(
        sa.update(LINES).where(LINES.c.id == line_id, LINES.c.owner == owner).values(quantity=quantity)
    )
    return bool(changed.rowcount)


async def remove_vehicle(conn: Any, owner: str, vehicle_id: int) -> bool:
    """The owner's line of `vehicle_id` deleted (and the trip with the last line); False when absent."""
    removed = await conn.execute(
        sa.delete(LINES).where(LINES.c.owner == owner, LINES.c.vehicle_id == vehicle_id)
    )
    if not removed.rowcount:
        return False
    left = await conn.execute(sa.select(LINES.c.id).where(LINES.c.owner == owner).limit(1))
    if left.first() is None:
        await conn.execute(sa.delete(TRIPS).where(TRIPS.c.owner == owner))
    return True


async def clear(conn: Any, owner: str) -> int:
    """Delete the owner's lines and trip; how many rows went."""
    lines_gone = await conn.execute(sa.delete(LINES).where(LINES.c.owner == owner))
    trips_gone = await conn.execute(sa.delete(TRIPS).where(TRIPS.c.owner == owner))
    return int(lines_gone.rowcount) + int(trips_gone.rowcount)


async def move(conn: Any, source: str, target: str) -> bool:
    """Give `source`'s trip cart to `target` when `target` has no line; True when it moved."""
    held = await conn.execute(sa.select(LINES.c.id).where(LINES.c.owner == target).limit(1))
    if held.first() is not None:
        return False
    await conn.execute(sa.delete(TRIPS).where(TRIPS.c.owner == target))
    moved = await conn.execute(sa.update(LINES).where(LINES.c.owner == source).values(owner=target))
    await conn.execute(sa.update(TRIPS).where(TRIPS.c.owner == source).values(owner=target))
    return bool(moved.rowcount)


async def purge_idle_guests(conn: Any, idle_since: dt.datetime) -> int:
    """Delete the guests' trip carts whose trip data have not changed since `idle_since` (a quantity change
    touches them too); how many rows went."""
    idle = sa.select(TRIPS.c.owner).where(TRIPS.c.owner.like("guest:%"), TRIPS.c.updated_at < idle_since)
    lines_gone = await conn.execute(sa.delete(LINES).where(LINES.c.owner.in_(idle)))
    trips_gone = await conn.execute(
        sa.delete(TRIPS).where(TRIPS.c.owner.like("guest:%"), TRIPS.c.updated_at < idle_since)
    )
    return int(lines_gone.rowcount) + int(trips_gone.rowcount)


async def touch(conn: Any, owner: str) -> None:
    """Mark the owner's trip as changed now (a quantity or a vehicle changed)."""
    await conn.execute(sa.update(TRIPS).where(TRIPS.c.owner == owner).values(updated_at=sa.func.now()))
