"""POST /customer/order/place: the server's price, the cart emptied only with a stored order, guests only
when guest checkout is on, and the Idempotency-Key that never makes a second order."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from tests.api.orders.conftest import SECRET, NewShopper
from tests.api.orders.market import OUTSIDE, upcoming
from tests.api.orders.shopper import OrderShopper, clear_setting, error, orders_in_database, set_setting
from tests.api.visitor import running_app

pytestmark = pytest.mark.anyio


async def test_an_order_is_charged_the_quote_whatever_the_client_says(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 2)
    await shopper.add("pear", 3)
    quoted = (await shopper.quote(coupon_code="TENOFF")).json()
    answer = await shopper.place(coupon_code="TENOFF", order_amount=0.01, distance=0, delivery_charge=0)
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    placed = answer.json()
    assert placed["message"] == "Order placed successfully"
    assert placed["total_amount"] == placed["total_ammount"] == quoted["total"]
    assert await shopper.cart() == []
    order = (await shopper.track(placed["order_id"])).json()
    assert order["order_amount"] == quoted["total"]
    for field in ("subtotal", "item_discount", "coupon_discount", "tax", "delivery_fee"):
        assert order[field] == quoted[field], field
    assert order["coupon_code"] == "TENOFF"
    assert (order["order_status"], order["payment_status"], order["details_count"]) == (
        "pending",
        "unpaid",
        2,
    )
    lines = (await shopper.details(placed["order_id"])).json()
    assert sorted((line["item_name"], line["quantity"], line["price"]) for line in lines) == [
        ("Apple", 2, 20.0),
        ("Pear", 3, 2.94),
    ]


async def test_a_refused_order_keeps_the_cart_and_stores_nothing(
    new_customer: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 2)
    before = await orders_in_database(engine)
    assert error(await shopper.place(coupon_code="BIGSPEND"))[:2] == (422, "coupon")
    answer = await shopper.place(latitude=OUTSIDE[0], longitude=OUTSIDE[1])
    assert error(answer) == (422, "zone", "Service not available in this area")
    await shopper.add("apple", 14)
    assert error(await shopper.place())[:2] == (422, "payment_method")
    assert await orders_in_database(engine) == before
    assert len(await shopper.cart()) == 1
    empty = await new_customer()
    assert error(await empty.place()) == (422, "cart", "Your cart is empty.")


async def test_guests_order_only_while_guest_checkout_is_on(
    new_guest: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_guest()
    await shopper.add("apple")
    await set_setting(engine, "guest_checkout_status", 0)
    try:
        answer = await shopper.place()
        assert error(answer)[:2] == (401, "guest_id")
        assert len(await shopper.cart()) == 1
    finally:
        await clear_setting(engine, "guest_checkout_status")
    answer = await shopper.place()
    assert answer.status_code == 200, answer.text
    assert await shopper.cart() == []


async def test_a_replayed_key_answers_the_same_order(new_customer: NewShopper, engine: AsyncEngine) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 2)
    first = await shopper.place(key="checkout-1")
    assert first.status_code == 200, first.text
    before = await orders_in_database(engine)
    await shopper.add("pear")  # a new cart: the replay must not place it
    replay = await shopper.place(key="checkout-1")
    assert replay.json() == first.json()
    assert await orders_in_database(engine) == before
    assert len(await shopper.cart()) == 1
    other = await new_customer()  # keys are per owner
    await other.add("apple")
    assert (await other.place(key="checkout-1")).json()["order_id"] != first.json()["order_id"]
    assert (await shopper.place(key="x" * 65)).status_code == 422


async def test_twenty_parallel_places_with_one_key_make_one_order(
    order_settings: Settings, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    async with running_app(order_settings) as client:
        shopper = await OrderShopper.customer(client, engine, SECRET, ids)
        await shopper.add("apple", 3)
        before = await orders_in_database(engine)
        answers = await asyncio.gather(*(shopper.place(key="same-key") for _ in range(20)))
    assert [a.status_code for a in answers] == [200] * 20, [a.text for a in answers if a.status_code != 200]
    assert len({a.json()["order_id"] for a in answers}) == 1
    assert await orders_in_database(engine) == before + 1


async def test_parallel_places_without_a_key_order_the_cart_once(
    order_settings: Settings, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    async with running_app(order_settings) as client:
        shopper = await OrderShopper.customer(client, engine, SECRET, ids)
        await shopper.add("apple", 3)
        before = await orders_in_database(engine)
        answers = await asyncio.gather(*(shopper.place() for _ in range(10)))
    statuses = sorted(a.status_code for a in answers)
    # One order; the others found the cart changed (emptied) or empty.
    assert statuses.count(200) == 1, [a.text for a in answers]
    assert all(a.status_code in (200, 409, 422) for a in answers)
    assert await orders_in_database(engine) == before + 1


async def test_a_scheduled_take_away_order(new_customer: NewShopper) -> None:
    import datetime as dt

    shopper = await new_customer()
    await shopper.add("apple")
    at = upcoming(day=2, hour=10)  # a Tuesday morning: the grocer is open
    answer = await shopper.place(
        order_type="take_away", schedule_at=at.isoformat(), latitude=None, longitude=None
    )
    assert answer.status_code == 200, answer.text
    order = (await shopper.track(answer.json()["order_id"])).json()
    assert (order["order_type"], order["delivery_fee"], order["order_amount"]) == ("take_away", 0, 11.0)
    assert dt.datetime.fromisoformat(order["schedule_at"]) == at
    await shopper.add("apple")
    late = (dt.datetime.now(dt.UTC) + dt.timedelta(days=31)).isoformat()
    assert error(await shopper.place(schedule_at=late))[:2] == (422, "schedule_at")


async def test_bad_bodies_are_refused_with_the_field(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("apple")
    for changes in (
        {"payment_method": "wallet"},
        {"order_type": "dine_in"},
        {"contact_person_number": "call me"},
        {"address": "   "},
        {"address": "a\x00b"},
        {"order_note": "n" * 501},
        {"latitude": 91},
    ):
        answer = await shopper.place(**changes)
        assert answer.status_code in (400, 422), (changes, answer.text)
    assert len(await shopper.cart()) == 1


async def test_the_order_answer_carries_the_note_written_at_checkout(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    noted = await shopper.placed(order_note="Ring twice, the bell is broken")
    assert (await shopper.track(noted)).json()["order_note"] == "Ring twice, the bell is broken"
    running = (await shopper.orders(type="running", offset=1, limit=10)).json()["orders"]
    assert [order.get("order_note") for order in running if order["id"] == noted] == [
        "Ring twice, the bell is broken"
    ]
    silent = await shopper.placed()
    assert "order_note" not in (await shopper.track(silent)).json()
