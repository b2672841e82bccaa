"""Payments' use cases: start a payment, pay an unpaid order again, the demo page, and the one way a
gateway's word is applied (`apply`: the demo page's outcome and every signed webhook go through it).

A payment is confirmed only by its gateway's own word: a redirect back, or any call of the shopper's, never
marks anything paid. Each word is applied once by its event id (the demo page's is `demo:<token>:<outcome>`).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from core.background import BackgroundWork
from core.configuration.service import ConfigService
from core.errors import Conflict, NotFound, Unavailable
from core.identity.owner import Owner
from core.messages import translate
from core.orders.cancellation import REFUND_JOB
from core.orders.reads import OrderReads
from core.pricing import from_minor

from .answers import DemoPaymentAnswer, PaymentUrl, StripePaymentAnswer
from .gateways import PaymentGateways
from .model import Confirmation, NewPayment, Outcome, Payment
from .ports import PaymentRepository

DEMO = "demo"
STRIPE = "stripe"
PAYABLE = frozenset({"unpaid", "failed"})  # an order's payment statuses that a new payment may settle
ONLINE_METHODS = frozenset({"digital_payment", "partial_payment"})
NOT_FOUND = "Payment not found."
NOT_PAYABLE = "This order cannot be paid online now."


@dataclass(frozen=True, slots=True)
class OrderPayment:
    """The digital part of an order just placed, to pay through `gateway`."""

    order_id: int
    owner: str
    amount: int
    digits: int
    gateway: str
    cart: tuple[tuple[int, int], ...]


def return_url(payment: Payment) -> str:
    """Where the storefront goes once the gateway's page is done (never a proof of payment)."""
    if payment.purpose == "add_fund":
        return f"/wallet?payment={payment.status}"
    if payment.owner.startswith("customer:"):
        return f"/my-orders/{payment.order_id}"
    return f"/track-order?order_id={payment.order_id}"


