"""Guests and cart owners: issuing unguessable guest ids, and telling whose cart a request reaches."""

from __future__ import annotations

import re
import secrets

from core.cart.messages import translate
from core.cart.model import CartOwner
from core.errors import InvalidInput, Unauthorized

from .ports import GuestRepository, TokenVerifier

SESSION_REJECTED = "Your account is inactive or Your token has been expired"
# token_urlsafe(32) gives 43 characters; anything else was never issued by us.
GUEST_ID_PATTERN = r"[A-Za-z0-9_-]{43}"
GUEST_ID = re.compile(GUEST_ID_PATTERN)


class IdentityService:
    """Issues guest ids and resolves the owner of a cart from a bearer token or a guest id."""

    def __init__(self, tokens: TokenVerifier, guests: GuestRepository) -> None:
        self._tokens = tokens
        self._guests = guests

    async def issue_guest(self) -> str:
        """A new guest id: 256 random bits, recorded so that ids cannot be invented."""
        guest_id = secrets.token_urlsafe(32)
        await self._guests.add_guest(guest_id)
        return guest_id

    def cart_owner(self, bearer: str | None, guest_id: str | None, language: str) -> CartOwner:
        """The customer a bearer token names (it wins over a guest id), else the guest; 401 for neither."""
        if bearer is not None:
            customer = self._tokens.customer_id(bearer)
            if customer is None:
                raise Unauthorized("unauthorized", translate(SESSION_REJECTED, language))
            return CartOwner("customer", str(customer))
        if guest_id is None or not guest_id.strip():
            raise Unauthorized("guest_id", translate("guest_id is required for guests.", language))
        if GUEST_ID.fullmatch(guest_id) is None:
            raise InvalidInput("guest_id", translate("guest_id is not a valid guest id.", language))
        return CartOwner("guest", guest_id)
