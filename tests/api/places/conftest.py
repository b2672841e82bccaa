"""Fixtures of the address and wishlist tests: a fresh database per engine with a small marketplace, the
application's container and client on it, and signed-in customers."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.places.catalogue import build_places_catalogue
from tests.api.places.customer import SignedInCustomer
from tests.api.world import world

SECRET = "places-tests-secret-of-at-least-thirty-two-bytes"


places_database, places_settings, ids, places_container, places_client, engine = world(
    "places", build_places_catalogue, SECRET
)


NewCustomer = Callable[[], Awaitable[SignedInCustomer]]


@pytest.fixture
def new_customer(places_client: AsyncTestClient, engine: AsyncEngine) -> NewCustomer:  # type: ignore[type-arg]
    """Makes a new customer, signed in."""

    async def make() -> SignedInCustomer:
        return await SignedInCustomer.new(places_client, engine, SECRET)

    return make


@pytest.fixture
async def customer(new_customer: NewCustomer) -> SignedInCustomer:
    """A new signed-in customer."""
    return await new_customer()
