"""Erasing a deleted customer from their orders: core's OrderContacts.

An order keeps what an invoice needs for the years the law asks (store, lines, amounts, tax, fees, coupon,
payment, dates, statuses); the person goes: owner, contact name, number and email, address, road, house,
floor, coordinates and the order note. The idempotency keys go with the owner they were unique for."""

from __future__ import annotations

from sqlalchemy import delete, update

from adapters.db.gateway import Database
from adapters.db.orders.tables import IdempotencyKeyRow, OrderRow
from core.verticals import ERASED_OWNER

_ERASED = {
    "owner": ERASED_OWNER,
    "contact_person_name": "",
    "contact_person_number": "",
    "contact_person_email": None,
    "address": "",
    "road": None,
    "house": None,
    "floor": None,
    "latitude": None,
    "longitude": None,
    "order_note": None,
}


class SqlOrderContacts:
    """Implements core's OrderContacts."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def erase(self, owner: str) -> int:
        async with self._database.session() as session:
            await session.execute(delete(IdempotencyKeyRow).where(IdempotencyKeyRow.owner == owner))
            erased = await session.execute(update(OrderRow).where(OrderRow.owner == owner).values(**_ERASED))
            await session.commit()
        return int(erased.rowcount)  # type: ignore[attr-defined]
