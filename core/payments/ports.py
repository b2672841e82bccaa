"""What payments need from the outside: the gateways, and storage."""

from __future__ import annotations

import datetime as dt
from typing import Protocol

from core.errors import Unauthorized

from .model import Applied, Bonus, BrowserCheckout, Confirmation, NewPayment, Outcome, Payment, Started

BAD_SIGNATURE = "The webhook signature is not valid."


class InvalidSignature(Unauthorized):
    """A webhook that is not signed by the gateway with the marketplace's secret: it does not prove who sent
    it (answered 401; any answer but a 2xx tells the gateway it was not taken)."""

    def __init__(self) -> None:
        super().__init__("signature", BAD_SIGNATURE)


class PaymentGateway(Protocol):
    """One payment service provider: starts payments, reads its signed events, refunds."""

    @property
    def name(self) -> str:
        """The `payment_gateway` a checkout names it by ("demo", "stripe")."""
        ...

    @property
    def title(self) -> str:
        """Its name as shown to shoppers."""
        ...

    @property
    def image(self) -> str:
        """Its logo's address (empty: none)."""
        ...

    async def start(self, payment: Payment) -> Started:
        """Ask the gateway for `payment`; its reference and the page the shopper pays on. Raises
        `Unavailable` when the gateway cannot be reached."""
        ...

    async def browser_checkout(self, payment: Payment, payable: bool) -> BrowserCheckout | None:
        """What the shopper's browser needs to pay `payment` on the storefront's page with the gateway's
        script, its client secret only when `payable`; None for a gateway that has no such page (the demo's
        page is ours entirely) or a payment it never started. Raises `Unavailable` when the gateway cannot
        be reached."""
        ...

    def confirmation(self, body: bytes, signature: str) -> Confirmation | None:
        """The event of a webhook, verified against its signature header; `InvalidSignature` when it is
        not the gateway's; None for an event of no concern to payments."""
        ...

    async def refund(self, payment: Payment) -> None:
        """Give `payment` back in full (idempotent per payment); `Unavailable` when the gateway cannot."""
        ...


class PaymentRepository(Protocol):
    """Payment attempts and the gateway events applied to them."""

    async def add(self, new: NewPayment) -> Payment:
        """Store a new pending payment."""
        ...

    async def started(self, payment_id: int, started: Started) -> None:
        """Record the gateway's reference of a started payment and its page."""
        ...

    async def by_token(self, token: str) -> Payment | None: ...

    async def by_reference(self, gateway: str, reference: str) -> Payment | None: ...

    async def latest_for_order(self, order_id: int) -> Payment | None:
        """The order's newest payment attempt."""
        ...

    async def supersede(self, order_id: int) -> None:
        """Mark the order's pending payments abandoned (a new one replaces them)."""
        ...

    async def apply(self, payment: Payment, outcome: Outcome, gateway: str, event_id: str) -> Applied:
        """Apply `outcome` to `payment` once per (gateway, event_id), in one transaction: the payment's
        status (a success from any unfinished status, a decline or an abandon only while pending); for an
        order, its payment status (paid, or failed on a decline) and, once paid, the cart lines it was
        priced from that are still unchanged removed; for a top-up, the wallet credited (`add_fund`, and the
        bonus as `admin_bonus`, source `payment:<id>`). A success for an order canceled meanwhile leaves
        the payment `refund_due` ("late")."""
        ...

    async def due_for_release(self, before: dt.datetime, limit: int) -> list[Payment]:
        """Order payments started before `before` and never paid, each its order's newest, whose order is
        still unpaid (or failed) and cancelable."""
        ...

    async def expire(self, payment_id: int) -> None:
        """A pending payment is expired (any other status stays)."""
        ...

    async def expire_top_ups(self, before: dt.datetime) -> int:
        """Top-ups still pending that started before `before` are expired; how many."""
        ...

    async def refunds_due(self, limit: int) -> list[Payment]:
        """Payments to give back through their gateway."""
        ...

    async def refunded(self, payment_id: int) -> None:
        """A payment that was `refund_due` is refunded."""
        ...


class BonusRepository(Protocol):
    """The wallet's top-up bonuses."""

    async def running(self, today: dt.date) -> list[Bonus]:
        """The active bonuses running on `today`, by id."""
        ...
