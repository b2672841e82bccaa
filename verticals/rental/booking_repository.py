"""Booked trips' statements on the vertical's own tables (SQLAlchemy Core, the same for SQLite and
PostgreSQL). Amounts are stored in minor units; every read filters on the owner, so another owner's trip
is never read."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from .tables import BOOKING_LINES, BOOKING_STATUSES, BOOKINGS


@dataclass(frozen=True, slots=True)
class NewLine:
    """A vehicle line as priced at booking."""

    vehicle_id: int
    vehicle_name: str
    image_full_url: str
    quantity: int
    unit_fare: int
    price: int


def utc(moment: dt.datetime) -> dt.datetime:
    """A stored time in UTC (SQLite hands it back without its zone: it was stored in UTC)."""
    return moment.replace(tzinfo=dt.UTC) if moment.tzinfo is None else moment.astimezone(dt.UTC)


async def booked_with(conn: Any, owner: str, key: str) -> tuple[int, int] | None:
    """(trip id, total in minor units) of the owner's trip booked with `key`, if any."""
    row = (
        await conn.execute(
            sa.select(BOOKINGS.c.id, BOOKINGS.c.total_amount).where(
                BOOKINGS.c.owner == owner, BOOKINGS.c.idempotency_key == key
            )
        )
    ).first()
    return None if row is None else (int(row[0]), int(row[1]))


async def insert(conn: Any, values: dict[str, Any], lines: Sequence[NewLine], at: dt.datetime) -> int:
    """Store a trip with its lines and its first status; the new trip's id."""
    trip_id = int(
        (await conn.execute(sa.insert(BOOKINGS).values(**values).returning(BOOKINGS.c.id))).scalar_one()
    )
    await conn.execute(
        sa.insert(BOOKING_LINES),
        [
            {
                "booking_id": trip_id,
                "vehicle_id": line.vehicle_id,
                "vehicle_name": line.vehicle_name,
                "image_full_url": line.image_full_url,
                "quantity": line.quantity,
                "unit_fare": line.unit_fare,
                "price": line.price,
            }
            for line in lines
        ],
    )
    await conn.execute(
        sa.insert(BOOKING_STATUSES).values(booking_id=trip_id, status=values["trip_status"], at=at)
    )
    return trip_id


async def owned(conn: Any, owner: str, trip_id: int) -> dict[str, Any] | None:
    """The owner's trip `trip_id` as stored, or None (another owner's trip is never read)."""
    row = (
        (await conn.execute(sa.select(BOOKINGS).where(BOOKINGS.c.id == trip_id, BOOKINGS.c.owner == owner)))
        .mappings()
        .first()
    )
    return None if row is None else dict(row)


async def page(
    conn: Any, owner: str, statuses: Sequence[str], offset: int, limit: int
) -> tuple[int, list[dict[str, Any]]]:
    """(how many, one page of them newest first) of the owner's trips in `statuses`."""
    where = (BOOKINGS.c.owner == owner, BOOKINGS.c.trip_status.in_(statuses))
    total = int(
        (await conn.execute(sa.select(sa.func.count()).select_from(BOOKINGS).where(*where))).scalar_one()
    )
    rows = (
        await conn.execute(
            sa.select(BOOKINGS).where(*where).order_by(BOOKINGS.c.id.desc()).offset(offset).limit(limit)
        )
    ).mappings()
    return total, [dict(row) for row in rows]


async def lines_of(conn: Any, trip_ids: Sequence[int]) -> dict[int, list[dict[str, Any]]]:
    """The lines of each trip, in the order they were booked."""
    found: dict[int, list[dict[str, Any]]] = {i: [] for i in trip_ids}
    if trip_ids:
        query = (
            sa.select(BOOKING_LINES)
            .where(BOOKING_LINES.c.booking_id.in_(trip_ids))
            .order_by(BOOKING_LINES.c.id)
        )
        for row in (await conn.execute(query)).mappings():
            found[row["booking_id"]].append(dict(row))
    return found


async def statuses_of(conn: Any, trip_ids: Sequence[int]) -> dict[int, list[tuple[str, dt.datetime]]]:
    """The statuses each trip reached, oldest first."""
    found: dict[int, list[tuple[str, dt.datetime]]] = {i: [] for i in trip_ids}
    if trip_ids:
        query = (
            sa.select(BOOKING_STATUSES.c.booking_id, BOOKING_STATUSES.c.status, BOOKING_STATUSES.c.at)
            .where(BOOKING_STATUSES.c.booking_id.in_(trip_ids))
            .order_by(BOOKING_STATUSES.c.id)
        )
        for trip_id, status, at in (await conn.execute(query)).all():
            found[trip_id].append((status, utc(at)))
    return found


async def move_status(
    conn: Any,
    trip_id: int,
    from_statuses: Sequence[str],
    status: str,
    at: dt.datetime,
    reason: str | None = None,
) -> bool:
    """Move the trip to `status` only from one of `from_statuses` (in the statement itself); False when it
    was in none of them."""
    values: dict[str, Any] = {"trip_status": status}
    if reason is not None:
        values["cancellation_reason"] = reason
    moved = await conn.execute(
        sa.update(BOOKINGS)
        .where(BOOKINGS.c.id == trip_id, BOOKINGS.c.trip_status.in_(from_statuses))
        .values(**values)
    )
    if not moved.rowcount:
        return False
    await conn.execute(sa.insert(BOOKING_STATUSES).values(booking_id=trip_id, status=status, at=at))
    return True
