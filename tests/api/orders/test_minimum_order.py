"""A store's minimum order (`minimum_order`) is enforced: the quote names what is missing and refuses, placing
is refused with the same message; from the minimum up the order goes. What counts against the minimum is the
items after their own discounts, before the store's discount, a coupon, tax and fees
(tests/api/orders/market.py: the butcher takes orders from 20.00)."""

from __future__ import annotations

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import error, orders_in_database

pytestmark = pytest.mark.anyio

UNDER = "The minimum order at this store is 20.00; add 15.20 more to order."
UNDER_FR = "La commande minimum de cette boutique est de 20.00 ; ajoutez encore 15.20 pour commander."


async def test_a_quote_under_the_minimum_names_the_missing_amount_and_refuses(
    new_customer: NewShopper,
) -> None:
    shopper = await new_customer()
    await shopper.add("sausage", 1)  # 4.80
    answer = await shopper.quote()
    assert answer.status_code == 200, answer.text
    found = answer.json()
    assert (found["minimum_order"], found["missing_for_minimum"]) == (20.0, 15.2)
    assert found["refusals"] == [{"code": "minimum_order", "message": UNDER}]
    french = (await shopper.quote(language="fr")).json()
    assert french["refusals"] == [{"code": "minimum_order", "message": UNDER_FR}]
    # Take-away has the same minimum.
    take_away = (await shopper.quote(order_type="take_away", latitude=None, longitude=None)).json()
    assert take_away["refusals"] == [{"code": "minimum_order", "message": UNDER}]


async def test_placing_under_the_minimum_is_refused_and_stores_nothing(
    new_guest: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_guest()
    await shopper.add("sausage", 1)
    before = await orders_in_database(engine)
    assert error(await shopper.place()) == (422, "minimum_order", UNDER)
    assert error(await shopper.place(language="fr")) == (422, "minimum_order", UNDER_FR)
    assert await orders_in_database(engine) == before
    assert len(await shopper.cart()) == 1


async def test_at_the_minimum_the_order_goes(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("sausage", 1)
    await shopper.add("roast", 1)  # 4.80 + 15.20: exactly 20.00
    found = (await shopper.quote()).json()
    assert (found["subtotal"], found["missing_for_minimum"], found["refusals"]) == (20.0, 0, [])
    answer = await shopper.place()
    assert answer.status_code == 200, answer.text


async def test_over_the_minimum_the_order_goes(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("roast", 2)
    found = (await shopper.quote()).json()
    assert (found["minimum_order"], found["missing_for_minimum"], found["refusals"]) == (20.0, 0, [])
    assert (await shopper.place()).status_code == 200


async def test_buy_now_under_the_minimum_is_refused_too(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    assert error(await shopper.buy("sausage", 2)) == (422, "minimum_order", UNDER.replace("15.20", "10.40"))
    assert (await shopper.buy("sausage", 5)).status_code == 200  # 24.00


async def test_a_store_without_a_minimum_misses_nothing(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("pear", 1)
    found = (await shopper.quote()).json()
    assert (found["minimum_order"], found["missing_for_minimum"], found["refusals"]) == (0, 0, [])
