"""The trip cart endpoints (`/api/v1/rental/user/cart/...`): get-cart, add, update, remove, clear.

A bearer token makes the customer the owner, else `guest_id` (body or query) names an issued guest. Every
answer is the owner's whole trip cart, personal, so never cached (no-store). Handlers take the one
dependency a vertical's routes get, `vertical_request`.
"""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, delete, get, post, put
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.openapi import ResponseSpec
from litestar.params import JSONBody, Parameter

from core.verticals import VerticalRequest

from . import trip_cart
from .wire import TripAddBody, TripCart, TripRemoveBody, TripUpdateBody

TRIP_BODY_BYTES = 4 * 1024  # a vehicle with two addresses of 255 characters fits well within it
# What each endpoint may refuse beyond what every operation may (the API's document completes them all in
# its errors shape): no owner (401), an unknown guest, vehicle or line (404), a conflict with the trip (409).
_NO_OWNER = {401: ResponseSpec(dict[str, Any], description="No bearer token and no guest id")}
_NOT_FOUND = {404: ResponseSpec(dict[str, Any], description="An unknown guest, vehicle or trip line")}
_CONFLICT = {
    409: ResponseSpec(dict[str, Any], description="Another provider, another rate, or a line's maximum")
}
OWNED = {**_NO_OWNER, **_NOT_FOUND}
GuestId = Annotated[str | None, Parameter(max_length=64, description="The guest's id (guests only)")]


class TripCartController(Controller):
    """The trip cart of a customer (bearer token) or a guest (guest_id): one trip per owner."""

    path = "/api/v1/rental/user/cart"
    tags = ["rental"]
    cache_control = CacheControlHeader(no_store=True)
    request_max_body_size = TRIP_BODY_BYTES

    @get("/get-cart", operation_id="getRentalCart", summary="The trip cart", responses=OWNED)
    async def get_cart(
        self, vertical_request: NamedDependency[VerticalRequest], guest_id: GuestId = None
    ) -> TripCart:
        """The vehicle lines with their fares, the trip data, the subtotal and the provider."""
        owner = await vertical_request.owner(guest_id)
        return await trip_cart.read(vertical_request, owner)

    @post(
        "/add",
        operation_id="addToRentalCart",
        summary="Add a vehicle to the trip",
        status_code=200,
        responses={**OWNED, **_CONFLICT},
    )
    async def add(
        self, data: JSONBody[TripAddBody], vertical_request: NamedDependency[VerticalRequest]
    ) -> TripCart:
        """Add a vehicle (an equal vehicle's quantity grows); the trip data replace the cart's. 409
        different_provider, rental_type or quantity; 422 for trip data out of bounds."""
        owner = await vertical_request.owner(data.guest_id, writing=True)
        return await trip_cart.add(vertical_request, owner, data)

    @put("/update", operation_id="updateRentalCart", summary="Change a trip line's quantity", responses=OWNED)
    async def update(
        self, data: JSONBody[TripUpdateBody], vertical_request: NamedDependency[VerticalRequest]
    ) -> TripCart:
        """Set a line's quantity (absolute); 404 cart_id for a line that is not the owner's."""
        owner = await vertical_request.owner(data.guest_id)
        return await trip_cart.update(vertical_request, owner, data.cart_id, data.quantity)

    @delete(
        "/remove",
        operation_id="removeFromRentalCart",
        summary="Remove a vehicle",
        status_code=200,
        responses=OWNED,
    )
    async def remove(
        self, data: JSONBody[TripRemoveBody], vertical_request: NamedDependency[VerticalRequest]
    ) -> TripCart:
        """Take a vehicle out of the trip; 404 vehicle_id when it is not in it."""
        owner = await vertical_request.owner(data.guest_id)
        return await trip_cart.remove(vertical_request, owner, data.vehicle_id)

    @delete(
        "/clear",
        operation_id="clearRentalCart",
        summary="Empty the trip cart",
        status_code=200,
        responses=OWNED,
    )
    async def clear(
        self, vertical_request: NamedDependency[VerticalRequest], guest_id: GuestId = None
    ) -> TripCart:
        """Remove every vehicle and the trip data."""
        owner = await vertical_request.owner(guest_id)
        return await trip_cart.clear(vertical_request, owner)
