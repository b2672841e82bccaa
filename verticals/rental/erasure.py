"""A deleted customer's rental records: the trip cart goes, booked trips stay for the books, naming no one.

A booked trip keeps what an invoice needs (provider, vehicles, fares, tax, total, dates, status); its owner,
contact, addresses, coordinates and note are erased, and its idempotency key goes with the owner it was
unique for."""

from __future__ import annotations

from core.verticals import ERASED_OWNER, CustomerErasure

from . import booking_repository, trip_cart_repository


async def forget_customer(erasure: CustomerErasure) -> int:
    """Delete the customer's trip cart and erase the person from their booked trips; rows touched."""
    owner = erasure.customer.key
    async with erasure.storage.transaction(f"rental:{owner}") as conn:
        cart = await trip_cart_repository.clear(conn, owner)
        booked = await booking_repository.forget_owner(conn, owner, ERASED_OWNER)
    return cart + booked
