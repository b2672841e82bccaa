"""Fixtures of the address and wishlist tests: a fresh database per engine with a small marketplace, the
application's container and client on it, and signed-in customers."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from adapters.settings import Settings
from tests.api.places.catalogue import build_places_catalogue
from tests.api.places.customer import SignedInCustomer
from tests.conftest import ENGINES, app_client, app_container, built_database, make_settings

SECRET = "places-tests-secret-of-at-least-thirty-two-bytes"


@pytest.fixture(scope="session", params=ENGINES)
def places_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, dict[str, int]]:
    """A migrated database holding the places marketplace, and its ids by name."""
    return built_database(request, tmp_path_factory, "places", build_places_catalogue)


@pytest.fixture(scope="session")
def places_settings(
    places_database: tuple[str, dict[str, int]], tmp_path_factory: pytest.TempPathFactory
) -> Settings:
    """Settings for the places database, with a known token secret."""
    return make_settings(places_database[0], tmp_path_factory.mktemp("places-media"), secret_key=SECRET)


@pytest.fixture
def ids(places_database: tuple[str, dict[str, int]]) -> dict[str, int]:
    """Ids of the places marketplace by name."""
    return places_database[1]


@pytest.fixture
def places_container(places_settings: Settings) -> AsyncContainer:
    """The application's container on the places database."""
    return app_container(places_settings)


@pytest.fixture
async def places_client(
    places_settings: Settings, places_container: AsyncContainer
) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """An HTTP client on the whole application over the places database."""
    async with app_client(places_settings, places_container) as client:
        yield client


@pytest.fixture
async def engine(places_settings: Settings) -> AsyncIterator[AsyncEngine]:
    """The test's own engine on the places database, for what tests write and check beside the API."""
    found = create_async_engine(places_settings.database_url)
    yield found
    await found.dispose()


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
