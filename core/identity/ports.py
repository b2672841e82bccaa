"""What identity needs from the outside: bearer tokens, signed-in sessions and the issued guest ids."""

from __future__ import annotations

from typing import Protocol

from .model import TokenClaims


class TokenVerifier(Protocol):
    """Checks a bearer token and names the customer and session it was issued for."""

    def claims(self, token: str) -> TokenClaims | None:
        """What `token` carries, or None when the token is malformed, forged, expired or lacks a claim."""
        ...


class TokenIssuer(Protocol):
    """Signs bearer tokens."""

    def issue(self, claims: TokenClaims, lifetime_seconds: int) -> str:
        """A token carrying `claims`, valid for `lifetime_seconds`."""
        ...


class SessionStore(Protocol):
    """Signed-in sessions; a token is honoured only while its session is stored."""

    async def open(self, session_id: str, customer_id: int, expires_at: int) -> None:
        """Record a new session of `customer_id` ending at `expires_at` (seconds since the epoch)."""
        ...

    async def is_open(self, session_id: str, customer_id: int) -> bool:
        """True while the session exists, belongs to `customer_id` and has not ended."""
        ...

    async def close(self, session_id: str) -> None:
        """Revoke one session (logout)."""
        ...

    async def close_others(self, customer_id: int, keep: str) -> int:
        """Revoke every session of `customer_id` but `keep` (password change); how many were revoked."""
        ...


class GuestRepository(Protocol):
    """Issued guest ids."""

    async def add_guest(self, guest_id: str) -> None:
        """Record a newly issued guest id."""
        ...
