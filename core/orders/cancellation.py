"""Canceling an order while it is pending or confirmed, and the reasons a shopper picks from to say why.

Canceling puts the stock back and gives back what the order was paid, in the transaction that cancels it
(OrderRepository.cancel): the wallet's part to the wallet, the part paid online to the wallet too for a
customer while the wallet is on, else through its gateway, by a background job handed over here. A cancel
is announced on the status feed, so a page following the order sees it end.
"""

from __future__ import annotations

import datetime as dt

from core.background import BackgroundWork
from core.configuration.service import ConfigService
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
REFUND_JOB = "refund_payments"  # gives back through their gateway the payments of canceled orders
ONLINE_METHODS = frozenset({"digital_payment", "partial_payment"})


class Cancellation:
    """Cancels a customer's or a guest's order."""

    def __init__(
        self,
        orders: OrderRepository,
        reads: OrderReads,
        feed: StatusFeed,
        config: ConfigService | None = None,
        background: BackgroundWork | None = None,
    ) -> None:
        self._orders = orders
        self._reads = reads
        self._feed = feed
        self._config = config
        self._background = background

    async def cancel(
        self, owner: Owner, order_id: int, reason: str, contact: str | None, language: str
    ) -> Message:
        """Cancel one of the owner's orders while it is pending or confirmed."""
        order = await self._reads.reach(owner, order_id, contact, language)
        paid_online = order.payment_method in ONLINE_METHODS and order.payment_status == "paid"
        result = await self.release(owner.key, order_id, reason, paid_online)
        if result == "missing":
            raise NotFound("order_id", translate("Order not found.", language))
        if result == "late":
            raise Conflict("order_status", translate("This order can no longer be canceled.", language))
        return Message(translate("Order canceled successfully", language))

    async def release(self, owner: str, order_id: int, reason: str, paid_online: bool) -> str:
        """Cancel `owner`'s order `order_id` (also the timeout job's way to release an abandoned payment's
        order), giving back what it was paid (`paid_online`: a gateway took part of it): "canceled",
        "missing" or "late"."""
        to_wallet = await self._refunds_to_wallet(owner)
        at = dt.datetime.now(dt.UTC)
        result = await self._orders.cancel(owner, order_id, reason, at, digital_to_wallet=to_wallet)
        if result == "canceled":
            await self._feed.publish(order_id, CANCELED, at)
            if paid_online and not to_wallet and self._background is not None:
                await self._background.enqueue(REFUND_JOB)
        return result

    async def _refunds_to_wallet(self, owner: str) -> bool:
        """A customer's online payments go back to the wallet while the marketplace has it on."""
        if self._config is None or not owner.startswith("customer:"):
            return False
        return (await self._config.config("en")).customer_wallet_status == 1


def refund_reasons(language: str) -> RefundReasons:
    """The reasons a shopper picks from when canceling, translated."""
    return RefundReasons([RefundReason(i, translate(r, language)) for i, r in enumerate(REFUND_REASONS, 1)])
