"""A deleted customer's rental records: the trip cart goes, booked trips stay for the books, naming no one.

A booked trip keeps what an invoice needs (provider, vehicles, fares, tax, total, dates, status); its owner,
contact, addresses, coordinates and note are erased, and its idempotency key goes with the owner it was
unique for."""

from __future__ import annotations

import sqlalchemy as sa

from core.verticals import ERASED_OWNER, CustomerErasure

from .tables import BOOKINGS, LINES, TRIPS

_ERASED_BOOKING = {
    "owner": ERASED_OWNER,
    "idempotency_key": None,
    "pickup_address": "",
    "pickup_lat": 0.0,
    "pickup_lng": 0.0,
    "destination_address": None,
    "destination_lat": None,
    "destination_lng": None,
    "contact_name": "",
    "contact_number": "",
    "contact_email": None,
    "trip_note": None,
}


async def forget_customer(erasure: CustomerErasure) -> int:
    """Delete the customer's trip cart and erase the person from their booked trips; rows touched."""
    owner = erasure.customer.key
    async with erasure.storage.transaction(f"rental:{owner}") as conn:
        lines = await conn.execute(sa.delete(LINES).where(LINES.c.owner == owner))
        trips = await conn.execute(sa.delete(TRIPS).where(TRIPS.c.owner == owner))
        booked = await conn.execute(
            sa.update(BOOKINGS).where(BOOKINGS.c.owner == owner).values(**_ERASED_BOOKING)
        )
    return int(lines.rowcount) + int(trips.rowcount) + int(booked.rowcount)
