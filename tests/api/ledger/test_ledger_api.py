"""The wallet's and the loyalty points' transactions over real HTTP (SQLite and PostgreSQL): a signed-in
customer reads their own entries only, newest first, a page at a time, with the balance after each; money
as decimal numbers, points as whole ones; 401 without a customer, 403 while the marketplace has the feature
off."""

from __future__ import annotations

import datetime as dt

from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker

from adapters.db.ledger.tables import LedgerEntry
from adapters.settings import Settings
from tests.api.conftest import store_config
from tests.api.ledger.conftest import NewCustomer
from tests.api.visitor import error, new_guest_id

WALLET = "/api/v1/customer/wallet/transactions"
POINTS = "/api/v1/customer/loyalty-point/transactions"


async def _post(
    engine: AsyncEngine, customer_id: int, account: str, moves: list[tuple[str, str, int]]
) -> None:
    """Entries as the ledger posts them: each balance the one before plus its amount."""
    balance = 0
    at = dt.datetime(2026, 11, 1, 9, 0, tzinfo=dt.UTC)
    async with async_sessionmaker(engine)() as session:
        for n, (reason, source, amount) in enumerate(moves):
            balance += amount
            session.add(
                LedgerEntry(
                    customer_id=customer_id,
                    account=account,
                    reason=reason,
                    source=f"{customer_id}:{source}",
                    amount=amount,
                    balance=balance,
                    created_at=at + dt.timedelta(hours=n),
                )
            )
        await session.commit()


async def test_a_customer_reads_their_wallet_newest_first_a_page_at_a_time(
    new_customer: NewCustomer, engine: AsyncEngine
) -> None:
    ada, bob = await new_customer(), await new_customer()
    await _post(
        engine,
        ada.id,
        "wallet",
        [("add_fund", "pay:1", 5_000), ("order_payment", "order:7", -1_250), ("refund", "order:7", 1_250)],
    )
    await _post(engine, bob.id, "wallet", [("admin_bonus", "gift:1", 99)])
    first = await ada.client.get(WALLET, params={"limit": 2}, headers=ada.headers())
    assert first.status_code == 200, first.text
    assert first.headers["cache-control"] == "no-store"
    page = first.json()
    assert (page["total_size"], page["limit"], page["offset"]) == (3, 2, 1)
    assert [(t["transaction_type"], t["credit"], t["debit"], t["balance"]) for t in page["data"]] == [
        ("refund", 12.5, 0.0, 50.0),
        ("order_payment", 0.0, 12.5, 37.5),
    ]
    assert page["data"][0]["reference"] == f"{ada.id}:order:7"
    assert page["data"][0]["created_at"].startswith("2026-11-01T11:00:00")
    second = (await ada.client.get(WALLET, params={"limit": 2, "offset": 2}, headers=ada.headers())).json()
    assert [(t["transaction_type"], t["credit"], t["balance"]) for t in second["data"]] == [
        ("add_fund", 50.0, 50.0)
    ]
    # Bob's entry is his alone; an account without entries answers an empty page.
    assert [t["credit"] for t in (await bob.client.get(WALLET, headers=bob.headers())).json()["data"]] == [
        0.99
    ]
    assert (await ada.client.get(POINTS, headers=ada.headers())).json() == {
        "total_size": 0,
        "limit": 10,
        "offset": 1,
        "data": [],
    }


async def test_an_entry_s_moment_names_its_offset(new_customer: NewCustomer, engine: AsyncEngine) -> None:
    # A moment without an offset is read as the reader's local time (a browser in Paris showed a top-up
    # made at 04:13 there as 03:13): the answer says it is UTC, on SQLite (which keeps no offset) as on
    # PostgreSQL.
    ada = await new_customer()
    await _post(engine, ada.id, "wallet", [("add_fund", "pay:1", 5_000)])
    await _post(engine, ada.id, "points", [("order_earned", "order:3", 120)])
    for path in (WALLET, POINTS):
        [entry] = (await ada.client.get(path, headers=ada.headers())).json()["data"]
        moment = dt.datetime.fromisoformat(entry["created_at"])
        assert moment.utcoffset() == dt.timedelta(0), entry["created_at"]
        assert moment == dt.datetime(2026, 11, 1, 9, 0, tzinfo=dt.UTC)


async def test_loyalty_points_are_whole_numbers(new_customer: NewCustomer, engine: AsyncEngine) -> None:
    ada = await new_customer()
    await _post(
        engine, ada.id, "points", [("order_earned", "order:3", 120), ("converted_to_wallet", "conv:1", -100)]
    )
    page = (await ada.client.get(POINTS, headers=ada.headers())).json()
    assert [(t["transaction_type"], t["credit"], t["debit"], t["balance"]) for t in page["data"]] == [
        ("converted_to_wallet", 0, 100, 20),
        ("order_earned", 120, 0, 120),
    ]


async def test_only_a_signed_in_customer_reads_and_only_while_the_feature_is_on(
    ledger_client: AsyncTestClient,  # type: ignore[type-arg]
    ledger_settings: Settings,
    new_customer: NewCustomer,
) -> None:
    guest = await new_guest_id(ledger_client)
    for path in (WALLET, POINTS):
        assert (await ledger_client.get(path)).status_code == 401
        assert (await ledger_client.get(path, params={"guest_id": guest})).status_code == 401
        bad = await ledger_client.get(path, headers={"Authorization": "Bearer x.y.z"})
        assert bad.status_code == 401
    ada = await new_customer()
    for params in ({"limit": 51}, {"limit": 0}, {"offset": 0}, {"offset": "x"}):
        assert (await ada.client.get(WALLET, params=params, headers=ada.headers())).status_code == 422, params
    await store_config(ledger_settings.database_url, {"customer_wallet_status": 0, "loyalty_point_status": 0})
    try:
        assert error(await ada.client.get(WALLET, headers=ada.headers())) == (
            403,
            "wallet",
            "The wallet is not available.",
        )
        assert error(await ada.client.get(POINTS, headers=ada.headers("fr"))) == (
            403,
            "points",
            "Les points de fidélité ne sont pas disponibles.",
        )
    finally:
        await store_config(
            ledger_settings.database_url, {"customer_wallet_status": 1, "loyalty_point_status": 1}
        )
    assert (await ada.client.get(WALLET, headers=ada.headers())).status_code == 200
