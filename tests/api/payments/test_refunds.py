"""Canceling a paid order refunds it, on SQLite and PostgreSQL over real HTTP: what the wallet paid goes
back to the wallet (ledger `refund`, source `order:<id>`) with the cancellation; what a gateway took goes to
the wallet too while it is on (a customer's), else back through the gateway by the refund job (the demo
gateway marks it refunded; Stripe's is tests/api/payments/test_stripe.py). A cash rest was never taken."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.shopper import clear_setting, set_setting
from tests.api.payments.conftest import Credit, NewPayer
from tests.api.payments.payer import Payer, balance_of, payments_of, wallet_entries
from tests.waiting import until


async def _paid_online(payer: Payer) -> tuple[int, int]:
    """A demo-paid order of two apples: its id and total (minor units)."""
    await payer.add("apple", 2)
    placed = await payer.pay("digital_payment", payment_gateway="demo")
    await payer.demo(placed.json()["payment_url"], "succeed")
    order = await payer.order(placed.json()["order_id"])
    assert order["payment_status"] == "paid"
    return order["id"], round(order["order_amount"] * 100)


async def test_a_canceled_wallet_order_is_refunded_to_the_wallet_once(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    await credit(payer, 100_00)
    await payer.add("apple", 2)
    order_id = (await payer.pay("wallet")).json()["order_id"]
    total = round((await payer.order(order_id))["order_amount"] * 100)
    assert (await payer.cancel(order_id)).status_code == 200
    assert (await wallet_entries(engine, payer.customer_id))[-1] == (
        "refund",
        f"order:{order_id}",
        total,
        100_00,
    )
    assert (await payer.order(order_id))["payment_status"] == "refunded"
    assert (await payer.cancel(order_id)).status_code == 409  # canceled once, refunded once
    assert await balance_of(engine, payer.customer_id) == 100_00


async def test_a_partial_cash_order_gives_back_only_the_wallets_part(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    await credit(payer, 4_00)
    await payer.add("apple", 2)
    order_id = (await payer.pay("partial_payment")).json()["order_id"]
    assert (await payer.cancel(order_id)).status_code == 200
    assert (await wallet_entries(engine, payer.customer_id))[-1] == (
        "refund",
        f"order:{order_id}",
        4_00,
        4_00,
    )


async def test_an_order_paid_online_is_refunded_to_the_wallet_by_default(
    new_customer: NewPayer, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    order_id, total = await _paid_online(payer)
    assert (await payer.cancel(order_id)).status_code == 200
    assert await balance_of(engine, payer.customer_id) == total
    assert await payments_of(engine, order_id) == [("demo", "refunded", total)]
    assert (await payer.order(order_id))["payment_status"] == "refunded"


async def test_an_order_paid_online_is_refunded_through_its_gateway_when_the_wallet_is_off(
    new_customer: NewPayer, new_guest: NewPayer, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    order_id, total = await _paid_online(payer)
    await set_setting(engine, "customer_wallet_status", 0)
    try:
        assert (await payer.cancel(order_id)).status_code == 200

        async def refunded() -> bool:
            return await payments_of(engine, order_id) == [("demo", "refunded", total)]

        await until(refunded)  # the refund job, handed over by the cancellation
    finally:
        await clear_setting(engine, "customer_wallet_status")
    assert await balance_of(engine, payer.customer_id) == 0
    guest = await new_guest()  # a guest has no wallet: through the gateway, wallet on or not
    guest_order, guest_total = await _paid_online(guest)
    assert (await guest.cancel(guest_order)).status_code == 200

    async def guest_refunded() -> bool:
        return await payments_of(engine, guest_order) == [("demo", "refunded", guest_total)]

    await until(guest_refunded)
