"""The orders context's entry points: `OrderService` for checkout and the orders that follow it, and
`CouponService` (coupons.py) for the coupons a shopper checks first.

The composition root and the HTTP desks know these two names alone. `OrderService` holds no rule of its
own: each method hands to the module whose job it is, checkout (checkout/: the quote, then placing) or
what follows an order (reads.py, cancellation.py, status_changes.py).
"""

from __future__ import annotations

from collections.abc import AsyncGenerator

from core.cart.service import CartService
from core.clock import DEFAULT_CLOCK, MarketplaceClock
from core.configuration.service import ConfigService
from core.identity.owner import Owner
from core.marketplace.service import MarketplaceService

from .answers import (
    Message,
    OrderAnswer,
    OrderLineAnswer,
    OrderPage,
    PlacedAnswer,
    QuoteAnswer,
    RefundReasons,
    StatusStep,
)
from .cancellation import Cancellation, refund_reasons
from .checkout.placing import Placing
from .checkout.quoting import Quoting
from .checkout.request import Checkout
from .coupons import CouponService
from .model import Destination
from .ports import CheckoutFacts, CouponRepository, OrderRepository, StatusFeed
from .reads import OrderReads
from .status_changes import STREAM_SECONDS, StatusChanges


class OrderService:
    """Quote, place and follow orders of a customer or a guest (an owner, as the cart names it)."""

    def __init__(
        self,
        orders: OrderRepository,
        coupons: CouponRepository,
        facts: CheckoutFacts,
        carts: CartService,
        config: ConfigService,
        marketplace: MarketplaceService,
        feed: StatusFeed,
        clock: MarketplaceClock = DEFAULT_CLOCK,
        stream_seconds: float = STREAM_SECONDS,
        demo_orders: bool = False,
    ) -> None:
        self._quoting = Quoting(coupons, facts, carts, config, marketplace, clock)
        self._placing = Placing(orders, self._quoting, carts, config, demo_orders)
        self._reads = OrderReads(orders)
        self._cancellation = Cancellation(orders, self._reads, feed)
        self._status = StatusChanges(orders, self._reads, feed, stream_seconds)

    # Checkout ------------------------------------------------------------------------------------------

    async def quote(self, owner: Owner, module_id: int, checkout: Checkout, language: str) -> QuoteAnswer:
        """The price of the owner's cart of the module as `checkout` asks, with what refuses it."""
        return await self._quoting.quote(owner, module_id, checkout, language)

    async def place(
        self,
        owner: Owner,
        module_id: int,
        checkout: Checkout,
        destination: Destination,
        note: str | None,
        key: str | None,
        language: str,
    ) -> PlacedAnswer:
        """Place the owner's cart of the module as an order; a key already used answers its order."""
        return await self._placing.place(owner, module_id, checkout, destination, note, key, language)

    # Follow --------------------------------------------------------------------------------------------

    async def page(self, owner: Owner, running: bool, offset: int, limit: int) -> OrderPage:
        """One page (`offset` from 1) of the owner's running or past orders, newest first."""
        return await self._reads.page(owner, running, offset, limit)

    async def details(
        self, owner: Owner, order_id: int, contact: str | None, language: str
    ) -> list[OrderLineAnswer]:
        """The lines of one of the owner's orders."""
        return await self._reads.details(owner, order_id, contact, language)

    async def track(self, owner: Owner, order_id: int, contact: str | None, language: str) -> OrderAnswer:
        """One of the owner's orders with its status history."""
        return await self._reads.track(owner, order_id, contact, language)

    async def cancel(
        self, owner: Owner, order_id: int, reason: str, contact: str | None, language: str
    ) -> Message:
        """Cancel one of the owner's orders while it is pending or confirmed."""
        return await self._cancellation.cancel(owner, order_id, reason, contact, language)

    async def follow(
        self, owner: Owner, order_id: int, contact: str | None, language: str
    ) -> AsyncGenerator[StatusStep | None, None]:
        """The order's status now, then each change as it happens (status_changes.py); None now and then
        while nothing changes (a keep-alive). Ends once the order is delivered or canceled."""
        return await self._status.follow(owner, order_id, contact, language)

    async def dispatch(self, seconds: float) -> int:
        """Move each running demo order one status on when its last change is `seconds` old (the demo
        dispatcher); how many moved."""
        return await self._status.dispatch(seconds)

    def refund_reasons(self, language: str) -> RefundReasons:
        """The reasons a shopper picks from when canceling, translated."""
        return refund_reasons(language)


__all__ = ["Checkout", "CouponService", "OrderService"]
