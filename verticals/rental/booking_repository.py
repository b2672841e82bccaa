"""Booked trips' statements on the vertical's own tables (SQLAlchemy Core, the same for SQLite and
PostgreSQL). They take and give the records of `booking_records`, never rows: `_columns` and `_record` below
are the one place a record's fields meet their columns. Amounts are minor units, moments UTC; every read
filters on the owner, so another owner's trip is never read."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

import sqlalchemy as sa

from core.verticals import Money

from .booking_records import BookedLine, BookedTrip, Contact, NewTrip, TripStep
from .booking_wire import TripStatus
from .stored import Place, place_columns, place_of, utc
from .tables import BOOKING_LINES, BOOKING_STATUSES, BOOKINGS

# Where a trip's erased person was (erasure keeps the trip for the books).
_NOWHERE = Place("", 0.0, 0.0)
_NO_ONE = Contact("", "", None)


# The one place the records' fields meet their columns, both ways.
def _contact_columns(contact: Contact) -> dict[str, Any]:
    return {"contact_name": contact.name, "contact_number": contact.number, "contact_email": contact.email}


def _columns(trip: NewTrip) -> dict[str, Any]:
    return {
        "owner": trip.owner,
        "idempotency_key": trip.idempotency_key,
        "module_id": trip.module_id,
        "provider_id": trip.provider_id,
        "provider_name": trip.provider_name,
        "trip_status": trip.trip_status,
        "payment_method": trip.payment_method,
        **place_columns("pickup", trip.pickup),
        **place_columns("destination", trip.destination),
        "pickup_time": utc(trip.pickup_time),
        "rental_type": trip.rental_type,
        "estimated_hours": trip.estimated_hours,
        "estimated_days": trip.estimated_days,
        "distance_km": trip.distance_km,
        **_contact_columns(trip.contact),
        "subtotal": trip.subtotal,
        "tax": trip.tax,
        "total_amount": trip.total_amount,
        "trip_note": trip.trip_note,
        "created_at": utc(trip.created_at),
        "demo": trip.demo,
    }


def _record(row: Mapping[str, Any]) -> BookedTrip:
    pickup = place_of(row, "pickup")
    assert pickup is not None  # stored NOT NULL
    return BookedTrip(
        id=int(row["id"]),
        owner=row["owner"],
        idempotency_key=row["idempotency_key"],
        module_id=int(row["module_id"]),
        provider_id=int(row["provider_id"]),
        provider_name=row["provider_name"],
        trip_status=row["trip_status"],
        payment_method=row["payment_method"],
        pickup=pickup,
        destination=place_of(row, "destination"),
        pickup_time=utc(row["pickup_time"]),
        rental_type=row["rental_type"],
        estimated_hours=row["estimated_hours"],
        estimated_days=row["estimated_days"],
        distance_km=row["distance_km"],
        contact=Contact(row["contact_name"], row["contact_number"], row["contact_email"]),
        subtotal=Money(int(row["subtotal"])),
        tax=Money(int(row["tax"])),
        total_amount=Money(int(row["total_amount"])),
        trip_note=row["trip_note"],
        created_at=utc(row["created_at"]),
        demo=bool(row["demo"]),
        cancellation_reason=row["cancellation_reason"],
    )


def _line_columns(trip_id: int, line: BookedLine) -> dict[str, Any]:
    return {
        "booking_id": trip_id,
        "vehicle_id": line.vehicle_id,
        "vehicle_name": line.vehicle_name,
        "image_full_url": line.image_full_url,
        "quantity": line.quantity,
        "unit_fare": line.unit_fare,
        "price": line.price,
    }


def _line_record(row: Mapping[str, Any]) -> BookedLine:
    return BookedLine(
        vehicle_id=int(row["vehicle_id"]),
        vehicle_name=row["vehicle_name"],
        image_full_url=row["image_full_url"],
        quantity=row["quantity"],
        unit_fare=Money(int(row["unit_fare"])),
        price=Money(int(row["price"])),
    )


async def booked_with(conn: Any, owner: str, key: str) -> BookedTrip | None:
    """The owner's trip booked with `key`, if any."""
    query = sa.select(BOOKINGS).where(BOOKINGS.c.owner == owner, BOOKINGS.c.idempotency_key == key)
    row = (await conn.execute(query)).mappings().first()
    return None if row is None else _record(row)


