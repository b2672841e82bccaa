"""What an order still owes, and the demo dispatcher's respect for it (SQLite and PostgreSQL): `left_to_pay`
is what the wallet did not pay until the order is paid (or canceled); an order waiting for its online payment
is not moved on until the payment is confirmed; an order delivered with cash to collect reads paid."""

from __future__ import annotations

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.container import make_container
from adapters.db.tables import OrderRow
from adapters.settings import Settings
from core.orders.service import OrderService
from core.verticals import load_registry
from tests.api.payments.conftest import Credit, NewPayer


async def _dispatch_all(settings: Settings) -> None:
    """Run the demo dispatcher until nothing moves (each pass moves an order one status), as the worker
    does: on a container of its own, on this test's event loop."""
    container = make_container(settings, load_registry(settings.verticals))
    try:
        orders = await container.get(OrderService)
        while await orders.dispatch(0):
            pass
    finally:
        await container.close()


async def test_left_to_pay_follows_the_payment(new_customer: NewPayer, credit: Credit) -> None:
    payer = await new_customer()
    await credit(payer, 5_00)
    await payer.add("apple", 2)
    partial = await payer.pay("partial_payment", partial_rest="cash_on_delivery")
    order = await payer.order(partial.json()["order_id"])
    assert order["left_to_pay"] == round(order["order_amount"] - 5.0, 2)
    await payer.add("apple", 2)
    online = await payer.pay("digital_payment", payment_gateway="demo")
    order = await payer.order(online.json()["order_id"])
    assert order["left_to_pay"] == order["order_amount"]
    await payer.demo(online.json()["payment_url"], "succeed")
    assert (await payer.order(online.json()["order_id"]))["left_to_pay"] == 0
    assert (await payer.cancel(partial.json()["order_id"])).status_code == 200
    assert (await payer.order(partial.json()["order_id"]))["left_to_pay"] == 0


async def test_the_dispatcher_waits_for_an_online_payment_and_delivery_collects_the_cash(
    new_customer: NewPayer, engine: AsyncEngine, pay_settings: Settings
) -> None:
    payer = await new_customer()
    await payer.add("apple", 2)
    online = (await payer.pay("digital_payment", payment_gateway="demo")).json()
    await payer.add("apple", 1)
    cash = (await payer.place(item=payer.line("apple", 1))).json()
    ids = (online["order_id"], cash["order_id"])
    async with engine.begin() as connection:  # placed while the demo dispatcher runs
        await connection.execute(update(OrderRow).where(OrderRow.id.in_(ids)).values(demo=True))
    await _dispatch_all(pay_settings)
    waiting, delivered = [await payer.order(i) for i in ids]
    assert (waiting["order_status"], waiting["payment_status"]) == ("pending", "unpaid")
    assert (delivered["order_status"], delivered["payment_status"], delivered["left_to_pay"]) == (
        "delivered",
        "paid",
        0,
    )
    await payer.demo(online["payment_url"], "succeed")
    await _dispatch_all(pay_settings)
    assert (await payer.order(online["order_id"]))["order_status"] == "delivered"
