"""Stripe, through the official `stripe` package: a PaymentIntent per payment, confirmed by Stripe's signed
webhook (`payment_intent.succeeded`, `.payment_failed`, `.canceled`), refunded with a Refund.

PaymentIntents rather than Checkout Sessions: the fake Stripe server the tests run against (localstripe)
has no Checkout Sessions. The shopper pays on `/payment/stripe/<token>`, the storefront's page, where
Stripe.js takes the card with the publishable key and confirms the PaymentIntent with its client secret. On
only with `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET` and `STRIPE_PUBLISHABLE_KEY`; `STRIPE_API_BASE`
points it at another server (the tests' localstripe), whose own fake Stripe.js the page then loads.
"""

from __future__ import annotations

from typing import Any

import msgspec
import stripe
import structlog

from core.errors import Unavailable
from core.payments.model import BrowserCheckout, Confirmation, Outcome, Payment, Started
from core.payments.ports import InvalidSignature

log = structlog.get_logger("storefront.payments")
OUTCOMES: dict[str, Outcome] = {
    "payment_intent.succeeded": "succeeded",
    "payment_intent.payment_failed": "declined",
    "payment_intent.canceled": "abandoned",
}
UNREACHABLE = "The payment gateway cannot be reached now, try again."
STRIPE_JS = "https://js.stripe.com/v3/"


def stripe_js_url(api_base: str) -> str:
    """Where the card page loads Stripe.js from: Stripe's own, or the fake one another API server serves
    (localstripe serves it at `<its address>/js.stripe.com/v3/` and talks to that address)."""
    return f"{api_base.rstrip('/')}/js.stripe.com/v3/" if api_base else STRIPE_JS


class _Event(msgspec.Struct):
    id: str
    type: str
    data: dict[str, Any]


class StripeGateway:
    """Implements PaymentGateway."""

    name = "stripe"
    title = "Stripe"
    image = ""

    def __init__(
        self, secret_key: str, webhook_secret: str, publishable_key: str, api_base: str = ""
    ) -> None:
        addresses: Any = {"api": api_base} if api_base else None
        self._client = stripe.StripeClient(secret_key, base_addresses=addresses, max_network_retries=1)
        self._webhook_secret = webhook_secret
        self._publishable_key = publishable_key
        self._script_url = stripe_js_url(api_base)

    async def start(self, payment: Payment) -> Started:
        params: Any = {
            "amount": payment.amount,
            "currency": payment.currency.lower(),
            "payment_method_types": ["card"],
            "metadata": {"payment_id": str(payment.id), "purpose": payment.purpose},
        }
        options: Any = {"idempotency_key": f"payment-{payment.token}"}
        try:
            intent = await self._client.v1.payment_intents.create_async(params, options)
        except stripe.StripeError as exc:
            log.warning("stripe refused or is unreachable", payment_id=payment.id, error=type(exc).__name__)
            raise Unavailable("payment_gateway", UNREACHABLE) from exc
        return Started(reference=intent.id, url=f"/payment/stripe/{payment.token}")

    async def browser_checkout(self, payment: Payment, payable: bool) -> BrowserCheckout | None:
        if payment.reference is None:
            return None
        secret = None
        if payable:  # the client secret is Stripe's: read from the PaymentIntent, never stored here
            try:
                intent = await self._client.v1.payment_intents.retrieve_async(payment.reference)
            except stripe.StripeError as exc:
                log.warning("stripe is unreachable", payment_id=payment.id, error=type(exc).__name__)
                raise Unavailable("payment_gateway", UNREACHABLE) from exc
            secret = intent.client_secret
        return BrowserCheckout(self._script_url, self._publishable_key, secret)

    def confirmation(self, body: bytes, signature: str) -> Confirmation | None:
        try:
            stripe.WebhookSignature.verify_header(body.decode(), signature, self._webhook_secret)
            event = msgspec.json.decode(body, type=_Event)
        except (stripe.SignatureVerificationError, UnicodeDecodeError, msgspec.DecodeError) as exc:
            raise InvalidSignature from exc
        outcome = OUTCOMES.get(event.type)
        reference = event.data.get("object", {}).get("id")
        if outcome is None or not isinstance(reference, str):
            return None  # an event of no concern to payments
        return Confirmation(self.name, event.id, reference, outcome)

    async def refund(self, payment: Payment) -> None:
        params: Any = {"payment_intent": payment.reference}
        options: Any = {"idempotency_key": f"refund-{payment.token}"}
        try:
            await self._client.v1.refunds.create_async(params, options)
        except stripe.StripeError as exc:
            log.warning("stripe refund failed", payment_id=payment.id, error=type(exc).__name__)
            raise Unavailable("payment_gateway", UNREACHABLE) from exc
