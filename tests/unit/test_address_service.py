"""The address book's use cases over in-memory ports: zones from the position, owners kept apart, bounds."""

from __future__ import annotations

from typing import Any

import pytest

from core.address.model import MAX_ADDRESSES, AddressRequest
from core.address.service import AddressService
from core.errors import InvalidInput, NotFound
from tests.unit.fakes.places import FakeAddresses, SquareZones

HOME: dict[str, Any] = dict(
    address="1 Main St", address_type="home", contact_person_name="Ada", contact_person_number="0612345678",
    latitude="2", longitude="7",
)  # fmt: skip


@pytest.fixture
def book() -> tuple[AddressService, FakeAddresses]:
    addresses = FakeAddresses()
    return AddressService(addresses, SquareZones()), addresses


async def test_zones_come_from_the_position(book: tuple[AddressService, FakeAddresses]) -> None:
    service, _ = book
    saved = await service.add(1, AddressRequest(**HOME), "en")
    assert saved.message == "Successfully added!"
    assert (saved.address.zone_id, saved.address.zone_ids) == (1, [1, 2])
    moved = await service.update(1, saved.address.id, AddressRequest(**{**HOME, "longitude": "1"}), "fr")
    assert (moved.message, moved.address.zone_ids) == ("Modifiée avec succès !", [1])


async def test_outside_every_zone_nothing_is_saved(book: tuple[AddressService, FakeAddresses]) -> None:
    service, addresses = book
    with pytest.raises(InvalidInput) as caught:
        await service.add(1, AddressRequest(**{**HOME, "latitude": "40"}), "en")
    assert (caught.value.code, caught.value.message) == ("zone", "Service not available in this area")
    assert addresses.rows == {}


async def test_another_customers_address_is_not_found_and_unchanged(
    book: tuple[AddressService, FakeAddresses],
) -> None:
    service, addresses = book
    mine = (await service.add(1, AddressRequest(**HOME), "en")).address
    with pytest.raises(NotFound):
        await service.update(2, mine.id, AddressRequest(**{**HOME, "address": "Elsewhere"}), "en")
    with pytest.raises(NotFound):
        await service.delete(2, mine.id, "en")
    assert (await service.addresses(1)).addresses == [mine]
    assert (await service.addresses(2)).addresses == []
    assert (await service.delete(1, mine.id, "en")).message == "Successfully removed!"
    assert addresses.rows == {}


async def test_an_address_book_is_bounded(book: tuple[AddressService, FakeAddresses]) -> None:
    service, _ = book
    for _ in range(MAX_ADDRESSES):
        await service.add(1, AddressRequest(**HOME), "en")
    with pytest.raises(InvalidInput) as caught:
        await service.add(1, AddressRequest(**HOME), "en")
    assert caught.value.code == "limit"
    assert len((await service.addresses(1)).addresses) == MAX_ADDRESSES
    assert (await service.add(2, AddressRequest(**HOME), "en")).address.id == MAX_ADDRESSES + 1
