"""Everything kept of a customer, erased when they delete their account: core's orders and prescriptions, the
pictures of their conversations, then every enabled vertical's records through its `forget_customer` hook. Implements identity's
CustomerRecords, so the profile's use case erases them before the account row goes."""

from __future__ import annotations

from core.conversations.erasure import ConversationErasure
from core.identity.owner import Owner
from core.orders.erasure import OrderErasure
from core.verticals import CustomerErasure, VerticalRegistry, VerticalStorage


class CustomerRecordsEraser:
    """Implements core's CustomerRecords."""

    def __init__(
        self,
        orders: OrderErasure,
        conversations: ConversationErasure,
        registry: VerticalRegistry,
        storage: VerticalStorage,
    ) -> None:
        self._orders = orders
        self._conversations = conversations
        self._registry = registry
        self._storage = storage

    async def forget(self, customer_id: int) -> None:
        customer = Owner("customer", str(customer_id))
        await self._orders.forget(customer)
        await self._conversations.forget(customer_id)
        erasure = CustomerErasure(customer, self._storage)
        for vertical in self._registry:
            if vertical.forget_customer is not None:
                await vertical.forget_customer(erasure)
