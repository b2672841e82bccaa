"""Abandoned payments released by the scheduled job (adapters/jobs/work/release_abandoned_payments.py), on
SQLite and PostgreSQL: an order whose online payment has not come within PAYMENT_TIMEOUT_MINUTES is
canceled, its stock put back and the wallet's part given back, the payment expires, the cart stays as it
was; a younger or a paid one is left alone, and a second pass changes nothing. The application and the job
run on the test's own event loop, over the application's HTTP interface."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.container import make_container
from adapters.db.tables import PaymentRow
from adapters.http.app import create_app
from adapters.jobs.work.release_abandoned_payments import release_abandoned_payments
from adapters.settings import Settings
from core.verticals import load_registry
from tests.api.orders.shopper import stock_of
from tests.api.payments.conftest import SECRET, Credit
from tests.api.payments.payer import Payer, balance_of, payments_of, wallet_entries
from tests.api.visitor import client_at, served


async def _age(engine: AsyncEngine, order_id: int, minutes: int) -> None:
    """Make the order's payments `minutes` old (as if started then)."""
    at = dt.datetime.now(dt.UTC) - dt.timedelta(minutes=minutes)
    async with engine.begin() as connection:
        await connection.execute(
            update(PaymentRow).where(PaymentRow.order_id == order_id).values(created_at=at)
        )


async def test_an_abandoned_payment_releases_its_order_once(
    pay_settings: Settings, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    container = make_container(pay_settings, load_registry(pay_settings.verticals))
    app = create_app(pay_settings, container=container)
    async with served(app), client_at(app) as client:
        payer = await Payer.signed_in(client, engine, SECRET, ids)
        paying = await Payer.signed_in(client, engine, SECRET, ids)
        assert payer.customer_id is not None
        stock = (await stock_of(engine, ids["apple"]))[0]
        await payer.add("apple", 2)
        placed = await payer.pay("digital_payment", payment_gateway="demo")
        order_id = placed.json()["order_id"]
        assert (await stock_of(engine, ids["apple"]))[0] == stock - 2
        await paying.add("pear")
        done = await paying.pay("digital_payment", payment_gateway="demo")
        await paying.demo(done.json()["payment_url"], "succeed")

        assert await release_abandoned_payments(container) == 0  # young: the shopper may still pay
        await _age(engine, order_id, 31)
        await _age(engine, done.json()["order_id"], 31)
        assert await release_abandoned_payments(container) == 1
        order = await payer.order(order_id)
        assert (order["order_status"], order["payment_status"]) == ("canceled", "unpaid")
        assert [status for _, status, _ in await payments_of(engine, order_id)] == ["expired"]
        assert (await stock_of(engine, ids["apple"]))[0] == stock
        assert [line["quantity"] for line in await payer.cart()] == [2]  # recoverable
        assert (await paying.order(done.json()["order_id"]))["order_status"] == "pending"  # paid: kept
        assert await release_abandoned_payments(container) == 0  # idempotent
        assert [status for _, status, _ in await payments_of(engine, order_id)] == ["expired"]
    await container.close()


async def test_a_released_partial_payment_gives_the_wallets_part_back(
    pay_settings: Settings, engine: AsyncEngine, ids: dict[str, int], credit: Credit
) -> None:
    container = make_container(pay_settings, load_registry(pay_settings.verticals))
    app = create_app(pay_settings, container=container)
    async with served(app), client_at(app) as client:
        payer = await Payer.signed_in(client, engine, SECRET, ids)
        assert payer.customer_id is not None
        await credit(payer, 3_00)
        await payer.add("apple", 2)
        placed = await payer.pay("partial_payment", partial_rest="digital_payment", payment_gateway="demo")
        assert placed.status_code == 200, placed.text
        order_id = placed.json()["order_id"]
        assert await balance_of(engine, payer.customer_id) == 0
        await payer.demo(placed.json()["payment_url"], "decline")  # declined, and never paid again
        await _age(engine, order_id, 31)
        assert await release_abandoned_payments(container) == 1
        assert (await wallet_entries(engine, payer.customer_id))[-1] == (
            "refund",
            f"order:{order_id}",
            3_00,
            3_00,
        )
        assert await release_abandoned_payments(container) == 0
        assert await balance_of(engine, payer.customer_id) == 3_00
    await container.close()
