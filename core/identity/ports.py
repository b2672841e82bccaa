"""What identity needs from the outside: a verifier of customer tokens and the issued guest ids."""

from __future__ import annotations

from typing import Protocol


class TokenVerifier(Protocol):
    """Checks a bearer token and names the customer it was issued to."""

    def customer_id(self, token: str) -> int | None:
        """The customer id `token` carries, or None when the token is malformed, forged or expired."""
        ...


class GuestRepository(Protocol):
    """Issued guest ids."""

    async def add_guest(self, guest_id: str) -> None:
        """Record a newly issued guest id."""
        ...
