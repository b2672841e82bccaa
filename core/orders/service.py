"""The orders context's entry point: `OrderService` for the orders checkout placed (core/checkout).

The composition root and the HTTP desks know this name alone. `OrderService` holds no rule of its
own: each method hands to the module whose job it is (reads.py, cancellation.py, status_changes.py).
"""

from __future__ import annotations

from collections.abc import AsyncGenerator

from core.background import BackgroundWork
from core.configuration.ports import MediaUrls
from core.configuration.service import ConfigService
from core.identity.owner import Owner

from .answers import (
    Message,
    OrderAnswer,
    OrderLineAnswer,
    OrderPage,
    RefundReasons,
    StatusStep,
)
from .cancellation import Cancellation, refund_reasons
from .ports import OrderRepository, ReviewedOrders, StatusFeed
from .reads import OrderReads
from .status_changes import STREAM_SECONDS, StatusChanges


class OrderService:
    """Follow, track and cancel the orders of a customer or a guest (an owner, as the cart names it)."""

    def __init__(
        self,
        orders: OrderRepository,
        feed: StatusFeed,
        stream_seconds: float = STREAM_SECONDS,
        config: ConfigService | None = None,
        background: BackgroundWork | None = None,
        reviewed: ReviewedOrders | None = None,
        media: MediaUrls | None = None,
    ) -> None:
        self._reads = OrderReads(orders, reviewed, media)
        self._cancellation = Cancellation(orders, self._reads, feed, config, background)
        self._status = StatusChanges(orders, self._reads, feed, stream_seconds, background)

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

    async def release(self, owner: str, order_id: int, reason: str) -> str:
        """Cancel an order whose online payment never came (the timeout job), giving back the wallet's
        part: "canceled", "missing" or "late" (no longer cancelable)."""
        return await self._cancellation.release(owner, order_id, reason, paid_online=False)

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


__all__ = ["OrderService"]
