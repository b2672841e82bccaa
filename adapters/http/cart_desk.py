"""What the cart endpoints use: the cart use cases and the identity that tells whose cart a request reaches."""

from __future__ import annotations

import dataclasses

from adapters.http.context import RequestContext
from core.cart.model import CartOwner
from core.cart.service import CartService
from core.identity.service import IdentityService


@dataclasses.dataclass(frozen=True, slots=True)
class CartDesk:
    """The cart service and the identity service, offered to the cart handlers as one dependency."""

    carts: CartService
    identity: IdentityService

    async def owner(self, context: RequestContext, guest_id: str | None) -> CartOwner:
        """The customer of the bearer token (its session still open), else the guest `guest_id`; 401 for
        neither."""
        return await self.identity.cart_owner(context.bearer, guest_id, context.language)
