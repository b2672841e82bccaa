"""Paying online through the demo gateway, over real HTTP on SQLite and PostgreSQL: the order is placed
unpaid with the cart kept, the demo page's outcome is applied once (the gateway's word, as a webhook's),
a success marks the order paid and empties the cart lines it was priced from, a decline marks it failed
and leaves the cart as it was, and a new payment may follow; reading the page never pays anything."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.shopper import error
from tests.api.payments.conftest import Credit, NewPayer
from tests.api.payments.payer import Payer, balance_of, payments_of

NOT_PAYABLE = "This order cannot be paid online now."


async def _placed_online(payer: Payer, **body: object) -> tuple[int, str]:
    await payer.add("apple", 2)
    placed = await payer.pay(body.pop("method", "digital_payment"), payment_gateway="demo", **body)
    assert placed.status_code == 200, placed.text
    url = placed.json()["payment_url"]
    assert url.startswith("/payment/demo/")
    return placed.json()["order_id"], url


async def test_a_succeeded_demo_payment_pays_the_order_once_and_empties_its_cart(
    new_customer: NewPayer, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    order_id, url = await _placed_online(payer)
    assert (await payer.order(order_id))["payment_status"] == "unpaid"
    assert len(await payer.cart()) == 1  # kept until the payment is confirmed
    page = (await payer.demo(url)).json()
    total = (await payer.order(order_id))["order_amount"]
    assert page == {
        "amount": total,
        "currency_code": "EUR",
        "purpose": "order",
        "order_id": order_id,
        "status": "pending",
        "return_url": f"/my-orders/{order_id}",
    }
    assert (await payer.order(order_id))["payment_status"] == "unpaid"  # reading the page pays nothing
    paid = await payer.demo(url, "succeed")
    assert paid.status_code == 200, paid.text
    assert paid.json()["status"] == "succeeded"
    assert (await payer.order(order_id))["payment_status"] == "paid"
    assert await payer.cart() == []
    again = await payer.demo(url, "decline")  # a second word changes nothing
    assert again.json()["status"] == "succeeded"
    assert (await payer.order(order_id))["payment_status"] == "paid"
    assert await payments_of(engine, order_id) == [("demo", "succeeded", round(total * 100))]
    assert error(await payer.pay_again(order_id)) == (409, "payment_status", NOT_PAYABLE)


async def test_a_declined_payment_fails_the_order_keeps_the_cart_and_may_be_paid_again(
    new_customer: NewPayer, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    order_id, url = await _placed_online(payer)
    declined = await payer.demo(url, "decline")
    assert declined.json()["status"] == "declined"
    assert (await payer.order(order_id))["payment_status"] == "failed"
    assert len(await payer.cart()) == 1  # recoverable
    again = await payer.pay_again(order_id)
    assert again.status_code == 200, again.text
    second = again.json()["payment_url"]
    assert second != url
    assert (await payer.demo(second, "succeed")).json()["status"] == "succeeded"
    assert (await payer.order(order_id))["payment_status"] == "paid"
    assert await payer.cart() == []
    assert [status for _, status, _ in await payments_of(engine, order_id)] == ["declined", "succeeded"]


async def test_a_cart_line_changed_while_paying_stays_in_the_cart(new_customer: NewPayer) -> None:
    payer = await new_customer()
    order_id, url = await _placed_online(payer)
    await payer.add("apple", 1)  # three apples now: not the line the order was priced from
    await payer.demo(url, "succeed")
    assert (await payer.order(order_id))["payment_status"] == "paid"
    assert [line["quantity"] for line in await payer.cart()] == [3]


async def test_a_guest_pays_online_and_returns_to_the_tracking_page(new_guest: NewPayer) -> None:
    guest = await new_guest()
    order_id, url = await _placed_online(guest)
    page = (await guest.demo(url)).json()
    assert page["return_url"] == f"/track-order?order_id={order_id}"
    await guest.demo(url, "abandon")
    assert (await guest.order(order_id))["payment_status"] == "unpaid"
    assert (await guest.pay_again(order_id)).status_code == 200


async def test_a_partial_payment_with_a_digital_rest_pays_the_rest_online(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    await credit(payer, 5_00)
    order_id, url = await _placed_online(payer, method="partial_payment", partial_rest="digital_payment")
    order = await payer.order(order_id)
    assert (order["payment_status"], order["wallet_paid"]) == ("unpaid", 5.0)
    assert await balance_of(engine, payer.customer_id) == 0
    page = (await payer.demo(url)).json()
    assert page["amount"] == round(order["order_amount"] - 5, 2)
    await payer.demo(url, "succeed")
    assert (await payer.order(order_id))["payment_status"] == "paid"


async def test_refusals_of_online_payment(new_customer: NewPayer, new_guest: NewPayer) -> None:
    payer = await new_customer()
    await payer.add("apple")
    unknown = (422, "payment_gateway", "This payment gateway is not available.")
    assert error(await payer.pay("digital_payment")) == unknown
    assert error(await payer.pay("digital_payment", payment_gateway="paypal")) == unknown
    assert (await payer.client.get("/api/v1/payments/demo/" + "x" * 32)).status_code == 404
    cash = await payer.pay("cash_on_delivery")
    order_id = cash.json()["order_id"]
    assert error(await payer.pay_again(order_id)) == (409, "payment_status", NOT_PAYABLE)
    stranger = await new_guest()
    assert (await stranger.pay_again(order_id)).status_code == 404


async def test_a_replayed_placement_answers_its_order_and_its_payment_and_starts_no_other(
    new_customer: NewPayer, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    await payer.add("apple", 2)
    first = await payer.place(key="pay-once", payment_method="digital_payment", payment_gateway="demo")
    assert first.status_code == 200, first.text
    # The cart is kept while the payment is pending: the replay is priced again and stored nothing.
    again = await payer.place(key="pay-once", payment_method="digital_payment", payment_gateway="demo")
    assert again.json() == first.json()
    buy_now = {"payment_method": "digital_payment", "payment_gateway": "demo", "item": payer.line("apple", 1)}
    single = await payer.place(key="buy-once", **buy_now)
    assert (await payer.place(key="buy-once", **buy_now)).json() == single.json()
    for placed in (first, single):
        assert len(await payments_of(engine, placed.json()["order_id"])) == 1
