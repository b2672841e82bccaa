"""In-memory adapters of the address book's and the wishlist's ports, kept per customer like the real ones."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import msgspec

from core.address.model import Address, AddressFields
from core.catalogue.model import Item, Store
from core.geo.model import Point
from core.wishlist.model import Wish


def _address(address_id: int, fields: AddressFields) -> Address:
    return Address(
        id=address_id,
        address=fields.address,
        address_type=fields.address_type,
        contact_person_name=fields.contact_person_name,
        contact_person_number=fields.contact_person_number,
        additional_information=fields.additional_information,
        latitude=fields.latitude,
        longitude=fields.longitude,
        road=fields.road,
        house=fields.house,
        floor=fields.floor,
        zone_id=fields.zone_ids[0],
        zone_ids=list(fields.zone_ids),
    )


class FakeAddresses:
    """Implements AddressRepository over a dict; ids are never handed out twice."""

    def __init__(self) -> None:
        self.rows: dict[int, tuple[int, Address]] = {}
        self._ids = itertools.count(1)

    async def addresses(self, customer_id: int) -> list[Address]:
        return [a for owner, a in sorted(self.rows.values(), key=lambda r: -r[1].id) if owner == customer_id]

    async def add(self, customer_id: int, fields: AddressFields, limit: int) -> Address | None:
        if len(await self.addresses(customer_id)) >= limit:
            return None
        address = _address(next(self._ids), fields)
        self.rows[address.id] = (customer_id, address)
        return address

    async def update(self, customer_id: int, address_id: int, fields: AddressFields) -> Address | None:
        if self.rows.get(address_id, (0,))[0] != customer_id:
            return None
        self.rows[address_id] = (customer_id, _address(address_id, fields))
        return self.rows[address_id][1]

    async def delete(self, customer_id: int, address_id: int) -> bool:
        if self.rows.get(address_id, (0,))[0] != customer_id:
            return False
        del self.rows[address_id]
        return True


class SquareZones:
    """Zone 1 covers latitudes and longitudes 0 to 10, zone 2 the same square's eastern half (5 to 10)."""

    async def zone_ids_at(self, point: Point) -> list[int]:
        inside = 0 <= point.lat <= 10 and 0 <= point.lng <= 10
        return [z for z, holds in ((1, inside), (2, inside and point.lng >= 5)) if holds]


class FakeWishes:
    """Implements WishlistRepository over a list, newest last."""

    def __init__(self) -> None:
        self.rows: list[tuple[int, Wish]] = []

    async def add(self, customer_id: int, wish: Wish, limit: int) -> bool:
        if (customer_id, wish) in self.rows:
            return True
        if len(await self.wishes(customer_id)) >= limit:
            return False
        self.rows.append((customer_id, wish))
        return True

    async def remove(self, customer_id: int, wish: Wish) -> None:
        if (customer_id, wish) in self.rows:
            self.rows.remove((customer_id, wish))

    async def wishes(self, customer_id: int) -> list[Wish]:
        return [w for owner, w in reversed(self.rows) if owner == customer_id]


class FakeCards:
    """Implements WishedCards with cards by id; `calls` records what was asked."""

    def __init__(self, items: dict[int, Item], stores: dict[int, Store]) -> None:
        self.items, self.stores = items, stores
        self.calls: list[tuple[str, tuple[int, ...], int | None]] = []

    async def items_by_ids(self, ids: Sequence[int], module_id: int | None, language: str) -> list[Item]:
        self.calls.append(("items", tuple(ids), module_id))
        found = [self.items[i] for i in ids if i in self.items]
        return [i for i in found if module_id is None or i.module_id == module_id]

    async def stores_by_ids(self, ids: Sequence[int], module_id: int | None, language: str) -> list[Store]:
        self.calls.append(("stores", tuple(ids), module_id))
        found = [self.stores[i] for i in ids if i in self.stores]
        return [s for s in found if module_id is None or s.module_id == module_id]


def store_card(id: int, module_id: int = 1) -> Store:
    """A store card of `module_id`, made up for tests."""
    values = dict.fromkeys(Store.__struct_fields__, 0)
    text = (
        "slug",
        "name",
        "logo_full_url",
        "cover_photo_full_url",
        "phone",
        "email",
        "address",
        "delivery_time",
    )
    values.update({name: f"{name} {id}" for name in text})
    values.update(
        id=id, module_id=module_id, module={"id": module_id, "module_type": "food"}, discount=None,
        schedules=[], extra=msgspec.Raw(b"{}"), per_km_shipping_charge=None, minimum_shipping_charge=None,
        maximum_shipping_charge=None, free_delivery_over=None,
    )  # fmt: skip
    return msgspec.convert(values, Store)
