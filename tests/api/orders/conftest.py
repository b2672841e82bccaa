"""Fixtures of the checkout and order tests: a fresh database per engine with a small marketplace, the
application on it, and shoppers (signed-in customers and guests) with carts."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.market import build_order_market
from tests.api.orders.shopper import OrderShopper
from tests.api.world import world

SECRET = "orders-tests-secret-of-at-least-thirty-two-bytes"


order_database, order_settings, ids, order_container, order_client, engine = world(
    "order", build_order_market, SECRET
)


NewShopper = Callable[[], Awaitable[OrderShopper]]


@pytest.fixture
def new_customer(order_client: AsyncTestClient, engine: AsyncEngine, ids: dict[str, int]) -> NewShopper:  # type: ignore[type-arg]
    async def make() -> OrderShopper:
        return await OrderShopper.customer(order_client, engine, SECRET, ids)

    return make


@pytest.fixture
def new_guest(order_client: AsyncTestClient, ids: dict[str, int]) -> NewShopper:  # type: ignore[type-arg]
    async def make() -> OrderShopper:
        return await OrderShopper.guest(order_client, ids)

    return make
