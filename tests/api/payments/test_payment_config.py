"""The configuration's payment keys (GET /api/v1/config) on SQLite and PostgreSQL, and the demo's top-up
bonuses: partial payment and top-ups on by default, the digital gateways switched on listed (the demo
gateway by default; Stripe only with its three settings, tests/api/payments/test_stripe.py's server)."""

from __future__ import annotations

import httpx
from litestar.testing import AsyncTestClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.tables import WalletBonusRow
from tests.api.payments.stripe_server import StripeApp


async def test_the_configuration_lists_the_payment_switches_and_the_gateways_on(
    pay_client: AsyncTestClient,  # type: ignore[type-arg]
) -> None:
    config = (await pay_client.get("/api/v1/config")).json()
    assert (
        config["partial_payment_status"],
        config["partial_payment_method"],
        config["add_fund_status"],
    ) == (
        1,
        "both",
        1,
    )
    assert config["active_payment_method_list"] == [
        {"gateway": "demo", "gateway_title": "Demo gateway", "gateway_image": ""}
    ]


async def test_stripe_is_listed_only_with_its_settings(stripe_app: StripeApp) -> None:
    async with httpx.AsyncClient(base_url=stripe_app.url) as client:
        config = (await client.get("/api/v1/config")).json()
    assert [g["gateway"] for g in config["active_payment_method_list"]] == ["demo", "stripe"]


async def test_the_demo_marketplace_runs_two_top_up_bonuses(seeded_database: str) -> None:
    engine = create_async_engine(seeded_database)
    async with engine.connect() as connection:
        assert await connection.scalar(select(func.count()).select_from(WalletBonusRow)) == 2
    await engine.dispose()