class PaymentService:
    """Starts payments and applies their gateways' word."""

    def __init__(
        self,
        payments: PaymentRepository,
        gateways: PaymentGateways,
        orders: OrderReads,
        config: ConfigService,
        background: BackgroundWork,
    ) -> None:
        self._payments = payments
        self._gateways = gateways
        self._orders = orders
        self._config = config
        self._background = background

    @property
    def gateways(self) -> tuple[str, ...]:
        """The gateways switched on."""
        return self._gateways.names

    async def start(self, new: NewPayment, language: str) -> str | None:
        """Store `new` and start it on its gateway; the page the shopper pays on, None when the gateway could
        not be reached (the payment stays pending, and may be started again)."""
        gateway = self._gateways.get(new.gateway, language)
        payment = await self._payments.add(new)
        try:
            started = await gateway.start(payment)
        except Unavailable:  # the adapter logged it; the order stays payable through `pay_again`
            return None
        await self._payments.started(payment.id, started)
        return started.url

    async def start_for_order(self, order: OrderPayment, language: str) -> str | None:
        """Start the digital part of an order just placed."""
        config = await self._config.config(language)
        new = NewPayment(
            token=secrets.token_urlsafe(24),
            purpose="order",
            owner=order.owner,
            order_id=order.order_id,
            amount=order.amount,
            digits=order.digits,
            currency=config.currency_code,
            gateway=order.gateway,
            cart=order.cart,
        )
        return await self.start(new, language)

    async def url_for_order(self, order_id: int) -> str | None:
        """The page of the order's payment still pending (an idempotent replay of its placing), if any."""
        found = await self._payments.latest_for_order(order_id)
        return found.url if found is not None and found.status == "pending" else None

    async def pay_again(
        self, owner: Owner, order_id: int, contact: str | None, gateway: str, language: str
    ) -> PaymentUrl:
        """A new payment for an order whose digital part is still unpaid (or failed); 409 once it is paid
        or canceled."""
        self._gateways.get(gateway, language)
        order = await self._orders.reach(owner, order_id, contact, language)
        if (
            order.order_status == "canceled"
            or order.payment_status not in PAYABLE
            or order.payment_method not in ONLINE_METHODS
        ):
            raise Conflict("payment_status", translate(NOT_PAYABLE, language))
        previous = await self._payments.latest_for_order(order.id)
        await self._payments.supersede(order.id)
        again = OrderPayment(
            order_id=order.id,
            owner=order.owner,
            amount=order.order_amount - order.wallet_paid,
            digits=order.digits,
            gateway=gateway,
            cart=() if previous is None else previous.cart,
        )
        return PaymentUrl(await self.start_for_order(again, language))

    async def demo_page(self, token: str, language: str) -> DemoPaymentAnswer:
        """A payment of the demo gateway, as its page shows it; 404 for any other token."""
        return await self._answer(await self._demo(token, language))

    async def demo_outcome(self, token: str, outcome: Outcome, language: str) -> DemoPaymentAnswer:
        """Apply the shopper's choice on the demo page, once: a payment no longer pending keeps its status."""
        payment = await self._demo(token, language)
        if payment.status == "pending" and payment.reference is not None:
            await self.apply(Confirmation(DEMO, f"demo:{token}:{outcome}", payment.reference, outcome))
        return await self._answer(await self._demo(token, language))

    async def stripe_page(self, owner: Owner, token: str, language: str) -> StripePaymentAnswer:
        """A Stripe payment of `owner`'s, as its card page needs it; 404 for a token that is not one (another
        gateway's, another owner's, or Stripe switched off since). The client secret is Stripe's to give
        (503 when Stripe cannot be reached)."""
        payment = await self._payments.by_token(token)
        gateway = self._gateways.known(STRIPE)
        if payment is None or payment.gateway != STRIPE or payment.owner != owner.key or gateway is None:
            raise NotFound("token", translate(NOT_FOUND, language))
        # Only a pending payment is still to confirm: a settled one needs no secret, and one that was
        # replaced (abandoned) must not be paid beside its successor.
        checkout = await gateway.browser_checkout(payment, payable=payment.status == "pending")
        if checkout is None:  # never started at Stripe: there is no PaymentIntent to pay
            raise NotFound("token", translate(NOT_FOUND, language))
        page = await self._answer(payment)
        return StripePaymentAnswer(
            amount=page.amount,
            currency_code=page.currency_code,
            purpose=page.purpose,
            order_id=page.order_id,
            status=page.status,
            return_url=page.return_url,
            client_secret=checkout.client_secret,
            publishable_key=checkout.public_key,
            stripe_js_url=checkout.script_url,
        )

    async def webhook(self, gateway: str, body: bytes, signature: str) -> None:
        """Apply a gateway's signed event; `InvalidSignature` (400) when it is not the gateway's. An event
        of no concern, or of an unknown payment, is answered all the same (the gateway stops resending)."""
        found = self._gateways.known(gateway)
        if found is None:
            raise NotFound("gateway", NOT_FOUND)
        confirmation = found.confirmation(body, signature)
        if confirmation is not None:
            await self.apply(confirmation)

    async def apply(self, confirmation: Confirmation) -> None:
        """The one way a gateway's word changes a payment (see PaymentRepository.apply)."""
        payment = await self._payments.by_reference(confirmation.gateway, confirmation.reference)
        if payment is None:  # not one of ours (another shop on the same account): nothing to apply
            return
        applied = await self._payments.apply(
            payment, confirmation.outcome, confirmation.gateway, confirmation.event_id
        )
        if applied == "late":  # paid after its order was canceled: the money goes back
            await self._background.enqueue(REFUND_JOB)

    async def _demo(self, token: str, language: str) -> Payment:
        found = await self._payments.by_token(token)
        if found is None or found.gateway != DEMO:
            raise NotFound("token", translate(NOT_FOUND, language))
        return found

    async def _answer(self, payment: Payment) -> DemoPaymentAnswer:
        return DemoPaymentAnswer(
            amount=from_minor(payment.amount, payment.digits),
            currency_code=payment.currency,
            purpose=payment.purpose,
            order_id=payment.order_id,
            status=payment.status,
            return_url=return_url(payment),
        )
