"""Address endpoints (accounts contract, SPEC.md section 7): list, add, update and delete saved addresses.

Signed-in customers only (401 otherwise); an address of another customer answers 404 and is never changed.
Zones are computed from the position; `id`, `customer_id` or `zone_ids` in a body are ignored.
"""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, delete, get, post, put
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import JSONBody, Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from core.address.model import AddressRequest
from core.address.service import AddressList, AddressSaved, AddressService, Done
from core.ids import MAX_ID

# An address with every field at its bound is under 2 KiB as JSON, even escaped.
ADDRESS_BODY_BYTES = 8 * 1024
AddressId = Annotated[int, Parameter(ge=1, le=MAX_ID, description="The saved address's id")]
AddressDesk = Desk[AddressService]


class AddressController(Controller):
    """`/api/v1/customer/address`: the signed-in customer's saved addresses."""

    path = "/api/v1/customer/address"
    tags = ["addresses"]
    cache_control = CacheControlHeader(no_store=True)
    request_max_body_size = ADDRESS_BODY_BYTES

    @get("/list", operation_id="listAddresses", summary="Saved addresses", responses=errors(401))
    async def addresses(self, request: AnyRequest, address_desk: NamedDependency[AddressDesk]) -> AddressList:
        """The customer's saved addresses, newest first."""
        context = read_context(request)
        customer = await address_desk.customer(context)
        return await address_desk.service.addresses(customer)

    @post(
        "/add", operation_id="addAddress", summary="Save an address", status_code=200, responses=errors(401)
    )
    async def add(
        self, data: JSONBody[AddressRequest], request: AnyRequest, address_desk: NamedDependency[AddressDesk]
    ) -> AddressSaved:
        """Save an address; 422 per field ('Address is required', 'Name is required', 'Phone Number is
        required' ...), 422 code "zone" outside every zone."""
        context = read_context(request)
        customer = await address_desk.customer(context)
        return await address_desk.service.add(customer, data, context.language)

    @put(
        "/update/{address_id:int}",
        operation_id="updateAddress",
        summary="Change a saved address",
        responses=errors(401, 404),
    )
    async def update(
        self,
        address_id: AddressId,
        data: JSONBody[AddressRequest],
        request: AnyRequest,
        address_desk: NamedDependency[AddressDesk],
    ) -> AddressSaved:
        """Replace one of the customer's addresses with the body (same rules as add); 404 for another's."""
        context = read_context(request)
        customer = await address_desk.customer(context)
        return await address_desk.service.update(customer, address_id, data, context.language)

    @delete(
        "/delete",
        operation_id="deleteAddress",
        summary="Delete a saved address",
        status_code=200,
        responses=errors(401, 404),
    )
    async def remove(
        self, address_id: AddressId, request: AnyRequest, address_desk: NamedDependency[AddressDesk]
    ) -> Done:
        """Delete one of the customer's addresses; 404 for another's."""
        context = read_context(request)
        customer = await address_desk.customer(context)
        return await address_desk.service.delete(customer, address_id, context.language)
