"""What the order endpoints use: the order use cases and the identity that tells whose orders a request
reaches (a customer by bearer token, else a guest by guest_id, as the cart does)."""

from __future__ import annotations

import dataclasses

from adapters.http.context import RequestContext
from core.cart.model import CartOwner
from core.identity.service import IdentityService
from core.orders.service import OrderService

MAX_STREAMS = 1000  # status streams one worker keeps open at once


class StreamSlots:
    """How many status streams this worker serves now, bounded: past it the stream answers 503."""

    def __init__(self, limit: int = MAX_STREAMS) -> None:
        self._limit = limit
        self.open = 0

    def take(self) -> bool:
        if self.open >= self._limit:
            return False
        self.open += 1
        return True

    def give_back(self) -> None:
        self.open = max(0, self.open - 1)


@dataclasses.dataclass(frozen=True, slots=True)
class OrderDesk:
    """The order service and the identity service, offered to the order handlers as one dependency."""

    orders: OrderService
    identity: IdentityService
    streams: StreamSlots = dataclasses.field(default_factory=StreamSlots)

    async def owner(self, context: RequestContext, guest_id: str | None) -> CartOwner:
        """The customer of the bearer token, else the guest `guest_id`; 401 for neither."""
        return await self.identity.cart_owner(context.bearer, guest_id, context.language)

    async def customer(self, context: RequestContext) -> CartOwner:
        """The customer of the bearer token; 401 without one."""
        customer_id = await self.identity.current_customer(context.bearer, context.language)
        return CartOwner("customer", str(customer_id))
