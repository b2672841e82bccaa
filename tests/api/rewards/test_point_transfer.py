"""Converting loyalty points to the wallet over real HTTP (SQLite and PostgreSQL): whole minor units only, the
points' debit and the wallet's credit under one source, the minimum, too few points, the feature off, a
replayed Idempotency-Key, and what a guest gets (401)."""

from __future__ import annotations

import datetime as dt

from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker

from adapters.db.ledger.tables import LedgerEntry
from adapters.settings import Settings
from tests.api.conftest import store_config
from tests.api.rewards.conftest import NewEarner
from tests.api.rewards.earner import Earner
from tests.api.visitor import error

TRANSFER = "/api/v1/customer/loyalty-point/point-transfer"


async def _earned(engine: AsyncEngine, customer_id: int, points: int) -> None:
    """Points earned on a delivered order, as the credits' job posts them."""
    async with async_sessionmaker(engine)() as session:
        session.add(
            LedgerEntry(
                customer_id=customer_id,
                account="points",
                reason="order_earned",
                source=f"test-order:{customer_id}",
                amount=points,
                balance=points,
                created_at=dt.datetime.now(dt.UTC),
            )
        )
        await session.commit()


async def _transfer(customer: Earner, point: object, language: str = "en", key: str | None = None) -> object:
    headers = customer.headers(language, **({"Idempotency-Key": key} if key else {}))
    return await customer.client.post(TRANSFER, json={"point": point}, headers=headers)


async def test_points_convert_to_the_wallet_under_one_source(
    new_customer: NewEarner, engine: AsyncEngine
) -> None:
    ada = await new_customer()
    await _earned(engine, ada.id, 1_000)
    answer = await _transfer(ada, 250)
    assert answer.status_code == 200, answer.text  # type: ignore[attr-defined]
    assert answer.json() == {"message": "Point to wallet transfer successfully."}  # type: ignore[attr-defined]
    [(kind, source, debit), _] = await ada.entries("points")
    [(credit_kind, credit_source, credit)] = await ada.entries("wallet")
    assert (kind, debit, credit_kind, credit) == ("converted_to_wallet", -250, "loyalty_conversion", 2.5)
    assert source == credit_source
    assert source.startswith(f"transfer:{ada.id}:")
    info = await ada.info()
    assert (info["loyalty_point"], info["wallet_balance"]) == (750, 2.5)
    french = await _transfer(ada, 200, "fr")
    assert french.json() == {"message": "Points transférés vers le portefeuille avec succès."}  # type: ignore[attr-defined]


async def test_a_replayed_key_converts_once(new_customer: NewEarner, engine: AsyncEngine) -> None:
    ada = await new_customer()
    await _earned(engine, ada.id, 500)
    for _ in range(2):
        assert (await _transfer(ada, 300, key="convert-1")).status_code == 200  # type: ignore[attr-defined]
    assert (await ada.info())["loyalty_point"] == 200


async def test_refusals_under_the_minimum_over_the_balance_and_for_guests(
    new_customer: NewEarner,
    engine: AsyncEngine,
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
) -> None:
    ada = await new_customer()
    await _earned(engine, ada.id, 300)
    assert error(await _transfer(ada, 199)) == (422, "point", "The minimum points to convert is 200.")  # type: ignore[arg-type]
    assert error(await _transfer(ada, -5, "fr")) == (
        422,
        "point",
        "Le minimum de points à convertir est de 200.",
    )  # type: ignore[arg-type]
    assert error(await _transfer(ada, 301)) == (409, "balance", "Insufficient points.")  # type: ignore[arg-type]
    for body in ({"point": "250"}, {"point": 2.5}, {"point": 10**13}):
        refused = await ada.client.post(TRANSFER, json=body, headers=ada.headers())
        assert refused.status_code == 422, body
        assert refused.json()["errors"][0]["code"] == "point", body
    assert (await ada.client.post(TRANSFER, json={}, headers=ada.headers())).status_code == 422
    assert (await rewards_client.post(TRANSFER, json={"point": 250})).status_code == 401
    assert (await ada.info())["loyalty_point"] == 300  # nothing moved


async def test_only_whole_minor_units_convert_and_the_rest_of_the_points_stay(
    new_customer: NewEarner, engine: AsyncEngine, rewards_settings: Settings
) -> None:
    ada = await new_customer()
    await _earned(engine, ada.id, 1_000)
    # 3 points a unit: 3 points make exactly 1.00, so of 200 points 198 convert into 66.00 and 2 stay.
    await store_config(rewards_settings.database_url, {"loyalty_point_exchange_rate": 3})
    try:
        assert (await _transfer(ada, 200)).status_code == 200  # type: ignore[attr-defined]
        # 30,000 points a unit: 300 make the smallest amount (0.01); 250 make nothing, and nothing moves.
        await store_config(rewards_settings.database_url, {"loyalty_point_exchange_rate": 30_000})
        assert error(await _transfer(ada, 250)) == (  # type: ignore[arg-type]
            422,
            "point",
            "Too few points to make the smallest amount of money.",
        )
    finally:
        await store_config(rewards_settings.database_url, {"loyalty_point_exchange_rate": 100})
    info = await ada.info()
    assert (info["loyalty_point"], info["wallet_balance"]) == (802, 66.0)


async def test_with_loyalty_points_or_the_wallet_off_nothing_converts(
    new_customer: NewEarner, engine: AsyncEngine, rewards_settings: Settings
) -> None:
    ada = await new_customer()
    await _earned(engine, ada.id, 1_000)
    for flag, code, message in (
        ("loyalty_point_status", "points", "Loyalty points are not available."),
        ("customer_wallet_status", "wallet", "The wallet is not available."),
    ):
        await store_config(rewards_settings.database_url, {flag: 0})
        try:
            assert error(await _transfer(ada, 500)) == (403, code, message)  # type: ignore[arg-type]
        finally:
            await store_config(rewards_settings.database_url, {flag: 1})
    assert (await ada.info())["loyalty_point"] == 1_000
