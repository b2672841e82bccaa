"""What the endpoints of signed-in customers use: their use cases and the identity that names the customer."""

from __future__ import annotations

import dataclasses
from typing import Generic, TypeVar

from adapters.http.context import RequestContext
from core.identity.service import IdentityService

S = TypeVar("S")


@dataclasses.dataclass(frozen=True, slots=True)
class SignedIn(Generic[S]):
    """A service of signed-in customers and the identity service, offered to handlers as one dependency."""

    service: S
    identity: IdentityService

    async def customer(self, context: RequestContext) -> int:
        """The customer the bearer token speaks for; 401 for a missing, forged, expired or revoked token."""
        return await self.identity.current_customer(context.bearer, context.language)
