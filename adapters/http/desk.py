"""What the handlers of every context outside identity receive: their use cases with the identity service
that tells whose request it is.

One rule for "who asks": the identity context's own services (accounts, profile, verification) read the
bearer token themselves, since the session is what they work on; every other context's handler takes one
`Desk` of its service, asks it for the owner (a customer by bearer token, else a guest by guest_id) or for
the signed-in customer, and hands the service that owner. Handlers take exactly one dependency (see
adapters/http/services.py), hence one object holding both services.
"""

from __future__ import annotations

import dataclasses
from typing import Generic, TypeVar

from adapters.http.context import RequestContext
from core.identity.owner import Owner
from core.identity.service import IdentityService

S = TypeVar("S")


@dataclasses.dataclass(frozen=True, slots=True)
class Desk(Generic[S]):
    """A context's service and the identity service, offered to its handlers as one dependency."""

    service: S
    identity: IdentityService

    async def owner(self, context: RequestContext, guest_id: str | None) -> Owner:
        """The customer of the bearer token (its session still open), else the guest `guest_id`; 401 for
        neither."""
        return await self.identity.cart_owner(context.bearer, guest_id, context.language)

    async def customer(self, context: RequestContext) -> int:
        """The signed-in customer's id; 401 for a missing, forged, expired or revoked token."""
        return await self.identity.current_customer(context.bearer, context.language)

    async def customer_owner(self, context: RequestContext) -> Owner:
        """The signed-in customer as an owner (what carts and orders are filed under); 401 without one."""
        return Owner("customer", str(await self.customer(context)))
