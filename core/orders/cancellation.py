"""Canceling an order while it is pending or confirmed, and the reasons a shopper picks from to say why.

A cancel is announced on the status feed, so a page following the order sees it end.
"""

from __future__ import annotations

import datetime as dt

from core.errors import Conflict, NotFound
from core.identity.owner import Owner
from core.messages import translate

from .answers import Message, RefundReason, RefundReasons
from .model import CANCELED
from .ports import OrderRepository, StatusFeed
from .reads import OrderReads

REFUND_REASONS = (
    "I ordered by mistake",
    "The delivery takes too long",
    "I want to change my order",
    "I found a better price elsewhere",
    "Other",
)


class Cancellation:
    """Cancels a customer's or a guest's order."""

    def __init__(self, orders: OrderRepository, reads: OrderReads, feed: StatusFeed) -> None:
        self._orders = orders
        self._reads = reads
        self._feed = feed

    async def cancel(
        self, owner: Owner, order_id: int, reason: str, contact: str | None, language: str
    ) -> Message:
        """Cancel one of the owner's orders while it is pending or confirmed."""
        await self._reads.reach(owner, order_id, contact, language)
        at = dt.datetime.now(dt.UTC)
        result = await self._orders.cancel(owner.key, order_id, reason, at)
        if result == "canceled":
            await self._feed.publish(order_id, CANCELED, at)
        if result == "missing":
            raise NotFound("order_id", translate("Order not found.", language))
        if result == "late":
            raise Conflict("order_status", translate("This order can no longer be canceled.", language))
        return Message(translate("Order canceled successfully", language))


def refund_reasons(language: str) -> RefundReasons:
    """The reasons a shopper picks from when canceling, translated."""
    return RefundReasons([RefundReason(i, translate(r, language)) for i, r in enumerate(REFUND_REASONS, 1)])
