"""Guests, cart owners and the signed-in customer: who a request speaks for.

`current_customer` is the one way a use case learns which customer a request speaks for: the token must be
signed by us, unexpired, and its session still open (not logged out, not revoked by a password change).
"""

from __future__ import annotations

import re
import secrets

from core.errors import InvalidInput, NotFound, Unauthorized
from core.identity.owner import Owner
from core.messages import translate

from .model import TokenClaims
from .ports import GuestRepository, SessionStore, TokenVerifier

SESSION_REJECTED = "Your account is inactive or Your token has been expired"
# token_urlsafe(32) gives 43 characters; anything else was never issued by us.
GUEST_ID_PATTERN = r"[A-Za-z0-9_-]{43}"
GUEST_ID = re.compile(GUEST_ID_PATTERN)


def session_rejected(language: str) -> Unauthorized:
    """The 401 of a missing, forged, expired or revoked token."""
    return Unauthorized("unauthorized", translate(SESSION_REJECTED, language))


class IdentityService:
    """Issues guest ids, tells which signed-in customer a bearer token speaks for, and whose cart it is."""

    def __init__(self, tokens: TokenVerifier, sessions: SessionStore, guests: GuestRepository) -> None:
        self._tokens = tokens
        self._sessions = sessions
        self._guests = guests

    async def issue_guest(self) -> str:
        """A new guest id: 256 random bits, recorded so that ids cannot be invented."""
        guest_id = secrets.token_urlsafe(32)
        await self._guests.add_guest(guest_id)
        return guest_id

    async def current_customer(self, bearer: str | None, language: str) -> int:
        """The id of the customer `bearer` (RequestContext.bearer) speaks for.

        Raises `Unauthorized` (HTTP 401, code "unauthorized", the session message in `language`) when the
        token is missing, forged, expired, or its session was closed by logout or a password change.
        """
        return (await self.current_session(bearer, language)).customer_id

    async def current_session(self, bearer: str | None, language: str) -> TokenClaims:
        """The verified claims of `bearer` (customer and session id) while its session is open; else 401."""
        claims = self._tokens.claims(bearer) if bearer is not None else None
        if claims is None or not await self._sessions.is_open(claims.session_id, claims.customer_id):
            raise session_rejected(language)
        return claims

    async def cart_owner(self, bearer: str | None, guest_id: str | None, language: str) -> Owner:
        """The customer a bearer token names (it wins over a guest id), else the guest; 401 for neither.

        A guest's request never touches the database here: only a bearer token costs a session check."""
        if bearer is not None:
            return Owner("customer", str(await self.current_customer(bearer, language)))
        if guest_id is None or not guest_id.strip():
            raise Unauthorized("guest_id", translate("guest_id is required for guests.", language))
        if GUEST_ID.fullmatch(guest_id) is None:
            raise InvalidInput("guest_id", translate("guest_id is not a valid guest id.", language))
        return Owner("guest", guest_id)

    async def issued_owner(self, bearer: str | None, guest_id: str | None, language: str) -> Owner:
        """`cart_owner`, with a guest id checked against the issued ones (404 "guest" when never issued):
        for stores that, unlike the cart's statements, cannot check it in their own writes."""
        owner = await self.cart_owner(bearer, guest_id, language)
        if owner.kind == "guest" and not await self._guests.issued(owner.id):
            raise NotFound("guest", translate("Unknown guest.", language))
        return owner
