"""A currency with three decimals (`digit_after_decimal_point`): the cart answer's figures are rounded to
the marketplace's decimals, as checkout charges them, so the cart never shows a figure the order differs from."""

from __future__ import annotations

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import clear_setting, set_setting

pytestmark = pytest.mark.anyio


async def test_the_cart_shows_what_checkout_charges_at_three_decimals(
    new_customer: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_customer()
    await set_setting(engine, "digit_after_decimal_point", 3)
    try:
        # The pear: 1.00 at 2.5% off is 0.975, which two decimals would show as 0.98.
        await shopper.add("pear", 2)
        [line] = await shopper.cart()
        assert (line["unit_price"], line["price"]) == (0.975, 1.95)
        quoted = (await shopper.quote(order_type="take_away")).json()
        assert (quoted["subtotal"], quoted["item_discount"]) == (2.0, 0.05)
        assert quoted["subtotal"] - quoted["item_discount"] == pytest.approx(line["price"])
    finally:
        await clear_setting(engine, "digit_after_decimal_point")
    [line] = await shopper.cart()
    assert (line["unit_price"], line["price"]) == (0.98, 1.96)  # two decimals again: the unit rounds first
