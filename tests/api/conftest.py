"""Fixtures of the cart tests: a fresh database per engine holding the small cart catalogue, and a client."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from adapters.db.migrate import upgrade
from adapters.settings import Settings
from tests.api.cart_catalogue import build_cart_catalogue
from tests.api.cart_shopper import Shopper
from tests.conftest import ENGINES, app_client, built_database, database_url_for, make_settings

SECRET = "cart-tests-secret-of-at-least-thirty-two-bytes"


@pytest.fixture(scope="session", params=ENGINES)
def cart_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, dict[str, Any]]:
    """A migrated database with the cart catalogue, and the catalogue's ids by name."""
    return built_database(request, tmp_path_factory, "cart", build_cart_catalogue)


@pytest.fixture(scope="session")
def cart_settings(
    cart_database: tuple[str, dict[str, Any]], tmp_path_factory: pytest.TempPathFactory
) -> Settings:
    """Settings for the cart database, with a known token secret."""
    return make_settings(cart_database[0], tmp_path_factory.mktemp("cart-media"), secret_key=SECRET)


@pytest.fixture
def ids(cart_database: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    """Ids of the cart catalogue by name."""
    return cart_database[1]


@pytest.fixture
async def cart_client(cart_settings: Settings) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """An HTTP client on the whole application over the cart database."""
    async with app_client(cart_settings) as client:
        yield client


@pytest.fixture
async def shopper(cart_client: AsyncTestClient, ids: dict[str, Any]) -> Shopper:  # type: ignore[type-arg]
    """A new guest with its own guest id."""
    return await Shopper.new_guest(cart_client, ids)


ACCOUNTS_SECRET = "accounts-tests-secret-of-at-least-thirty-two-bytes"
# The operator's switches the account tests run with: demo mode (every code 123456) and both verifications.
ACCOUNT_CONFIG = {
    "demo": True,
    "centralize_login": {
        "manual_login_status": 1,
        "email_verification_status": 1,
        "phone_verification_status": 1,
    },
}


async def store_config(database_url: str, values: dict[str, Any]) -> None:
    """Write operator settings into the business_settings table."""
    from sqlalchemy import delete
    from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

    from adapters.db.tables import BusinessSetting

    engine = create_async_engine(database_url)
    async with async_sessionmaker(engine)() as session:
        await session.execute(delete(BusinessSetting).where(BusinessSetting.key.in_(list(values))))
        session.add_all([BusinessSetting(key=key, value=value) for key, value in values.items()])
        await session.commit()
    await engine.dispose()


@pytest.fixture(scope="session", params=ENGINES)
def accounts_database(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    """A migrated database with the account tests' operator settings (accounts are added by the tests)."""
    url = database_url_for(request, tmp_path_factory, "accounts")
    upgrade(url)
    asyncio.run(store_config(url, ACCOUNT_CONFIG))
    return url


@pytest.fixture(scope="session")
def accounts_settings(accounts_database: str, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """Settings for the accounts database, with a known token secret."""
    return make_settings(
        accounts_database, tmp_path_factory.mktemp("accounts-media"), secret_key=ACCOUNTS_SECRET
    )


@pytest.fixture
async def accounts_client(accounts_settings: Settings) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """An HTTP client on the whole application over the accounts database."""
    async with app_client(accounts_settings) as client:
        yield client
