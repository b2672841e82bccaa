"""Fixtures of the checkout and order tests: a fresh database per engine with a small marketplace, the
application on it, and shoppers (signed-in customers and guests) with carts."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from adapters.settings import Settings
from tests.api.orders.market import build_order_market
from tests.api.orders.shopper import OrderShopper
from tests.conftest import ENGINES, app_client, app_container, built_database, make_settings

SECRET = "orders-tests-secret-of-at-least-thirty-two-bytes"


@pytest.fixture(scope="session", params=ENGINES)
def order_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, dict[str, int]]:
    """A migrated database holding the order marketplace, and its ids by name."""
    return built_database(request, tmp_path_factory, "orders", build_order_market)


@pytest.fixture(scope="session")
def order_settings(
    order_database: tuple[str, dict[str, int]], tmp_path_factory: pytest.TempPathFactory
) -> Settings:
    return make_settings(order_database[0], tmp_path_factory.mktemp("orders-media"), secret_key=SECRET)


@pytest.fixture
def ids(order_database: tuple[str, dict[str, int]]) -> dict[str, int]:
    return order_database[1]


@pytest.fixture
def order_container(order_settings: Settings) -> AsyncContainer:
    return app_container(order_settings)


@pytest.fixture
async def order_client(
    order_settings: Settings, order_container: AsyncContainer
) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    async with app_client(order_settings, order_container) as client:
        yield client


@pytest.fixture
async def engine(order_settings: Settings) -> AsyncIterator[AsyncEngine]:
    """The test's own engine, for what tests set and count beside the API."""
    found = create_async_engine(order_settings.database_url)
    yield found
    await found.dispose()


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
