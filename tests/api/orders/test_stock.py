"""Stock: placing takes the ordered quantities off the item (and its chosen variation) in the order's own
transaction, refuses with 409 and stores nothing when too little is left, counts only where the vertical
counts stock, and canceling puts it back. Orders racing for the last units: exactly that many win."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from tests.api.orders.conftest import SECRET, NewShopper
from tests.api.orders.shopper import OrderShopper, error, orders_in_database, set_stock, stock_of
from tests.api.visitor import running_app

pytestmark = pytest.mark.anyio


async def test_placing_takes_stock_and_canceling_puts_it_back(
    new_customer: NewShopper, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    await set_stock(engine, ids["rice"], 5)
    await set_stock(engine, ids["tea"], 30, {"Green": 2, "Black": 20})
    shopper = await new_customer()
    await shopper.add("rice", 3)
    placed = await shopper.place()
    assert placed.status_code == 200, placed.text
    assert (await stock_of(engine, ids["rice"]))[0] == 2
    green = await shopper.buy("tea", 2, variation=[{"type": "Green"}])
    assert green.status_code == 200, green.text
    assert await stock_of(engine, ids["tea"]) == (28, {"Green": 0, "Black": 20})
    assert (await shopper.cancel(placed.json()["order_id"])).status_code == 200
    assert (await stock_of(engine, ids["rice"]))[0] == 5
    assert (await shopper.cancel(green.json()["order_id"])).status_code == 200
    assert await stock_of(engine, ids["tea"]) == (30, {"Green": 2, "Black": 20})
    # A second cancel is refused and gives nothing back twice.
    assert (await shopper.cancel(green.json()["order_id"])).status_code == 409
    assert await stock_of(engine, ids["tea"]) == (30, {"Green": 2, "Black": 20})


async def test_an_order_short_of_stock_is_refused_and_nothing_is_stored(
    new_customer: NewShopper, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    await set_stock(engine, ids["rice"], 5)
    shopper = await new_customer()
    await shopper.add("apple", 1)
    await shopper.add("rice", 3)
    await set_stock(engine, ids["rice"], 2)  # sold elsewhere since the cart took it
    before = await orders_in_database(engine)
    apples = (await stock_of(engine, ids["apple"]))[0]
    assert error(await shopper.place()) == (409, "stock", "Not enough stock for the requested quantity.")
    await set_stock(engine, ids["rice"], 0)
    assert error(await shopper.place(language="fr")) == (409, "stock", "Rupture de stock")
    assert await orders_in_database(engine) == before
    assert len(await shopper.cart()) == 2
    # The apple line, earlier in the same order, took nothing either.
    assert (await stock_of(engine, ids["apple"]))[0] == apples
    assert (await stock_of(engine, ids["rice"]))[0] == 0


async def test_a_variation_short_of_stock_is_refused(
    new_customer: NewShopper, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    await set_stock(engine, ids["tea"], 30, {"Green": 2, "Black": 20})
    shopper = await new_customer()
    await shopper.add("apple", 1)
    answer = await shopper.client.post(
        "/api/v1/customer/cart/add",
        json={"item_id": ids["tea"], "quantity": 2, "variation": [{"type": "Green"}]},
        headers=shopper.headers(),
    )
    assert answer.status_code == 200, answer.text
    await set_stock(engine, ids["tea"], 30, {"Green": 1})
    assert error(await shopper.place()) == (409, "stock", "Not enough stock for the requested quantity.")
    assert await stock_of(engine, ids["tea"]) == (30, {"Green": 1, "Black": 20})


async def test_stock_counts_only_where_the_vertical_counts_it(
    new_customer: NewShopper, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    shopper = await new_customer()
    shopper.module = "food"
    answer = await shopper.buy("soup", 2)  # a kitchen cooks to order: its stock of 0 does not matter
    assert answer.status_code == 200, answer.text
    assert (await stock_of(engine, ids["soup"]))[0] == 0
    assert (await shopper.cancel(answer.json()["order_id"])).status_code == 200
    assert (await stock_of(engine, ids["soup"]))[0] == 0


async def test_orders_racing_for_the_last_units_leave_exactly_that_many_winners(
    order_settings: Settings, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    await set_stock(engine, ids["loaf"], 3)
    before = await orders_in_database(engine)
    async with running_app(order_settings) as client:
        shoppers = [await OrderShopper.customer(client, engine, SECRET, ids) for _ in range(8)]
        for shopper in shoppers[:4]:  # half from their carts, half with Buy Now
            await shopper.add("loaf", 1)
        answers = await asyncio.gather(
            *(s.place() for s in shoppers[:4]), *(s.buy("loaf", 1) for s in shoppers[4:])
        )
    statuses = sorted(a.status_code for a in answers)
    assert statuses == [200] * 3 + [409] * 5, [a.text for a in answers]
    # Refused when placing ("stock"), or by the cart's rules when a Buy Now came after the shelf emptied.
    assert {error(a)[1] for a in answers if a.status_code == 409} <= {"stock", "out_of_stock"}
    assert (await stock_of(engine, ids["loaf"]))[0] == 0
    assert await orders_in_database(engine) == before + 3
