"""The booked trip endpoints (`/api/v1/rental/trip/...`): place, list, details, cancel.

A bearer token makes the customer the owner, else `guest_id` names a guest, who reaches a trip only with the
contact number given with it. Answers are personal, so never cached (no-store). Handlers take the one
dependency a vertical's routes get, `vertical_request`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from litestar import Controller, get, post, put
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.openapi import ResponseSpec
from litestar.params import HeaderParameter, JSONBody, Parameter

from core.verticals import IDEMPOTENCY_KEY_PATTERN, MAX_ID, Owner, VerticalRequest

from . import bookings
from .booking_wire import CONTACT_LENGTH, Booked, Said, Trip, TripCancelBody, TripPage, TripPlaceBody
from .routes import GuestId

TRIP_BODY_BYTES = 8 * 1024  # a contact, a note of 500 characters and a reason fit well within it
PAGE_SIZE = 50  # the most trips one page lists
_NO_OWNER = {401: ResponseSpec(dict[str, Any], description="No bearer token and no guest id")}
_NOT_FOUND = {404: ResponseSpec(dict[str, Any], description="Not one of the asker's trips")}
_TOO_LATE = {409: ResponseSpec(dict[str, Any], description="The trip can no longer be canceled")}
TripId = Annotated[int, Parameter(ge=1, le=MAX_ID, description="The trip id")]
Contact = Annotated[
    str | None,
    Parameter(max_length=CONTACT_LENGTH, description="The contact number given with the trip (guests only)"),
]
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        pattern=IDEMPOTENCY_KEY_PATTERN,
        description="Replaying a key answers the trip first booked with it, never a second one.",
    ),
]


class TripController(Controller):
    """`/api/v1/rental/trip`: the trips of a customer (bearer token) or a guest (guest_id)."""

    path = "/api/v1/rental/trip"
    tags = ["rental"]
    cache_control = CacheControlHeader(no_store=True)
    request_max_body_size = TRIP_BODY_BYTES

    @post(
        "/place",
        operation_id="placeRentalTrip",
        summary="Book the trip cart as a trip",
        status_code=200,
        responses={**_NO_OWNER, 404: ResponseSpec(dict[str, Any], description="An unknown guest")},
    )
    async def place(
        self,
        data: JSONBody[TripPlaceBody],
        vertical_request: NamedDependency[VerticalRequest],
        idempotency_key: IdempotencyKey = None,
    ) -> Booked:
        """Book the owner's trip cart, priced by the server; 422 cart when it is empty, 422 pickup_time when
        its pickup time has passed, 401 for a guest while guest checkout is off."""
        owner = await vertical_request.owner(data.guest_id, writing=True)
        return await bookings.place(vertical_request, owner, data, idempotency_key)

    @get("/list", operation_id="listRentalTrips", summary="The customer's trips", responses=_NO_OWNER)
    async def page(
        self,
        vertical_request: NamedDependency[VerticalRequest],
        offset: Annotated[int, Parameter(ge=1, le=100_000, description="Page number from 1")] = 1,
        limit: Annotated[int, Parameter(ge=1, le=PAGE_SIZE, description="Trips per page")] = 10,
        type: Annotated[
            Literal["running", "history"], Parameter(description="Running or past trips")
        ] = "running",
    ) -> TripPage:
        """One page of the signed-in customer's running (pending, confirmed, ongoing) or past (completed,
        canceled) trips, newest first."""
        owner = Owner("customer", str(await vertical_request.customer()))
        return await bookings.page(vertical_request, owner, type == "running", offset, limit)

    @get(
        "/details",
        operation_id="getRentalTrip",
        summary="A trip with its status history",
        responses={**_NO_OWNER, **_NOT_FOUND},
    )
    async def details(
        self,
        vertical_request: NamedDependency[VerticalRequest],
        trip_id: TripId,
        guest_id: GuestId = None,
        contact_number: Contact = None,
    ) -> Trip:
        """One of the asker's trips: lines, trip data, fares and statuses; 404 trip_id otherwise."""
        owner = await vertical_request.owner(guest_id)
        return await bookings.details(vertical_request, owner, trip_id, contact_number)

    @put(
        "/cancel",
        operation_id="cancelRentalTrip",
        summary="Cancel a trip",
        responses={**_NO_OWNER, **_NOT_FOUND, **_TOO_LATE},
    )
    async def cancel(
        self, data: JSONBody[TripCancelBody], vertical_request: NamedDependency[VerticalRequest]
    ) -> Said:
        """Cancel one of the asker's trips while pending or confirmed; 409 trip_status after."""
        owner = await vertical_request.owner(data.guest_id)
        return await bookings.cancel(vertical_request, owner, data)
