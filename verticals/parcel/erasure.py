"""A deleted customer's parcels: kept for the books (category, distance, fee, total, dates, status), naming
no one: owner, both sides' contacts, addresses and coordinates, and the note are erased; the idempotency keys
go with the owner they were unique for. The tracking code stays: it names a parcel, not a person."""

from __future__ import annotations

from core.verticals import ERASED_OWNER, CustomerErasure

from . import repository


async def forget_customer(erasure: CustomerErasure) -> int:
    """Erase the person from the customer's parcels; rows touched."""
    owner = erasure.customer.key
    async with erasure.storage.transaction(f"parcel:{owner}") as conn:
        return await repository.forget_owner(conn, owner, ERASED_OWNER)
