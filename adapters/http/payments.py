"""Payments: the demo gateway's page (`/api/v1/payments/demo/{token}`), Stripe's card page
(`/api/v1/payments/stripe/{token}`), gateways' webhooks (`/api/v1/payments/webhook/{gateway}`) and a new
payment for an unpaid order (`/api/v1/customer/order/payment`). Answers are personal or one-off: never
cached (no-store).

A webhook is believed only with its gateway's signature (401 otherwise); an event already applied answers
200 and changes nothing. The demo page's outcome goes through the same apply as a webhook.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from litestar import Controller, get, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import JSONBody, Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from adapters.http.order_bodies import GuestId, PaymentGateway
from adapters.http.orders import GuestId as GuestQuery
from core.ids import RowId
from core.payments.answers import DemoPaymentAnswer, PaymentUrl, StripePaymentAnswer
from core.payments.service import PaymentService

PaymentDesk = Desk[PaymentService]
Token = Annotated[str, Parameter(pattern=r"^[A-Za-z0-9_-]{16,64}$", description="The payment's token")]
WEBHOOK_BYTES = 256 * 1024  # a gateway's event, with room to spare


class DemoOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """POST /payments/demo/{token}: the shopper's choice on the demo page."""

    outcome: Literal["succeed", "decline", "abandon"]


class PayBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /customer/order/payment."""

    order_id: RowId
    payment_gateway: PaymentGateway
    guest_id: GuestId | None = None
    contact_number: Annotated[str, msgspec.Meta(max_length=30)] | None = None


OUTCOMES: dict[str, Literal["succeeded", "declined", "abandoned"]] = {
    "succeed": "succeeded",
    "decline": "declined",
    "abandon": "abandoned",
}


class WebhookAnswer(msgspec.Struct, frozen=True):
    """A webhook's answer: the event was believed (applied now, or already)."""

    received: bool = True


class PaymentController(Controller):
    """The demo gateway's page, Stripe's card page and gateways' webhooks."""

    path = "/api/v1/payments"
    tags = ["payments"]
    cache_control = CacheControlHeader(no_store=True)

    @get(
        "/demo/{token:str}",
        operation_id="getDemoPayment",
        summary="A payment on the demo gateway",
        responses=errors(404),
    )
    async def demo(
        self, token: Token, request: AnyRequest, payment_desk: NamedDependency[PaymentDesk]
    ) -> DemoPaymentAnswer:
        """What the demo page shows: the amount, what it pays for, its status and where to go next."""
        return await payment_desk.service.demo_page(token, read_context(request).language)

    @post(
        "/demo/{token:str}",
        operation_id="settleDemoPayment",
        summary="The shopper's choice on the demo gateway",
        status_code=200,
        responses=errors(404),
    )
    async def settle(
        self,
        token: Token,
        data: JSONBody[DemoOutcome],
        request: AnyRequest,
        payment_desk: NamedDependency[PaymentDesk],
    ) -> DemoPaymentAnswer:
        """Apply succeed, decline or abandon once (a payment no longer pending keeps its status)."""
        language = read_context(request).language
        return await payment_desk.service.demo_outcome(token, OUTCOMES[data.outcome], language)

    @get(
        "/stripe/{token:str}",
        operation_id="getStripePayment",
        summary="A payment on Stripe, as its card page needs it",
        responses=errors(401, 404),
    )
    async def stripe(
        self,
        token: Token,
        request: AnyRequest,
        payment_desk: NamedDependency[PaymentDesk],
        guest_id: GuestQuery = None,
    ) -> StripePaymentAnswer:
        """To the payment's owner only (the bearer token's customer, else the guest `guest_id`; 401 for
        neither): what is paid, its status, where to go next, and what Stripe.js needs (the publishable key,
        the PaymentIntent's client secret while the payment is pending, where to load Stripe.js from). 404
        for a token that is not a Stripe payment of the asker's; 503 when Stripe cannot be reached."""
        context = read_context(request)
        owner = await payment_desk.owner(context, guest_id)
        return await payment_desk.service.stripe_page(owner, token, context.language)

    @post(
        "/webhook/{gateway:str}",
        operation_id="paymentWebhook",
        summary="A payment gateway's signed event",
        status_code=200,
        responses=errors(401, 404),
        request_max_body_size=WEBHOOK_BYTES,
    )
    async def webhook(
        self,
        gateway: Annotated[str, Parameter(pattern=r"^[a-z0-9_]{1,20}$")],
        request: AnyRequest,
        payment_desk: NamedDependency[PaymentDesk],
    ) -> WebhookAnswer:
        """Stripe's event (`Stripe-Signature`), verified with STRIPE_WEBHOOK_SECRET: 401 when unsigned or
        badly signed; an event already applied answers 200 and changes nothing."""
        signature = request.headers.get("stripe-signature", "")
        await payment_desk.service.webhook(gateway, await request.body(), signature)
        return WebhookAnswer()


class OrderPaymentController(Controller):
    """`/api/v1/customer/order/payment`."""

    path = "/api/v1/customer/order"
    tags = ["orders"]
    cache_control = CacheControlHeader(no_store=True)

    @post(
        "/payment",
        operation_id="payOrder",
        summary="A new online payment for an unpaid order",
        status_code=200,
        responses=errors(401, 404, 409),
    )
    async def pay(
        self, data: JSONBody[PayBody], request: AnyRequest, payment_desk: NamedDependency[PaymentDesk]
    ) -> PaymentUrl:
        """Start a new payment for an order whose online part is unpaid or failed: where to pay; 409
        `payment_status` once it is paid or canceled."""
        context = read_context(request)
        owner = await payment_desk.owner(context, data.guest_id)
        return await payment_desk.service.pay_again(
            owner, data.order_id, data.contact_number, data.payment_gateway, context.language
        )