async def insert(conn: Any, trip: NewTrip, lines: Sequence[BookedLine]) -> int:
    """Store a trip with its lines and its first status (reached when it was booked); the new trip's id."""
    trip_id = int(
        (
            await conn.execute(sa.insert(BOOKINGS).values(**_columns(trip)).returning(BOOKINGS.c.id))
        ).scalar_one()
    )
    await conn.execute(sa.insert(BOOKING_LINES), [_line_columns(trip_id, line) for line in lines])
    await conn.execute(
        sa.insert(BOOKING_STATUSES).values(
            booking_id=trip_id, status=trip.trip_status, at=utc(trip.created_at)
        )
    )
    return trip_id


async def owned(conn: Any, owner: str, trip_id: int) -> BookedTrip | None:
    """The owner's trip `trip_id`, or None (another owner's trip is never read)."""
    query = sa.select(BOOKINGS).where(BOOKINGS.c.id == trip_id, BOOKINGS.c.owner == owner)
    row = (await conn.execute(query)).mappings().first()
    return None if row is None else _record(row)


async def page(
    conn: Any, owner: str, statuses: Sequence[str], offset: int, limit: int
) -> tuple[int, list[BookedTrip]]:
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
    return total, [_record(row) for row in rows]


async def lines_of(conn: Any, trip_ids: Sequence[int]) -> dict[int, list[BookedLine]]:
    """The lines of each trip, in the order they were booked."""
    found: dict[int, list[BookedLine]] = {i: [] for i in trip_ids}
    if trip_ids:
        query = (
            sa.select(BOOKING_LINES)
            .where(BOOKING_LINES.c.booking_id.in_(trip_ids))
            .order_by(BOOKING_LINES.c.id)
        )
        for row in (await conn.execute(query)).mappings():
            found[row["booking_id"]].append(_line_record(row))
    return found


async def statuses_of(conn: Any, trip_ids: Sequence[int]) -> dict[int, list[TripStep]]:
    """The statuses each trip reached, oldest first."""
    found: dict[int, list[TripStep]] = {i: [] for i in trip_ids}
    if trip_ids:
        query = (
            sa.select(BOOKING_STATUSES.c.booking_id, BOOKING_STATUSES.c.status, BOOKING_STATUSES.c.at)
            .where(BOOKING_STATUSES.c.booking_id.in_(trip_ids))
            .order_by(BOOKING_STATUSES.c.id)
        )
        for trip_id, status, at in (await conn.execute(query)).all():
            found[trip_id].append(TripStep(status, utc(at)))
    return found


async def move_status(
    conn: Any,
    trip_id: int,
    from_statuses: Sequence[TripStatus],
    status: TripStatus,
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
    await conn.execute(sa.insert(BOOKING_STATUSES).values(booking_id=trip_id, status=status, at=utc(at)))
    return True


async def demo_due(
    conn: Any, running: Sequence[TripStatus], due: dt.datetime, now: dt.datetime, limit: int
) -> list[tuple[int, TripStatus]]:
    """(id, status) of the first `limit` demo trips in `running` whose last status was reached at or before
    `due`; a confirmed one only once its pickup time (a moment) is at or before `now`."""
    last = (
        sa.select(BOOKING_STATUSES.c.booking_id, sa.func.max(BOOKING_STATUSES.c.at).label("at"))
        .group_by(BOOKING_STATUSES.c.booking_id)
        .subquery()
    )
    query = (
        sa.select(BOOKINGS.c.id, BOOKINGS.c.trip_status)
        .join(last, last.c.booking_id == BOOKINGS.c.id)
        .where(
            BOOKINGS.c.demo.is_(True),
            BOOKINGS.c.trip_status.in_(running),
            last.c.at <= due,
            sa.or_(BOOKINGS.c.trip_status != "confirmed", BOOKINGS.c.pickup_time <= now),
        )
        .order_by(BOOKINGS.c.id)
        .limit(limit)
    )
    return [(int(trip_id), status) for trip_id, status in (await conn.execute(query)).all()]


async def forget_owner(conn: Any, owner: str, erased_owner: str) -> int:
    """Erase the person from the owner's booked trips, which stay for the books (provider, vehicles, fares,
    tax, total, dates, status) filed under `erased_owner`: contact, addresses, coordinates and note go, and
    the idempotency key with the owner it was unique for; how many trips."""
    erased = {
        "owner": erased_owner,
        "idempotency_key": None,
        **place_columns("pickup", _NOWHERE),
        **place_columns("destination", None),
        **_contact_columns(_NO_ONE),
        "trip_note": None,
    }
    done = await conn.execute(sa.update(BOOKINGS).where(BOOKINGS.c.owner == owner).values(**erased))
    return int(done.rowcount)
