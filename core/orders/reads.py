"""The owner's orders read back: a page of them, one order's lines, one order with its status history.

`reach` is the one door to a single order by id, also taken by canceling and following it: a guest
reaches an order only with its guest id and the contact number given with it; anything else answers as
an order that does not exist, so an id tells nothing about other owners' orders.
"""

from __future__ import annotations

from core.configuration.ports import MediaUrls
from core.errors import NotFound
from core.identity.owner import Owner
from core.messages import translate

from .answers import OrderAnswer, OrderLineAnswer, OrderPage, line_answer, order_answer
from .model import StoredOrder
from .ports import OrderRepository, ReviewedOrders


class OrderReads:
    """Reads of a customer's or a guest's orders."""

    def __init__(
        self, orders: OrderRepository, reviewed: ReviewedOrders | None = None, media: MediaUrls | None = None
    ) -> None:
        self._orders = orders
        self._reviewed = reviewed
        self._media = media.full_url if media is not None else None

    async def _done(self, orders: list[StoredOrder]) -> set[int]:
        delivered = [o.id for o in orders if o.order_status == "delivered"]
        return await self._reviewed.reviewed(delivered) if self._reviewed and delivered else set()

    async def page(self, owner: Owner, running: bool, offset: int, limit: int) -> OrderPage:
        """One page (`offset` from 1) of the owner's running or past orders, newest first."""
        total, orders = await self._orders.page(owner.key, running, offset, limit)
        done = await self._done(orders)
        return OrderPage(
            total,
            limit,
            offset,
            [order_answer(o, is_reviewed=o.id in done, media=self._media) for o in orders],
        )

    async def reach(
        self, owner: Owner, order_id: int, contact: str | None, language: str, history: bool = False
    ) -> StoredOrder:
        """The owner's order `order_id` (with its status history when asked), else 404 order not found."""
        found = await self._orders.order(owner.key, order_id, history)
        if found is None or (
            owner.kind == "guest" and found.destination.contact_person_number != (contact or "").strip()
        ):
            raise NotFound("order_id", translate("Order not found.", language))
        return found

    async def details(
        self, owner: Owner, order_id: int, contact: str | None, language: str
    ) -> list[OrderLineAnswer]:
        """The lines of one of the owner's orders."""
        found = await self.reach(owner, order_id, contact, language)
        return [line_answer(line, found.digits) for line in await self._orders.lines(found.id)]

    async def track(self, owner: Owner, order_id: int, contact: str | None, language: str) -> OrderAnswer:
        """One of the owner's orders with its status history."""
        found = await self.reach(owner, order_id, contact, language, history=True)
        done = await self._done([found])
        return order_answer(found, True, is_reviewed=found.id in done, media=self._media)
