"""A deleted customer's parcels: kept for the books (category, distance, fee, total, dates, status), naming
no one: owner, both sides' contacts, addresses and coordinates, and the note are erased; the idempotency keys
go with the owner they were unique for. The tracking code stays: it names a parcel, not a person."""

from __future__ import annotations

import sqlalchemy as sa

from core.verticals import ERASED_OWNER, CustomerErasure

from .tables import KEYS, PARCELS


def _erased_side(side: str) -> dict[str, object]:
    return {
        f"{side}_address": "",
        f"{side}_latitude": 0.0,
        f"{side}_longitude": 0.0,
        f"{side}_contact_person_name": "",
        f"{side}_contact_person_number": "",
        f"{side}_road": None,
        f"{side}_house": None,
        f"{side}_floor": None,
    }


_ERASED_PARCEL = {
    "owner": ERASED_OWNER,
    "parcel_note": None,
    **_erased_side("sender"),
    **_erased_side("receiver"),
}


async def forget_customer(erasure: CustomerErasure) -> int:
    """Erase the person from the customer's parcels; rows touched."""
    owner = erasure.customer.key
    async with erasure.storage.transaction(f"parcel:{owner}") as conn:
        keys = await conn.execute(sa.delete(KEYS).where(KEYS.c.owner == owner))
        parcels = await conn.execute(
            sa.update(PARCELS).where(PARCELS.c.owner == owner).values(**_ERASED_PARCEL)
        )
    return int(keys.rowcount) + int(parcels.rowcount)
