"""The parcel endpoints (`/api/v1/parcel/...`): categories, quote, place, track, list, cancel.

Placing and cancelling need an owner: a bearer token makes the customer the owner, else `guest_id` names an
issued guest. Tracking needs no owner, only the tracking code and the sender's or receiver's number. Every
answer but the categories is personal, so never cached (no-store). Handlers take the one dependency a
vertical's routes get, `vertical_request`.
"""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, get, post, put
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.openapi import ResponseSpec
from litestar.params import HeaderParameter, JSONBody, Parameter

from core.verticals import IDEMPOTENCY_KEY_PATTERN, Owner, VerticalRequest

from . import parcels
from .wire import (
    MAX_PAGE,
    PAGE_SIZE,
    TRACKING_CODE_LENGTH,
    Parcel,
    ParcelCancelBody,
    ParcelCanceled,
    ParcelCategory,
    ParcelPage,
    ParcelPlaceBody,
    ParcelPlaced,
    ParcelQuote,
    ParcelQuoteBody,
)

PARCEL_BODY_BYTES = (
    8 * 1024
)  # two places of 255 + 4 × 100 characters and a 500-character note fit well within it
_NO_OWNER = {401: ResponseSpec(dict[str, Any], description="No bearer token and no guest id")}
_NOT_FOUND = {404: ResponseSpec(dict[str, Any], description="An unknown category, parcel or guest")}
_CONFLICT = {409: ResponseSpec(dict[str, Any], description="The parcel is no longer pending")}
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        pattern=IDEMPOTENCY_KEY_PATTERN,
        description="Replaying a key answers the parcel first placed with it, never a second one.",
    ),
]
NO_STORE = CacheControlHeader(no_store=True)


class ParcelController(Controller):
    """Send a parcel between two addresses, and follow it."""

    path = "/api/v1/parcel"
    tags = ["parcel"]
    request_max_body_size = PARCEL_BODY_BYTES

    @get("/categories", operation_id="listParcelCategories", summary="Parcel categories")
    async def categories(self, vertical_request: NamedDependency[VerticalRequest]) -> list[ParcelCategory]:
        """The categories a parcel is sent in, each with its per-km and minimum charge."""
        return await parcels.categories(vertical_request)

    @post(
        "/quote",
        operation_id="quoteParcel",
        summary="The fee of a parcel",
        status_code=200,
        cache_control=NO_STORE,
        responses=_NOT_FOUND,
    )
    async def quote(
        self, data: JSONBody[ParcelQuoteBody], vertical_request: NamedDependency[VerticalRequest]
    ) -> ParcelQuote:
        """Distance from sender to receiver, fee and total; 422 zone outside every parcel zone."""
        answer, _ = await parcels.quote(vertical_request, data)
        return answer

    @post(
        "/place",
        operation_id="placeParcel",
        summary="Send a parcel",
        status_code=200,
        cache_control=NO_STORE,
        responses={**_NO_OWNER, **_NOT_FOUND},
    )
    async def place(
        self,
        data: JSONBody[ParcelPlaceBody],
        vertical_request: NamedDependency[VerticalRequest],
        idempotency_key: IdempotencyKey = None,
    ) -> ParcelPlaced:
        """Store the parcel, priced by the server (money a client sends is ignored); its tracking code."""
        owner = await vertical_request.owner(data.guest_id, writing=True)
        return await parcels.place(vertical_request, owner, data, idempotency_key)

    @get(
        "/track",
        operation_id="trackParcel",
        summary="Track a parcel",
        cache_control=NO_STORE,
        responses={404: ResponseSpec(dict[str, Any], description="No parcel of that code and number")},
    )
    async def track(
        self,
        vertical_request: NamedDependency[VerticalRequest],
        tracking_code: Annotated[
            str, Parameter(min_length=1, max_length=TRACKING_CODE_LENGTH, pattern="^[A-Za-z0-9]+$")
        ],
        contact_number: Annotated[
            str, Parameter(min_length=1, max_length=30, description="The sender's or receiver's number")
        ],
    ) -> Parcel:
        """The parcel and its status history, to anyone with its code and the sender's or receiver's number."""
        return await parcels.track(vertical_request, tracking_code, contact_number)

    @get(
        "/list",
        operation_id="listParcels",
        summary="The customer's parcels",
        cache_control=NO_STORE,
        responses={401: ResponseSpec(dict[str, Any], description="Not signed in")},
    )
    async def listed(
        self,
        vertical_request: NamedDependency[VerticalRequest],
        offset: Annotated[int, Parameter(ge=1, le=MAX_PAGE, description="The page number, from 1")] = 1,
        limit: Annotated[int, Parameter(ge=1, le=PAGE_SIZE, description="Parcels per page")] = 10,
    ) -> ParcelPage:
        """The signed-in customer's parcels, newest first."""
        customer = Owner(kind="customer", id=str(await vertical_request.customer()))
        return await parcels.listed(vertical_request, customer, offset, limit)

    @put(
        "/cancel",
        operation_id="cancelParcel",
        summary="Cancel a parcel",
        cache_control=NO_STORE,
        responses={**_NO_OWNER, **_NOT_FOUND, **_CONFLICT},
    )
    async def cancel(
        self, data: JSONBody[ParcelCancelBody], vertical_request: NamedDependency[VerticalRequest]
    ) -> ParcelCanceled:
        """Cancel the owner's parcel while it is pending."""
        owner = await vertical_request.owner(data.guest_id)
        return await parcels.cancel(vertical_request, owner, data.parcel_id)
