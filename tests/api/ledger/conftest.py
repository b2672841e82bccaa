"""Fixtures of the ledger tests: a fresh migrated database per engine, the application on it, signed-in
customers (tests/api/places/customer.py makes them as sign-up and sign-in do)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.places.customer import SignedInCustomer
from tests.api.world import world

SECRET = "ledger-tests-secret-of-at-least-thirty-two-bytes"


async def _nothing(_: str) -> dict[str, Any]:
    return {}


ledger_database, ledger_settings, _, ledger_container, ledger_client, engine = world(
    "ledger", _nothing, SECRET
)
del _

NewCustomer = Callable[[], Awaitable[SignedInCustomer]]


@pytest.fixture
def new_customer(ledger_client: AsyncTestClient, engine: AsyncEngine) -> NewCustomer:  # type: ignore[type-arg]
    """Makes a new customer, signed in."""

    async def make() -> SignedInCustomer:
        return await SignedInCustomer.new(ledger_client, engine, SECRET)

    return make
