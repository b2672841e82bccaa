"""Who a signed-in request speaks for: the claims of a bearer token."""

from __future__ import annotations

import msgspec


class TokenClaims(msgspec.Struct, frozen=True):
    """A token names a customer and the session it was issued for (revoked by deleting the session)."""

    customer_id: int
    session_id: str
