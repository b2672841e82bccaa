"""Checkout and order endpoints (the orders contract): quote, place, list, details, track, refund
reasons and cancel. Answers are personal, so never cached anywhere (no-store).

A bearer token makes the customer the owner; otherwise `guest_id` names the guest, who reaches an order
only together with the contact number given with it. Another owner's order answers 404.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterator
from typing import Annotated, Literal

import msgspec
from litestar import Controller, get, post, put
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import HeaderParameter, JSONBody, Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from adapters.http.context import AnyRequest, RequestContext, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from adapters.http.order_bodies import CancelBody, PlaceBody, QuoteBody
from core.checkout.service import Checkout, CheckoutService
from core.errors import InvalidInput
from core.identity.service import GUEST_ID_PATTERN
from core.ids import IDEMPOTENCY_KEY_PATTERN, MAX_ID
from core.messages import translate
from core.orders.answers import (
    Message,
    OrderAnswer,
    OrderLineAnswer,
    OrderPage,
    PlacedAnswer,
    QuoteAnswer,
    RefundReasons,
    StatusStep,
)
from core.orders.model import Destination
from core.orders.service import OrderService

_encode = msgspec.json.encode
ORDER_BODY_BYTES = 16 * 1024
SET_BY_SERVER = "The payment status is set by the server."
PAGE_SIZE = 50  # the most orders one page lists
GuestId = Annotated[
    str | None, Parameter(pattern=f"^(?:{GUEST_ID_PATTERN})?$", description="The guest's id (guests only)")
]
OrderId = Annotated[int, Parameter(ge=1, le=MAX_ID, description="The order id")]
Contact = Annotated[
    str | None, Parameter(max_length=30, description="The contact number given with the order (guests only)")
]
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        pattern=IDEMPOTENCY_KEY_PATTERN,
        description="Replaying a key answers the order first placed with it, never a second one.",
    ),
]

OrderDesk = Desk[OrderService]
CheckoutDesk = Desk[CheckoutService]


def _module(context: RequestContext) -> int:
    if context.module_id is None:
        raise InvalidInput("moduleId", translate("moduleId is required.", context.language))
    return context.module_id


def _checkout(data: QuoteBody | PlaceBody, language: str) -> Checkout:
    if data.payment_status is not None:
        raise InvalidInput("payment_status", translate(SET_BY_SERVER, language))
    return Checkout(
        order_type=data.order_type,
        schedule_at=data.schedule_at,
        latitude=data.latitude,
        longitude=data.longitude,
        coupon_code=data.coupon_code,
        payment_method=data.payment_method,
        payment_gateway=data.payment_gateway,
        partial_rest=data.partial_rest,
        item=data.item,
        prescription_ids=tuple(data.prescription_ids) if isinstance(data, PlaceBody) else (),
        store_id=data.store_id,
    )


async def _events(changes: AsyncGenerator[StatusStep | None, None]) -> AsyncIterator[ServerSentEventMessage]:
    try:
        async for change in changes:
            if change is None:
                yield ServerSentEventMessage(comment="keep-alive")
            else:
                yield ServerSentEventMessage(data=_encode(change).decode(), event="status")
    finally:
        await changes.aclose()


class OrderController(Controller):
    """`/api/v1/customer/order`."""

    path = "/api/v1/customer/order"
    tags = ["orders"]
    cache_control = CacheControlHeader(no_store=True)
    request_max_body_size = ORDER_BODY_BYTES

    # Another owner's order answers 404, like one that does not exist; so does a Buy Now item that is not
    # for sale, as in a cart add.
    @post(
        "/quote",
        operation_id="quoteOrder",
        summary="Price the cart for checkout",
        status_code=200,
        responses=errors(401, 404, 409),
    )
    async def quote(
        self, data: JSONBody[QuoteBody], request: AnyRequest, checkout_desk: NamedDependency[CheckoutDesk]
    ) -> QuoteAnswer:
        """The whole price of the cart of the moduleId header's module, and what refuses it."""
        context = read_context(request)
        owner = await checkout_desk.owner(context, data.guest_id)
        checkout = _checkout(data, context.language)
        return await checkout_desk.service.quote(owner, _module(context), checkout, context.language)

    @post(
        "/place",
        operation_id="placeOrder",
        summary="Place the cart as an order",
        status_code=200,
        responses=errors(401, 404, 409),
    )
    async def place(
        self,
        data: JSONBody[PlaceBody],
        request: AnyRequest,
        checkout_desk: NamedDependency[CheckoutDesk],
        idempotency_key: IdempotencyKey = None,
    ) -> PlacedAnswer:
        """Place the cart of the moduleId header's module, priced by the server."""
        context = read_context(request)
        owner = await checkout_desk.owner(context, data.guest_id)
        destination = Destination(
            address=data.address,
            latitude=data.latitude,
            longitude=data.longitude,
            contact_person_name=data.contact_person_name,
            contact_person_number=data.contact_person_number.strip(),
            contact_person_email=data.contact_person_email,
            road=data.road,
            house=data.house,
            floor=data.floor,
        )
        return await checkout_desk.service.place(
            owner,
            _module(context),
            _checkout(data, context.language),
            destination,
            data.order_note,
            idempotency_key,
            context.language,
        )

    @get("/list", operation_id="listOrders", summary="The customer's orders", responses=errors(401))
    async def page(
        self,
        request: AnyRequest,
        order_desk: NamedDependency[OrderDesk],
        offset: Annotated[int, Parameter(ge=1, le=100_000, description="Page number from 1")] = 1,
        limit: Annotated[int, Parameter(ge=1, le=PAGE_SIZE, description="Orders per page")] = 10,
        type: Annotated[
            Literal["running", "history"], Parameter(description="Running or past orders")
        ] = "running",
    ) -> OrderPage:
        """One page of the signed-in customer's running or past orders, newest first."""
        context = read_context(request)
        owner = await order_desk.customer_owner(context)
        return await order_desk.service.page(owner, type == "running", offset, limit)

    @get(
        "/details",
        operation_id="getOrderDetails",
        summary="The lines of an order",
        responses=errors(401, 404),
    )
    async def details(
        self,
        request: AnyRequest,
        order_desk: NamedDependency[OrderDesk],
        order_id: OrderId,
        guest_id: GuestId = None,
        contact_number: Contact = None,
    ) -> list[OrderLineAnswer]:
        """The lines of one of the asker's orders."""
        context = read_context(request)
        owner = await order_desk.owner(context, guest_id)
        return await order_desk.service.details(owner, order_id, contact_number, context.language)

    @get(
        "/track",
        operation_id="trackOrder",
        summary="An order with its status history",
        responses=errors(401, 404),
    )
    async def track(
        self,
        request: AnyRequest,
        order_desk: NamedDependency[OrderDesk],
        order_id: OrderId,
        guest_id: GuestId = None,
        contact_number: Contact = None,
    ) -> OrderAnswer:
        """One of the asker's orders with its status history."""
        context = read_context(request)
        owner = await order_desk.owner(context, guest_id)
        return await order_desk.service.track(owner, order_id, contact_number, context.language)

    @get(
        "/stream",
        operation_id="followOrder",
        summary="Follow an order's status (server-sent events)",
        responses=errors(401, 404),
    )
    async def stream(
        self,
        request: AnyRequest,
        order_desk: NamedDependency[OrderDesk],
        order_id: OrderId,
        guest_id: GuestId = None,
        contact_number: Contact = None,
    ) -> ServerSentEvent:
        """A `status` event {status, at} now and at each change, until delivered or canceled (or after a few
        minutes: the page reconnects); comments keep the connection alive in between."""
        context = read_context(request)
        owner = await order_desk.owner(context, guest_id)
        changes = await order_desk.service.follow(owner, order_id, contact_number, context.language)
        return ServerSentEvent(_events(changes), headers={"X-Accel-Buffering": "no"})

    @get("/refund-reasons", operation_id="listRefundReasons", summary="Reasons to cancel an order")
    async def refund_reasons(
        self, request: AnyRequest, order_desk: NamedDependency[OrderDesk]
    ) -> RefundReasons:
        """The reasons a shopper picks from, translated."""
        return order_desk.service.refund_reasons(read_context(request).language)

    @put(
        "/cancel",
        operation_id="cancelOrder",
        summary="Cancel an order",
        status_code=200,
        responses=errors(401, 404, 409),
    )
    async def cancel(
        self, data: JSONBody[CancelBody], request: AnyRequest, order_desk: NamedDependency[OrderDesk]
    ) -> Message:
        """Cancel one of the asker's orders while pending or confirmed: 409 after that."""
        context = read_context(request)
        owner = await order_desk.owner(context, data.guest_id)
        return await order_desk.service.cancel(
            owner, data.order_id, data.reason, data.contact_number, context.language
        )
