"""Fixtures of the cart and account tests: a fresh database per engine each (the small cart catalogue; the
account tests' operator settings), made by the one fixture chain (tests/api/world.py), and a guest shopper."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from tests.api.cart_catalogue import build_cart_catalogue
from tests.api.cart_shopper import Shopper
from tests.api.world import world

SECRET = "cart-tests-secret-of-at-least-thirty-two-bytes"


cart = world("cart", build_cart_catalogue, SECRET)
cart_database, cart_settings, ids, cart_container, cart_client = cart[:5]


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
    """Write operator settings into the business_settings table and announce them to the applications
    running in this process (what `storefront config set` does)."""
    from sqlalchemy import delete
    from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

    from adapters.changes import announce_in_process
    from adapters.db.tables import BusinessSetting

    engine = create_async_engine(database_url)
    async with async_sessionmaker(engine)() as session:
        await session.execute(delete(BusinessSetting).where(BusinessSetting.key.in_(list(values))))
        session.add_all([BusinessSetting(key=key, value=value) for key, value in values.items()])
        await session.commit()
    await engine.dispose()
    await announce_in_process()


async def _configured(database_url: str) -> dict[str, Any]:
    await store_config(database_url, ACCOUNT_CONFIG)
    return {}


accounts = world("accounts", _configured, ACCOUNTS_SECRET)
accounts_database, accounts_settings, _, accounts_container, accounts_client = accounts[:5]
del _
