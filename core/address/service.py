"""Use cases of the address book: list, add, update and delete a customer's saved addresses.

The customer id comes from the signed-in session (identity); a use case never takes it from a body. The
zones of an address are computed here from its position, never taken from the client.
"""

from __future__ import annotations

import msgspec

from core.errors import InvalidInput, NotFound
from core.messages import translate

from .model import MAX_ADDRESSES, Address, AddressFields, AddressRequest, check_address
from .ports import AddressRepository, ZoneLocator


class AddressList(msgspec.Struct, frozen=True):
    """`GET /customer/address/list`."""

    addresses: list[Address]


class AddressSaved(msgspec.Struct, frozen=True):
    """The answer of an add or an update: a message and the address as stored."""

    message: str
    address: Address


class Done(msgspec.Struct, frozen=True):
    """An answer that is only a message."""

    message: str


class AddressService:
    """A customer's address book."""

    def __init__(self, addresses: AddressRepository, zones: ZoneLocator) -> None:
        self._addresses = addresses
        self._zones = zones

    async def addresses(self, customer_id: int) -> AddressList:
        """Every saved address of the customer, newest first."""
        return AddressList(addresses=await self._addresses.addresses(customer_id))

    async def add(self, customer_id: int, request: AddressRequest, language: str) -> AddressSaved:
        """Save a new address in the zones its position falls in."""
        fields = await self._placed(request, language)
        saved = await self._addresses.add(customer_id, fields, MAX_ADDRESSES)
        if saved is None:
            limit = "You can save at most {max} addresses. Remove one to add another."
            raise InvalidInput("limit", translate(limit, language, max=MAX_ADDRESSES))
        return AddressSaved(message=translate("Successfully added!", language), address=saved)

    async def update(
        self, customer_id: int, address_id: int, request: AddressRequest, language: str
    ) -> AddressSaved:
        """Replace one of the customer's addresses; another customer's answers NotFound and stays as it is."""
        fields = await self._placed(request, language)
        saved = await self._addresses.update(customer_id, address_id, fields)
        if saved is None:
            raise _not_found(language)
        return AddressSaved(message=translate("Successfully updated!", language), address=saved)

    async def delete(self, customer_id: int, address_id: int, language: str) -> Done:
        """Delete one of the customer's addresses; another customer's answers NotFound and stays."""
        if not await self._addresses.delete(customer_id, address_id):
            raise _not_found(language)
        return Done(message=translate("Successfully removed!", language))

    async def _placed(self, request: AddressRequest, language: str) -> AddressFields:
        fields = check_address(request, language)
        zone_ids = await self._zones.zone_ids_at(fields.point)
        if not zone_ids:
            raise InvalidInput("zone", translate("Service not available in this area", language))
        return msgspec.structs.replace(fields, zone_ids=tuple(zone_ids))


def _not_found(language: str) -> NotFound:
    return NotFound("address", translate("Address not found.", language))
