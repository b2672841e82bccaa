"""Saved addresses, an ordinary table: an advanced-alchemy repository in one unit of work per call.

Every statement filters on the customer as well as the id, so another customer's address is never read,
changed or deleted, whatever id a request names.
"""

from __future__ import annotations

import msgspec
from advanced_alchemy.repository import SQLAlchemyAsyncRepository
from sqlalchemy import delete, func, select

from adapters.db.address.tables import CustomerAddress
from adapters.db.gateway import Database
from adapters.db.locks import begin_write, serialise_on
from core.address.model import Address, AddressFields

_ZONE_IDS = msgspec.json.Decoder(list[int])


class AddressTable(SQLAlchemyAsyncRepository[CustomerAddress]):
    """The customer_addresses table."""

    model_type = CustomerAddress


def _answer(row: CustomerAddress) -> Address:
    zone_ids = _ZONE_IDS.decode(row.zone_ids)
    return Address(
        id=row.id,
        address=row.address,
        address_type=row.address_type,
        contact_person_name=row.contact_person_name,
        contact_person_number=row.contact_person_number,
        additional_information=row.additional_information,
        latitude=row.latitude,
        longitude=row.longitude,
        road=row.road,
        house=row.house,
        floor=row.floor,
        zone_id=zone_ids[0] if zone_ids else 0,
        zone_ids=zone_ids,
    )


def _write(row: CustomerAddress, fields: AddressFields) -> None:
    row.address = fields.address
    row.address_type = fields.address_type
    row.contact_person_name = fields.contact_person_name
    row.contact_person_number = fields.contact_person_number
    row.additional_information = fields.additional_information
    row.latitude = fields.latitude
    row.longitude = fields.longitude
    row.road = fields.road
    row.house = fields.house
    row.floor = fields.floor
    row.zone_ids = msgspec.json.encode(list(fields.zone_ids)).decode()


class SqlAddressRepository:
    """Implements core's AddressRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def addresses(self, customer_id: int) -> list[Address]:
        """The customer's addresses, newest first."""
        async with self._database.session() as session:
            rows = await AddressTable(session=session).get_many(
                CustomerAddress.customer_id == customer_id, order_by=[CustomerAddress.id.desc()]
            )
        return [_answer(r) for r in rows]

    async def add(self, customer_id: int, fields: AddressFields, limit: int) -> Address | None:
        """Save a new address unless the customer holds `limit` already (counted under the owner's lock)."""
        async with self._database.session() as session:
            await serialise_on(session, f"addresses:{customer_id}")
            held = await session.scalar(
                select(func.count()).where(CustomerAddress.customer_id == customer_id)
            )
            if (held or 0) >= limit:
                return None
            row = CustomerAddress(customer_id=customer_id)
            _write(row, fields)
            await AddressTable(session=session).add(row)
            await session.commit()
        return _answer(row)

    async def update(self, customer_id: int, address_id: int, fields: AddressFields) -> Address | None:
        """Replace the customer's address `address_id`; None when the customer has none with that id."""
        async with self._database.session() as session:
            await begin_write(session)
            row = await AddressTable(session=session).get_one_or_none(id=address_id, customer_id=customer_id)
            if row is None:
                return None
            _write(row, fields)
            row.updated_at = func.now()  # type: ignore[assignment]
            await session.commit()
            await session.refresh(row)
        return _answer(row)

    async def delete(self, customer_id: int, address_id: int) -> bool:
        """Delete the customer's address `address_id`; False when the customer has none with that id."""
        statement = delete(CustomerAddress).where(
            CustomerAddress.id == address_id, CustomerAddress.customer_id == customer_id
        )
        async with self._database.session() as session:
            await begin_write(session)
            result = await session.execute(statement)
            await session.commit()
        return bool(result.rowcount)  # type: ignore[attr-defined]
