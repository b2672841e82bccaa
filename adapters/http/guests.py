"""`POST /api/v1/auth/guest/request`: a new guest id for a shopper without an account."""

from __future__ import annotations

import msgspec
from litestar import Controller, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency

from core.identity.service import IdentityService


class GuestAnswer(msgspec.Struct, frozen=True):
    """An unguessable guest id (256 random bits); the storefront keeps it under `guest_id`."""

    guest_id: str


class GuestController(Controller):
    """Guest ids."""

    path = "/api/v1/auth/guest"
    tags = ["auth"]
    cache_control = CacheControlHeader(no_store=True)

    @post("/request", operation_id="requestGuestId", summary="Issue a guest id", status_code=200)
    async def request_guest(self, identity: NamedDependency[IdentityService]) -> GuestAnswer:
        """A new guest id; guest carts and guest orders are reached only through it."""
        return GuestAnswer(guest_id=await identity.issue_guest())
