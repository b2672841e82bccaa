"""Topping up the wallet through the demo gateway, over real HTTP on SQLite and PostgreSQL: the running
bonuses are listed; a top-up credits the wallet only once the gateway's word is applied (`add_fund`, with
the largest applicable bonus as `admin_bonus`, both from source `payment:<id>`), once; a declined one
credits nothing; refusals: 401 without a customer, 403 with the wallet or top-ups off, 422 for an amount
outside 1 to 10,000 or a gateway that is not on."""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator
from decimal import Decimal

import pytest
from httpx import Response
from sqlalchemy import delete, insert
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import WalletBonusRow
from tests.api.orders.shopper import clear_setting, error, set_setting
from tests.api.payments.conftest import NewPayer
from tests.api.payments.payer import Payer, wallet_entries

FUND = "/api/v1/customer/wallet/add-fund"
BONUSES = "/api/v1/customer/wallet/bonuses"
TODAY = dt.date.today()


@pytest.fixture
async def bonuses(engine: AsyncEngine) -> AsyncIterator[None]:
    """Two running bonuses, one ended and one switched off, as an operator set them."""

    def bonus(
        title: str, kind: str, amount: str, minimum: str, cap: str, **extra: object
    ) -> dict[str, object]:
        return {
            "title": title,
            "description": f"{title} on top-ups",
            "bonus_type": kind,
            "bonus_amount": Decimal(amount),
            "minimum_add_amount": Decimal(minimum),
            "maximum_bonus_amount": Decimal(cap),
            "start_date": TODAY - dt.timedelta(days=1),
            "end_date": TODAY + dt.timedelta(days=30),
            "status": True,
            **extra,
        }

    rows = [
        bonus("Ten percent", "percentage", "10", "20", "8"),
        bonus("Five flat", "amount", "5", "40", "0"),
        bonus("Ended", "amount", "50", "0", "0", end_date=TODAY - dt.timedelta(days=1)),
        bonus("Off", "amount", "50", "0", "0", status=False),
    ]
    async with engine.begin() as connection:
        await connection.execute(insert(WalletBonusRow), rows)
    yield
    async with engine.begin() as connection:
        await connection.execute(delete(WalletBonusRow))


async def _fund(payer: Payer, amount: float, gateway: str = "demo", language: str = "en") -> Response:
    body = {"amount": amount, "payment_gateway": gateway}
    return await payer.client.post(FUND, json=body, headers=payer.headers(language))


async def test_the_running_bonuses_are_listed_to_a_signed_in_customer(
    new_customer: NewPayer, new_guest: NewPayer, bonuses: None, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    answer = await payer.client.get(BONUSES, headers=payer.headers())
    assert answer.status_code == 200, answer.text
    assert [(b["title"], b["bonus_type"], b["bonus_amount"]) for b in answer.json()] == [
        ("Ten percent", "percentage", 10.0),
        ("Five flat", "amount", 5.0),
    ]
    guest = await new_guest()
    assert (await guest.client.get(BONUSES, headers=guest.headers())).status_code == 401
    await set_setting(engine, "customer_wallet_status", 0)
    try:
        assert error(await payer.client.get(BONUSES, headers=payer.headers())) == (
            403,
            "wallet",
            "The wallet is not available.",
        )
    finally:
        await clear_setting(engine, "customer_wallet_status")


async def test_a_confirmed_top_up_credits_the_fund_and_the_best_bonus_once(
    new_customer: NewPayer, bonuses: None, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    started = await _fund(payer, 60)
    assert started.status_code == 200, started.text
    url = started.json()["payment_url"]
    page = (await payer.demo(url)).json()
    assert (page["purpose"], page["amount"], page["order_id"], page["status"]) == (
        "add_fund",
        60.0,
        None,
        "pending",
    )
    assert await wallet_entries(engine, payer.customer_id) == []  # nothing before the gateway's word
    done = (await payer.demo(url, "succeed")).json()
    assert (done["status"], done["return_url"]) == ("succeeded", "/wallet?payment=succeeded")
    await payer.demo(url, "succeed")  # again: applied once
    entries = await wallet_entries(engine, payer.customer_id)
    source = entries[0][1]
    assert source.startswith("payment:")
    # 10% of 60.00 is 6.00, capped at 8.00; the flat 5.00 is less: the percentage wins.
    assert entries == [("add_fund", source, 60_00, 60_00), ("admin_bonus", source, 6_00, 66_00)]


async def test_a_declined_top_up_credits_nothing(new_customer: NewPayer, engine: AsyncEngine) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    url = (await _fund(payer, 15.5)).json()["payment_url"]
    assert (await payer.demo(url, "decline")).json()["return_url"] == "/wallet?payment=declined"
    assert await wallet_entries(engine, payer.customer_id) == []


async def test_top_up_refusals(new_customer: NewPayer, new_guest: NewPayer, engine: AsyncEngine) -> None:
    payer = await new_customer()
    out_of_range = (422, "amount", "The amount must be between 1 and 10,000.")
    assert error(await _fund(payer, 0.5)) == out_of_range
    assert error(await _fund(payer, 10_000.01)) == out_of_range
    assert error(await _fund(payer, 0.5, language="fr")) == (
        422,
        "amount",
        "Le montant doit être compris entre 1 et 10,000.",
    )
    assert error(await _fund(payer, 10, gateway="paypal")) == (
        422,
        "payment_gateway",
        "This payment gateway is not available.",
    )
    guest = await new_guest()
    assert (await _fund(guest, 10)).status_code == 401
    await set_setting(engine, "add_fund_status", 0)
    try:
        assert error(await _fund(payer, 10)) == (403, "add_fund", "Adding funds is not available.")
    finally:
        await clear_setting(engine, "add_fund_status")
