"""What the address book needs from the outside: where addresses are kept, and which zones hold a point."""

from __future__ import annotations

from typing import Protocol

from core.geo.model import Point

from .model import Address, AddressFields


class AddressRepository(Protocol):
    """Saved addresses; every call names the customer, and an address of another customer is never reached."""

    async def addresses(self, customer_id: int) -> list[Address]:
        """The customer's addresses, newest first."""
        ...

    async def add(self, customer_id: int, fields: AddressFields, limit: int) -> Address | None:
        """Save a new address; None (nothing saved) when the customer already has `limit` addresses."""
        ...

    async def update(self, customer_id: int, address_id: int, fields: AddressFields) -> Address | None:
        """Replace the customer's address `address_id`; None when the customer has no such address."""
        ...

    async def delete(self, customer_id: int, address_id: int) -> bool:
        """Delete the customer's address `address_id`; False when the customer has no such address."""
        ...


class ZoneLocator(Protocol):
    """The delivery zones (the marketplace's) that hold a point."""

    async def zone_ids_at(self, point: Point) -> list[int]:
        """Ids of the active zones holding `point`, ascending; empty outside every zone."""
        ...
